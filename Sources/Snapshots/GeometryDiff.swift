import Foundation
import LayoutCore

/// What changed between two frame-tree dumps, view by view.
///
/// Views are matched by their path from the root: at each level the view's type, text and id, and its index
/// among siblings with that same type, text and id. So a view keeps its identity when a sibling of another
/// kind is inserted before it, and a changed text or type reads as one view removed and another added.
///
/// Lines read like `Text "Title": width 120 → 132, y 24 → 32` (width, height, x, y, proposal: size first,
/// since a size change usually moves what follows), then `removed: …` and `added: …` for subtrees present
/// on one side only. A view is named by the shortest end of its path that no other view shares, e.g.
/// `Text "Title"` or `HStack [2] › Text "Title"`; `[n]` (from 1) tells apart siblings of the same name.
public struct GeometryDiff: Equatable, Sendable {
    /// One value that changed: `width 120 → 132`.
    public struct FieldChange: Equatable, Sendable, CustomStringConvertible {
        /// `width`, `height`, `x`, `y` or `proposal`.
        public var field: String
        public var reference: String
        public var actual: String
        public var description: String { "\(field) \(reference) → \(actual)" }
    }

    /// A view on both sides whose geometry changed.
    public struct Change: Equatable, Sendable, CustomStringConvertible {
        public var label: String
        public var fields: [FieldChange]
        /// `Text "Title": width 120 → 132, y 24 → 32`.
        public var description: String { label + ": " + fields.map(\.description).joined(separator: ", ") }
    }

    /// A view (and everything inside it) present on one side only.
    public struct Subtree: Equatable, Sendable {
        public var label: String
        public var node: FrameDumpNode
        /// Views inside it.
        public var descendants: Int
        /// `Text "New" (0, 40, 50, 20) ← 320×nil`, with `, with 3 views inside` for a container.
        public var description: String {
            var text = label + " " + node.geometry
            if descendants > 0 { text += ", with \(descendants) view\(descendants == 1 ? "" : "s") inside" }
            return text
        }
    }

    /// In the actual dump's order.
    public var changes: [Change] = []
    /// In the reference's order.
    public var removed: [Subtree] = []
    /// In the actual dump's order.
    public var added: [Subtree] = []

    public var isEmpty: Bool { changes.isEmpty && removed.isEmpty && added.isEmpty }

    /// For each change (by position in `changes`), how many views inside it only moved with it (same shift,
    /// nothing else changed): `lines` folds those into its line.
    public private(set) var carried: [Int: Int] = [:]
    /// Positions in `changes` folded into an ancestor's line.
    public private(set) var folded: Set<Int> = []

    /// One line per change, then `removed: …`, then `added: …`; empty when the geometry is the same. Views
    /// that only moved along with a changed ancestor are counted on its line rather than listed.
    public var lines: [String] {
        let changed = changes.indices.filter { !folded.contains($0) }.map { i -> String in
            guard let k = carried[i] else { return changes[i].description }
            return changes[i].description + " (and \(k) view\(k == 1 ? "" : "s") inside, moved with it)"
        }
        return changed + removed.map { "removed: " + $0.description } + added.map { "added: " + $0.description }
    }

    /// Compares two dump texts.
    /// - Throws: `FrameDumpError` when either is not a frame dump.
    public init(reference: String, actual: String) throws {
        self.init(reference: try FrameDump(parsing: reference), actual: try FrameDump(parsing: actual))
    }

    public init(reference: FrameDump, actual: FrameDump) {
        let old = Keyed(reference), new = Keyed(actual)
        let labels = Self.labels(old, new)
        let oldIndex = Dictionary(old.paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let newIndex = Dictionary(new.paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

        // Parents come before their children in a dump, so a parent's shift and change are known first.
        var shift: [Int: (Double, Double)] = [:], changeAt: [Int: Int] = [:], carrier: [Int: Int] = [:]
        for (index, path) in new.paths.enumerated() {
            let node = new.dump.nodes[index]
            guard let match = oldIndex[path] else {
                if let parent = new.parents[index], oldIndex[new.paths[parent]] == nil { continue } // inside an added subtree
                added.append(Subtree(label: labels[path]!, node: node, descendants: new.descendants(of: index)))
                continue
            }
            let was = old.dump.nodes[match]
            let moved = (node.x - was.x, node.y - was.y)
            shift[index] = moved
            let fields = Self.fieldChanges(was, node)
            guard !fields.isEmpty else { continue }
            changeAt[index] = changes.count
            if fields.allSatisfy({ $0.field == "x" || $0.field == "y" }), let parent = new.parents[index],
               let parentShift = shift[parent], changeAt[parent] != nil,
               abs(parentShift.0 - moved.0) < 0.005, abs(parentShift.1 - moved.1) < 0.005 {
                let root = carrier[parent] ?? parent
                carrier[index] = root
                folded.insert(changes.count)
                carried[changeAt[root]!, default: 0] += 1
            }
            changes.append(Change(label: labels[path]!, fields: fields))
        }
        for (index, path) in old.paths.enumerated() where newIndex[path] == nil {
            if let parent = old.parents[index], newIndex[old.paths[parent]] == nil { continue }
            removed.append(Subtree(label: labels[path]!, node: old.dump.nodes[index],
                                   descendants: old.descendants(of: index)))
        }
    }

    static func fieldChanges(_ a: FrameDumpNode, _ b: FrameDumpNode) -> [FieldChange] {
        var fields: [FieldChange] = []
        func compare(_ name: String, _ x: Double, _ y: Double) {
            let old = FrameDumpNode.format(x), new = FrameDumpNode.format(y)
            if old != new { fields.append(FieldChange(field: name, reference: old, actual: new)) }
        }
        compare("width", a.width, b.width)
        compare("height", a.height, b.height)
        compare("x", a.x, b.x)
        compare("y", a.y, b.y)
        let oldProposal = a.proposal.description, newProposal = b.proposal.description
        if oldProposal != newProposal {
            fields.append(FieldChange(field: "proposal", reference: oldProposal, actual: newProposal))
        }
        return fields
    }

    /// A dump with each node's matching path and display path.
    struct Keyed {
        let dump: FrameDump
        let parents: [Int?]
        /// Heads with sibling indices, joined: the identity used for matching.
        var paths: [String] = []
        /// Per node, the head and its index among same-head siblings.
        var steps: [(head: String, index: Int)] = []

        init(_ dump: FrameDump) {
            self.dump = dump
            parents = dump.parents
            var seen: [String: Int] = [:] // parent path + head → siblings met so far
            for (index, node) in dump.nodes.enumerated() {
                let parentPath = parents[index].map { paths[$0] } ?? ""
                let key = parentPath + "\u{1}" + node.head
                let position = seen[key, default: 0]
                seen[key] = position + 1
                steps.append((node.head, position))
                paths.append(parentPath + "\u{1}" + node.head + "\u{2}\(position)")
            }
        }

        /// How many nodes lie inside node `index`.
        func descendants(of index: Int) -> Int {
            var count = 0
            var next = index + 1
            while next < dump.nodes.count && dump.nodes[next].depth > dump.nodes[index].depth {
                count += 1
                next += 1
            }
            return count
        }

        /// How many siblings share each parent path + head.
        var groupSizes: [String: Int] {
            var sizes: [String: Int] = [:]
            for (index, step) in steps.enumerated() {
                let parentPath = parents[index].map { paths[$0] } ?? ""
                sizes[parentPath + "\u{1}" + step.head, default: 0] += 1
            }
            return sizes
        }

        /// The display steps of node `index` from the root, given the group sizes of both dumps.
        func display(_ index: Int, groups: [String: Int]) -> [String] {
            var chain: [Int] = []
            var current: Int? = index
            while let node = current { chain.append(node); current = parents[node] }
            return chain.reversed().map { node in
                let parentPath = parents[node].map { paths[$0] } ?? ""
                let step = steps[node]
                let many = groups[parentPath + "\u{1}" + step.head, default: 1] > 1
                return many ? "\(step.head) [\(step.index + 1)]" : step.head
            }
        }
    }

    /// For every path of either dump, the shortest end of its display path that no other path shares.
    static func labels(_ a: Keyed, _ b: Keyed) -> [String: String] {
        var groups = a.groupSizes
        for (key, size) in b.groupSizes { groups[key] = max(groups[key] ?? 0, size) }
        var displays: [String: [String]] = [:]
        for (index, path) in a.paths.enumerated() where displays[path] == nil {
            displays[path] = a.display(index, groups: groups)
        }
        for (index, path) in b.paths.enumerated() where displays[path] == nil {
            displays[path] = b.display(index, groups: groups)
        }
        let separator = " › "
        var counts: [String: Int] = [:]
        for steps in displays.values {
            for length in 1...steps.count {
                counts[steps.suffix(length).joined(separator: separator), default: 0] += 1
            }
        }
        var labels: [String: String] = [:]
        for (path, steps) in displays {
            let length = (1...steps.count).first { counts[steps.suffix($0).joined(separator: separator)] == 1 }
            labels[path] = steps.suffix(length ?? steps.count).joined(separator: separator)
        }
        return labels
    }
}
