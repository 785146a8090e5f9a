import CGraphics
import Foundation
import LayoutCore

/// Blurs (`.blur`) and drop shadows (`.shadow`): the content rasterised — in colour for a blur, as an alpha
/// mask for a shadow — blurred, and painted in its place (a shadow in its colour, under the content). Cairo
/// has no blur, so the result is an image even in SVG and PDF, at least 2 pixels per point there. The blur is three box blurs, whose sum approximates a Gaussian (the
/// central limit theorem; box widths as in W. Wells, "Efficient synthesis of Gaussian filters by cascaded
/// uniform filters", 1986) — integer arithmetic, so the pixels are the same on every run.
enum BlurPainter {
    /// More mask pixels than this are drawn at a lower resolution (a shadow is a blur anyway).
    static let maximumPixels = 16_000_000
    /// A blur wider than this many image pixels (standard deviation) is rasterised at a lower resolution
    /// instead: it is smooth at any resolution, and a huge radius would otherwise spend the whole pixel
    /// budget on a picture of almost nothing (`blur(radius: 1_000_000)`: 95 s in a debug build).
    static let maximumSigmaPixels: Double = 64

    /// What `content` draws around `bounds` (user space of `cr`, widened by `pad` points), rasterised to a
    /// new image in the device's pixels (at least 2 per point, fewer where a blur of standard deviation
    /// `sigma` points would be wider than `maximumSigmaPixels`), and where that image goes on the device.
    struct Raster {
        let surface: OpaquePointer
        /// The image's top-left corner in device units, and device units per image pixel times `f`.
        let origin: (x: Double, y: Double)
        let f: Double
        /// Device units per user-space point (the current matrix's scale), and the matrix itself.
        let deviceScale: Double
        let matrix: cairo_matrix_t
        var width: Int { Int(cairo_image_surface_get_width(surface)) }
        var height: Int { Int(cairo_image_surface_get_height(surface)) }
        var stride: Int { Int(cairo_image_surface_get_stride(surface)) }
    }

    /// Rasterises `content` (nil when there is nothing to draw or the numbers are not finite). The caller
    /// destroys the surface.
    static func rasterize(bounds: CGRect, pad: Double, sigma: Double = 0, format: cairo_format_t, on cr: OpaquePointer,
                          content: (OpaquePointer) -> Void) -> Raster? {
        guard bounds.width.isFinite, bounds.height.isFinite, pad.isFinite else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        guard deviceScale > 0 else { return nil }
        let user = bounds.insetBy(dx: -pad, dy: -pad)
        let corners = [(user.minX, user.minY), (user.maxX, user.minY), (user.minX, user.maxY), (user.maxX, user.maxY)]
            .map { (m.xx * $0.0 + m.xy * $0.1 + m.x0, m.yx * $0.0 + m.yy * $0.1 + m.y0) }
        let minX = corners.map(\.0).min()!.rounded(.down), minY = corners.map(\.1).min()!.rounded(.down)
        let maxX = corners.map(\.0).max()!.rounded(.up), maxY = corners.map(\.1).max()!.rounded(.up)
        var f = max(1, 2 / deviceScale)
        if sigma > 0 { f = min(f, maximumSigmaPixels / (sigma * deviceScale)) }
        let area = (maxX - minX) * (maxY - minY) * f * f
        guard area.isFinite, area >= 1 else { return nil }
        if area > Double(maximumPixels) { f *= (Double(maximumPixels) / area).squareRoot() }
        let width = Int32((maxX - minX) * f), height = Int32((maxY - minY) * f)
        guard width > 0, height > 0, let surface = cairo_image_surface_create(format, width, height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The image's pixels are the device's, shifted to its corner and scaled by f.
        var toImage = cairo_matrix_t()
        cairo_matrix_init(&toImage, f, 0, 0, f, -minX * f, -minY * f)
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &m, &toImage)
        cairo_set_matrix(context, &matrix)
        content(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return Raster(surface: surface, origin: (minX, minY), f: f, deviceScale: deviceScale, matrix: m)
    }

    /// For an opaque blur: every pixel outside the pixels `bounds` (user space) wholly covers takes the value of
    /// the nearest one inside, so that the edges, partly covered after rounding to pixels, do not bleed in.
    static func extendEdges(of raster: Raster, inside bounds: CGRect) {
        guard let data = cairo_image_surface_get_data(raster.surface) else { return }
        let m = raster.matrix
        let xs = [bounds.minX, bounds.maxX].map { m.xx * Double($0) + m.x0 }, ys = [bounds.minY, bounds.maxY].map { m.yy * Double($0) + m.y0 }
        func pixel(_ v: Double, _ origin: Double) -> Double { (v - origin) * raster.f }
        let left = min(max(Int(pixel(xs.min()!, raster.origin.x).rounded(.up)), 0), raster.width - 1)
        let right = max(min(Int(pixel(xs.max()!, raster.origin.x).rounded(.down)) - 1, raster.width - 1), left)
        let top = min(max(Int(pixel(ys.min()!, raster.origin.y).rounded(.up)), 0), raster.height - 1)
        let bottom = max(min(Int(pixel(ys.max()!, raster.origin.y).rounded(.down)) - 1, raster.height - 1), top)
        let stride = raster.stride
        for y in 0..<raster.height {
            let sy = min(max(y, top), bottom)
            for x in 0..<raster.width where x < left || x > right || y < top || y > bottom {
                let sx = min(max(x, left), right)
                for c in 0..<4 { data[y * stride + x * 4 + c] = data[sy * stride + sx * 4 + c] }
            }
        }
    }

    /// Paints `image` (made at `raster`'s place and resolution) on `cr`, moved by `offset` device units.
    static func place(_ image: OpaquePointer, like raster: Raster, offset: (Double, Double) = (0, 0), on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, raster.origin.x + offset.0, raster.origin.y + offset.1)
        cairo_scale(cr, 1 / raster.f, 1 / raster.f)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints the shadow of what `content` draws (within `bounds`, user space of `cr`) on `cr`, then the
    /// content itself. `radius` is SwiftUI's, in points: a Gaussian of standard deviation radius / 2.
    static func paintShadow(color: RGBA, radius: CGFloat, offset: CGSize, bounds: CGRect, on cr: OpaquePointer,
                            content: (OpaquePointer) -> Void) {
        defer { content(cr) }
        guard color.alpha > 0, radius.isFinite, offset.width.isFinite, offset.height.isFinite else { return }
        let sigma = Double(radius) / 2
        guard let mask = rasterize(bounds: bounds, pad: 3 * sigma + 1, sigma: sigma, format: CAIRO_FORMAT_A8, on: cr,
                                   content: content) else { return }
        defer { cairo_surface_destroy(mask.surface) }
        if let data = cairo_image_surface_get_data(mask.surface) {
            blur(data, width: mask.width, height: mask.height, stride: mask.stride, sigma: sigma * mask.deviceScale * mask.f)
        }
        // The shadow as a coloured image (premultiplied ARGB): painted images place the same in PNG, SVG
        // and PDF, where a mask surface under a transform does not in every SVG reader.
        guard let shadow = colored(mask.surface, color: color) else { return }
        defer { cairo_surface_destroy(shadow) }
        // The offset is in points, so it turns and scales with the user space.
        let m = mask.matrix
        let dx = m.xx * Double(offset.width) + m.xy * Double(offset.height)
        let dy = m.yx * Double(offset.width) + m.yy * Double(offset.height)
        place(shadow, like: mask, offset: (dx, dy), on: cr)
    }

    /// Paints what `content` draws (within `bounds`, user space of `cr`) blurred by a Gaussian of standard
    /// deviation `radius` points; `opaque` extends the edge pixels outwards and keeps the result inside
    /// `bounds`.
    static func paintBlurred(radius: CGFloat, opaque: Bool, bounds: CGRect, on cr: OpaquePointer,
                             content: (OpaquePointer) -> Void) {
        let sigma = Double(radius)
        guard sigma > 0, sigma.isFinite,
              let raster = rasterize(bounds: bounds, pad: opaque ? 0 : 3 * sigma + 1, sigma: sigma, format: CAIRO_FORMAT_ARGB32,
                                     on: cr, content: content) else { return content(cr) }
        defer { cairo_surface_destroy(raster.surface) }
        if opaque { extendEdges(of: raster, inside: bounds) }
        if let data = cairo_image_surface_get_data(raster.surface) {
            blur(data, width: raster.width, height: raster.height, stride: raster.stride,
                 sigma: sigma * raster.deviceScale * raster.f, channels: 4, clampsEdges: opaque)
            cairo_surface_mark_dirty(raster.surface)
        }
        cairo_save(cr)
        if opaque {
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr)
        }
        place(raster.surface, like: raster, on: cr)
        cairo_restore(cr)
    }

    /// An ARGB32 image of `color` with `mask`'s alpha (times the colour's own).
    static func colored(_ mask: OpaquePointer, color: RGBA) -> OpaquePointer? {
        let width = cairo_image_surface_get_width(mask), height = cairo_image_surface_get_height(mask)
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
              let source = cairo_image_surface_get_data(mask), let target = cairo_image_surface_get_data(image) else { return nil }
        let sourceStride = Int(cairo_image_surface_get_stride(mask)), targetStride = Int(cairo_image_surface_get_stride(image))
        func channel(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let r = channel(color.red), g = channel(color.green), b = channel(color.blue), a = channel(color.alpha)
        cairo_surface_flush(image)
        for y in 0..<Int(height) {
            let row = target.advanced(by: y * targetStride).withMemoryRebound(to: UInt32.self, capacity: Int(width)) { $0 }
            for x in 0..<Int(width) {
                let alpha = (Int(source[y * sourceStride + x]) * a + 127) / 255
                // Native-endian 0xAARRGGBB, each colour channel premultiplied by alpha.
                let pixel = alpha << 24 | ((r * alpha + 127) / 255) << 16 | ((g * alpha + 127) / 255) << 8 | (b * alpha + 127) / 255
                row[x] = UInt32(pixel)
            }
        }
        cairo_surface_mark_dirty(image)
        return image
    }

    /// Widths of `count` box blurs (odd, so each has a centre) whose cascade has standard deviation ≈ `sigma`:
    /// a box of width w has variance (w² − 1) / 12, and variances add.
    static func boxWidths(sigma: Double, count: Int = 3) -> [Int] {
        guard sigma > 0 else { return [] }
        let ideal = (12 * sigma * sigma / Double(count) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        // How many of the boxes take the lower width so that the variances sum closest to sigma².
        let lowerCount = ((12 * sigma * sigma - Double(count * lower * lower) - Double(4 * count * lower) - Double(3 * count))
            / Double(-4 * lower - 4)).rounded()
        return (0..<count).map { $0 < Int(lowerCount) ? max(lower, 1) : upper }
    }

    /// Blurs an 8-bit image in place (`stride` bytes a row, `channels` bytes a pixel, each blurred on its
    /// own); outside the image counts as transparent, or, with `clampsEdges`, as the nearest edge pixel.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                     channels: Int = 1, clampsEdges: Bool = false) {
        var line = [Int](repeating: 0, count: max(width, height))
        var out = [Int](repeating: 0, count: max(width, height))
        for box in boxWidths(sigma: sigma) where box > 1 {
            let r = box / 2
            for channel in 0..<channels {
                // Rows, then columns: a running sum over the box, rounded to nearest.
                for y in 0..<height {
                    for x in 0..<width { line[x] = Int(data[y * stride + x * channels + channel]) }
                    boxPass(&line, &out, count: width, radius: r, clamps: clampsEdges)
                    for x in 0..<width { data[y * stride + x * channels + channel] = UInt8(out[x]) }
                }
                for x in 0..<width {
                    for y in 0..<height { line[y] = Int(data[y * stride + x * channels + channel]) }
                    boxPass(&line, &out, count: height, radius: r, clamps: clampsEdges)
                    for y in 0..<height { data[y * stride + x * channels + channel] = UInt8(out[y]) }
                }
            }
        }
    }

    private static func boxPass(_ input: inout [Int], _ output: inout [Int], count: Int, radius r: Int, clamps: Bool) {
        let width = 2 * r + 1
        // Beyond the ends: 0, or the end pixels repeated.
        func value(_ i: Int) -> Int { i < 0 ? (clamps ? input[0] : 0) : i >= count ? (clamps ? input[count - 1] : 0) : input[i] }
        var sum = 0
        for i in -r...r { sum += value(i) }
        for i in 0..<count {
            output[i] = (sum + width / 2) / width
            sum += value(i + r + 1) - value(i - r)
        }
    }
}
