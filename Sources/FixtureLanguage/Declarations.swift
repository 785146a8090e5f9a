import Foundation

extension Parser {
    // MARK: Declarations

    /// `struct Name: View { let x = …; var y: T; var body: some View { … } }`
    mutating func parseStruct() throws -> StructDecl {
        let keyword = current.location
        advance()
        let conformances = try peekConformances()
        let (name, nameLocation) = try expectIdentifier("a struct name after 'struct'")
        if let layout = conformances.first(where: Self.layoutProtocols.contains) {
            throw customLayoutError(name, layout, at: keyword)
        }
        if let other = conformances.first(where: Self.unsupportedProtocols.contains) {
            throw error("'\(other)' types are not supported in fixtures yet ('\(name)' conforms to '\(other)')",
                        at: keyword)
        }
        if consume(":") {
            repeat {
                _ = try expectIdentifier("a protocol name")
                while consume(".") { _ = try expectIdentifier("a protocol name") }
            } while consume(",") || consume("&")
        }
        if current.isPunctuation("<") { throw error("generic structs are not supported in fixtures yet", at: current.location) }
        let open = try expect("{", "to begin the body of struct '\(name)'")
        var properties: [PropertyDecl] = []
        while !consume("}") {
            if current.isEndOfFile {
                throw error("expected '}' to end struct '\(name)' (opened at line \(open.location.line), column \(open.location.column))",
                            at: current.location)
            }
            if consume(";") { continue }
            try skipAttributesAndModifiers()
            if isKeyword("let") || isKeyword("var") {
                let property = try parseProperty()
                if properties.contains(where: { $0.name == property.name }) {
                    throw error("invalid redeclaration of '\(property.name)'", at: property.location)
                }
                properties.append(property)
                try endStatement()
            } else if isKeyword("struct") || isKeyword("enum") {
                let nested = peek(1).identifier ?? ""
                var lookahead = self
                lookahead.advance()
                let conformances = try lookahead.peekConformances()
                if let layout = conformances.first(where: Self.layoutProtocols.contains) {
                    throw customLayoutError(nested, layout, at: current.location)
                }
                if conformances.contains("AlignmentID") {
                    throw error("declare AlignmentID types at the top level or in an extension of HorizontalAlignment or VerticalAlignment",
                                at: current.location)
                }
                throw error("nested types are not supported in fixtures yet", at: current.location)
            } else if isKeyword("func") {
                throw error("methods are not supported in fixtures yet; use a computed property", at: current.location)
            } else if isKeyword("init") {
                throw error("custom initialisers are not supported in fixtures yet; use the memberwise initialiser",
                            at: current.location)
            } else if isKeyword("static") {
                throw error("static properties are not supported in fixtures yet; use a global 'let'", at: current.location)
            } else {
                throw unexpected("a property ('let' or 'var') in struct '\(name)'")
            }
        }
        return StructDecl(name: name, conformances: conformances, properties: properties, location: nameLocation)
    }

    /// `extension Type { static let name = value; private enum ID: AlignmentID { … } }`: static constants
    /// (usually custom alignment guides) and the guide types they use.
    mutating func parseExtension() throws -> (extension: ExtensionDecl, ids: [AlignmentIDDecl]) {
        advance()
        let (first, typeLocation) = try expectIdentifier("a type name after 'extension'")
        var typeName = first
        while current.isPunctuation("."), let member = peek(1).identifier {
            advance()
            advance()
            typeName += "." + member
        }
        if current.isPunctuation(":") || isKeyword("where") {
            throw error("conformances and 'where' clauses on extensions are not supported in fixtures", at: current.location)
        }
        let open = try expect("{", "to begin the body of the extension of '\(typeName)'")
        var members: [PropertyDecl] = []
        var ids: [AlignmentIDDecl] = []
        while !consume("}") {
            if current.isEndOfFile {
                throw error("expected '}' to end the extension of '\(typeName)' (opened at line \(open.location.line), column \(open.location.column))",
                            at: current.location)
            }
            if consume(";") { continue }
            try skipAttributesAndModifiers()
            if try declaresAlignmentID() {
                ids.append(try parseAlignmentID())
            } else if isKeyword("struct") || isKeyword("enum") || isKeyword("class") {
                let nested = peek(1).identifier ?? ""
                var lookahead = self
                lookahead.advance()
                if let layout = try lookahead.peekConformances().first(where: Self.layoutProtocols.contains) {
                    throw customLayoutError(nested, layout, at: current.location)
                }
                throw error("only AlignmentID types can be declared in an extension in fixtures", at: current.location)
            } else if isKeyword("static") {
                advance()
                try skipAttributesAndModifiers()
                guard isKeyword("let") || isKeyword("var") else {
                    if isKeyword("func") {
                        throw error("static functions are not supported in fixtures yet; use a static constant", at: current.location)
                    }
                    throw unexpected("'let' or 'var' after 'static'")
                }
                let property = try parseProperty()
                if property.getter == nil, property.initialValue == nil {
                    throw error("static '\(property.name)' needs a value", at: property.location)
                }
                if members.contains(where: { $0.name == property.name }) {
                    throw error("invalid redeclaration of '\(property.name)'", at: property.location)
                }
                members.append(property)
                try endStatement()
            } else if isKeyword("func") {
                throw error("methods in extensions are not supported in fixtures yet", at: current.location)
            } else if isKeyword("init") {
                throw error("initialisers in extensions are not supported in fixtures yet", at: current.location)
            } else if isKeyword("let") || isKeyword("var") {
                throw error("extensions in fixtures can only add static constants ('static let …')", at: current.location)
            } else {
                throw unexpected("a 'static let' or an AlignmentID type in the extension of '\(typeName)'")
            }
        }
        return (ExtensionDecl(typeName: typeName, typeLocation: typeLocation, members: members), ids)
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

    /// `let name: Type = value`, `var name = value`, `var name: Type { getter }`.
    mutating func parseProperty() throws -> PropertyDecl {
        let isLet = isKeyword("let")
        advance()
        let (name, location) = try expectIdentifier("a property name")
        var property = PropertyDecl(name: name, isLet: isLet, type: nil, initialValue: nil, getter: nil,
                                    location: location)
        if consume(":") { property.type = try parseType() }
        if consume("=") {
            property.initialValue = try parseExpression()
        } else if current.isPunctuation("{") {
            guard !isLet else { throw error("a 'let' cannot have a getter; use 'var'", at: current.location) }
            guard property.type != nil else { throw unexpected("a type annotation before a computed property's body") }
            property.getter = try parseBlock("to begin the getter of '\(name)'")
        } else if property.type == nil {
            throw unexpected("':' and a type or '=' and a value after '\(name)'")
        }
        return property
    }

    /// `#Preview { … }`, `#Preview("Name") { … }`, `#Preview("Name", traits: .fixedLayout(…)) { … }`.
    mutating func parsePreview() throws -> PreviewDecl {
        let hash = current.location
        advance()
        guard let macro = current.identifier, !current.spaceBefore else { throw unexpected("'Preview' after '#'") }
        guard macro == "Preview" else {
            throw error("unknown macro '#\(macro)'\(Suggestions.hint(for: macro, in: ["Preview"]).replacingOccurrences(of: "'Preview'", with: "'#Preview'"))",
                        at: current.location)
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

    /// `String`, `CGFloat?`, `[String]`, `some View`, `Font.Weight`, `(Int) -> Text`.
    mutating func parseType() throws -> TypeRef {
        try nest { parser in
            var type: TypeRef
            if parser.isKeyword("some") || parser.isKeyword("any") {
                parser.advance()
                type = .opaque(try parser.parseType())
                return type
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
                try parser.skipBalanced()
                if parser.consume("->") { _ = try parser.parseType() }
                type = .function(location)
            } else {
                let (first, location) = try parser.expectIdentifier("a type")
                var name = first
                while parser.current.isPunctuation("."), let member = parser.peek(1).identifier {
                    parser.advance()
                    parser.advance()
                    name += "." + member
                }
                if parser.current.isPunctuation("<"), !parser.current.spaceBefore {
                    throw parser.error("generic types are not supported in fixtures yet", at: parser.current.location)
                }
                type = .named(name, location)
            }
            while !parser.current.spaceBefore, parser.current.isPunctuation("?") || parser.current.isPunctuation("!") {
                parser.advance()
                type = .optional(type)
            }
            return type
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
                statements.append(try parser.parseStatement())
                try parser.endStatement()
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
        if let word = current.identifier, ["struct", "func", "enum", "extension", "class", "import"].contains(word) {
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
