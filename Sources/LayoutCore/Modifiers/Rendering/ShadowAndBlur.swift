import Foundation

extension View {
    /// Draws a shadow under the view: its shape in `color`, blurred by `radius` points (a Gaussian of
    /// standard deviation radius / 2, Layoutshot's reading of "how much to blur") and offset by `x`, `y`
    /// points; layout is unchanged. SwiftUI: `shadow(color:radius:x:y:)`, default colour black at 33 %.
    /// A negative or non-finite radius, or a non-finite offset, is reported and 0 used; a radius is at most
    /// `BlurPainter`'s limit when drawn.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let ((radius, x, y), problems) = ArgumentProblems.checking {
            ($0.size(radius, "radius", kind: "shadow radius", fallback: 0), $0.length(x, "x"), $0.length(y, "y"))
        }
        return modifier(DecorationModifier { env in
            .shadow(color: color.resolve(in: env.colorScheme), radius: radius, x: x, y: y)
        }, reporting: problems)
    }

    /// Draws the view and its subtree blurred: a Gaussian of standard deviation `radius` points
    /// (Layoutshot's reading of "the radial size of the blur"); `opaque` keeps the edges from fading into
    /// transparency. Layout is unchanged. SwiftUI: `blur(radius:opaque:)`.
    /// A negative or non-finite radius is reported and 0 used.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.size(radius, "radius", kind: "blur radius", fallback: 0) }
        return modifier(DecorationModifier { _ in .blur(radius: checked, opaque: opaque) }, reporting: problems)
    }
}
