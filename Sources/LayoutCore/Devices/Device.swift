import Foundation

/// A device a preview can show, as data: its screen in points, its pixels per point, the safe-area insets in
/// portrait and in landscape, what sits in them (status bar, home indicator, notch or Dynamic Island) and the
/// screen's corner radius. The table is `Device.all` (`DeviceTable.swift`, each number with its source);
/// docs/BEHAVIOUR.md §16 has the rules and the sources in full. Not SwiftUI API: SwiftUI names devices with
/// `PreviewDevice` and leaves their metrics to the simulator.
public struct Device: Hashable, Sendable {
    /// What kind of device it is (UIKit's `UIUserInterfaceIdiom`).
    public enum Idiom: String, Hashable, Sendable {
        case phone, pad, mac
    }

    /// What interrupts the screen's top edge: nothing (a home-button iPhone, an iPad, a Mac), the notch
    /// (Face ID iPhones up to the 13 family) or the Dynamic Island (every iPhone 15, 16 and 17).
    public enum Cutout: String, Hashable, Sendable {
        case none, notch, dynamicIsland
    }

    /// The simulator's device-type name, which is what `PreviewDevice(rawValue:)` takes (`"iPhone 16 Pro"`).
    public let name: String
    /// The other names `PreviewDevice` accepts for it: model identifiers such as `"iPhone17,1"`.
    public let modelIdentifiers: [String]
    public let idiom: Idiom
    /// The screen in portrait, in points; nil for a Mac window, which fits its content.
    public let portraitSize: CGSize?
    /// Pixels per point.
    public let scale: CGFloat
    public let cutout: Cutout
    /// The safe-area insets of a full-screen window held upright (leading = left), in points.
    public let portraitSafeArea: EdgeInsets
    /// The safe-area insets with the device turned on its side, in points.
    public let landscapeSafeArea: EdgeInsets
    /// The status bar's height in portrait, in points (0: none). It sits inside the top inset; it is only
    /// drawn, never laid out.
    public let statusBarHeight: CGFloat
    /// Whether the status bar shows in landscape: on iPads; on iPhones UIKit hides it in a vertically compact
    /// environment.
    public let showsStatusBarInLandscape: Bool
    /// Whether a home indicator is drawn in the bottom inset (every device without a home button).
    public let hasHomeIndicator: Bool
    /// The screen's corner radius in points (0: square corners); the corners are continuous ("squircle").
    public let cornerRadius: CGFloat
    /// The width size class in landscape (regular on the largest phones and every iPad).
    public let landscapeWidthClass: UserInterfaceSizeClass
    /// The system the insets were measured on (they change with it: iOS 26 added a 20 pt landscape top inset).
    public let measuredOn: String

    public init(name: String, modelIdentifiers: [String] = [], idiom: Idiom, portraitSize: CGSize?, scale: CGFloat,
                cutout: Cutout = .none, portraitSafeArea: EdgeInsets = EdgeInsets(), landscapeSafeArea: EdgeInsets = EdgeInsets(),
                statusBarHeight: CGFloat = 0, showsStatusBarInLandscape: Bool = false, hasHomeIndicator: Bool = false,
                cornerRadius: CGFloat = 0, landscapeWidthClass: UserInterfaceSizeClass = .compact, measuredOn: String) {
        self.name = name
        self.modelIdentifiers = modelIdentifiers
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.cutout = cutout
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.statusBarHeight = statusBarHeight
        self.showsStatusBarInLandscape = showsStatusBarInLandscape
        self.hasHomeIndicator = hasHomeIndicator
        self.cornerRadius = cornerRadius
        self.landscapeWidthClass = landscapeWidthClass
        self.measuredOn = measuredOn
    }

    /// The same device under another name (a model with the same screen).
    func named(_ name: String, modelIdentifiers: [String]) -> Device {
        Device(name: name, modelIdentifiers: modelIdentifiers, idiom: idiom, portraitSize: portraitSize, scale: scale,
               cutout: cutout, portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
               statusBarHeight: statusBarHeight, showsStatusBarInLandscape: showsStatusBarInLandscape,
               hasHomeIndicator: hasHomeIndicator, cornerRadius: cornerRadius, landscapeWidthClass: landscapeWidthClass,
               measuredOn: measuredOn)
    }

    /// The platform its previews are laid out for.
    public var platform: Platform { idiom == .mac ? .macOS : .iOS }

    /// The screen in `orientation`, in points (landscape: turned); nil for a Mac window.
    public func screenSize(_ orientation: InterfaceOrientation) -> CGSize? {
        guard let size = portraitSize else { return nil }
        return orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
    }

    /// The safe-area insets in `orientation`. Upside down is portrait: the interface of a Face ID iPhone does
    /// not turn upside down, and an iPad's status bar stays at the top ([I], docs/BEHAVIOUR.md §16).
    public func safeAreaInsets(_ orientation: InterfaceOrientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
    }

    /// The status bar's height in `orientation` (0: hidden).
    public func statusBarHeight(_ orientation: InterfaceOrientation) -> CGFloat {
        orientation.isLandscape && !showsStatusBarInLandscape ? 0 : statusBarHeight
    }

    /// The size classes of a full-screen window in `orientation`: (horizontal, vertical); none on a Mac.
    /// [C] Apple's Human Interface Guidelines, "Layout", size classes per device.
    public func sizeClasses(_ orientation: InterfaceOrientation) -> (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) {
        switch idiom {
        case .mac: return (nil, nil)
        case .pad: return (.regular, .regular)
        case .phone: return orientation.isLandscape ? (landscapeWidthClass, .compact) : (.compact, .regular)
        }
    }
}

extension Device {
    /// The device a preview shows when it names none: iPhone 16 Pro on iOS ([I] Layoutshot's choice: Xcode
    /// takes the run destination, which no public source pins), a Mac window on macOS.
    public static func `default`(for platform: Platform) -> Device {
        platform == .macOS ? mac : iPhone16Pro
    }

    /// The device named `name` (a simulator name or a model identifier, any case), or why there is none.
    public static func named(_ name: String) -> Result<Device, UnknownDevice> {
        let key = name.lowercased()
        if let device = all.first(where: { $0.name.lowercased() == key || $0.modelIdentifiers.contains { $0.lowercased() == key } }) {
            return .success(device)
        }
        return .failure(UnknownDevice(name: name))
    }

    /// The names of every device of the table, in its order.
    public static var names: [String] { all.map(\.name) }
}

/// A device name the table does not have, with the closest names it has.
public struct UnknownDevice: Error, Hashable, Sendable, CustomStringConvertible {
    public let name: String

    /// Up to three names of the table close to `name` (case ignored), the closest first.
    public var closestNames: [String] {
        let lowered = Dictionary(Device.names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        return _Suggestions.closest(to: name.lowercased(), in: lowered.keys, count: 3).compactMap { lowered[$0] }
    }

    /// `unknown device 'iPhone 16 Pr'; did you mean 'iPhone 16 Pro', …?`, or, with nothing close, every name.
    public var description: String {
        let close = closestNames
        let quoted = { (names: [String]) in names.map { "'\($0)'" }.joined(separator: ", ") }
        if close.isEmpty { return "unknown device '\(name)'; the devices are \(quoted(Device.names))" }
        return "unknown device '\(name)'; did you mean \(quoted(close))?"
    }
}
