import Foundation

/// `safeAreaPadding`: padding that is also safe area — the child is proposed the proposal less the insets and
/// placed inside them, as with `padding`, and its safe area grows by them, so that a child that ignores the
/// safe area extends over the padding (and on into the device's insets where the padded view reaches them).
/// [C] Apple `safeAreaPadding(_:_:)` ("adds the provided insets into the safe area of this view"); [D]
/// OpenSwiftUI `SafeAreaPaddingModifier`, which is four `safeAreaInset`s of empty views of those lengths with
/// spacing 0 — the same proposals, frames and safe area as this one layout. docs/BEHAVIOUR.md §16.
struct SafeAreaPaddingLayout: Layout, BuiltinLayout {
    let insets: EdgeInsets

    private var padding: PaddingLayout { PaddingLayout(insets: insets) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        padding.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        subviews.first?.addSafeArea(space: bounds, insets: insets)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        padding.spacing(subviews: subviews, cache: &cache)
    }
}

extension View {
    /// Adds `insets` to the view's safe area (non-finite ones are reported and add nothing).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.insets(insets, "insets") }
        return modifier(LayoutModifier(name: "safeAreaPadding", layout: SafeAreaPaddingLayout(insets: checked)), reporting: problems)
    }

    /// Adds `length` points on `edges` to the view's safe area; nil: the platform's default padding (16 pt).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let (checked, problems) = ArgumentProblems.checking { p in length.map { p.length($0, "length") } }
        return PlatformPadding(content: self, edges: edges, length: checked, problems: problems, name: "safeAreaPadding") {
            SafeAreaPaddingLayout(insets: $0)
        }
    }

    /// Adds `length` points on every edge to the view's safe area.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}
