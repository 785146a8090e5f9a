import Foundation

/// `.alignmentGuide(_:computeValue:)`: gives the view an explicit value for one guide, computed from its
/// dimensions; only containers that align on that guide see it (docs/BEHAVIOUR.md §6).
struct AlignmentGuideLayout: Layout, BuiltinLayout {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    var ownExplicitKeys: Set<AlignmentKey> { [key] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        value(guide.key, proposal, subviews)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        value(guide.key, proposal, subviews)
    }

    private func value(_ guide: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        if guide == key { return computeValue(dimensions) }
        return dimensions.explicitValue(guide)
    }
}

extension View {
    /// Sets the view's value for a horizontal guide, from its dimensions (`{ $0[.leading] }`).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(LayoutModifier(name: "alignmentGuide", layout: AlignmentGuideLayout(key: g.key, computeValue: computeValue)))
    }

    /// Sets the view's value for a vertical guide, from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(LayoutModifier(name: "alignmentGuide", layout: AlignmentGuideLayout(key: g.key, computeValue: computeValue)))
    }
}
