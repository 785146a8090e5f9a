import Foundation

/// Which view of a reference frame dump is which view of the actual one: an ordered tree matching, parent by
/// parent, as SwiftUI tells views apart.
///
/// Children of two matched parents are paired
/// 1. by **identity**: the explicit `.id(…)` (`#id`), else the `ForEach` element's (`@"…"`); siblings that share
///    one (a `ForEach` element making several views) are told apart by their order. The longest common
///    subsequence of the two identity sequences — with identities unique on each side, the longest increasing
///    run of the pairs' reference positions — is what stayed in order; a pair outside it was **reordered**.
/// 2. by **structure**, among the children left, where the two do not both have an identity (a reference
///    recorded before element identities were written has none): a longest common subsequence of whole
///    subtrees (every type and text inside alike), then, between those anchors, one of the views' own type
///    and text. So an inserted row shifts nothing it does not move, and a tree without identities whose views
///    only moved matches exactly as it did by position.
///
/// What is left on one side is inserted or removed, with everything inside it.
struct IdentityMatching {
    /// For each node of the actual dump, its reference node; nil for an inserted one.
    private(set) var referenceOf: [Int?]
    /// For each node of the reference, its actual node; nil for a removed one.
    private(set) var actualOf: [Int?]
    /// Actual nodes paired by identity out of their siblings' order.
    private(set) var reordered: Set<Int> = []

    /// Above this many cells a structural LCS pairs equal views in order instead (a list of thousands of
    /// rows): quadratic time is not worth it there.
    static let lcsCellLimit = 4_000_000

    init(reference: FrameDump, actual: FrameDump) {
        let old = Tree(reference), new = Tree(actual)
        referenceOf = Array(repeating: nil, count: actual.nodes.count)
        actualOf = Array(repeating: nil, count: reference.nodes.count)
        // -1 is the parent of the top-level lines on both sides.
        var pending: [(Int, Int)] = [(-1, -1)]
        while let (a, b) = pending.popLast() {
            for (x, y) in pairChildren(old.children(of: a), new.children(of: b), old, new) {
                actualOf[x] = y
                referenceOf[y] = x
                pending.append((x, y))
            }
        }
    }

    /// The pairs among two parents' children.
    private mutating func pairChildren(_ a: [Int], _ b: [Int], _ old: Tree, _ new: Tree) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        var takenA = Set<Int>(), takenB = Set<Int>()

        // 1. Identity.
        let keysA = old.identityKeys(a), keysB = new.identityKeys(b)
        var positionInA: [IdentityKey: Int] = [:]
        for (i, key) in keysA.enumerated() { if let key { positionInA[key] = i } }
        var byIdentity: [(i: Int, j: Int)] = []
        for (j, key) in keysB.enumerated() {
            if let key, let i = positionInA[key] { byIdentity.append((i, j)) }
        }
        let inOrder = Self.longestIncreasing(byIdentity.map(\.i))
        for (k, pair) in byIdentity.enumerated() {
            pairs.append((a[pair.i], b[pair.j]))
            takenA.insert(pair.i)
            takenB.insert(pair.j)
            if !inOrder.contains(k) { reordered.insert(b[pair.j]) }
        }

        // 2. Structure, among the rest.
        let restA = a.indices.filter { !takenA.contains($0) }, restB = b.indices.filter { !takenB.contains($0) }
        func pairable(_ i: Int, _ j: Int) -> Bool { keysA[i] == nil || keysB[j] == nil }
        let anchors = Self.lcs(restA, restB) { i, j in
            pairable(i, j) && old.signature[a[i]] == new.signature[b[j]]
        }
        var previous = (restA.startIndex - 1, restB.startIndex - 1)
        for anchor in anchors + [(restA.endIndex, restB.endIndex)] {
            let gapA = Array(restA[(previous.0 + 1)..<anchor.0]), gapB = Array(restB[(previous.1 + 1)..<anchor.1])
            for (p, q) in Self.lcs(gapA, gapB, { i, j in pairable(i, j) && old.head[a[i]] == new.head[b[j]] }) {
                pairs.append((a[gapA[p]], b[gapB[q]]))
            }
            if anchor.0 < restA.endIndex { pairs.append((a[restA[anchor.0]], b[restB[anchor.1]])) }
            previous = anchor
        }
        return pairs
    }

    /// Positions (in `x` and `y`) of a longest common subsequence under `equal`, in order. Common ends are
    /// taken first; past `lcsCellLimit` cells equal elements are paired greedily in order.
    static func lcs(_ x: [Int], _ y: [Int], _ equal: (Int, Int) -> Bool) -> [(Int, Int)] {
        var start = 0
        while start < x.count, start < y.count, equal(x[start], y[start]) { start += 1 }
        var endX = x.count, endY = y.count
        while endX > start, endY > start, equal(x[endX - 1], y[endY - 1]) { endX -= 1; endY -= 1 }
        var pairs = (0..<start).map { ($0, $0) }
        let m = endX - start, n = endY - start
        if m > 0, n > 0 {
            if m * n > lcsCellLimit {
                var j = start
                for i in start..<endX {
                    guard let found = (j..<endY).first(where: { equal(x[i], y[$0]) }) else { continue }
                    pairs.append((i, found))
                    j = found + 1
                }
            } else {
                // length[i][j]: the LCS of x[start + i...] and y[start + j...].
                var length = Array(repeating: Array(repeating: 0, count: n + 1), count: m + 1)
                for i in stride(from: m - 1, through: 0, by: -1) {
                    for j in stride(from: n - 1, through: 0, by: -1) {
                        length[i][j] = equal(x[start + i], y[start + j])
                            ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
                    }
                }
                var i = 0, j = 0
                while i < m, j < n {
                    if equal(x[start + i], y[start + j]) {
                        pairs.append((start + i, start + j))
                        i += 1
                        j += 1
                    } else if length[i + 1][j] >= length[i][j + 1] {
                        i += 1
                    } else {
                        j += 1
                    }
                }
            }
        }
        pairs += (0..<(x.count - endX)).map { (endX + $0, endY + $0) }
        return pairs
    }

    /// The indices into `values` of one longest strictly increasing subsequence (patience sorting).
    static func longestIncreasing(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = [] // index into values of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (k, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[k] = tails[low - 1] }
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var run = Set<Int>()
        var k = tails.last ?? -1
        while k >= 0 { run.insert(k); k = previous[k] }
        return run
    }

    /// An identity and which of the siblings sharing it this is.
    struct IdentityKey: Hashable {
        var explicit: Bool
        var value: String
        var ordinal: Int
    }

    /// A dump as a tree: children, each node's type and text, and a hash of its whole subtree.
    struct Tree {
        let dump: FrameDump
        private var childLists: [Int: [Int]] = [:]
        /// Type and text: what structure compares a view by.
        private(set) var head: [String] = []
        /// The heads of the subtree, in order and nesting (identities and geometry left out).
        private(set) var signature: [Int] = []

        init(_ dump: FrameDump) {
            self.dump = dump
            for (index, parent) in dump.parents.enumerated() { childLists[parent ?? -1, default: []].append(index) }
            head = dump.nodes.map { node in node.type + (node.text.map { " " + FrameDumpNode.quote($0) } ?? "") }
            signature = Array(repeating: 0, count: dump.nodes.count)
            // Children come after their parent in a dump: hash from the end.
            for index in dump.nodes.indices.reversed() {
                var hasher = Hasher()
                hasher.combine(head[index])
                for child in children(of: index) { hasher.combine(signature[child]) }
                signature[index] = hasher.finalize()
            }
        }

        func children(of index: Int) -> [Int] { childLists[index] ?? [] }

        func identityKeys(_ siblings: [Int]) -> [IdentityKey?] {
            var seen: [IdentityKey: Int] = [:]
            return siblings.map { index in
                let node = dump.nodes[index]
                guard let value = node.id ?? node.elementID else { return nil }
                var key = IdentityKey(explicit: node.id != nil, value: value, ordinal: 0)
                let ordinal = seen[key, default: 0]
                seen[key] = ordinal + 1
                key.ordinal = ordinal
                return key
            }
        }
    }
}
