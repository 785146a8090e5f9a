import Foundation

/// A deterministic text measurer for tests: every character (spaces included) advances
/// `advancePerEm × font size` points (its run's font in a concatenated text); lines break at spaces, and a
/// word wider than the width breaks between characters. Heights follow the same font metrics as the real
/// measurer.
public final class FixedAdvanceTextMeasurer: TextMeasurer {
    public let advancePerEm: CGFloat

    public init(advancePerEm: CGFloat = 0.5) { self.advancePerEm = advancePerEm }

    public func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) -> TextMeasurement {
        // One style and one paragraph of ASCII without a carriage return: every byte is a character (only CR LF
        // joins two ASCII scalars into one), so the characters are the bytes — no grapheme breaking.
        let utf8 = text.string.utf8
        let ascii = text.runs.isEmpty && !utf8.contains { $0 >= 0x80 || $0 == 10 || $0 == 13 }
        // The common case: one style and one line that fits.
        if text.runs.isEmpty, ascii || !utf8.contains(10) {
            let total = CGFloat(ascii ? utf8.count : text.string.count) * (advancePerEm * text.font.size + text.tracking)
            if width.map({ total <= $0 + 1e-9 }) ?? true {
                return TextMeasurement(text: text, width: total, lines: 1, isTruncated: false)
            }
        }
        let advances: [CGFloat]
        var lines: [[CGFloat]] = []
        if ascii {
            advances = Array(repeating: advancePerEm * text.font.size + text.tracking, count: utf8.count)
            lines = breakLines(Array(utf8), space: UInt8(ascii: " "), advances: advances, width: width)
        } else {
            advances = characterAdvances(text)
            var start = 0
            for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
                let count = paragraph.count
                lines += breakLines(Array(paragraph), space: " ", advances: Array(advances[start..<(start + count)]), width: width)
                start += count + 1
            }
        }
        var widths = lines.map { $0.reduce(0, +) }
        var truncated = false
        if let maxLines, lines.count > max(maxLines, 1) {
            // The last kept line holds the rest of the text and an ellipsis, cut to the width.
            let kept = max(maxLines, 1)
            let rest = lines[(kept - 1)...].joined().reduce(0, +) + advances.last.map { $0 * CGFloat(lines.count - kept + 1) }!
            widths = Array(widths.prefix(kept))
            widths[kept - 1] = min(rest, width ?? .infinity)
            truncated = true
        }
        return TextMeasurement(text: text, width: widths.max() ?? 0, lines: widths.count, isTruncated: truncated)
    }

    /// The advance of every character of the string, newlines included.
    private func characterAdvances(_ text: ResolvedText) -> [CGFloat] {
        let base = advancePerEm * text.font.size + text.tracking
        guard !text.runs.isEmpty else { return Array(repeating: base, count: text.string.count) }
        var result: [CGFloat] = []
        var offset = 0
        for ch in text.string {
            let run = text.runs.first { $0.bytes.contains(offset) }
            result.append(run.map { advancePerEm * $0.font.size + $0.tracking } ?? base)
            offset += String(ch).utf8.count
        }
        return result
    }

    /// Greedy breaking: whole words while they fit; an over-long word is cut at the width (at least one
    /// character a line); at width 0 each word stands alone. Returns each line's character advances.
    private func breakLines<C: Equatable>(_ chars: [C], space: C, advances: [CGFloat], width: CGFloat?) -> [[CGFloat]] {
        guard let width else { return [advances] }
        // Words as index ranges.
        var words: [Range<Int>] = []
        var i = 0
        while i < chars.count {
            if chars[i] == space { i += 1; continue }
            var j = i
            while j < chars.count && chars[j] != space { j += 1 }
            words.append(i..<j)
            i = j
        }
        guard !words.isEmpty else { return [[]] }
        func w(_ r: Range<Int>) -> CGFloat { advances[r].reduce(0, +) }
        var lines: [[CGFloat]] = []
        var current: Range<Int>?
        for word in words {
            if let c = current, width > 0, w(c.lowerBound..<word.upperBound) <= width + 1e-9 {
                current = c.lowerBound..<word.upperBound
                continue
            }
            if let c = current { lines.append(Array(advances[c])) }
            var rest = word
            // Cut a word wider than a positive width, at least one character a line.
            while width > 0, w(rest) > width + 1e-9, rest.count > 1 {
                var end = rest.lowerBound + 1
                while end < rest.upperBound, w(rest.lowerBound..<(end + 1)) <= width + 1e-9 { end += 1 }
                lines.append(Array(advances[rest.lowerBound..<end]))
                rest = end..<rest.upperBound
            }
            current = rest
        }
        if let c = current { lines.append(Array(advances[c])) }
        return lines
    }
}
