import Foundation
import Testing
@testable import Snapshots

/// Counts checked against Python pixelmatch 0.4.0 (a port of mapbox/pixelmatch) on the same pair:
/// `pixelmatch(a, b, 240, 160, out, threshold=t, includeAA=False)`.
@Suite struct PixelmatchAgreement {
    /// 240×160 white with four soft-edged cards (edges fade over two pixels) holding rows of dark "glyphs";
    /// `variant` 1 moves the second card one pixel right, darkens one glyph row and tints a 40×30 area.
    static func picture(variant: Int) -> RGBAImage {
        let width = 240, height = 160
        var image = RGBAImage(width: width, height: height, color: .white)
        func blend(_ x: Int, _ y: Int, _ c: (Double, Double, Double), _ alpha: Double) {
            let p = image[x, y]
            func mix(_ old: UInt8, _ new: Double) -> UInt8 { UInt8(Double(old) * (1 - alpha) + new * alpha) }
            image[x, y] = .init(mix(p.r, c.0), mix(p.g, c.1), mix(p.b, c.2))
        }
        let colours: [(Double, Double, Double)] = [(52, 199, 89), (0, 122, 255), (255, 149, 0), (175, 82, 222)]
        for card in 0..<4 {
            let x0 = 10 + (card % 2) * 115 + (variant == 1 && card == 1 ? 1 : 0), y0 = 10 + (card / 2) * 75
            for y in y0..<(y0 + 65) {
                for x in x0..<(x0 + 105) {
                    let edge = min(x - x0, x0 + 104 - x, y - y0, y0 + 64 - y)
                    blend(x, y, colours[card], edge >= 2 ? 1 : Double(edge + 1) / 3)
                }
            }
            for line in 0..<3 {
                for glyph in 0..<14 {
                    let gx = x0 + 8 + glyph * 6, gy = y0 + 10 + line * 16
                    let ink = variant == 1 && card == 2 && line == 1 ? 60.0 : 20.0
                    for y in gy..<(gy + 8) {
                        for x in gx..<(gx + 4) { blend(x, y, (ink, ink, ink), x == gx + 3 ? 0.5 : 1) }
                    }
                }
            }
        }
        if variant == 1 {
            for y in 100..<130 { for x in 150..<190 { blend(x, y, (255, 59, 48), 0.3) } }
        }
        return image
    }

    static let a = picture(variant: 0), b = picture(variant: 1)

    @Test(arguments: [(0.1, 1092), (0.05, 1904), (0.3, 336)] as [(Double, Int)])
    func countsAgree(threshold: Double, expected: Int) {
        let result = PixelDiff.compare(reference: Self.a, actual: Self.b, options: .perceptual(threshold: threshold),
                                       makesDiffImage: false)
        #expect(result.differentPixels == expected)
    }

    /// pixelmatch with threshold 0 counts every pixel whose colour distance is above 0 (1904 here); the exact
    /// comparison with anti-aliasing ignored agrees, since no two differing pixels here share a YIQ colour.
    @Test func exactWithAntialiasingIgnored() {
        let result = PixelDiff.compare(reference: Self.a, actual: Self.b,
                                       options: PixelDiffOptions(ignoresAntialiasing: true), makesDiffImage: false)
        #expect(result.differentPixels == 1904)
    }
}
