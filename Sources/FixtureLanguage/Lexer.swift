import Foundation

/// One token of a fixture file.
struct Token: CustomStringConvertible {
    enum Kind {
        /// Names and keywords (`Text`, `struct`, `$0`, `` `default` ``).
        case identifier(String)
        case integer(Int)
        case float(Double)
        /// A string literal: text and `\(…)` interpolations.
        case string([StringSegment])
        /// Brackets, separators and operators: `(`, `{`, `,`, `.`, `..<`, `==`, `??`, `#`, `@`, `\`.
        case punctuation(String)
        case endOfFile
    }

    var kind: Kind
    /// The token as written, for messages.
    var text: String
    var location: SourceLocation
    /// Whitespace (or a bracket, comma, colon) directly before / after the token; decides whether an
    /// operator is prefix, postfix or binary, as in Swift.
    var spaceBefore = true
    var spaceAfter = true
    /// The token starts a new line.
    var newlineBefore = false
    /// Where the token is in the source, in characters (grapheme clusters) from its start (after a byte order
    /// mark): the first character and the one after the last.
    var offsets = 0..<0

    var description: String { describeToken(text) }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    func isPunctuation(_ p: String) -> Bool {
        if case .punctuation(let q) = kind { return p == q }
        return false
    }

    var isEndOfFile: Bool {
        if case .endOfFile = kind { return true }
        return false
    }
}

/// A piece of a string literal.
enum StringSegment {
    case text(String)
    /// The tokens between `\(` and `)`, followed by an end-of-file token at the `)`.
    case interpolation([Token])
}

/// Splits a fixture into tokens. Handles a UTF-8 byte order mark, CRLF and CR line endings, nested block
/// comments, string escapes and interpolation, and multi-line string literals.
struct Lexer {
    /// The source's characters (a byte order mark dropped), which token offsets count.
    let chars: [Character]
    /// The same as bytes when every character is one ASCII byte (no CR, which with LF is one character), so
    /// that a token's text is copied from them rather than put together from characters.
    private let ascii: [UInt8]?
    /// Each character's ASCII value, or `nonASCII` (CRLF, one character, included): the questions asked at
    /// every character are answered from these, as `Character`'s own cost hundreds of instructions each.
    private let codes: [UInt8]
    private static let nonASCII: UInt8 = 0x80
    private var index = 0
    private var line = 1
    private var column = 1
    private let file: String
    /// The arguments of the `// layoutshot: …` comments before the first token, in order.
    private(set) var directives: [String] = []
    /// The line of the first directive.
    private(set) var directiveLine: Int?
    /// String interpolations open around the current position.
    private var interpolationDepth = 0
    /// Tokens made so far, interpolations included.
    private var tokenCount = 0
    /// The most tokens a fixture may have (about 2 MB of SwiftUI; the bundled fixtures have a few hundred).
    static let maximumTokens = 1_000_000

    init(source: String, file: String) {
        var source = source
        if source.first == "\u{FEFF}" { source.removeFirst() }
        chars = Array(source)
        let bytes = Array(source.utf8)
        ascii = bytes.count == chars.count && !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) ? bytes : nil
        codes = ascii ?? chars.map { $0 != "\r\n" ? $0.asciiValue ?? Self.nonASCII : Self.nonASCII }
        self.file = file
    }

    /// Whether the character `offset` after the current one is `byte`'s (an ASCII character; a character
    /// that is not ASCII can still equal one, U+037E GREEK QUESTION MARK a ";").
    private func peek(is byte: UInt8, _ offset: Int = 0) -> Bool {
        let i = index + offset
        guard i < codes.count else { return false }
        let a = codes[i]
        return a < Self.nonASCII ? a == byte : chars[i] == Character(Unicode.Scalar(byte))
    }

    // The lexer's character classes by position, as `Character.isLexerWhitespace` and the others answer them.
    private func isWhitespace(at i: Int) -> Bool {
        let a = codes[i]
        return a < Self.nonASCII ? a == 0x20 || (0x09...0x0D).contains(a) : chars[i].isLexerWhitespace
    }

    private func isNewline(at i: Int) -> Bool {
        let a = codes[i]
        return a < Self.nonASCII ? (0x0A...0x0D).contains(a) : chars[i].isNewline
    }

    private func isLetter(at i: Int) -> Bool {
        let a = codes[i]
        return a < Self.nonASCII ? (0x41...0x5A).contains(a) || (0x61...0x7A).contains(a) : chars[i].isLexerLetter
    }

    private func isNumber(at i: Int) -> Bool {
        let a = codes[i]
        return a < Self.nonASCII ? (0x30...0x39).contains(a) : chars[i].isLexerNumber
    }

    /// An ASCII digit (what a number literal is made of).
    private func isASCIIDigit(at i: Int) -> Bool { i < codes.count && (0x30...0x39).contains(codes[i]) }

    private func isIn(_ set: CharacterClass, at i: Int) -> Bool {
        let a = codes[i]
        return a < Self.nonASCII ? set.contains(ascii: a) : set.contains(chars[i])
    }

    /// The characters `range` as a string.
    private func string(_ range: Range<Int>) -> String {
        if let ascii { return String(decoding: ascii[range], as: UTF8.self) }
        var text = ""
        for c in chars[range] { text.append(c) }
        return text
    }

    /// All tokens, ending with `.endOfFile`.
    mutating func tokenize() throws -> [Token] {
        try lexTokens(untilCloseParen: false)
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < chars.count ? chars[index + offset] : nil
    }

    private mutating func advance() {
        if isNewline(at: index) {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func error(_ message: String, at location: SourceLocation) -> FixtureError {
        FixtureError(message, at: location, file: file)
    }

    private static let operatorCharacters = CharacterClass("=-+!*%<>&|^~?/")
    private static let leftBounds = CharacterClass("([{,;:")
    private static let rightBounds = CharacterClass(")]},;:")
    private static let punctuation = CharacterClass("(){}[],:;.@#\\")

    /// A set of characters asked at every character: ASCII is answered from a 128-bit mask, anything else from
    /// the set, where Swift's canonical equivalence holds (U+037E GREEK QUESTION MARK is a ";").
    private struct CharacterClass {
        private let characters: Set<Character>
        private var low: UInt64 = 0, high: UInt64 = 0

        init(_ members: String) {
            characters = Set(members)
            for b in members.utf8 { if b < 64 { low |= 1 << b } else { high |= 1 << (b - 64) } }
        }

        func contains(_ c: Character) -> Bool {
            // "\r\n" is one character whose asciiValue is LF's.
            guard let a = c.asciiValue, c != "\r\n" else { return characters.contains(c) }
            return contains(ascii: a)
        }

        /// Whether the ASCII character `a` (below 128) is in the set.
        func contains(ascii a: UInt8) -> Bool {
            a < 64 ? low >> a & 1 == 1 : high >> (a - 64) & 1 == 1
        }
    }

    /// Tokens up to the end of the file, or (inside a string interpolation) up to the `)` that closes it.
    private mutating func lexTokens(untilCloseParen: Bool) throws -> [Token] {
        var tokens: [Token] = []
        var depth = 0
        var sawNewline = false
        var sawSpace = true
        while true {
            // Whitespace and comments.
            if index < codes.count, isWhitespace(at: index) {
                if isNewline(at: index) { sawNewline = true }
                sawSpace = true
                advance()
                continue
            }
            if peek(is: UInt8(ascii: "/")), peek(is: UInt8(ascii: "/"), 1) {
                let commentStart = location
                var comment = ""
                while let c = peek(), !c.isNewline {
                    comment.append(c)
                    advance()
                }
                if !untilCloseParen { try directive(in: comment, at: commentStart, afterCode: !tokens.isEmpty) }
                sawSpace = true
                continue
            }
            if peek(is: UInt8(ascii: "/")), peek(is: UInt8(ascii: "*"), 1) {
                try skipBlockComment()
                sawSpace = true
                continue
            }
            let start = location
            let startIndex = index
            guard let c = peek() else {
                if untilCloseParen {
                    throw error("unterminated string interpolation: expected ')'", at: start)
                }
                tokens.append(Token(kind: .endOfFile, text: "", location: start, newlineBefore: sawNewline))
                return tokens
            }
            if untilCloseParen, peek(is: UInt8(ascii: ")")), depth == 0 {
                advance()
                tokens.append(Token(kind: .endOfFile, text: ")", location: start))
                return tokens
            }
            let kind: Token.Kind
            if peek(is: UInt8(ascii: "\"")) {
                kind = .string(try lexString())
            } else if peek(is: UInt8(ascii: "#")), let hashes = rawStringHashes() {
                kind = .string(try lexRawString(hashes: hashes))
            } else if isASCIIDigit(at: index) {
                kind = try lexNumber()
            } else if isLetter(at: index) || peek(is: UInt8(ascii: "_")) || peek(is: UInt8(ascii: "$")) {
                while index < codes.count, isLetter(at: index) || isNumber(at: index) || peek(is: UInt8(ascii: "_"))
                        || peek(is: UInt8(ascii: "$")) { advance() }
                kind = .identifier(string(startIndex..<index))
            } else if peek(is: UInt8(ascii: "`")) {
                advance()
                var name = ""
                while let d = peek(), d != "`", !d.isNewline {
                    name.append(d)
                    advance()
                }
                guard peek() == "`", !name.isEmpty else { throw error("expected '`' to end the identifier", at: location) }
                advance()
                kind = .identifier(name)
            } else if peek(is: UInt8(ascii: ".")), peek(is: UInt8(ascii: "."), 1),
                      peek(is: UInt8(ascii: "."), 2) || peek(is: UInt8(ascii: "<"), 2) {
                advance(); advance(); advance()
                kind = .punctuation(String(chars[startIndex..<index]))
            } else if isIn(Self.operatorCharacters, at: index) {
                while index < codes.count, isIn(Self.operatorCharacters, at: index) {
                    if peek(is: UInt8(ascii: "/")), peek(is: UInt8(ascii: "/"), 1) || peek(is: UInt8(ascii: "*"), 1) { break }
                    advance()
                }
                kind = .punctuation(string(startIndex..<index))
            } else if isIn(Self.punctuation, at: index) {
                if peek(is: UInt8(ascii: "(")) { depth += 1 }
                if peek(is: UInt8(ascii: ")")) { depth -= 1 }
                advance()
                kind = .punctuation(String(c))
            } else {
                let shown = c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control || $0.properties.isWhitespace }
                    ? c.unicodeScalars.map { "U+" + String(format: "%04X", $0.value) }.joined(separator: " ") : "'\(c)'"
                throw error("unexpected character \(shown)", at: start)
            }
            // The text is for messages: a long token (a string literal) is cut, which also keeps nested
            // interpolations from copying the same characters at every level.
            let shown = min(index, startIndex + 64)
            let text = string(startIndex..<shown) + (shown < index ? "…" : "")
            var token = Token(kind: kind, text: text, location: start)
            token.offsets = startIndex..<index
            token.newlineBefore = sawNewline
            token.spaceBefore = sawSpace || startIndex == 0 || isIn(Self.leftBounds, at: startIndex - 1)
            token.spaceAfter = index >= codes.count || isWhitespace(at: index) || isIn(Self.rightBounds, at: index)
            if peek(is: UInt8(ascii: "/")), peek(is: UInt8(ascii: "/"), 1) || peek(is: UInt8(ascii: "*"), 1) { token.spaceAfter = true }
            // Each token costs memory in every later stage: a runaway file stops here, before it is parsed.
            tokenCount += 1
            guard tokenCount <= Self.maximumTokens else {
                throw error("the fixture has more than \(Self.maximumTokens) tokens (names, numbers, strings, symbols); "
                            + "fixtures are limited to that", at: start)
            }
            tokens.append(token)
            sawNewline = false
            sawSpace = false
        }
    }

    /// `// layoutshot: --platform macos --rtl`: options for the whole fixture, read before the first token.
    private mutating func directive(in comment: String, at location: SourceLocation, afterCode: Bool) throws {
        let text = comment.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
        guard text.hasPrefix("layoutshot:") else { return }
        if afterCode {
            throw error("a '// layoutshot:' directive must come before any code in the fixture", at: location)
        }
        var arguments: [String] = []
        var current: String?
        var quote: Character?
        for c in text.dropFirst("layoutshot:".count) {
            if let open = quote {
                if c == open { quote = nil } else { current!.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
                current = current ?? ""
            } else if c.isWhitespace {
                if let argument = current { arguments.append(argument) }
                current = nil
            } else {
                current = (current ?? "") + String(c)
            }
        }
        if quote != nil { throw error("unterminated quote in the '// layoutshot:' directive", at: location) }
        if let argument = current { arguments.append(argument) }
        if directiveLine == nil { directiveLine = location.line }
        directives += arguments
    }

    private mutating func skipBlockComment() throws {
        let start = location
        var depth = 0
        repeat {
            guard let c = peek() else { throw error("unterminated block comment: expected '*/'", at: start) }
            if c == "/", peek(1) == "*" {
                depth += 1
                advance()
            } else if c == "*", peek(1) == "/" {
                depth -= 1
                advance()
            }
            advance()
        } while depth > 0
    }

    private mutating func lexNumber() throws -> Token.Kind {
        let start = location
        var digits = ""
        if peek() == "0", let prefix = peek(1), let radix = ["x": 16, "o": 8, "b": 2][prefix] {
            advance(); advance()
            while let d = peek(), d.isHexDigit || d == "_" {
                if d != "_" { digits.append(d) }
                advance()
            }
            let name = [16: "hexadecimal", 8: "octal", 2: "binary"][radix]!
            guard let value = Int(digits, radix: radix) else { throw error("invalid \(name) literal", at: start) }
            return .integer(value)
        }
        var isFloat = false
        func readDigits() {
            while isASCIIDigit(at: index) || peek(is: UInt8(ascii: "_")) {
                if !peek(is: UInt8(ascii: "_")) { digits.append(chars[index]) }
                advance()
            }
        }
        readDigits()
        if peek(is: UInt8(ascii: ".")), isASCIIDigit(at: index + 1) {
            isFloat = true
            digits.append(".")
            advance()
            readDigits()
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "-" || peek(1) == "+"
            if let d = peek(sign ? 2 : 1), d.isASCII, d.isLexerNumber {
                isFloat = true
                digits.append("e")
                advance()
                if sign { digits.append(peek()!); advance() }
                readDigits()
            }
        }
        if index < codes.count, isLetter(at: index) || peek(is: UInt8(ascii: "_")) {
            throw error("'\(chars[index])' is not a valid digit in a number literal", at: location)
        }
        if isFloat {
            guard let value = Double(digits) else { throw error("invalid number literal", at: start) }
            return .float(value)
        }
        guard let value = Int(digits) else { throw error("integer literal '\(digits)' is too large", at: start) }
        return .integer(value)
    }

    // MARK: Strings

    private mutating func lexString() throws -> [StringSegment] {
        let start = location
        if peek(1) == "\"", peek(2) == "\"" { return try lexMultilineString(start) }
        advance()
        var segments: [StringSegment] = []
        var text = ""
        while true {
            guard index < codes.count, !isNewline(at: index) else { throw error("unterminated string literal", at: start) }
            if peek(is: UInt8(ascii: "\"")) {
                advance()
                break
            }
            if peek(is: UInt8(ascii: "\\")) {
                if try lexInterpolation(into: &segments, text: &text) { continue }
                text.append(try lexEscape())
                continue
            }
            text.append(chars[index])
            advance()
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return segments
    }

    /// The number of `#` before a `"` that opens a raw string here (`#"…"#`), or nil.
    private func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == "#" { count += 1 }
        return peek(count) == "\"" ? count : nil
    }

    /// `#"…"#` (with `hashes` number signs): backslashes are text unless followed by as many `#`, which make
    /// an escape or (`\#(…)`) an interpolation; a multi-line raw string is read as a single-line one would be
    /// read, with its lines.
    private mutating func lexRawString(hashes: Int) throws -> [StringSegment] {
        let start = location
        for _ in 0..<hashes { advance() }
        let multiline = peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        if multiline, let c = peek(), c.isNewline { advance() }
        let quotes = multiline ? 3 : 1
        func closes(_ lexer: Lexer) -> Bool {
            (0..<quotes).allSatisfy { lexer.peek($0) == "\"" } && (0..<hashes).allSatisfy { lexer.peek(quotes + $0) == "#" }
        }
        var segments: [StringSegment] = []
        var text = ""
        while true {
            guard let c = peek(), multiline || !c.isNewline else { throw error("unterminated string literal", at: start) }
            if closes(self) {
                for _ in 0..<(quotes + hashes) { advance() }
                break
            }
            if c == "\\", (1...hashes).allSatisfy({ peek($0) == "#" }) {
                for _ in 0..<hashes { advance() }
                if try lexInterpolation(into: &segments, text: &text) { continue }
                text.append(try lexEscape())
                continue
            }
            text.append(c.isNewline ? "\n" : c)
            advance()
        }
        if multiline, text.last?.isNewline == true { text.removeLast() }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return segments
    }

    /// `\(…)`: appends the text so far and the interpolated tokens; false when the backslash starts an escape.
    private mutating func lexInterpolation(into segments: inout [StringSegment], text: inout String) throws -> Bool {
        guard peek(1) == "(" else { return false }
        let start = location
        advance()
        advance()
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        guard interpolationDepth <= Parser.maximumDepth else {
            throw error("string interpolations are nested too deeply (more than \(Parser.maximumDepth) levels)", at: start)
        }
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
        segments.append(.interpolation(try lexTokens(untilCloseParen: true)))
        return true
    }

    private mutating func lexEscape() throws -> Character {
        let start = location
        advance()
        guard let c = peek(), !c.isNewline else { throw error("unterminated string literal", at: start) }
        advance()
        switch c {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\\", "\"", "'": return c
        case "u":
            guard peek() == "{" else { break }
            advance()
            var hex = ""
            while let d = peek(), d.isHexDigit {
                hex.append(d)
                advance()
            }
            guard peek() == "}", let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw error("invalid unicode escape sequence", at: start)
            }
            advance()
            return Character(scalar)
        default: break
        }
        throw error("invalid escape sequence '\\\(c)' in string literal", at: start)
    }

    /// `\"\"\"` … `\"\"\"`: the lines between the delimiters, with the closing delimiter's indentation removed.
    private mutating func lexMultilineString(_ start: SourceLocation) throws -> [StringSegment] {
        advance(); advance(); advance()
        while let c = peek(), c.isWhitespace, !c.isNewline { advance() }
        guard let first = peek(), first.isNewline else {
            throw error("multi-line string literal content must begin on a new line", at: location)
        }
        advance()
        var segments: [StringSegment] = []
        var text = ""
        while true {
            guard let c = peek() else { throw error("unterminated multi-line string literal", at: start) }
            if c == "\"", peek(1) == "\"", peek(2) == "\"" {
                advance(); advance(); advance()
                break
            }
            if c == "\\" {
                if try lexInterpolation(into: &segments, text: &text) { continue }
                text.append(try lexEscape())
                continue
            }
            text.append(c.isNewline ? "\n" : c)
            advance()
        }
        // The closing delimiter's indentation is the whitespace after the last newline.
        var indent = ""
        while let last = text.last, last.isWhitespace, !last.isNewline {
            indent.insert(last, at: indent.startIndex)
            text.removeLast()
        }
        if text.last?.isNewline == true { text.removeLast() }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return segments.enumerated().map { i, segment in
            guard case .text(let t) = segment, !indent.isEmpty else { return segment }
            let lines = t.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { k, line in
                k == 0 && i > 0 || !line.hasPrefix(indent) ? String(line) : String(line.dropFirst(indent.count))
            }
            return .text(lines.joined(separator: "\n"))
        }
    }
}

/// Character's classes as the lexer asks for them at every character, answered for ASCII without Unicode's
/// property tables (the answers are the same: ASCII's letters, its digits, its six white-space characters).
extension Character {
    var isLexerWhitespace: Bool {
        guard let a = asciiValue, self != "\r\n" else { return isWhitespace }
        return a == 0x20 || (0x09...0x0D).contains(a)
    }

    var isLexerLetter: Bool {
        guard let a = asciiValue, self != "\r\n" else { return isLetter }
        return (0x41...0x5A).contains(a) || (0x61...0x7A).contains(a)
    }

    var isLexerNumber: Bool {
        guard let a = asciiValue, self != "\r\n" else { return isNumber }
        return (0x30...0x39).contains(a)
    }
}
