import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

/// `.shadow` and `.blur`: the drawing rasterised and blurred (drawing only).
@Suite struct BlurTests {
    /// Three boxes whose variances, (w² − 1) / 12 each, sum close to σ². For σ = 2: the ideal width is
    /// √(12·4/3 + 1) = √17 ≈ 4.12 → 3 (odd) and 5; (48 − 27 − 36 − 9) / −16 = 1.5 → 2 boxes of 3, one of 5.
    @Test func boxWidthsByHand() {
        #expect(BlurPainter.boxWidths(sigma: 2) == [3, 3, 5])
        #expect(BlurPainter.boxWidths(sigma: 0).isEmpty)
        for sigma in [1.0, 2.5, 4, 10, 25] {
            let variance = BlurPainter.boxWidths(sigma: sigma).reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
            #expect(abs(variance - sigma * sigma) <= 0.25 * sigma * sigma + 1, "σ \(sigma): variance \(variance)")
        }
    }

    @Test func blurSpreadsAPointSymmetricallyAndKeepsItsMass() {
        // One opaque pixel in the middle of 31×31: the blur keeps the total (to rounding) and is symmetric.
        let size = 31, stride = 32
        var pixels = [UInt8](repeating: 0, count: stride * size)
        pixels[15 * stride + 15] = 255
        pixels.withUnsafeMutableBufferPointer {
            BlurPainter.blur($0.baseAddress!, width: size, height: size, stride: stride, sigma: 1.5)
        }
        var total = 0
        for y in 0..<size { for x in 0..<size { total += Int(pixels[y * stride + x]) } }
        #expect(abs(total - 255) < 40)
        #expect(pixels[15 * stride + 15] < 255 && pixels[15 * stride + 15] > 0)
        for k in 1...5 {
            #expect(pixels[15 * stride + 15 - k] == pixels[15 * stride + 15 + k])
            #expect(pixels[(15 - k) * stride + 15] == pixels[(15 + k) * stride + 15])
        }
    }

    @Test func aSharpShadowIsTheShapeOffset() throws {
        // A black 20×20 square with SwiftUI's default shadow colour (black at 33 %), no blur, offset (10, 10):
        // the shadow covers 10…30 under the square's 0…20, so (25, 25) is white under 33 % black,
        // 255 × 0.67 ≈ 171, and layout is unchanged.
        let view = Color.black.frame(width: 20, height: 20).shadow(radius: 0, x: 10, y: 10)
            .frame(width: 40, height: 40, alignment: .topLeading).background(Color.white)
        let result = layout(view)
        #expect(result.root.allNodes().first { $0.type == "Color" && $0.frame.width == 20 }?.frame
                == CGRect(x: 0, y: 0, width: 20, height: 20))
        let png = try DecodedPNG(try render(result, .png) { $0.style = .plain; $0.scale = 1 })
        #expect(png.pixel(5, 5, is: (0, 0, 0)))
        #expect(png.pixel(25, 25, is: (171, 171, 171), tolerance: 3))
        #expect(png.pixel(35, 35, is: (255, 255, 255)))
        #expect(png.pixel(25, 5, is: (255, 255, 255))) // right of the square, above the shadow
    }

    @Test func aBlurredShadowFadesOut() throws {
        // Radius 8 (σ 4): the shadow is darkest under the square and fades to nothing within 3σ of its edge.
        let view = Color.black.frame(width: 20, height: 20).shadow(color: .black, radius: 8)
            .frame(width: 60, height: 60).background(Color.white)
        let png = try DecodedPNG(try render(layout(view), .png) { $0.style = .plain; $0.scale = 1 })
        let near = png.pixel(41, 30).r, further = png.pixel(46, 30).r
        #expect(near < further && further < 255)
        #expect(png.pixel(59, 30, is: (255, 255, 255), tolerance: 2))
    }

    @Test func channelsBlurApartAndClampedEdgesKeepAUniformImage() {
        // 9×9, 4 bytes a pixel: channel 2 one bright dot, the others 0 — they stay 0; a uniform image
        // blurred with clamped edges stays uniform.
        var pixels = [UInt8](repeating: 0, count: 9 * 36)
        pixels[4 * 36 + 4 * 4 + 2] = 200
        pixels.withUnsafeMutableBufferPointer {
            BlurPainter.blur($0.baseAddress!, width: 9, height: 9, stride: 36, sigma: 1, channels: 4)
        }
        #expect(pixels.enumerated().allSatisfy { $0.offset % 4 == 2 || $0.element == 0 })
        #expect(pixels[4 * 36 + 3 * 4 + 2] > 0)
        var uniform = [UInt8](repeating: 77, count: 9 * 36)
        uniform.withUnsafeMutableBufferPointer {
            BlurPainter.blur($0.baseAddress!, width: 9, height: 9, stride: 36, sigma: 3, channels: 4, clampsEdges: true)
        }
        #expect(uniform.allSatisfy { $0 == 77 })
    }

    @Test func blurSpreadsTheDrawingAndLeavesLayoutAlone() throws {
        // A black 20×20 square blurred by 4 pt (σ 4) in a 60×60 white frame: the centre stays dark, the
        // edge is half grey, 3σ outside is white again; the square's frame is unchanged.
        let view = Color.black.frame(width: 20, height: 20).blur(radius: 4).frame(width: 60, height: 60).background(Color.white)
        let result = layout(view)
        #expect(result.root.allNodes().contains { $0.type == "Color" && $0.frame == CGRect(x: 20, y: 20, width: 20, height: 20) })
        let png = try DecodedPNG(try render(result, .png) { $0.style = .plain; $0.scale = 1 })
        #expect(png.pixel(30, 30).r < 80)
        let edge = Int(png.pixel(20, 30).r)
        #expect(edge > 80 && edge < 180)
        #expect(png.pixel(55, 30, is: (255, 255, 255), tolerance: 3))
    }

    @Test func anOpaqueBlurStaysInsideAndKeepsItsEdges() throws {
        // A uniform colour blurred opaquely is the same colour to its edges and nothing outside.
        let view = Color.purple.frame(width: 20, height: 20).blur(radius: 6, opaque: true).frame(width: 40, height: 40)
            .background(Color.white)
        let png = try DecodedPNG(try render(layout(view), .png) { $0.style = .plain; $0.scale = 1 })
        let inside = png.pixel(20, 20)
        for (x, y) in [(10, 10), (29, 29), (10, 29), (29, 10), (20, 10)] {
            #expect(png.pixel(x, y, is: (Int(inside.r), Int(inside.g), Int(inside.b)), tolerance: 2), "(\(x), \(y))")
        }
        #expect(png.pixel(8, 20, is: (255, 255, 255), tolerance: 2))
    }

    @Test func aWideBlurIsRasterisedAtTheResolutionItNeeds() throws {
        // σ = 10,000 pt at 2 pixels per point would be 20,000 image pixels wide: rasterised at 64 / 20,000 image
        // pixels per device pixel instead, so that σ is 64 pixels, the 20 pt square and its 3σ + 1 pad on each
        // side, (20 + 60,002) pt = 120,044 device pixels, come to 120,044 × 64 / 20,000 ≈ 384 image pixels.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, 2, 2)
        let sigma = 10_000.0
        let raster = try #require(BlurPainter.rasterize(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), pad: 3 * sigma + 1,
                                                        sigma: sigma, format: CAIRO_FORMAT_A8, on: cr) { _ in })
        defer { cairo_surface_destroy(raster.surface) }
        #expect(abs(raster.width - 384) <= 2 && abs(raster.height - 384) <= 2, "\(raster.width)×\(raster.height)")
        #expect(abs(sigma * raster.deviceScale * raster.f - BlurPainter.maximumSigmaPixels) < 1e-9)
    }
}
