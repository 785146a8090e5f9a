import Foundation

/// Recursive-descent parser for fixture files: declarations and statements here, expressions in
/// `ExpressionParser.swift`.
struct Parser {
    let tokens: [Token]
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

    static let maximumDepth = 200

    init(tokens: [Token], file: String) {
        self.tokens = tokens
        self.file = file
    }

    var current: Token { tokens[position] }

    func peek(_ offset: Int) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    func error(_ message: String, at location: SourceLocation) -> FixtureError {
        FixtureError(message, at: location, file: file)
    }

    /// "expected X, found Y" at the current token.
    func unexpected(_ expected: String) -> FixtureError {
        error("expected \(expected), found \(current)", at: current.location)
    }

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
    static let unsupportedProtocols: Set<String> = ["App", "Scene", "ViewModifier", "Shape", "PreferenceKey",
                                                    "EnvironmentKey", "ButtonStyle"]

    // MARK: Top level

    mutating func parseProgram() throws -> Program {
        var program = Program()
        if current.isEndOfFile {
            throw error("the fixture is empty: expected a #Preview or a view expression", at: current.location)
        }
        while !current.isEndOfFile {
            try skipAttributesAndModifiers()
            let start = current
            if isKeyword("import") {
                advance()
                _ = try expectIdentifier("a module name after 'import'")
                while consume(".") { _ = try expectIdentifier("a module name") }
            } else if try declaresAlignmentID() {
                let decl = try parseAlignmentID()
                try add(decl, to: &program)
            } else if isKeyword("extension") {
                let decl = try parseExtension()
                for id in decl.ids { try add(id, to: &program) }
                program.extensions.append(decl.extension)
            } else if isKeyword("struct") {
                let decl = try parseStruct()
                if program.alignmentIDs[decl.name] != nil {
                    throw error("invalid redeclaration of '\(decl.name)'", at: decl.location)
                }
                if let previous = program.structs[decl.name] {
                    throw error("invalid redeclaration of '\(decl.name)' (first declared at line \(previous.location.line))",
                                at: decl.location)
                }
                program.structs[decl.name] = decl
            } else if isKeyword("let") || isKeyword("var") {
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
            } else if isKeyword("enum") || isKeyword("class") || isKeyword("protocol")
                        || isKeyword("func") || isKeyword("actor") {
                try rejectDeclaration()
            } else {
                program.bareStatements.append(try parseStatement())
            }
            try endStatement()
        }
        program.endLocation = current.location
        program.skippedStatements = skippedStatements
        return program
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

    /// `@State`, `@main`, `@ViewBuilder`, `private`, `static` … before a declaration: accepted and ignored
    /// (pictures are static, so `@State` is a plain stored property).
    mutating func skipAttributesAndModifiers() throws {
        while true {
            if current.isPunctuation("@") {
                advance()
                _ = try expectIdentifier("an attribute name after '@'")
                if current.isPunctuation("("), !current.newlineBefore { try skipBalanced() }
            } else if let word = current.identifier, Self.modifierWords.contains(word),
                      peek(1).identifier != nil || peek(1).isPunctuation("(") {
                advance()
                if current.isPunctuation("(") { try skipBalanced() } // private(set)
            } else {
                return
            }
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

    /// Declarations that fixtures do not support yet, each with its own message.
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
            throw error("functions are not supported in fixtures yet; use a View struct with properties",
                        at: keyword.location)
        default:
            throw error("'\(keyword.text)' declarations are not supported in fixtures yet; use 'struct'",
                        at: keyword.location)
        }
    }

    func customLayoutError(_ name: String, _ proto: String, at location: SourceLocation) -> FixtureError {
        var message = "custom Layout types are not supported in fixtures yet ('\(name)' conforms to '\(proto)')"
        if let seed = Self.builtinSeedLayouts[name], proto == "Layout" {
            message += "; '\(name)' is built in (\(seed)): delete this declaration to use it"
        }
        return error(message, at: location)
    }

    /// The seeds' layouts that fixtures can use without declaring them.
    static let builtinSeedLayouts = ["FlowLayout": "seed 000", "WideFirstGrid": "seed 001"]

    /// The names after `Name:` (without consuming anything).
    func peekConformances() throws -> [String] {
        var offset = 1
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
