import CGraphics
import Rendering
import Foundation

/// PNG reading and writing with libpng's simplified API (`png_image_*`), which catches libpng's errors
/// itself and returns them as messages: a damaged file becomes a Swift error, never a crash (the full API's
/// error handler would have to unwind Swift, which it cannot).
extension RGBAImage {
    /// Decodes a PNG of any colour type and bit depth to 8-bit straight RGBA.
    /// - Throws: `PNGError` saying what is wrong: empty, a Git LFS pointer, another format, truncated, damaged.
    public init(png data: Data) throws {
        // Our own walk first: it names the problem (LFS pointer, truncation) better than libpng does.
        _ = try PNGChunks.chunks(in: data)
        var buffer: [UInt8] = []
        var width = 0, height = 0
        // libpng keeps the memory pointer from begin to finish: both run inside one access to the bytes.
        try data.withUnsafeBytes { bytes in
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                throw PNGError.corrupt(Self.message(of: image))
            }
            image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            width = Int(image.width)
            height = Int(image.height)
            // Layoutshot never draws more; a header claiming more is damaged or not ours (and would ask for
            // gigabytes before libpng found out).
            guard width * height <= Renderer.maximumPixelCount else {
                png_image_free(&image)
                throw PNGError.corrupt("\(width)×\(height) pixels is more than a Layoutshot picture can have")
            }
            buffer = [UInt8](repeating: 0, count: width * height * 4)
            let finished = buffer.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
            guard finished != 0 else { throw PNGError.corrupt(Self.message(of: image)) }
        }
        self.init(width: width, height: height, pixels: buffer)
    }

    /// The picture as an 8-bit RGBA PNG (libpng marks it sRGB), with a `tEXt` chunk holding `metadata`
    /// under `PNGMetadata.keyword` when given.
    /// - Parameter fast: zlib's fast settings; off gives smaller files, slower.
    public func pngData(metadata: String? = nil, fast: Bool = true) throws -> Data {
        guard width > 0, height > 0 else {
            throw PNGError.unencodable("a PNG has at least one pixel, not \(width)×\(height)")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        if fast { image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST) }
        let stride = png_int_32(width * 4)
        // A first call with no memory asks for the size; the second writes.
        var size: png_alloc_size_t = 0
        let sized = pixels.withUnsafeBytes {
            png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, stride, nil)
        }
        guard sized != 0 else { throw PNGError.unencodable(Self.message(of: image)) }
        var out = Data(count: Int(size))
        let written = out.withUnsafeMutableBytes { target in
            pixels.withUnsafeBytes {
                png_image_write_to_memory(&image, target.baseAddress, &size, 0, $0.baseAddress, stride, nil)
            }
        }
        guard written != 0 else { throw PNGError.unencodable(Self.message(of: image)) }
        out.count = Int(size)
        guard let metadata else { return out }
        return try PNGMetadata.setting(metadata, in: out)
    }

    /// libpng's message for the last failure of `image`.
    private static func message(of image: png_image) -> String {
        var message = image.message
        let text = withUnsafeBytes(of: &message) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        return text.isEmpty ? "libpng could not read it" : text
    }
}
