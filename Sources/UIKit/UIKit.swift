// `import UIKit` in a view file: Layoutshot, plus the UIKit types views touch — colours, images, fonts, the
// screen — with the values a preview on the default iPhone has. Nothing here runs an app: what only makes
// sense in a running app (`UIApplication.shared.open`) compiles and does nothing, and anything else UIKit
// has is missing, so the compiler names the fixture's line (docs/FIXTURE_LANGUAGE.md, "Modules").
@_exported import Layoutshot

/// UIKit's `UIColor`: a colour with a value per appearance. Only its SwiftUI-facing side: made from
/// components or a system name, and turned into a `Color` with `Color(uiColor:)`.
open class UIColor: _SystemColor, @unchecked Sendable {
    /// A colour that depends on the appearance: `provider` is asked once for light and once for dark.
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light))._resolved(dark: false)
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark))._resolved(dark: true)
        self.init(name: "UIColor", light: light, dark: dark)
    }

    /// The colour in an appearance.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        let c = _resolved(dark: traits.userInterfaceStyle == .dark)
        return UIColor(name: "UIColor", light: c, dark: c)
    }

    open class var tintColor: UIColor { UIColor(Color.accentColor) }

    // Greys and semantic colours, light / dark: [C] Apple Human Interface Guidelines, "Color" (iOS 13–17).
    open class var systemGray2: UIColor { UIColor(name: "systemGray2", (174, 174, 178, 1), dark: (99, 99, 102, 1)) }
    open class var systemGray3: UIColor { UIColor(name: "systemGray3", (199, 199, 204, 1), dark: (72, 72, 74, 1)) }
    open class var systemGray4: UIColor { UIColor(name: "systemGray4", (209, 209, 214, 1), dark: (58, 58, 60, 1)) }
    open class var systemGray5: UIColor { UIColor(name: "systemGray5", (229, 229, 234, 1), dark: (44, 44, 46, 1)) }
    open class var systemGray6: UIColor { UIColor(name: "systemGray6", (242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    open class var label: UIColor { UIColor(name: "label", (0, 0, 0, 1), dark: (255, 255, 255, 1)) }
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel", (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)) }
    open class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel", (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    open class var quaternaryLabel: UIColor { UIColor(name: "quaternaryLabel", (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)) }
    open class var placeholderText: UIColor { UIColor(name: "placeholderText", (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    open class var link: UIColor { UIColor(name: "link", (0, 122, 255, 1), dark: (9, 132, 255, 1)) }
    open class var separator: UIColor { UIColor(name: "separator", (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)) }
    open class var opaqueSeparator: UIColor { UIColor(name: "opaqueSeparator", (198, 198, 200, 1), dark: (56, 56, 58, 1)) }
    open class var systemBackground: UIColor { UIColor(name: "systemBackground", (255, 255, 255, 1), dark: (0, 0, 0, 1)) }
    open class var secondarySystemBackground: UIColor {
        UIColor(name: "secondarySystemBackground", (242, 242, 247, 1), dark: (28, 28, 30, 1))
    }
    open class var tertiarySystemBackground: UIColor {
        UIColor(name: "tertiarySystemBackground", (255, 255, 255, 1), dark: (44, 44, 46, 1))
    }
    open class var systemGroupedBackground: UIColor {
        UIColor(name: "systemGroupedBackground", (242, 242, 247, 1), dark: (0, 0, 0, 1))
    }
    open class var secondarySystemGroupedBackground: UIColor {
        UIColor(name: "secondarySystemGroupedBackground", (255, 255, 255, 1), dark: (28, 28, 30, 1))
    }
    open class var tertiarySystemGroupedBackground: UIColor {
        UIColor(name: "tertiarySystemGroupedBackground", (242, 242, 247, 1), dark: (44, 44, 46, 1))
    }
    open class var systemFill: UIColor { UIColor(name: "systemFill", (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)) }
    open class var secondarySystemFill: UIColor {
        UIColor(name: "secondarySystemFill", (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    }
    open class var tertiarySystemFill: UIColor {
        UIColor(name: "tertiarySystemFill", (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    }
    open class var quaternarySystemFill: UIColor {
        UIColor(name: "quaternarySystemFill", (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    }
    open class var lightText: UIColor { UIColor(name: "lightText", (255, 255, 255, 0.6)) }
    open class var darkText: UIColor { UIColor(name: "darkText", (0, 0, 0, 1)) }
}

/// UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// UIKit's `UIUserInterfaceIdiom`: a preview's device is a phone.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// UIKit's `UITraitCollection`, as far as a `UIColor(dynamicProvider:)` asks it.
public struct UITraitCollection: Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

extension Color {
    /// A UIKit colour, with its light and dark values.
    public init(uiColor: UIColor) { self = uiColor._color }
    public init(_ color: UIColor) { self = color._color }
}

/// UIKit's `UIImage`, for `Image(uiImage:)`: a PNG next to the fixture (`UIImage(named:)`) or an SF Symbol.
open class UIImage: _SystemImage, @unchecked Sendable {
    public convenience init?(systemName name: String) { self.init(symbol: name) }
}

extension Image {
    public init(uiImage: UIImage) { self.init(_systemImage: uiImage) }
}

/// UIKit's `UIFont`, for its sizes: `Font(uiFont)` is the system font at that size and weight.
open class UIFont: _SystemFont, @unchecked Sendable {
    /// The text style's font at the default Dynamic Type size (`.large`), as a preview starts with.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(textStyle: style._swiftUI, platform: .iOS)
    }

    /// [D] Apple `UIFont.systemFontSize` (14), `labelFontSize` (17), `buttonFontSize` (18),
    /// `smallSystemFontSize` (12).
    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
}

/// UIKit's `UIScreen`: the preview's device screen.
open class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()

    /// The screen in points: the preview's device's, turned for a landscape preview.
    open var bounds: CGRect { CGRect(origin: .zero, size: _PreviewScreen.current) }
    /// Pixels per point of the preview's device (`Device.scale`).
    open var scale: CGFloat { _PreviewScreen.device.scale }
    open var nativeScale: CGFloat { _PreviewScreen.device.scale }
}

/// UIKit's `UIDevice`: the preview's device.
open class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()

    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        switch _PreviewScreen.device.idiom {
        case .phone: return .phone
        case .pad: return .pad
        case .mac: return .mac
        }
    }
    /// The preview's device's name (`"iPhone 16 Pro"`).
    open var name: String { _PreviewScreen.device.name }
    open var model: String { _PreviewScreen.device.idiom == .pad ? "iPad" : "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "18.0" }
}

/// UIKit's `UIApplication`: what views call on it compiles and does nothing (there is no app).
open class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }

    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0

    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler: ((Bool) -> Void)? = nil) {}
    open func canOpenURL(_ url: URL) -> Bool { false }
}
