import CGraphics
import Foundation
import LayoutCore

/// The icon fonts SF Symbols are drawn with (`SFSymbols.tsv`'s `font` column).
enum SymbolFontID: String, CaseIterable, Hashable, Sendable {
    /// Material Icons Regular (`fonts-material-design-icons-iconfont`).
    case material
    /// Material Design Icons (`fonts-materialdesignicons-webfont`), for the names Material draws worse.
    case mdi

    var path: String {
        switch self {
        case .material: return PinnedFonts.materialIconsFile
        case .mdi: return PinnedFonts.materialDesignIconsFile
        }
    }
}

/// One symbol's glyph in its icon font.
struct SymbolGlyphInfo: Hashable, Sendable {
    let font: SymbolFontID
    let index: UInt
    /// The outline's exact bounds in ems of the icon font, y up from the baseline.
    let bounds: CGRect
}

/// Glyphs of the icon fonts, looked up by SF Symbol name, measured and drawn with cairo's FreeType back end
/// (docs/TYPESETTING.md, "Symbols"). Not thread-safe, like the measurer that owns it.
final class SymbolFonts {
    /// How large the icon fonts' em is for a symbol of one point: Material's glyphs are drawn on a 24-unit
    /// grid with a 20-unit live area (2 units of padding on each side, measured in the font: full-size
    /// glyphs span 2…22), and a medium-scale SF Symbol's full-size glyph (`circle.fill`) is 0.9961 of the
    /// point size ([D] OSU reference diameters, docs/BEHAVIOUR.md §12). So the 20 units are 0.9961 pt and
    /// the em is 0.9961 × 24 / 20 pt. Material Design Icons uses the same grid.
    static let emPerPoint: CGFloat = 0.9961 * 24 / 20

    private var faces: [SymbolFontID: OpaquePointer] = [:]
    /// A scaled font per face, to reach its FreeType face (`cairo_ft_scaled_font_lock_face`).
    private var scaledFonts: [SymbolFontID: OpaquePointer] = [:]
    private var glyphs: [String: SymbolGlyphInfo?] = [:]

    /// Opens the icon fonts; `PinnedFonts.makeConfig()` has already checked that their files exist.
    init() {
        FontEngineLock.held { open() }
    }

    private func open() {
        let options = PangoSession.makeFontOptions()
        defer { cairo_font_options_destroy(options) }
        for id in SymbolFontID.allCases {
            // A pattern with the file and face: cairo opens the file itself and keeps it as long as it needs it.
            let pattern = FcPatternCreate()!
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FILE, id.path)
            FcPatternAddInteger(pattern, FC_INDEX, 0)
            let face = cairo_ft_font_face_create_for_pattern(pattern)!
            faces[id] = face
            var identity = cairo_matrix_t(), size = cairo_matrix_t()
            cairo_matrix_init_identity(&identity)
            cairo_matrix_init_scale(&size, 1, 1)
            scaledFonts[id] = cairo_scaled_font_create(face, &size, &identity, options)
        }
    }

    deinit {
        FontEngineLock.held {
            scaledFonts.values.forEach { cairo_scaled_font_destroy($0) }
            faces.values.forEach { cairo_font_face_destroy($0) }
        }
    }

    /// The glyph `SFSymbols.tsv` gives `name`, or nil when it lists no such name or the font has no outline
    /// at its code point (a font that changed under the pinned hash).
    func glyph(named name: String) -> SymbolGlyphInfo? {
        FontEngineLock.held { glyphLocked(named: name) }
    }

    private func glyphLocked(named name: String) -> SymbolGlyphInfo? {
        if let known = glyphs[name] { return known }
        let info = SymbolMap.entry(named: name).flatMap { entry in measure(entry.codePoint, in: entry.font) }
        glyphs[name] = info
        return info
    }

    /// The glyph at `codePoint` in `font` with its exact outline bounds (FreeType's `FT_Outline_Get_BBox`, in
    /// font units, unscaled and unhinted), or nil when the font has no outline there.
    func measure(_ codePoint: UInt32, in font: SymbolFontID) -> SymbolGlyphInfo? {
        FontEngineLock.held { measureLocked(codePoint, in: font) }
    }

    private func measureLocked(_ codePoint: UInt32, in font: SymbolFontID) -> SymbolGlyphInfo? {
        guard let scaled = scaledFonts[font], cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS,
              let face = cairo_ft_scaled_font_lock_face(scaled) else { return nil }
        defer { cairo_ft_scaled_font_unlock_face(scaled) }
        let index = FT_Get_Char_Index(face, FT_ULong(codePoint))
        let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
        guard index != 0, FT_Load_Glyph(face, index, FT_Int32(flags)) == 0,
              face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
              face.pointee.glyph.pointee.outline.n_points > 0 else { return nil }
        var box = FT_BBox()
        guard FT_Outline_Get_BBox(&face.pointee.glyph.pointee.outline, &box) == 0 else { return nil }
        let em = CGFloat(face.pointee.units_per_EM)
        let bounds = CGRect(x: CGFloat(box.xMin) / em, y: CGFloat(box.yMin) / em,
                            width: CGFloat(box.xMax - box.xMin) / em, height: CGFloat(box.yMax - box.yMin) / em)
        return SymbolGlyphInfo(font: font, index: UInt(index), bounds: bounds)
    }

    /// Fills `glyph` into `frame` (points, cairo context `cr`) in `color`: the outline's bounds, grown by half
    /// `thickening` on every side, fill the frame exactly (a resizable symbol stretches); `thickening` (ems
    /// of the icon font) is drawn as a stroke of that width around the outline.
    func draw(_ glyph: SymbolGlyphInfo, thickening: CGFloat, color: RGBA, in frame: CGRect, on cr: OpaquePointer) {
        FontEngineLock.held { drawLocked(glyph, thickening: thickening, color: color, in: frame, on: cr) }
    }

    private func drawLocked(_ glyph: SymbolGlyphInfo, thickening: CGFloat, color: RGBA, in frame: CGRect, on cr: OpaquePointer) {
        guard let face = faces[glyph.font] else { return }
        let outer = glyph.bounds.insetBy(dx: -thickening / 2, dy: -thickening / 2)
        guard outer.width > 0, outer.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / outer.width, frame.height / outer.height)
        // Font space has y down: the outline's top (its largest y) goes to the frame's top.
        cairo_translate(cr, -outer.minX, outer.maxY)
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, 1)
        var g = cairo_glyph_t(index: glyph.index, x: 0, y: 0)
        cairo_new_path(cr)
        cairo_glyph_path(cr, &g, 1)
        if thickening > 0 {
            // Opaque in a group, then with the colour's alpha: the stroke overlaps the fill.
            cairo_push_group(cr)
            cairo_set_source_rgb(cr, color.red, color.green, color.blue)
            cairo_set_line_width(cr, thickening)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_fill_preserve(cr)
            cairo_stroke(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, min(max(color.alpha, 0), 1))
        } else {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }
}

