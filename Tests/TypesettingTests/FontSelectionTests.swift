import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

@Suite struct FontSelectionRules {
    @Test func familiesByDesignAndSize() {
        let fallbacks = ",DejaVu Sans,Noto Sans CJK SC,Noto Color Emoji"
        #expect(FontSelection.families(for: ResolvedFont(size: 17)) == "Inter" + fallbacks)
        #expect(FontSelection.families(for: ResolvedFont(size: 24)) == "Inter" + fallbacks)
        #expect(FontSelection.families(for: ResolvedFont(size: 25)) == "Inter Display" + fallbacks)
        #expect(FontSelection.families(for: ResolvedFont(size: 17, design: .serif)) == "Noto Serif" + fallbacks)
        #expect(FontSelection.families(for: ResolvedFont(size: 17, design: .rounded)) == "Quicksand,Quicksand,Inter" + fallbacks)
        #expect(FontSelection.families(for: ResolvedFont(size: 17, weight: 500, design: .rounded))
                == "Quicksand Medium,Quicksand,Inter" + fallbacks)
        #expect(FontSelection.families(for: ResolvedFont(size: 17, weight: 300, design: .rounded))
                == "Quicksand Light,Quicksand,Inter" + fallbacks)
        var tabular = ResolvedFont(size: 28)
        tabular.monospacedDigit = true
        #expect(FontSelection.families(for: tabular) == "Inter" + fallbacks, "Inter Display's tnum figures differ in width")
        #expect(FontSelection.families(for: ResolvedFont(size: 40, design: .monospaced))
                == "DejaVu Sans Mono,DejaVu Sans,Noto Sans Mono CJK SC,Noto Color Emoji")
    }

    @Test func monospacedHasNoAutomaticTracking() {
        #expect(FontSelection.automaticTracking(for: ResolvedFont(size: 17)) == -0.43)
        #expect(FontSelection.automaticTracking(for: ResolvedFont(size: 17, design: .monospaced)) == 0)
        #expect(FontSelection.automaticTracking(for: ResolvedFont(size: 17, design: .serif)) == 0)
        #expect(FontSelection.automaticTracking(for: ResolvedFont(size: 17, design: .rounded)) == -0.43)
    }

    @Test func pangoUnits() {
        // PANGO_SCALE = 1024 units per point.
        #expect(FontSelection.units(17) == 17408)
        #expect(FontSelection.units(-0.43) == -440) // −440.32 rounded
        #expect(FontSelection.points(1536) == 1.5)
    }
}

@Suite struct TabularDigits {
    /// Inter's tabular figures (OpenType `tnum`) are all 1824 units wide at 2816 units per em (read from
    /// Inter-Regular.otf's GSUB and hmtx tables); its proportional "1" is 1308 and "8" 1736.
    static let tabularEm: CGFloat = 1824.0 / 2816.0

    func digits(_ string: String, size: CGFloat = 17, tabular: Bool) -> CGFloat {
        var t = text(string, size: size)
        t.font.monospacedDigit = tabular
        return measure(t).size.width
    }

    @Test func everyDigitTakesTheTabularAdvance() {
        // n digits: n advances and n − 1 letter spacings of SF Pro's tracking at 17 pt (−0.43 pt), to Pango's units.
        let advance: CGFloat = 17 * Self.tabularEm, spacing: CGFloat = -0.43
        let expected = 4 * advance + 3 * spacing
        for string in ["1111", "8888", "1234", "0000"] {
            #expect(abs(digits(string, tabular: true) - expected) < 0.01, "\(string)")
        }
        // Proportional digits differ: "1111" is narrower than "8888".
        let difference: CGFloat = 4 * 17 * (1736 - 1308) / 2816
        #expect(digits("8888", tabular: false) - digits("1111", tabular: false) > difference - 0.1)
    }

    @Test func displaySizesUseInterTabularFigures() {
        // 28 pt (iOS .title) tracking +0.38 pt.
        let advance: CGFloat = 28 * Self.tabularEm, spacing: CGFloat = 0.38
        let expected = 4 * advance + 3 * spacing
        #expect(abs(digits("1111", size: 28, tabular: true) - expected) < 0.01)
        #expect(abs(digits("8888", size: 28, tabular: true) - expected) < 0.01)
    }

    @Test func lettersKeepTheirWidths() {
        #expect(digits("Total", tabular: true) == digits("Total", tabular: false))
    }
}
