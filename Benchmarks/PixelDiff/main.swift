// Times PixelDiff on 2000×2000 pairs (built by Benchmarks/pixeldiff.sh with -O, outside SwiftPM).
// Writes the "ui" pair as raw RGBA to the folder given as the first argument, for other tools to compare.
import Foundation

/// A UI-like picture: white, with coloured cards whose edges fade over two pixels (anti-aliasing) and rows of
/// small dark "glyph" blocks; `variant` 1 moves the second column of cards one pixel right and recolours a
/// 300×300 area.
func uiPicture(variant: Int) -> RGBAImage {
    let size = 2000
    var pixels = [UInt8](repeating: 255, count: size * size * 4)
    func blend(_ i: Int, _ c: (UInt8, UInt8, UInt8), _ a: Double) {
        pixels[i] = UInt8(Double(pixels[i]) * (1 - a) + Double(c.0) * a)
        pixels[i + 1] = UInt8(Double(pixels[i + 1]) * (1 - a) + Double(c.1) * a)
        pixels[i + 2] = UInt8(Double(pixels[i + 2]) * (1 - a) + Double(c.2) * a)
    }
    for row in 0..<8 {
        for column in 0..<4 {
            let x0 = 40 + column * 490 + (variant == 1 && column == 1 ? 1 : 0), y0 = 40 + row * 245
            let colour: (UInt8, UInt8, UInt8) = [(52, 199, 89), (0, 122, 255), (255, 149, 0), (175, 82, 222)][(row + column) % 4]
            for y in y0..<(y0 + 200) {
                for x in x0..<(x0 + 440) {
                    let edge = min(x - x0, x0 + 439 - x, y - y0, y0 + 199 - y)
                    blend((y * size + x) * 4, colour, edge >= 2 ? 1 : Double(edge + 1) / 3)
                }
            }
            // "Text": 6 lines of 3×8 dark blocks with soft right edges.
            for line in 0..<6 {
                for glyph in 0..<60 {
                    let gx = x0 + 20 + glyph * 6, gy = y0 + 20 + line * 28
                    for y in gy..<(gy + 8) {
                        for x in gx..<(gx + 4) { blend((y * size + x) * 4, (20, 20, 20), x == gx + 3 ? 0.5 : 1) }
                    }
                }
            }
        }
    }
    if variant == 1 {
        for y in 900..<1200 { for x in 900..<1200 { blend((y * size + x) * 4, (255, 59, 48), 0.6) } }
    }
    return RGBAImage(width: size, height: size, pixels: pixels)
}

func noise(seed: UInt64) -> RGBAImage {
    var state = seed
    var pixels = [UInt8](repeating: 255, count: 2000 * 2000 * 4)
    for i in 0..<pixels.count where i % 4 != 3 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        pixels[i] = UInt8(truncatingIfNeeded: state >> 56)
    }
    return RGBAImage(width: 2000, height: 2000, pixels: pixels)
}

func median(_ label: String, runs: Int = 5, _ body: () -> PixelComparison) {
    var times: [Double] = []
    var last: PixelComparison?
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        last = body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    let facts = last.map { "\($0.differentPixels) different, \($0.antialiasedPixels) anti-aliased" } ?? ""
    print(label.padding(toLength: 60, withPad: " ", startingAt: 0)
          + String(format: "median %7.1f ms  (min %6.1f, max %6.1f)  ", times[runs / 2], times.first!, times.last!)
          + facts)
}

let a = uiPicture(variant: 0), b = uiPicture(variant: 1)
if CommandLine.arguments.count > 1 {
    let folder = URL(fileURLWithPath: CommandLine.arguments[1])
    try! Data(a.pixels).write(to: folder.appendingPathComponent("ui-a.rgba"))
    try! Data(b.pixels).write(to: folder.appendingPathComponent("ui-b.rgba"))
}
let n1 = noise(seed: 1), n2 = noise(seed: 2)
median("identical, exact, with diff image") { PixelDiff.compare(reference: a, actual: a) }
median("identical, exact, no diff image") { PixelDiff.compare(reference: a, actual: a, makesDiffImage: false) }
median("UI pair, exact, with diff image") { PixelDiff.compare(reference: a, actual: b) }
median("UI pair, perceptual 0.1 + anti-aliasing, with diff image") {
    PixelDiff.compare(reference: a, actual: b, options: .perceptual())
}
median("noise pair, perceptual 0.1 + anti-aliasing, with diff image") {
    PixelDiff.compare(reference: n1, actual: n2, options: .perceptual())
}
