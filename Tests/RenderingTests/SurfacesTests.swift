import CGraphics
import Foundation
import Testing
@testable import Rendering

@Suite struct SurfaceRules {
    @Test func pixelSizesRoundUp() {
        #expect(Surfaces.pixelSize(CGSize(width: 97.33, height: 20.29), scale: 2) == (195, 41))
        #expect(Surfaces.pixelSize(CGSize(width: 100, height: 50), scale: 3) == (300, 150))
        // Arithmetic noise does not add a pixel; an empty canvas still has one.
        #expect(Surfaces.pixelSize(CGSize(width: 100.0000000001, height: 0), scale: 1) == (100, 1))
    }

    @Test func svgUsesPx() {
        let sink = ByteSink()
        let surface = Surfaces.svg(CGSize(width: 30, height: 10), into: sink)
        #expect(cairo_svg_surface_get_document_unit(surface) == CAIRO_SVG_UNIT_PX)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        let svg = String(decoding: sink.data, as: UTF8.self)
        #expect(svg.contains(#"width="30px" height="10px""#))
    }

    @Test func pdfDateIsFixed() throws {
        let sink = ByteSink()
        let surface = Surfaces.pdf(CGSize(width: 30, height: 10), into: sink)
        try Surfaces.check(surface)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        #expect(String(decoding: sink.data, as: UTF8.self).contains("/CreationDate (20000101000000Z)"))
    }
}
