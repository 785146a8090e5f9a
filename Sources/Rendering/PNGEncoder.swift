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
        // No row filters: flat UI pictures come out smaller unfiltered, and twice as fast as adaptive filtering
        // (measured on a 1170×2765 list at levels 1 and 9).
        png_set_filter(png, 0, PNG_FILTER_NONE)
        png_write_info(png, info)
        // Cairo's pixels are native-endian 32-bit ARGB; libpng reorders the bytes to R, G, B, A itself, so
        // opaque rows go to libpng as they are.
        #if _endian(little)
        png_set_bgr(png)
        #else
        png_set_swap_alpha(png)
        #endif
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, 1))
        defer { row.deallocate() }
        for y in 0..<height {
            let source = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            if !hasTranslucentPixel(source, count: width) {
                png_write_row(png, UnsafeRawPointer(source).assumingMemoryBound(to: UInt8.self))
                continue
            }
            // Translucent pixels are premultiplied in cairo; PNG stores straight alpha.
            for x in 0..<width { row[x] = unpremultiply(source[x]) }
            png_write_row(png, UnsafeRawPointer(row).assumingMemoryBound(to: UInt8.self))
        }
        png_write_end(png, nil)
        return sink.data
    }

    private static func hasTranslucentPixel(_ pixels: UnsafePointer<UInt32>, count: Int) -> Bool {
        var x = 0
        while x < count {
            if pixels[x] < 0xFF00_0000 { return true }
            x += 1
        }
        return false
    }

    /// A premultiplied ARGB pixel with its colour divided by its alpha (rounded), still ARGB.
    static func unpremultiply(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        guard a != 0 else { return 0 }
        guard a != 255 else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(((pixel >> shift & 0xFF) * 255 + a / 2) / a, 255) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }

    private final class Sink { var data = Data() }
}

/// A picture drawn by `Renderer.renderPicture` and not yet encoded: its PNG (the bytes `Renderer.render` gives,
/// encoded when first asked for) and, for an opaque picture, its pixels as straight RGBA. Like the renderer,
/// it serves one thread at a time.
public final class RenderedPicture {
    let surface: OpaquePointer
    private let level: Int32
    private var encoded: Data?

    init(surface: OpaquePointer, level: Int32) {
        self.surface = surface
        self.level = level
    }

    deinit { cairo_surface_destroy(surface) }

    /// Width and height in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// The PNG, as `Renderer.render(_:as: .png, options:)` writes it.
    public var png: Data {
        if let encoded { return encoded }
        let data = PNGEncoder.encode(surface, level: level)
        encoded = data
        return data
    }

    /// R, G, B, A of every pixel, rows top to bottom: what decoding `png` gives. Nil when a pixel is not opaque
    /// (premultiplied in Cairo, its straight colour is left to the encoder).
    public func opaqueRGBA() -> [UInt8]? {
        cairo_surface_flush(surface)
        let width = self.width, height = self.height, stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let opaque = out.withUnsafeMutableBytes { bytes -> Bool in
            let out = bytes.bindMemory(to: UInt32.self)
            var i = 0
            for y in 0..<height {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let argb = row[x]
                    guard argb >= 0xFF00_0000 else { return false }
                    // 0xAARRGGBB → the bytes R, G, B, A in memory.
                    let rgba = argb & 0xFF00_FF00 | (argb >> 16 & 0xFF) | (argb & 0xFF) << 16
                    out[i] = UInt32(littleEndian: rgba)
                    i += 1
                }
            }
            return true
        }
        return opaque ? out : nil
    }

    /// `PixelDigest(opaqueRGBA: opaqueRGBA()!)`, hashed from Cairo's pixels as they are; nil when a pixel is not opaque.
    public func opaqueDigest() -> PixelDigest? {
        cairo_surface_flush(surface)
        let width = self.width, height = self.height, stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        if stride == width * 4 { return PixelDigest.opaque(argb: UnsafeRawBufferPointer(start: pixels, count: width * height * 4)) }
        // Rows with padding: gathered first.
        var rows = [UInt8](repeating: 0, count: width * height * 4)
        rows.withUnsafeMutableBytes { target in
            for y in 0..<height { (target.baseAddress! + y * width * 4).copyMemory(from: pixels + y * stride, byteCount: width * 4) }
        }
        return rows.withUnsafeBytes { PixelDigest.opaque(argb: $0) }
    }
}
