import Foundation

/// Every size and colour controls are drawn with, in points, iOS 17/18 and macOS 14/15, with its source and
/// confidence (the same table is in docs/BEHAVIOUR.md §22; [C] confirmed, [D] one public source, [I] inferred:
/// no public source, chosen to look like the platform).
enum ControlMetrics {
    // MARK: Shared

    /// What a disabled control is drawn at. [I]: tertiaryLabel's alpha (0.3, [C] Flutter and UIKit dumps), the grey
    /// UIKit gives text that does not take input; an iOS 26 measurement found 0.24 for a toggle's label [D].
    static let disabledOpacity = 0.3
    /// The least gap between an iOS row's label and its control. [D] iOS 26 measurement (8); [I] for 17/18.
    static let rowSpacing: CGFloat = 8
    /// Between a macOS control and its label. [I]
    static let macLabelSpacing: CGFloat = 8

    // MARK: Toggle

    /// iOS switch track. [C] Flutter `_kTrackWidth`/`_kTrackHeight` and UIKit's fixed `UISwitch` size.
    static let switchSize = CGSize(width: 51, height: 31)
    /// iOS switch thumb diameter. [D] Flutter `CupertinoThumbPainter.radius` 14.
    static let switchThumb: CGFloat = 28
    /// macOS switch (`NSSwitch`), regular size: often quoted, no public source. [I]
    static let macSwitchSize = CGSize(width: 38, height: 22)
    /// macOS checkbox box per control size: mini, small, regular, large (= extra large). [C] WebKit
    /// `checkboxSizes()`.
    static func checkboxSide(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini: return 10
        case .small: return 12
        case .regular: return 14
        case .large, .extraLarge: return 16
        }
    }
    /// Between a checkbox and its label. [I]
    static let checkboxSpacing: CGFloat = 6

    // MARK: Slider

    /// iOS slider frame height. [D] a UIKit measurement (`UISlider` frame 34 tall, iOS 8.1); iOS 26 measures 31.
    static let sliderHeight: CGFloat = 34
    /// iOS slider thumb diameter. [D] Flutter `CupertinoThumbPainter` (28).
    static let sliderThumb: CGFloat = 28
    /// Slider track thickness. [D] iOS 26 measurement (4); [I] for 17/18.
    static let sliderTrack: CGFloat = 4
    /// macOS slider: frame, knob, track. [I]
    static let macSliderHeight: CGFloat = 20
    static let macSliderKnob: CGFloat = 20
    static let macSliderTrack: CGFloat = 4

    // MARK: Stepper

    /// iOS stepper. [C] two UIKit measurements in public code (94 × 32), unchanged on iOS 26.
    static let stepperSize = CGSize(width: 94, height: 32)
    /// Its corner radius. [I] (iOS 26 measures a capsule).
    static let stepperCornerRadius: CGFloat = 8
    /// macOS stepper (`NSStepper`, two small arrows). [I]
    static let macStepperSize = CGSize(width: 13, height: 22)

    // MARK: Text fields

    /// iOS `.roundedBorder` field height. [D] iOS 26 measurement (34); [I] for 17/18 (Interface Builder's
    /// rounded text field is 34 tall, unsourced).
    static let roundedFieldHeight: CGFloat = 34
    /// Its text inset at the sides. [D] iOS 26 (7.5); [I] 7 for 17/18.
    static let roundedFieldInset: CGFloat = 7
    /// Its corner radius. [D] iOS 26 (4); [I] 5 for 17/18.
    static let roundedFieldRadius: CGFloat = 5
    /// Its border width. [D] iOS 26 (0.5, inside).
    static let roundedFieldBorder: CGFloat = 0.5
    /// macOS bordered field height (`NSTextField`, regular size) and its text inset. [I]
    static let macFieldHeight: CGFloat = 21
    static let macFieldInset: CGFloat = 4
    /// `TextEditor`'s text inset: NSTextContainer's line fragment padding 5 at the sides ([C] Apple's default),
    /// UITextView's 8 above and below ([I]).
    static let editorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    // MARK: Segmented control

    /// iOS segmented control: the 28 pt minimum plus 2 above and below. [C] Flutter
    /// `_kMinSegmentedControlHeight` + `_kHorizontalItemPadding` (iOS 17 Figma), Pulse `defaultHeight` 32.
    static let segmentedHeight: CGFloat = 32
    /// Track and thumb corner radii, the thumb's inset (2 above and below, 3 at the ends), the thumb's extra
    /// width (1 each side), the separators (1 wide, 5 in from top and bottom), the least padding of a segment
    /// title (10), the title font (13 pt, medium; semibold selected). [D] Flutter `sliding_segmented_control.dart`
    /// (iOS 17 Figma, iOS 17.5 simulator).
    static let segmentedRadius: CGFloat = 9
    static let segmentedThumbRadius: CGFloat = 7
    static let segmentedInset = CGSize(width: 3, height: 2)
    static let segmentedThumbOutset: CGFloat = 1
    static let segmentedSeparatorInset: CGFloat = 5
    static let segmentedTitlePadding: CGFloat = 10
    static let segmentedFontSize: CGFloat = 13
    /// macOS segmented control height (regular). [I] (the NSButton cell height, 21 [C], less its shadow).
    static let macSegmentedHeight: CGFloat = 20

    // MARK: Pickers

    /// The wheel (UIPickerView's and the wheel date picker's height; each row). [I] (216 is the long-standing
    /// UIPickerView height, unsourced here; rows of 32 [I]).
    static let wheelHeight: CGFloat = 216
    static let wheelRow: CGFloat = 32
    /// A list row (inline picker rows): the 44 pt minimum. [I] (the HIG's 44 pt hit target, Flutter's 44).
    static let rowHeight: CGFloat = 44
    /// The menu picker's chevrons: width and gap to the title. [D] iOS 26 measurement (9 wide, 4 gap).
    static let menuChevronWidth: CGFloat = 9
    static let menuChevronGap: CGFloat = 4

    // MARK: Buttons

    /// `.bordered` / `.borderedProminent` padding per control size on iOS: regular 12 × 7 [D] (OpenSwiftUI;
    /// the same on an iOS 26 measurement); the others [I].
    static func borderedPadding(_ size: ControlSize) -> CGSize {
        switch size {
        case .mini: return CGSize(width: 8, height: 3)
        case .small: return CGSize(width: 10, height: 5)
        case .regular: return CGSize(width: 12, height: 7)
        case .large: return CGSize(width: 20, height: 14)
        case .extraLarge: return CGSize(width: 24, height: 18)
        }
    }
    /// macOS push-button height per control size. [C] the NSButtonCell heights (WebKit `buttonSizes()`: mini
    /// 15, small 18, regular 21, large 24); [I] that SwiftUI's frame equals the cell's; extra large as large.
    static func macButtonHeight(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini: return 15
        case .small: return 18
        case .regular: return 21
        case .large, .extraLarge: return 24
        }
    }
    /// A macOS push button's title inset at each side and its corner radius. [I]
    static let macButtonInset: CGFloat = 8
    static let macButtonRadius: CGFloat = 5

    /// A macOS pull-down button's (`Menu`'s) `chevron.down` and its gap after the label. [I]
    static let pullDownArrow = CGSize(width: 8, height: 6)
    static let pullDownArrowGap: CGFloat = 6

    // MARK: Progress and gauges

    /// iOS spinner side per control size: regular 20 [C] (UIActivityIndicatorView medium), large 37 [D]; the
    /// smaller ones [I].
    static func spinnerSide(_ size: ControlSize, platform: Platform) -> CGFloat {
        switch (platform, size) {
        case (.iOS, .mini): return 12
        case (.iOS, .small): return 16
        case (.iOS, .regular): return 20
        case (.iOS, _): return 37
        // macOS NSProgressIndicator spinning: regular 32, small 16, mini 10. [I]
        case (.macOS, .mini): return 10
        case (.macOS, .small): return 16
        case (.macOS, _): return 32
        }
    }
    /// Linear progress bar thickness and the gap to its label. [D] iOS 26 measurement (4, 4); [I] for 17/18.
    static let progressBar: CGFloat = 4
    static let progressLabelSpacing: CGFloat = 4
    /// macOS linear progress: the bar (6 [I]) centred in the 20 pt cell ([D] Chromium `progressBarSizes()`).
    static let macProgressBar: CGFloat = 6
    static let macProgressHeight: CGFloat = 20
    /// A circular gauge (`.accessoryCircular`, `.accessoryCircularCapacity`) and its ring. [I]
    static let circularGauge: CGFloat = 56
    static let circularGaugeRing: CGFloat = 6
    /// A linear gauge's bar. [I]
    static let gaugeBar: CGFloat = 8

    // MARK: Date and colour pickers

    /// The compact date picker's pills: text inset, height, corner radius, gap between them. [I] (no public
    /// measurement found).
    static let datePillInset: CGFloat = 11
    static let datePillHeight: CGFloat = 34
    static let datePillRadius: CGFloat = 6
    static let datePillGap: CGFloat = 6
    /// The graphical calendar's height (dates only): 345. [D] woocommerce-ios pull request 3044 (iOS 14's
    /// inline date picker "needs 345" points; Apple documents no size).
    static let calendarHeight: CGFloat = 345
    /// Its header (month and year, chevrons) and weekday row; the six rows of days share the rest (45 each).
    /// Its width offered nil (320, the narrowest iPhones' width), the inset at the sides, a chevron's size. [I]
    static let calendarHeader: CGFloat = 49
    static let calendarWeekdays: CGFloat = 26
    static var calendarRow: CGFloat { (calendarHeight - calendarHeader - calendarWeekdays) / 6 }
    static let calendarWidth: CGFloat = 320
    static let calendarInset: CGFloat = 8
    static let calendarChevron = CGSize(width: 10, height: 17)
    /// The colour well (UIColorWell) side and its ring. [I]
    static let colorWell: CGFloat = 28
    static let colorWellRing: CGFloat = 3
    /// macOS colour well. [I]
    static let macColorWell = CGSize(width: 44, height: 23)
    /// The selection's inset in the macOS well. [I]
    static let macColorWellInset: CGFloat = 4
}
