import Foundation

// Traits: values that belong to the view-list element, read by its container (ViewTraits).
extension View {
    /// Sets the priority a stack gives this view when it divides space (SwiftUI: higher first; default 0).
    /// ±∞ order as numbers do; NaN, which orders nothing, is reported and 0 used.
    public func layoutPriority(_ value: Double) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.order(value, "layoutPriority") }
        return modifier(TraitModifier { $0.layoutPriority = checked }, reporting: problems)
    }

    /// Draws the view above siblings of a lower value and below those of a higher one (default 0); layout
    /// is unchanged. SwiftUI: `zIndex(_:)`. NaN is reported and 0 used.
    public func zIndex(_ value: Double) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.order(value, "zIndex") }
        return modifier(TraitModifier { $0.zIndex = checked }, reporting: problems)
    }

    /// Names the view; the name appears as `id` in the frame tree.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(TraitModifier { $0.id = "\(id)" })
    }
}
