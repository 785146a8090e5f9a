import CGraphics
import Foundation
@testable import LayoutCore
@testable import Typesetting

/// One measurer for the whole test run: loading fonts is the slow part. Swift Testing runs tests in
/// parallel, and a measurer serves one thread at a time, so every use goes through `withMeasurer`.
private let shared = try! PangoTextMeasurer()
private let lock = NSLock()

func withMeasurer<T>(_ body: (PangoTextMeasurer) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(shared)
}

/// A text at `size` points (17 = iOS body) with SwiftUI's defaults.
func text(_ string: String, size: CGFloat = 17, weight: Int = 400, italic: Bool = false,
          design: Font.Design = .default) -> ResolvedText {
    ResolvedText(string: string, font: ResolvedFont(size: size, weight: weight, italic: italic, design: design))
}

/// iOS `.body`: 17 pt regular with the text style's 22 pt line height.
func body(_ string: String) -> ResolvedText {
    ResolvedText(string: string, font: Font.body.resolved(for: .iOS))
}

func measure(_ text: ResolvedText, width: CGFloat? = nil, maxLines: Int? = nil) -> TextMeasurement {
    withMeasurer { $0.measure(text, width: width, maxLines: maxLines) }
}

/// The natural one-line width of a string at 17 pt.
func naturalWidth(_ string: String, size: CGFloat = 17) -> CGFloat {
    measure(text(string, size: size)).size.width
}

/// An ARGB32 picture drawn at 1 pixel per point, for looking at ink.
struct Picture {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    /// Draws with `draw` on a white `width`×`height` canvas, black the source (text drawings use the source).
    init(width: Int, height: Int, scale: Double = 1, _ draw: (OpaquePointer) -> Void) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_scale(cr, scale, scale)
        draw(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * height) { $0 }
        var pixels: [UInt32] = []
        for y in 0..<height { for x in 0..<width { pixels.append(data[y * stride + x]) } }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Whether the pixel is noticeably darker than white.
    func isInk(_ x: Int, _ y: Int) -> Bool { (pixels[y * width + x] & 0xFF) < 200 }

    /// The smallest rectangle (pixels) holding every ink pixel in rows `rows`; nil if there is none.
    func inkBounds(rows: Range<Int>? = nil) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in rows ?? 0..<height {
            for x in 0..<width where isInk(x, y) {
                if let r = result {
                    result = (min(r.minX, x), min(r.minY, y), max(r.maxX, x), max(r.maxY, y))
                } else {
                    result = (x, y, x, y)
                }
            }
        }
        return result
    }
}

/// A text drawing as the layout pass would record it.
func drawing(_ text: ResolvedText, width: CGFloat? = nil, maxLines: Int? = nil) -> TextDrawing {
    TextDrawing(text: text, width: width, maxLines: maxLines, color: .black)
}
