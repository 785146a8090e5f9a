import Foundation

// What UIKit's and AppKit's colours, fonts and images have in common, as the base classes of Layoutshot's
// `UIColor`/`NSColor`, `UIFont`/`NSFont` and `UIImage`/`NSImage` (the UIKit and AppKit modules). Not SwiftUI
// API: the platform types themselves are the public face.

/// A colour with a value per appearance (light, dark).
open class _SystemColor: Hashable, @unchecked Sendable {
    let name: String
    let light: RGBA
    let dark: RGBA

    public required init(name: String, light: RGBA, dark: RGBA) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// 0…255 components and an alpha, the second set for dark appearance (the first when nil).
    public convenience init(name: String, _ rgb: (Int, Int, Int, Double), dark: (Int, Int, Int, Double)? = nil) {
        func rgba(_ c: (Int, Int, Int, Double)) -> RGBA {
            RGBA(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255, alpha: c.3)
        }
        self.init(name: name, light: rgba(rgb), dark: rgba(dark ?? rgb))
    }

    /// SwiftUI's colour, with its light and dark values.
    public required convenience init(_ color: Color) {
        self.init(name: "color", light: color.resolve(in: .light), dark: color.resolve(in: .dark))
    }

    /// sRGB components and alpha, 0…1, the same in both appearances.
    public required convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey from 0 (black) to 1 (white).
    public required convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// Hue, saturation and brightness, 0…1 (as `Color(hue:saturation:brightness:)`).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                        opacity: Double(alpha)))
    }

    /// The same colour with this alpha in both appearances.
    public func withAlphaComponent(_ alpha: CGFloat) -> Self {
        var l = light, d = dark
        l.alpha = Double(alpha)
        d.alpha = Double(alpha)
        return Self(name: name, light: l, dark: d)
    }

    /// The colour as SwiftUI draws it.
    public var _color: Color { Color._dynamic(name, light: light, dark: dark) }

    /// The value in one appearance.
    public func _resolved(dark isDark: Bool) -> RGBA { isDark ? dark : light }

    // Fixed colours: [D] Apple `UIColor`, `NSColor` ("a color object whose RGB values are 1.0, 0.0, and 0.0", …).
    open class var black: Self { Self(white: 0, alpha: 1) }
    open class var darkGray: Self { Self(white: 1 / 3, alpha: 1) }
    open class var lightGray: Self { Self(white: 2 / 3, alpha: 1) }
    open class var white: Self { Self(white: 1, alpha: 1) }
    open class var gray: Self { Self(white: 0.5, alpha: 1) }
    open class var red: Self { Self(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: Self { Self(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: Self { Self(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: Self { Self(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: Self { Self(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: Self { Self(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: Self { Self(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: Self { Self(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: Self { Self(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: Self { Self(white: 0, alpha: 0) }

    // System colours: SwiftUI's `Color.red` … (docs/BEHAVIOUR.md §8), on both platforms as Layoutshot draws them.
    open class var systemRed: Self { Self(Color.red) }
    open class var systemOrange: Self { Self(Color.orange) }
    open class var systemYellow: Self { Self(Color.yellow) }
    open class var systemGreen: Self { Self(Color.green) }
    open class var systemMint: Self { Self(Color.mint) }
    open class var systemTeal: Self { Self(Color.teal) }
    open class var systemCyan: Self { Self(Color.cyan) }
    open class var systemBlue: Self { Self(Color.blue) }
    open class var systemIndigo: Self { Self(Color.indigo) }
    open class var systemPurple: Self { Self(Color.purple) }
    open class var systemPink: Self { Self(Color.pink) }
    open class var systemBrown: Self { Self(Color.brown) }
    open class var systemGray: Self { Self(Color.gray) }

    public static func == (a: _SystemColor, b: _SystemColor) -> Bool { a.light == b.light && a.dark == b.dark }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }
}

/// A font by size, weight and design: `Font(font)` is the system font that size (fixed: it does not follow
/// Dynamic Type, as a `UIFont` made for one size does not).
open class _SystemFont: @unchecked Sendable {
    /// UIKit's and AppKit's text styles (their raw values are the platforms').
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleLargeTitle")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same size.
        public var _swiftUI: Font.TextStyle {
            let styles: [TextStyle: Font.TextStyle] = [
                .largeTitle: .largeTitle,
                .title1: .title,
                .title2: .title2,
                .title3: .title3,
                .headline: .headline,
                .subheadline: .subheadline,
                .body: .body,
                .callout: .callout,
                .footnote: .footnote,
                .caption1: .caption,
                .caption2: .caption2,
            ]
            return styles[self] ?? .body
        }
    }

    /// UIKit's and AppKit's font weights.
    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight
        public static let ultraLight = Weight(weight: .ultraLight)
        public static let thin = Weight(weight: .thin)
        public static let light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular)
        public static let medium = Weight(weight: .medium)
        public static let semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold)
        public static let heavy = Weight(weight: .heavy)
        public static let black = Weight(weight: .black)
    }

    /// The size in points.
    public let pointSize: CGFloat
    let weight: Font.Weight
    let design: Font.Design?
    let isItalic: Bool

    public required init(pointSize: CGFloat, weight: Font.Weight = .regular, design: Font.Design? = nil,
                         isItalic: Bool = false) {
        self.pointSize = pointSize
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
    }

    /// The font of a text style at the default Dynamic Type size (`.large`) on `platform`.
    public convenience init(textStyle: Font.TextStyle, platform: Platform) {
        let resolved = Font.system(textStyle).resolved(for: platform)
        self.init(pointSize: resolved.size, weight: Font.Weight(resolved.weight))
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Self { Self(pointSize: size, weight: weight, design: design, isItalic: isItalic) }

    open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Self {
        Self(pointSize: size, weight: weight.weight)
    }
    open class func boldSystemFont(ofSize size: CGFloat) -> Self { Self(pointSize: size, weight: .bold) }
    open class func italicSystemFont(ofSize size: CGFloat) -> Self { Self(pointSize: size, isItalic: true) }
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Self {
        Self(pointSize: size, weight: weight.weight, design: .monospaced)
    }
    /// A named font: fonts are pinned, so it is the system font at that size (as `Font.custom`).
    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size) }
}

extension Font {
    /// A UIKit or AppKit font: the system font at its size, weight and design.
    public init(_ font: _SystemFont) {
        var result = Font.system(size: font.pointSize, weight: font.weight, design: font.design)
        if font.isItalic { result = result.italic() }
        self = result
    }
}

/// An image: a PNG from the app's files (next to the fixture) or an SF Symbol.
open class _SystemImage: @unchecked Sendable {
    enum Source {
        case named(String, ImageAsset)
        case symbol(String)
    }

    let source: Source

    /// `name.png`, `name@2x.png` or `name@3x.png` where named images are (`_NamedImages`); nil when none is
    /// there, as in an app without that asset.
    public init?(named name: String) {
        guard let asset = _NamedImages.asset(named: name) else { return nil }
        source = .named(name, asset)
    }

    /// An SF Symbol (drawn as Layoutshot's placeholder).
    public init(symbol name: String) { source = .symbol(name) }

    /// The size in points: the file's pixels over its scale, or a body-sized symbol's.
    open var size: CGSize {
        switch source {
        case .named(_, let asset): return asset.size
        case .symbol:
            let side = Font.body.resolved(for: .iOS).size * Image.symbolScale
            return CGSize(width: side, height: side)
        }
    }
}

extension Image {
    /// A UIKit or AppKit image.
    public init(_systemImage image: _SystemImage) {
        switch image.source {
        case .named(let name, _): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        }
    }
}
