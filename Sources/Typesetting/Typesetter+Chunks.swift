import CGraphics
import Foundation
import LayoutCore

/// Long paragraphs that wrap, laid out a chunk at a time.
///
/// Pango breaks a paragraph line by line, shaping what is left of it again for every line: a paragraph of
/// n characters in lines of k costs about n²/k glyphs shaped (20,000 characters of one word at 30 pt: 64 s).
/// Greedy breaking only looks at a line and the character after it, so a paragraph can be laid out in
/// pieces: lay out the next few hundred characters, keep every line but the last (which the piece's end may
/// have cut), and start the next piece where that last line started. Each piece costs the same, so the
/// paragraph costs time in proportion to its length. Short paragraphs (the common case) and ones that fit
/// on a line are laid out whole, as before.
extension Typesetter {
    /// Paragraphs of more UTF-8 bytes than this are laid out in chunks when they wrap.
    static let chunkThreshold = 1_000
    /// Unicode scalars in the first chunk; a chunk that makes fewer than `targetLines` lines doubles the next.
    static let firstChunk = 256
    static let targetLines = 8
    static let largestChunk = 16_384

    struct ChunkedLines {
        var lines: [TypesetLine] = []
        var unknownGlyphs = 0
        /// The paragraph's resolved direction (its first strong character, else the environment's).
        var rightToLeft = false
        var stopped = false
    }

    /// The lines of `paragraph` wrapped at `width`, at most `limit` of them (the line limit plus one, to
    /// know whether it cuts the paragraph); nil when the paragraph is short or fits on one line, for
    /// `typeset` to lay it out whole.
    func chunkedLines(_ paragraph: String, offset: Int, upTo limit: Int) -> ChunkedLines? {
        guard chunking, let width, paragraph.utf8.count > Self.chunkThreshold else { return nil }
        let whole = makeLayout(paragraph, offset: offset, wrapping: false)
        var natural = PangoRectangle()
        pango_layout_get_extents(whole.pointer, nil, &natural)
        guard natural.width > Self.units(wrapWidth: width), let first = pango_layout_get_line_readonly(whole.pointer, 0) else {
            return nil
        }
        var result = ChunkedLines()
        result.rightToLeft = pango_layout_line_get_resolved_direction(first) == PANGO_DIRECTION_RTL
        session.setBaseDirection(rightToLeft: result.rightToLeft)
        defer { session.setBaseDirection(rightToLeft: text.layoutDirection == .rightToLeft) }

        let scalars = paragraph.unicodeScalars
        var start = scalars.startIndex
        var size = Self.firstChunk
        while start < scalars.endIndex, result.lines.count < limit {
            if deadline?.hasPassed == true {
                result.stopped = true
                break
            }
            let end = scalars.index(start, offsetBy: size, limitedBy: scalars.endIndex) ?? scalars.endIndex
            let startByte = paragraph.utf8.distance(from: paragraph.startIndex, to: start)
            let layout = makeLayout(String(scalars[start..<end]), offset: offset + startByte, autoDirection: false,
                                    isCut: end != scalars.endIndex)
            let lines = lines(of: layout)
            if end == scalars.endIndex {
                result.lines += lines
                result.unknownGlyphs += Self.unknownGlyphs(in: lines)
                break
            }
            guard lines.count >= 2, let last = lines.last else {
                // One line longer than the chunk: a longer chunk.
                size *= 2
                continue
            }
            if lines.count < Self.targetLines, size < Self.largestChunk { size *= 2 }
            // The chunk's last line may be cut short by the chunk's end: it is laid out again with what follows.
            let kept = lines.dropLast()
            result.lines += kept
            result.unknownGlyphs += Self.unknownGlyphs(in: Array(kept))
            start = paragraph.utf8.index(start, offsetBy: Int(last.line.pointee.start_index))
        }
        if result.lines.count > limit { result.lines.removeLast(result.lines.count - limit) }
        return result
    }

    /// Adds a chunked paragraph's lines to `result` under the line limit (`remaining` lines left), as
    /// `typeset` does for a paragraph laid out whole; true when the limit ended the text.
    func finish(_ chunked: ChunkedLines, of paragraph: String, at offset: Int, remaining: Int, isLast: Bool,
                into result: inout TypesetText) -> Bool {
        if chunked.lines.count > remaining {
            // The rest of the paragraph goes on the last kept line, ellipsized (what Pango's own line limit
            // does); one line of Pango, shaped once.
            result.lines += chunked.lines.prefix(remaining - 1)
            let cut = chunked.lines[remaining - 1]
            let byte = cut.layout.offset - offset + Int(cut.line.pointee.start_index)
            session.setBaseDirection(rightToLeft: chunked.rightToLeft)
            defer { session.setBaseDirection(rightToLeft: text.layoutDirection == .rightToLeft) }
            let string = String(decoding: paragraph.utf8.dropFirst(byte), as: UTF8.self)
            let rest = makeLayout(string, offset: offset + byte, wrapping: false, autoDirection: false)
            let width = width ?? 0
            // The width and wrap mode `makeLayout` starts from (its narrowing needs the lines it would make).
            pango_layout_set_width(rest.pointer, Self.units(wrapWidth: width) + LayoutAttributes.lineEndSpacing(for: string, text: text))
            pango_layout_set_wrap(rest.pointer, width <= 0 ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(rest.pointer, Self.ellipsizeMode(text.truncationMode))
            pango_layout_set_height(rest.pointer, -1)
            append(rest, to: &result)
            result.isTruncated = true
            return true
        }
        if chunked.lines.count == remaining, !isLast, let last = chunked.lines.last {
            // The limit falls at the end of this paragraph: later text is dropped, the last line ends in "…".
            result.lines += chunked.lines.dropLast()
            result.unknownGlyphs += chunked.unknownGlyphs
            let lastOffset = last.layout.offset + Int(last.line.pointee.start_index)
            append(makeEllipsizedLine(Self.lineText(last.line, in: last.layout) + "\u{2026}", offset: lastOffset), to: &result)
            result.isTruncated = true
            return true
        }
        result.lines += chunked.lines
        result.unknownGlyphs += chunked.unknownGlyphs
        return chunked.stopped
    }

    /// Glyphs of `lines` no font has (`PANGO_GLYPH_UNKNOWN_FLAG`), counted per line: chunks overlap, so
    /// their layouts' own counts would count the repeated lines twice.
    static func unknownGlyphs(in lines: [TypesetLine]) -> Int {
        var count = 0
        for line in lines {
            var node = line.line.pointee.runs
            while let current = node {
                let glyphs = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs.pointee
                for i in 0..<Int(glyphs.num_glyphs) where glyphs.glyphs[i].glyph & 0x1000_0000 != 0 { count += 1 }
                node = current.pointee.next
            }
        }
        return count
    }
}
