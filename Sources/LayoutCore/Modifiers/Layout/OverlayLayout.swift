import Foundation

/// `.background` and `.overlay`: the primary view decides the size; each secondary view is proposed the
/// primary's size and aligned with it (docs/BEHAVIOUR.md §3.6). Children are kept in drawing order, so
/// the primary is last for a background and first for an overlay. A style's background or overlay
/// (`background(_:ignoresSafeAreaEdges:)`) grows into the safe area on `ignoresSafeAreaEdges` where the
/// primary reaches the safe area's edge (§16, "The safe area").
struct OverlayLayout: Layout, BuiltinLayout {
    let alignment: Alignment
    let primaryIndex: Int
    var ignoresSafeAreaEdges: Edge.Set = []

    /// To its container the result is the primary view: its priority, spacing and spacing projection
    /// ([D] OSU `makeSecondaryLayerView`, `_BackgroundStyleModifier`: the primary's layout computer is the
    /// result's), so a `Spacer` with a background is still served last.
    var priorityChild: Int? { primaryIndex }
    var spacingProjectionChild: Int? { primaryIndex }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[subviews.startIndex + primaryIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let area = secondaryArea(bounds, subviews)
        for (k, subview) in subviews.enumerated() {
            if k == primaryIndex {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                subview.placeAligned(in: area, alignment: alignment, proposal: ProposedViewSize(area.size))
            }
        }
    }

    /// The primary's frame, grown into the safe area (`.container` regions) on `ignoresSafeAreaEdges`.
    /// [C] Apple `background(_:ignoresSafeAreaEdges:)` ("the set of edges for which to ignore safe area
    /// insets when adding the background"); [D] OpenSwiftUI `_BackgroundStyleModifier` (its frame outset by
    /// the resolved insets of the container regions).
    private func secondaryArea(_ bounds: CGRect, _ subviews: Subviews) -> CGRect {
        guard !ignoresSafeAreaEdges.isEmpty else { return bounds }
        let insets = subviews.safeAreaInsets(of: bounds, matching: .container)
        let e = ignoresSafeAreaEdges
        let top = e.contains(.top) ? insets.top : 0, leading = e.contains(.leading) ? insets.leading : 0
        let bottom = e.contains(.bottom) ? insets.bottom : 0, trailing = e.contains(.trailing) ? insets.trailing : 0
        return CGRect(x: bounds.minX - leading, y: bounds.minY - top, width: bounds.width + leading + trailing,
                      height: bounds.height + top + bottom)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews[subviews.startIndex + primaryIndex].spacing
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews[subviews.startIndex + primaryIndex].dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews[subviews.startIndex + primaryIndex].dimensions(in: proposal)[explicit: guide]
    }
}

/// Puts secondary content behind or in front of each view of the content.
struct OverlayModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let alignment: Alignment
    let inFront: Bool
    let secondary: Secondary
    var ignoresSafeAreaEdges: Edge.Set = []

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map { primary in
            var inner = context
            inner.stackAxis = nil
            var extra = secondary.makeNodes(inner)
            if extra.count > 1 {
                // Several secondary views form an implicit ZStack of its own (centred); the modifier's
                // alignment places that stack as a whole (Apple, `overlay(alignment:content:)`).
                extra = [ViewNode(name: "ZStack", layout: ConcreteLayoutBox(ZStackLayout(alignment: .center)),
                                  children: extra, direction: context.environment.layoutDirection)]
            }
            let layout = OverlayLayout(alignment: alignment, primaryIndex: inFront ? 0 : extra.count,
                                       ignoresSafeAreaEdges: ignoresSafeAreaEdges)
            let node = ViewNode(name: name, layout: ConcreteLayoutBox(layout),
                                children: inFront ? [primary] + extra : extra + [primary],
                                direction: context.environment.layoutDirection)
            node.traits = primary.traits
            return node
        }
    }
}

extension View {
    /// Draws `content` behind the view, proposed the view's size and aligned with `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(OverlayModifier(name: "background", alignment: alignment, inFront: false, secondary: content()))
    }

    /// Draws `content` behind the view (the older form with the view first). Disfavoured, as in SwiftUI, so
    /// that `.background(Color.red)` is the style's background, which ignores the safe area.
    @_disfavoredOverload
    public func background<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        modifier(OverlayModifier(name: "background", alignment: alignment, inFront: false, secondary: content))
    }

    /// Fills `shape` with `style` behind the view: `.background(.blue.opacity(0.12), in: RoundedRectangle(…))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(OverlayModifier(name: "background", alignment: .center, inFront: false,
                                 secondary: shape.fill(style, style: fillStyle)))
    }

    /// Fills `shape` with the background style (`.background`) behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills the view's frame with `style` behind it, grown into the safe area on `edges` where the view
    /// reaches the safe area's edge (all of them by default, as in SwiftUI; docs/BEHAVIOUR.md §16). A `Color`
    /// is the background view itself, named `Color` in the frame tree as `.background(Color.orange)` reads (what
    /// is drawn is the same either way: the colour over the whole frame); another style fills a `Rectangle`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(OverlayModifier(name: "background", alignment: .center, inFront: false, secondary: styleFill(style),
                                 ignoresSafeAreaEdges: edges))
    }

    /// Draws `content` in front of the view, proposed the view's size and aligned with `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(OverlayModifier(name: "overlay", alignment: alignment, inFront: true, secondary: content()))
    }

    /// Draws `content` in front of the view (the older form with the view first); disfavoured as the
    /// background's.
    @_disfavoredOverload
    public func overlay<V: View>(_ content: V, alignment: Alignment = .center) -> some View {
        modifier(OverlayModifier(name: "overlay", alignment: alignment, inFront: true, secondary: content))
    }

    /// Fills the view's frame with `style` in front of it, grown into the safe area on `edges` as
    /// `background(_:ignoresSafeAreaEdges:)` does.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(OverlayModifier(name: "overlay", alignment: .center, inFront: true, secondary: styleFill(style),
                                 ignoresSafeAreaEdges: edges))
    }

    /// Fills `shape` with `style` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(OverlayModifier(name: "overlay", alignment: .center, inFront: true, secondary: shape.fill(style, style: fillStyle)))
    }
}

/// What a style's background or overlay draws over the frame: a `Color` itself, another style in a `Rectangle`.
private func styleFill<S: ShapeStyle>(_ style: S) -> AnyView {
    if let color = (style as? AnyShapeStyle)?.style as? Color ?? style as? Color { return AnyView(color) }
    return AnyView(Rectangle().fill(style))
}
