import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)`: the content (the secondary view) sits on `edge`, the
/// modified view (the primary) fills the rest less `spacing`, and the primary's safe area grows by the
/// content and the spacing on that edge — so a primary that ignores the safe area still extends under the
/// content, and a background of the content extends to the screen's edge. [C] Apple
/// `safeAreaInset(edge:alignment:spacing:content:)` ("the modified view is inset by the height of content,
/// from edge, with its safe area increased by the same amount"); [D] OpenSwiftUI `InsetViewLayout` (the
/// proposals and placements below). docs/BEHAVIOUR.md §16.
///
/// Along the edge's axis, with proposal `p` and spacing `s`: the content is proposed `p − s` less the
/// primary's minimum (its size when proposed 0 there), the primary `p − s − content`; the size is
/// content + s + primary along it and the larger of the two across. An unspecified `p` is passed on as it is.
/// Placing, the primary is centred across and pushed to the opposite edge; the content sits on `edge` with
/// its `alignment` guide on the primary's.
struct SafeAreaInsetLayout: Layout, BuiltinLayout {
    let edge: Edge
    /// The guide across the edge's axis on which content and primary line up.
    let alignment: AlignmentKey
    /// Between the two; nil: the primary's spacing preference towards the content.
    let spacing: CGFloat?

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func gap(_ subviews: Subviews) -> CGFloat {
        if let spacing { return spacing }
        // [D] OpenSwiftUI: the primary's preferences towards the content as its successor, whatever the edge.
        return subviews[subviews.startIndex].spacing.distance(to: subviews[subviews.startIndex + 1].spacing, along: axis)
    }

    /// The content's and the primary's proposals and sizes for a proposal of the whole.
    private func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews, gap s: CGFloat)
        -> (content: (ProposedViewSize, CGSize), primary: (ProposedViewSize, CGSize)) {
        let primary = subviews[subviews.startIndex], content = subviews[subviews.startIndex + 1]
        var contentProposal = proposal
        if let length = proposal[axis] {
            let available = max(0, length - s)
            var zero = proposal
            zero[axis] = 0
            contentProposal[axis] = max(0, available - primary.sizeThatFits(zero)[axis])
        }
        let contentSize = content.sizeThatFits(contentProposal)
        var primaryProposal = proposal
        if let length = proposal[axis] { primaryProposal[axis] = max(0, length - (contentSize[axis] + s)) }
        return ((contentProposal, contentSize), (primaryProposal, primary.sizeThatFits(primaryProposal)))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let s = gap(subviews)
        let (content, primary) = sizes(proposal, subviews, gap: s)
        var size = CGSize.zero
        // A negative spacing larger than the two makes the whole 0 long, not negative (as a stack's).
        size[axis] = max(0, content.1[axis] + s + primary.1[axis])
        size[axis.other] = max(content.1[axis.other], primary.1[axis.other])
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let primary = subviews[subviews.startIndex], content = subviews[subviews.startIndex + 1]
        let s = gap(subviews)
        var whole = proposal
        whole[axis.other] = proposal[axis.other] ?? bounds.size[axis.other]
        let (contentPlacement, primaryPlacement) = sizes(whole, subviews, gap: s)
        let primarySize = primaryPlacement.1, contentSize = contentPlacement.1
        // The primary: centred across, against the edge opposite `edge`.
        var primaryOrigin = CGPoint.zero
        var contentOrigin = CGPoint.zero
        switch edge {
        case .top:
            primaryOrigin = CGPoint(x: bounds.midX - primarySize.width / 2, y: bounds.maxY - primarySize.height)
            contentOrigin.y = bounds.minY
        case .bottom:
            primaryOrigin = CGPoint(x: bounds.midX - primarySize.width / 2, y: bounds.minY)
            contentOrigin.y = bounds.maxY - contentSize.height
        case .leading:
            primaryOrigin = CGPoint(x: bounds.maxX - primarySize.width, y: bounds.midY - primarySize.height / 2)
            contentOrigin.x = bounds.minX
        case .trailing:
            primaryOrigin = CGPoint(x: bounds.minX, y: bounds.midY - primarySize.height / 2)
            contentOrigin.x = bounds.maxX - contentSize.width
        }
        // The content, across: its guide on the primary's.
        let primaryGuide = primary.dimensions(in: primaryPlacement.0)[alignment]
        let contentGuide = content.dimensions(in: contentPlacement.0)[alignment]
        if axis == .vertical {
            contentOrigin.x = primaryOrigin.x + primaryGuide - contentGuide
        } else {
            contentOrigin.y = primaryOrigin.y + primaryGuide - contentGuide
        }
        primary.place(at: primaryOrigin, anchor: .topLeading, proposal: primaryPlacement.0)
        content.place(at: contentOrigin, anchor: .topLeading, proposal: contentPlacement.0)
        // The primary's safe area: the whole frame, inset on `edge` by the content (measured for the frame's
        // size) and the spacing.
        let measured = sizes(ProposedViewSize(bounds.size), subviews, gap: s).content.1[axis] + s
        primary.addSafeArea(space: bounds, insets: EdgeInsets([Edge.Set(edge)], measured))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }
}

extension View {
    /// Shows `content` above or below the view, which is inset by the content's height (and `spacing`) and
    /// whose safe area grows by as much (docs/BEHAVIOUR.md §16, "The safe area"). `spacing` nil: the view's
    /// spacing preference towards the content.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, edge: Edge(edge), alignment: alignment.key, spacing: spacing, inset: content())
    }

    /// Shows `content` beside the view, on its leading or trailing edge (as the vertical form).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, edge: Edge(edge), alignment: alignment.key, spacing: spacing, inset: content())
    }
}

/// Each view of `content` with `inset` on `edge` (a modifier on several views applies to each).
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let inset: Inset

    func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let (checked, problems) = ArgumentProblems.checking { p in spacing.map { p.length($0, "spacing") } }
        return content.makeNodes(context).map { primary in
            var inner = context
            inner.stackAxis = nil
            // No view or several form an implicit ZStack, as a background's do.
            let extra = ViewNode.grouping(inset.makeNodes(inner), as: "ZStack", layout: ConcreteLayoutBox(ZStackLayout()),
                                          direction: context.environment.layoutDirection)
            let node = ViewNode(name: "safeAreaInset",
                                layout: ConcreteLayoutBox(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: checked)),
                                children: [primary, extra], direction: context.environment.layoutDirection)
            node.traits = primary.traits
            node.resolveDiagnostics += problems.diagnostics
            return node
        }
    }
}
