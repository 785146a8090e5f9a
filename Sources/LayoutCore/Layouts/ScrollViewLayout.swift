import Foundation

/// `ScrollView`: proposes nil along its scroll axes (the content takes its ideal length there) and the
/// proposal less the content margins across; takes the offered length along the scroll axes and hugs its
/// content (and margins) across (docs/BEHAVIOUR.md §11: [C] TiS, waterui register). The picture shows the
/// viewport at scroll offset 0: the content at the leading and top margins; what lies beyond the viewport
/// (grown into the safe area around it) is clipped.
struct ScrollViewLayout: Layout, BuiltinLayout {
    let axes: Axis.Set
    /// `contentMargins(_:_:for:)`, leading and trailing in the layout direction.
    var margins = EdgeInsets()

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func inside(_ length: CGFloat?, _ inset: CGFloat) -> CGFloat? { length.map { $0.isFinite ? max(0, $0 - inset) : $0 } }
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : inside(proposal.width, margins.sum(.horizontal)),
                                height: axes.contains(.vertical) ? nil : inside(proposal.height, margins.sum(.vertical)))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        func length(_ axis: Axis, _ mask: Axis.Set) -> CGFloat {
            let own = content[axis] + margins.sum(axis)
            return axes.contains(mask) ? (proposal[axis].flatMap { $0.isFinite ? $0 : nil } ?? own) : own
        }
        return CGSize(width: length(.horizontal, .horizontal), height: length(.vertical, .vertical))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + margins.leading, y: bounds.minY + margins.top), anchor: .topLeading,
                              proposal: contentProposal(proposal))
    }
}

/// A scrollable viewport; several children are stacked in an implicit VStack, whatever the axis.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.stackAxis = nil
        let child = ViewNode.grouping(content.makeNodes(inner), as: "VStack", layout: ConcreteLayoutBox(VStackLayout()),
                                      direction: context.environment.layoutDirection)
        let margins = context.environment.contentMargins.content
        let node = ViewNode(name: "ScrollView", layout: ConcreteLayoutBox(ScrollViewLayout(axes: axes, margins: margins)),
                            children: [child], direction: context.environment.layoutDirection)
        if !context.environment.scrollClipDisabled { node.decorations.append(.clip(isScrollViewport: true) { Path($0) }) }
        // A container for `containerRelativeFrame`: its size less its content margins [I] (WWDC23 "Beyond scroll
        // views": margins made with `safeAreaPadding` or `contentMargins` leave the same room for its views).
        node.definesContainer = true
        node.containerMargins = margins
        // [D] Apple WWDC23 "Beyond scroll views": a scroll view "resolves the safe area into the margins it applies
        // to its content" — its content is placed inside the safe area and sees none of it.
        node.consumesSafeArea = true
        return [node]
    }
}

/// `ViewThatFits`: the first child whose ideal size fits the proposal on the constrained axes (the last if
/// none does); only that child is shown. [C] Apple ViewThatFits documentation.
struct ViewThatFitsLayout: Layout, BuiltinLayout {
    let axes: Axis.Set

    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for subview in subviews {
            let ideal = subview.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                              height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { return subview.index }
        }
        return subviews.endIndex - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen = choice(proposal, subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let chosen = choice(proposal, subviews)
        for subview in subviews {
            if subview.index == chosen {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                subview.omit()
            }
        }
    }
}

/// Shows the first of its children that fits.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: ViewThatFitsLayout(axes: axes), content: content, name: "ViewThatFits").makeNodes(context)
    }
}
