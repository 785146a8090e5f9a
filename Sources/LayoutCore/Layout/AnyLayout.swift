import Foundation

/// A type-erased layout, to switch containers without changing the view's identity:
/// `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout, ReportsInvalidArguments {
    public typealias Cache = Any

    let box: any LayoutBox
    let name: String
    let properties: LayoutProperties
    /// What the wrapped layout's initialiser could not use.
    var invalidArguments = ArgumentProblems()

    public init<L: Layout>(_ layout: L) {
        if let inner = layout as? AnyLayout {
            self = inner
            return
        }
        box = ConcreteLayoutBox(layout)
        name = layoutName(L.self)
        properties = L.layoutProperties
        invalidArguments = (layout as? ReportsInvalidArguments)?.invalidArguments ?? ArgumentProblems()
    }

    public func makeCache(subviews: Subviews) -> Any { box.makeCache(subviews) }

    public func updateCache(_ cache: inout Any, subviews: Subviews) { cache = box.makeCache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        box.placeSubviews(in: bounds, proposal, subviews, &cache)
    }

    public func spacing(subviews: Subviews, cache: inout Any) -> ViewSpacing { box.spacing(subviews, &cache) }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Any) -> CGFloat? {
        box.explicitAlignment(guide.key, in: bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Any) -> CGFloat? {
        box.explicitAlignment(guide.key, in: bounds, proposal, subviews, &cache)
    }
}
