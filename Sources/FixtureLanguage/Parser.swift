import Foundation

/// Recursive-descent parser for fixture files: declarations and statements here, expressions in
/// `ExpressionParser.swift`.
struct Parser {
    var tokens: [Token]
    var position = 0
    let file: String
    /// Nesting of brackets and closures, bounded so that hostile input cannot overflow the stack.
    var depth = 0
    /// Off while parsing an `if` condition, where `{` opens the branch rather than a trailing closure.
    var allowsTrailingClosures = true
    /// Highest `$n` + 1 per enclosing closure.
    var anonymousParameters: [Int] = []
    /// Where each enclosing closure starts, outermost first.
    var closures: [SourceLocation] = []
    /// Statements skipped so far (`for`, `switch` …), checked once evaluation knows which closures are actions.
    var skippedStatements: [SkippedStatement] = []
    /// Whether a syntax error in a statement or declaration is recorded and the parse goes on with the next one
    /// (`Parser+Recovery.swift`): on for fixtures, so that one run shows every syntax error, as swiftc does.
    var recovers = false
    /// The syntax errors recorded so far while `recovers`.
    var syntaxErrors: [FixtureError] = []
    /// Whether more errors came after `FixtureError.maximumReported` were recorded.
    var moreSyntaxErrors = false
    /// Set when a limit is crossed (nesting): going on would only cross it again.
    var crossedLimit = false
    /// Set while an error that ends every open block goes up to the top level (`checkMissingBrace(of:)`).
    var unwindsToTopLevel = false

    static let maximumDepth = 200
    /// What `import` can import on the platform previewed.
    let conditions: CompilationConditions

    init(tokens: [Token], file: String, conditions: CompilationConditions = CompilationConditions(platform: .iOS)) {
        self.tokens = tokens
        self.file = file
        self.conditions = conditions
    }

    var current: Token { tokens[position] }

    func peek(_ offset: Int) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    /// `>>` where two generic argument lists end (`Binding<Array<Int>>`) is two `>`.
    mutating func tokensSplitGreater() {
        var first = tokens[position]
        first.kind = .punctuation(">")
        first.text = ">"
        var second = first
        second.location.column += 1
        second.spaceBefore = false
        first.spaceAfter = false
        tokens[position] = first
        tokens.insert(second, at: position + 1)
    }

    func error(_ message: String, at location: SourceLocation) -> FixtureError {
        FixtureError(message, at: location, file: file)
    }

    /// Swift the interpreter does not run but the compiler would: the fixture goes to the compiled path, with
    /// `construct` in the note (docs/FIXTURE_LANGUAGE.md, "Which path runs a fixture").
    func route(_ construct: String, _ message: String, at location: SourceLocation) -> FixtureError {
        FixtureError(message, at: location, file: file, kind: .needsCompiler(construct: construct))
    }

    /// "expected X, found Y" at the current token — or, when Y is Swift syntax the parser does not know (a cast,
    /// an operator it lacks, a `where` clause), the fixture goes to the compiler.
    func unexpected(_ expected: String) -> FixtureError {
        if let construct = unknownSyntax(current) {
            return route(construct, "\(construct) is not supported in fixtures yet", at: current.location)
        }
        return error("expected \(expected), found \(current)", at: current.location)
    }

    /// The construct a token starts that is Swift but not the fixture language's, or nil.
    func unknownSyntax(_ token: Token) -> String? {
        switch token.kind {
        case .identifier(let word) where Self.unsupportedKeywords.contains(word):
            return "'\(word)'"
        case .punctuation(let op) where Self.unsupportedOperators.contains(op):
            return "operator '\(op)'"
        default:
            return nil
        }
    }

    /// The standard library's operators the fixture language does not evaluate (a custom operator needs an
    /// `operator` declaration, which is routed by itself).
    static let unsupportedOperators: Set<String> = ["&", "|", "^", "~", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>", "===",
                                                    "!==", "~=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=",
                                                    "..<=", "??="]

    /// Keywords of Swift the fixture language has no syntax for.
    static let unsupportedKeywords: Set<String> = ["as", "is", "where", "throws", "rethrows", "async", "inout", "some",
                                                   "any", "switch", "case", "default", "catch", "typealias", "subscript",
                                                   "operator", "willSet", "didSet", "set", "super", "consuming",
                                                   "borrowing", "sending", "macro", "precedencegroup", "associatedtype",
                                                   "deinit", "fallthrough", "break", "continue", "throw"]

    func isKeyword(_ word: String) -> Bool { current.identifier == word }

    @discardableResult
    mutating func consume(_ punctuation: String) -> Bool {
        guard current.isPunctuation(punctuation) else { return false }
        advance()
        return true
    }

    @discardableResult
    mutating func expect(_ punctuation: String, _ context: String) throws -> Token {
        let token = current
        guard consume(punctuation) else { throw unexpected("'\(punctuation)' \(context)") }
        return token
    }

    mutating func expectIdentifier(_ what: String) throws -> (String, SourceLocation) {
        guard let name = current.identifier, !Self.reservedWords.contains(name) else { throw unexpected(what) }
        let location = current.location
        advance()
        return (name, location)
    }

    mutating func nest<T>(_ body: (inout Parser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            crossedLimit = true
            throw error("the fixture is nested too deeply (more than \(Self.maximumDepth) levels)", at: current.location)
        }
        return try body(&self)
    }

    static let reservedWords: Set<String> = ["struct", "let", "var", "if", "else", "return", "import", "func",
                                             "in", "extension", "enum", "class", "protocol", "for", "while",
                                             "switch", "guard", "case", "init"]
    static let modifierWords: Set<String> = ["private", "fileprivate", "public", "internal", "final", "open",
                                             "nonisolated", "lazy"]
    /// Conformances that mean the declaration is a custom layout (a later issue).
    static let layoutProtocols: Set<String> = ["Layout", "LayoutValueKey"]
    /// Conformances the interpreter does not run (the fixture is compiled).
    static let unsupportedProtocols: Set<String> = ["ViewModifier", "Shape", "PreferenceKey", "EnvironmentKey", "ButtonStyle",
                                                    "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "GaugeStyle",
                                                    "ProgressViewStyle", "GroupBoxStyle",
                                                    "ObservableObject", "DynamicProperty", "UIViewRepresentable",
                                                    "NSViewRepresentable", "UIViewControllerRepresentable",
                                                    "NSViewControllerRepresentable", "InsettableShape", "Animatable",
                                                    "GeometryEffect", "AnimatableModifier", "ShapeStyle", "TextFieldStyle",
                                                    "Transition", "CustomStringConvertible"]
    /// Conformances of types a preview never uses, skipped as Xcode's canvas skips them (an `App` and its scenes).
    static let skippedProtocols: Set<String> = ["App", "Scene"]

    // MARK: Top level

    /// The fixture's declarations, previews and statements. With `recovers`, every syntax error of the file is
    /// thrown together (the first, with the others in `further`), and none is met only after the first.
    mutating func parseProgram() throws -> Program {
        var program = Program()
        if current.isEndOfFile {
            throw error("the fixture is empty: expected a #Preview or a view expression", at: current.location)
        }
        do {
            while !current.isEndOfFile {
                // After a syntax error, a `}` at the top level is most likely the one it left over (a brace typed
                // inside a body ends it early): the same mistake, not another.
                if !syntaxErrors.isEmpty, current.isPunctuation("}") {
                    advance()
                    continue
                }
                try recovering(topLevel: true) { parser in try parser.parseTopLevel(into: &program) }
            }
            program.endLocation = current.location
            program.skippedStatements = skippedStatements
            try mergeExtensions(into: &program)
        } catch let error as FixtureError {
            throw combinedSyntaxErrors(endingWith: error)
        }
        if let errors = combinedSyntaxErrors() { throw errors }
        return program
    }

    /// One declaration, preview or statement at the top level, and its end.
    mutating func parseTopLevel(into program: inout Program) throws {
        let attributes = try parseAttributes()
        let start = current
        if isKeyword("import") {
            try parseImport()
        } else if try declaresAlignmentID() {
            let decl = try parseAlignmentID()
            try add(decl, to: &program)
        } else if isKeyword("extension") {
            let decl = try parseExtension()
            for id in decl.ids { try add(id, to: &program) }
            program.extensions.append(decl.extension)
        } else if isKeyword("struct") {
            try checkTypeAttributes(attributes)
            guard let decl = try parseStruct() else { return }
            if program.alignmentIDs[decl.name] != nil {
                throw error("invalid redeclaration of '\(decl.name)'", at: decl.location)
            }
            if let previous = program.structs[decl.name] {
                throw error("invalid redeclaration of '\(decl.name)' (first declared at line \(previous.location.line))",
                            at: decl.location)
            }
            program.structs[decl.name] = decl
        } else if isKeyword("let") || isKeyword("var") {
            if let wrapper = attributes.first(where: { !Self.ignoredAttributes.contains($0.name) }) {
                throw route("'@\(wrapper.name)'", "'@\(wrapper.name)' on a global is not supported in fixtures yet",
                            at: wrapper.location)
            }
            let property = try parseProperty()
            if property.getter == nil, property.initialValue == nil {
                throw error("global '\(property.name)' needs a value", at: property.location)
            }
            if program.globals[property.name] != nil {
                throw error("invalid redeclaration of '\(property.name)'", at: property.location)
            }
            program.globals[property.name] = property
        } else if start.isPunctuation("#") {
            program.previews.append(try parsePreview())
        } else if let word = start.identifier, Self.routedDeclarations.contains(word) {
            try rejectDeclaration()
        } else {
            program.bareStatements.append(try parseStatement())
        }
        try endStatement()
    }

    /// Declarations the interpreter does not run: the fixture is compiled.
    static let routedDeclarations: Set<String> = ["enum", "class", "protocol", "func", "actor", "typealias", "operator",
                                                  "precedencegroup", "macro"]

    /// `import SwiftUI`, `import struct Foundation.Date`, `@testable import …`: modules a view file imports
    /// for the types the fixture language has are accepted; a module the platform cannot import is an error, as
    /// in Swift; any other module goes to the compiler (its types are not the interpreter's).
    mutating func parseImport() throws {
        advance()
        if let kind = current.identifier, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind),
           peek(1).identifier != nil {
            advance()
        }
        let (module, location) = try expectIdentifier("a module name after 'import'")
        while consume(".") { _ = try expectIdentifier("a module name") }
        // `import Layoutshot` in place of `import SwiftUI` (the seeds' code) is this library itself.
        if Self.layoutshotModules.contains(module) { return }
        switch conditions.canImport(module) {
        case false?:
            throw error("no such module '\(module)' on \(conditions.operatingSystem)", at: location)
        case true? where Self.interpretedModules.contains(module):
            break
        default:
            throw route("'import \(module)'", "module '\(module)' is not available in fixtures yet", at: location)
        }
    }

    static let layoutshotModules: Set<String> = ["Layoutshot", "LayoutCore"]

    /// Modules whose import alone changes nothing the interpreter runs (what view files use from them is in
    /// the registry, or routes the fixture by itself).
    static let interpretedModules: Set<String> = ["SwiftUI", "Foundation", "CoreGraphics", "Observation", "Combine",
                                                  "UIKit", "AppKit", "Swift", "SwiftUICore", "CoreFoundation"]

    /// Folds each extension of a fixture's own struct into the struct (Swift allows them anywhere in the file);
    /// extensions of built-in types stay in `program.extensions`.
    mutating func mergeExtensions(into program: inout Program) throws {
        var others: [ExtensionDecl] = []
        for decl in program.extensions {
            guard let target = program.structs[decl.typeName] else {
                others.append(decl)
                continue
            }
            if let constraint = decl.constraint {
                throw route("'extension … where'", "a constrained extension of '\(decl.typeName)' is not supported in fixtures yet",
                            at: constraint.location)
            }
            if let layout = decl.conformances.first(where: Self.layoutProtocols.contains) {
                throw customLayoutError(decl.typeName, layout, at: decl.typeLocation)
            }
            for member in decl.instanceMembers {
                if target.property(member.name) != nil {
                    throw error("invalid redeclaration of '\(member.name)'", at: member.location)
                }
                target.properties.append(member)
            }
            for member in decl.staticMembers {
                if target.staticMember(member.name) != nil {
                    throw error("invalid redeclaration of '\(member.name)'", at: member.location)
                }
                target.staticMembers.append(member)
            }
            target.conformances += decl.conformances
        }
        program.extensions = others
    }

    /// Whether the current token starts `struct`/`enum Name: AlignmentID`.
    func declaresAlignmentID() throws -> Bool {
        guard isKeyword("struct") || isKeyword("enum") else { return false }
        var lookahead = self
        lookahead.advance()
        return try lookahead.peekConformances().contains("AlignmentID")
    }

    /// Registers a guide type, rejecting a second one with the same name.
    func add(_ decl: AlignmentIDDecl, to program: inout Program) throws {
        if let previous = program.alignmentIDs[decl.name] {
            throw error("invalid redeclaration of '\(decl.name)' (first declared at line \(previous.location.line))",
                        at: decl.location)
        }
        if program.structs[decl.name] != nil {
            throw error("invalid redeclaration of '\(decl.name)'", at: decl.location)
        }
        program.alignmentIDs[decl.name] = decl
    }

    /// Attributes (`@State`, `@Environment(\.colorScheme)`, `@MainActor`) and modifiers (`private`,
    /// `nonisolated`, `final`, `private(set)`) before a declaration. Modifiers change nothing in a picture;
    /// attributes are returned for the declaration to judge. `static` is left for the caller.
    mutating func parseAttributes() throws -> [Attribute] {
        var attributes: [Attribute] = []
        while true {
            if current.isPunctuation("@") {
                let location = current.location
                advance()
                let (name, _) = try expectIdentifier("an attribute name after '@'")
                var arguments: [Argument] = []
                if current.isPunctuation("("), !current.newlineBefore {
                    if Self.propertyWrappers.contains(name) {
                        arguments = try parseArgumentList()
                    } else {
                        try skipBalanced()
                    }
                }
                attributes.append(Attribute(name: name, arguments: arguments, location: location))
            } else if let word = current.identifier, Self.modifierWords.contains(word),
                      peek(1).identifier != nil || peek(1).isPunctuation("(") {
                advance()
                if current.isPunctuation("(") { try skipBalanced() } // private(set)
            } else {
                return attributes
            }
        }
    }

    /// Skips what `parseAttributes` reads, for places where attributes change nothing (statements).
    mutating func skipAttributesAndModifiers() throws { _ = try parseAttributes() }

    /// The property wrappers the interpreter gives values (docs/FIXTURE_LANGUAGE.md, "Property wrappers").
    static let propertyWrappers: Set<String> = ["State", "Binding", "Environment", "FocusState", "GestureState",
                                                "AppStorage", "SceneStorage", "Namespace", "ScaledMetric", "Previewable"]
    /// Attributes that change nothing the interpreter does.
    static let ignoredAttributes: Set<String> = ["MainActor", "ViewBuilder", "available", "Previewable", "objc",
                                                 "nonobjc", "inlinable", "usableFromInline", "preconcurrency",
                                                 "discardableResult", "frozen", "Sendable", "unchecked", "retroactive",
                                                 "_spi", "backDeployed", "main"]

    /// Attributes on a struct: those that change what the type is (`@propertyWrapper`, `@resultBuilder`,
    /// `@Observable`) send the fixture to the compiler.
    func checkTypeAttributes(_ attributes: [Attribute]) throws {
        if let attribute = attributes.first(where: { !Self.ignoredAttributes.contains($0.name) }) {
            throw route("'@\(attribute.name)'", "'@\(attribute.name)' types are not supported in fixtures yet", at: attribute.location)
        }
    }

    /// Skips a bracketed group, `(…)`, `[…]` or `{…}`, with everything nested in it.
    mutating func skipBalanced() throws {
        let open = current
        var stack: [String] = []
        repeat {
            if case .punctuation(let p) = current.kind {
                if ["(", "[", "{"].contains(p) { stack.append(p) }
                if [")", "]", "}"].contains(p) { stack.removeLast() }
            }
            if current.isEndOfFile { throw error("expected a closing bracket for '\(open.text)'", at: open.location) }
            advance()
        } while !stack.isEmpty
    }

    /// After a statement or declaration: a `;`, a new line, a closing brace or the end of the file.
    mutating func endStatement() throws {
        if consume(";") { return }
        if current.newlineBefore || current.isEndOfFile || current.isPunctuation("}") { return }
        throw unexpected("a new line or ';' after the statement")
    }

    /// Declarations that fixtures do not support yet: the fixture is compiled.
    mutating func rejectDeclaration() throws {
        let keyword = current
        advance()
        let name = current.identifier ?? ""
        let conformances = try peekConformances()
        if let layout = conformances.first(where: Self.layoutProtocols.contains) {
            throw customLayoutError(name, layout, at: keyword.location)
        }
        switch keyword.text {
        case "func":
            throw route("'func'", "functions are not supported in fixtures yet; use a View struct with properties",
                        at: keyword.location)
        default:
            throw route("'\(keyword.text)'", "'\(keyword.text)' declarations are not supported in fixtures yet",
                        at: keyword.location)
        }
    }

    func customLayoutError(_ name: String, _ proto: String, at location: SourceLocation) -> FixtureError {
        var message = "custom Layout types are not supported in fixtures yet ('\(name)' conforms to '\(proto)')"
        if let seed = Self.builtinSeedLayouts[name], proto == "Layout" {
            message += "; '\(name)' is built in (\(seed)): delete this declaration to use it"
        }
        return route("'\(proto)' type '\(name)'", message, at: location)
    }

    /// The seeds' layouts that fixtures can use without declaring them.
    static let builtinSeedLayouts = ["FlowLayout": "seed 000", "WideFirstGrid": "seed 001"]

    /// The names after `Name:` (without consuming anything).
    func peekConformances(from start: Int = 1) throws -> [String] {
        var offset = start
        guard peek(offset).isPunctuation(":") else { return [] }
        var names: [String] = []
        offset += 1
        while let name = peek(offset).identifier {
            names.append(name)
            offset += 1
            while peek(offset).isPunctuation("."), let member = peek(offset + 1).identifier {
                names[names.count - 1] = member
                offset += 2
            }
            guard peek(offset).isPunctuation(",") || peek(offset).isPunctuation("&") else { break }
            offset += 1
        }
        return names
    }
}
