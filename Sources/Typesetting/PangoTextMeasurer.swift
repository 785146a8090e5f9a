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
/// measurement cache). Use one measurer per thread to measure in parallel; measurers on different threads
/// take turns inside cairo's font code (`FontEngineLock`).
public final class PangoTextMeasurer: TextMeasurer {
    /// One cached answer for a text: a layout asks each text at a few widths (0, ∞, its share).
    private struct Answer {
        let width: CGFloat?
        let maxLines: Int?
        let measurement: TextMeasurement
    }

    private let session: PangoSession
    private let symbols: SymbolFonts
    /// Answers by text, least recently used evicted first, bounded at `cacheBytes` of estimated memory; so a
    /// re-layout of a tree of up to about 100,000 distinct labels is answered from it (docs/PERFORMANCE.md).
    private var cache = LRUCache<ResolvedText, [Answer]>(capacity: PangoTextMeasurer.cacheBytes)
    static let cacheBytes = 64 << 20
    /// The most answers kept for one text (the oldest goes first): a text asked at ever new widths (a
    /// window resized step by step) does not grow its entry without bound.
    static let answersPerText = 8
    /// Recent paragraphs laid out unwrapped, shared by the widths they are measured and drawn at.
    private let naturalLayouts = NaturalLayouts()

    /// When measuring and drawing stop (`--timeout`): past it, a text is measured as far as it got (and
    /// not cached); the layout that asked stops on its own deadline. nil: no limit.
    public var deadline: Deadline?

    /// Loads the pinned fonts; throws `TypesettingError.missingFontFile` naming the first file not found.
    public init() throws {
        (session, symbols) = try FontEngineLock.held { (try PangoSession(), SymbolFonts()) }
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
        FontEngineLock.held { drawLocked(symbol, in: frame, on: cr) }
    }

    private func drawLocked(_ symbol: SymbolDrawing, in frame: CGRect, on cr: OpaquePointer) {
        guard let glyph = symbols.glyph(named: symbol.name) else { return }
        let thickening = SymbolWeight.thickening(forWeight: symbol.weight) / SymbolFonts.emPerPoint
        symbols.draw(glyph, thickening: thickening, color: symbol.color, in: frame, on: cr)
    }

    /// The size, baselines and line count of `text` wrapped at `width` points (nil: no wrapping) and limited to
    /// `maxLines` lines, following the `TextMeasurer` contract. Answers are cached (least recently used evicted first, `cacheBytes` at most).
    public func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) -> TextMeasurement {
        FontEngineLock.held { measureLocked(text, width: width, maxLines: maxLines) }
    }

    private func measureLocked(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) -> TextMeasurement {
        var answers = cache.value(for: text) ?? []
        if let hit = answers.first(where: { $0.width == width && $0.maxLines == maxLines }) { return hit.measurement }
        let typeset = typeset(text, width: width, maxLines: maxLines)
        var lineWidth = typeset.width
        // A line that is only an ellipsis can still be wider than a tiny width; the contract never reports
        // more than the width for truncated text.
        if typeset.isTruncated, let width { lineWidth = min(lineWidth, width) }
        let measurement = TextMeasurement(text: text, width: lineWidth, lines: typeset.lines.count,
                                          isTruncated: typeset.isTruncated)
        // Bounded, so a process that measures millions of strings (check over thousands of fixtures)
        // keeps its memory bounded.
        guard !typeset.stopped else { return measurement }
        if answers.count >= Self.answersPerText { answers.removeFirst() }
        answers.append(Answer(width: width, maxLines: maxLines, measurement: measurement))
        cache.insert(answers, for: text, cost: Self.cost(of: text, answers: answers.count))
        return measurement
    }

    /// An estimate of the bytes one cache entry holds: the text twice (the dictionary's key and the slot's),
    /// its heap storage (strings over 15 UTF-8 bytes, the runs), the slot, the answers' array and the
    /// dictionary's spare room (it grows at three-quarters full).
    static func cost(of text: ResolvedText, answers: Int) -> Int {
        let key = MemoryLayout<ResolvedText>.stride
        let string = text.string.utf8.count > 15 ? 32 + text.string.utf8.count : 0
        let runs = text.runs.isEmpty ? 0 : 32 + text.runs.count * MemoryLayout<TextRun>.stride
        let slot = key + MemoryLayout<[Answer]>.stride + 24
        return (key + 4) * 4 / 3 + slot + string + runs + 32 + answers * MemoryLayout<Answer>.stride
    }

    /// Draws `drawing` exactly as measured, its first line's top at `origin` (points) in cairo context `cr`,
    /// lines aligned per `drawing.text.alignment` inside `frameWidth` points.
    ///
    /// Line k's baseline is at `origin.y + ascent + k × text.linePitch` (SF Pro metrics, as measured).
    /// Alignment: `.leading` is the right edge when the layout direction is right-to-left or the paragraph's
    /// base direction (Pango's automatic direction: its first strong character) is right-to-left, else the
    /// left edge; `.trailing` is the other edge; `.center` centres each line.
    ///
    /// Glyphs of runs without a colour of their own are drawn with the context's current source, which the
    /// caller sets (a colour or a gradient: `drawing.paint`).
    public func draw(_ drawing: TextDrawing, at origin: CGPoint, frameWidth: CGFloat, in cr: OpaquePointer) {
        draw(drawing.text, width: drawing.width, maxLines: drawing.maxLines, color: nil, at: origin,
             frameWidth: frameWidth, in: cr)
    }

    /// Draws `text` wrapped at `width` points (nil: no wrapping) and limited to `maxLines`, as `measure`
    /// laid it out, in `color` (nil: the context's current source); see `draw(_:at:frameWidth:in:)`.
    public func draw(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, color: RGBA?, at origin: CGPoint,
                     frameWidth: CGFloat, in cr: OpaquePointer) {
        FontEngineLock.held {
            drawLocked(text, width: width, maxLines: maxLines, color: color, at: origin, frameWidth: frameWidth, in: cr)
        }
    }

    private func drawLocked(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, color: RGBA?, at origin: CGPoint,
                            frameWidth: CGFloat, in cr: OpaquePointer) {
        let typeset = typeset(text, width: width, maxLines: maxLines)
        cairo_save(cr)
        if let color { cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha) }
        for (k, line) in typeset.lines.enumerated() {
            let baseline = origin.y + text.font.metrics.ascent + CGFloat(k) * text.linePitch
            let x = origin.x + Self.offset(of: line, in: frameWidth, text: text)
            cairo_move_to(cr, Double(x - line.contentX), Double(baseline))
            pango_cairo_show_layout_line(cr, line.line)
        }
        cairo_restore(cr)
    }

    /// Boxes holding the glyphs of the UTF-8 byte range `bytes` of `drawing`'s text, as `draw` places them
    /// (points): per line, each stretch of the range along it (a bidirectional line may split one), from the
    /// line's ascent to its descent. A run painted on its own (a gradient run of `Text + Text`) is drawn
    /// clipped to these.
    public func glyphBoxes(_ drawing: TextDrawing, bytes: Range<Int>, at origin: CGPoint, frameWidth: CGFloat) -> [CGRect] {
        FontEngineLock.held { glyphBoxesLocked(drawing, bytes: bytes, at: origin, frameWidth: frameWidth) }
    }

    private func glyphBoxesLocked(_ drawing: TextDrawing, bytes: Range<Int>, at origin: CGPoint, frameWidth: CGFloat) -> [CGRect] {
        let text = drawing.text
        let typeset = typeset(text, width: drawing.width, maxLines: drawing.maxLines)
        let m = text.font.metrics
        var boxes: [CGRect] = []
        for (k, line) in typeset.lines.enumerated() {
            let start = Int(line.line.pointee.start_index), length = Int(line.line.pointee.length)
            let lineStart = line.layout.offset + start
            let lower = max(bytes.lowerBound, lineStart) - line.layout.offset
            let upper = min(bytes.upperBound, lineStart + length) - line.layout.offset
            guard lower < upper else { continue }
            // x ranges are in the layout's coordinates; the line is drawn from its own origin.
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line.line, nil, &logical)
            let whole = Self.xRanges(line.line, Int32(start), Int32(start + length))
            let shift = (whole.map(\.lowerBound).min() ?? 0) - CGFloat(logical.x) / CGFloat(PANGO_SCALE)
            let baseline = origin.y + m.ascent + CGFloat(k) * text.linePitch
            let x = origin.x + Self.offset(of: line, in: frameWidth, text: text) - line.contentX
            for range in Self.xRanges(line.line, Int32(lower), Int32(upper)) {
                boxes.append(CGRect(x: x + range.lowerBound - shift, y: baseline - m.ascent,
                                    width: range.upperBound - range.lowerBound, height: m.ascent + m.descent))
            }
        }
        return boxes
    }

    /// The x ranges (points) a line's byte range covers.
    private static func xRanges(_ line: UnsafeMutablePointer<PangoLayoutLine>, _ start: Int32, _ end: Int32) -> [ClosedRange<CGFloat>] {
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, start, end, &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges else { return [] }
        return (0..<Int(count)).map { i in
            let a = CGFloat(ranges[2 * i]) / CGFloat(PANGO_SCALE), b = CGFloat(ranges[2 * i + 1]) / CGFloat(PANGO_SCALE)
            return min(a, b)...max(a, b)
        }
    }

    /// Sets the font options text is measured with (grey antialiasing, no hinting, unhinted metrics) on a
    /// cairo context, so every surface draws glyphs alike.
    public static func applyFontOptions(to cr: OpaquePointer) {
        PangoSession.applyFontOptions(to: cr)
    }

    /// Lays `text` out (measurements are cached, and so are recent paragraphs' unwrapped layouts, which every
    /// width they fit at shares: `NaturalLayouts`); `chunking` false lays long paragraphs out whole, for the
    /// tests that compare the two.
    func typeset(_ text: ResolvedText, width: CGFloat?, maxLines: Int?, chunking: Bool = true) -> TypesetText {
        Typesetter(session: session, text: text, width: width, deadline: deadline, chunking: chunking,
                   naturalLayouts: naturalLayouts).typeset(maxLines: maxLines)
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
