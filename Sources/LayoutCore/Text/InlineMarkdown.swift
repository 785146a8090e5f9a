import Foundation

/// The inline Markdown SwiftUI renders in a string literal given to `Text` (a `LocalizedStringKey`):
/// CommonMark's inline syntax — emphasis and strong emphasis with the flanking rules, code spans, backslash
/// escapes, entity references, inline links and autolinks — and GFM strikethrough. Block syntax (headings,
/// lists, quotes) is not interpreted, and whitespace and line breaks are kept, as Foundation's
/// `inlineOnlyPreservingWhitespace` parsing does.
///
/// Sources: CommonMark spec 0.30 §2.1 (whitespace and punctuation), §2.4 (backslash escapes), §2.5 (entity
/// references), §6.1–6.5 and §6.7 (code spans, emphasis, links, images, autolinks, hard line breaks) and its
/// appendix (the "process emphasis" procedure); GFM spec §6.5 (strikethrough); docs/BEHAVIOUR.md §5.
enum InlineMarkdown {
    /// One unit of input: a scalar of the literal, or an interpolated value (its index), which is never
    /// parsed and counts as an ordinary character (neither whitespace nor punctuation).
    enum Unit: Equatable {
        case scalar(Unicode.Scalar)
        case atom(Int)
    }

    /// The inline styles Markdown gives a span.
    struct Style: Hashable {
        var strong = false
        var emphasis = false
        var code = false
        var strikethrough = false
        var link = false
    }

    enum Content: Equatable {
        case text(String)
        case atom(Int)
    }

    /// A piece of the displayed text and its styles.
    struct Span: Equatable {
        var content: Content
        var style: Style
    }

    /// Characters that can start Markdown syntax; a literal without any is shown as it is.
    /// All are ASCII, so a UTF-8 byte test is exact (a multi-byte character's bytes are all ≥ 0x80); a switch
    /// rather than a `Set` because every label's literals are scanned.
    static func isSyntax(byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "&"): true
        default: false
        }
    }

    /// Whether `scalar` can start Markdown syntax.
    static func isSyntax(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && isSyntax(byte: UInt8(scalar.value)) }

    /// Whether `string` holds any character that can start Markdown syntax.
    static func hasSyntax(_ string: String) -> Bool { string.utf8.contains(where: isSyntax(byte:)) }

    /// The displayed spans of `units`, adjacent text of the same style merged.
    static func parse(_ units: [Unit]) -> [Span] {
        let parser = Parser(units)
        parser.run()
        var spans: [Span] = []
        flatten(parser.list.nodes, style: Style(), into: &spans)
        return spans
    }

    /// Appends `string` (or an atom) to `spans`, merging text with a previous span of the same style.
    static func append(_ content: Content, _ style: Style, to spans: inout [Span]) {
        if case .text(let s) = content, let last = spans.last, last.style == style, case .text(let previous) = last.content {
            spans[spans.count - 1].content = .text(previous + s)
        } else if case .text(let s) = content, s.isEmpty {
            return
        } else {
            spans.append(Span(content: content, style: style))
        }
    }

    private static func flatten(_ nodes: [Node], style: Style, into spans: inout [Span]) {
        for node in nodes {
            var inner = style
            switch node.kind {
            case .text: break
            case .code: inner.code = true
            case .strong: inner.strong = true
            case .emphasis: inner.emphasis = true
            case .strikethrough: inner.strikethrough = true
            case .link: inner.link = true
            case .image: break // Text shows an image's description as plain text (docs/BEHAVIOUR.md §5).
            }
            if node.kind == .text || node.kind == .code {
                var scalars = String.UnicodeScalarView()
                for unit in node.units {
                    switch unit {
                    case .scalar(let s): scalars.append(s)
                    case .atom(let index):
                        append(.text(String(scalars)), inner, to: &spans)
                        scalars = String.UnicodeScalarView()
                        append(.atom(index), inner, to: &spans)
                    }
                }
                append(.text(String(scalars)), inner, to: &spans)
            } else {
                flatten(node.children, style: inner, into: &spans)
            }
        }
    }
}

// MARK: - The parser

private final class Node {
    enum Kind { case text, code, strong, emphasis, strikethrough, link, image }
    var kind: Kind
    /// The characters of a text or code node.
    var units: [InlineMarkdown.Unit]
    var children: [Node] = []
    /// A delimiter run or bracket: never merged with the text next to it.
    var isMarker = false
    var next: Node?
    weak var previous: Node?

    init(_ kind: Kind, _ units: [InlineMarkdown.Unit] = []) {
        self.kind = kind
        self.units = units
    }
}

/// The top-level nodes as a doubly linked list, so that wrapping the nodes between two delimiters costs
/// only the nodes moved.
private final class NodeList {
    let head = Node(.text)
    var tail: Node

    init() { tail = head }

    var nodes: [Node] {
        var result: [Node] = []
        var node = head.next
        while let n = node { result.append(n); node = n.next }
        return result
    }

    func append(_ node: Node) {
        tail.next = node
        node.previous = tail
        tail = node
    }

    func insert(_ node: Node, after anchor: Node) {
        node.next = anchor.next
        node.previous = anchor
        anchor.next?.previous = node
        anchor.next = node
        if tail === anchor { tail = node }
    }

    func remove(_ node: Node) {
        node.previous?.next = node.next
        node.next?.previous = node.previous
        if tail === node { tail = node.previous ?? head }
        node.next = nil
        node.previous = nil
    }

    /// Unlinks and returns the nodes strictly between `first` and `last` (to the end when `last` is nil).
    func cut(after first: Node, before last: Node?) -> [Node] {
        var result: [Node] = []
        var node = first.next
        while let n = node, n !== last { result.append(n); node = n.next }
        for n in result { remove(n) }
        return result
    }
}

/// A run of `*`, `_` or `~` that may open or close emphasis (CommonMark §6.2).
private final class Delimiter {
    let node: Node
    let character: Unicode.Scalar
    var count: Int
    let originalCount: Int
    let canOpen: Bool
    let canClose: Bool
    /// Creation order, which removals never change (the lower bound of searches for openers).
    let order: Int

    init(node: Node, character: Unicode.Scalar, count: Int, canOpen: Bool, canClose: Bool, order: Int) {
        self.node = node
        self.character = character
        self.count = count
        originalCount = count
        self.canOpen = canOpen
        self.canClose = canClose
        self.order = order
    }
}

/// `[` or `![` waiting for its `]`.
private struct Bracket {
    let node: Node
    let isImage: Bool
    var isActive = true
    /// The delimiters before it: emphasis inside the link text is processed from here.
    let delimiterBottom: Int
}

private final class Parser {
    typealias Unit = InlineMarkdown.Unit
    let units: [Unit]
    let list = NodeList()
    var delimiters: [Delimiter] = []
    var brackets: [Bracket] = []
    var delimiterOrder = 0
    /// Backtick run lengths with no closing run after the first one tried: later ones have none either, so
    /// many unmatched runs cost one scan each length, not one each run.
    var unclosedBacktickRuns: Set<Int> = []

    init(_ units: [Unit]) { self.units = units }

    func scalar(_ i: Int) -> Unicode.Scalar? {
        guard i >= 0, i < units.count, case .scalar(let s) = units[i] else { return nil }
        return s
    }

    func run() {
        guard units.contains(where: { if case .scalar(let s) = $0 { InlineMarkdown.isSyntax(s) } else { false } }) else {
            if !units.isEmpty { list.append(Node(.text, units)) }
            return
        }
        var i = 0
        while i < units.count {
            guard let c = scalar(i) else { appendText([units[i]]); i += 1; continue }
            switch c {
            case "\\": i = backslash(at: i)
            case "`": i = backticks(at: i)
            case "*", "_", "~": i = delimiterRun(at: i, c)
            case "[":
                openBracket(Array(units[i...i]), isImage: false)
                i += 1
            case "!" where scalar(i + 1) == "[":
                openBracket(Array(units[i...(i + 1)]), isImage: true)
                i += 2
            case "]": i = closeBracket(at: i)
            case "<", "&":
                if let end = c == "<" ? autolink(at: i) : entity(at: i) {
                    i = end
                } else {
                    appendText([units[i]])
                    i += 1
                }
            default:
                appendText([units[i]])
                i += 1
            }
        }
        processEmphasis(bottom: 0)
    }

    // MARK: Text

    func appendText(_ text: [Unit]) {
        if list.tail !== list.head, list.tail.kind == .text, !list.tail.isMarker {
            list.tail.units += text
        } else {
            list.append(Node(.text, text))
        }
    }

    /// `\` before ASCII punctuation makes it literal; before a line break it makes a hard break, which a
    /// text whose line breaks are kept shows as the break alone (CommonMark §2.4, §6.7).
    func backslash(at i: Int) -> Int {
        if let next = scalar(i + 1) {
            if next == "\n" { appendText([.scalar("\n")]); return i + 2 }
            if Self.isASCIIPunctuation(next) { appendText([.scalar(next)]); return i + 2 }
        }
        appendText([units[i]])
        return i + 1
    }

    // MARK: Code spans (CommonMark §6.1)

    func runLength(at i: Int, of c: Unicode.Scalar) -> Int {
        var j = i
        while scalar(j) == c { j += 1 }
        return j - i
    }

    /// A run of n backticks opens a code span that the next run of exactly n closes; without one, the
    /// backticks are literal.
    func backticks(at i: Int) -> Int {
        let n = runLength(at: i, of: "`")
        var j = unclosedBacktickRuns.contains(n) ? units.count : i + n
        while j < units.count {
            guard scalar(j) == "`" else { j += 1; continue }
            let m = runLength(at: j, of: "`")
            if m == n {
                var content = units[(i + n)..<j].map { $0 == .scalar("\n") ? .scalar(" ") : $0 }
                // One space is stripped from each end when both have one and the content is not all spaces.
                if content.count >= 2, content.first == .scalar(" "), content.last == .scalar(" "),
                   content.contains(where: { $0 != .scalar(" ") }) {
                    content = Array(content.dropFirst().dropLast())
                }
                list.append(Node(.code, content))
                return j + n
            }
            j += m
        }
        unclosedBacktickRuns.insert(n)
        appendText(Array(units[i..<(i + n)]))
        return i + n
    }

    // MARK: Emphasis and strikethrough (CommonMark §6.2, GFM §6.5)

    enum CharacterClass { case whitespace, punctuation, other }

    /// The class of the unit at `i`; the start and end of the text count as whitespace (§6.2).
    func characterClass(_ i: Int) -> CharacterClass {
        guard i >= 0, i < units.count else { return .whitespace }
        guard case .scalar(let s) = units[i] else { return .other }
        if Self.isWhitespace(s) { return .whitespace }
        if Self.isPunctuation(s) { return .punctuation }
        return .other
    }

    func delimiterRun(at i: Int, _ c: Unicode.Scalar) -> Int {
        let n = runLength(at: i, of: c)
        let node = Node(.text, Array(units[i..<(i + n)]))
        node.isMarker = true
        list.append(node)
        let before = characterClass(i - 1), after = characterClass(i + n)
        let leftFlanking = after != .whitespace && (after != .punctuation || before != .other)
        let rightFlanking = before != .whitespace && (before != .punctuation || after != .other)
        var canOpen = leftFlanking, canClose = rightFlanking
        if c == "_" {
            // An underscore inside a word neither opens nor closes.
            canOpen = leftFlanking && (!rightFlanking || before == .punctuation)
            canClose = rightFlanking && (!leftFlanking || after == .punctuation)
        }
        // Three or more tildes are not strikethrough (GFM §6.5).
        if c == "~", n > 2 { return i + n }
        if canOpen || canClose {
            delimiters.append(Delimiter(node: node, character: c, count: n, canOpen: canOpen, canClose: canClose,
                                        order: delimiterOrder))
            delimiterOrder += 1
        }
        return i + n
    }

    /// Whether `opener` and `closer` can pair: the same character; for `~` the same length; for `*` and `_`
    /// not when one of them can both open and close and their lengths add up to a multiple of 3 (unless
    /// both are multiples of 3) — CommonMark's "rule of 3".
    func canPair(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        guard opener.character == closer.character, opener.canOpen else { return false }
        if closer.character == "~" { return opener.count == closer.count }
        if opener.canClose || closer.canOpen,
           (opener.originalCount + closer.originalCount) % 3 == 0,
           !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) {
            return false
        }
        return true
    }

    /// CommonMark's "process emphasis" (§6.2, appendix): each closer, left to right, pairs with the nearest
    /// opener it can; two characters of each make strong emphasis when both runs have two, else one makes
    /// emphasis; the nodes in between become the new node's children.
    func processEmphasis(bottom: Int) {
        // Per kind of closer, the creation order below which no opener for it is left.
        var openersBottom: [String: Int] = [:]
        var ci = bottom
        while ci < delimiters.count {
            let closer = delimiters[ci]
            guard closer.canClose else { ci += 1; continue }
            let key = closer.character == "~" ? "~\(closer.count)"
                : "\(closer.character)\(closer.canOpen)\(closer.originalCount % 3)"
            let floor = openersBottom[key] ?? -1
            var oi = ci - 1
            var found: Int?
            while oi >= bottom, delimiters[oi].order > floor {
                if canPair(delimiters[oi], closer) { found = oi; break }
                oi -= 1
            }
            guard let oi = found else {
                openersBottom[key] = ci - 1 >= bottom ? delimiters[ci - 1].order : floor
                if closer.canOpen { ci += 1 } else { delimiters.remove(at: ci) }
                continue
            }
            let opener = delimiters[oi]
            let used = closer.character == "~" ? closer.count : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
            opener.count -= used
            closer.count -= used
            opener.node.units.removeLast(used)
            closer.node.units.removeFirst(used)
            let kind: Node.Kind = closer.character == "~" ? .strikethrough : (used == 2 ? .strong : .emphasis)
            let wrapper = Node(kind)
            wrapper.children = list.cut(after: opener.node, before: closer.node)
            list.insert(wrapper, after: opener.node)
            delimiters.removeSubrange((oi + 1)..<ci)
            ci = oi + 1
            if opener.count == 0 {
                list.remove(opener.node)
                delimiters.remove(at: oi)
                ci -= 1
            }
            if closer.count == 0 {
                list.remove(closer.node)
                delimiters.remove(at: ci)
            }
        }
        delimiters.removeSubrange(min(bottom, delimiters.count)...)
    }

    // MARK: Links (CommonMark §6.3, §6.4)

    func openBracket(_ text: [Unit], isImage: Bool) {
        let node = Node(.text, text)
        node.isMarker = true
        list.append(node)
        brackets.append(Bracket(node: node, isImage: isImage, delimiterBottom: delimiters.count))
    }

    /// `]`: with the nearest active opener and an inline destination after it, the nodes since the opener
    /// become a link (links inside links are not allowed, so earlier `[` openers are deactivated); otherwise
    /// the `]` is literal. Reference links need definitions, which an inline text has none of.
    func closeBracket(at i: Int) -> Int {
        guard let opener = brackets.last else { appendText([units[i]]); return i + 1 }
        guard opener.isActive, let end = inlineLinkTail(from: i + 1) else {
            brackets.removeLast()
            appendText([units[i]])
            return i + 1
        }
        processEmphasis(bottom: opener.delimiterBottom)
        let link = Node(opener.isImage ? .image : .link)
        link.children = list.cut(after: opener.node, before: nil)
        list.insert(link, after: opener.node)
        list.remove(opener.node)
        brackets.removeLast()
        if !opener.isImage {
            for k in brackets.indices where !brackets[k].isImage { brackets[k].isActive = false }
        }
        return end
    }

    /// Skips spaces and tabs and at most one line break; returns the new index and whether anything was
    /// skipped.
    func skipSpace(_ i: Int) -> (Int, Bool) {
        var j = i, lineBreaks = 0
        while let s = scalar(j), s == " " || s == "\t" || (s == "\n" && lineBreaks == 0) {
            if s == "\n" { lineBreaks += 1 }
            j += 1
        }
        return (j, j > i)
    }

    /// `(destination "title")` after a `]`; the index after its `)`, or nil when it is not one.
    func inlineLinkTail(from start: Int) -> Int? {
        guard scalar(start) == "(" else { return nil }
        var (j, _) = skipSpace(start + 1)
        if scalar(j) == ")" { return j + 1 }
        if scalar(j) == "<" {
            j += 1
            while true {
                guard j < units.count else { return nil }
                let s = scalar(j)
                if s == "\n" || s == "<" { return nil }
                if s == "\\", scalar(j + 1).map(Self.isASCIIPunctuation) == true { j += 2; continue }
                j += 1
                if s == ">" { break }
            }
        } else {
            var depth = 0
            let destinationStart = j
            while j < units.count {
                if let s = scalar(j) {
                    if s == "\\", scalar(j + 1).map(Self.isASCIIPunctuation) == true { j += 2; continue }
                    if Self.isWhitespace(s) || s.value < 0x20 || s.value == 0x7F { break }
                    if s == "(" { depth += 1 }
                    if s == ")" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                }
                j += 1
            }
            guard j > destinationStart, depth == 0 else { return nil }
        }
        let (afterDestination, spaced) = skipSpace(j)
        j = afterDestination
        if scalar(j) == ")" { return j + 1 }
        guard spaced, let open = scalar(j), open == "\"" || open == "'" || open == "(" else { return nil }
        let close: Unicode.Scalar = open == "(" ? ")" : open
        j += 1
        while true {
            guard j < units.count else { return nil }
            let s = scalar(j)
            if s == "\\", scalar(j + 1).map(Self.isASCIIPunctuation) == true { j += 2; continue }
            if open == "(", s == "(" { return nil }
            j += 1
            if s == close { break }
        }
        (j, _) = skipSpace(j)
        return scalar(j) == ")" ? j + 1 : nil
    }

    // MARK: Autolinks (CommonMark §6.5)

    /// `<scheme:…>` or `<name@example.com>`: a link showing the address. Anything else after `<` (raw HTML
    /// included) is literal.
    func autolink(at i: Int) -> Int? {
        var j = i + 1
        var content: [Unicode.Scalar] = []
        while let s = scalar(j), s != ">" {
            if s == "<" || Self.isWhitespace(s) || s.value < 0x20 { return nil }
            content.append(s)
            j += 1
        }
        guard scalar(j) == ">", Self.isURI(content) || Self.isEmail(content) else { return nil }
        let link = Node(.link)
        link.children = [Node(.text, content.map { .scalar($0) })]
        list.append(link)
        return j + 1
    }

    static func isURI(_ s: [Unicode.Scalar]) -> Bool {
        guard let colon = s.firstIndex(of: ":"), (2...32).contains(colon), isASCIILetter(s[0]) else { return false }
        return s[1..<colon].allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0) }
    }

    static func isEmail(_ s: [Unicode.Scalar]) -> Bool {
        guard let at = s.firstIndex(of: "@"), at > 0 else { return false }
        let localOK = s[..<at].allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || ".!#$%&'*+/=?^_`{|}~-".unicodeScalars.contains($0) }
        let labels = String(String.UnicodeScalarView(s[(at + 1)...])).split(separator: ".", omittingEmptySubsequences: false)
        let domainOK = !labels.isEmpty && labels.allSatisfy { label in
            let scalars = Array(label.unicodeScalars)
            guard (1...63).contains(scalars.count), let first = scalars.first, let last = scalars.last,
                  first != "-", last != "-" else { return false }
            return scalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
        return localOK && domainOK
    }

    // MARK: Entity references (CommonMark §2.5)

    /// `&#123;`, `&#x7B;` and a few common named references become their character; the index after the
    /// `;`, or nil (the `&` is literal).
    func entity(at i: Int) -> Int? {
        var j = i + 1
        var body: [Unicode.Scalar] = []
        while let s = scalar(j), s != ";", body.count <= 32 {
            body.append(s)
            j += 1
        }
        guard scalar(j) == ";", !body.isEmpty else { return nil }
        let text = String(String.UnicodeScalarView(body))
        var decoded: Unicode.Scalar?
        if text.hasPrefix("#x") || text.hasPrefix("#X") {
            let digits = text.dropFirst(2)
            guard (1...6).contains(digits.count), digits.allSatisfy(\.isHexDigit), let v = UInt32(digits, radix: 16) else {
                return nil
            }
            decoded = Unicode.Scalar(v) ?? "\u{FFFD}"
        } else if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard (1...7).contains(digits.count), digits.allSatisfy(\.isWholeNumber), digits.allSatisfy(\.isASCII),
                  let v = UInt32(digits) else { return nil }
            decoded = Unicode.Scalar(v) ?? "\u{FFFD}"
        } else {
            decoded = Self.namedEntities[text]
        }
        guard var scalar = decoded else { return nil }
        if scalar.value == 0 { scalar = "\u{FFFD}" }
        appendText([.scalar(scalar)])
        return j + 1
    }

    /// The named references Layoutshot knows (HTML5 has over 2000; others stay literal).
    static let namedEntities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
        "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "laquo": "«", "raquo": "»", "bull": "•", "middot": "·", "times": "×", "divide": "÷",
        "deg": "°", "plusmn": "±", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "check": "✓", "hearts": "♥", "star": "☆",
    ]

    // MARK: Character classes (CommonMark §2.1)

    static func isASCIILetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }

    static func isASCIIPunctuation(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(s)
    }

    /// Unicode whitespace: the Zs category, tab, line feed, form feed and carriage return.
    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        s == "\t" || s == "\n" || s == "\u{0C}" || s == "\r" || s.properties.generalCategory == .spaceSeparator
    }

    /// Punctuation: ASCII punctuation or the Unicode P categories (spec 0.30; 0.31 adds the S categories).
    static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
        if isASCIIPunctuation(s) { return true }
        switch s.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
