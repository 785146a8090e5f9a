import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// Draws a laid-out frame tree with Cairo as PNG, SVG or PDF (DESIGN §6). The same result and options give
/// byte-identical output in any process.
///
/// Uses its measurer's fonts for text, so like the measurer it serves one thread at a time.
public struct Renderer {
    public let text: PangoTextMeasurer

    public init(text: PangoTextMeasurer) { self.text = text }

    /// The picture of `result` in `format`: a canvas of `result.canvasSize` points (PNG: pixels at
    /// `options.scale`).
    public func render(_ result: LayoutResult, as format: OutputFormat, options: RenderOptions) throws -> Data {
        guard options.scale > 0, options.scale.isFinite else {
            throw RenderError.invalidOptions("scale must be a positive number, not \(options.scale)")
        }
        let canvas = result.canvasSize
        switch format {
        case .png:
            let surface = Surfaces.image(canvas, scale: options.scale)
            defer { cairo_surface_destroy(surface) }
            try draw(result, on: surface, scale: options.scale, options: options)
            return PNGEncoder.encode(surface, level: options.pngCompressionLevel)
        case .svg:
            let sink = ByteSink()
            let surface = Surfaces.svg(canvas, into: sink)
            defer { cairo_surface_destroy(surface) }
            try draw(result, on: surface, scale: 1, options: options)
            try finish(surface)
            return SVGIdentifiers.normalize(sink.data)
        case .pdf:
            let sink = ByteSink()
            let surface = Surfaces.pdf(canvas, into: sink)
            defer { cairo_surface_destroy(surface) }
            try draw(result, on: surface, scale: 1, options: options)
            try finish(surface)
            return sink.data
        }
    }

    /// Draws on `surface`, whose device units are `deviceScale` per point. Vector
    /// surfaces are drawn in points; their debug lines still follow `options.scale`.
    private func draw(_ result: LayoutResult, on surface: OpaquePointer, scale deviceScale: CGFloat,
                      options: RenderOptions) throws {
        let cr = cairo_create(surface)!
        PangoTextMeasurer.applyFontOptions(to: cr)
        cairo_scale(cr, deviceScale, deviceScale)
        if let background = options.background {
            background.setSource(on: cr)
            cairo_rectangle(cr, 0, 0, result.canvasSize.width, result.canvasSize.height)
            cairo_fill(cr)
        }
        let overlay = DebugOverlay(text: text, cr: cr, scale: options.scale)
        // Offers go under the content so that text stays readable where a view overflowed its offer.
        if options.style == .debug { overlay.drawProposals(result.root) }
        var painter = ContentPainter(text: text, cr: cr)
        painter.clipsScrollViews = !options.showsScrollContent
        painter.paint(result.root)
        if options.style == .debug { overlay.draw(result.root, labels: options.labels) }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        if status != CAIRO_STATUS_SUCCESS { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        try Surfaces.check(surface)
    }

    /// Writes out a stream surface.
    private func finish(_ surface: OpaquePointer) throws {
        cairo_surface_finish(surface)
        try Surfaces.check(surface)
    }
}
