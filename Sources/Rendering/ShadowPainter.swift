import CGraphics
import Foundation
import LayoutCore

/// Drop shadows (`.shadow`): the content's coverage rasterised to an alpha mask, blurred, and painted in the
/// shadow's colour under the content. Cairo has no blur, so the mask is an image even in SVG and PDF, at
/// least 2 pixels per point there. The blur is three box blurs, whose sum approximates a Gaussian (the
/// central limit theorem; box widths as in W. Wells, "Efficient synthesis of Gaussian filters by cascaded
/// uniform filters", 1986) — integer arithmetic, so the pixels are the same on every run.
enum ShadowPainter {
    /// More mask pixels than this are drawn at a lower resolution (a shadow is a blur anyway).
    static let maximumPixels = 16_000_000

    /// Paints the shadow of what `content` draws (within `bounds`, user space of `cr`) on `cr`, then the
    /// content itself. `radius` is SwiftUI's, in points: a Gaussian of standard deviation radius / 2.
    static func paint(color: RGBA, radius: CGFloat, offset: CGSize, bounds: CGRect, on cr: OpaquePointer,
                      content: (OpaquePointer) -> Void) {
        defer { content(cr) }
        guard color.alpha > 0, bounds.width.isFinite, bounds.height.isFinite, radius.isFinite,
              offset.width.isFinite, offset.height.isFinite else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        guard deviceScale > 0 else { return }
        let sigma = Double(radius) / 2
        let user = bounds.insetBy(dx: -(3 * sigma + 1), dy: -(3 * sigma + 1))
        let corners = [(user.minX, user.minY), (user.maxX, user.minY), (user.minX, user.maxY), (user.maxX, user.maxY)]
            .map { (m.xx * $0.0 + m.xy * $0.1 + m.x0, m.yx * $0.0 + m.yy * $0.1 + m.y0) }
        let minX = corners.map(\.0).min()!.rounded(.down), minY = corners.map(\.1).min()!.rounded(.down)
        let maxX = corners.map(\.0).max()!.rounded(.up), maxY = corners.map(\.1).max()!.rounded(.up)
        var f = max(1, 2 / deviceScale)
        let area = (maxX - minX) * (maxY - minY) * f * f
        guard area.isFinite, area >= 1 else { return }
        if area > Double(maximumPixels) { f *= (Double(maximumPixels) / area).squareRoot() }
        let width = Int32((maxX - minX) * f), height = Int32((maxY - minY) * f)
        guard width > 0, height > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskContext = cairo_create(mask) else { return }
        // The mask's pixels are the device's, shifted to its corner and scaled by f.
        var toMask = cairo_matrix_t()
        cairo_matrix_init(&toMask, f, 0, 0, f, -minX * f, -minY * f)
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &m, &toMask)
        cairo_set_matrix(maskContext, &matrix)
        content(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            let stride = Int(cairo_image_surface_get_stride(mask))
            blur(data, width: Int(width), height: Int(height), stride: stride, sigma: sigma * deviceScale * f)
        }
        // The shadow as a coloured image (premultiplied ARGB): painted images place the same in PNG, SVG
        // and PDF, where a mask surface under a transform does not in every SVG reader.
        guard let shadow = colored(mask, color: color) else { return }
        defer { cairo_surface_destroy(shadow) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        // The offset is in points, so it turns and scales with the user space.
        let dx = m.xx * Double(offset.width) + m.xy * Double(offset.height)
        let dy = m.yx * Double(offset.width) + m.yy * Double(offset.height)
        cairo_translate(cr, minX + dx, minY + dy)
        cairo_scale(cr, 1 / f, 1 / f)
        cairo_set_source_surface(cr, shadow, 0, 0)
        cairo_paint(cr)
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

    /// Blurs an 8-bit alpha image in place (`stride` bytes a row); outside the image counts as transparent.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        var line = [Int](repeating: 0, count: max(width, height))
        var out = [Int](repeating: 0, count: max(width, height))
        for box in boxWidths(sigma: sigma) where box > 1 {
            let r = box / 2
            // Rows, then columns: a running sum over the box, rounded to nearest.
            for y in 0..<height {
                for x in 0..<width { line[x] = Int(data[y * stride + x]) }
                boxPass(&line, &out, count: width, radius: r)
                for x in 0..<width { data[y * stride + x] = UInt8(out[x]) }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = Int(data[y * stride + x]) }
                boxPass(&line, &out, count: height, radius: r)
                for y in 0..<height { data[y * stride + x] = UInt8(out[y]) }
            }
        }
    }

    private static func boxPass(_ input: inout [Int], _ output: inout [Int], count: Int, radius r: Int) {
        let width = 2 * r + 1
        var sum = 0
        for i in 0...min(r, count - 1) { sum += input[i] }
        for i in 0..<count {
            output[i] = (sum + width / 2) / width
            let enter = i + r + 1, leave = i - r
            if enter < count { sum += input[enter] }
            if leave >= 0 { sum -= input[leave] }
        }
    }
}
