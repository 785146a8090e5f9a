import Foundation

/// "Did you mean …?" for misspelt names: the closest candidates by edit distance (case differences count
/// half), if they are close enough to be plausible typos. For the fixture language's messages and the device
/// names of previews and the command line. Not SwiftUI API.
public enum _Suggestions {
    /// The best candidate for `name`, or nil when none is close.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        closest(to: name, in: candidates, count: 1).first
    }

    /// Up to `count` candidates close to `name`, the closest first (ties in alphabetical order).
    public static func closest(to name: String, in candidates: some Sequence<String>, count: Int) -> [String] {
        var scored: [(name: String, cost: Int)] = []
        for candidate in Set(candidates) where candidate != name {
            let cost = distance(name, candidate)
            let shortest = min(name.count, candidate.count)
            let limit = (shortest <= 3 ? 1 : max(2, shortest / 3)) * 2
            guard cost <= limit else { continue }
            scored.append((candidate, cost))
        }
        return scored.sorted { ($0.cost, $0.name) < ($1.cost, $1.name) }.prefix(count).map(\.name)
    }

    /// `"; did you mean 'padding'?"`, or an empty string.
    public static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance in half-steps: a substitution that only changes case costs 1, every other edit 2.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count * 2 }
        if b.isEmpty { return a.count * 2 }
        var previous = Array(stride(from: 0, through: b.count * 2, by: 2))
        var current = previous
        for i in 1...a.count {
            current[0] = i * 2
            for j in 1...b.count {
                let substitution: Int
                if a[i - 1] == b[j - 1] {
                    substitution = 0
                } else if a[i - 1].lowercased() == b[j - 1].lowercased() {
                    substitution = 1
                } else {
                    substitution = 2
                }
                current[j] = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
