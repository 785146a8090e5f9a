import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

/// Emoji are drawn in colour in every format (Noto Color Emoji through cairo): a text in black can only give
/// grey pixels, so a pixel whose channels differ a lot is the emoji's own colour (its yellow face).
@Suite struct ColourEmoji {
    let picture = layout(Text("😀 ok").font(.system(size: 40)))

    /// A pixel whose largest and smallest channels differ by more than 100 (grey has them equal).
    func hasColour(_ png: DecodedPNG) -> Bool {
        for y in 0..<png.height {
            for x in 0..<png.width {
                let p = png.pixel(x, y)
                if p.a > 200, Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 100 { return true }
            }
        }
        return false
    }

    @Test func png() throws {
        let data = try render(picture, .png) { $0.style = .plain }
        #expect(hasColour(try DecodedPNG(data)))
    }

    /// Cairo embeds a colour glyph in an SVG as a PNG image: the image is there, and it is in colour.
    @Test func svg() throws {
        let svg = String(decoding: try render(picture, .svg) { $0.style = .plain }, as: UTF8.self)
        let marker = "data:image/png;base64,"
        let start = try #require(svg.range(of: marker))
        let end = try #require(svg[start.upperBound...].firstIndex(of: "\""))
        let data = try #require(Data(base64Encoded: String(svg[start.upperBound..<end])))
        #expect(hasColour(try DecodedPNG(data)))
    }

    /// In a PDF the emoji is an RGB image (a text glyph would be a font or a one-channel mask).
    @Test func pdf() throws {
        let pdf = String(decoding: try render(picture, .pdf) { $0.style = .plain }, as: UTF8.self)
        #expect(pdf.contains("/Subtype /Image"))
        #expect(pdf.contains("/ColorSpace /DeviceRGB"))
    }
}
