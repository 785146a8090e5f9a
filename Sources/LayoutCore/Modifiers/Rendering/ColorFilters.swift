import Foundation

/// A change of every colour a view and its subtree draw, applied to the drawn pixels (straight, not
/// premultiplied, sRGB components 0…1): SwiftUI's colour effects (docs/BEHAVIOUR.md §8, "Colour effects").
public enum ColorFilter: Hashable, Sendable {
    /// Grey by the given amount, 0 (none) to 1 (all grey).
    case grayscale(Double)
    /// Colourfulness: 0 grey, 1 unchanged, more than 1 more colourful.
    case saturation(Double)
    /// Added to each colour component: 0 none, 1 white, negative darker.
    case brightness(Double)
    /// Distance from mid-grey scaled: 1 unchanged, 0 mid-grey, negative inverted too.
    case contrast(Double)
    /// Each component times the colour's (opacity too).
    case multiply(RGBA)
    /// Each colour component c becomes 1 − c.
    case invert
    /// Hues turned by the angle, in radians.
    case hueRotation(Double)
    /// Black with the luminance as opacity (dark clear, light opaque).
    case luminanceToAlpha
}

extension View {
    /// Turns the view's colours grey by `amount` (0 none, 1 all grey). SwiftUI: `View.grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some View { colorFilter(.grayscale(amount)) }

    /// Scales the view's colourfulness: 0 grey, 1 unchanged. SwiftUI: `View.saturation(_:)`.
    public func saturation(_ amount: Double) -> some View { colorFilter(.saturation(amount)) }

    /// Brightens the view's colours by `amount` (0 none, 1 white). SwiftUI: `View.brightness(_:)`.
    public func brightness(_ amount: Double) -> some View { colorFilter(.brightness(amount)) }

    /// Scales the view's contrast about mid-grey (1 unchanged, 0 grey, negative inverts). SwiftUI: `View.contrast(_:)`.
    public func contrast(_ amount: Double) -> some View { colorFilter(.contrast(amount)) }

    /// Multiplies the view's colours by `color` (white: unchanged). SwiftUI: `View.colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(DecorationModifier { env in .colorFilter(.multiply(color.resolve(in: env.colorScheme))) })
    }

    /// Inverts the view's colours. SwiftUI: `View.colorInvert()`.
    public func colorInvert() -> some View { colorFilter(.invert) }

    /// Turns the view's hues by `angle`. SwiftUI: `View.hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some View { colorFilter(.hueRotation(angle.radians)) }

    /// Makes the view a mask of its luminance: black, opaque where it was light. SwiftUI: `View.luminanceToAlpha()`.
    public func luminanceToAlpha() -> some View { colorFilter(.luminanceToAlpha) }

    /// A colour filter on the view; a non-finite amount is reported and the neutral one (0, or 1 for a
    /// saturation or contrast) used.
    func colorFilter(_ filter: ColorFilter) -> some View {
        let (checked, problems) = ArgumentProblems.checking { p -> ColorFilter in
            func amount(_ v: Double, neutral: CGFloat) -> Double { Double(p.length(CGFloat(v), "amount", kind: "amount", fallback: neutral)) }
            switch filter {
            case .grayscale(let v): return .grayscale(amount(v, neutral: 0))
            case .saturation(let v): return .saturation(amount(v, neutral: 1))
            case .brightness(let v): return .brightness(amount(v, neutral: 0))
            case .contrast(let v): return .contrast(amount(v, neutral: 1))
            case .hueRotation(let v): return .hueRotation(amount(v, neutral: 0))
            case .multiply, .invert, .luminanceToAlpha: return filter
            }
        }
        return modifier(DecorationModifier { _ in .colorFilter(checked) }, reporting: problems)
    }
}
