import Foundation

/// Insets its child: proposes the proposal minus the insets (never below 0; nil stays nil) and reports the
/// child's size plus the insets, even when that exceeds the proposal, and never less than 0 (negative
/// insets larger than the child) (docs/BEHAVIOUR.md §3.1).
struct PaddingLayout: Layout, BuiltinLayout {
    let insets: EdgeInsets

    func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.sum(.horizontal)) },
                         height: proposal.height.map { max(0, $0 - insets.sum(.vertical)) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(inset(proposal))
        return CGSize(width: max(0, size.width + insets.sum(.horizontal)), height: max(0, size.height + insets.sum(.vertical)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                              anchor: .topLeading, proposal: inset(proposal))
    }

    /// Padded edges behave like an ordinary view's edges; the others keep the child's preferences.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        guard let child = subviews.first else { return ViewSpacing() }
        var spacing = child.spacing
        let padded = insets.nonZeroEdges
        spacing.reset(padded)
        spacing.formUnion(ViewSpacing(), edges: padded)
        return spacing
    }
}

extension View {
    /// Pads every edge by the platform default (16 pt on iOS).
    public func padding() -> some View { padding(.all, nil) }

    /// Pads every edge by `length` points.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads `edges` by `length` points, or by the platform default when `length` is nil. A negative length
    /// pulls the edges in, as in SwiftUI; a non-finite one is reported and pads nothing.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let (checked, problems) = ArgumentProblems.checking { p in length.map { p.length($0, "length") } }
        return PlatformPadding(content: self, edges: edges, length: checked, problems: problems) { PaddingLayout(insets: $0) }
    }

    /// Pads each edge by its own amount (non-finite amounts are reported and pad nothing).
    public func padding(_ insets: EdgeInsets) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.insets(insets, "insets") }
        return modifier(LayoutModifier(name: "padding", layout: PaddingLayout(insets: checked)), reporting: problems)
    }
}

/// Padding whose default length depends on the platform, known only when resolving (`padding`, and
/// `safeAreaPadding` with its own layout).
struct PlatformPadding<Content: View, L: Layout>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let content: Content
    let edges: Edge.Set
    let length: CGFloat?
    let problems: ArgumentProblems
    var name = "padding"
    let layout: (EdgeInsets) -> L

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let insets = EdgeInsets(edges, length ?? context.environment.platform.defaultPadding)
        let nodes = content.modifier(LayoutModifier(name: name, layout: layout(insets))).makeNodes(context)
        for node in nodes { node.resolveDiagnostics += problems.diagnostics }
        return nodes
    }
}
