// `import AppKit` in a view file: Layoutshot, plus the AppKit types views touch — colours, images, fonts. As
// with UIKit, what only makes sense in a running app compiles and does nothing, and anything else AppKit has
// is missing, so the compiler names the fixture's line (docs/FIXTURE_LANGUAGE.md, "Modules").
@_exported import Layoutshot

/// AppKit's `NSColor`: a colour with a value per appearance, turned into a `Color` with `Color(nsColor:)`.
open class NSColor: _SystemColor, @unchecked Sendable {
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Calibrated and device components are taken as sRGB.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }

    /// A colour that depends on the appearance: `provider` is asked once for light (aqua) and once for dark.
    public convenience init(name: String?, dynamicProvider provider: @escaping (NSAppearance) -> NSColor) {
        let light = provider(NSAppearance(named: .aqua)!)._resolved(dark: false)
        let dark = provider(NSAppearance(named: .darkAqua)!)._resolved(dark: true)
        self.init(name: name ?? "NSColor", light: light, dark: dark)
    }

    open class var controlAccentColor: NSColor { NSColor(Color.accentColor) }

    // Semantic colours, light / dark (macOS 14, sRGB). [I] recalled values, not measured on a Mac.
    open class var labelColor: NSColor { NSColor(name: "labelColor", (0, 0, 0, 0.85), dark: (255, 255, 255, 0.85)) }
    open class var secondaryLabelColor: NSColor {
        NSColor(name: "secondaryLabelColor", (0, 0, 0, 0.5), dark: (255, 255, 255, 0.55))
    }
    open class var tertiaryLabelColor: NSColor {
        NSColor(name: "tertiaryLabelColor", (0, 0, 0, 0.26), dark: (255, 255, 255, 0.25))
    }
    open class var quaternaryLabelColor: NSColor {
        NSColor(name: "quaternaryLabelColor", (0, 0, 0, 0.1), dark: (255, 255, 255, 0.1))
    }
    open class var placeholderTextColor: NSColor {
        NSColor(name: "placeholderTextColor", (0, 0, 0, 0.25), dark: (255, 255, 255, 0.25))
    }
    open class var textColor: NSColor { NSColor(name: "textColor", (0, 0, 0, 1), dark: (255, 255, 255, 1)) }
    open class var controlTextColor: NSColor {
        NSColor(name: "controlTextColor", (0, 0, 0, 0.85), dark: (255, 255, 255, 0.85))
    }
    open class var linkColor: NSColor { NSColor(name: "linkColor", (0, 104, 218, 1), dark: (65, 156, 255, 1)) }
    open class var separatorColor: NSColor { NSColor(name: "separatorColor", (0, 0, 0, 0.1), dark: (255, 255, 255, 0.1)) }
    open class var gridColor: NSColor { NSColor(name: "gridColor", (230, 230, 230, 1), dark: (26, 26, 26, 1)) }
    open class var windowBackgroundColor: NSColor {
        NSColor(name: "windowBackgroundColor", (236, 236, 236, 1), dark: (50, 50, 50, 1))
    }
    open class var underPageBackgroundColor: NSColor {
        NSColor(name: "underPageBackgroundColor", (150, 150, 150, 0.9), dark: (40, 40, 40, 1))
    }
    open class var controlBackgroundColor: NSColor {
        NSColor(name: "controlBackgroundColor", (255, 255, 255, 1), dark: (30, 30, 30, 1))
    }
    open class var textBackgroundColor: NSColor {
        NSColor(name: "textBackgroundColor", (255, 255, 255, 1), dark: (30, 30, 30, 1))
    }
    open class var controlColor: NSColor { NSColor(name: "controlColor", (255, 255, 255, 1), dark: (255, 255, 255, 0.25)) }
    open class var selectedContentBackgroundColor: NSColor {
        NSColor(name: "selectedContentBackgroundColor", (0, 99, 225, 1), dark: (0, 88, 208, 1))
    }
}

/// AppKit's `NSAppearance`, as far as `NSColor(name:dynamicProvider:)` asks it.
public final class NSAppearance: @unchecked Sendable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
    }

    public let name: Name

    public init?(named name: Name) { self.name = name }

    /// The first of `names` this appearance is.
    public func bestMatch(from names: [Name]) -> Name? { names.first { $0 == name } }
}

extension Color {
    /// An AppKit colour, with its light and dark values.
    public init(nsColor: NSColor) { self = nsColor._color }
    public init(_ color: NSColor) { self = color._color }
}

/// AppKit's `NSImage`, for `Image(nsImage:)`: a PNG next to the fixture (`NSImage(named:)`) or an SF Symbol.
open class NSImage: _SystemImage, @unchecked Sendable {
    public typealias Name = String

    public convenience init?(systemSymbolName name: String, accessibilityDescription: String?) {
        self.init(symbol: name)
    }
}

extension Image {
    public init(nsImage: NSImage) { self.init(_systemImage: nsImage) }
}

/// AppKit's `NSFont`, for its sizes: `Font(nsFont)` is the system font at that size and weight.
open class NSFont: _SystemFont, @unchecked Sendable {
    /// The text style's font on macOS (which has no Dynamic Type).
    open class func preferredFont(forTextStyle style: TextStyle, options: [String: Any] = [:]) -> NSFont {
        NSFont(textStyle: style._swiftUI, platform: .macOS)
    }

    /// [D] Apple `NSFont.systemFontSize` (13), `smallSystemFontSize` (11), `labelFontSize` (10).
    open class var systemFontSize: CGFloat { 13 }
    open class var smallSystemFontSize: CGFloat { 11 }
    open class var labelFontSize: CGFloat { 10 }
}

/// AppKit's `NSApplication`: there is no app, so what views call on it does nothing.
open class NSApplication: @unchecked Sendable {
    public static let shared = NSApplication()
    open func terminate(_ sender: Any?) {}
}

/// AppKit's `NSWorkspace`: opening a URL does nothing (and says it did not).
open class NSWorkspace: @unchecked Sendable {
    public static let shared = NSWorkspace()
    @discardableResult open func open(_ url: URL) -> Bool { false }
}
