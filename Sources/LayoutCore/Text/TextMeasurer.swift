import Foundation

/// A text ready to measure: string and every option that changes its size.
public struct ResolvedText: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    /// Extra space after every character, in points (`.tracking`/`.kerning`).
    public var tracking: CGFloat = 0
    /// Extra space between lines, in points (`.lineSpacing`).
    public var lineSpacing: CGFloat = 0
    public var truncationMode: Text.TruncationMode = .tail
    public var alignment: TextAlignment = .leading
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Styled runs of a concatenated or Markdown text; empty when the whole string has `font` and no line
    /// through or under it.
    public var runs: [TextRun] = []

    public init(string: String, font: ResolvedFont) {
        self.string = string
        self.font = font
    }

    /// The distance between the baselines of two lines, in points.
    public var linePitch: CGFloat { font.metrics.lineHeight + font.metrics.leading + lineSpacing }

    /// The height of `lines` lines: the first line's ascent + descent, then one pitch per further line.
    public func height(lines: Int) -> CGFloat {
        lines <= 0 ? 0 : font.metrics.lineHeight + CGFloat(lines - 1) * linePitch
    }
}

/// A styled part of a concatenated text.
public struct TextRun: Hashable, Sendable {
    /// UTF-8 byte offsets into `ResolvedText.string`.
    public var bytes: Range<Int>
    public var font: ResolvedFont
    /// The run's own colour; nil for the text's.
    public var color: RGBA?
    /// Extra space after each character, in points.
    public var tracking: CGFloat
    /// Whether a line is drawn through the run (drawing only).
    public var isStrikethrough: Bool
    /// The strikethrough line's colour; nil for the run's.
    public var strikethroughColor: RGBA?
    /// Whether a line is drawn under the run (drawing only).
    public var isUnderline: Bool
    /// The underline's colour; nil for the run's.
    public var underlineColor: RGBA?
    /// Points the run's glyphs are raised above the baseline (`baselineOffset`; negative lowers them); drawing only.
    public var baselineOffset: CGFloat = 0

    public init(bytes: Range<Int>, font: ResolvedFont, color: RGBA?, tracking: CGFloat, isStrikethrough: Bool = false,
                strikethroughColor: RGBA? = nil, isUnderline: Bool = false, underlineColor: RGBA? = nil) {
        self.isUnderline = isUnderline
        self.underlineColor = underlineColor
        self.bytes = bytes
        self.font = font
        self.color = color
        self.tracking = tracking
        self.isStrikethrough = isStrikethrough
        self.strikethroughColor = strikethroughColor
    }
}

/// The size and baselines of a laid-out text, in points.
public struct TextMeasurement: Hashable, Sendable {
    public var size: CGSize
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    public var lastBaseline: CGFloat
    public var lineCount: Int
    /// Whether lines were dropped and the last one ends in an ellipsis.
    public var isTruncated: Bool

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int, isTruncated: Bool) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }

    /// Size, baselines and line count for `lines` lines of `text`, the widest `width` points wide.
    public init(text: ResolvedText, width: CGFloat, lines: Int, isTruncated: Bool) {
        let ascent = text.font.metrics.ascent
        self.init(size: CGSize(width: width, height: text.height(lines: lines)), firstBaseline: ascent,
                  lastBaseline: ascent + CGFloat(max(lines - 1, 0)) * text.linePitch, lineCount: lines,
                  isTruncated: isTruncated)
    }
}

/// Measures text; the layout core never touches fonts itself.
///
/// Contract (SwiftUI's fitting strategy, docs/BEHAVIOUR.md §Text):
/// - `width == nil`: no wrapping; one line per paragraph.
/// - `width > 0`: break at word boundaries; a word wider than `width` is broken between characters.
/// - `width == 0`: every word on its own line, so the width is the longest unbreakable word (seed 003).
/// - `maxLines`: keep at most that many lines; if text was dropped, the last line ends in "…" according to
///   `truncationMode`.
/// - Height and baselines follow `ResolvedText.height(lines:)`, from the font's metrics (SF Pro proportions),
///   so that heights match SwiftUI whatever font draws the glyphs.
public protocol TextMeasurer: AnyObject {
    func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) -> TextMeasurement

    /// Whether this measurer draws SF Symbols with glyphs. Without (the default), every `Image(systemName:)`
    /// is a placeholder of a typical symbol's size and no name is reported unknown.
    var drawsSymbols: Bool { get }

    /// The glyph that draws the SF Symbol `name` at a font weight (100…900), or nil when the measurer has none
    /// for that name (it is then drawn as a placeholder and reported, docs/BEHAVIOUR.md §12).
    func symbolGlyph(named name: String, weight: Int) -> SymbolGlyph?
}

extension TextMeasurer {
    public var drawsSymbols: Bool { false }
    public func symbolGlyph(named name: String, weight: Int) -> SymbolGlyph? { nil }
}

/// An SF Symbol's glyph as a measurer draws it.
public struct SymbolGlyph: Hashable, Sendable {
    /// The drawn glyph's width and height for a symbol of one point, in points: a symbol of point size `p`
    /// is `p` times as large (its frame, docs/BEHAVIOUR.md §12).
    public var size: CGSize

    public init(size: CGSize) {
        self.size = size
    }
}

/// Vertical metrics of a font, in points.
public struct FontMetrics: Hashable, Sendable {
    public var ascent: CGFloat
    /// Positive distance below the baseline.
    public var descent: CGFloat
    public var capHeight: CGFloat
    /// Extra space between lines that text-style fonts carry (body: 22 − 20.29 pt).
    public var leading: CGFloat

    /// Ascent + descent: the height of a single line.
    public var lineHeight: CGFloat { ascent + descent }
}

extension ResolvedFont {
    /// SF Pro's vertical metrics (units per em 2048: ascender 1950, descender −494, cap height 1443; the
    /// same for every weight), so a 17 pt line is 20.287 pt tall as on iOS. `leading` comes from the text
    /// style's line height (Apple HIG), 0 for explicitly sized fonts.
    public var metrics: FontMetrics {
        FontMetrics(ascent: size * 1950 / 2048, descent: size * 494 / 2048, capHeight: size * 1443 / 2048,
                    leading: styleLeading)
    }
}
