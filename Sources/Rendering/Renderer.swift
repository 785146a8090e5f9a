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

    /// The most pixels a PNG may have (8192 × 8192): 256 MB to draw, several times that to check. A side
    /// within Cairo's limit can still ask for gigabytes. Snapshot checks read no larger reference.
    public static let maximumPixelCount = 67_108_864

    /// The picture of `result` in `format`: a canvas of `result.canvasSize` points (PNG: pixels at
    /// `options.scale`).
    public func render(_ result: LayoutResult, as format: OutputFormat, options: RenderOptions) throws -> Data {
        guard options.scale > 0, options.scale.isFinite else {
            throw RenderError.invalidOptions("scale must be a positive number, not \(options.scale)")
        }
        guard options.margin >= 0, options.margin.isFinite else {
            throw RenderError.invalidOptions("margin must be a non-negative number, not \(options.margin)")
        }
        let legend = options.legend && options.style == .debug
            ? Annotations.legendLayout(width: result.canvasSize.width + 2 * options.margin) {
                DebugOverlay(text: text, cr: nil, scale: options.scale).labelSize($0)
            }.height : 0
        let canvas = CGSize(width: result.canvasSize.width + 2 * options.margin,
                            height: result.canvasSize.height + 2 * options.margin + legend)
        return try renderCanvas(canvas, as: format, options: options) { cr in
            draw(result, in: cr, options: options)
        }
    }

    /// A picture of `canvas` points in `format`, whose content `draw` paints on a context in points (the
    /// background is already painted).
    func renderCanvas(_ canvas: CGSize, as format: OutputFormat, options: RenderOptions,
                      draw: (OpaquePointer) throws -> Void) throws -> Data {
        try Surfaces.check(canvas, scale: options.scale, format: format)
        func paint(on surface: OpaquePointer, scale deviceScale: CGFloat) throws {
            let cr = cairo_create(surface)!
            PangoTextMeasurer.applyFontOptions(to: cr)
            cairo_scale(cr, deviceScale, deviceScale)
            if let background = options.background {
                background.setSource(on: cr)
                cairo_paint(cr)
            }
            try draw(cr)
            let status = cairo_status(cr)
            cairo_destroy(cr)
            if status != CAIRO_STATUS_SUCCESS { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
            try Surfaces.check(surface)
        }
        switch format {
        case .png:
            let surface = Surfaces.image(canvas, scale: options.scale)
            defer { cairo_surface_destroy(surface) }
            try paint(on: surface, scale: options.scale)
            return PNGEncoder.encode(surface, level: options.pngCompressionLevel)
        case .svg:
            let sink = ByteSink()
            let surface = Surfaces.svg(canvas, into: sink)
            defer { cairo_surface_destroy(surface) }
            try paint(on: surface, scale: 1)
            try finish(surface)
            return SVGIdentifiers.normalize(sink.data, prefix: options.svgIDPrefix)
        case .pdf:
            let sink = ByteSink()
            let surface = Surfaces.pdf(canvas, into: sink)
            defer { cairo_surface_destroy(surface) }
            try paint(on: surface, scale: 1)
            try finish(surface)
            return sink.data
        }
    }

    /// Draws a layout on `cr` (in points): margin, offers, content, outlines, labels, highlight, legend.
    private func draw(_ result: LayoutResult, in cr: OpaquePointer, options: RenderOptions) {
        cairo_translate(cr, options.margin, options.margin)
        let overlay = DebugOverlay(text: text, cr: cr, scale: options.scale)
        // Offers go under the content so that text stays readable where a view overflowed its offer.
        if options.style == .debug { overlay.drawProposals(result.root) }
        var painter = ContentPainter(text: text, cr: cr)
        painter.clipsScrollViews = !options.showsScrollContent
        painter.paint(result.root)
        let canvas = CGRect(x: -options.margin, y: -options.margin, width: result.canvasSize.width + 2 * options.margin,
                            height: result.canvasSize.height + 2 * options.margin)
        if options.style == .debug {
            if options.margin > 0 { overlay.outlineCanvas(result.canvasSize) }
            overlay.draw(result.root, labels: options.labels, canvas: canvas, theme: options.theme)
            let annotations = Annotations(overlay: overlay)
            if let id = options.highlightID, let node = result.root.allNodes().first(where: { $0.id == id }) {
                annotations.highlight(node, canvas: canvas, painter: painter, background: options.background, theme: options.theme)
            }
            if options.legend {
                annotations.drawLegend(at: CGPoint(x: canvas.minX, y: canvas.maxY), width: canvas.width, theme: options.theme)
            }
        }
    }

    /// Writes out a stream surface.
    private func finish(_ surface: OpaquePointer) throws {
        cairo_surface_finish(surface)
        try Surfaces.check(surface)
    }
}
