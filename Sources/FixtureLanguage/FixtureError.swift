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
/// not fit. Printed as `file:line:column: error: message` (exit code 65: README.md, "Command line").
///
/// `kind` says what the command line does with it: a `.final` error is reported; a `.needsCompiler` one means
/// the fixture is Swift the interpreter does not run but the Swift compiler would, so the fixture is compiled
/// instead (docs/FIXTURE_LANGUAGE.md, "Which path runs a fixture").
public struct FixtureError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var kind: Kind
    /// The file's other errors, in the order the interpreter met them after this one (at most
    /// `maximumReported` − 1 in all): evaluation goes on after a mistake in one statement, declaration or
    /// preview, as swiftc does, so that one run shows every error. A file with syntax errors has them all here
    /// instead (the parse goes on after each, `Parser+Recovery.swift`), and is not evaluated.
    public var further: [FixtureError] = []
    /// Whether the interpreter stopped collecting at `maximumReported` errors (the file may have more).
    public var moreNotReported = false

    /// The most errors of one file reported together.
    public static let maximumReported = 20

    /// This error followed by `further`: every error of the file, in order.
    public var all: [FixtureError] {
        var first = self
        first.further = []
        first.moreNotReported = false
        return [first] + further
    }

    /// What an error means for the command line.
    public enum Kind: Equatable, Sendable {
        /// The fixture is wrong (a typo with a suggestion, a wrong label or argument type, bad syntax, a limit),
        /// or uses a SwiftUI name Layoutshot does not support: compiling it would not help.
        case final
        /// The fixture uses Swift the interpreter does not run and the compiler would; `construct` names it as
        /// the note shows it: `'extension … where'`, `'func'`, `'@StateObject'`.
        case needsCompiler(construct: String)
    }

    public init(file: String, line: Int, column: Int, message: String, kind: Kind = .final) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
    }

    init(_ message: String, at location: SourceLocation, file: String = "", kind: Kind = .final) {
        self.init(file: file, line: location.line, column: location.column, message: message, kind: kind)
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }

    /// The fixture uses Swift the interpreter does not run (its own Layout types, methods, classes, …) but
    /// the Swift compiler would: the command line then compiles the fixture instead.
    public var needsCompiler: Bool {
        if case .needsCompiler = kind { return true }
        return false
    }

    /// The construct that sends the fixture to the compiler (`'extension … where'`), nil for a final error.
    public var construct: String? {
        if case .needsCompiler(let construct) = kind { return construct }
        return nil
    }

    /// The note the command line prints before compiling: `note: compiled because of 'func' at f.swift:3:5`;
    /// nil for a final error.
    public var compileNote: String? {
        construct.map { "note: compiled because of \($0) at \(file):\(line):\(column)" }
    }

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
    /// Made when the failure is reported: most mismatches are overloads that did not fit and are dropped, and
    /// some messages look names up in SwiftUIAPI's indexes, which cost more than a whole render to build.
    private let makeError: () -> FixtureError
    var error: FixtureError { makeError() }
    /// How promising the failed overload was; the most promising failure is the one reported. Read only
    /// when every overload failed: a base that needs a suggestion (`Suggestions.closest`) is found then.
    var score: Int { baseScore() + addedScore }
    private let baseScore: () -> Int
    /// What the enclosing call adds (the argument's position), `raiseScore(by:)`.
    private var addedScore = 0

    init(error: FixtureError, score: Int = 0) {
        makeError = { error }
        baseScore = { score }
    }

    init(score: Int = 0, error: @escaping () -> FixtureError) {
        makeError = error
        baseScore = { score }
    }

    /// A mismatch whose score is worked out only if it is compared.
    init(lazyScore: @escaping () -> Int, error: @escaping () -> FixtureError) {
        makeError = error
        baseScore = lazyScore
    }

    mutating func raiseScore(by amount: Int) { addedScore += amount }
}

/// How a source token is shown in messages: `'padding'`, `end of file`, `newline`.
func describeToken(_ text: String) -> String {
    text.isEmpty ? "end of file" : "'\(text)'"
}
