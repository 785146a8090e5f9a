import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

@Suite struct TypesetterRules {
    @Test func paragraphsSplitAtEveryNewline() {
        #expect(Typesetter.paragraphs(of: "a\nb\r\nc\u{2029}d") == ["a", "b", "c", "d"])
        #expect(Typesetter.paragraphs(of: "a\n\n") == ["a", "", ""])
        #expect(Typesetter.paragraphs(of: "") == [""])
    }

    @Test func wrapWidthInPangoUnits() {
        #expect(Typesetter.units(wrapWidth: 90) == 92160)
        // A measured width (k/1024 pt) survives arithmetic noise; anything narrower rounds down.
        #expect(Typesetter.units(wrapWidth: 38.96875 - 1e-9) == 39904)
        #expect(Typesetter.units(wrapWidth: 10.0009) == 10240)
        #expect(Typesetter.units(wrapWidth: -5) == 0)
        #expect(Typesetter.units(wrapWidth: .greatestFiniteMagnitude) == Int32.max / 2)
    }

    @Test func truncationModesMapToPango() {
        #expect(Typesetter.ellipsizeMode(.head) == PANGO_ELLIPSIZE_START)
        #expect(Typesetter.ellipsizeMode(.middle) == PANGO_ELLIPSIZE_MIDDLE)
        #expect(Typesetter.ellipsizeMode(.tail) == PANGO_ELLIPSIZE_END)
    }

    @Test func directionIsPerParagraph() {
        let lines = withMeasurer { $0.typeset(text("Hello\nمرحبا\n123"), width: nil, maxLines: nil).lines }
        #expect(lines.map(\.isRightToLeft) == [false, true, false])
        var rtl = text("123")
        rtl.layoutDirection = .rightToLeft
        // A paragraph without strong characters takes the environment's direction.
        #expect(withMeasurer { $0.typeset(rtl, width: nil, maxLines: nil).lines.map(\.isRightToLeft) } == [true])
    }

    @Test func rightToLeftWhitespaceAtAWrapHangsOnTheLeft() {
        let lines = withMeasurer { $0.typeset(text("مرحبا   بالعالم"), width: 60, maxLines: nil).lines }
        #expect(lines.count == 2)
        #expect(lines[0].width == naturalWidth("مرحبا"))
        // Two spaces keep their advance (Pango zeroes the last one); the word starts after them.
        #expect(lines[0].contentX > 0)
    }

    @Test func wrappedLinesEndingInOneSpace() {
        let lines = withMeasurer { $0.typeset(text("Hello World"), width: 60, maxLines: nil).lines }
        #expect(lines.map(\.width) == [naturalWidth("Hello"), naturalWidth("World")])
        #expect(lines.allSatisfy { $0.contentX == 0 })
    }

    @Test func nothingIsUnknownInLatinText() {
        #expect(withMeasurer { $0.unknownGlyphCount(for: text("Hello, World!")) } == 0)
        // A private-use code point no pinned font covers is drawn as a box.
        #expect(withMeasurer { $0.unknownGlyphCount(for: text("\u{F0000}")) } == 1)
    }
}
