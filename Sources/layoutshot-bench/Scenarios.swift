import Foundation
import Layoutshot

/// Where the benchmark fixture is, in the source tree this tool was built from.
let benchmarksFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Benchmarks")

/// The 60-node fixture, in-process, end to end: parse, lay out, render.
enum FixtureScenario {
    static func run(runs: Int) -> [Row] {
        let path = benchmarksFolder.appendingPathComponent("fixtures/sixty-nodes.swift").path
        let source = try! String(contentsOfFile: path, encoding: .utf8)
        let measurer = try! PangoTextMeasurer()
        let renderer = Renderer(text: measurer)
        var nodes = 0
        func layouts() -> [PreviewLayout] {
            try! FixtureParser.parse(source: source, path: path).layout(options: LayoutOptions(), measurer: measurer)
        }
        let coldStart = DispatchTime.now().uptimeNanoseconds
        let cold = layouts()
        _ = try! renderer.render(cold[0].result, as: .svg, options: RenderOptions())
        let coldMs = Double(DispatchTime.now().uptimeNanoseconds - coldStart) / 1e6
        nodes = cold[0].result.root.allNodes().count
        let layout = measure(runs: runs) { _ = layouts() }
        let svg = measure(runs: runs) { _ = try! renderer.render(layouts()[0].result, as: .svg, options: RenderOptions()) }
        let png = measure(runs: runs) { _ = try! renderer.render(layouts()[0].result, as: .png, options: RenderOptions()) }
        return [
            Row(scenario: "\(nodes)-node fixture: parse + layout", median: format(layout.median), spread: layout.spread,
                detail: "first run (fonts loading) \(format(coldMs)) ms", target: ""),
            Row(scenario: "\(nodes)-node fixture → SVG", median: format(svg.median), spread: svg.spread,
                detail: "parse + layout + render", target: "≤ 30 ms"),
            Row(scenario: "\(nodes)-node fixture → PNG @2x", median: format(png.median), spread: png.spread,
                detail: "parse + layout + render, zlib level 1", target: "≤ 40 ms"),
        ]
    }
}

/// Layout only (the deterministic fake measurer, so text shaping does not count): time and calls per view.
enum LayoutScenario {
    static func run(runs: Int, quick: Bool) -> [Row] {
        var rows: [Row] = []
        let measurer = FixedAdvanceTextMeasurer()
        func row(_ name: String, _ view: AnyView, runs: Int, target: String = "") -> Row {
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
                       target: target)
        }
        for (count, label) in [(250, "1k"), (2_500, "10k"), (25_000, "100k")] where !(quick && count > 2_500) {
            rows.append(row("chips flow \(label)", Trees.chips(count), runs: count > 2_500 ? max(3, runs / 4) : runs,
                            target: count == 2_500 ? "≤ 1 µs/view" : ""))
        }
        for depth in [5, 10, 20, 40] {
            let leaves = max(1, 10_000 / depth - 1)
            rows.append(row("nested stacks depth \(depth)", Trees.nested(depth: depth, leaves: leaves), runs: max(3, runs / 2),
                            target: depth == 40 ? "calls/view bounded" : ""))
        }
        return rows
    }
}

/// 1,000 distinct labels measured by the real measurer: cold (fresh fonts and cache) and warm (cached).
enum TextScenario {
    static func run() -> [Row] {
        let labels = (0..<1_000).map { ResolvedText(string: "Label \($0) — nhãn số \($0)", font: Font.body.resolved(for: .iOS)) }
        var measurer = try! PangoTextMeasurer()
        let cold = measure(runs: 5, warmup: 0) {
            measurer = try! PangoTextMeasurer()
            for label in labels { _ = measurer.measure(label, width: nil, maxLines: nil) }
        }
        let warm = measure(runs: 5, warmup: 0) { for label in labels { _ = measurer.measure(label, width: nil, maxLines: nil) } }
        return [
            Row(scenario: "text: 1,000 labels, cold", median: format(cold.median), spread: cold.spread,
                detail: "\(format(cold.median)) µs/label (incl. loading fonts)", target: ""),
            Row(scenario: "text: 1,000 labels, warm", median: format(warm.median), spread: warm.spread,
                detail: "\(format(warm.median)) µs/label", target: ""),
        ]
    }
}

/// Two 2000×2000 pictures that differ in a few regions.
enum DiffScenario {
    static func pair() -> (RGBAImage, RGBAImage) {
        var reference = RGBAImage(width: 2000, height: 2000, color: RGBAImage.Pixel(255, 255, 255))
        // Something like a UI: bands and blocks.
        for y in stride(from: 0, to: 2000, by: 80) { reference.fill(x: 40, y: y + 10, width: 1920, height: 50, with: RGBAImage.Pixel(230, 235, 245)) }
        var actual = reference
        for (x, y) in [(100, 130), (900, 700), (1500, 1600)] { actual.fill(x: x, y: y, width: 120, height: 40, with: RGBAImage.Pixel(255, 59, 48)) }
        return (reference, actual)
    }

    static func run(runs: Int) -> [Row] {
        let (reference, actual) = pair()
        var differing = 0
        let exact = measure(runs: runs, warmup: 1) {
            differing = PixelDiff.compare(reference: reference, actual: actual, options: .exact).differentPixels
        }
        let perceptual = measure(runs: runs, warmup: 1) {
            _ = PixelDiff.compare(reference: reference, actual: actual, options: .perceptual(threshold: 0.1))
        }
        return [
            Row(scenario: "pixel diff 2000×2000, exact", median: format(exact.median), spread: exact.spread,
                detail: "\(differing) pixels differ, with diff image", target: "≥ 20× pixelmatch"),
            Row(scenario: "pixel diff 2000×2000, threshold 0.1 + AA", median: format(perceptual.median), spread: perceptual.spread,
                detail: "pixelmatch's method", target: ""),
        ]
    }
}
