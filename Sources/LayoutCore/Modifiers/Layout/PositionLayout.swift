import Foundation

/// `.position(x:y:)`: takes the whole proposal (nil axes: the child's size), proposes its size to the
/// child and puts the child's centre at (x, y) in its own space. [D] OSU PositionLayout.
struct PositionLayout: Layout, BuiltinLayout {
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let size = child.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                              proposal: ProposedViewSize(bounds.size))
    }
}

extension View {
    /// Puts the view's centre at (x, y) in its parent's space; the result takes all the space offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// A non-finite coordinate is reported and 0 used.
    public func position(_ position: CGPoint) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.point(position, "position") }
        return modifier(LayoutModifier(name: "position", layout: PositionLayout(position: checked)), reporting: problems)
    }
}
