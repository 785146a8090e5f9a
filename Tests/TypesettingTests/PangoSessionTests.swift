import CGraphics
import Foundation
import Testing
@testable import Typesetting

@Suite struct SessionSetup {
    @Test func fontOptionsAreGreyUnhinted() {
        let options = PangoSession.makeFontOptions()
        defer { cairo_font_options_destroy(options) }
        #expect(cairo_font_options_get_antialias(options) == CAIRO_ANTIALIAS_GRAY)
        #expect(cairo_font_options_get_hint_style(options) == CAIRO_HINT_STYLE_NONE)
        #expect(cairo_font_options_get_hint_metrics(options) == CAIRO_HINT_METRICS_OFF)
    }

    @Test func contextIsScaleIndependent() throws {
        let session = try PangoSession()
        #expect(pango_context_get_round_glyph_positions(session.context) == 0)
        #expect(pango_cairo_context_get_resolution(session.context) == 72)
        let options = pango_cairo_context_get_font_options(session.context)!
        #expect(cairo_font_options_get_hint_metrics(options) == CAIRO_HINT_METRICS_OFF)
    }

    @Test func appliedOptionsReachTheCairoContext() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        let cr = cairo_create(surface)!
        PangoSession.applyFontOptions(to: cr)
        let options = cairo_font_options_create()!
        cairo_get_font_options(cr, options)
        #expect(cairo_font_options_get_antialias(options) == CAIRO_ANTIALIAS_GRAY)
        #expect(cairo_font_options_get_hint_style(options) == CAIRO_HINT_STYLE_NONE)
        cairo_font_options_destroy(options)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
}
