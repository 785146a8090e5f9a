import Foundation

/// What a string literal becomes when it is given to `Text`, `Button` or `Label`: in SwiftUI, the key of a
/// localised string. Layoutshot does not localise (the key is shown), but renders the inline Markdown of
/// its literal parts as SwiftUI does — bold, italic, code, strikethrough, links — while interpolated values
/// are shown as they are (docs/BEHAVIOUR.md §5).
///
/// A `String` variable keeps the `StringProtocol` initialisers (no Markdown): those are
/// `@_disfavoredOverload`, so Swift picks `Text.init(_: LocalizedStringKey)` for a literal, as Apple documents
/// for SwiftUI (`Text.init(_:)` for `StringProtocol`: a literal goes to the localizing initialiser instead).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    enum Piece: Equatable {
        /// Literal text, parsed as Markdown.
        case literal(String)
        /// An interpolated value, shown verbatim.
        case value(String)
        /// An interpolated `Text`, keeping its own styles.
        case text(Text)
    }

    var pieces: [Piece]

    /// The key's characters with interpolated values as they are shown, without Markdown (the fixture
    /// language's limits count them).
    public var plainText: String {
        pieces.map { piece -> String in
            switch piece {
            case .literal(let s), .value(let s): return s
            case .text(let text): return text.segments.map(\.string).joined()
            }
        }.joined()
    }

    /// A key made from a string value: its Markdown is rendered, as with a literal.
    public init(_ value: String) { pieces = [.literal(value)] }

    public init(stringLiteral value: String) { pieces = [.literal(value)] }

    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The parts of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            // A literal around and between the values: one allocation, not the array's regrowths.
            pieces.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
        }

        /// A value, never parsed as Markdown. A number is formatted as SwiftUI's key formats it (its
        /// `_FormatSpecifiable` types): an integer as `%lld` (`%llu`), a `Double` or `CGFloat` as `%lf`, a `Float`
        /// as `%f`, in the locale, US English — `"\(2021)"` shows "2,021", `"\(3.5)"` "3.500000" (docs/BEHAVIOUR.md
        /// §5, "Numbers in a key"). Anything else, a `String` included, as `String(describing:)` prints it. Decided
        /// here rather than by overloads, which Swift may rank below this generic.
        public mutating func appendInterpolation<T>(_ value: T) {
            pieces.append(.value(LocalizedStringKey.shown(value)))
        }

        /// A text inside the text, with its own styles (and the Markdown styles around it).
        public mutating func appendInterpolation(_ text: Text) { pieces.append(.text(text)) }

        /// An integer formatted with a printf-style specifier (`"%03d"`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            pieces.append(.value(LocalizedStringKey.format(Int(clamping: value), specifier: specifier)))
        }

        /// A number formatted with a printf-style specifier (`"%.1f"`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            pieces.append(.value(LocalizedStringKey.format(Double(value), specifier: specifier)))
        }

        @available(*, unavailable, message: "Layoutshot does not draw images inside a Text yet")
        public mutating func appendInterpolation(_ image: Image) {}
    }

    /// How an interpolated value is shown (see `StringInterpolation.appendInterpolation(_:)`).
    static func shown<T>(_ value: T) -> String {
        // The usual interpolation, an Int, without casting to `any BinaryInteger` (an Int is no other case).
        if T.self == Int.self { return groupedInteger(unsafeBitCast(value, to: Int.self)) }
        switch value {
        case let x as Double: return format(x, specifier: "%lf")
        case let x as CGFloat: return format(Double(x), specifier: "%lf")
        case let x as Float: return format(Double(x), specifier: "%f")
        case let n as any BinaryInteger: return grouped(String(describing: n))
        default: return String(describing: value)
        }
    }

    /// `value` formatted with `specifier`, converted to the kind of number its conversion asks for. A specifier
    /// that is not one number conversion (`numberConversion(in:)`) gives the plain value: `String(format:)`
    /// trusts its specifier, and `%s` or `%n` would read memory that is not there.
    /// The result is in the locale, US English: the integer digits of a decimal conversion (`d`, `i`, `f`) grouped
    /// by threes with ",".
    public static func format(_ value: Int, specifier: String) -> String {
        guard let conversion = numberConversion(in: specifier) else { return "\(value)" }
        let formatted = "dxXoi".contains(conversion) ? String(format: specifier, value) : String(format: specifier, Double(value))
        return "dif".contains(conversion) ? grouped(formatted) : formatted
    }

    /// An integer conversion of a fraction drops it; of ∞ or NaN (no integer) shows `inf` or `nan`, and of a
    /// number beyond Int's range the nearest Int (Swift's `Int(_:)` would trap on all three).
    public static func format(_ value: Double, specifier: String) -> String {
        guard let conversion = numberConversion(in: specifier) else { return "\(value)" }
        guard "dxXoi".contains(conversion) else {
            let formatted = String(format: specifier, value)
            return conversion == "f" ? grouped(formatted) : formatted
        }
        guard value.isFinite else { return "\(value)" }
        let whole = value.rounded(.towardZero)
        let formatted = String(format: specifier, Int(exactly: whole) ?? (whole < 0 ? Int.min : Int.max))
        return "di".contains(conversion) ? grouped(formatted) : formatted
    }

    /// `formatted` (a number printed in the C locale) in US English: its first run of digits, the integer part,
    /// grouped by threes with "," (`1234567.250000` → `1,234,567.250000`, `-1234` → `-1,234`).
    /// `grouped(String(n))` by bytes: an integer's description is ASCII (a minus sign, then digits), so it needs
    /// no `Character` array (interpolating row numbers showed in the layout benchmark).
    static func groupedInteger(_ n: Int) -> String {
        let plain = String(n)
        let digitCount = n < 0 ? plain.utf8.count - 1 : plain.utf8.count
        guard digitCount > 3 else { return plain }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(plain.utf8.count + digitCount / 3)
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        for (index, digit) in plain.utf8.suffix(digitCount).enumerated() {
            if index > 0, (digitCount - index) % 3 == 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(digit)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func grouped(_ formatted: String) -> String {
        // Three characters hold at most three digits: nothing to group.
        if formatted.utf8.count <= 3 { return formatted }
        let characters = Array(formatted)
        guard let start = characters.firstIndex(where: \.isASCIIDigit) else { return formatted }
        let end = characters[start...].firstIndex { !$0.isASCIIDigit } ?? characters.count
        let digits = characters[start..<end]
        guard digits.count > 3 else { return formatted }
        var result = String(characters[..<start])
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result + String(characters[end...])
    }

    /// The conversion character of a specifier with exactly one number conversion,
    /// `%[-+ 0#][width][.precision][l|ll]C` (width and precision at most two digits), or nil. Anything else
    /// (`%s`, `%n`, `%*d`, a huge precision) could crash `String(format:)` or exhaust memory.
    public static func numberConversion(in specifier: String) -> Character? {
        let chars = Array(specifier)
        guard let percent = chars.firstIndex(of: "%"), chars.filter({ $0 == "%" }).count == 1 else { return nil }
        var i = percent + 1
        func skip(_ allowed: String, atMost: Int) {
            var n = 0
            while i < chars.count, n < atMost, allowed.contains(chars[i]) { i += 1; n += 1 }
        }
        skip("-+ 0#", atMost: 5)
        skip("0123456789", atMost: 2)
        if i < chars.count, chars[i] == "." {
            i += 1
            skip("0123456789", atMost: 2)
        }
        skip("l", atMost: 2)
        guard i < chars.count, "dfegxXoi".contains(chars[i]) else { return nil }
        return chars[i]
    }

    /// The runs of the text this key shows: the literal parts' Markdown applied to them and to the
    /// interpolated values between them.
    var segments: [Text.Segment] {
        // Most keys hold no Markdown at all ("Row \(i)"): the same runs without the parser.
        let hasSyntax = pieces.contains {
            if case .literal(let s) = $0 { return InlineMarkdown.hasSyntax(s) }
            return false
        }
        if !hasSyntax {
            // Neighbouring literals and values become one run, its string grown in place.
            var result: [Text.Segment] = []
            var pending = ""
            for piece in pieces {
                switch piece {
                case .literal(let s), .value(let s): pending += s
                case .text(let text):
                    if !pending.isEmpty { result.append(Text.Segment(string: pending)) }
                    pending = ""
                    result += text.segments
                }
            }
            if !pending.isEmpty { result.append(Text.Segment(string: pending)) }
            return result.isEmpty ? [Text.Segment(string: "")] : result
        }
        var units: [InlineMarkdown.Unit] = []
        for (index, piece) in pieces.enumerated() {
            if case .literal(let s) = piece { units += s.unicodeScalars.map { .scalar($0) } } else { units.append(.atom(index)) }
        }
        var result: [Text.Segment] = []
        // The style of the last run when it came from Markdown (an interpolated Text's runs are not merged).
        var lastStyle: InlineMarkdown.Style?
        func add(_ string: String, _ style: InlineMarkdown.Style) {
            if let lastStyle, lastStyle == style {
                result[result.count - 1].string += string
            } else {
                result.append(Text.Segment(string: string).styled(style))
                lastStyle = style
            }
        }
        for span in InlineMarkdown.parse(units) {
            switch span.content {
            case .text(let s):
                add(s, span.style)
            case .atom(let index):
                switch pieces[index] {
                case .literal(let s), .value(let s):
                    add(s, span.style)
                case .text(let text):
                    result += text.segments.map { $0.styled(span.style) }
                    lastStyle = nil
                }
            }
        }
        return result.isEmpty ? [Text.Segment(string: "")] : result
    }
}

extension Text.Segment {
    /// This run with Markdown's styles added; a style the run set itself wins (an interpolated `Text`).
    func styled(_ style: InlineMarkdown.Style) -> Text.Segment {
        var s = self
        if style.strong, s.weight == nil { s.weight = .bold }
        if style.emphasis { s.isItalic = true }
        if style.code, s.design == nil { s.design = .monospaced }
        if style.strikethrough, s.strikethrough == nil { s.strikethrough = TextLineStyle() }
        // A link is in the tint (`.tint(_:)`, else the accent colour), as SwiftUI colours a Text's links.
        if style.link, s.color == nil, s.style == nil { s.style = Text.OwnStyle(style: AnyShapeStyle(TintShapeStyle())) }
        return s
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
