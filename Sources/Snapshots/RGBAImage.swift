import Foundation

/// A picture as 8-bit straight (not premultiplied) RGBA, row by row from the top-left corner, 4 bytes a
/// pixel: what `PixelDiff` compares. Decode one with `init(png:)`, encode with `pngData()`.
public struct RGBAImage: Equatable, Sendable {
    /// One pixel, straight alpha.
    public struct Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
            self.r = r; self.g = g; self.b = b; self.a = a
        }
        public static let white = Pixel(255, 255, 255)
        public static let black = Pixel(0, 0, 0)
        public static let clear = Pixel(0, 0, 0, 0)
        public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
    }

    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A of each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// An image over existing bytes. `pixels.count` must be `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "RGBAImage: \(pixels.count) bytes for \(width)×\(height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, color: Pixel) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = color.r; bytes[i + 1] = color.g; bytes[i + 2] = color.b; bytes[i + 3] = color.a
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y` (both from 0).
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return Pixel(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// Paints the rectangle of `width × height` pixels at (`x`, `y`), clipped to the image.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with color: Pixel) {
        let x0 = max(x, 0), x1 = min(x + w, width), y0 = max(y, 0), y1 = min(y + h, height)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 { self[column, row] = color }
        }
    }

    /// "200×100 px".
    public var sizeDescription: String { "\(width)×\(height) px" }
}
