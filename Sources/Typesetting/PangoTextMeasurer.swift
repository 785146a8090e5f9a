import CGraphics
import Foundation
import LayoutCore

/// Measures and draws text with Pango on cairo's FreeType back end, with pinned fonts (Inter for SF Pro,
/// DejaVu Sans, Noto Sans CJK and Noto Color Emoji as fallbacks, DejaVu Sans Mono for the monospaced design),
/// and SF Symbols with the glyphs of two icon fonts; docs/TYPESETTING.md.
///
/// Widths come from Pango (Inter with SF Pro's tracking); heights and baselines come from
/// `TextMeasurement(text:width:lines:isTruncated:)`, i.e. SF Pro's vertical metrics and the text style's
/// leading, so that heights match SwiftUI whatever font draws the glyphs.
///
/// Not thread-safe: one measurer is used from one thread at a time (it shares one Pango context and a
/// measurement cache). Use one measurer per thread to measure in parallel.
public final class PangoTextMeasurer: TextMeasurer {
    private struct Key: Hashable {
        let text: ResolvedText
        let width: CGFloat?
        let maxLines: Int?
    }

    private let session: PangoSession
    private let symbols: SymbolFonts
    private var cache: [Key: TextMeasurement] = [:]
    static let cacheLimit = 8_192

    /// When measuring and drawing stop (`--timeout`): past it, a text is measured as far as it got (and
    /// not cached); the layout that asked stops on its own deadline. nil: no limit.
    public var deadline: Deadline?

    /// Loads the pinned fonts; throws `TypesettingError.missingFontFile` naming the first file not found.
    public init() throws {
        session = try PangoSession()
        symbols = SymbolFonts()
    }

    /// SF Symbols are drawn with the glyphs `SFSymbols.tsv` maps them to.
    public var drawsSymbols: Bool { true }

    /// The mapped glyph of the SF Symbol `name`, or nil when `SFSymbols.tsv` does not list it: its exact
    /// outline bounds over the icon font's em per point (`SymbolFonts.emPerPoint`), thickened at weights
    /// above regular (`SymbolWeight`).
    public func symbolGlyph(named name: String, weight: Int) -> SymbolGlyph? {
        guard let glyph = symbols.glyph(named: name) else { return nil }
        let thickening = SymbolWeight.thickening(forWeight: weight)
        return SymbolGlyph(size: CGSize(width: glyph.bounds.width * SymbolFonts.emPerPoint + thickening,
                                        height: glyph.bounds.height * SymbolFonts.emPerPoint + thickening))
    }

    /// Draws `symbol`'s glyph so that its bounds (thickened as measured) fill `frame` (points) in cairo
    /// context `cr`; nothing when its name has no glyph.
    public func draw(_ symbol: SymbolDrawing, in frame: CGRect, on cr: OpaquePointer) {
        guard let glyph = symbols.glyph(named: symbol.name) else { return }
        let thickening = SymbolWeight.thickening(forWeight: symbol.weight) / SymbolFonts.emPerPoint
        symbols.draw(glyph, thickening: thickening, color: symbol.color, in: frame, on: cr)
    }

    /// The size, baselines and line count of `text` wrapped at `width` points (nil: no wrapping) and limited to
    /// `maxLines` lines, following the `TextMeasurer` contract. Answers are cached (up to 8,192, then the cache starts over).
    public func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) -> TextMeasurement {
        let key = Key(text: text, width: width, maxLines: maxLines)
        if let cached = cache[key] { return cached }
        let typeset = typeset(text, width: width, maxLines: maxLines)
        var lineWidth = typeset.width
        // A line that is only an ellipsis can still be wider than a tiny width; the contract never reports
        // more than the width for truncated text.
        if typeset.isTruncated, let width { lineWidth = min(lineWidth, width) }
        let measurement = TextMeasurement(text: text, width: lineWidth, lines: typeset.lines.count,
                                          isTruncated: typeset.isTruncated)
        // Bounded, so a process that measures millions of strings (check over thousands of fixtures)
        // keeps flat memory; a layout pass asks far fewer than this.
        guard !typeset.stopped else { return measurement }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = measurement
        return measurement
    }

    /// Draws `drawing` exactly as measured, its first line's top at `origin` (points) in cairo context `cr`,
    /// lines aligned per `drawing.text.alignment` inside `frameWidth` points.
    ///
    /// Line k's baseline is at `origin.y + ascent + k × text.linePitch` (SF Pro metrics, as measured).
    /// Alignment: `.leading` is the right edge when the layout direction is right-to-left or the paragraph's
    /// base direction (Pango's automatic direction: its first strong character) is right-to-left, else the
    /// left edge; `.trailing` is the other edge; `.center` centres each line.
    public func draw(_ drawing: TextDrawing, at origin: CGPoint, frameWidth: CGFloat, in cr: OpaquePointer) {
        draw(drawing.text, width: drawing.width, maxLines: drawing.maxLines, color: drawing.color, at: origin,
             frameWidth: frameWidth, in: cr)
    }

    /// Draws `text` wrapped at `width` points (nil: no wrapping) and limited to `maxLines`, as `measure`
    /// laid it out; see `draw(_:at:frameWidth:in:)`.
    public func draw(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, color: RGBA, at origin: CGPoint,
                     frameWidth: CGFloat, in cr: OpaquePointer) {
        let typeset = typeset(text, width: width, maxLines: maxLines)
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        for (k, line) in typeset.lines.enumerated() {
            let baseline = origin.y + text.font.metrics.ascent + CGFloat(k) * text.linePitch
            let x = origin.x + Self.offset(of: line, in: frameWidth, text: text)
            cairo_move_to(cr, Double(x - line.contentX), Double(baseline))
            pango_cairo_show_layout_line(cr, line.line)
        }
        cairo_restore(cr)
    }

    /// Sets the font options text is measured with (grey antialiasing, no hinting, unhinted metrics) on a
    /// cairo context, so every surface draws glyphs alike.
    public static func applyFontOptions(to cr: OpaquePointer) {
        PangoSession.applyFontOptions(to: cr)
    }

    /// Lays `text` out afresh (layouts are not cached; measurements are); `chunking` false lays long
    /// paragraphs out whole, for the tests that compare the two.
    func typeset(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, chunking: Bool = true) -> TypesetText {
        Typesetter(session: session, text: text, width: width, deadline: deadline, chunking: chunking).typeset(maxLines: maxLines)
    }

    /// How far from the frame's left edge a line starts, in points.
    static func offset(of line: TypesetLine, in frameWidth: CGFloat, text: ResolvedText) -> CGFloat {
        let free = frameWidth - line.width
        let leadingIsRight = text.layoutDirection == .rightToLeft || line.isRightToLeft
        switch text.alignment {
        case .leading: return leadingIsRight ? free : 0
        case .center: return free / 2
        case .trailing: return leadingIsRight ? 0 : free
        }
    }
}
