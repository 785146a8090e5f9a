import Foundation

/// Proposes nil (the ideal size) on the fixed axes and passes the proposal through on the others; the view
/// then has its ideal size there whatever its parent offers (seed 003; docs/BEHAVIOUR.md §3.4).
struct FixedSizeLayout: Layout, BuiltinLayout {
    let horizontal: Bool
    let vertical: Bool

    var priorityChild: Int? { 0 }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                              proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

extension View {
    /// The view takes its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view takes its ideal size on the chosen axes; `fixedSize(horizontal: false, vertical: true)`
    /// lets a text wrap at the offered width but take all the height it needs.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(LayoutModifier(name: "fixedSize", layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }
}
