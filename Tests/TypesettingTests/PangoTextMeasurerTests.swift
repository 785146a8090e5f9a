import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// SF Pro at 17 pt: ascender 1950/2048 em, descender 494/2048 em (notes/research-text.md §2).
private let bodyAscent: CGFloat = 17 * 1950 / 2048 // 16.1865234375
private let bodyLine: CGFloat = 17 * 2444 / 2048 // 20.287109375

@Suite struct TextAnswers {
    @Test func nilWidthIsOneLineAtNaturalWidth() {
        let m = measure(text("Hello wonderful World"))
        #expect(m.lineCount == 1)
        #expect(m.size.height == bodyLine)
        // The words plus two spaces: wider than the words alone, narrower than 3 × the longest.
        let words = naturalWidth("Hello") + naturalWidth("wonderful") + naturalWidth("World")
        #expect(m.size.width > words)
        #expect(m.size.width < words + 2 * naturalWidth("w"))
        #expect(!m.isTruncated)
    }

    @Test func zeroWidthIsTheLongestWord() {
        let m = measure(text("Hello wonderful World"), width: 0)
        #expect(m.lineCount == 3)
        #expect(m.size.width == naturalWidth("wonderful"))
        #expect(m.size.height == bodyLine + 2 * bodyLine)
    }

    @Test func zeroWidthNeverBreaksInsideAWord() {
        let m = measure(text("Supercalifragilistic"), width: 0)
        #expect(m.lineCount == 1)
        #expect(m.size.width == naturalWidth("Supercalifragilistic"))
    }

    @Test func finiteWidthWrapsAtWords() {
        // Thinking in SwiftUI's example: at 90 pt "Hello, World!" wraps into "Hello," / "World!".
        let m = measure(body("Hello, World!"), width: 90)
        #expect(m.lineCount == 2)
        #expect(m.size.width <= 90)
        #expect(m.size.width == max(naturalWidth("Hello,"), naturalWidth("World!")))
    }

    @Test func everyLineFitsTheWidth() throws {
        let string = "The quick brown fox jumps over the lazy dog and keeps running far away"
        for width in [60, 100, 150, 220] as [CGFloat] {
            let lines = withMeasurer { $0.typeset(text(string), width: width, maxLines: nil).lines }
            #expect(lines.count > 1)
            for line in lines { #expect(line.width <= width) }
            #expect(measure(text(string), width: width).lineCount == lines.count)
        }
    }

    @Test func aWordWiderThanTheWidthBreaksBetweenLetters() {
        let m = measure(text("Hello"), width: 20)
        #expect(m.lineCount > 1)
        #expect(m.size.width <= 20)
    }

    @Test func theNaturalWidthFitsOnOneLine() {
        let string = "Hello wonderful World"
        #expect(measure(text(string), width: naturalWidth(string)).lineCount == 1)
        #expect(measure(text(string), width: naturalWidth(string) - 1).lineCount == 2)
    }

    @Test func spacesAtAWrapPointAreNotCounted() {
        // One space (Pango zeroes it) and several (measured again) give the word's own width.
        #expect(measure(text("Hello World"), width: 60).size.width == naturalWidth("World"))
        let lines = withMeasurer { $0.typeset(text("Hello   World"), width: 60, maxLines: nil).lines }
        #expect(lines.count == 2)
        #expect(lines[0].width == naturalWidth("Hello"))
    }

    @Test func trailingSpacesOfTheLastLineCount() {
        #expect(naturalWidth("Hello  ") > naturalWidth("Hello"))
    }

    @Test func paragraphsAreLines() {
        let m = measure(text("Hello\nwonderful\n\nWorld"))
        #expect(m.lineCount == 4)
        #expect(m.size.width == naturalWidth("wonderful"))
    }
}

@Suite struct Truncation {
    let long = "The quick brown fox jumps over the lazy dog"

    @Test func oneLineOfALongString() {
        let m = measure(text(long), width: 100, maxLines: 1)
        #expect(m.lineCount == 1)
        #expect(m.isTruncated)
        #expect(m.size.width <= 100)
        #expect(m.size.height == bodyLine)
    }

    @Test func twoLinesKeepTheFirstWhole() {
        let lines = withMeasurer { $0.typeset(text(long), width: 100, maxLines: 2) }
        #expect(lines.lines.count == 2)
        #expect(lines.isTruncated)
        #expect(lines.lines[0].width == naturalWidth("The quick"))
    }

    @Test func aLimitThatIsNotReachedChangesNothing() {
        let m = measure(text("Hello"), width: 100, maxLines: 3)
        #expect(m == measure(text("Hello"), width: 100))
        #expect(!m.isTruncated)
    }

    @Test func droppedParagraphsEllipsizeTheLastKeptLine() {
        let m = measure(text("a\nb\nc"), maxLines: 2)
        #expect(m.lineCount == 2)
        #expect(m.isTruncated)
        #expect(m.size.width == naturalWidth("b\u{2026}"))
    }

    @Test func everyModeTruncates() {
        for mode in Text.TruncationMode.allCases {
            var t = text(long)
            t.truncationMode = mode
            let m = measure(t, width: 120, maxLines: 1)
            #expect(m.lineCount == 1 && m.isTruncated && m.size.width <= 120)
        }
    }

    @Test func zeroLinesMeansOne() {
        #expect(measure(text(long), width: 100, maxLines: 0).lineCount == 1)
    }
}

@Suite struct Heights {
    @Test func oneBodyLine() {
        let m = measure(body("Hello, World!"))
        #expect(m.size.height == 20.287109375)
        #expect(m.firstBaseline == bodyAscent)
    }

    @Test func twoBodyLinesArePitchedAtTheStyleLineHeight() {
        // iOS .body: 22 pt line height (HIG), so 22 + 20.287.
        let m = measure(body("Hello, World!"), width: 90)
        #expect(m.size.height == 22 + 20.287109375)
        #expect(m.lastBaseline == bodyAscent + 22)
    }

    @Test func lineSpacingAddsToThePitch() {
        var t = body("Hello\nWorld")
        t.lineSpacing = 5
        #expect(measure(t).size.height == 22 + 5 + 20.287109375)
    }
}

@Suite struct Widths {
    @Test func helloIsWithinOnePercentOfSFPro() {
        // iOS 26.1 probe: "Hello" at 17 pt is 38.814453125 pt.
        let width = naturalWidth("Hello")
        #expect(abs(width / 38.814453125 - 1) < 0.01)
    }

    @Test func helloWorldIsWithinOneAndAHalfPercentOfSwiftUI() {
        // Thinking in SwiftUI: Text("Hello, World!") ideal width 97.33 at iOS body.
        let width = measure(body("Hello, World!")).size.width
        #expect(abs(width / 97.33 - 1) < 0.015)
    }

    @Test func trackingIsAppliedBetweenCharacters() {
        // HIG: −0.43 pt at 17 pt, between characters only (none after the last one on a line).
        let one = naturalWidth("H")
        let two = naturalWidth("HH")
        #expect(abs(two - (2 * one - 0.43)) <= 1.0 / 1024)
    }

    @Test func userTrackingAdds() {
        var t = text("HHH")
        t.tracking = 2
        // Two gaps between three letters, each 2 pt wider.
        #expect(abs(measure(t).size.width - (naturalWidth("HHH") + 4)) <= 2.0 / 1024)
    }

    @Test func boldIsWiderThanRegular() {
        #expect(measure(text("Hello", weight: 700)).size.width > naturalWidth("Hello"))
    }

    @Test func monospacedLettersAreEquallyWide() {
        let narrow = measure(text("iiii", design: .monospaced)).size.width
        let wide = measure(text("MMMM", design: .monospaced)).size.width
        #expect(narrow == wide)
        // DejaVu Sans Mono: advance 1233/2048 em, no tracking: 4 × 17 × 1233/2048 = 40.94 pt.
        #expect(abs(wide - 4 * 17 * 1233 / 2048) < 0.01)
    }

    @Test func sameInputSameMeasurement() throws {
        let fresh = try PangoTextMeasurer()
        let t = body("Determinism is a feature, not an accident.")
        let a = fresh.measure(t, width: 150, maxLines: nil)
        let b = try PangoTextMeasurer().measure(t, width: 150, maxLines: nil)
        #expect(a == b)
        #expect(fresh.measure(t, width: 150, maxLines: nil) == a)
    }

    @Test func missingFontFileIsNamed() {
        let error = TypesettingError.missingFontFile("/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        #expect(error.description.contains("/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
        #expect(error.description.contains("fonts-inter"))
    }
}
