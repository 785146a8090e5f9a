import Foundation

/// `.offset(x:y:)`: drawn moved, laid out where it was; the parent never sees the offset (SwiftUI).
struct OffsetLayout: Layout, BuiltinLayout {
    let offset: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height),
                              anchor: .topLeading, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

extension View {
    /// Moves the drawing by `x`, `y` points without changing the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Moves the drawing by `offset`; a non-finite amount is reported and moves nothing.
    public func offset(_ offset: CGSize) -> some View {
        let (checked, problems) = ArgumentProblems.checking {
            CGSize(width: $0.length(offset.width, "width"), height: $0.length(offset.height, "height"))
        }
        return modifier(LayoutModifier(name: "offset", layout: OffsetLayout(offset: checked)), reporting: problems)
    }
}
