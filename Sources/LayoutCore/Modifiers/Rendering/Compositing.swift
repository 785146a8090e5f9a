import Foundation

/// How a view's drawing is combined with what is under it: SwiftUI's `BlendMode`. The separable and
/// non-separable modes are the PDF/Core Graphics blend modes; `sourceAtop`, `destinationOver` and
/// `destinationOut` are Porter–Duff compositing (docs/BEHAVIOUR.md §8, "Compositing").
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// Combines this view's drawing with what is drawn under it by `mode`; layout is unchanged.
    /// SwiftUI: `View.blendMode(_:)`.
    public func blendMode(_ mode: BlendMode) -> some View {
        modifier(DecorationModifier { _ in mode == .normal ? .group : .blend(mode) })
    }

    /// Draws this view and its subtree into a layer of their own before combining it with what is under it,
    /// so that blend modes inside blend only with each other. SwiftUI: `View.compositingGroup()`.
    public func compositingGroup() -> some View { modifier(DecorationModifier { _ in .group }) }

    /// Renders this view's subtree offscreen before drawing it (SwiftUI: Metal); drawn as a compositing
    /// group here. `opaque` and `colorMode` change nothing in the picture.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(DecorationModifier { _ in .group })
    }

    /// Shows this view through the alpha of `mask`: where the mask is opaque the view shows, where it is clear
    /// the view does not. The mask is laid out as an overlay — proposed the view's size and aligned with
    /// `alignment` — and is not drawn itself. SwiftUI: `View.mask(alignment:_:)`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(alignment: alignment, mask: mask()))
    }

    /// The older form with the mask view first (deprecated in SwiftUI, still common).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(alignment: .center, mask: mask))
    }
}

/// An overlay whose secondary view is the primary's alpha mask: the overlay's layout, and a `.mask` decoration
/// telling the renderer that the last child masks the others.
struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let alignment: Alignment
    let mask: Mask

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = OverlayModifier(name: "mask", alignment: alignment, inFront: true, secondary: mask).apply(to: content, in: context)
        for node in nodes { node.decorations.append(.ready(.mask)) }
        return nodes
    }
}
