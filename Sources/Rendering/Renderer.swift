import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// Draws a laid-out frame tree with Cairo as PNG, SVG or PDF (docs/RENDERING.md). The same result and options give
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
    /// `options.scale`), plus `options.margin` on every side, plus whatever more a side needs to show every
    /// scroll view's whole content (`showsScrollContent`) and every label, plus the legend.
    public func render(_ result: LayoutResult, as format: OutputFormat, options: RenderOptions) throws -> Data {
        try drawing(result, options: options) { size, options, draw in try renderCanvas(size, as: format, options: options, draw: draw) }
    }

    /// The PNG picture `render(result, as: .png, options:)` makes, drawn but not yet encoded: `layoutshot check`
    /// compares its pixels and encodes only what it has to write or show.
    public func renderPicture(_ result: LayoutResult, options: RenderOptions) throws -> RenderedPicture {
        try drawing(result, options: options) { size, options, draw in try rasterize(size, options: options, draw: draw) }
    }

    /// Checks the options, plans the picture and hands `canvas` its size, the options to draw with and the drawing.
    private func drawing<T>(_ result: LayoutResult, options: RenderOptions,
                            canvas: (CGSize, RenderOptions, (OpaquePointer) throws -> Void) throws -> T) throws -> T {
        guard options.scale > 0, options.scale.isFinite else {
            throw RenderError.invalidOptions("scale must be a positive number, not \(options.scale)")
        }
        guard options.margin >= 0, options.margin.isFinite else {
            throw RenderError.invalidOptions("margin must be a non-negative number, not \(options.margin)")
        }
        var options = options
        options.deadline = options.deadline ?? text.deadline
        if options.usesDeviceScale, let screen = result.screen, screen.isCanvas { options.scale = screen.device.scale }
        let plan = plan(result, options: options)
        // The whole drawing, finishing the surface included (SVG and PDF embed glyphs then), uses the fonts.
        return try FontEngineLock.held { try canvas(plan.size, options) { cr in
            try draw(result, plan, in: cr, options: options)
            // Past the deadline the painters stop (and text comes out cut short): no picture at all.
            if let deadline = options.deadline, deadline.hasPassed { throw RenderError.timedOut(deadline.seconds) }
        } }
    }

    /// Where `render(result, as:options:)` puts things, without drawing: the whole picture's size in points and
    /// the canvas's top-left corner in it (the picture grows left and up for margins, scroll content, labels and
    /// a device frame). A frame of the tree (root coordinates, points) lies at its origin plus `canvasOrigin`.
    public func pictureGeometry(of result: LayoutResult, options: RenderOptions) -> (size: CGSize, canvasOrigin: CGPoint) {
        var options = options
        if options.usesDeviceScale, let screen = result.screen, screen.isCanvas { options.scale = screen.device.scale }
        let plan = plan(result, options: options)
        return (plan.size, CGPoint(x: -plan.area.minX, y: -plan.area.minY))
    }

    /// What a picture holds around the layout, in canvas points (the canvas's top-left corner is the origin).
    struct Plan {
        /// The canvas and its margins: everything but the legend.
        var area: CGRect
        /// The canvas, its margin and any scroll content shown: the views are drawn only here, so a picture
        /// grown to hold labels shows labels there, not the views' overflow on one side only.
        var visible: CGRect
        var labels: [LabelPlacement.Label] = []
        var highlight: (node: FrameNode, label: LabelPlacement.Label)?
        /// Points of legend under `area`.
        var legendHeight: CGFloat = 0

        /// The whole picture, in points.
        var size: CGSize { CGSize(width: area.width, height: area.height + legendHeight) }
    }

    /// Places the labels first, then sizes the picture to hold them.
    func plan(_ result: LayoutResult, options: RenderOptions) -> Plan {
        let measuring = DebugOverlay(text: text, cr: nil, scale: options.scale)
        var visible = CGRect(origin: .zero, size: result.canvasSize).insetBy(dx: -options.margin, dy: -options.margin)
        if options.showsScrollContent {
            // Everything inside a scroll view (a `ScrollView`, a `List`, a `Form`: any node clipped to a scroll
            // viewport), beyond its viewport and the canvas too.
            let content = result.root.allNodes().filter { $0.isScrollViewport }
                .flatMap { $0.allNodes() }.map(\.frame).filter { $0.width.isFinite && $0.height.isFinite }
            visible = Self.area(around: visible, holding: content, scale: options.scale)
        }
        var plan = Plan(area: visible, visible: visible)
        if let chrome = Self.chrome(result, options), options.deviceFrame {
            plan.area = plan.area.insetBy(dx: -DeviceChrome.bezel(of: chrome.device), dy: -DeviceChrome.bezel(of: chrome.device))
        }
        guard options.style == .debug else { return plan }
        if options.labels {
            plan.labels = LabelPlacement(root: result.root, preferred: visible) { measuring.labelSize($0) }.labels
        }
        if let id = options.highlightID, let node = result.root.allNodes().first(where: { $0.id == id }) {
            plan.highlight = (node, Annotations.highlightLabel(for: node, visible: visible) { measuring.labelSize($0) })
        }
        let rects = plan.labels.map(\.rect) + (plan.highlight.map { [$0.label.rect] } ?? [])
        plan.area = Self.area(around: visible, holding: rects, scale: options.scale)
        if options.legend {
            plan.legendHeight = Annotations.legendLayout(width: plan.area.width) { measuring.labelSize($0) }.height
        }
        return plan
    }

    /// `visible` grown on each side that some of `rects` stick out of, by whole device pixels (at `scale`
    /// pixels per point) so that the canvas stays on the pixel grid; the canvas origin does not move.
    static func area(around visible: CGRect, holding rects: [CGRect], scale: CGFloat) -> CGRect {
        func grow(_ overhang: CGFloat) -> CGFloat { max(0, (overhang * scale - 1e-6).rounded(.up)) / scale }
        let left = grow(visible.minX - (rects.map(\.minX).min() ?? visible.minX))
        let top = grow(visible.minY - (rects.map(\.minY).min() ?? visible.minY))
        let right = grow((rects.map(\.maxX).max() ?? visible.maxX) - visible.maxX)
        let bottom = grow((rects.map(\.maxY).max() ?? visible.maxY) - visible.maxY)
        return CGRect(x: visible.minX - left, y: visible.minY - top,
                      width: visible.width + left + right, height: visible.height + top + bottom)
    }

    /// A picture of `canvas` points in `format`, whose content `draw` paints on a context in points (the
    /// background is already painted).
    func renderCanvas(_ canvas: CGSize, as format: OutputFormat, options: RenderOptions,
                      draw: (OpaquePointer) throws -> Void) throws -> Data {
        try Surfaces.check(canvas, scale: options.scale, format: format)
        func paint(on surface: OpaquePointer, scale deviceScale: CGFloat) throws {
            try self.paint(on: surface, scale: deviceScale, options: options, draw: draw)
        }
        switch format {
        case .png:
            return try rasterize(canvas, options: options, draw: draw).png
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

    /// The image surface of `canvas` points at `options.scale`, painted.
    func rasterize(_ canvas: CGSize, options: RenderOptions, draw: (OpaquePointer) throws -> Void) throws -> RenderedPicture {
        try Surfaces.check(canvas, scale: options.scale, format: .png)
        let picture = RenderedPicture(surface: Surfaces.image(canvas, scale: options.scale), level: options.pngCompressionLevel)
        try paint(on: picture.surface, scale: options.scale, options: options, draw: draw)
        return picture
    }

    /// Paints the background, then `draw`, on a context of `surface` in points (`deviceScale` pixels each).
    private func paint(on surface: OpaquePointer, scale deviceScale: CGFloat, options: RenderOptions,
                       draw: (OpaquePointer) throws -> Void) throws {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        PangoTextMeasurer.applyFontOptions(to: cr)
        cairo_scale(cr, deviceScale, deviceScale)
        if let background = options.background {
            background.setSource(on: cr)
            cairo_paint(cr)
        }
        try draw(cr)
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        try Surfaces.check(surface)
    }

    /// Draws a layout on `cr` (in points): margin, offers, content, outlines, labels, highlight, legend.
    private func draw(_ result: LayoutResult, _ plan: Plan, in cr: OpaquePointer, options: RenderOptions) throws {
        cairo_translate(cr, -plan.area.minX, -plan.area.minY)
        let overlay = DebugOverlay(text: text, cr: cr, scale: options.scale)
        let clipsViews = plan.area != plan.visible
        if clipsViews { clip(cr, to: plan.visible) }
        // Offers go under the content so that text stays readable where a view overflowed its offer.
        if options.style == .debug { overlay.drawProposals(result.root) }
        var painter = ContentPainter(text: text, cr: cr)
        painter.clipsScrollViews = !options.showsScrollContent
        painter.deadline = options.deadline
        painter.paint(result.root)
        if let em = painter.oversizedText.largestEm { throw RenderError.textTooLarge(emPixels: em) }
        let chrome = Self.chrome(result, options)
        if let chrome, options.chrome {
            chrome.drawStatusBar(cr, text: text)
            chrome.drawHomeIndicator(cr)
        }
        if clipsViews, options.style != .debug { cairo_restore(cr) }
        if options.style == .debug {
            if plan.area != CGRect(origin: .zero, size: result.canvasSize) { overlay.outlineCanvas(result.canvasSize) }
            overlay.draw(result.root, clipsScrollViews: !options.showsScrollContent)
            if result.safeAreaInsets != EdgeInsets() { overlay.outlineSafeArea(result.safeAreaRect) }
            if clipsViews { cairo_restore(cr) }
            overlay.drawLabels(plan.labels, theme: options.theme)
            let annotations = Annotations(overlay: overlay)
            if let highlight = plan.highlight {
                annotations.highlight(highlight.node, label: highlight.label, area: plan.area, views: plan.visible,
                                      painter: painter, background: options.background, theme: options.theme)
            }
            if options.legend {
                annotations.drawLegend(at: CGPoint(x: plan.area.minX, y: plan.area.maxY), width: plan.area.width,
                                       theme: options.theme)
            }
        }
        // Around the canvas, outside the views' clip.
        if let chrome, options.deviceFrame { chrome.drawFrame(cr) }
    }

    /// What a device's screen draws over the content, when the canvas is one.
    static func chrome(_ result: LayoutResult, _ options: RenderOptions) -> DeviceChrome? {
        guard let screen = result.screen, screen.isCanvas, options.chrome || options.deviceFrame else { return nil }
        return DeviceChrome(screen: screen, canvas: result.canvasSize, colorScheme: result.colorScheme)
    }

    /// Saves the state and clips to `rect`; the caller restores.
    private func clip(_ cr: OpaquePointer, to rect: CGRect) {
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
    }

    /// Writes out a stream surface.
    private func finish(_ surface: OpaquePointer) throws {
        cairo_surface_finish(surface)
        try Surfaces.check(surface)
    }
}
