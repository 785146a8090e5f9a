import Foundation

/// The system colours the containers and bars Layoutshot draws are made of, light / dark, sRGB. Sources
/// and confidence per value in docs/BEHAVIOUR.md §20 (iOS: UIKit's semantic colours as public runtime dumps
/// and Flutter's Cupertino library give them; macOS: AppKit's, recalled, [I]).
enum ChromeColors {
    // iOS (UIKit's semantic colours).
    static let systemBackground = Color.system("systemBackground", RGBA(255, 255, 255), RGBA(0, 0, 0))
    static let systemGroupedBackground = Color.system("systemGroupedBackground", RGBA(242, 242, 247), RGBA(0, 0, 0))
    static let secondarySystemGroupedBackground = Color.system("secondarySystemGroupedBackground",
                                                              RGBA(255, 255, 255), RGBA(28, 28, 30))
    static let secondarySystemBackground = Color.system("secondarySystemBackground", RGBA(242, 242, 247), RGBA(28, 28, 30))
    static let tertiarySystemFill = Color.system("tertiarySystemFill", RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
    /// A bar's translucent background and its hairline ([D] Flutter's Cupertino theme and tab bar, "derived
    /// from Apple's design resources"); drawn flat, without the blur behind it.
    static let barBackground = Color.system("barBackground", RGBA(248, 248, 248, 0.8), RGBA(33, 33, 33, 0.718))
    static let barHairline = Color.system("barHairline", RGBA(0, 0, 0, 0.3), RGBA(0, 0, 0, 0.16))
    /// An unselected tab bar item ([D] Flutter `CupertinoColors.inactiveGray`).
    static let inactiveTab = Color.system("inactiveGray", RGBA(153, 153, 153), RGBA(117, 117, 117))

    // macOS (AppKit's semantic colours, [I] recalled values, as in the AppKit module).
    static let windowBackground = Color.system("windowBackgroundColor", RGBA(236, 236, 236), RGBA(50, 50, 50))
    static let controlBackground = Color.system("controlBackgroundColor", RGBA(255, 255, 255), RGBA(30, 30, 30))
    static let macSeparator = Color.system("separatorColor", RGBA(0, 0, 0, 0.1), RGBA(255, 255, 255, 0.1))
    static let macSecondaryLabel = Color.system("secondaryLabelColor", RGBA(0, 0, 0, 0.5), RGBA(255, 255, 255, 0.55))
    /// The sidebar's material, drawn flat ([I]).
    static let sidebarBackground = Color.system("sidebar", RGBA(232, 232, 235), RGBA(42, 42, 44))
    /// A grouped form's or group box's cell on macOS ([I]): black or white at a few per cent over the window.
    static let macGroupFill = Color.system("groupFill", RGBA(0, 0, 0, 0.035), RGBA(255, 255, 255, 0.05))
    static let macGroupBorder = Color.system("groupBorder", RGBA(0, 0, 0, 0.08), RGBA(255, 255, 255, 0.1))
}

extension StyleLevels {
    /// One style for every level, replacing what was set around it: the chrome's captions, badges, values.
    static func single<S: ShapeStyle>(_ style: S) -> StyleLevels { StyleLevels([AnyShapeStyle(style)], parent: nil) }
}
