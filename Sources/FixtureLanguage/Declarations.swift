import Foundation

extension Parser {
    // MARK: Declarations

    /// `struct Name: View { let x = …; var y: T; var body: some View { … } }`, or nil for a struct a preview
    /// never uses and that is skipped (an `App`).
    mutating func parseStruct() throws -> StructDecl? {
        let keyword = current.location
        advance()
        let conformances = try peekConformances()
        let (name, nameLocation) = try expectIdentifier("a struct name after 'struct'")
        if let layout = conformances.first(where: Self.layoutProtocols.contains) {
            throw customLayoutError(name, layout, at: keyword)
        }
        if conformances.contains(where: Self.skippedProtocols.contains) {
            while !current.isPunctuation("{"), !current.isEndOfFile { advance() }
            try skipBalanced()
            return nil
        }
        if let other = conformances.first(where: Self.unsupportedProtocols.contains) {
            throw route("'\(other)' type '\(name)'", "'\(other)' types are not supported in fixtures yet ('\(name)' conforms to '\(other)')",
                        at: keyword)
        }
        if current.isPunctuation("<") {
            throw route("generic struct '\(name)'", "generic structs are not supported in fixtures yet", at: current.location)
        }
        if consume(":") { try skipConformances() }
        if isKeyword("where") { throw unexpected("'{'") }
        let open = try expect("{", "to begin the body of struct '\(name)'")
        var properties: [PropertyDecl] = []
        var statics: [PropertyDecl] = []
        while !consume("}") {
            if current.isEndOfFile {
                throw error("expected '}' to end struct '\(name)' (opened at line \(open.location.line), column \(open.location.column))",
                            at: current.location)
            }
            if consume(";") { continue }
            try checkMissingBrace(of: open)
            // Each member on its own: a syntax error in one is recorded and the next is parsed (Parser+Recovery).
            try recovering { parser in
                let attributes = try parser.parseAttributes()
                if parser.isKeyword("static") {
                    let property = try parser.parseStaticProperty()
                    if statics.contains(where: { $0.name == property.name }) {
                        throw parser.error("invalid redeclaration of '\(property.name)'", at: property.location)
                    }
                    statics.append(property)
                } else if parser.isKeyword("let") || parser.isKeyword("var") {
                    let property = try parser.parseProperty(attributes: attributes)
                    if properties.contains(where: { $0.name == property.name }) {
                        throw parser.error("invalid redeclaration of '\(property.name)'", at: property.location)
                    }
                    properties.append(property)
                } else {
                    try parser.rejectMember(of: "struct '\(name)'")
                }
                try parser.endStatement()
            }
        }
        return StructDecl(name: name, conformances: conformances, properties: properties, staticMembers: statics,
                          location: nameLocation)
    }

    /// `: View, Identifiable & Hashable` (the `:` consumed); the names were read by `peekConformances`.
    mutating func skipConformances() throws {
        repeat {
            while current.isPunctuation("@") { advance(); advance() } // `@unchecked Sendable`
            _ = try expectIdentifier("a protocol name")
            while consume(".") { _ = try expectIdentifier("a protocol name") }
        } while consume(",") || consume("&")
    }

    /// A member the interpreter does not run (a method, an initialiser, a nested type): the fixture is
    /// compiled; anything else is a syntax error.
    mutating func rejectMember(of owner: String) throws {
        let location = current.location
        if isKeyword("struct") || isKeyword("enum") || isKeyword("class") || isKeyword("actor") || isKeyword("protocol") {
            let nested = peek(1).identifier ?? ""
            var lookahead = self
            lookahead.advance()
            let conformances = try lookahead.peekConformances()
            if let layout = conformances.first(where: Self.layoutProtocols.contains) {
                throw customLayoutError(nested, layout, at: location)
            }
            if conformances.contains("AlignmentID") {
                throw error("declare AlignmentID types at the top level or in an extension of HorizontalAlignment or VerticalAlignment",
                            at: location)
            }
            throw route("nested type '\(nested)'", "nested types are not supported in fixtures yet", at: location)
        }
        if isKeyword("func") {
            let message = owner.hasPrefix("the extension") ? "methods in extensions are not supported in fixtures yet"
                : "methods are not supported in fixtures yet; use a computed property"
            throw route("'func'", message, at: location)
        }
        if isKeyword("init") {
            throw route("'init'", "custom initialisers are not supported in fixtures yet; use the memberwise initialiser", at: location)
        }
        if let word = current.identifier, ["subscript", "typealias", "deinit", "associatedtype", "case"].contains(word) {
            throw route("'\(word)'", "'\(word)' in \(owner) is not supported in fixtures yet", at: location)
        }
        throw unexpected("a property ('let' or 'var') in \(owner)")
    }

    /// `static let name = value` / `static var name: T { … }` (at `static`), in a struct or an extension.
    mutating func parseStaticProperty() throws -> PropertyDecl {
        advance()
        _ = try parseAttributes()
        guard isKeyword("let") || isKeyword("var") else {
            if isKeyword("func") {
                throw route("'static func'", "static functions are not supported in fixtures yet; use a static constant",
                            at: current.location)
            }
            if let word = current.identifier, ["subscript", "typealias"].contains(word) {
                throw route("'static \(word)'", "'static \(word)' is not supported in fixtures yet", at: current.location)
            }
            throw unexpected("'let' or 'var' after 'static'")
        }
        let property = try parseProperty()
        if property.getter == nil, property.initialValue == nil {
            throw error("static '\(property.name)' needs a value", at: property.location)
        }
        return property
    }

    /// `extension Type: Conformances where Self == T { … }`: static members, computed properties and the
    /// guide types they use.
    mutating func parseExtension() throws -> (extension: ExtensionDecl, ids: [AlignmentIDDecl]) {
        advance()
        let (first, typeLocation) = try expectIdentifier("a type name after 'extension'")
        var typeName = first
        while current.isPunctuation("."), let member = peek(1).identifier {
            advance()
            advance()
            typeName += "." + member
        }
        if current.isPunctuation("<") {
            throw route("'extension \(typeName)<…>'", "extensions of generic types are not supported in fixtures yet",
                        at: current.location)
        }
        var decl = ExtensionDecl(typeName: typeName, typeLocation: typeLocation)
        decl.conformances = try peekConformances(from: 0)
        if consume(":") { try skipConformances() }
        if isKeyword("where") {
            let location = current.location
            advance()
            // `where Self == Color` is the one constraint the interpreter follows.
            guard isKeyword("Self"), peek(1).isPunctuation("=="), let constraint = peek(2).identifier,
                  peek(3).isPunctuation("{") || peek(3).isPunctuation(".") else {
                throw route("'extension … where'", "constrained extensions are not supported in fixtures yet", at: location)
            }
            advance()
            advance()
            var name = constraint
            let constraintLocation = current.location
            advance()
            while current.isPunctuation("."), let member = peek(1).identifier {
                advance()
                advance()
                name += "." + member
            }
            decl.constraint = (name, constraintLocation)
        }
        let open = try expect("{", "to begin the body of the extension of '\(typeName)'")
        var ids: [AlignmentIDDecl] = []
        while !consume("}") {
            if current.isEndOfFile {
                throw error("expected '}' to end the extension of '\(typeName)' (opened at line \(open.location.line), column \(open.location.column))",
                            at: current.location)
            }
            if consume(";") { continue }
            let attributes = try parseAttributes()
            if try declaresAlignmentID() {
                ids.append(try parseAlignmentID())
                continue
            } else if isKeyword("static") {
                let property = try parseStaticProperty()
                if decl.staticMembers.contains(where: { $0.name == property.name }) {
                    throw error("invalid redeclaration of '\(property.name)'", at: property.location)
                }
                decl.staticMembers.append(property)
            } else if isKeyword("let") || isKeyword("var") {
                let property = try parseProperty(attributes: attributes)
                guard property.getter != nil else {
                    throw error("extensions must not contain stored properties", at: property.location)
                }
                if decl.instanceMembers.contains(where: { $0.name == property.name }) {
                    throw error("invalid redeclaration of '\(property.name)'", at: property.location)
                }
                decl.instanceMembers.append(property)
            } else {
                try rejectMember(of: "the extension of '\(typeName)'")
            }
            try endStatement()
        }
        return (decl, ids)
    }

    /// `enum Name: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { … } }`
    /// (or a struct).
    mutating func parseAlignmentID() throws -> AlignmentIDDecl {
        advance()
        let (name, nameLocation) = try expectIdentifier("a type name")
        try expect(":", "after '\(name)'")
        repeat {
            _ = try expectIdentifier("a protocol name")
            while consume(".") { _ = try expectIdentifier("a protocol name") }
        } while consume(",") || consume("&")
        let open = try expect("{", "to begin the body of '\(name)'")
        let shape = "static func defaultValue(in context: ViewDimensions) -> CGFloat { … }"
        var function: (parameter: String, body: [Stmt])?
        while !consume("}") {
            if current.isEndOfFile {
                throw error("expected '}' to end '\(name)' (opened at line \(open.location.line), column \(open.location.column))",
                            at: current.location)
            }
            if consume(";") { continue }
            try skipAttributesAndModifiers()
            let start = current.location
            guard isKeyword("static"), peek(1).identifier == "func", peek(2).identifier == "defaultValue" else {
                throw error("an AlignmentID type declares only '\(shape)'", at: start)
            }
            advance()
            advance()
            advance()
            try expect("(", "after 'defaultValue'")
            guard isKeyword("in") else { throw unexpected("the argument label 'in' ('defaultValue(in context: ViewDimensions)')") }
            advance()
            let (parameter, _) = try expectIdentifier("a parameter name after 'in'")
            try expect(":", "after the parameter name")
            let parameterType = try parseType()
            guard parameterType.description == "ViewDimensions" else {
                throw error("the parameter of 'defaultValue(in:)' must be 'ViewDimensions', not '\(parameterType)'",
                            at: parameterType.location)
            }
            try expect(")", "after the parameter of 'defaultValue(in:)'")
            try expect("->", "and the result type 'CGFloat'")
            let result = try parseType()
            guard result.description == "CGFloat" else {
                throw error("'defaultValue(in:)' must return 'CGFloat', not '\(result)'", at: result.location)
            }
            let body = try parseBlock("to begin the body of 'defaultValue(in:)'")
            if function != nil { throw error("invalid redeclaration of 'defaultValue(in:)'", at: start) }
            function = (parameter, body)
        }
        guard let function else {
            throw error("'\(name)' must declare '\(shape)'", at: nameLocation)
        }
        return AlignmentIDDecl(name: name, parameter: function.parameter, body: function.body, location: nameLocation)
    }

    /// `let name: Type = value`, `var name = value`, `var name: Type { getter }`, with its property wrapper
    /// among `attributes` (other attributes change nothing; an unknown one sends the fixture to the compiler).
    mutating func parseProperty(attributes: [Attribute] = []) throws -> PropertyDecl {
        var wrapper: Attribute?
        for attribute in attributes where !Self.ignoredAttributes.contains(attribute.name) {
            guard Self.propertyWrappers.contains(attribute.name), wrapper == nil else {
                throw route("'@\(attribute.name)'", "the property wrapper '@\(attribute.name)' is not supported in fixtures yet",
                            at: attribute.location)
            }
            wrapper = attribute
        }
        let isLet = isKeyword("let")
        advance()
        let (name, location) = try expectIdentifier("a property name")
        var property = PropertyDecl(name: name, isLet: isLet, type: nil, initialValue: nil, getter: nil,
                                    location: location, wrapper: wrapper)
        if consume(":") { property.type = try parseType() }
        if consume("=") {
            property.initialValue = try parseExpression()
        } else if current.isPunctuation("{") {
            guard !isLet else { throw error("a 'let' cannot have a getter; use 'var'", at: current.location) }
            guard property.type != nil else { throw unexpected("a type annotation before a computed property's body") }
            property.getter = try parseGetter(name)
        } else if property.type == nil, wrapper == nil || !PropertyDecl.selfInitialisingWrappers.contains(wrapper!.name) {
            throw unexpected("':' and a type or '=' and a value after '\(name)'")
        }
        if property.getter == nil, current.isPunctuation("{"), !current.newlineBefore {
            throw route("property observer", "property observers ('didSet', 'willSet') are not supported in fixtures yet",
                        at: current.location)
        }
        if current.isPunctuation(",") {
            throw route("several properties in one declaration", "declare one property per 'let' or 'var' in fixtures",
                        at: current.location)
        }
        return property
    }

    /// A computed property's body: its statements, or those of its `get { … }` (a setter is not run).
    mutating func parseGetter(_ name: String) throws -> [Stmt] {
        let open = current
        if let word = peek(1).identifier, ["set", "didSet", "willSet", "_modify"].contains(word), peek(2).isPunctuation("{") {
            throw route("'\(word)'", "'\(word)' accessors are not supported in fixtures yet", at: peek(1).location)
        }
        if peek(1).identifier == "get", peek(2).isPunctuation("{") {
            advance()
            advance()
            let body = try parseBlock("to begin the getter of '\(name)'")
            if let word = current.identifier, ["set", "_modify", "_read"].contains(word) {
                throw route("a computed property's setter", "setters are not supported in fixtures yet", at: current.location)
            }
            try expect("}", "to end the accessors of '\(name)' (opened at line \(open.location.line))")
            return body
        }
        return try parseBlock("to begin the getter of '\(name)'")
    }

    /// `#Preview { … }`, `#Preview("Name") { … }`, `#Preview("Name", traits: .fixedLayout(…)) { … }`.
    mutating func parsePreview() throws -> PreviewDecl {
        let hash = current.location
        advance()
        guard let macro = current.identifier, !current.spaceBefore else { throw unexpected("'Preview' after '#'") }
        guard macro == "Preview" else {
            let hint = Suggestions.hint(for: macro, in: ["Preview"]).replacingOccurrences(of: "'Preview'", with: "'#Preview'")
            guard !hint.isEmpty else {
                throw route("'#\(macro)'", "the macro '#\(macro)' is not supported in fixtures yet", at: current.location)
            }
            throw error("unknown macro '#\(macro)'\(hint)", at: current.location)
        }
        advance()
        var arguments: [Argument] = []
        if current.isPunctuation("("), !current.newlineBefore {
            arguments = try parseArgumentList()
        }
        let body = try parseBlock("to begin the #Preview body")
        return PreviewDecl(arguments: arguments, body: body, location: hash)
    }

    // MARK: Types

    /// `String`, `CGFloat?`, `[String]`, `some View`, `Font.Weight`, `(Int) -> Text`, `() async -> Void`,
    /// `Binding<Bool>` (a binding is its value in a picture), `Optional<T>`, `Array<T>`.
    mutating func parseType() throws -> TypeRef {
        try nest { parser in
            var type: TypeRef
            // Attributes and ownership change nothing here: `@escaping`, `@Sendable`, `@MainActor`, `inout`.
            while parser.current.isPunctuation("@") || ["inout", "sending", "borrowing", "consuming", "isolated"]
                    .contains(parser.current.identifier ?? "") {
                if parser.consume("@") {
                    _ = try parser.expectIdentifier("an attribute name after '@'")
                    if parser.current.isPunctuation("("), !parser.current.spaceBefore { try parser.skipBalanced() }
                } else {
                    parser.advance()
                }
            }
            if parser.isKeyword("some") || parser.isKeyword("any") {
                parser.advance()
                return .opaque(try parser.parseType())
            }
            if parser.consume("[") {
                let element = try parser.parseType()
                if parser.consume(":") {
                    type = .dictionary(element, try parser.parseType())
                } else {
                    type = .array(element)
                }
                try parser.expect("]", "to end the collection type")
            } else if parser.current.isPunctuation("(") {
                let location = parser.current.location
                parser.advance()
                var elements: [TypeRef] = []
                while !parser.consume(")") {
                    // `(_ name: Int)` and `(name: Int)` in function types: the labels do not matter here.
                    if parser.current.identifier != nil, parser.peek(1).isPunctuation(":") {
                        parser.advance()
                        parser.advance()
                    } else if parser.current.identifier == "_", parser.peek(1).identifier != nil, parser.peek(2).isPunctuation(":") {
                        parser.advance(); parser.advance(); parser.advance()
                    }
                    elements.append(try parser.parseType())
                    if !parser.consume(",") {
                        try parser.expect(")", "to end the parenthesised type that starts at line \(location.line), column \(location.column)")
                        break
                    }
                }
                while ["async", "throws", "rethrows"].contains(parser.current.identifier ?? "") {
                    parser.advance()
                    if parser.current.isPunctuation("("), !parser.current.spaceBefore { try parser.skipBalanced() } // throws(E)
                }
                if parser.consume("->") {
                    type = .function(elements, try parser.parseType(), location)
                } else if elements.isEmpty {
                    type = .named("Void", location)
                } else if elements.count == 1 {
                    type = elements[0]
                } else {
                    throw parser.route("tuple type", "tuple types are not supported in fixtures yet", at: location)
                }
            } else {
                let (first, location) = try parser.expectIdentifier("a type")
                var name = first
                while parser.current.isPunctuation("."), let member = parser.peek(1).identifier {
                    parser.advance()
                    parser.advance()
                    name += "." + member
                }
                type = .named(name, location)
                if parser.current.isPunctuation("<"), !parser.current.spaceBefore {
                    type = try parser.parseGenericArguments(of: name, at: location)
                }
            }
            while !parser.current.spaceBefore, parser.current.isPunctuation("?") || parser.current.isPunctuation("!") {
                parser.advance()
                type = .optional(type)
            }
            // `() -> Void` without parentheses around a single parameter type is not Swift; `A -> B` is rejected there.
            return type
        }
    }

    /// `Binding<T>` (its value), `Optional<T>`, `Array<T>`, `Dictionary<K, V>`, `State<T>`; other generic types go to
    /// the compiler.
    mutating func parseGenericArguments(of name: String, at location: SourceLocation) throws -> TypeRef {
        let open = current.location
        advance()
        var arguments: [TypeRef] = []
        repeat { arguments.append(try parseType()) } while consume(",")
        // `>>` closes two lists: `Binding<Array<Int>>`.
        if current.isPunctuation(">>") {
            tokensSplitGreater()
        }
        try expect(">", "to end the generic arguments that start at line \(open.line), column \(open.column)")
        // A generic type the registry has under its full name (`ClosedRange<Int>`).
        let spelled = "\(name)<" + arguments.map(\.description).joined(separator: ", ") + ">"
        if Registry.standard.types[spelled] != nil { return .named(spelled, location) }
        switch (name, arguments.count) {
        case ("Binding", 1), ("State", 1): return arguments[0]
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        default:
            throw route("generic type '\(name)<…>'", "generic types are not supported in fixtures yet", at: open)
        }
    }

    // MARK: Statements

    /// `{ statements }`
    mutating func parseBlock(_ context: String) throws -> [Stmt] {
        let open = try expect("{", context)
        return try parseBlockBody(open: open)
    }

    /// The statements after a `{` (already consumed) up to its `}`.
    mutating func parseBlockBody(open: Token) throws -> [Stmt] {
        try nest { parser in
            var statements: [Stmt] = []
            while !parser.consume("}") {
                if parser.current.isEndOfFile {
                    throw parser.error("expected '}' to close the '{' at line \(open.location.line), column \(open.location.column), found end of file",
                                       at: parser.current.location)
                }
                if parser.consume(";") { continue }
                try parser.checkMissingBrace(of: open)
                let statement = try parser.recovering { parser in
                    let statement = try parser.parseStatement()
                    try parser.endStatement()
                    return statement
                }
                if let statement { statements.append(statement) }
            }
            return statements
        }
    }

    mutating func parseStatement() throws -> Stmt {
        let start = current.location
        try skipAttributesAndModifiers()
        if isKeyword("let") || isKeyword("var") {
            let property = try parseProperty()
            guard let value = property.initialValue else {
                throw error("local '\(property.name)' needs a value", at: property.location)
            }
            return Stmt(.binding(name: property.name, type: property.type, value: value), at: start)
        }
        if isKeyword("if") { return try parseIf() }
        if isKeyword("return") {
            advance()
            if current.newlineBefore || current.isPunctuation("}") || current.isPunctuation(";") {
                return Stmt(.returnStatement(nil), at: start)
            }
            return Stmt(.returnStatement(try parseExpression()), at: start)
        }
        if let word = current.identifier, ["for", "while", "switch", "guard", "repeat", "do", "defer"].contains(word) {
            try skipStatement(word)
            skippedStatements.append(SkippedStatement(keyword: word, location: start, enclosingClosures: closures))
            return Stmt(.skipped(word), at: start)
        }
        if let word = current.identifier, ["struct", "func", "enum", "class", "actor", "protocol", "typealias"].contains(word) {
            throw route("local '\(word)'", "a '\(word)' inside a body is not supported in fixtures yet", at: start)
        }
        if let word = current.identifier, ["extension", "import"].contains(word) {
            throw error("'\(word)' is only allowed at the top level of a fixture", at: start)
        }
        let expr = try parseExpression()
        if case .punctuation(let op) = current.kind, Self.assignmentOperators.contains(op) {
            advance()
            return Stmt(.assignment(expr, op, try parseExpression()), at: start)
        }
        return Stmt(.expression(expr), at: start)
    }

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&&=", "||="]

    /// Skips a `for`/`while`/`switch`/`guard`/`do`/`defer`/`repeat` statement: its header up to the block,
    /// the block, and what may follow it (`catch { … }`, `repeat { … } while condition`).
    mutating func skipStatement(_ keyword: String) throws {
        let start = current
        advance()
        func skipHeaderAndBlock(_ parser: inout Parser) throws {
            while !parser.current.isPunctuation("{") {
                if parser.current.isEndOfFile || parser.current.isPunctuation("}") {
                    throw parser.error("expected '{' to begin the body of the '\(keyword)' statement at line \(start.location.line), column \(start.location.column), found \(parser.current)", at: parser.current.location)
                }
                if parser.current.isPunctuation("(") || parser.current.isPunctuation("[") { try parser.skipBalanced() } else { parser.advance() }
            }
            try parser.skipBalanced()
        }
        try skipHeaderAndBlock(&self)
        while isKeyword("catch") {
            advance()
            try skipHeaderAndBlock(&self)
        }
        if keyword == "repeat", isKeyword("while") {
            advance()
            while !current.isEndOfFile, !current.newlineBefore, !current.isPunctuation("}"), !current.isPunctuation(";") {
                if current.isPunctuation("(") || current.isPunctuation("[") { try skipBalanced() } else { advance() }
            }
        }
    }

    /// `if a, let b = c { … } else if … { … } else { … }`
    mutating func parseIf() throws -> Stmt {
        let start = current.location
        advance()
        var conditions: [Condition] = []
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        repeat {
            if isKeyword("let") || isKeyword("var") {
                advance()
                let (name, location) = try expectIdentifier("a name after 'let'")
                if consume(":") { _ = try parseType() }
                let value = consume("=") ? try parseExpression() : Expr(.identifier(name), at: location)
                conditions.append(.optionalBinding(name, value))
            } else {
                conditions.append(.expression(try parseExpression()))
            }
        } while consume(",")
        allowsTrailingClosures = saved
        let body = try parseBlock("after the 'if' condition")
        var elseBody: [Stmt]?
        if isKeyword("else") {
            advance()
            elseBody = isKeyword("if") ? [try nest { try $0.parseIf() }] : try parseBlock("after 'else'")
        }
        return Stmt(.ifStatement(conditions, body, elseBody), at: start)
    }
}
