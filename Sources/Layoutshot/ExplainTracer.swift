import Foundation

/// Records a layout pass for `layoutshot explain`: every `sizeThatFits` call in order with its nesting,
/// every placement, and per-view counts.
public final class ExplainTracer: LayoutTracer {
    /// One `sizeThatFits` call: who was asked, with what proposal, and what it answered.
    public struct Call: Sendable, Encodable {
        /// The view's number in the pass (`TraceNode.serial`), the same in `calls`, `placements` and `counts`.
        public let view: Int
        /// The view's type as the frame tree names it (`HStack`, `Text`, `padding`).
        public let type: String
        /// A text view's string; nil for other views.
        public let text: String?
        /// What the view was offered.
        public let proposal: ProposedViewSize
        /// What it answered (zero until the call returns).
        public var size: CGSize = .zero
        /// "computed" or "memo".
        public var source: String = ""
        /// How many calls were open when this one was made (0 for the root's).
        public let depth: Int
        /// "layout", "placement" or "root" (`TracePurpose`).
        public let purpose: String
        /// The container that asked (its view number); nil for the root.
        public let asker: Int?
        /// Calls made while answering this one.
        public var nested = 0

        enum CodingKeys: String, CodingKey { case view, type, text, proposal, size, source, depth, purpose, asker }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(view, forKey: .view)
            try c.encode(type, forKey: .type)
            try c.encodeIfPresent(text, forKey: .text)
            try c.encode(proposalArray(proposal), forKey: .proposal)
            try c.encode([jsonNumber(size.width), jsonNumber(size.height)], forKey: .size)
            try c.encode(source, forKey: .source)
            try c.encode(depth, forKey: .depth)
            try c.encode(purpose, forKey: .purpose)
            try c.encodeIfPresent(asker, forKey: .asker)
        }
    }

    /// One view placed: its frame in root coordinates and the proposal it was placed with.
    public struct Placement: Sendable, Encodable {
        /// The view's number in the pass, as in `Call.view`.
        public let view: Int
        /// The view's type, as in `Call.type`.
        public let type: String
        /// A text view's string; nil for other views.
        public let text: String?
        /// Where it went, in root coordinates (points).
        public let frame: CGRect
        /// The proposal its container placed it with.
        public let proposal: ProposedViewSize
        /// The container that placed it; nil for the root.
        public let parent: Int?

        enum CodingKeys: String, CodingKey { case view, type, text, frame, proposal, parent }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(view, forKey: .view)
            try c.encode(type, forKey: .type)
            try c.encodeIfPresent(text, forKey: .text)
            try c.encode([frame.minX, frame.minY, frame.width, frame.height].map(jsonNumber), forKey: .frame)
            try c.encode(proposalArray(proposal), forKey: .proposal)
            try c.encodeIfPresent(parent, forKey: .parent)
        }
    }

    /// Counts for one view.
    public struct ViewCount: Sendable, Encodable {
        /// The view's number in the pass, as in `Call.view`.
        public let view: Int
        /// The view's type, as in `Call.type`.
        public let type: String
        /// A text view's string; nil for other views.
        public let text: String?
        /// Calls a layout made (what "measured N×" counts).
        public var calls = 0
        /// Of `calls`, those the view answered by computing.
        public var computed = 0
        /// Of `calls`, those answered from the pass's memo (the same proposal asked again).
        public var memo = 0
        /// Calls the engine made to size the view for the placement its container chose.
        public var placementChecks = 0
        /// The `makeCache` calls of the view's layout (a container only).
        public var cachesMade = 0
    }

    /// Every `sizeThatFits` call, in the order they were made.
    public private(set) var calls: [Call] = []
    /// Every placement, in the order views were placed.
    public private(set) var placements: [Placement] = []
    /// Calls and placements in the order they happened (indices into `calls` / `placements`).
    public private(set) var log: [(isCall: Bool, index: Int)] = []
    /// The counts of each view, by its number (`viewCounts` in order).
    public private(set) var counts: [Int: ViewCount] = [:]
    /// The `makeCache` calls: before which entry of `log` each happened, the container, and how deep.
    public private(set) var cachesMade: [(logIndex: Int, view: Int, type: String, depth: Int)] = []
    private var open: [Int] = []

    /// An empty trace, to pass to a layout (`LayoutEngine.layout(_:proposal:measurer:environment:tracer:canvas:)`).
    public init() {}

    /// A trace recorded elsewhere (by a compiled fixture's program), already checked.
    init(calls: [Call], placements: [Placement], log: [(isCall: Bool, index: Int)], counts: [Int: ViewCount],
         cachesMade: [(logIndex: Int, view: Int, type: String, depth: Int)]) {
        self.calls = calls
        self.placements = placements
        self.log = log
        self.counts = counts
        self.cachesMade = cachesMade
    }

    /// Opens a call (nested in the one open, if any).
    public func willSizeThatFits(node: TraceNode, proposal: ProposedViewSize, purpose: TracePurpose, asker: TraceNode?) {
        if let parent = open.last { calls[parent].nested += 1 }
        open.append(calls.count)
        log.append((true, calls.count))
        calls.append(Call(view: node.serial, type: node.type, text: node.text, proposal: proposal,
                          depth: open.count - 1, purpose: purpose.rawValue, asker: asker?.serial))
    }

    /// Closes the open call with its answer and counts it for the view.
    public func didSizeThatFits(node: TraceNode, proposal: ProposedViewSize, size: CGSize, source: TraceSource) {
        guard let index = open.popLast() else { return }
        calls[index].size = size
        calls[index].source = source.rawValue
        var count = counts[node.serial] ?? ViewCount(view: node.serial, type: node.type, text: node.text)
        if calls[index].purpose == TracePurpose.layout.rawValue {
            count.calls += 1
            if source == .memo { count.memo += 1 } else { count.computed += 1 }
        } else if calls[index].purpose == TracePurpose.placement.rawValue {
            count.placementChecks += 1
        }
        counts[node.serial] = count
    }

    /// Records a container's `makeCache` call.
    public func madeCache(node: TraceNode) {
        cachesMade.append((log.count, node.serial, node.type, open.count))
        var count = counts[node.serial] ?? ViewCount(view: node.serial, type: node.type, text: node.text)
        count.cachesMade += 1
        counts[node.serial] = count
    }

    /// Records a placement.
    public func placed(node: TraceNode, frame: CGRect, proposal: ProposedViewSize, parent: TraceNode?) {
        log.append((false, placements.count))
        placements.append(Placement(view: node.serial, type: node.type, text: node.text, frame: frame, proposal: proposal,
                                    parent: parent?.serial))
        if counts[node.serial] == nil { counts[node.serial] = ViewCount(view: node.serial, type: node.type, text: node.text) }
    }

    /// The per-view counts in the order views were first met.
    public var viewCounts: [ViewCount] { counts.values.sorted { $0.view < $1.view } }

    /// A readable report: the calls as an indented tree, the placements, the counts and a summary.
    public func report() -> String {
        func name(_ view: Int, _ type: String, _ text: String?) -> String {
            "\(type)#\(view)" + (text.map { " \(quotedText($0))" } ?? "")
        }
        func size(_ s: CGSize) -> String { "\(formatNumber(s.width))×\(formatNumber(s.height))" }
        var out = "in order — a view is asked (← proposal → answer; indented: asked while answering the line "
            + "above), then placed (▸, with what its placeSubviews asks):\n"
        var placing = false
        var marks = cachesMade[...]
        for (position, (isCall, index)) in log.enumerated() {
            // The calls a layout's makeCache makes come right after its mark, one level deeper.
            while let mark = marks.first, mark.logIndex == position {
                marks.removeFirst()
                out += String(repeating: "  ", count: mark.depth + (placing ? 2 : 1))
                    + "\(mark.type)#\(mark.view) runs makeCache: the sizes asked next are kept in its cache for the pass\n"
            }
            if isCall {
                let call = calls[index]
                // Calls a placeSubviews makes sit under its ▸ line; the engine's own sizing of a child for its
                // placement sits with the child's ▸ line that follows.
                let extra = placing && call.purpose != "placement" ? 2 : 1
                let indent = String(repeating: "  ", count: call.depth + extra)
                let note = (call.source == "memo" ? "  (memo)" : "") + (call.purpose == "placement" ? "  [to place it]" : "")
                out += "\(indent)\(name(call.view, call.type, call.text)) ← \(call.proposal) → \(size(call.size))\(note)\n"
            } else {
                let p = placements[index]
                let f = p.frame
                out += "  ▸ place \(name(p.view, p.type, p.text)) at (\(formatNumber(f.minX)), \(formatNumber(f.minY))) "
                    + "size \(size(f.size)) ← \(p.proposal)\n"
                placing = true
            }
        }
        out += "per view:\n"
        for c in viewCounts {
            let cache = c.cachesMade > 0 ? ", its layout made its cache \(c.cachesMade)×" : ""
            let root = calls.first?.view == c.view && calls.first?.purpose == TracePurpose.root.rawValue
            if root && c.calls == 0 {
                out += "  \(name(c.view, c.type, c.text)): the root, asked once\(cache)\n"
                continue
            }
            out += "  \(name(c.view, c.type, c.text)): measured \(c.calls)× by its container (\(c.computed) computed, "
                + "\(c.memo) from the memo), \(c.placementChecks)× to place it\(cache)\n"
        }
        let computed = calls.filter { $0.source == "computed" }.count
        out += "summary: \(counts.count) views, \(calls.count) sizeThatFits calls (\(computed) computed, "
            + "\(calls.count - computed) answered from the memo), \(placements.count) placements\n"
        return out
    }
}

/// A string in double quotes with quotes, backslashes and line breaks escaped.
func quotedText(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}
