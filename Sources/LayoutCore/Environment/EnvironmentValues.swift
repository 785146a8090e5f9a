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
    /// Layoutshot's own values, stored directly: text resolution reads a dozen of them per view, and a
    /// dictionary lookup with a cast each time showed in profiles. They sit in one shared box, copied on
    /// the first write: resolution copies the environment for every view, and copying some twenty fields
    /// (their retains) each time did too.
    private var shared = CopyOnWrite(BuiltinValues())
    var builtin: BuiltinValues {
        _read { yield shared.value }
        _modify { yield &shared.value }
    }

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // An unset key needs no cast (text resolution asks several per view, most never set).
            guard let value = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The font for text in this subtree; nil means the platform's `.body`. A font whose size cannot be used
    /// (`ArgumentProblems.fontSize`) is reported and replaced.
    public var font: Font? {
        get { builtin.font }
        set { builtin.font = newValue.map { $0.checked(&builtin.problems) } }
    }

    /// Leading-to-trailing direction.
    public var layoutDirection: LayoutDirection {
        get { builtin.layoutDirection }
        set { builtin.layoutDirection = newValue }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { builtin.colorScheme }
        set { builtin.colorScheme = newValue }
    }

    /// The platform whose defaults apply (a Layoutshot addition; SwiftUI knows it at compile time).
    public var platform: Platform {
        get { builtin.platform }
        set { builtin.platform = newValue }
    }

    /// The styles text and shapes are drawn in when none is set on them, one per hierarchical level; nil
    /// means the label colours (`.primary`, `.secondary`, …).
    var foregroundStyle: StyleLevels? {
        get { builtin.foregroundStyle }
        set { builtin.foregroundStyle = newValue }
    }

    /// The style `.background` stands for (SwiftUI: set by `backgroundStyle(_:)`); nil: the system
    /// background.
    public var backgroundStyle: AnyShapeStyle? {
        get { builtin.backgroundStyle?.styles.first }
        set { builtin.backgroundStyle = newValue.map { StyleLevels([$0], parent: nil) } }
    }

    /// `backgroundStyle` with the styles it replaced.
    var backgroundStyleLevels: StyleLevels? {
        get { builtin.backgroundStyle }
        set { builtin.backgroundStyle = newValue }
    }

    /// The style `.tint` stands for (set by `tint(_:)`); nil: the accent colour.
    var tintStyle: StyleLevels? {
        get { builtin.tint }
        set { builtin.tint = newValue }
    }
}


extension EnvironmentValues {
    /// Maximum number of lines for text; nil for no limit. Fewer than 1 is reported and 1 used.
    public var lineLimit: Int? {
        get { builtin.lineLimit }
        set { builtin.lineLimit = newValue.map { builtin.problems.lines($0, "lineLimit") } }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { builtin.truncationMode }
        set { builtin.truncationMode = newValue }
    }

    /// Alignment of the lines of multi-line text.
    public var multilineTextAlignment: TextAlignment {
        get { builtin.multilineTextAlignment }
        set { builtin.multilineTextAlignment = newValue }
    }

    /// Extra space between lines of text, in points: never negative, as UIKit's `NSParagraphStyle.lineSpacing`
    /// ("always nonnegative"), so a negative amount is 0; a non-finite one is reported and 0 used.
    public var lineSpacing: CGFloat {
        get { builtin.lineSpacing }
        set { builtin.lineSpacing = max(builtin.problems.length(newValue, "lineSpacing", kind: "line spacing"), 0) }
    }

    /// Pixels per point of the simulated device: 3 on iOS (an @3x iPhone), 2 on macOS unless set. Only
    /// rounding that SwiftUI does to whole pixels (text spacing) uses it; layout stays in points.
    public var displayScale: CGFloat {
        get { builtin.displayScale ?? (platform == .iOS ? 3 : 2) }
        set {
            // Pixels per point: finite and positive (SwiftUI's devices have 1 to 3).
            if newValue.isFinite, newValue > 0, newValue <= 100 {
                builtin.displayScale = newValue
            } else {
                builtin.problems.note("Invalid display scale (not within 0…100)", "displayScale", newValue,
                                      "used the platform's")
                builtin.displayScale = nil
            }
        }
    }

    /// Invalid values set through the setters above while nobody listened (`ArgumentCheck.handler`), for the
    /// layout to report.
    var invalidArguments: ArgumentProblems {
        get { builtin.problems }
        set { builtin.problems = newValue }
    }
}

/// Storage of the built-in environment values (the accessors live with their features).
struct BuiltinValues {
    var font: Font? = nil
    var layoutDirection: LayoutDirection = .leftToRight
    var colorScheme: ColorScheme = .light
    var platform: Platform = .iOS
    var foregroundStyle: StyleLevels? = nil
    var backgroundStyle: StyleLevels? = nil
    var tint: StyleLevels? = nil
    var lineLimit: Int? = nil
    var truncationMode: Text.TruncationMode = .tail
    var multilineTextAlignment: TextAlignment = .leading
    var lineSpacing: CGFloat = 0
    var displayScale: CGFloat? = nil
    var dynamicTypeSize: DynamicTypeSize = .large
    var fontWeight: Font.Weight? = nil
    var fontDesign: Font.Design? = nil
    var italic: Bool = false
    var strikethrough: TextLineStyle? = nil
    var underline: TextLineStyle? = nil
    var textCase: Text.Case? = nil
    var reservedLines: Int? = nil
    var minimumScaleFactor: CGFloat = 1
    var imageSource: (any ImageSource)? = nil
    var problems = ArgumentProblems()
}
