import Foundation

/// A position in a fixture file: 1-based line and column; columns count characters (grapheme clusters),
/// so a Vietnamese or Arabic string before the error counts one per visible letter.
struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    var description: String { "\(line):\(column)" }
}

/// Everything the fixture language rejects: syntax it does not know, names it cannot find, arguments that do
/// not fit. Printed as `file:line:column: error: message` (DESIGN §7, exit code 65).
public struct FixtureError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ message: String, at location: SourceLocation, file: String = "") {
        self.init(file: file, line: location.line, column: location.column, message: message)
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }

    /// The fixture uses Swift the interpreter does not run (its own Layout types, methods, enums, …) but
    /// the Swift compiler would: the command line then compiles the fixture instead.
    public var needsCompiler: Bool { message.contains("not supported in fixtures yet") }

    var location: SourceLocation { SourceLocation(line: line, column: column) }
}

/// Something SwiftUI would log but accept (an invalid frame dimension), at the call that did it. Printed as
/// `file:line:column: warning: message`.
public struct FixtureWarning: CustomStringConvertible, Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}

/// An argument that does not fit the parameter an overload expects. Overload resolution catches it and tries
/// the next overload; anywhere else it is reported as the error it carries.
struct ArgumentMismatch: Error {
    var error: FixtureError
    /// How promising the failed overload was; the most promising failure is the one reported.
    var score: Int = 0
}

/// How a source token is shown in messages: `'padding'`, `end of file`, `newline`.
func describeToken(_ text: String) -> String {
    text.isEmpty ? "end of file" : "'\(text)'"
}
