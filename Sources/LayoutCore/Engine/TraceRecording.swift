import Foundation

/// A tracer that keeps what one pass reported, to hand it on once the pass turns out to be the last
/// (`LayoutEngine.layout` runs a pass again only when a preference changed; replaying spares the common
/// single-pass layout a second pass just for its tracer).
final class TraceRecording: LayoutTracer {
    private enum Event {
        case willSize(TraceNode, ProposedViewSize, TracePurpose, TraceNode?)
        case didSize(TraceNode, ProposedViewSize, CGSize, TraceSource)
        case madeCache(TraceNode)
        case placed(TraceNode, CGRect, ProposedViewSize, TraceNode?)
    }

    private var events: [Event] = []

    func willSizeThatFits(node: TraceNode, proposal: ProposedViewSize, purpose: TracePurpose, asker: TraceNode?) {
        events.append(.willSize(node, proposal, purpose, asker))
    }
    func didSizeThatFits(node: TraceNode, proposal: ProposedViewSize, size: CGSize, source: TraceSource) {
        events.append(.didSize(node, proposal, size, source))
    }
    func madeCache(node: TraceNode) { events.append(.madeCache(node)) }
    func placed(node: TraceNode, frame: CGRect, proposal: ProposedViewSize, parent: TraceNode?) {
        events.append(.placed(node, frame, proposal, parent))
    }

    /// Reports everything recorded to `tracer`, in the order it happened.
    func replay(to tracer: LayoutTracer) {
        for event in events {
            switch event {
            case .willSize(let node, let proposal, let purpose, let asker):
                tracer.willSizeThatFits(node: node, proposal: proposal, purpose: purpose, asker: asker)
            case .didSize(let node, let proposal, let size, let source):
                tracer.didSizeThatFits(node: node, proposal: proposal, size: size, source: source)
            case .madeCache(let node): tracer.madeCache(node: node)
            case .placed(let node, let frame, let proposal, let parent):
                tracer.placed(node: node, frame: frame, proposal: proposal, parent: parent)
            }
        }
    }
}
