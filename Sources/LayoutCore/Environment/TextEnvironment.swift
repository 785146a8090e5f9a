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


extension View {
    /// The weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }

    /// Bold text in this view.
    public func bold(_ isActive: Bool = true) -> some View { environment(\.fontWeight, isActive ? .bold : nil) }

    /// Italic text in this view.
    public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }

    /// The design of text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }

    /// Monospaced text in this view.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.fontDesign, isActive ? .monospaced : nil)
    }

    /// A line through every text in this view, in `color` or the text's own (iOS 16); drawing only.
    /// A text's own `.strikethrough` wins.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        environment(\.strikethrough, isActive ? TextLineStyle(color: color) : nil)
    }

    /// A line under every text in this view, in `color` or the text's own (iOS 16); drawing only.
    /// A text's own `.underline` wins.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        environment(\.underline, isActive ? TextLineStyle(color: color) : nil)
    }

    /// Shows every text in this view in upper or lower case (nil: as written); the text is measured in that
    /// case, so its size changes with it. SwiftUI: `View.textCase(_:)`.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Text between `limits.lowerBound` and `limits.upperBound` lines: it reserves the lower bound.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        checkedEnvironment {
            $0.lineLimit = limits.upperBound
            $0.reservedLines = limits.lowerBound
        }
    }

    /// At least `limits.lowerBound` lines, no upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        checkedEnvironment {
            $0.lineLimit = nil
            $0.reservedLines = limits.lowerBound
        }
    }

    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        checkedEnvironment {
            $0.lineLimit = limits.upperBound
            $0.reservedLines = nil
        }
    }

    /// At most `limit` lines; with `reservesSpace`, always as tall as `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        checkedEnvironment {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : nil
        }
    }

    /// Lets text shrink down to `factor` of its size before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// The text size category of this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// Keeps the text size category within `range` (`.xSmall ... .xxLarge`, `..<DynamicTypeSize.accessibility1`):
    /// a size outside it becomes the nearest size inside (SwiftUI: "limits the Dynamic Type size for the
    /// view to the given range"). An empty range leaves the size alone.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter(range.contains)
        return modifier(EnvironmentModifier { env in
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, smallest), largest)
        })
    }
}
