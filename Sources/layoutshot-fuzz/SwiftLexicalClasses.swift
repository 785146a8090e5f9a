/// What each character of a Swift source is — code, comment, string literal or regex literal — by the rules of
/// The Swift Programming Language ("Lexical Structure") and SE-0354 (regex literals), written apart from the
/// fixture language's lexer so that the source-rewriting fuzz target can check that lexer against them.
///
/// The rules: a line break is LF, CR or CRLF (not VT, FF, NEL or U+2028); `//` runs to a line break; `/* */`
/// nests; a string is `"…"`, `"""…"""` (multi-line) or either with `n` number signs around it (raw), where
/// `\` followed by `n` number signs starts an escape or, with `(`, an interpolation that is code again up to
/// its matching `)` (where a single-line string may not break a line or hold a `//` comment); an extended
/// regex literal is `#/…/#` with its number signs, `\` escaping the next character. Characters are grapheme
/// clusters, as the lexer counts them (a quote fused with a combining mark is no quote to either). A source
/// Swift rejects lexically (an unterminated comment, string or regex) has no classes: nil.
struct SwiftLexicalClasses {
    enum Class: Equatable {
        case code, comment, string, regex
    }

    /// One class per character of the source.
    let classes: [Class]
    /// Where each macro name `#Preview` is in code (the offset of its `#`), and each attribute `@Previewable`.
    let previewMacros: [Int]
    let previewableAttributes: [Int]
    /// Where each conditional-compilation directive (`#if`, `#elseif`, `#else`, `#endif`) is in code.
    let directives: [(offset: Int, word: String)]

    static func isLineBreak(_ c: Character) -> Bool { c == "\n" || c == "\r" || c == "\r\n" }
    static func isIdentifierCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" }

    /// What is open while scanning: code (at the top level, or an interpolation of the string below it,
    /// with the parentheses open in it) or a string literal.
    private enum Context {
        case code(parens: Int)
        case string(hashes: Int, multiline: Bool)
    }

    init?(_ chars: [Character]) {
        var classes = [Class](repeating: .code, count: chars.count)
        var macros: [Int] = [], attributes: [Int] = [], directives: [(Int, String)] = []
        // The bottom is the file's code; an interpolation's code sits on its string.
        var stack: [Context] = [.code(parens: 0)]
        var i = 0
        func at(_ k: Int) -> Character? { k < chars.count ? chars[k] : nil }
        func hashes(from k: Int) -> Int {
            var n = 0
            while at(k + n) == "#" { n += 1 }
            return n
        }
        func matches(_ text: String, at k: Int) -> Bool {
            var k = k
            for c in text {
                guard at(k) == c else { return false }
                k += 1
            }
            return true
        }
        /// The identifier at `k` (plain or in backticks) and where it ends.
        func identifier(at k: Int) -> (String, Int)? {
            if at(k) == "`" {
                var e = k + 1
                while let c = at(e), c != "`", !Self.isLineBreak(c) { e += 1 }
                guard at(e) == "`", e > k + 1 else { return nil }
                return (String(chars[(k + 1)..<e]), e + 1)
            }
            var e = k
            while let c = at(e), Self.isIdentifierCharacter(c) { e += 1 }
            return e > k ? (String(chars[k..<e]), e) : nil
        }
        /// Whether the innermost string around the code being scanned is a single-line one.
        func inSingleLineInterpolation() -> Bool {
            guard stack.count >= 2, case .string(_, let multiline) = stack[stack.count - 2] else { return false }
            return !multiline
        }
        func mark(_ range: Range<Int>, _ kind: Class) {
            for k in range where k < classes.count { classes[k] = kind }
        }

        while i < chars.count {
            let c = chars[i]
            switch stack[stack.count - 1] {
            case .code(let parens):
                if c == "/", at(i + 1) == "/" {
                    if inSingleLineInterpolation() { return nil }
                    var e = i
                    while let d = at(e), !Self.isLineBreak(d) { e += 1 }
                    mark(i..<e, .comment)
                    i = e
                } else if c == "/", at(i + 1) == "*" {
                    var depth = 0, e = i, breaks = false
                    repeat {
                        guard let d = at(e) else { return nil }
                        if d == "/", at(e + 1) == "*" { depth += 1; e += 2 }
                        else if d == "*", at(e + 1) == "/" { depth -= 1; e += 2 }
                        else { breaks = breaks || Self.isLineBreak(d); e += 1 }
                    } while depth > 0
                    if breaks, inSingleLineInterpolation() { return nil }
                    mark(i..<e, .comment)
                    i = e
                } else if c == "#" || c == "\"" {
                    let n = c == "#" ? hashes(from: i) : 0
                    if at(i + n) == "\"" {
                        let multiline = matches("\"\"\"", at: i + n)
                        let open = n + (multiline ? 3 : 1)
                        mark(i..<(i + open), .string)
                        stack.append(.string(hashes: n, multiline: multiline))
                        i += open
                    } else if n > 0, at(i + n) == "/" {
                        // An extended regex literal: multi-line when a line break follows its opening.
                        var e = i + n + 1
                        let multiline = at(e).map(Self.isLineBreak) ?? false
                        while true {
                            guard let d = at(e) else { return nil }
                            if Self.isLineBreak(d), !multiline { return nil }
                            if d == "\\" { e += 2; continue }
                            if d == "/", hashes(from: e + 1) >= n { e += 1 + n; break }
                            e += 1
                        }
                        mark(i..<e, .regex)
                        i = e
                    } else {
                        if let (name, _) = identifier(at: i + 1) {
                            if name == "Preview" { macros.append(i) }
                            if ["if", "elseif", "else", "endif"].contains(name), at(i + 1) != "`" { directives.append((i, name)) }
                        }
                        i += 1
                    }
                } else if c == "@" {
                    if let (name, _) = identifier(at: i + 1), name == "Previewable" { attributes.append(i) }
                    i += 1
                } else if c == "`" {
                    // A name in backticks is code, whatever it holds.
                    guard let (_, e) = identifier(at: i) else { return nil }
                    i = e
                } else if stack.count > 1 && (c == "(" || c == ")") {
                    if c == "(" {
                        stack[stack.count - 1] = .code(parens: parens + 1)
                    } else if parens > 0 {
                        stack[stack.count - 1] = .code(parens: parens - 1)
                    } else {
                        // The interpolation's own `)`.
                        stack.removeLast()
                        classes[i] = .string
                    }
                    i += 1
                } else {
                    if Self.isLineBreak(c), inSingleLineInterpolation() { return nil }
                    i += 1
                }
            case .string(let n, let multiline):
                classes[i] = .string
                if Self.isLineBreak(c), !multiline { return nil }
                if c == "\\", hashes(from: i + 1) >= n {
                    let next = i + 1 + n
                    mark(i..<min(next + 1, chars.count), .string)
                    if at(next) == "(" {
                        stack.append(.code(parens: 0))
                    } else if let d = at(next), Self.isLineBreak(d), !multiline {
                        return nil
                    }
                    i = next + 1
                } else if matches(multiline ? "\"\"\"" : "\"", at: i), hashes(from: i + (multiline ? 3 : 1)) >= n {
                    let close = (multiline ? 3 : 1) + n
                    mark(i..<(i + close), .string)
                    stack.removeLast()
                    i += close
                } else {
                    i += 1
                }
            }
        }
        guard stack.count == 1 else { return nil }
        self.classes = classes
        previewMacros = macros
        previewableAttributes = attributes
        self.directives = directives
    }
}
