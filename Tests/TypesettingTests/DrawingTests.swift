import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// Drawing checked by looking at ink on a 1 px/pt image.
@Suite struct Drawing {
    func draw(_ t: ResolvedText, width: CGFloat? = nil, maxLines: Int? = nil, frameWidth: CGFloat,
              canvas: (Int, Int) = (300, 120), at origin: CGPoint = CGPoint(x: 10, y: 10)) -> Picture {
        Picture(width: canvas.0, height: canvas.1) { cr in
            withMeasurer { $0.draw(drawing(t, width: width, maxLines: maxLines), at: origin, frameWidth: frameWidth, in: cr) }
        }
    }

    @Test func baselinesFollowTheMeasuredPitch() throws {
        // "H" sits on the baseline with no descender: ink ends at origin + ascent + k × 22 (iOS body pitch).
        let picture = draw(body("H\nH"), frameWidth: 50)
        let ascent = 17.0 * 1950 / 2048 // 16.19
        // The first H's ink spans about 14…26, the second's 36…48.
        let first = try #require(picture.inkBounds(rows: 0..<31))
        let second = try #require(picture.inkBounds(rows: 31..<80))
        #expect(abs(Double(first.maxY + 1) - (10 + ascent)) < 1)
        #expect(abs(Double(second.maxY + 1) - (10 + ascent + 22)) < 1)
        // Cap height 1443/2048 em ≈ 11.98 pt above the baseline (Inter's is close to SF's).
        let capHeight: Double = 17.0 * 1443 / 2048
        let inkHeight = Double(first.maxY - first.minY + 1)
        #expect(abs(inkHeight - capHeight) < 1.5)
    }

    @Test func leadingStartsAtTheOrigin() throws {
        let ink = try #require(draw(text("Hello"), frameWidth: 200).inkBounds())
        #expect(ink.minX >= 10 && ink.minX <= 12)
    }

    @Test func trailingEndsAtTheFrameEdge() throws {
        var t = text("Hello")
        t.alignment = .trailing
        let ink = try #require(draw(t, frameWidth: 200).inkBounds())
        #expect(ink.maxX <= 210 && ink.maxX >= 207)
    }

    @Test func centreIsCentred() throws {
        var t = text("Hello")
        t.alignment = .center
        let ink = try #require(draw(t, frameWidth: 200).inkBounds())
        #expect(abs(Double(ink.minX + ink.maxX) / 2 - 110) < 2)
    }

    @Test func rightToLeftParagraphsLeadFromTheRight() throws {
        // Arabic in a left-to-right environment: the paragraph's own direction decides.
        let arabic = try #require(draw(text("مرحبا"), frameWidth: 200).inkBounds())
        #expect(arabic.maxX >= 205 && arabic.minX > 110)
        // Latin text in a right-to-left environment leads from the right too.
        var latin = text("Hello")
        latin.layoutDirection = .rightToLeft
        let ink = try #require(draw(latin, frameWidth: 200).inkBounds())
        #expect(ink.maxX >= 205)
    }

    @Test func drawsWhatWasMeasured() throws {
        // Four wrapped lines; the ink stays inside the measured box.
        let t = body("The quick brown fox jumps over the lazy dog")
        let m = measure(t, width: 120)
        let ink = try #require(draw(t, width: 120, frameWidth: m.size.width, canvas: (200, 140)).inkBounds())
        #expect(ink.minX >= 10 && Double(ink.maxX) <= 10 + Double(m.size.width) + 1)
        #expect(Double(ink.maxY) <= 10 + Double(m.size.height) + 1)
        #expect(Double(ink.maxY) > 10 + Double(m.lastBaseline) - 1)
    }

    @Test func colourIsUsed() {
        let d = drawing(text("Hello"))
        let picture = Picture(width: 80, height: 30) { cr in
            withMeasurer { $0.draw(d.text, width: d.width, maxLines: d.maxLines, color: RGBA(red: 1, green: 0, blue: 0),
                                   at: .zero, frameWidth: 80, in: cr) }
        }
        // Some fully red pixel (ARGB 0xFFFF0000) exists and nothing is blue-ish.
        #expect(picture.pixels.contains(0xFFFF_0000))
        #expect(!picture.pixels.contains { ($0 & 0xFF) > (($0 >> 16) & 0xFF) })
    }

    @Test func aDrawingUsesTheContextsSource() {
        // `draw(_ drawing:)` paints with whatever the caller made the source (the renderer sets the paint).
        let d = drawing(text("Hello"))
        let picture = Picture(width: 80, height: 30) { cr in
            cairo_set_source_rgba(cr, 0, 0, 1, 1)
            withMeasurer { $0.draw(d, at: .zero, frameWidth: 80, in: cr) }
        }
        #expect(picture.pixels.contains(0xFF00_00FF))
        #expect(!picture.pixels.contains { (($0 >> 16) & 0xFF) > ($0 & 0xFF) })
    }
}
