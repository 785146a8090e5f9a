import Foundation

/// A deterministic text measurer for tests: every character (spaces included) advances
/// `advancePerEm × font size` points; lines break at spaces, and a word wider than the width breaks between
/// characters. Heights follow the same font metrics as the real measurer.
public final class FixedAdvanceTextMeasurer: TextMeasurer {
    public let advancePerEm: CGFloat

    public init(advancePerEm: CGFloat = 0.5) { self.advancePerEm = advancePerEm }

    public func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) -> TextMeasurement {
        let advance = advancePerEm * text.font.size + text.tracking
        var lines: [Int] = [] // characters per line
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += breakLines(Array(paragraph), advance: advance, width: width)
        }
        var widths = lines.map { CGFloat($0) * advance }
        var truncated = false
        if let maxLines, lines.count > max(maxLines, 1) {
            // The last kept line holds the rest of the text and an ellipsis, cut to the width.
            let kept = max(maxLines, 1)
            let rest = lines[(kept - 1)...].reduce(0, +) + (lines.count - kept) + 1
            widths = Array(widths.prefix(kept))
            widths[kept - 1] = min(CGFloat(rest) * advance, width ?? .infinity)
            truncated = true
        }
        return TextMeasurement(text: text, width: widths.max() ?? 0, lines: widths.count, isTruncated: truncated)
    }

    /// Greedy breaking: whole words while they fit; an over-long word is cut at the width (at least one
    /// character a line); at width 0 each word stands alone.
    private func breakLines(_ chars: [Character], advance: CGFloat, width: CGFloat?) -> [Int] {
        let words = chars.split(separator: " ").map(\.count)
        guard let width else { return [chars.count] }
        guard !words.isEmpty else { return [0] }
        let capacity = width == 0 ? 0 : max(1, Int((width / advance + 1e-9).rounded(.down)))
        var lines: [Int] = []
        var current = 0
        for word in words {
            if current > 0 && current + 1 + word <= capacity {
                current += 1 + word
                continue
            }
            if current > 0 { lines.append(current) }
            var rest = word
            while capacity > 0 && rest > capacity {
                lines.append(capacity)
                rest -= capacity
            }
            current = rest
        }
        lines.append(current)
        return lines
    }
}
