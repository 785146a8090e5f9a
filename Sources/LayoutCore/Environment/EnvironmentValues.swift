import Foundation

/// A key for a value in `EnvironmentValues`, as in SwiftUI.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The platform whose defaults (text-style sizes, default padding) a layout uses.
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case iOS = "ios"
    case macOS = "macos"

    /// `.padding()` with no length. SwiftUI iOS: 16 pt on every edge; macOS: see docs/BEHAVIOUR.md.
    public var defaultPadding: CGFloat {
        switch self {
        case .iOS: return 16
        case .macOS: return 16
        }
    }

    /// The spacing between two views with no spacing preference, and `Spacer`'s default minimum length.
    public var defaultSpacing: CGFloat { 8 }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// Values that flow down the view tree: font, foreground style, layout direction, platform.
public struct EnvironmentValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The font for text in this subtree; nil means the platform's `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Leading-to-trailing direction.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The platform whose defaults apply (a Layoutshot addition; SwiftUI knows it at compile time).
    public var platform: Platform {
        get { self[PlatformKey.self] }
        set { self[PlatformKey.self] = newValue }
    }

    /// The style text and shapes are drawn in when none is set on them; nil means `.primary`.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

private enum FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private enum LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum PlatformKey: EnvironmentKey { static var defaultValue: Platform { .iOS } }
private enum ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// Maximum number of lines for text; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Alignment of the lines of multi-line text.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Pixels per point of the simulated device: 3 on iOS (an @3x iPhone), 2 on macOS unless set. Only
    /// rounding that SwiftUI does to whole pixels (text spacing) uses it; layout stays in points.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] ?? (platform == .iOS ? 3 : 2) }
        set { self[DisplayScaleKey.self] = newValue }
    }
}

private enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private enum TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private enum MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private enum LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private enum DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
