import Foundation
import LayoutCore

/// The answers to Swift's conditional-compilation conditions (`#if os(iOS) && DEBUG`) for the platform a
/// fixture is previewed on, as Xcode's previews build it: for the simulator (iOS) or the Mac, in the Debug
/// configuration. One evaluator for both paths: the interpreter evaluates `#if` with it, and
/// `activeSource(of:path:)` gives the compiled path the same branches. The rules, and where each answer
/// comes from, are in docs/FIXTURE_LANGUAGE.md ("Conditional compilation") and docs/BEHAVIOUR.md.
///
/// Conditions: `os(name)`, `arch(name)`, `canImport(Module)` (also `Module.Submodule`),
/// `targetEnvironment(simulator | macCatalyst)`, `swift(>=x.y)` / `swift(<x.y)`, `compiler(>=x.y)` /
/// `compiler(<x.y)`, `_endian(little | big)`, `_pointerBitWidth(_32 | _64)`, `_runtime(_ObjC | _Native)`,
/// `true`, `false`, compilation flags (identifiers: `DEBUG` is set; a flag nobody set is false, as in
/// Swift), `!`, `&&`, `||` and parentheses. Anything else is an error at the condition (an unknown
/// function, an operating system or module Swift does not know), never a silent `false`.
public struct CompilationConditions: Sendable, Equatable {
    /// The `os(…)` name that is true: `iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`, `Linux`, …
    public var operatingSystem: String
    /// The `arch(…)` name that is true (`arm64`: Apple silicon Macs and their simulators).
    public var architecture: String
    /// `targetEnvironment(…)` names that are true (`simulator` for iOS previews).
    public var targetEnvironments: Set<String>
    /// The modules `canImport(…)` finds.
    public var importableModules: Set<String>
    /// Compilation flags that are set (`DEBUG`: previews build the Debug configuration).
    public var flags: Set<String>
    /// The Swift language mode (`swift(>=…)`): the toolchain's Swift 5 mode, as the compiled path uses it.
    public var languageVersion: [Int]
    /// The compiler's version (`compiler(>=…)`): the toolchain that built Layoutshot.
    public var compilerVersion: [Int]

    public init(operatingSystem: String, architecture: String = "arm64", targetEnvironments: Set<String> = [],
                importableModules: Set<String>, flags: Set<String> = ["DEBUG"],
                languageVersion: [Int] = CompilationConditions.toolchainLanguageVersion,
                compilerVersion: [Int] = CompilationConditions.toolchainCompilerVersion) {
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.targetEnvironments = targetEnvironments
        self.importableModules = importableModules
        self.flags = flags
        self.languageVersion = languageVersion
        self.compilerVersion = compilerVersion
    }

    /// The conditions of an Xcode preview of `platform`: iOS previews run in the simulator
    /// (`targetEnvironment(simulator)`, `canImport(UIKit)`), macOS previews on the Mac (`canImport(AppKit)`);
    /// both on Apple silicon (`arch(arm64)`), in the Debug configuration (`DEBUG`).
    public init(platform: Platform) {
        switch platform {
        case .iOS:
            self.init(operatingSystem: "iOS", targetEnvironments: ["simulator"],
                      importableModules: Self.commonModules.union(Self.uiKitModules))
        case .macOS:
            self.init(operatingSystem: "macOS", importableModules: Self.commonModules.union(Self.appKitModules))
        }
    }

    /// Apple frameworks both preview platforms have (and that view files commonly test for).
    static let commonModules: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "CoreGraphics", "CoreFoundation", "Combine", "Observation", "Darwin",
        "Dispatch", "ObjectiveC", "CoreText", "CoreImage", "QuartzCore", "CoreData", "SwiftData", "Charts", "MapKit",
        "AVKit", "AVFoundation", "StoreKit", "PhotosUI", "Photos", "WidgetKit", "AppIntents", "TipKit", "OSLog", "os", "UniformTypeIdentifiers",
        "CoreLocation", "CloudKit", "SwiftUICore", "Accessibility", "CryptoKit", "Network", "UserNotifications",
    ]
    static let uiKitModules: Set<String> = ["UIKit", "ActivityKit", "ARKit", "RealityKit", "MessageUI", "SafariServices"]
    static let appKitModules: Set<String> = ["AppKit", "Cocoa", "RealityKit", "SafariServices"]
    /// Modules `canImport` may be asked about that no preview platform has (false, not an error).
    static let otherModules: Set<String> = ["WatchKit", "ClockKit", "TVUIKit", "Glibc", "Musl", "WinSDK", "Android", "WASILibc",
                                            "Bionic", "CRT", "FoundationEssentials", "FoundationNetworking", "XCTest", "Testing"]

    /// Operating systems Swift knows for `os(…)`.
    static let operatingSystems: Set<String> = ["iOS", "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux",
                                                "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "PS4", "Cygwin",
                                                "Haiku", "none"]
    static let architectures: Set<String> = ["arm64", "arm64_32", "arm", "x86_64", "i386", "powerpc64", "powerpc64le",
                                             "s390x", "wasm32", "riscv64"]

    /// The Swift language mode of this toolchain's default (Swift 5) mode: 5.10 for Swift 6 compilers.
    public static let toolchainLanguageVersion: [Int] = {
        #if swift(>=6.0)
        return [6, 0]
        #elseif swift(>=5.10)
        return [5, 10]
        #else
        return [5, 9]
        #endif
    }()

    /// The version of the compiler that built Layoutshot (the one that compiles fixtures).
    public static let toolchainCompilerVersion: [Int] = {
        #if compiler(>=7.0)
        return [7, 0]
        #elseif compiler(>=6.5)
        return [6, 5]
        #elseif compiler(>=6.4)
        return [6, 4]
        #elseif compiler(>=6.3)
        return [6, 3]
        #elseif compiler(>=6.2)
        return [6, 2]
        #elseif compiler(>=6.1)
        return [6, 1]
        #elseif compiler(>=6.0)
        return [6, 0]
        #else
        return [5, 10]
        #endif
    }()

    /// Whether `condition` (the text after `#if` or `#elseif`) holds. Throws a `FixtureError` naming the
    /// problem at `line` and the column within it (counted from `column`, where the condition starts).
    public func evaluate(_ condition: String, file: String = "", line: Int = 1, column: Int = 1) throws -> Bool {
        var lexer = Lexer(source: condition, file: file)
        var tokens = try lexer.tokenize()
        for index in tokens.indices {
            tokens[index].location.line += line - 1
            if tokens[index].location.line == line { tokens[index].location.column += column - 1 }
        }
        return try evaluate(tokens, file: file)
    }

    /// Whether a condition, as tokens ending with `.endOfFile`, holds.
    func evaluate(_ tokens: [Token], file: String) throws -> Bool {
        var reader = ConditionReader(tokens: tokens, conditions: self, file: file)
        guard !reader.current.isEndOfFile else {
            throw FixtureError("expected a condition", at: reader.current.location, file: file)
        }
        let value = try reader.disjunction()
        guard reader.current.isEndOfFile else {
            throw FixtureError("expected '&&', '||' or the end of the condition, found \(reader.current)",
                               at: reader.current.location, file: file)
        }
        return value
    }

    /// Whether `import name` works on this platform: true for a module `canImport` finds, false for one it
    /// knows is missing, nil for a module it does not know.
    package func canImport(_ name: String) -> Bool? {
        let module = String(name.prefix(while: { $0 != "." }))
        if importableModules.contains(module) { return true }
        let known = Self.commonModules.union(Self.uiKitModules).union(Self.appKitModules).union(Self.otherModules)
        return known.contains(module) ? false : nil
    }
}

/// Recursive descent over a condition: `||` binds loosest, then `&&`, then `!`.
private struct ConditionReader {
    let tokens: [Token]
    var position = 0
    let conditions: CompilationConditions
    let file: String
    var depth = 0

    init(tokens: [Token], conditions: CompilationConditions, file: String) {
        self.tokens = tokens
        self.conditions = conditions
        self.file = file
    }

    var current: Token { tokens[position] }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    func error(_ message: String, at location: SourceLocation) -> FixtureError {
        FixtureError(message, at: location, file: file)
    }

    mutating func disjunction() throws -> Bool {
        var value = try conjunction()
        while current.isPunctuation("||") {
            advance()
            let right = try conjunction()
            value = value || right
        }
        return value
    }

    mutating func conjunction() throws -> Bool {
        var value = try unary()
        while current.isPunctuation("&&") {
            advance()
            let right = try unary()
            value = value && right
        }
        return value
    }

    mutating func unary() throws -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Parser.maximumDepth else {
            throw error("the condition is nested too deeply (more than \(Parser.maximumDepth) levels)", at: current.location)
        }
        let token = current
        if token.isPunctuation("!") {
            advance()
            return try !unary()
        }
        if token.isPunctuation("(") {
            advance()
            let value = try disjunction()
            guard current.isPunctuation(")") else { throw error("expected ')' in the condition, found \(current)", at: current.location) }
            advance()
            return value
        }
        guard let name = token.identifier else {
            throw error("expected a condition such as 'os(iOS)' or 'DEBUG', found \(token)", at: token.location)
        }
        advance()
        switch name {
        case "true": return true
        case "false": return false
        default: break
        }
        guard current.isPunctuation("("), !current.spaceBefore else {
            // A compilation flag: set, or false as in Swift.
            return conditions.flags.contains(name)
        }
        advance()
        let value = try function(name, at: token.location)
        guard current.isPunctuation(")") else {
            throw error("expected ')' after the argument of '\(name)', found \(current)", at: current.location)
        }
        advance()
        return value
    }

    /// `os(iOS)`, `swift(>=5.9)`, … (the `(` is consumed, the `)` is not).
    mutating func function(_ name: String, at location: SourceLocation) throws -> Bool {
        switch name {
        case "os":
            let os = try argument(of: name, known: CompilationConditions.operatingSystems)
            let current = conditions.operatingSystem
            return os == current || (os == "OSX" && current == "macOS") || (os == "xrOS" && current == "visionOS")
        case "arch":
            return try argument(of: name, known: CompilationConditions.architectures) == conditions.architecture
        case "targetEnvironment":
            return conditions.targetEnvironments.contains(try argument(of: name, known: ["simulator", "macCatalyst"]))
        case "_endian":
            return try argument(of: name, known: ["little", "big"]) == "little"
        case "_pointerBitWidth":
            return try argument(of: name, known: ["_32", "_64"]) == "_64"
        case "_runtime":
            return try argument(of: name, known: ["_ObjC", "_Native"]) == "_ObjC"
        case "canImport":
            let start = current.location
            var module = try identifier(of: name)
            while current.isPunctuation("."), !current.spaceBefore {
                advance()
                module += "." + (try identifier(of: name))
            }
            guard let found = conditions.canImport(module) else {
                let known = conditions.importableModules.sorted()
                throw error("Layoutshot does not know whether module '\(module)' can be imported"
                            + Suggestions.hint(for: module, in: known), at: start)
            }
            return found
        case "swift", "compiler":
            return try version(of: name)
        default:
            let known = ["os", "arch", "canImport", "targetEnvironment", "swift", "compiler"]
            throw error("unknown condition '\(name)(…)'" + Suggestions.hint(for: name, in: known)
                        + " (expected os, arch, canImport, targetEnvironment, swift, compiler)", at: location)
        }
    }

    mutating func identifier(of function: String) throws -> String {
        guard let name = current.identifier else {
            throw error("expected a name in '\(function)(…)', found \(current)", at: current.location)
        }
        advance()
        return name
    }

    /// The single name inside `function(…)`, which must be one Swift knows.
    mutating func argument(of function: String, known: Set<String>) throws -> String {
        let location = current.location
        let name = try identifier(of: function)
        guard known.contains(name) else {
            throw error("unknown argument '\(name)' for '\(function)(…)'" + Suggestions.hint(for: name, in: known)
                        + " (expected one of \(known.sorted().joined(separator: ", ")))", at: location)
        }
        return name
    }

    /// `>=5.9` or `<6` (and `>=5.9.1`): compared with the language or compiler version.
    mutating func version(of function: String) throws -> Bool {
        let comparison = current
        guard comparison.isPunctuation(">=") || comparison.isPunctuation("<") else {
            throw error("expected '>=' or '<' and a version in '\(function)(…)', found \(comparison)", at: comparison.location)
        }
        advance()
        var text = ""
        while !current.isPunctuation(")"), !current.isEndOfFile {
            text += current.text
            advance()
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 5, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else {
            throw error("expected a version such as 5.9 in '\(function)(…)', found '\(text)'", at: comparison.location)
        }
        let wanted = parts.map { $0! }
        let have = function == "swift" ? conditions.languageVersion : conditions.compilerVersion
        let atLeast = !have.lexicographicallyPrecedes(wanted, padding: 0)
        return comparison.isPunctuation(">=") ? atLeast : !atLeast
    }
}

private extension Array where Element == Int {
    /// Version order: missing components count as `padding` (5.9 == 5.9.0).
    func lexicographicallyPrecedes(_ other: [Int], padding: Int) -> Bool {
        for index in 0..<Swift.max(count, other.count) {
            let a = index < count ? self[index] : padding
            let b = index < other.count ? other[index] : padding
            if a != b { return a < b }
        }
        return false
    }
}
