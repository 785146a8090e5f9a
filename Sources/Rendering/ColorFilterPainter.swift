import CGraphics
import Foundation
import LayoutCore

/// Colour effects (`.grayscale`, `.saturation`, `.brightness`, `.contrast`, `.colorMultiply`, `.colorInvert`,
/// `.hueRotation`, `.luminanceToAlpha`): the content rasterised as a blur's is (`BlurPainter.rasterize`, an image
/// even in SVG and PDF), each pixel's straight colour mapped by a 4 × 5 colour matrix, then painted in place.
/// The matrices are the Filter Effects spec's (W3C, `feColorMatrix` and the CSS filter functions), with
/// SwiftUI's additive brightness (docs/BEHAVIOUR.md §8, "Colour effects").
enum ColorFilterPainter {
    /// Rows for red, green, blue and alpha: the five numbers multiply r, g, b, a and 1 (components 0…1).
    typealias Matrix = [[Double]]

    /// Rec. 709 luminance weights, as the Filter Effects spec's saturate and luminanceToAlpha use them.
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    static func matrix(_ filter: ColorFilter) -> Matrix {
        switch filter {
        case .grayscale(let amount): return saturation(1 - min(max(amount, 0), 1))
        case .saturation(let s): return saturation(max(s, 0))
        case .brightness(let b):
            return [[1, 0, 0, 0, b], [0, 1, 0, 0, b], [0, 0, 1, 0, b], [0, 0, 0, 1, 0]]
        case .contrast(let c):
            let t = 0.5 - 0.5 * c
            return [[c, 0, 0, 0, t], [0, c, 0, 0, t], [0, 0, c, 0, t], [0, 0, 0, 1, 0]]
        case .multiply(let color):
            return [[color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0]]
        case .invert:
            return [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]]
        case .hueRotation(let angle):
            let c = cos(angle), s = sin(angle)
            return [[0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
                    [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
                    [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
                    [0, 0, 0, 1, 0]]
        case .luminanceToAlpha:
            return [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [luma.r, luma.g, luma.b, 0, 0]]
        }
    }

    /// The saturate matrix: s = 0 is the luminance grey, 1 the identity.
    static func saturation(_ s: Double) -> Matrix {
        let (r, g, b) = luma
        return [[r + (1 - r) * s, g - g * s, b - b * s, 0, 0],
                [r - r * s, g + (1 - g) * s, b - b * s, 0, 0],
                [r - r * s, g - g * s, b + (1 - b) * s, 0, 0],
                [0, 0, 0, 1, 0]]
    }

    /// One straight RGBA colour (components 0…1) through `m`, each result clamped to 0…1.
    static func apply(_ m: Matrix, to c: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        func row(_ k: Int) -> Double {
            min(max(m[k][0] * c.0 + m[k][1] * c.1 + m[k][2] * c.2 + m[k][3] * c.3 + m[k][4], 0), 1)
        }
        return (row(0), row(1), row(2), row(3))
    }

    /// Paints what `content` draws (within `bounds`, user space of `cr`) with `filter` applied.
    static func paintFiltered(_ filter: ColorFilter, bounds: CGRect, on cr: OpaquePointer, content: (OpaquePointer) -> Void) {
        guard let raster = BlurPainter.rasterize(bounds: bounds, pad: 1, format: CAIRO_FORMAT_ARGB32, on: cr, content: content)
        else { return content(cr) }
        defer { cairo_surface_destroy(raster.surface) }
        guard let data = cairo_image_surface_get_data(raster.surface) else { return }
        let m = matrix(filter)
        let stride = raster.stride
        for y in 0..<raster.height {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: raster.width) { $0 }
            for x in 0..<raster.width {
                let pixel = row[x]
                let a = Int(pixel >> 24)
                // Every matrix's alpha row is a multiple of the components, so a clear pixel stays clear.
                guard a > 0 else { continue }
                // Premultiplied native-endian 0xAARRGGBB → straight components.
                let alpha = Double(a) / 255
                func straight(_ shift: UInt32) -> Double { min(Double((pixel >> shift) & 0xFF) / 255 / alpha, 1) }
                let out = apply(m, to: (straight(16), straight(8), straight(0), alpha))
                func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
                let oa = byte(out.3)
                func premultiplied(_ v: Double) -> UInt32 { UInt32((v * out.3 * 255).rounded()) }
                row[x] = oa << 24 | premultiplied(out.0) << 16 | premultiplied(out.1) << 8 | premultiplied(out.2)
            }
        }
        cairo_surface_mark_dirty(raster.surface)
        BlurPainter.place(raster.surface, like: raster, on: cr)
    }
}
