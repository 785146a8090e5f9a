import Foundation

/// `.frame(width:height:alignment:)`: a fixed size on the given axes; the other axis behaves like the child.
/// SwiftUI: with both set, the frame reports exactly that size without asking the child, which may still
/// choose another size and overflow, centred by default (docs/BEHAVIOUR.md §3.2).
struct FrameLayout: Layout, BuiltinLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.placeAligned(in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.framedSpacing(width: width != nil, height: height != nil) ?? ViewSpacing()
    }
}

extension LayoutSubview {
    /// A frame's spacing: the edges it constrains are ordinary, except around a view that requires spacing
    /// projection (a `Spacer`), whose spacing stays as it is ([D] OSU FrameLayout, FlexFrameLayout).
    func framedSpacing(width: Bool, height: Bool) -> ViewSpacing {
        requiresSpacingProjection ? spacing : spacing.constrained(width: width, height: height)
    }

    /// Places the subview so that its `alignment` guides (explicit ones included) meet the same guides of
    /// `bounds` (default values): `origin = guide(bounds) − guide(child)`. The origin may be negative.
    func placeAligned(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        let child = dimensions(in: proposal)
        let frame = ViewDimensions(size: bounds.size)
        place(at: CGPoint(x: bounds.minX + frame[alignment.horizontal] - child[alignment.horizontal],
                          y: bounds.minY + frame[alignment.vertical] - child[alignment.vertical]),
              anchor: .topLeading, proposal: proposal)
    }
}

extension ViewSpacing {
    /// A frame that fixes an axis makes both edges on it behave like an ordinary view's.
    func constrained(width: Bool, height: Bool) -> ViewSpacing {
        var edges: Edge.Set = []
        if width { edges.formUnion(.horizontal) }
        if height { edges.formUnion(.vertical) }
        var spacing = self
        spacing.reset(edges)
        spacing.formUnion(ViewSpacing(), edges: edges)
        return spacing
    }
}

extension View {
    /// A fixed width and/or height in points; nil leaves that axis to the view. A negative or non-finite
    /// dimension is ignored and reported, as SwiftUI logs "Invalid frame dimension (negative or non-finite)".
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let (layout, problems) = ArgumentProblems.checking {
            FrameLayout(width: $0.frameDimension(width, "width"), height: $0.frameDimension(height, "height"),
                        alignment: alignment)
        }
        return modifier(LayoutModifier(name: "frame", layout: layout), reporting: problems)
    }
}
