import Foundation
import LayoutCore

/// What changed between two frame-tree dumps, view by view.
///
/// Views are paired by `IdentityMatching` (their `.id`, their `ForEach` element, then their structure), so
/// an inserted row reads as one insertion followed only by the views it really moved:
///
///     resized VStack: (0, 0) 100×100 → (0, 0) 100×120
///     inserted Text "swift" @"swift" at (0, 40) 100×20
///     moved Text "c" @"c": (0, 40) 100×20 → (0, 60) 100×20
///
/// `moved` when only the position changed, `resized` when the size did, `(reordered)` for a view its siblings
/// passed, `, proposal 320×nil → 300×nil` when its parent proposed something else; `removed …` for a view (and
/// what is inside it) present in the reference only. A view is named by the shortest end of its path that no
/// other view shares, e.g. `Text "Title"` or `HStack [2] › Text "Title"`; `[n]` (from 1) tells apart siblings
/// of the same name.
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
        public var reference: FrameDumpNode
        public var actual: FrameDumpNode
        /// Paired by identity out of its siblings' order.
        public var reordered = false
        /// `moved Text "Title": (100, 24) 120×20.29 → (94, 32) 120×20.29`.
        public var description: String {
            let resized = fields.contains { $0.field == "width" || $0.field == "height" }
            let moved = fields.contains { $0.field == "x" || $0.field == "y" }
            var text = resized ? "resized " : moved || reordered ? "moved " : ""
            text += label + (reordered ? " (reordered)" : "") + ":"
            if resized || moved { text += " " + Self.frame(reference) + " → " + Self.frame(actual) }
            if let proposal = fields.first(where: { $0.field == "proposal" }) {
                text += (resized || moved ? "," : "") + " " + proposal.description
            }
            return text
        }

        /// `(x, y) w×h`.
        static func frame(_ node: FrameDumpNode) -> String {
            "(\(FrameDumpNode.format(node.x)), \(FrameDumpNode.format(node.y))) "
                + "\(FrameDumpNode.format(node.width))×\(FrameDumpNode.format(node.height))"
        }
    }

    /// A view (and everything inside it) present on one side only.
    public struct Subtree: Equatable, Sendable {
        public var label: String
        public var node: FrameDumpNode
        /// Views inside it.
        public var descendants: Int
        /// `Text "New" at (0, 40) 50×20`, with `, with 3 views inside` for a container.
        public var description: String {
            var text = label + " at " + Change.frame(node)
            if descendants > 0 { text += ", with \(descendants) view\(descendants == 1 ? "" : "s") inside" }
            return text
        }
    }

    public enum Entry: Equatable, Sendable {
        case changed(Change)
        case inserted(Subtree)
        case removed(Subtree)
    }

    /// In the actual dump's order, each removed view where it stood among its siblings.
    public private(set) var entries: [Entry] = []

    public var changes: [Change] { entries.compactMap { if case .changed(let c) = $0 { c } else { nil } } }
    public var removed: [Subtree] { entries.compactMap { if case .removed(let s) = $0 { s } else { nil } } }
    public var inserted: [Subtree] { entries.compactMap { if case .inserted(let s) = $0 { s } else { nil } } }

    public var isEmpty: Bool { entries.isEmpty }

    /// For each entry (by position in `entries`) that changed, how many views inside it only moved with it
    /// (same shift, nothing else changed): `lines` folds those into its line.
    public private(set) var carried: [Int: Int] = [:]
    /// Positions in `entries` folded into an ancestor's line.
    public private(set) var folded: Set<Int> = []

    /// One line per entry; empty when the geometry is the same. Views that only moved along with a changed
    /// ancestor are counted on its line rather than listed.
    public var lines: [String] {
        entries.indices.filter { !folded.contains($0) }.map { i -> String in
            switch entries[i] {
            case .inserted(let subtree): return "inserted " + subtree.description
            case .removed(let subtree): return "removed " + subtree.description
            case .changed(let change):
                guard let k = carried[i] else { return change.description }
                return change.description + " (and \(k) view\(k == 1 ? "" : "s") inside, moved with it)"
            }
        }
    }

    /// Compares two dump texts.
    /// - Throws: `FrameDumpError` when either is not a frame dump.
    public init(reference: String, actual: String) throws {
        self.init(reference: try FrameDump(parsing: reference), actual: try FrameDump(parsing: actual))
    }

    public init(reference: FrameDump, actual: FrameDump) {
        let matching = IdentityMatching(reference: reference, actual: actual)
        let old = Sides(reference), new = Sides(actual)
        let labels = Labels(old: old, new: new, matching: matching)

        // Entries sort by (position in the actual dump, removed after it, reference position).
        var sorted: [((Int, Int, Int), Entry, Int?)] = [] // the last: the actual node of a change
        for index in actual.nodes.indices {
            let node = actual.nodes[index]
            guard let match = matching.referenceOf[index] else {
                if let parent = new.parents[index], matching.referenceOf[parent] == nil { continue } // inside an insertion
                sorted.append(((index, 0, 0), .inserted(Subtree(label: labels.actual[index], node: node,
                                                                 descendants: new.descendants(of: index))), nil))
                continue
            }
            let fields = Self.fieldChanges(reference.nodes[match], node)
            let reordered = matching.reordered.contains(index)
            guard !fields.isEmpty || reordered else { continue }
            sorted.append(((index, 0, 0), .changed(Change(label: labels.actual[index], fields: fields,
                                                          reference: reference.nodes[match], actual: node,
                                                          reordered: reordered)), index))
        }
        for index in reference.nodes.indices where matching.actualOf[index] == nil {
            let parent = old.parents[index]
            if let parent, matching.actualOf[parent] == nil { continue } // inside a removal
            // After the counterpart of the nearest earlier sibling still there (and its subtree), else first
            // in the parent's counterpart.
            let siblings = old.children(of: parent)
            let before = siblings[..<siblings.firstIndex(of: index)!].last { matching.actualOf[$0] != nil }
            let anchor = before.map { new.lastDescendant(of: matching.actualOf[$0]!) }
                ?? parent.map { matching.actualOf[$0]! } ?? -1
            sorted.append(((anchor, 1, index), .removed(Subtree(label: labels.reference[index], node: reference.nodes[index],
                                                                descendants: old.descendants(of: index))), nil))
        }
        sorted.sort { $0.0 < $1.0 }
        entries = sorted.map(\.1)

        // Parents come before their children, so a parent's entry is known first.
        var entryOf: [Int: Int] = [:], carrier: [Int: Int] = [:]
        for (position, item) in sorted.enumerated() {
            guard let index = item.2, case .changed(let change) = item.1 else { continue }
            entryOf[index] = position
            guard !change.reordered, change.fields.allSatisfy({ $0.field == "x" || $0.field == "y" }),
                  let parent = new.parents[index], let parentEntry = entryOf[parent],
                  case .changed(let parentChange) = entries[parentEntry] else { continue }
            let shift = (change.actual.x - change.reference.x, change.actual.y - change.reference.y)
            let parentShift = (parentChange.actual.x - parentChange.reference.x, parentChange.actual.y - parentChange.reference.y)
            // Dumps round to hundredths, so two shifts of one move can differ by one.
            guard abs(parentShift.0 - shift.0) < 0.0101, abs(parentShift.1 - shift.1) < 0.0101 else { continue }
            let root = carrier[parent] ?? parent
            carrier[index] = root
            folded.insert(position)
            carried[entryOf[root]!, default: 0] += 1
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

    /// One dump's parents and children.
    struct Sides {
        let dump: FrameDump
        let parents: [Int?]
        private var childLists: [Int: [Int]] = [:]

        /// Each node's step: its name, with `[n]` when siblings share it.
        private var step: [String] = []

        init(_ dump: FrameDump) {
            self.dump = dump
            parents = dump.parents
            for (index, parent) in parents.enumerated() { childLists[parent ?? -1, default: []].append(index) }
            let names = dump.nodes.indices.map(name)
            step = names
            for siblings in childLists.values {
                let groups = Dictionary(grouping: siblings, by: { names[$0] })
                for group in groups.values where group.count > 1 {
                    for (n, index) in group.enumerated() { step[index] = "\(names[index]) [\(n + 1)]" }
                }
            }
        }

        func children(of index: Int?) -> [Int] { childLists[index ?? -1] ?? [] }

        /// How many nodes lie inside node `index`.
        func descendants(of index: Int) -> Int { lastDescendant(of: index) - index }

        /// The last node of the subtree at `index` (itself when it has no children).
        func lastDescendant(of index: Int) -> Int {
            var next = index + 1
            while next < dump.nodes.count && dump.nodes[next].depth > dump.nodes[index].depth { next += 1 }
            return next - 1
        }

        /// What a view is called among its siblings: type, text, `.id`, and its `ForEach` element when it has
        /// neither text nor id.
        func name(_ index: Int) -> String {
            let node = dump.nodes[index]
            var name = node.type
            if let text = node.text { name += " " + FrameDumpNode.quote(text) }
            if let id = node.id { name += " #" + id } else if node.text == nil, let element = node.elementID {
                name += " @" + FrameDumpNode.quote(element)
            }
            return name
        }

        /// The steps from the root to `index`.
        func steps(_ index: Int) -> [String] {
            var chain: [String] = []
            var current: Int? = index
            while let node = current { chain.append(step[node]); current = parents[node] }
            return chain.reversed()
        }
    }

    /// For every view of either dump (a pair counts once), the shortest end of its path that no other view
    /// shares.
    struct Labels {
        var reference: [String] = []
        var actual: [String] = []

        init(old: Sides, new: Sides, matching: IdentityMatching) {
            let separator = " › "
            let newSteps = new.dump.nodes.indices.map(new.steps)
            let oldSteps = old.dump.nodes.indices.map { matching.actualOf[$0].map { newSteps[$0] } ?? old.steps($0) }
            let views = newSteps + old.dump.nodes.indices.filter { matching.actualOf[$0] == nil }.map { oldSteps[$0] }
            var counts: [String: Int] = [:]
            for steps in views {
                for length in 1...steps.count { counts[steps.suffix(length).joined(separator: separator), default: 0] += 1 }
            }
            func label(_ steps: [String]) -> String {
                let length = (1...steps.count).first { counts[steps.suffix($0).joined(separator: separator)] == 1 }
                return steps.suffix(length ?? steps.count).joined(separator: separator)
            }
            actual = newSteps.map(label)
            reference = oldSteps.map(label)
        }
    }
}
