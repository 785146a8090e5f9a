import CGraphics
import Foundation
@testable import LayoutCore
@testable import Rendering
import Typesetting

/// One measurer and renderer for the run (fonts load once); every use holds the lock because a measurer
/// serves one thread at a time and Swift Testing runs tests in parallel.
private let shared = try! PangoTextMeasurer()
private let lock = NSLock()

func withRenderer<T>(_ body: (Renderer) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(Renderer(text: shared))
}

func layout<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) -> LayoutResult {
    withRenderer { LayoutEngine.layout(view, proposal: proposal, measurer: $0.text) }
}

func render(_ result: LayoutResult, _ format: OutputFormat, _ configure: (inout RenderOptions) -> Void = { _ in })
    throws -> Data {
    var options = RenderOptions()
    configure(&options)
    return try withRenderer { try $0.render(result, as: format, options: options) }
}

/// A decoded PNG: straight RGBA bytes, row by row.
struct DecodedPNG {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    init(_ data: Data) throws {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let ok = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, data.count) }
        guard ok != 0 else { throw DecodeError() }
        image.format = 3 // PNG_FORMAT_RGBA
        var buffer = [UInt8](repeating: 0, count: Int(image.width * image.height * 4))
        guard png_image_finish_read(&image, nil, &buffer, 0, nil) != 0 else { throw DecodeError() }
        width = Int(image.width)
        height = Int(image.height)
        rgba = buffer
    }

    struct DecodeError: Error {}

    /// The pixel at (x, y) as (r, g, b, a).
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// Whether the pixel is close to `color` (each channel within `tolerance`).
    func pixel(_ x: Int, _ y: Int, is color: (Int, Int, Int), tolerance: Int = 8) -> Bool {
        let p = pixel(x, y)
        return abs(Int(p.r) - color.0) <= tolerance && abs(Int(p.g) - color.1) <= tolerance
            && abs(Int(p.b) - color.2) <= tolerance
    }

    /// How many pixels are close to `color`.
    func count(_ color: (Int, Int, Int), tolerance: Int = 8) -> Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where pixel(x, y, is: color, tolerance: tolerance) { n += 1 } }
        return n
    }
}

/// The debug colours as bytes: iOS system red #FF3B30, blue #007AFF, light blue #66AFFF.
let debugRed = (255, 59, 48)
let debugBlue = (0, 122, 255)
let debugLightBlue = (102, 175, 255)

/// The PNG chunk types in order.
func chunkTypes(_ data: Data) -> [String] {
    let bytes = [UInt8](data)
    var types: [String] = []
    var i = 8
    while i + 8 <= bytes.count {
        let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        types.append(String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self))
        i += 12 + length
    }
    return types
}
