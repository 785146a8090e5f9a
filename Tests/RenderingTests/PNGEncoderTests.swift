import CGraphics
import Foundation
import Testing
@testable import Rendering

@Suite struct PNGEncoding {
    /// A 2×1 surface: opaque red and half-transparent blue (premultiplied 0x80 → straight 0xFF).
    func surface() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2, 1)!
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cr, 0, 0, 1, 1)
        cairo_set_source_rgba(cr, 1, 0, 0, 1)
        cairo_fill(cr)
        cairo_rectangle(cr, 1, 0, 1, 1)
        cairo_set_source_rgba(cr, 0, 0, 1, 128.0 / 255)
        cairo_fill(cr)
        cairo_destroy(cr)
        return surface
    }

    @Test func headerAndStraightAlpha() throws {
        let s = surface()
        defer { cairo_surface_destroy(s) }
        let data = PNGEncoder.encode(s, level: 1)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width 2, height 1, bit depth 8, colour type 6 (RGBA).
        #expect(Array(data[16..<26]) == [0, 0, 0, 2, 0, 0, 0, 1, 8, 6])
        let png = try DecodedPNG(data)
        #expect(png.pixel(0, 0) == (255, 0, 0, 255))
        #expect(png.pixel(1, 0) == (0, 0, 255, 128))
    }

    @Test func onlyTheChunksThatDescribeThePicture() {
        let s = surface()
        defer { cairo_surface_destroy(s) }
        #expect(chunkTypes(PNGEncoder.encode(s, level: 1)) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func levelsChangeSizeNotPixels() throws {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
        defer { cairo_surface_destroy(s) }
        let stored = PNGEncoder.encode(s, level: 0)
        let packed = PNGEncoder.encode(s, level: 9)
        #expect(packed.count < stored.count)
        #expect(try DecodedPNG(stored).rgba == DecodedPNG(packed).rgba)
    }

    @Test func unpremultiplyByHand() {
        // a = 0x80, r = 0x40: 0x40 × 255 / 128 = 127.5 → 128 (rounded).
        #expect(PNGEncoder.unpremultiply(0x8040_0000) == 0x8080_0000)
        #expect(PNGEncoder.unpremultiply(0x0012_3456) == 0)
        #expect(PNGEncoder.unpremultiply(0xFF12_3456) == 0xFF12_3456)
        // Invalid input (colour above alpha) is clamped.
        #expect(PNGEncoder.unpremultiply(0x10FF_0000) == 0x10FF_0000)
    }

    @Test func opaqueAndTranslucentRowsMix() throws {
        // Row 0 opaque green (the fast path), row 1 half-transparent green (converted).
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 3, 2)!
        defer { cairo_surface_destroy(s) }
        let cr = cairo_create(s)!
        cairo_set_source_rgba(cr, 0, 1, 0, 1)
        cairo_rectangle(cr, 0, 0, 3, 1)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0, 1, 0, 0.4)
        cairo_rectangle(cr, 0, 1, 3, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        let png = try DecodedPNG(PNGEncoder.encode(s, level: 1))
        #expect(png.pixel(2, 0) == (0, 255, 0, 255))
        // 0.4 × 255 = 102 alpha; the green survives the premultiply round trip.
        #expect(png.pixel(2, 1).a == 102)
        #expect(png.pixel(2, 1).g == 255 && png.pixel(2, 1).r == 0)
    }
}
