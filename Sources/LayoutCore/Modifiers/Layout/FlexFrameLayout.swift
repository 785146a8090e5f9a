import Foundation

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: clamps the proposal
/// into a range. `maxWidth: .infinity` is "fill the offered width" (docs/BEHAVIOUR.md §3.3, the
/// decompiled formula that objc.io checked against SwiftUI).
struct FlexFrameLayout: Layout, BuiltinLayout {
    struct Range {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// SwiftUI's normalisation: min ≥ 0, ideal ≥ min, max ≥ ideal.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            self.min = min.map { Swift.max($0, 0) }
            self.ideal = ideal.map { Swift.max(self.min ?? 0, $0) }
            self.max = max.map { Swift.max(self.ideal ?? 0, $0) }
        }

        var isContradictory: Bool {
            if let min, let max { return min > max }
            return false
        }

        /// What the child is proposed on this axis while sizing.
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard let value = p ?? ideal else { return nil }
            return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        /// Whether the frame's size on this axis is decided without the child.
        func sizeWithoutChild(_ p: CGFloat?) -> CGFloat? {
            if let p {
                if let min, let max, min <= max { return Swift.min(Swift.max(p, min), max) }
                return nil
            }
            return ideal
        }

        /// The frame's size on this axis given the child's.
        func size(_ p: CGFloat?, child c: CGFloat) -> CGFloat {
            if let decided = sizeWithoutChild(p) { return decided }
            let proposed = childProposal(p)
            switch (min, max) {
            case let (min?, max?) where min <= max: return Swift.min(Swift.max(c, min), max)
            case let (min?, _): return Swift.max(Swift.min(proposed ?? .infinity, c), min)
            case let (nil, max?): return Swift.min(Swift.max(proposed ?? -.infinity, c), max)
            case (nil, nil): return c
            }
        }

        /// While placing, the child is proposed the frame's size, except when the frame itself was proposed
        /// nil, has no ideal, and its size lies strictly inside the range: then nil.
        func placementProposal(_ p: CGFloat?, size: CGFloat) -> CGFloat? {
            if p == nil, ideal == nil, size > (min ?? -.infinity), size < (max ?? .infinity) { return nil }
            return size
        }

        var constrains: Bool { min != nil || ideal != nil || max != nil }
    }

    let width: Range
    let height: Range
    let alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let w = width.sizeWithoutChild(proposal.width), let h = height.sizeWithoutChild(proposal.height) {
            return CGSize(width: w, height: h)
        }
        let childProposal = ProposedViewSize(width: width.childProposal(proposal.width),
                                             height: height.childProposal(proposal.height))
        let child = subviews.first?.sizeThatFits(childProposal) ?? .zero
        return CGSize(width: width.size(proposal.width, child: child.width),
                      height: height.size(proposal.height, child: child.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(width: width.placementProposal(proposal.width, size: bounds.width),
                                             height: height.placementProposal(proposal.height, size: bounds.height))
        subviews.first?.placeAligned(in: bounds, alignment: alignment, proposal: childProposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.framedSpacing(width: width.constrains, height: height.constrains) ?? ViewSpacing()
    }
}

extension View {
    /// A flexible frame: the proposal clamped into `min…max` on each axis, `ideal` answering a nil proposal.
    /// A non-finite minimum or ideal, and a NaN or −∞ maximum, are ignored and reported (SwiftUI logs
    /// "Invalid frame dimension"); a maximum beyond `ArgumentCheck.maximumLength` is no maximum.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let (modifier, problems) = ArgumentProblems.checking { p in
            FlexFrameModifier(width: .init(min: p.flexibleDimension(minWidth, "minWidth"),
                                           ideal: p.flexibleDimension(idealWidth, "idealWidth"),
                                           max: p.maximum(maxWidth, "maxWidth")),
                              height: .init(min: p.flexibleDimension(minHeight, "minHeight"),
                                            ideal: p.flexibleDimension(idealHeight, "idealHeight"),
                                            max: p.maximum(maxHeight, "maxHeight")),
                              alignment: alignment)
        }
        return self.modifier(modifier, reporting: problems)
    }
}

struct FlexFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let width: FlexFrameLayout.Range
    let height: FlexFrameLayout.Range
    let alignment: Alignment

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let layout = FlexFrameLayout(width: width, height: height, alignment: alignment)
        return content(context).map {
            let node = ViewNode.wrapping($0, name: "frame", layout: ConcreteLayoutBox(layout),
                                        direction: context.environment.layoutDirection)
            if width.isContradictory || height.isContradictory {
                node.resolveDiagnostics.append(.contradictoryFrame)
            }
            return node
        }
    }
}
