import Foundation
import Layoutshot

/// Where the benchmark fixture is, in the source tree this tool was built from.
let benchmarksFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Benchmarks")

/// The value `body` makes; a thrown error (a missing fixture, an unreadable font) ends the run with its message.
func orExit<T>(_ body: () throws -> T) -> T {
    do { return try body() } catch {
        try? FileHandle.standardError.write(contentsOf: Data("layoutshot-bench: error: \(error)\n".utf8))
        exit(1)
    }
}

/// The 60-node fixture, in-process, end to end: parse, lay out, render.
enum FixtureScenario {
    static func run(runs: Int) -> [Row] {
        let path = benchmarksFolder.appendingPathComponent("fixtures/sixty-nodes.swift").path
        let source = orExit { try String(contentsOfFile: path, encoding: .utf8) }
        let measurer = orExit { try PangoTextMeasurer() }
        let renderer = Renderer(text: measurer)
        var nodes = 0
        func layouts() -> [PreviewLayout] {
            orExit { try FixtureParser.parse(source: source, path: path).layout(options: LayoutOptions(), measurer: measurer) }
        }
        let coldStart = DispatchTime.now().uptimeNanoseconds
        let cold = layouts()
        _ = orExit { try renderer.render(cold[0].result, as: .svg, options: RenderOptions()) }
        let coldMs = Double(DispatchTime.now().uptimeNanoseconds - coldStart) / 1e6
        nodes = cold[0].result.root.allNodes().count
        let layout = measure(runs: runs) { _ = layouts() }
        let svg = measure(runs: runs) { _ = orExit { try renderer.render(layouts()[0].result, as: .svg, options: RenderOptions()) } }
        let png = measure(runs: runs) { _ = orExit { try renderer.render(layouts()[0].result, as: .png, options: RenderOptions()) } }
        return [
            Row(scenario: "\(nodes)-node fixture: parse + layout", median: format(layout.median), spread: layout.spread,
                detail: "first run (fonts loading) \(format(coldMs)) ms", target: "", rss: layout.peakMiB),
            Row(scenario: "\(nodes)-node fixture → SVG", median: format(svg.median), spread: svg.spread,
                detail: "parse + layout + render", target: verdict("≤ 30 ms", svg.median <= 30), rss: svg.peakMiB),
            Row(scenario: "\(nodes)-node fixture → PNG @2x", median: format(png.median), spread: png.spread,
                detail: "parse + layout + render, zlib level 1", target: verdict("≤ 40 ms", png.median <= 40), rss: png.peakMiB),
        ]
    }
}

/// Layout only (the deterministic fake measurer, so text shaping does not count): time and calls per view.
enum LayoutScenario {
    static func run(runs: Int, quick: Bool) -> [Row] {
        var rows: [Row] = []
        let measurer = FixedAdvanceTextMeasurer()
        func row(_ name: String, _ view: AnyView, runs: Int, target: ((_ perView: Double, _ calls: Double) -> String)? = nil) -> Row {
            let counter = CallCounter()
            let result = LayoutEngine.layout(view, proposal: ProposedViewSize(width: 800, height: nil), measurer: measurer,
                                             tracer: counter)
            let views = result.root.allNodes().count
            let stats = measure(runs: runs, warmup: 1) {
                _ = LayoutEngine.layout(view, proposal: ProposedViewSize(width: 800, height: nil), measurer: measurer)
            }
            let perView = stats.median * 1000 / Double(views)
            return Row(scenario: "\(name): \(views) views", median: format(stats.median), spread: stats.spread,
                       detail: "\(format(perView)) µs/view, \(format(Double(counter.calls) / Double(views))) calls/view",
                       target: target?(perView, Double(counter.calls) / Double(views)) ?? "", rss: stats.peakMiB)
        }
        for (count, label) in [(250, "1k"), (2_500, "10k"), (25_000, "100k")] where !(quick && count > 2_500) {
            rows.append(row("chips flow \(label)", Trees.chips(count), runs: count > 2_500 ? max(3, runs / 4) : runs,
                            target: count == 2_500 ? { perView, _ in verdict("≤ 1 µs/view", perView <= 1) } : nil))
        }
        for depth in [5, 10, 20, 40] {
            let leaves = max(1, 10_000 / depth - 1)
            rows.append(row("nested stacks depth \(depth)", Trees.nested(depth: depth, leaves: leaves), runs: max(3, runs / 2),
                            target: depth == 40 ? { _, calls in verdict("calls/view bounded (≤ 140)", calls <= 140) } : nil))
        }
        return rows
    }
}

/// 1,000 distinct labels measured by the real measurer: cold (fresh fonts and cache) and warm (cached).
enum TextScenario {
    static func run() -> [Row] {
        let labels = (0..<1_000).map { ResolvedText(string: "Label \($0) — nhãn số \($0)", font: Font.body.resolved(for: .iOS)) }
        var measurer = orExit { try PangoTextMeasurer() }
        let cold = measure(runs: 5, warmup: 0) {
            measurer = orExit { try PangoTextMeasurer() }
            for label in labels { _ = measurer.measure(label, width: nil, maxLines: nil) }
        }
        let warm = measure(runs: 5, warmup: 0) { for label in labels { _ = measurer.measure(label, width: nil, maxLines: nil) } }
        return [
            Row(scenario: "text: 1,000 labels, cold", median: format(cold.median), spread: cold.spread,
                detail: "\(format(cold.median)) µs/label (incl. loading fonts)", target: "", rss: cold.peakMiB),
            Row(scenario: "text: 1,000 labels, warm", median: format(warm.median), spread: warm.spread,
                detail: "\(format(warm.median)) µs/label", target: "", rss: warm.peakMiB),
        ]
    }
}

/// Two 2000×2000 pictures that differ in a few regions.
enum DiffScenario {
    /// A UI-like 2000×2000 picture: white, with 32 coloured cards whose edges fade over two pixels
    /// (anti-aliasing) and rows of small dark "glyph" blocks. `variant` 1 moves the second column of cards one
    /// pixel right and tints a 300×300 area: a few regions differ, as in a real regression.
    static func uiPicture(variant: Int) -> RGBAImage {
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

    static func pair() -> (RGBAImage, RGBAImage) { (uiPicture(variant: 0), uiPicture(variant: 1)) }

    /// Times both comparisons on a given pair: (exact ms, perceptual ms, pixels differing perceptually).
    static func time(_ reference: RGBAImage, _ actual: RGBAImage, runs: Int) -> (Stats, Stats, Int) {
        let exact = measure(runs: runs, warmup: 1) { _ = PixelDiff.compare(reference: reference, actual: actual, options: .exact) }
        var differing = 0
        let perceptual = measure(runs: runs, warmup: 1) {
            differing = PixelDiff.compare(reference: reference, actual: actual, options: .perceptual(threshold: 0.1)).differentPixels
        }
        return (exact, perceptual, differing)
    }

    static func run(runs: Int) -> [Row] {
        let (reference, actual) = pair()
        let (exact, perceptual, differing) = time(reference, actual, runs: runs)
        return [
            Row(scenario: "pixel diff 2000×2000, exact", median: format(exact.median), spread: exact.spread,
                detail: "with diff image", target: "", rss: exact.peakMiB),
            Row(scenario: "pixel diff 2000×2000, threshold 0.1 + AA", median: format(perceptual.median), spread: perceptual.spread,
                detail: "pixelmatch's method: \(differing) pixels differ", target: "≥ 20× pixelmatch (make bench-compare)", rss: perceptual.peakMiB),
        ]
    }
}
