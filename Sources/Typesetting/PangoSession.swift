import CGraphics
import Foundation

/// Pango objects shared by every layout one measurer makes: a pangocairo font map on cairo's
/// FreeType/fontconfig back end over the pinned fonts, and a context set up so that layout never depends
/// on the scale a picture is drawn at.
final class PangoSession {
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    /// The base direction last set on the context; setting it invalidates Pango's caches, so only changes are set.
    private var baseDirection = PANGO_DIRECTION_WEAK_LTR

    /// The direction paragraphs without strong characters take.
    func setBaseDirection(rightToLeft: Bool) {
        let direction = rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
        guard direction != baseDirection else { return }
        pango_context_set_base_dir(context, direction)
        baseDirection = direction
    }

    /// 72 dpi: one Pango point is one cairo user unit, so a 17 pt font is 17 units tall.
    static let resolution: Double = 72

    init() throws {
        config = try PinnedFonts.makeConfig()
        // Current before Pango starts: Pango's font map initialises fontconfig's default configuration (in a
        // thread it then waits for) unless one is current, and that parses the system's /etc/fonts, which the
        // pinned fonts never use (docs/TYPESETTING.md, "Start-up").
        FcConfigSetCurrent(config)
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            fatalError("pangocairo was built without the FreeType back end")
        }
        fontMap = map
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), Self.resolution)
        context = pango_font_map_create_context(map)
        pango_cairo_context_set_resolution(context, Self.resolution)
        let options = Self.makeFontOptions()
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Unrounded glyph positions keep widths independent of the render scale.
        pango_context_set_round_glyph_positions(context, 0)
        // The locale must not change shaping or fallback order.
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    deinit {
        FontEngineLock.held {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            FcConfigDestroy(config)
        }
    }

    /// The options every font and surface uses: grey antialiasing, no hinting, unhinted metrics. The
    /// caller destroys the returned object.
    static func makeFontOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        return options
    }

    /// Sets the shared font options on a cairo context (used for every surface a picture is drawn on).
    static func applyFontOptions(to cr: OpaquePointer) {
        let options = makeFontOptions()
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }
}
