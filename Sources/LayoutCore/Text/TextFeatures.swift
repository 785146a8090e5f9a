import Foundation

/// The text modifiers that change a font's features rather than its face: tabular digits
/// (`monospacedDigit()`), width (`fontWidth`), scale (`textScale`) and baseline offset (`baselineOffset`), on a
/// `Text` (its runs) or on any view (the environment of the texts inside). A run's own setting wins over the
/// environment's, as for the other text modifiers. docs/BEHAVIOUR.md §5 has the rules and their sources.
struct TextFeatures: Equatable {
    var monospacedDigit: Bool?
    var width: Font.Width?
    var scale: Text.Scale?
    var baselineOffset: CGFloat?

    /// Sets what the run and its environment ask of `font`: tabular digits, and the secondary scale's size.
    func apply(to font: inout ResolvedFont, in env: EnvironmentValues) {
        if monospacedDigit ?? env.isMonospacedDigit { font.monospacedDigit = true }
        if (scale ?? env.textScale) == .secondary {
            font.size *= Text.Scale.secondaryFactor
            font.styleLineHeight = font.styleLineHeight.map { $0 * Text.Scale.secondaryFactor }
        }
    }

    /// The width the run asks for: its own, its font's, or the environment's.
    func width(of font: Font?, in env: EnvironmentValues) -> Font.Width? { width ?? font?.width ?? env.fontWidth }

    /// Points the run is raised by (0: on the baseline).
    func baselineOffset(in env: EnvironmentValues) -> CGFloat { baselineOffset ?? env.baselineOffset }
}

extension Text {
    /// A text scale (SwiftUI's `Text.Scale`, iOS 17): `.default`, or `.secondary`, smaller than the font.
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool
        public static let `default` = Scale(isSecondary: false)
        public static let secondary = Scale(isSecondary: true)

        /// How much smaller `.secondary` draws: Apple documents no number; 0.8 is Layoutshot's guess ([I],
        /// docs/BEHAVIOUR.md §5).
        static let secondaryFactor: CGFloat = 0.8
    }

    private func updatingFeatures(_ change: (inout TextFeatures) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { change(&t.segments[i].features) }
        return t
    }

    /// Digits of one width in this text (tabular figures), other characters unchanged.
    public func monospacedDigit() -> Text { updatingFeatures { $0.monospacedDigit = $0.monospacedDigit ?? true } }

    /// The width of this text's font (drawn standard by the pinned fonts, with a warning); nil: the font's. A
    /// non-finite width is reported and standard used.
    public func fontWidth(_ width: Font.Width?) -> Text {
        var t = self
        let checked = width.map { Font.Width(t.invalidArguments.tracking($0.value, "width")) }
        return t.updatingFeatures { $0.width = $0.width ?? checked }
    }

    /// Draws this text at `scale` (`.secondary`: smaller); `isEnabled` false leaves it as it was.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? updatingFeatures { $0.scale = $0.scale ?? scale } : self
    }

    /// Raises this text's glyphs `offset` points above the baseline (negative: below). A non-finite offset is
    /// reported and ignored.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        var t = self
        let checked = t.invalidArguments.tracking(offset, "baselineOffset")
        return t.updatingFeatures { $0.baselineOffset = $0.baselineOffset ?? checked }
    }
}

private enum MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private enum FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }
private enum TextScaleKey: EnvironmentKey { static let defaultValue = Text.Scale.default }
private enum BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// Tabular digits for the texts in this subtree (`View.monospacedDigit()`).
    var isMonospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }
    var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
    var textScale: Text.Scale {
        get { self[TextScaleKey.self] }
        set { self[TextScaleKey.self] = newValue }
    }
    var baselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }
}

extension View {
    /// Digits of one width in every text of this view (SwiftUI: `View.monospacedDigit()`, iOS 15).
    public func monospacedDigit() -> some View { environment(\.isMonospacedDigit, true) }

    /// The font width of the texts in this view (iOS 16; drawn standard by the pinned fonts, with a warning).
    public func fontWidth(_ width: Font.Width?) -> some View {
        checkedEnvironment { env in env.fontWidth = width.map { Font.Width(env.builtin.problems.tracking($0.value, "width")) } }
    }

    /// The text scale of the texts in this view (iOS 17); `isEnabled` false leaves it unchanged.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isEnabled { $0.textScale = scale } })
    }

    /// Raises the glyphs of the texts in this view `offset` points (iOS 16); drawing only.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        checkedEnvironment { $0.baselineOffset = $0.builtin.problems.tracking(offset, "baselineOffset") }
    }
}
