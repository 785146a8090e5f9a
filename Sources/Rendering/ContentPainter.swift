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

    func paint(_ node: FrameNode) {
        paint(node, decorations: node.decorations.count)
    }

    /// Paints `node` with its first `count` decorations.
    private func paint(_ node: FrameNode, decorations count: Int) {
        guard count > 0 else { return paintContent(node) }
        switch node.decorations[count - 1] {
        case .border(let color, let width):
            paint(node, decorations: count - 1)
            strokeBorder(node.frame, color: color, width: width)
        case .opacity(let alpha):
            cairo_push_group(cr)
            paint(node, decorations: count - 1)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, min(max(alpha, 0), 1))
        case .clip(let shape):
            if shape.isScrollViewport && !clipsScrollViews { return paint(node, decorations: count - 1) }
            cairo_save(cr)
            shape.path(in: node.frame).apply(to: cr)
            cairo_clip(cr)
            paint(node, decorations: count - 1)
            cairo_restore(cr)
        case .hidden:
            return
        case .shadow(let color, let radius, let x, let y):
            let frames = node.allNodes().map(\.frame).filter { $0.width.isFinite && $0.height.isFinite }
            let bounds = frames.dropFirst().reduce(frames.first ?? node.frame) { $0.union($1) }
            ShadowPainter.paint(color: color, radius: radius, offset: CGSize(width: x, height: y), bounds: bounds, on: cr) { target in
                var painter = ContentPainter(text: text, cr: target)
                painter.clipsScrollViews = clipsScrollViews
                if target != cr { PangoTextMeasurer.applyFontOptions(to: target) }
                painter.paint(node, decorations: count - 1)
            }
        case .blur(let radius, let opaque):
            let frames = node.allNodes().map(\.frame).filter { $0.width.isFinite && $0.height.isFinite }
            let bounds = frames.dropFirst().reduce(frames.first ?? node.frame) { $0.union($1) }
            let sigma = Double(radius)
            let paintSubtree = { (target: OpaquePointer) in
                var painter = ContentPainter(text: text, cr: target)
                painter.clipsScrollViews = clipsScrollViews
                if target != cr { PangoTextMeasurer.applyFontOptions(to: target) }
                painter.paint(node, decorations: count - 1)
            }
            guard sigma > 0, sigma.isFinite,
                  let raster = ShadowPainter.rasterize(bounds: bounds, pad: opaque ? 0 : 3 * sigma + 1,
                                                       format: CAIRO_FORMAT_ARGB32, on: cr, content: paintSubtree) else {
                return paintSubtree(cr)
            }
            defer { cairo_surface_destroy(raster.surface) }
            if opaque { ShadowPainter.extendEdges(of: raster, inside: bounds) }
            if let data = cairo_image_surface_get_data(raster.surface) {
                ShadowPainter.blur(data, width: raster.width, height: raster.height, stride: raster.stride,
                                   sigma: sigma * raster.deviceScale * raster.f, channels: 4, clampsEdges: opaque)
                cairo_surface_mark_dirty(raster.surface)
            }
            cairo_save(cr)
            if opaque {
                // An opaque blur stays within the drawing's bounds.
                cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
                cairo_clip(cr)
            }
            ShadowPainter.place(raster.surface, like: raster, on: cr)
            cairo_restore(cr)
        case .transform(let transform):
            cairo_save(cr)
            Self.apply(transform, in: node.frame, to: cr)
            paint(node, decorations: count - 1)
            cairo_restore(cr)
        }
    }

    /// Multiplies `transform`, laid on `frame`, into the current matrix of `cr`.
    static func apply(_ transform: DrawingTransform, in frame: CGRect, to cr: OpaquePointer) {
        let m = transform.matrix(in: frame)
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_transform(cr, &matrix)
    }

    private func paintContent(_ node: FrameNode) {
        switch node.drawing {
        case .none:
            break
        case .shape(let shape):
            paintShape(shape)
        case .text(let drawing):
            text.draw(drawing, at: node.frame.origin, frameWidth: node.frame.width, in: cr)
        case .image(let image):
            ImagePainter(cr: cr).paint(image, in: node.frame)
        }
        node.childrenInDrawingOrder.forEach(paint)
    }

    private func paintShape(_ shape: ShapeDrawing) {
        if let fill = shape.fill {
            shape.path.apply(to: cr)
            fill.setSource(on: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
        if let stroke = shape.stroke, stroke.width > 0 {
            shape.path.apply(to: cr)
            stroke.color.setSource(on: cr)
            cairo_set_line_width(cr, stroke.width)
            cairo_stroke(cr)
        }
    }

    /// SwiftUI's `border`: a band `width` points wide just inside the frame.
    private func strokeBorder(_ frame: CGRect, color: RGBA, width: CGFloat) {
        guard width > 0 else { return }
        cairo_new_path(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        let inner = frame.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            cairo_rectangle(cr, inner.minX, inner.minY, inner.width, inner.height)
        }
        color.setSource(on: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cr)
    }
}
