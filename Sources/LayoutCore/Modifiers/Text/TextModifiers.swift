import Foundation

// SwiftUI's text modifiers: environment values every Text below reads (Environment/TextEnvironment.swift).
extension View {
    /// The font of text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Limits text to `number` lines.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// How text that does not fit is cut (head, middle or tail).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// How the lines of a text of several lines line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Extra space between the lines of text, in points.
    public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }

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
