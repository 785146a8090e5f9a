import Foundation

/// `ScrollView`: proposes nil along its scroll axes (the content takes its ideal length there) and the
/// unmodified proposal across; takes the offered length along the scroll axes and hugs its content
/// across (docs/BEHAVIOUR.md §ScrollView: [C] TiS, waterui register). The picture shows the viewport at
/// scroll offset 0; the content beyond it is clipped.
struct ScrollViewLayout: Layout, BuiltinLayout {
    let axes: Axis.Set

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        func length(_ axis: Axis, _ mask: Axis.Set) -> CGFloat {
            axes.contains(mask) ? (proposal[axis].flatMap { $0.isFinite ? $0 : nil } ?? content[axis]) : content[axis]
        }
        return CGSize(width: length(.horizontal, .horizontal), height: length(.vertical, .vertical))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: contentProposal(proposal))
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
        let node = ViewNode(name: "ScrollView", layout: ConcreteLayoutBox(ScrollViewLayout(axes: axes)),
                            children: [child], direction: context.environment.layoutDirection)
        node.decorations.append(.clip(isScrollViewport: true) { Path($0) })
        node.definesContainer = true
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
