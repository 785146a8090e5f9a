import CGraphics
import Foundation
import LayoutCore

/// An owned reference to a `PangoLayout`.
final class LayoutHandle {
    let pointer: OpaquePointer
    /// UTF-8 offset of the layout's text within the whole text (for the runs of `Text + Text`).
    let offset: Int
    /// Kept in `NaturalLayouts` for other typesets of the same text: never changed.
    var isShared = false
    init(_ pointer: OpaquePointer, offset: Int) {
        self.pointer = pointer
        self.offset = offset
    }
    // Releasing a layout can release its fonts' faces (FontEngineLock).
    deinit { FontEngineLock.held { g_object_unref(UnsafeMutableRawPointer(pointer)) } }
}

/// One laid-out line, kept alive by its layout.
struct TypesetLine {
    let layout: LayoutHandle
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// The logical advance of the line in points, whitespace at a wrap point excluded.
    let width: CGFloat
    /// Where the counted part of the line starts relative to its drawing origin, in points.
    let contentX: CGFloat
    /// The base direction Pango resolved for the line's paragraph.
    let isRightToLeft: Bool
}

/// The lines of a text for one wrapping width and line limit.
struct TypesetText {
    var lines: [TypesetLine] = []
    var isTruncated = false
    /// Glyphs no pinned font has (drawn as boxes).
    var unknownGlyphs = 0

    /// The deadline passed before every line was made: what is here is not the whole text.
    var stopped = false

    /// The widest line's advance, in points.
    var width: CGFloat { lines.map(\.width).max() ?? 0 }
}

/// Breaks one text into lines with Pango, paragraph by paragraph (the `TextMeasurer` contract).
///
/// Each paragraph gets its own layout: Pango's line limit (`pango_layout_set_height(-n)`) counts lines
/// per paragraph, while `maxLines` counts them across the whole text. A long paragraph that wraps is laid
/// out in chunks (`Typesetter+Chunks.swift`), as Pango's own breaking is quadratic in a paragraph's length.
final class Typesetter {
    let session: PangoSession
    let text: ResolvedText
    let width: CGFloat?
    private let description: OpaquePointer
    /// When to stop: past it, typesetting ends with the lines made so far (`TypesetText.stopped`).
    let deadline: Deadline?
    /// Long paragraphs in chunks (false: whole, as the tests compare).
    let chunking: Bool
    /// Where a paragraph's unwrapped layout is shared with other typesets of the text; nil: made afresh.
    let naturalLayouts: NaturalLayouts?

    init(session: PangoSession, text: ResolvedText, width: CGFloat?, deadline: Deadline? = nil, chunking: Bool = true,
         naturalLayouts: NaturalLayouts? = nil) {
        self.session = session
        self.text = text
        self.width = width
        self.deadline = deadline
        self.chunking = chunking
        self.naturalLayouts = naturalLayouts
        description = FontSelection.makeDescription(for: text.font)
    }

    deinit { pango_font_description_free(description) }

    func typeset(maxLines: Int?) -> TypesetText {
        // A neutral paragraph (digits, punctuation) takes the environment's direction.
        session.setBaseDirection(rightToLeft: text.layoutDirection == .rightToLeft)
        let limit = maxLines.map { max($0, 1) } ?? Int.max
        let paragraphs = Self.paragraphs(of: text.string)
        var result = TypesetText()
        var paragraphOffset = 0
        for (index, paragraph) in paragraphs.enumerated() {
            defer { paragraphOffset += paragraph.utf8.count + 1 }
            if deadline?.hasPassed == true {
                result.stopped = true
                break
            }
            let remaining = limit - result.lines.count
            if let chunked = chunkedLines(paragraph, offset: paragraphOffset, upTo: remaining == Int.max ? remaining : remaining + 1) {
                if chunked.stopped { result.stopped = true }
                if finish(chunked, of: paragraph, at: paragraphOffset, remaining: remaining, isLast: index == paragraphs.count - 1,
                          into: &result) { break }
                continue
            }
            var layout = makeLayout(paragraph, offset: paragraphOffset, sharing: true)
            let count = Int(pango_layout_get_line_count(layout.pointer))
            if count > remaining, width != nil {
                // Pango merges the rest of the paragraph into the last kept line and ellipsizes it.
                if layout.isShared { layout = makeLayout(paragraph, offset: paragraphOffset) }
                pango_layout_set_ellipsize(layout.pointer, Self.ellipsizeMode(text.truncationMode))
                pango_layout_set_height(layout.pointer, -Int32(remaining))
                append(layout, to: &result)
                result.isTruncated = true
                break
            }
            if count > remaining || (count == remaining && index < paragraphs.count - 1) {
                // The limit falls at the end of this paragraph, or inside it without wrapping: later text
                // is dropped and the last kept line ends in an ellipsis.
                let kept = lines(of: layout).prefix(remaining)
                result.lines += kept.dropLast()
                result.unknownGlyphs += Int(pango_layout_get_unknown_glyphs_count(layout.pointer))
                let lastText = Self.lineText(kept.last!.line, in: layout)
                let lastOffset = paragraphOffset + Int(kept.last!.line.pointee.start_index)
                append(makeEllipsizedLine(lastText + "\u{2026}", offset: lastOffset), to: &result)
                result.isTruncated = true
                break
            }
            append(layout, to: &result)
        }
        return result
    }

    // MARK: Layouts

    /// `autoDirection` false: the paragraph's direction is the context's (a chunk of a paragraph whose first
    /// strong character lies in an earlier chunk). `isCut`: the text stops before its paragraph does (a
    /// chunk), so its last line, which is laid out again, does not narrow the others. `sharing`: a paragraph
    /// that fits unwrapped gets the layout shared through `naturalLayouts` (`isShared`, not to be changed), and
    /// one that wraps is measured unwrapped there.
    func makeLayout(_ paragraph: String, offset: Int, wrapping: Bool = true, autoDirection: Bool = true,
                    isCut: Bool = false, sharing: Bool = false) -> LayoutHandle {
        if sharing, let naturalLayouts, wrapping, autoDirection, !isCut {
            let natural = naturalLayouts.layout(of: text, offset: offset) { unwrappedLayout(paragraph, offset: offset) }
            guard let width else { return natural }
            var extents = PangoRectangle()
            pango_layout_get_extents(natural.pointer, nil, &extents)
            if extents.width <= Self.units(wrapWidth: width) { return natural }
            let layout = unwrappedLayout(paragraph, offset: offset)
            wrap(layout, paragraph, width: width, isCut: false)
            return layout
        }
        let layout = unwrappedLayout(paragraph, offset: offset, autoDirection: autoDirection)
        guard let width, wrapping else { return layout }
        // A paragraph that fits stays one line, so a measured width proposed back never wraps.
        var natural = PangoRectangle()
        pango_layout_get_extents(layout.pointer, nil, &natural)
        if natural.width <= Self.units(wrapWidth: width) { return layout }
        wrap(layout, paragraph, width: width, isCut: isCut)
        return layout
    }

    /// A new layout of `paragraph` with the text's font and attributes, not wrapped.
    private func unwrappedLayout(_ paragraph: String, offset: Int, autoDirection: Bool = true) -> LayoutHandle {
        let layout = LayoutHandle(pango_layout_new(session.context)!, offset: offset)
        if !autoDirection { pango_layout_set_auto_dir(layout.pointer, 0) }
        pango_layout_set_font_description(layout.pointer, description)
        pango_layout_set_text(layout.pointer, paragraph, -1)
        let attributes = LayoutAttributes.make(for: paragraph, at: offset, text: text)
        pango_layout_set_attributes(layout.pointer, attributes)
        pango_attr_list_unref(attributes)
        // Lines are positioned when drawn, so Pango's own alignment stays at its default.
        pango_layout_set_width(layout.pointer, -1)
        return layout
    }

    /// Wraps `layout` (unwrapped, wider than `width`) at `width` points.
    private func wrap(_ layout: LayoutHandle, _ paragraph: String, width: CGFloat, isCut: Bool) {
        let target = Self.units(wrapWidth: width)
        // Width 0 asks for the longest unbreakable word: break only between words (Pango then puts every
        // word on its own line). Any other width also breaks a word wider than the line.
        pango_layout_set_wrap(layout.pointer, width <= 0 ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR)
        // Pango fits a line before it trims the half letter spacing at its two ends, so a line can come out
        // up to one spacing wider than the width it was tested against: test against a corrected width.
        // Mixed scripts trim differently and a word broken inside a cursive script is shaped again, so
        // while a breakable line is still too wide, narrow the width in growing steps.
        var pangoWidth = target + LayoutAttributes.lineEndSpacing(for: paragraph, text: text)
        for attempt in 0..<6 {
            pango_layout_set_width(layout.pointer, max(0, pangoWidth))
            let excess = width <= 0 ? 0 : Self.excess(of: layout, over: target, ignoringLastLine: isCut)
            if excess <= 0 { break }
            pangoWidth -= max(excess, 64) << attempt
        }
    }

    /// How far, in Pango units, the widest breakable line (more than one character) exceeds `target`.
    private static func excess(of layout: LayoutHandle, over target: Int32, ignoringLastLine: Bool = false) -> Int32 {
        let all = lineList(of: layout)
        let count = Int32(all.count)
        var excess: Int32 = 0
        for (index, line) in zip(Int32(0)..., all) where !(ignoringLastLine && index == count - 1) {
            guard lineText(line, in: layout).count > 1 else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let hanging = index < count - 1 ? trailingWhitespaceWidth(of: line, in: layout) : 0
            excess = max(excess, logical.width - hanging - target)
        }
        return excess
    }

    /// A one-line layout of `string` that Pango shortens at the end if it is wider than the width.
    func makeEllipsizedLine(_ string: String, offset: Int) -> LayoutHandle {
        let layout = makeLayout(string, offset: offset)
        if width != nil {
            pango_layout_set_ellipsize(layout.pointer, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout.pointer, -1)
        }
        return layout
    }

    func append(_ layout: LayoutHandle, to result: inout TypesetText) {
        result.lines += lines(of: layout)
        result.unknownGlyphs += Int(pango_layout_get_unknown_glyphs_count(layout.pointer))
    }

    /// The layout's lines in order, walking Pango's list once (`pango_layout_get_line_readonly(i)` walks it
    /// from the start every time).
    static func lineList(of layout: LayoutHandle) -> [UnsafeMutablePointer<PangoLayoutLine>] {
        var result: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(layout.pointer)
        while let current = node {
            result.append(current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self))
            node = current.pointee.next
        }
        return result
    }

    func lines(of layout: LayoutHandle) -> [TypesetLine] {
        let all = Self.lineList(of: layout)
        let count = all.count
        return zip(0..., all).map { index, line in
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            let rtl = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
            var width = logical.width
            // Whitespace at a wrap point hangs outside the line. Pango zeroes only the last space; after
            // several, the words are measured again on their own (letter spacing makes subtraction inexact).
            if index < count - 1, Self.trailingWhitespaceWidth(of: line, in: layout) != 0 {
                width = naturalWidth(of: Self.lineText(line, in: layout), offset: layout.offset + Int(line.pointee.start_index))
            }
            // Trailing whitespace sits at the visual end of the paragraph direction: the left for RTL.
            let contentX = logical.x + (rtl ? logical.width - width : 0)
            return TypesetLine(layout: layout, line: line, width: FontSelection.points(width),
                               contentX: FontSelection.points(contentX), isRightToLeft: rtl)
        }
    }

    /// The one-line width of `string` in Pango units.
    private func naturalWidth(of string: String, offset: Int) -> Int32 {
        let layout = makeLayout(string, offset: offset, wrapping: false)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout.pointer, nil, &logical)
        return logical.width
    }

    // MARK: Helpers

    /// The characters of `line`, without the whitespace it ends with.
    static func lineText(_ line: UnsafeMutablePointer<PangoLayoutLine>, in layout: LayoutHandle) -> String {
        let text = pango_layout_get_text(layout.pointer)!
        let bytes = UnsafeRawBufferPointer(start: text + Int(line.pointee.start_index),
                                           count: Int(line.pointee.length))
        let string = String(decoding: bytes, as: UTF8.self)
        // Walked back by index, not `reversed().drop(while:).reversed()`, whose nested generic types cost six
        // conformance look-ups at a process's first text (docs/PERFORMANCE.md, "Start-up").
        var end = string.endIndex
        while end > string.startIndex {
            let before = string.index(before: end)
            guard string[before].isWhitespace else { break }
            end = before
        }
        return String(string[..<end])
    }

    /// The advance, in Pango units, of the whitespace `line` ends with.
    static func trailingWhitespaceWidth(of line: UnsafeMutablePointer<PangoLayoutLine>, in layout: LayoutHandle) -> Int32 {
        let start = Int(line.pointee.start_index)
        let whitespaceStart = start + lineText(line, in: layout).utf8.count
        guard whitespaceStart < start + Int(line.pointee.length) else { return 0 }
        var width: Int32 = 0
        var node = line.pointee.runs
        while let current = node {
            let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            let glyphs = run.glyphs.pointee
            let itemOffset = Int(run.item.pointee.offset)
            for i in 0..<Int(glyphs.num_glyphs) where itemOffset + Int(glyphs.log_clusters[i]) >= whitespaceStart {
                width += glyphs.glyphs[i].geometry.width
            }
            node = current.pointee.next
        }
        return width
    }

    /// Paragraphs as SwiftUI sees them: split at every newline character.
    static func paragraphs(of string: String) -> [String] {
        string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// The wrap width in Pango units. Rounding down with a little slack keeps a width that was itself
    /// measured (an exact multiple of 1/1024 pt) wide enough after floating-point arithmetic.
    static func units(wrapWidth width: CGFloat) -> Int32 {
        let units = (width * FontSelection.unitsPerPoint + 1e-3).rounded(.down)
        return Int32(min(max(units, 0), CGFloat(Int32.max / 2)))
    }

    static func ellipsizeMode(_ mode: Text.TruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .tail: return PANGO_ELLIPSIZE_END
        }
    }
}
