import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// Arabic shapes right to left with DejaVu Sans; Vietnamese stays in Inter.
@Suite struct Scripts {
    let arabic = "أساسيات بروتوكول Layout"
    let vietnamese = ["Địa chỉ email", "Giá trị", "Tên"]

    @Test func arabicMeasuresAndHasEveryGlyph() {
        #expect(measure(text(arabic)).size.width > naturalWidth("Layout"))
        #expect(withMeasurer { $0.unknownGlyphCount(for: text(arabic)) } == 0)
        let files = withMeasurer { $0.fontFiles(for: text(arabic)) }
        #expect(Set(files) == ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                               "/usr/share/fonts/opentype/inter/Inter-Regular.otf"])
    }

    @Test func arabicIsShapedNotIsolated() {
        // Joined (initial/medial/final) forms are narrower than the isolated letters side by side.
        let word = measure(text("بيت")).size.width
        let isolated = measure(text("ب ي ت")).size.width - 2 * naturalWidth(" ")
        #expect(word < isolated)
    }

    @Test func arabicLineIsRightToLeft() {
        let lines = withMeasurer { $0.typeset(text(arabic), width: nil, maxLines: nil).lines }
        #expect(lines.count == 1 && lines[0].isRightToLeft)
    }

    @Test func vietnameseStaysInInter() {
        for string in vietnamese {
            #expect(measure(text(string)).size.width > 0)
            #expect(withMeasurer { $0.unknownGlyphCount(for: text(string)) } == 0)
            #expect(withMeasurer { $0.fontFiles(for: text(string)) } == ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"])
        }
    }

    @Test func stackedDiacriticsReachAboveTheCapHeight() throws {
        // "Ể" carries a circumflex and a hook above the capital: its ink is taller than "E"'s.
        func inkHeight(_ s: String) throws -> Int {
            let picture = Picture(width: 60, height: 40, scale: 1) { cr in
                withMeasurer { $0.draw(drawing(text(s)), at: CGPoint(x: 5, y: 10), frameWidth: 50, in: cr) }
            }
            let ink = try #require(picture.inkBounds())
            return ink.maxY - ink.minY
        }
        #expect(try inkHeight("Ể") > inkHeight("E") + 3)
    }
}
