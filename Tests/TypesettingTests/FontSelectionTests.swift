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
        #expect(FontSelection.families(for: ResolvedFont(size: 17, design: .serif)) == "Inter" + fallbacks)
        #expect(FontSelection.families(for: ResolvedFont(size: 40, design: .monospaced))
                == "DejaVu Sans Mono,DejaVu Sans,Noto Sans Mono CJK SC,Noto Color Emoji")
    }

    @Test func monospacedHasNoAutomaticTracking() {
        #expect(FontSelection.automaticTracking(for: ResolvedFont(size: 17)) == -0.43)
        #expect(FontSelection.automaticTracking(for: ResolvedFont(size: 17, design: .monospaced)) == 0)
    }

    @Test func pangoUnits() {
        // PANGO_SCALE = 1024 units per point.
        #expect(FontSelection.units(17) == 17408)
        #expect(FontSelection.units(-0.43) == -440) // −440.32 rounded
        #expect(FontSelection.points(1536) == 1.5)
    }
}
