import Foundation

/// Dynamic Type text size categories (iOS); `.large` is the default.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// A line drawn through or under text: its colour, nil for the text's own.
public struct TextLineStyle: Hashable, Sendable {
    public var color: Color?
    public init(color: Color? = nil) { self.color = color }
}

extension EnvironmentValues {
    /// Text size category; text styles scale with it on iOS (macOS has no Dynamic Type).
    public var dynamicTypeSize: DynamicTypeSize {
        get { builtin.dynamicTypeSize }
        set { builtin.dynamicTypeSize = newValue }
    }

    /// Weight applied to text in this subtree (`.fontWeight`, `.bold()`).
    public var fontWeight: Font.Weight? {
        get { builtin.fontWeight }
        set { builtin.fontWeight = newValue }
    }

    /// Design applied to text whose font does not name one (`.fontDesign`, `.monospaced()`).
    public var fontDesign: Font.Design? {
        get { builtin.fontDesign }
        set { builtin.fontDesign = newValue }
    }

    /// Italic text in this subtree (`.italic()`).
    public var isItalic: Bool {
        get { builtin.italic }
        set { builtin.italic = newValue }
    }

    /// A line through the text in this subtree (`View.strikethrough`); nil for none.
    public var strikethrough: TextLineStyle? {
        get { builtin.strikethrough }
        set { builtin.strikethrough = newValue }
    }

    /// A line under the text in this subtree (`View.underline`); nil for none.
    public var underline: TextLineStyle? {
        get { builtin.underline }
        set { builtin.underline = newValue }
    }

    /// The case text in this subtree is shown in (`.textCase`); nil shows it as written.
    public var textCase: Text.Case? {
        get { builtin.textCase }
        set { builtin.textCase = newValue }
    }

    /// Text reports at least this many lines (`lineLimit(n, reservesSpace: true)`, `lineLimit(2...4)`).
    public var reservedLines: Int? {
        get { builtin.reservedLines }
        set { builtin.reservedLines = newValue.map { builtin.problems.lines($0, "reservedLines") } }
    }

    /// How far text may shrink before it is truncated (1: not at all); SwiftUI clamps it into 0…1 (here
    /// 0.01…1: a text is never drawn at no size); NaN is reported and 1 used.
    public var minimumScaleFactor: CGFloat {
        get { builtin.minimumScaleFactor }
        set { builtin.minimumScaleFactor = max(builtin.problems.fraction(newValue, "minimumScaleFactor", fallback: 1), 0.01) }
    }
}
