import Foundation

/// How `aspectRatio` fits a ratio box into the proposal.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit
    case fill
}

/// `.aspectRatio(_:contentMode:)`: proposes the child the largest (fit) or smallest (fill) box of the ratio
/// that the proposal allows, and reports the child's answer (docs/BEHAVIOUR.md §3.5: [D] OSU; [C] TiS
/// "to the parent view, it always reports the size of its subview"). Without a ratio, the child's ideal
/// size gives it. An unspecified proposal passes through unchanged.
struct AspectRatioLayout: Layout, BuiltinLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var box = CGSize(width: ratio ?? 1, height: 1)
        if ratio == nil {
            let ideal = child.sizeThatFits(.unspecified)
            box = ideal.width == ideal.height || ideal.width <= 0 || ideal.height <= 0 ? CGSize(width: 1, height: 1) : ideal
        }
        // A nil axis does not constrain: the given axis alone sets the scale. Filling an infinite axis would
        // make the box infinite on both: a finite axis, if there is one, sets the scale instead.
        var scales: [CGFloat] = []
        if let w = proposal.width { scales.append(w / box.width) }
        if let h = proposal.height { scales.append(h / box.height) }
        let finite = scales.filter(\.isFinite)
        let scale = contentMode == .fit ? scales.min()! : (finite.max() ?? scales.max()!)
        return ProposedViewSize(width: box.width * scale, height: box.height * scale)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, child))
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width ÷ height; nil: its ideal size's ratio). A ratio that is
    /// not finite and positive is reported and the view's own ratio used.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let (ratio, problems) = ArgumentProblems.checking { $0.ratio(aspectRatio, "aspectRatio") }
        return modifier(LayoutModifier(name: "aspectRatio", layout: AspectRatioLayout(ratio: ratio, contentMode: contentMode)),
                        reporting: problems)
    }

    /// Constrains the view to the ratio of `aspectRatio` (checked as a ratio: width ÷ height).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill its parent, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
