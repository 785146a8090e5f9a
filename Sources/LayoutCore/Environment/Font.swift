import Foundation

/// A font description; resolved against the platform into a point size, weight and design.
public struct Font: Hashable, Sendable {
    /// SwiftUI's semantic text styles.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Font designs, drawn with pinned stand-ins (docs/TYPESETTING.md): `.default` (SF Pro) with Inter, `.rounded`
    /// (SF Pro Rounded) with Quicksand, `.serif` (New York) with Noto Serif, `.monospaced` (SF Mono) with DejaVu
    /// Sans Mono.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// How wide a font's letters are (SwiftUI's `Font.Width`, iOS 16): SF Pro's compressed, condensed and
    /// expanded widths, or any value between -1 and 1 (0 is standard). The pinned fonts have one width, so a
    /// width other than standard is drawn standard, with a warning.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Font weights with their CSS/OpenType values (regular = 400).
    public struct Weight: Hashable, Sendable {
        public let value: Int
        init(_ value: Int) { self.value = value }
        public static let ultraLight = Weight(100)
        public static let thin = Weight(200)
        public static let light = Weight(300)
        public static let regular = Weight(400)
        public static let medium = Weight(500)
        public static let semibold = Weight(600)
        public static let bold = Weight(700)
        public static let heavy = Weight(800)
        public static let black = Weight(900)
    }

    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat)
        case custom(name: String, size: CGFloat)
    }

    var base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    /// Digits of equal width (`monospacedDigit()`): OpenType's tabular figures.
    var isMonospacedDigit = false
    var width: Width?

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    /// A named font at `size` points. Fonts are pinned, so every name is drawn with Inter.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size))
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// The font with digits of one width, other characters unchanged (tabular figures, OpenType `tnum`).
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    /// The font at another width (SF Pro's widths; drawn standard by the pinned fonts, with a warning).
    public func width(_ width: Width) -> Font { var f = self; f.width = width; return f }

    /// The font with a size it can be drawn at: a negative or non-finite size is reported and the font
    /// becomes the body style (keeping its weight and design); one beyond `ArgumentCheck.maximumFontSize`
    /// is clamped. Checked where a font enters a view (`font(_:)`, the environment), as SwiftUI only knows
    /// a font's size when text uses it.
    func checked(_ problems: inout ArgumentProblems) -> Font {
        var font = self
        if let width { font.width = Width(problems.tracking(width.value, "width")) }
        switch base {
        case .style: break
        case .size(let size):
            font.base = problems.fontSize(size, "size").map(Base.size) ?? .style(.body)
        case .custom(let name, let size):
            font.base = problems.fontSize(size, "size").map { .custom(name: name, size: $0) } ?? .style(.body)
        }
        return font
    }

    /// Resolves the description against `platform`'s text-style table at a Dynamic Type size.
    public func resolved(for platform: Platform, dynamicTypeSize: DynamicTypeSize = .large) -> ResolvedFont {
        var font = resolvedBase(for: platform, dynamicTypeSize: dynamicTypeSize)
        font.monospacedDigit = isMonospacedDigit
        return font
    }

    private func resolvedBase(for platform: Platform, dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        switch base {
        case .style(let style):
            let metrics = TextStyleTable.metrics(style, platform, dynamicTypeSize)
            var font = ResolvedFont(size: metrics.size, weight: (weight ?? metrics.weight).value,
                                    italic: isItalic, design: design ?? .default)
            font.styleLineHeight = metrics.lineHeight
            return font
        case .size(let size):
            return ResolvedFont(size: size, weight: (weight ?? .regular).value, italic: isItalic, design: design ?? .default)
        case .custom(_, let size):
            return ResolvedFont(size: size, weight: (weight ?? .regular).value, italic: isItalic, design: design ?? .default)
        }
    }
}

/// A concrete font: point size, weight (100–900), italic and design. What a `TextMeasurer` receives.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    /// Size in points.
    public var size: CGFloat
    /// OpenType weight class (400 regular, 700 bold).
    public var weight: Int
    public var italic: Bool
    public var design: Font.Design
    /// The text style's line height (Apple HIG), which sets the distance between lines; nil for fonts
    /// created with an explicit size.
    public var styleLineHeight: CGFloat?
    /// Digits of one width (OpenType's tabular figures, `tnum`).
    public var monospacedDigit = false

    public init(size: CGFloat, weight: Int = 400, italic: Bool = false, design: Font.Design = .default) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
    }

    /// The extra space text-style fonts put between lines: the style's line height minus ascent + descent.
    var styleLeading: CGFloat {
        guard let styleLineHeight else { return 0 }
        return max(0, styleLineHeight - size * 2444 / 2048)
    }

    public var description: String {
        "\(formatNumber(size))pt w\(weight)\(italic ? " italic" : "")\(design == .default ? "" : " \(design.rawValue)")"
            + (monospacedDigit ? " tnum" : "")
    }
}

/// SwiftUI's text styles at the default Dynamic Type size: size, weight and line height from Apple's HIG
/// typography tables (iOS "Large (default)", macOS built-in styles); see docs/BEHAVIOUR.md.
enum TextStyleTable {
    struct Metrics {
        let size: CGFloat
        let weight: Font.Weight
        /// Line height ("leading" in the HIG tables).
        let lineHeight: CGFloat

        init(size: CGFloat, weight: Font.Weight, _ lineHeight: CGFloat) {
            self.size = size
            self.weight = weight
            self.lineHeight = lineHeight
        }
    }

    static func metrics(_ style: Font.TextStyle, _ platform: Platform, _ size: DynamicTypeSize) -> Metrics {
        let base = largeMetrics(style, platform)
        guard platform == .iOS, size != .large, let row = dynamicTypeTable[style] else { return base }
        return Metrics(size: row.sizes[size.rawValue], weight: base.weight, row.lineHeights[size.rawValue])
    }

    /// iOS point sizes and line heights per Dynamic Type category, xSmall … accessibility5 (Apple HIG
    /// typography specifications; sizes cross-checked with a UIFont dump; docs/BEHAVIOUR.md).
    static let dynamicTypeTable: [Font.TextStyle: (sizes: [CGFloat], lineHeights: [CGFloat])] = [
        .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
        .title: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        .caption: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
        .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]

    private static func largeMetrics(_ style: Font.TextStyle, _ platform: Platform) -> Metrics {
        switch platform {
        case .iOS:
            switch style {
            case .largeTitle: return Metrics(size: 34, weight: .regular, 41)
            case .title: return Metrics(size: 28, weight: .regular, 34)
            case .title2: return Metrics(size: 22, weight: .regular, 28)
            case .title3: return Metrics(size: 20, weight: .regular, 25)
            case .headline: return Metrics(size: 17, weight: .semibold, 22)
            case .body: return Metrics(size: 17, weight: .regular, 22)
            case .callout: return Metrics(size: 16, weight: .regular, 21)
            case .subheadline: return Metrics(size: 15, weight: .regular, 20)
            case .footnote: return Metrics(size: 13, weight: .regular, 18)
            case .caption: return Metrics(size: 12, weight: .regular, 16)
            case .caption2: return Metrics(size: 11, weight: .regular, 13)
            }
        case .macOS:
            switch style {
            case .largeTitle: return Metrics(size: 26, weight: .regular, 32)
            case .title: return Metrics(size: 22, weight: .regular, 26)
            case .title2: return Metrics(size: 17, weight: .regular, 22)
            case .title3: return Metrics(size: 15, weight: .regular, 20)
            case .headline: return Metrics(size: 13, weight: .bold, 16)
            case .body: return Metrics(size: 13, weight: .regular, 16)
            case .callout: return Metrics(size: 12, weight: .regular, 15)
            case .subheadline: return Metrics(size: 11, weight: .regular, 14)
            case .footnote: return Metrics(size: 10, weight: .regular, 13)
            case .caption: return Metrics(size: 10, weight: .regular, 13)
            case .caption2: return Metrics(size: 10, weight: .medium, 13)
            }
        }
    }
}
