// Widget families and their sizes on each device (docs/BEHAVIOUR.md, "Widgets", which gives the sources).

/// A widget's size class.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String { rawValue }

    /// A Home Screen family (drawn in its container), not a Lock Screen accessory.
    var isSystem: Bool { rawValue.hasPrefix("system") }

    /// The widget's size in points on `device` (the table in docs/BEHAVIOUR.md, "Widgets").
    public func _size(on device: Device) -> CGSize {
        let sizes = WidgetSizes.sizes(for: device)
        switch self {
        case .systemSmall: return sizes.small
        case .systemMedium: return sizes.medium
        case .systemLarge: return sizes.large
        case .systemExtraLarge: return sizes.extraLarge
        case .accessoryCircular: return sizes.circular
        case .accessoryRectangular: return sizes.rectangular
        case .accessoryInline: return sizes.inline
        }
    }
}

/// One screen's widget sizes.
struct WidgetSizes: Equatable {
    var small: CGSize, medium: CGSize, large: CGSize, extraLarge: CGSize
    var circular: CGSize, rectangular: CGSize, inline: CGSize

    init(small: CGFloat, medium: CGFloat, large: CGFloat, extraLarge: CGSize = CGSize(width: 716, height: 342),
         circular: CGFloat, rectangular: CGFloat, inline: CGFloat) {
        self.small = CGSize(width: small, height: small)
        self.medium = CGSize(width: medium, height: small)
        self.large = CGSize(width: medium, height: large)
        self.extraLarge = extraLarge
        self.circular = CGSize(width: circular, height: circular)
        self.rectangular = CGSize(width: rectangular, height: circular)
        self.inline = CGSize(width: inline, height: 26)
    }

    /// The published tables, by portrait screen size in points: Apple's Human Interface Guidelines, "Widgets",
    /// Specifications ([C] for the system families, measured with GeometryReader by Apple; the accessory sizes
    /// [I], recalled from the same page's Lock Screen table). iPhones offer no extra large: theirs is the 11-inch
    /// iPad's ([I]), so that a preview of it still draws.
    static let published: [(screen: CGSize, idiom: Device.Idiom, sizes: WidgetSizes)] = [
        (CGSize(width: 430, height: 932), .phone, WidgetSizes(small: 170, medium: 364, large: 382, circular: 76, rectangular: 172, inline: 257)),
        (CGSize(width: 428, height: 926), .phone, WidgetSizes(small: 170, medium: 364, large: 382, circular: 76, rectangular: 172, inline: 257)),
        (CGSize(width: 393, height: 852), .phone, WidgetSizes(small: 158, medium: 338, large: 354, circular: 72, rectangular: 160, inline: 234)),
        (CGSize(width: 390, height: 844), .phone, WidgetSizes(small: 158, medium: 338, large: 354, circular: 72, rectangular: 160, inline: 234)),
        (CGSize(width: 375, height: 812), .phone, WidgetSizes(small: 155, medium: 329, large: 345, circular: 72, rectangular: 157, inline: 225)),
        (CGSize(width: 375, height: 667), .phone, WidgetSizes(small: 148, medium: 321, large: 324, circular: 68, rectangular: 153, inline: 225)),
        // The 11-inch iPads (iPad Pro 11-inch, iPad Air 11-inch and 10.9-inch) and the 13-inch (12.9-inch).
        (CGSize(width: 834, height: 1210), .pad, pad11),
        (CGSize(width: 834, height: 1194), .pad, pad11),
        (CGSize(width: 820, height: 1180), .pad, pad11),
        (CGSize(width: 1032, height: 1376), .pad, pad13),
        (CGSize(width: 1024, height: 1366), .pad, pad13),
    ]

    static let pad11 = WidgetSizes(small: 155, medium: 342, large: 342, extraLarge: CGSize(width: 716, height: 342),
                                   circular: 76, rectangular: 172, inline: 257)
    static let pad13 = WidgetSizes(small: 170, medium: 379, large: 379, extraLarge: CGSize(width: 795, height: 379),
                                   circular: 76, rectangular: 172, inline: 257)

    /// `device`'s sizes: its screen's published ones; for a screen the tables lack ([I]), those of the published
    /// screen of its idiom nearest in width (the 402-point iPhone 16 Pro takes the 393's, the 440-point Pro Max
    /// the 430's, the 744-point iPad mini the 11-inch's), as widgets grow with the screen's width in steps. A Mac
    /// (no screen) takes the 13-inch iPad's ([I]: macOS draws its widgets at the large iPhone's sizes).
    static func sizes(for device: Device) -> WidgetSizes {
        guard let screen = device.screenSize(.portrait) else { return pad13 }
        if let exact = published.first(where: { $0.screen == screen && $0.idiom == device.idiom }) { return exact.sizes }
        let candidates = published.filter { $0.idiom == device.idiom }
        let pool = candidates.isEmpty ? published : candidates
        var best = pool[0]
        for entry in pool.dropFirst() where abs(entry.screen.width - screen.width) < abs(best.screen.width - screen.width) {
            best = entry
        }
        return best.sizes
    }
}

/// How a widget is drawn: in full colour on the Home Screen, tinted (accented) or monochrome (vibrant, the
/// Lock Screen's).
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String

    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    public var description: String { name }
}

/// Where a container background goes (`.containerBackground(_:for: .widget)`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// The widget's container.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The family of the widget being drawn.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget is drawn: full colour on the Home Screen, vibrant on the Lock Screen.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background is drawn (not on the Lock Screen).
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The content margins the widget's content is inset by (none when they are disabled).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}
