import Foundation
import Testing
@testable import Typesetting

@Suite struct CursiveRuns {
    @Test func latinIsOneRun() {
        let runs = LayoutAttributes.runs(of: "Hello")
        #expect(runs.count == 1)
        #expect(runs[0].bytes == 0..<5 && !runs[0].isCursive)
    }

    @Test func arabicAndLatinAlternate() {
        // "سلام" is 4 Arabic letters of 2 UTF-8 bytes each; then " Layout" (7 bytes).
        let runs = LayoutAttributes.runs(of: "سلام Layout")
        #expect(runs.count == 2)
        #expect(runs[0].bytes == 0..<8 && runs[0].isCursive)
        #expect(runs[1].bytes == 8..<15 && !runs[1].isCursive)
    }

    @Test func scripts() {
        #expect(LayoutAttributes.isCursive("ب"))
        #expect(LayoutAttributes.isCursive("\u{FEFB}")) // Arabic presentation form
        #expect(!LayoutAttributes.isCursive("ị"))
        #expect(!LayoutAttributes.isCursive("א")) // Hebrew letters do not join
    }

    @Test func emptyStringHasNoRuns() {
        #expect(LayoutAttributes.runs(of: "").isEmpty)
    }
}

@Suite struct LineEndSpacing {
    @Test func isTheTrackingOfNonCursiveText() {
        // 17 pt: −0.43 pt = −440.32 Pango units → −440.
        #expect(LayoutAttributes.lineEndSpacing(for: "Hello", text: text("Hello")) == -440)
        var tracked = text("مرحبا")
        tracked.tracking = 1
        // Only cursive letters: the user's tracking alone, 1 pt = 1024 units.
        #expect(LayoutAttributes.lineEndSpacing(for: "مرحبا", text: tracked) == 1024)
        #expect(LayoutAttributes.lineEndSpacing(for: "iiii", text: text("iiii", design: .monospaced)) == 0)
    }
}
