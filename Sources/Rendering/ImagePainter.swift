import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// Draws images: a PNG scaled into its frame, an SF Symbol's glyph, or a marked placeholder for a symbol
/// without a glyph or a missing image.
struct ImagePainter {
    let cr: OpaquePointer
    /// Draws the symbols' glyphs.
    let text: PangoTextMeasurer
    /// Past it no more images are decoded (decoding is the slow part of drawing one).
    var deadline: Deadline?

    func paint(_ image: ImageDrawing, in frame: CGRect) {
        guard frame.width > 0, frame.height > 0 else { return }
        switch image.kind {
        case .bitmap(let asset):
            paintBitmap(asset.path, in: frame)
        case .symbol(let symbol):
            text.draw(symbol, in: frame, on: cr)
        case .symbolPlaceholder(_, let tint):
            placeholder(in: frame, color: tint, crossed: false)
        case .missing:
            placeholder(in: frame, color: RGBA(red: 1, green: 0.23, blue: 0.19), crossed: true)
        }
    }

    private func paintBitmap(_ path: String, in frame: CGRect) {
        if let deadline, deadline.hasPassed { return }
        // Checked from the header before Cairo decodes the whole file: an image source other than the
        // fixture language's may hand any path over (a FIFO would block, a huge PNG take gigabytes).
        guard ImageAsset.pngProblem(at: path) == nil else {
            return placeholder(in: frame, color: RGBA(red: 1, green: 0.23, blue: 0.19), crossed: true)
        }
        guard let surface = cairo_image_surface_create_from_png(path) else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return placeholder(in: frame, color: RGBA(red: 1, green: 0.23, blue: 0.19), crossed: true)
        }
        let w = CGFloat(cairo_image_surface_get_width(surface)), h = CGFloat(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / w, frame.height / h)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A rounded square outline in the symbol's tint with a dot in the middle (a symbol placeholder), or
    /// a crossed box (missing image).
    private func placeholder(in frame: CGRect, color: RGBA, crossed: Bool) {
        cairo_save(cr)
        let inset = frame.insetBy(dx: min(1, frame.width / 4), dy: min(1, frame.height / 4))
        Path(roundedRect: inset, cornerRadius: min(inset.width, inset.height) * 0.2, style: .circular).apply(to: cr)
        var faint = color
        faint.alpha *= 0.15
        faint.setSource(on: cr)
        cairo_fill_preserve(cr)
        color.setSource(on: cr)
        cairo_set_line_width(cr, max(0.75, min(frame.width, frame.height) / 16))
        cairo_stroke(cr)
        if crossed {
            cairo_move_to(cr, inset.minX, inset.minY)
            cairo_line_to(cr, inset.maxX, inset.maxY)
            cairo_move_to(cr, inset.maxX, inset.minY)
            cairo_line_to(cr, inset.minX, inset.maxY)
            cairo_stroke(cr)
        } else {
            let r = min(inset.width, inset.height) * 0.18
            cairo_new_sub_path(cr)
            cairo_arc(cr, inset.midX, inset.midY, r, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }
}
