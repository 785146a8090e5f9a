import Foundation

/// A resolved sRGB colour with straight alpha, each component in 0...1. What renderers draw with.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components are clamped into 0...1 (NaN is 0), so that every colour can be drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamped(_ value: Double) -> Double { value > 0 ? min(value, 1) : 0 }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
    }

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (the `#` optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let v = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
                  blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }

    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBB` or `#RRGGBBAA`.
    public var description: String {
        func hex(_ v: Double) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }

    func multiplyingAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}

/// A colour; as a view it fills the space it is offered, like `Rectangle().fill(color)`.
public struct Color: Hashable, Sendable, View, ShapeStyle {
    public typealias Body = Never

    indirect enum Provider: Hashable, Sendable {
        case rgba(RGBA)
        case system(String, light: RGBA, dark: RGBA)
        /// A colour from an asset catalog, which Layoutshot does not read: drawn clear and reported.
        case named(String)
        /// `mix(with:by:in:)`, resolved per colour scheme.
        case mix(Color, Color, fraction: Double, perceptual: Bool)
    }

    let provider: Provider
    var opacityFactor: Double = 1

    init(provider: Provider) { self.provider = provider }

    /// The colour spaces colour components may be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB with its transfer curve (the default).
        case sRGB
        /// sRGB primaries, components proportional to light.
        case sRGBLinear
        /// Display P3 (converted into sRGB when drawn; what falls outside is clamped).
        case displayP3
    }

    /// An sRGB colour from components in 0...1. SwiftUI takes values outside as extended sRGB; Layoutshot
    /// draws sRGB, so they are clamped. NaN and infinities are reported to `ArgumentCheck.handler` where one
    /// is bound (a fixture's warning) and drawn as 0 (NaN) or clamped.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour from components in `colorSpace` (0...1), converted into sRGB: linear components through
    /// sRGB's transfer curve, Display P3 through its matrix to sRGB (docs/BEHAVIOUR.md §8).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var problems = ArgumentProblems()
        for (value, name) in [(red, "red"), (green, "green"), (blue, "blue"), (opacity, "opacity")] where !value.isFinite {
            problems.note("Invalid colour component (non-finite)", name, CGFloat(value), value.isNaN ? "used 0" : "clamped to 0…1")
        }
        let (r, g, b) = ColorSpaces.sRGB(from: colorSpace, red, green, blue)
        provider = .rgba(RGBA(red: r, green: g, blue: b, alpha: opacity))
    }

    /// A grey from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A grey in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// An sRGB colour from hue, saturation and brightness in 0...1 (HSB, converted to RGB by the standard
    /// hexcone formula; a hue of 1 is red again, as 0).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A non-finite hue would trap below (`Int(h)`); the components it makes are checked by
        // `init(red:green:blue:opacity:)`, which reports NaN and infinities.
        let hue = hue.isFinite ? hue : .nan
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0, s = min(max(saturation, 0), 1), v = brightness
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch hue.isFinite ? Int(h) % 6 : -1 {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        case 5: (r, g, b) = (v, p, q)
        default: (r, g, b) = (.nan, .nan, .nan)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour from an asset catalog's colour set. Layoutshot reads no asset catalog: the colour is drawn
    /// clear, as SwiftUI draws a name it cannot find, and the view it paints reports
    /// `No color named '…' found in asset catalog` (docs/BEHAVIOUR.md §8). `bundle` changes nothing.
    public init(_ name: String, bundle: Bundle? = nil) {
        provider = .named(name)
    }

    /// A resolved colour as a `Color`.
    public init(_ resolved: Resolved) {
        provider = .rgba(RGBA(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                              alpha: Double(resolved.opacity)))
    }

    /// The same colour with its opacity multiplied by `opacity` (clamped into 0...1; NaN and infinities
    /// are reported as `init(red:green:blue:opacity:)` reports them, and NaN is 1).
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        var problems = ArgumentProblems()
        c.opacityFactor *= problems.fraction(opacity, "opacity", fallback: 1)
        return c
    }

    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (clamped into 0...1; NaN is
    /// 0), interpolated per colour scheme in `colorSpace`: `.device` component by component in sRGB,
    /// `.perceptual` in Oklab ([I]: Apple does not name its perceptual space). Opacity mixes linearly.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return Color(provider: .mix(self, rhs, fraction: t, perceptual: colorSpace == .perceptual))
    }

    /// The colour in a colour scheme (a named colour is clear).
    public func resolve(in scheme: ColorScheme) -> RGBA {
        let base: RGBA
        switch provider {
        case .rgba(let c): base = c
        case .system(_, let light, let dark): base = scheme == .light ? light : dark
        case .named: base = .clear
        case .mix(let a, let b, let t, let perceptual):
            base = ColorSpaces.mix(a.resolve(in: scheme), b.resolve(in: scheme), t, perceptual: perceptual)
        }
        return base.multiplyingAlpha(opacityFactor)
    }

    /// The colour's components in `environment` (SwiftUI 17's `Color.resolve(in:)`).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let c = resolve(in: environment.colorScheme)
        return Resolved(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
    }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        var paint = _StylePaint.color(resolve(in: environment.colorScheme).multiplyingAlpha(hierarchicalOpacity(level)))
        paint.diagnostics = missingNames.map(LayoutDiagnostic.missingColor)
        return paint
    }

    /// The names of asset colours this colour uses (all missing).
    var missingNames: [String] {
        switch provider {
        case .named(let name): return [name]
        case .mix(let a, let b, _, _): return a.missingNames + b.missingNames
        case .rgba, .system: return []
        }
    }

    static func system(_ name: String, _ light: RGBA, _ dark: RGBA) -> Color {
        Color(provider: .system(name, light: light, dark: dark))
    }

    /// A colour with a value per colour scheme, as UIKit's and AppKit's semantic colours have. Layoutshot's,
    /// for its UIKit and AppKit modules; SwiftUI makes these with `Color(uiColor:)` / `Color(nsColor:)`.
    public static func _dynamic(_ name: String, light: RGBA, dark: RGBA) -> Color {
        light == dark ? Color(provider: .rgba(light)) : system(name, light, dark)
    }

    // iOS system colours (UIKit's systemRed etc.), light and dark; see docs/BEHAVIOUR.md.
    public static let red = system("red", RGBA(255, 59, 48), RGBA(255, 69, 58))
    public static let orange = system("orange", RGBA(255, 149, 0), RGBA(255, 159, 10))
    public static let yellow = system("yellow", RGBA(255, 204, 0), RGBA(255, 214, 10))
    public static let green = system("green", RGBA(52, 199, 89), RGBA(48, 209, 88))
    public static let mint = system("mint", RGBA(0, 199, 190), RGBA(99, 230, 226))
    public static let teal = system("teal", RGBA(48, 176, 199), RGBA(64, 200, 224))
    public static let cyan = system("cyan", RGBA(50, 173, 230), RGBA(100, 210, 255))
    public static let blue = system("blue", RGBA(0, 122, 255), RGBA(10, 132, 255))
    public static let indigo = system("indigo", RGBA(88, 86, 214), RGBA(94, 92, 230))
    public static let purple = system("purple", RGBA(175, 82, 222), RGBA(191, 90, 242))
    public static let pink = system("pink", RGBA(255, 45, 85), RGBA(255, 55, 95))
    public static let brown = system("brown", RGBA(162, 132, 94), RGBA(172, 142, 104))
    public static let gray = system("gray", RGBA(142, 142, 147), RGBA(142, 142, 147))
    public static let black = Color(provider: .rgba(.black))
    public static let white = Color(provider: .rgba(.white))
    public static let clear = Color(provider: .rgba(.clear))
    /// Black in light mode, white in dark mode.
    public static let primary = system("primary", RGBA(0, 0, 0), RGBA(255, 255, 255))
    /// UIKit's secondaryLabel: grey at 60 % opacity.
    public static let secondary = system("secondary", RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
    public static let accentColor = blue

    // The label colours of the deeper hierarchical levels: UIKit's tertiaryLabel, quaternaryLabel ([C]
    // Apple's UIKit values) and SwiftUI's quinary ([D] OpenSwiftUI).
    static let tertiaryLabel = system("tertiary", RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    static let quaternaryLabel = system("quaternary", RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16))
    static let quinaryLabel = system("quinary", RGBA(0, 0, 0, 0.05), RGBA(255, 255, 255, 0.05))

    /// A colour's sRGB components and opacity, 0...1 (SwiftUI's `Color.Resolved`).
    public struct Resolved: Hashable, Sendable, ShapeStyle {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }

        /// Components in `colorSpace`, converted into sRGB.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let (r, g, b) = ColorSpaces.sRGB(from: colorSpace, Double(red), Double(green), Double(blue))
            self.init(red: Float(r), green: Float(g), blue: Float(b), opacity: opacity)
        }

        /// The components without sRGB's transfer curve.
        public var linearRed: Float { Float(ColorSpaces.linear(Double(red))) }
        public var linearGreen: Float { Float(ColorSpaces.linear(Double(green))) }
        public var linearBlue: Float { Float(ColorSpaces.linear(Double(blue))) }

        public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
            .color(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
                .multiplyingAlpha(hierarchicalOpacity(level)))
        }
    }
}

extension Color: PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        ShapeView(shape: AnyShape(Rectangle()), layers: [.fill(AnyShapeStyle(self), FillStyle())], name: "Color")
            .makeNodes(context)
    }
}
