import Foundation

/// The semantic colours controls are drawn with, light and dark (iOS 13–18: Flutter's
/// `CupertinoColors` and runtime dumps of UIKit's colours agree, [C] unless marked).
enum ControlColors {
    static let systemFill = Color._dynamic("systemFill", light: RGBA(120, 120, 128, 0.2), dark: RGBA(120, 120, 128, 0.36))
    static let secondarySystemFill = Color._dynamic("secondarySystemFill", light: RGBA(120, 120, 128, 0.16),
                                                    dark: RGBA(120, 120, 128, 0.32))
    static let tertiarySystemFill = Color._dynamic("tertiarySystemFill", light: RGBA(118, 118, 128, 0.12),
                                                   dark: RGBA(118, 118, 128, 0.24))
    static let quaternarySystemFill = Color._dynamic("quaternarySystemFill", light: RGBA(116, 116, 128, 0.08),
                                                     dark: RGBA(118, 118, 128, 0.18))
    static let tertiaryLabel = Color._dynamic("tertiaryLabel", light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3))
    static let placeholderText = Color._dynamic("placeholderText", light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3))
    static let separator = Color._dynamic("separator", light: RGBA(60, 60, 67, 0.29), dark: RGBA(84, 84, 88, 0.6))
    static let systemBackground = Color._dynamic("systemBackground", light: RGBA(255, 255, 255), dark: RGBA(0, 0, 0))
    /// A raised surface in dark mode (a segmented control's thumb): white / systemGray3-like 99,99,102.
    /// [D] Flutter `_kThumbColor`.
    static let segmentedThumb = Color._dynamic("segmentedThumb", light: RGBA(255, 255, 255), dark: RGBA(99, 99, 102))
    /// A segmented control's separators: 142,142,147 at 30 %. [D] Flutter `_kSeparatorColor`.
    static let segmentedSeparator = Color._dynamic("segmentedSeparator", light: RGBA(142, 142, 147, 0.3),
                                                   dark: RGBA(142, 142, 147, 0.3))
    /// A rounded text field's border: black at 20 % (white in dark mode). [D] iOS 26 measurement (alpha 0.2).
    static let fieldBorder = Color._dynamic("fieldBorder", light: RGBA(0, 0, 0, 0.2), dark: RGBA(255, 255, 255, 0.2))
    /// A switch or slider thumb: white in both schemes.
    static let thumb = Color.white
    /// The thumb's shadow: black at 15 %, 8 pt blur, 3 pt down. [D] Flutter `CupertinoThumbPainter` shadows.
    static let thumbShadow = Color(white: 0, opacity: 0.15)
    /// macOS control surfaces: a push button's face and a field's background, light and dark. [I]
    static let macControlFace = Color._dynamic("macControlFace", light: RGBA(255, 255, 255), dark: RGBA(255, 255, 255, 0.25))
    static let macControlBorder = Color._dynamic("macControlBorder", light: RGBA(0, 0, 0, 0.15), dark: RGBA(255, 255, 255, 0.1))
    static let macFieldFace = Color._dynamic("macFieldFace", light: RGBA(255, 255, 255), dark: RGBA(255, 255, 255, 0.05))
}
