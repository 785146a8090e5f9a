import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// Draws what a frame tree shows: each node's own drawing, then its children in order, wrapped in the
/// node's decorations (first applied innermost).
struct ContentPainter {
    let text: PangoTextMeasurer
    let cr: OpaquePointer
    /// False to show a ScrollView's whole content instead of its viewport.
    var clipsScrollViews = true
    /// Past it nothing more is drawn (the renderer then reports the time-out).
    var deadline: Deadline?
    /// Texts left undrawn because their glyphs are beyond FreeType's range (shared with nested painters).
    var oversizedText = OversizedText()

    /// The largest em FreeType is asked to draw, in device pixels: beyond about 2^16 it fails, and Cairo keeps
    /// the failed font in its process-wide cache, so that every later text of the process fails too (a
    /// hostile fixture in a `check` batch would break the ones after it). 16,384 px is half the largest
    /// picture's side.
    static let maximumEmPixels: CGFloat = 16_384

    /// The largest em, in device pixels, of a text that was not drawn; nil when every text was.
    final class OversizedText {
        var largestEm: CGFloat?
    }

    func paint(_ node: FrameNode) {
        if let deadline, deadline.hasPassed { return }
        paint(node, decorations: node.decorations.count)
    }

    /// Paints `node` with its first `count` decorations.
    private func paint(_ node: FrameNode, decorations count: Int) {
        guard count > 0 else { return paintContent(node) }
        switch node.decorations[count - 1] {
        case .border(let paint, let width):
            self.paint(node, decorations: count - 1)
            strokeBorder(node.frame, paint: paint, width: width)
        case .opacity(let alpha):
            cairo_push_group(cr)
            paint(node, decorations: count - 1)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, min(max(alpha, 0), 1))
        case .clip(let shape):
            if shape.isScrollViewport && !clipsScrollViews { return paint(node, decorations: count - 1) }
            cairo_save(cr)
            shape.path.apply(to: cr)
            cairo_clip(cr)
            paint(node, decorations: count - 1)
            cairo_restore(cr)
        case .hidden:
            return
        case .shadow(let color, let radius, let x, let y):
            BlurPainter.paintShadow(color: color, radius: radius, offset: CGSize(width: x, height: y),
                                    bounds: Self.bounds(of: node), on: cr) { paint(node, decorations: count - 1, on: $0) }
        case .blur(let radius, let opaque):
            BlurPainter.paintBlurred(radius: radius, opaque: opaque, bounds: Self.bounds(of: node), on: cr) {
                paint(node, decorations: count - 1, on: $0)
            }
        case .transform(let transform):
            cairo_save(cr)
            if Self.apply(transform, in: node.frame, to: cr) { paint(node, decorations: count - 1) }
            cairo_restore(cr)
        case .mask:
            guard let mask = node.children.last else { return paint(node, decorations: count - 1) }
            var content = node
            content.children.removeLast()
            cairo_push_group(cr)
            paint(content, decorations: count - 1)
            let drawn = cairo_pop_group(cr)
            cairo_push_group(cr)
            paint(mask)
            let alpha = cairo_pop_group(cr)
            cairo_save(cr)
            cairo_set_source(cr, drawn)
            cairo_mask(cr, alpha)
            cairo_restore(cr)
            cairo_pattern_destroy(drawn)
            cairo_pattern_destroy(alpha)
        case .blend(let mode):
            cairo_push_group(cr)
            paint(node, decorations: count - 1)
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, Self.cairoOperator(mode))
            cairo_paint(cr)
            cairo_restore(cr)
        case .group:
            cairo_push_group(cr)
            paint(node, decorations: count - 1)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        case .colorFilter(let filter):
            ColorFilterPainter.paintFiltered(filter, bounds: Self.bounds(of: node), on: cr) {
                paint(node, decorations: count - 1, on: $0)
            }
        }
    }

    /// Cairo's operator for a SwiftUI blend mode: the PDF blend modes and Porter–Duff operators have the
    /// same definitions; `plusLighter` is Cairo's ADD (a saturating sum). Cairo has no `plusDarker`
    /// (a sum less one, clamped), so it is drawn as multiply, the nearest darkening mode [I].
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// Paints `node` with its first `count` decorations on another context (a blur's raster), drawing text
    /// with the same font options.
    private func paint(_ node: FrameNode, decorations count: Int, on target: OpaquePointer) {
        guard target != cr else { return paint(node, decorations: count) }
        PangoTextMeasurer.applyFontOptions(to: target)
        var painter = ContentPainter(text: text, cr: target)
        painter.clipsScrollViews = clipsScrollViews
        painter.deadline = deadline
        painter.oversizedText = oversizedText
        painter.paint(node, decorations: count)
    }

    /// The union of the finite frames of `node` and its subtree: what a blur or a shadow has to cover.
    static func bounds(of node: FrameNode) -> CGRect {
        let frames = node.allNodes().map(\.frame).filter { $0.width.isFinite && $0.height.isFinite }
        return frames.dropFirst().reduce(frames.first ?? node.frame) { $0.union($1) }
    }

    /// Multiplies `transform`, laid on `frame`, into the current matrix of `cr`; false (and nothing
    /// changed) when it flattens the drawing to nothing (`scaleEffect(0)`), which then is not drawn: Cairo
    /// refuses a matrix it cannot invert.
    static func apply(_ transform: DrawingTransform, in frame: CGRect, to cr: OpaquePointer) -> Bool {
        let m = transform.matrix(in: frame)
        let determinant = m.a * m.d - m.b * m.c
        guard determinant != 0, determinant.isFinite, m.tx.isFinite, m.ty.isFinite else { return false }
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_transform(cr, &matrix)
        return true
    }

    private func paintContent(_ node: FrameNode) {
        switch node.drawing {
        case .none:
            break
        case .shape(let shape):
            paintShape(shape)
        case .text(let drawing):
            let em = emPixels(of: drawing.text)
            guard em <= Self.maximumEmPixels else {
                oversizedText.largestEm = max(oversizedText.largestEm ?? 0, em)
                break
            }
            paintText(drawing, in: node.frame)
        case .image(let image):
            ImagePainter(cr: cr, text: text, deadline: deadline).paint(image, in: node.frame)
        }
        node.childrenInDrawingOrder.forEach(paint)
    }

    /// The largest em of `text`'s fonts in device pixels, through the current transformation (scale effects,
    /// rotations, `--scale`); ∞ when it is not finite.
    private func emPixels(of text: ResolvedText) -> CGFloat {
        let size = ([text.font.size] + text.runs.map(\.font.size)).max() ?? 0
        var x1 = Double(size), y1 = 0.0, x2 = 0.0, y2 = Double(size)
        cairo_user_to_device_distance(cr, &x1, &y1)
        cairo_user_to_device_distance(cr, &x2, &y2)
        let em = max(hypot(x1, y1), hypot(x2, y2))
        return em.isFinite ? CGFloat(em) : .infinity
    }

    /// Each layer in order: the path filled (non-zero or even-odd) or stroked (width, caps, joins, miter
    /// limit, dashes), with its paint.
    private func paintShape(_ shape: ShapeDrawing) {
        for layer in shape.layers {
            cairo_save(cr)
            layer.path.apply(to: cr)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            switch layer.style {
            case .fill(let style):
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if !style.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
                cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
                if layer.paint.setSource(on: cr, covering: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)) { cairo_fill(cr) }
            case .stroke(let style, let antialiased):
                guard style.lineWidth > 0 else { break }
                Self.apply(style, to: cr)
                if !antialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
                cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
                if layer.paint.setSource(on: cr, covering: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)) { cairo_stroke(cr) }
            }
            cairo_new_path(cr)
            cairo_restore(cr)
        }
    }

    /// A redacted text: each line's glyph box, its top and bottom tenths left out, filled with the text's paint
    /// at the redaction opacity, corners rounded by a fifth of the bar's height [I] (docs/BEHAVIOUR.md §8).
    private func paintRedacted(_ drawing: TextDrawing, in frame: CGRect) {
        let boxes = text.glyphBoxes(drawing, bytes: 0..<drawing.text.string.utf8.count, at: frame.origin, frameWidth: frame.width)
        guard !boxes.isEmpty else { return }
        var bars = Path(), covered = CGRect.null
        for box in boxes where box.width > 0 {
            let bar = box.insetBy(dx: 0, dy: box.height / 10)
            bars.addRoundedRect(in: bar, cornerSize: CGSize(width: bar.height / 5, height: bar.height / 5))
            covered = covered.union(bar)
        }
        cairo_save(cr)
        bars.apply(to: cr)
        if !covered.isNull, drawing.paint.setSource(on: cr, covering: covered) {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, TextDrawing.redactionOpacity)
        }
        cairo_restore(cr)
    }

    /// A stroke style as Cairo's line settings.
    static func apply(_ style: StrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        // Cairo takes the limit as Core Graphics does: a ratio of the miter's length to the line's width.
        cairo_set_miter_limit(cr, max(style.miterLimit, 1))
        let dashes = style.dash.map { Double($0) }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase)
        }
    }

    /// A text's glyphs in its paint (a gradient laid over the frame), then the runs with paints of their own,
    /// each clipped to its glyphs' boxes (and cut out of the others' drawing).
    private func paintText(_ drawing: TextDrawing, in frame: CGRect) {
        if drawing.isRedacted { return paintRedacted(drawing, in: frame) }
        let extent = frame.insetBy(dx: -drawing.text.font.size, dy: -drawing.text.font.size)
        let boxes = drawing.runPaints.map { text.glyphBoxes(drawing, bytes: $0.bytes, at: frame.origin, frameWidth: frame.width) }
        cairo_save(cr)
        if !boxes.isEmpty {
            // Everything but the separately painted runs: the even-odd rule cuts their boxes out.
            cairo_new_path(cr)
            cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
            for box in boxes.joined() { cairo_rectangle(cr, box.minX, box.minY, box.width, box.height) }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cr)
        }
        if drawing.paint.setSource(on: cr, covering: extent) {
            text.draw(drawing, at: frame.origin, frameWidth: frame.width, in: cr)
        }
        cairo_restore(cr)
        for (run, runBoxes) in zip(drawing.runPaints, boxes) where !runBoxes.isEmpty {
            cairo_save(cr)
            cairo_new_path(cr)
            for box in runBoxes { cairo_rectangle(cr, box.minX, box.minY, box.width, box.height) }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
            if run.paint.setSource(on: cr, covering: extent) {
                text.draw(drawing, at: frame.origin, frameWidth: frame.width, in: cr)
            }
            cairo_restore(cr)
        }
    }

    /// SwiftUI's `border`: a band `width` points wide just inside the frame, in `paint`.
    private func strokeBorder(_ frame: CGRect, paint: Paint, width: CGFloat) {
        guard width > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        let inner = frame.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            cairo_rectangle(cr, inner.minX, inner.minY, inner.width, inner.height)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        if paint.setSource(on: cr, covering: frame) { cairo_fill(cr) }
        cairo_new_path(cr)
        cairo_restore(cr)
    }
}
