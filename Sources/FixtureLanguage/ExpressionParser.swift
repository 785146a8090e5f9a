import Foundation

extension Parser {
    /// Binary operators and their precedence (Swift's groups: multiplication > addition > range formation >
    /// nil coalescing > comparison > conjunction > disjunction).
    static let binaryPrecedence: [String: Int] = [
        "*": 70, "/": 70, "%": 70,
        "+": 60, "-": 60,
        "..<": 50, "...": 50,
        "??": 40,
        "==": 30, "!=": 30, "<": 30, "<=": 30, ">": 30, ">=": 30,
        "&&": 20,
        "||": 10,
    ]

    mutating func parseExpression() throws -> Expr {
        try nest { parser in
            let condition = try parser.parseBinary(0)
            // `a ? b : c` needs a space before `?` (otherwise it is optional chaining).
            guard parser.current.isPunctuation("?"), parser.current.spaceBefore else { return try parser.bounded(condition) }
            let question = parser.current.location
            parser.advance()
            let whenTrue = try parser.parseExpression()
            try parser.expect(":", "after the first branch of the '?' operator at line \(question.line), column \(question.column)")
            let whenFalse = try parser.parseExpression()
            return try parser.bounded(Expr(.ternary(condition, whenTrue, whenFalse), at: condition.location, name: question))
        }
    }

    /// The current token as a binary operator: known, and spaced on both sides or on neither (Swift's rule).
    var binaryOperator: (String, Int)? {
        guard case .punctuation(let op) = current.kind, let precedence = Self.binaryPrecedence[op],
              current.spaceBefore == current.spaceAfter else { return nil }
        return (op, precedence)
    }

    mutating func parseBinary(_ minimum: Int) throws -> Expr {
        var left = try parseUnary()
        while let (op, precedence) = binaryOperator, precedence >= minimum {
            let location = current.location
            advance()
            // `??` is right-associative (nested, so counted); comparisons do not chain, the rest are
            // left-associative.
            let right = try nest { try $0.parseBinary(op == "??" ? precedence : precedence + 1) }
            if precedence == 30, let (next, p) = binaryOperator, p == 30 {
                throw error("adjacent comparison operators '\(op)' and '\(next)' need parentheses", at: current.location)
            }
            left = try bounded(Expr(.binary(op, left, right), at: left.location, name: location))
        }
        return left
    }

    mutating func parseUnary() throws -> Expr {
        let start = current
        // `try`, `try?`, `try!` and `await` change nothing in a picture (actions never run).
        if let word = start.identifier, word == "try" || word == "await", !peek(1).newlineBefore,
           peek(1).identifier != nil || peek(1).isPunctuation("(") || peek(1).isPunctuation(".")
            || (word == "try" && (peek(1).isPunctuation("?") || peek(1).isPunctuation("!")) && !peek(1).spaceBefore) {
            advance()
            if word == "try", current.isPunctuation("?") || current.isPunctuation("!") { advance() }
            return try nest { try $0.parseUnary() }
        }
        // `...3`: a partial range up to and including 3.
        if start.isPunctuation("..."), !start.spaceAfter {
            advance()
            let operand = try nest { try $0.parseUnary() }
            return Expr(.prefix("...", operand), at: start.location)
        }
        if case .punctuation(let op) = start.kind, ["-", "+", "!"].contains(op) {
            guard !start.spaceAfter else { throw error("unary operator '\(op)' cannot be separated from its operand", at: start.location) }
            advance()
            let operand = try nest { try $0.parseUnary() }
            if op == "-", case .integer(let n) = operand.kind { return Expr(.integer(-n), at: start.location) }
            if op == "-", case .float(let n) = operand.kind { return Expr(.float(-n), at: start.location) }
            return Expr(.prefix(op, operand), at: start.location)
        }
        return try parsePostfix(try parsePrimary())
    }

    mutating func parsePostfix(_ base: Expr) throws -> Expr {
        var expr = base
        while true {
            let token = current
            if token.isPunctuation(".") {
                advance()
                guard let name = current.identifier else { throw unexpected("a member name after '.'") }
                let location = current.location
                advance()
                expr = Expr(.member(expr, name), at: expr.location, name: location)
            } else if token.isPunctuation("("), !token.newlineBefore {
                var arguments = try parseArgumentList()
                arguments += try parseTrailingClosures()
                expr = Expr(.call(expr, arguments), at: expr.location, name: expr.nameLocation)
            } else if token.isPunctuation("{"), allowsTrailingClosures {
                expr = Expr(.call(expr, try parseTrailingClosures()), at: expr.location, name: expr.nameLocation)
            } else if token.isPunctuation("["), !token.newlineBefore {
                advance()
                let arguments = try parseArguments(closing: "]")
                expr = Expr(.subscripted(expr, arguments), at: expr.location, name: token.location)
            } else if token.isPunctuation("!"), !token.spaceBefore {
                advance()
                expr = Expr(.forceUnwrap(expr), at: expr.location, name: token.location)
            } else if token.isPunctuation("..."), !token.spaceBefore, token.spaceAfter {
                // `2...` (before `)`, `,` or `]`): a partial range from 2.
                advance()
                expr = Expr(.postfix("...", expr), at: expr.location, name: token.location)
            } else if token.isPunctuation("?"), !token.spaceBefore {
                throw route("optional chaining '?.'", "optional chaining ('?.') is not supported in fixtures yet", at: token.location)
            } else {
                return expr
            }
            expr = try bounded(expr)
        }
    }

    /// `expr`, unless it is deeper than the parser allows (a long chain of calls, members or operators, or
    /// closures nested in them).
    mutating func bounded(_ expr: Expr) throws -> Expr {
        guard expr.height <= Self.maximumDepth else {
            crossedLimit = true
            throw error("the expression is nested too deeply (more than \(Self.maximumDepth) levels of calls, members, "
                        + "operators and closures)", at: expr.nameLocation)
        }
        return expr
    }

    mutating func parsePrimary() throws -> Expr {
        let token = current
        let location = token.location
        switch token.kind {
        case .integer(let n):
            advance()
            return Expr(.integer(n), at: location)
        case .float(let x):
            advance()
            return Expr(.float(x), at: location)
        case .string(let segments):
            advance()
            var parts: [StringPart] = []
            for segment in segments { parts.append(try parseStringSegment(segment)) }
            return Expr(.string(parts), at: location)
        case .identifier(let name):
            if name == "if" || name == "switch" {
                throw route("'\(name)' expression", "'\(name)' expressions are not supported in fixtures yet", at: location)
            }
            if Self.reservedWords.contains(name) || name == "else" { throw unexpected("an expression") }
            advance()
            switch name {
            case "true": return Expr(.bool(true), at: location)
            case "false": return Expr(.bool(false), at: location)
            case "nil": return Expr(.nilLiteral, at: location)
            case "self": return Expr(.selfValue, at: location)
            default: break
            }
            if name.hasPrefix("$"), let n = Int(name.dropFirst()) {
                guard !anonymousParameters.isEmpty else {
                    throw error("anonymous closure argument '\(name)' used outside a closure", at: location)
                }
                anonymousParameters[anonymousParameters.count - 1] = max(anonymousParameters.last!, n + 1)
            }
            return Expr(.identifier(name), at: location)
        case .punctuation("."):
            advance()
            guard let name = current.identifier else { throw unexpected("a member name after '.'") }
            let nameLocation = current.location
            advance()
            return Expr(.implicitMember(name), at: location, name: nameLocation)
        case .punctuation("("):
            advance()
            // `(x: 1, y: 0)`: a labelled tuple, named as such rather than as a missing ')'.
            if current.identifier != nil, peek(1).isPunctuation(":") {
                throw route("tuple", "tuples are not supported in fixtures yet", at: location)
            }
            if current.isPunctuation(")") { throw route("'()'", "'()' is not supported in fixtures yet", at: location) }
            let inner = try parseExpression()
            if current.isPunctuation(",") { throw route("tuple", "tuples are not supported in fixtures yet", at: current.location) }
            try expect(")", "to close the '(' at line \(location.line), column \(location.column)")
            return Expr(.parenthesized(inner), at: location)
        case .punctuation("["):
            advance()
            if current.isPunctuation(":") { throw route("dictionary", "dictionaries are not supported in fixtures yet", at: current.location) }
            var elements: [Expr] = []
            while !consume("]") {
                elements.append(try parseExpression())
                if current.isPunctuation(":") { throw route("dictionary", "dictionaries are not supported in fixtures yet", at: current.location) }
                if !consume(",") {
                    try expect("]", "or ',' in the array literal opened at line \(location.line), column \(location.column)")
                    break
                }
            }
            return Expr(.array(elements), at: location)
        case .punctuation("{"):
            return Expr(.closure(try parseClosure()), at: location)
        case .punctuation("\\"):
            advance()
            if current.identifier != nil, peek(1).isPunctuation(".") { advance() } // `\Type.member`
            var path: [String] = []
            while consume(".") {
                guard let name = current.identifier else { throw unexpected("a property name in the key path") }
                path.append(name)
                advance()
            }
            guard !path.isEmpty else { throw unexpected("'.' and a property name after '\\'") }
            return Expr(.keyPath(path), at: location)
        case .punctuation("#"):
            if peek(1).identifier == "Preview" {
                throw error("'#Preview' is only allowed at the top level of a fixture", at: location)
            }
            throw route("'#\(peek(1).text)'", "'#\(peek(1).text)' is not supported in fixtures yet", at: location)
        default:
            throw unexpected("an expression")
        }
    }

    mutating func parseStringSegment(_ segment: StringSegment) throws -> StringPart {
        switch segment {
        case .text(let text): return .text(text)
        case .interpolation(let tokens):
            var inner = Parser(tokens: tokens, file: file)
            inner.depth = depth
            inner.anonymousParameters = anonymousParameters
            inner.closures = closures
            defer { skippedStatements += inner.skippedStatements }
            if inner.current.isEndOfFile { throw inner.error("expected an expression in the string interpolation", at: inner.current.location) }
            let expr = try inner.parseExpression()
            var specifier: Expr?
            if inner.current.isPunctuation(","), inner.peek(1).identifier == "specifier", inner.peek(2).isPunctuation(":") {
                inner.advance()
                inner.advance()
                inner.advance()
                specifier = try inner.parseExpression()
            }
            guard inner.current.isEndOfFile else { throw inner.unexpected("')' to end the string interpolation") }
            anonymousParameters = inner.anonymousParameters
            return .interpolation(expr, specifier: specifier)
        }
    }

    // MARK: Arguments and closures

    /// `( label: value, value, … )`
    mutating func parseArgumentList() throws -> [Argument] {
        advance()
        return try parseArguments(closing: ")")
    }

    /// Arguments up to `closing`, which the opening token (already consumed) was paired with.
    mutating func parseArguments(closing: String) throws -> [Argument] {
        let open = tokens[position - 1].location
        let saved = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = saved }
        var arguments: [Argument] = []
        while !consume(closing) {
            var label: String?
            let labelLocation = current.location
            if let name = current.identifier, peek(1).isPunctuation(":") {
                label = name
                advance()
                advance()
            }
            let value = try parseExpression()
            arguments.append(Argument(label: label, labelLocation: labelLocation, value: value))
            if !consume(",") {
                guard current.isPunctuation(closing) else {
                    throw unexpected("',' or '\(closing)' to close the '\(closing == ")" ? "(" : "[")' at line \(open.line), column \(open.column)")
                }
            }
        }
        return arguments
    }

    /// `{ … }` and any `label: { … }` after it.
    mutating func parseTrailingClosures() throws -> [Argument] {
        guard allowsTrailingClosures, current.isPunctuation("{") else { return [] }
        var arguments = [Argument(label: nil, labelLocation: current.location,
                                  value: Expr(.closure(try parseClosure()), at: current.location), isTrailingClosure: true)]
        while let label = current.identifier, peek(1).isPunctuation(":"), peek(2).isPunctuation("{") {
            let labelLocation = current.location
            advance()
            advance()
            let location = current.location
            arguments.append(Argument(label: label, labelLocation: labelLocation,
                                      value: Expr(.closure(try parseClosure()), at: location), isTrailingClosure: true))
        }
        return arguments
    }

    /// `{ statements }`, `{ a, b in … }`, `{ (a: T) -> U in … }`, `{ _ in … }`.
    mutating func parseClosure() throws -> Closure {
        let open = current
        advance()
        let parameters = parseClosureParameters()
        let savedTrailing = allowsTrailingClosures
        allowsTrailingClosures = true
        anonymousParameters.append(0)
        closures.append(open.location)
        defer {
            anonymousParameters.removeLast()
            closures.removeLast()
            allowsTrailingClosures = savedTrailing
        }
        let body = try parseBlockBody(open: open)
        let count = anonymousParameters.last!
        if parameters != nil, count > 0 {
            throw error("anonymous closure arguments cannot be used inside a closure that has explicit arguments",
                        at: open.location)
        }
        return Closure(parameters: parameters ?? [], body: body, anonymousParameterCount: count, location: open.location)
    }

    /// `a, b in` / `(a, b) in` / `(a: T) -> U in` / `_ in`, or nil (position unchanged) when there is none.
    mutating func parseClosureParameters() -> [String]? {
        let start = position
        var names: [String] = []
        let parenthesised = consume("(")
        while let name = current.identifier, name != "in" {
            names.append(name)
            advance()
            if parenthesised, consume(":") {
                guard (try? parseType()) != nil else { break }
            }
            if !consume(",") { break }
        }
        if parenthesised, !consume(")") { position = start; return nil }
        if consume("->"), (try? parseType()) == nil { position = start; return nil }
        guard isKeyword("in"), parenthesised || !names.isEmpty else { position = start; return nil }
        advance()
        return names
    }
}
