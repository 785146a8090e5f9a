import Foundation

/// A line-by-line difference of two texts (a longest common subsequence of their lines), written as a unified
/// diff without hunks: every line, ` ` kept, `-` only in the reference, `+` only in the actual text. For the
/// `diff.txt` attachment of a failing text snapshot (a frame dump, an SVG).
enum LineDiff {
    /// More lines than this on both sides together: the diff lists the reference's lines removed and the actual
    /// ones added, rather than spend quadratic time and memory on them.
    static let lineLimit = 4_000

    /// `--- name` / `+++ actual` and then every line with its mark; a final empty line (a text ending in a line
    /// break) is not a line.
    static func unified(reference: String, actual: String, name: String) -> String {
        let old = lines(reference), new = lines(actual)
        var out = ["--- reference \(name)", "+++ actual"]
        if old.count + new.count > lineLimit {
            out += old.map { "-" + $0 } + new.map { "+" + $0 }
            return out.joined(separator: "\n") + "\n"
        }
        // suffix[i][j]: the length of a longest common subsequence of old[i...] and new[j...].
        let width = new.count + 1
        var suffix = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                suffix[i * width + j] = old[i] == new[j] ? suffix[(i + 1) * width + j + 1] + 1
                    : max(suffix[(i + 1) * width + j], suffix[i * width + j + 1])
            }
        }
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                out.append(" " + old[i]); i += 1; j += 1
            } else if i < old.count, j == new.count || suffix[(i + 1) * width + j] >= suffix[i * width + j + 1] {
                out.append("-" + old[i]); i += 1   // removals before additions, as diff -u shows them
            } else {
                out.append("+" + new[j]); j += 1
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
