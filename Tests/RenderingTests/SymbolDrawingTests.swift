import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering
@testable import Typesetting

/// SF Symbols are drawn with their glyphs, filling their frames, in the foreground style.
@Suite struct SymbolDrawing {
    /// The bounding box of the pixels close to `color`, in pixels.
    func inkBox(_ png: DecodedPNG, _ color: (Int, Int, Int)) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<png.height {
            for x in 0..<png.width where png.pixel(x, y, is: color, tolerance: 60) && png.pixel(x, y).a > 128 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// The glyph's outline reaches its frame's four edges (the frame is its bounds), in the tint.
    @Test func theGlyphFillsItsFrameInTheTint() throws {
        let result = layout(Image(systemName: "heart.fill").foregroundStyle(Color.red).font(.system(size: 40)).padding(10))
        let frame = result.root.children[0].frame
        let png = try DecodedPNG(try render(result, .png) { $0.style = .plain; $0.scale = 4 })
        let box = try #require(inkBox(png, (255, 59, 48)))
        #expect(abs(CGFloat(box.minX) - frame.minX * 4) <= 2 && abs(CGFloat(box.maxX + 1) - frame.maxX * 4) <= 2)
        #expect(abs(CGFloat(box.minY) - frame.minY * 4) <= 2 && abs(CGFloat(box.maxY + 1) - frame.maxY * 4) <= 2)
        #expect(png.pixel(Int(frame.midX * 4), Int(frame.midY * 4), is: (255, 59, 48)), "a filled heart is red in the middle")
    }

    /// In SVG and PDF the glyph is an outline, not a bitmap.
    @Test func vectorFormatsGetAnOutline() throws {
        let result = layout(Image(systemName: "star.fill"))
        let svg = String(decoding: try render(result, .svg) { $0.style = .plain }, as: UTF8.self)
        #expect(svg.contains("<path"))
        #expect(!svg.contains("<image"))
        let pdf = String(decoding: try render(result, .pdf) { $0.style = .plain }, as: UTF8.self)
        #expect(!pdf.contains("/Subtype /Image"))
    }

    /// Bold strokes are thicker: more ink in a larger frame.
    @Test func boldDrawsMoreInk() throws {
        func ink(_ weight: Font.Weight) throws -> Int {
            let png = try DecodedPNG(try render(layout(Image(systemName: "bell").fontWeight(weight).font(.system(size: 40))), .png) {
                $0.style = .plain; $0.scale = 2
            })
            return png.count((0, 0, 0), tolerance: 40)
        }
        #expect(try ink(.bold) > ink(.regular) + 50)
    }

    /// A name without a glyph keeps the placeholder: a rounded square outline with a dot, in the tint.
    @Test func anUnknownNameDrawsThePlaceholder() throws {
        let result = layout(Image(systemName: "no.such.symbol").foregroundStyle(Color.blue).font(.system(size: 40)))
        let png = try DecodedPNG(try render(result, .png) { $0.style = .plain; $0.scale = 2 })
        #expect(png.pixel(png.width / 2, png.height / 2, is: (0, 122, 255), tolerance: 20), "the dot in the middle")
    }

    /// The table's `style` column is true: where a name and its `.fill` variant are both marked as drawn in SF's
    /// style, the filled glyph has more ink than the outlined one (Material's `arrow_circle_down` is outlined
    /// but `arrow_circle_right` filled: such a row must say so or use another glyph).
    @Test func aFilledVariantHasMoreInkThanItsOutline() throws {
        func ink(_ name: String) throws -> Int {
            let view = Image(systemName: name).font(.system(size: 40)).frame(width: 60, height: 60)
            return try DecodedPNG(try render(layout(view), .png) { $0.style = .plain }).count((0, 0, 0), tolerance: 40)
        }
        let entries = SymbolMap.entries
        let pairs = entries.keys.filter { $0.hasSuffix(".fill") }.sorted().compactMap { filled -> (String, String)? in
            let outline = String(filled.dropLast(".fill".count))
            guard let f = entries[filled], let o = entries[outline], f.hasMatchingStyle, o.hasMatchingStyle else { return nil }
            return (filled, outline)
        }
        #expect(pairs.count > 40)
        for (filled, outline) in pairs {
            #expect(try ink(filled) > ink(outline), "\(filled) is not more filled than \(outline)")
        }
    }
}
