import Foundation

// Environment values views read about the presentation they are in (`@Environment(\.dismiss)`,
// `\.horizontalSizeClass` …). Actions do nothing, since nothing runs in a picture; the others have the value
// a freshly shown preview has (docs/BEHAVIOUR.md, "Property wrappers").

/// SwiftUI's `DismissAction` (`@Environment(\.dismiss)`): calling it does nothing in a picture.
public struct DismissAction: Sendable {
    public init() {}
    public func callAsFunction() {}
}

/// SwiftUI's `OpenURLAction` (`@Environment(\.openURL)`): calling it does nothing in a picture.
public struct OpenURLAction {
    /// What a handler returns (`OpenURLAction(handler:)`).
    public enum Result: Sendable {
        case handled, discarded, systemAction
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    public init(handler: @escaping (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {}
}

/// SwiftUI's `RefreshAction` (`@Environment(\.refresh)`, nil outside a refreshable view).
public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

/// SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// SwiftUI's `ScenePhase`: a preview's scene is active.
public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
}

/// SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable {
    case standard, increased
}

private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private enum CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC")! } }

private enum SizeClassOverride: EnvironmentKey {
    static let defaultValue: [Axis: UserInterfaceSizeClass?] = [:]
}

extension EnvironmentValues {
    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction { OpenURLAction { _ in .handled } }
    public var refresh: RefreshAction? { nil }
    /// Whether the view is in a presentation (a sheet); a preview is not.
    public var isPresented: Bool { false }
    public var isSearching: Bool { false }
    public var scenePhase: ScenePhase { .active }
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    /// A preview's locale: US English unless set (`.environment(\.locale, …)`), the same on every machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The width class: compact on an iPhone in either orientation ([D] Apple's Human Interface Guidelines,
    /// "Layout": the iPhone 16 Pro is compact wide in portrait and in landscape); nil on macOS, which has none.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[SizeClassOverride.self][.horizontal] ?? (platform == .iOS ? .compact : nil) }
        set { self[SizeClassOverride.self][.horizontal] = .some(newValue) }
    }

    /// The height class: regular on an iPhone in portrait, compact in landscape ([D] as above); nil on macOS.
    /// The command line sets it from the preview's orientation.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[SizeClassOverride.self][.vertical] ?? (platform == .iOS ? .regular : nil) }
        set { self[SizeClassOverride.self][.vertical] = .some(newValue) }
    }
}

/// The screen of the preview being laid out (`UIScreen.main`, `UIDevice.current`), set while it is laid out
/// (`LayoutEngine.layout(_:measurer:tracer:limits:host:)`); nil outside one (then the default device in
/// portrait). Not SwiftUI API.
public enum _PreviewScreen {
    @TaskLocal public static var screen: PreviewScreen?

    /// The device now: the preview's, or the iOS default.
    public static var device: Device { screen?.device ?? .default(for: .iOS) }

    /// The screen size now: the preview's device's (turned in landscape), or the iOS default device's in
    /// portrait (a Mac window has no screen size of its own).
    public static var current: CGSize {
        screen?.size ?? Device.default(for: .iOS).screenSize(.portrait) ?? .zero
    }
}
