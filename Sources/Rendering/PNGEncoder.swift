import CGraphics
import Foundation

/// Encodes cairo image surfaces as PNG with libpng (Cairo 1.16's own writer is several times slower):
/// 8-bit straight RGBA, no time stamp or other varying chunks, so equal pictures give equal bytes.
enum PNGEncoder {
    /// The PNG of an ARGB32 surface at zlib `level` (0…9).
    static func encode(_ surface: OpaquePointer, level: Int32) -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)

        let sink = Sink()
        // libpng reports errors only for invalid arguments (a bug here) or no memory; it cannot unwind Swift,
        // so the error handler ends the process with libpng's message.
        var png: png_structp? = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, { _, message in
            fatalError("libpng: \(message.map { String(cString: $0) } ?? "error")")
        }, nil)
        var info: png_infop? = png_create_info_struct(png)
        defer { png_destroy_write_struct(&png, &info) }
        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), { png, bytes, count in
            let sink = Unmanaged<Sink>.fromOpaque(png_get_io_ptr(png)!).takeUnretainedValue()
            sink.data.append(bytes!, count: count)
        }, nil)
        png_set_IHDR(png, info, png_uint_32(width), png_uint_32(height), 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_compression_level(png, min(max(level, 0), 9))
        png_write_info(png, info)
        var row = [UInt8](repeating: 0, count: width * 4)
        for y in 0..<height {
            let source = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { unpremultiply(source[x], into: &row, at: x * 4) }
            row.withUnsafeBufferPointer { png_write_row(png, $0.baseAddress) }
        }
        png_write_end(png, nil)
        return sink.data
    }

    /// Cairo's native-endian premultiplied ARGB → straight R, G, B, A bytes.
    @inline(__always)
    static func unpremultiply(_ pixel: UInt32, into row: inout [UInt8], at i: Int) {
        let a = pixel >> 24
        let r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
        if a == 255 || a == 0 {
            row[i] = UInt8(a == 0 ? 0 : r); row[i + 1] = UInt8(a == 0 ? 0 : g); row[i + 2] = UInt8(a == 0 ? 0 : b)
        } else {
            row[i] = UInt8(min((r * 255 + a / 2) / a, 255))
            row[i + 1] = UInt8(min((g * 255 + a / 2) / a, 255))
            row[i + 2] = UInt8(min((b * 255 + a / 2) / a, 255))
        }
        row[i + 3] = UInt8(a)
    }

    private final class Sink { var data = Data() }
}
