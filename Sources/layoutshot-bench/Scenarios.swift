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

/// The flexbox-comparable tree (`Trees.rows`) at 10k, 100k and 1M views, with the fake measurer:
/// time per view and the peak memory a layout adds per view (VmHWM over the RSS before it, in bytes).
/// `make bench-compare` runs taffy and Yoga on the same tree beside it (Benchmarks/flexbox-peers.py).
enum RowsScenario {
    struct Result { var views: Int; var stats: Stats; var bytesPerView: Double? }

    static func measureRows(views: Int, runs: Int) -> Result {
        let measurer = FixedAdvanceTextMeasurer()
        var limits = LayoutLimits()
        limits.maximumViews = max(limits.maximumViews, views + 10)
        let view = Trees.rows((views - 1) / 4)
        let proposal = ProposedViewSize(width: 800, height: nil)
        let count = LayoutEngine.layout(view, proposal: proposal, measurer: measurer, limits: limits).root.allNodes().count
        let before = residentKiB()
        // The layout that counted the views was the warm-up.
        let stats = measure(runs: runs, warmup: 0) {
            _ = LayoutEngine.layout(view, proposal: proposal, measurer: measurer, limits: limits)
        }
        var bytes: Double?
        if let peak = stats.peakMiB, let before { bytes = (peak * 1024 - Double(before)) * 1024 / Double(count) }
        return Result(views: count, stats: stats, bytesPerView: bytes)
    }

    static func runs(for views: Int, quick: Bool) -> Int { views >= 1_000_000 ? 3 : views >= 100_000 ? (quick ? 3 : 5) : (quick ? 5 : 15) }

    static func run(quick: Bool) -> [Row] {
        var rows: [Row] = []
        var perViewAt10k: Double?
        for views in quick ? [10_001, 100_001] : [10_001, 100_001, 1_000_001] {
            let r = measureRows(views: views, runs: runs(for: views, quick: quick))
            let perView = r.stats.median * 1000 / Double(r.views)
            if views == 10_001 { perViewAt10k = perView }
            // Linear: the 1M tree's cost per view within 1.5× the 10k tree's (same run).
            let target = views == 1_000_001 ? perViewAt10k.map { verdict("linear (≤ 1.5× the 10k µs/view)", perView <= $0 * 1.5) } ?? ""
                : "≤ 1.5× taffy (make bench-compare)"
            rows.append(Row(scenario: "rows VStack/HStack(Text, Spacer, Color): \(r.views) views", median: format(r.stats.median),
                            spread: r.stats.spread,
                            detail: "\(format(perView)) µs/view, \(r.bytesPerView.map { format($0) } ?? "?") B/view peak",
                            target: target, rss: r.stats.peakMiB))
        }
        return rows
    }
}

/// Real text through Pango: the fonts' first use, then trees of 100 to 100,000 distinct labels (a VStack of
/// `Text`) laid out once (every label measured) and again (re-layout: the measurer's cache answers). The
/// re-layout cost per label should not depend on how many labels there are.
enum TextScenario {
    static func run(quick: Bool) -> [Row] {
        var rows: [Row] = []
        let firstUse = measure(runs: 3, warmup: 0) {
            let measurer = orExit { try PangoTextMeasurer() }
            _ = measurer.measure(ResolvedText(string: "Label", font: Font.body.resolved(for: .iOS)), width: nil, maxLines: nil)
        }
        rows.append(Row(scenario: "text: fonts' first use", median: format(firstUse.median), spread: firstUse.spread,
                        detail: "a new measurer and its first label", target: "", rss: firstUse.peakMiB))
        var perLabelAt100: Double?
        for count in quick ? [100, 1_000, 10_000] : [100, 1_000, 10_000, 100_000] {
            let view = Trees.labels(count)
            let measurer = orExit { try PangoTextMeasurer() }
            _ = measurer.measure(ResolvedText(string: "warm-up", font: Font.body.resolved(for: .iOS)), width: nil, maxLines: nil)
            let proposal = ProposedViewSize(width: 390, height: nil)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = LayoutEngine.layout(view, proposal: proposal, measurer: measurer)
            let firstMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let runs = count >= 100_000 ? 3 : count >= 10_000 ? 5 : 15
            let again = measure(runs: runs, warmup: 1) { _ = LayoutEngine.layout(view, proposal: proposal, measurer: measurer) }
            let perLabel = again.median * 1000 / Double(count)
            // The same tree with the fake measurer: what the layout engine itself costs per label.
            let fake = FixedAdvanceTextMeasurer()
            let engine = measure(runs: runs, warmup: 1) { _ = LayoutEngine.layout(view, proposal: proposal, measurer: fake) }
            if count == 100 { perLabelAt100 = perLabel }
            // Flat: within 1.5× of the 100-label tree's cost per label (same run).
            let target = count == 100 ? "" : perLabelAt100.map { verdict("flat (≤ 1.5× the 100-label µs/label)", perLabel <= $0 * 1.5) } ?? ""
            rows.append(Row(scenario: "text: re-layout \(count) labels", median: format(again.median), spread: again.spread,
                            detail: "\(format(perLabel)) µs/label (fake measurer \(format(engine.median * 1000 / Double(count))));"
                                + " first layout \(format(firstMs * 1000 / Double(count))) µs/label",
                            target: target, rss: again.peakMiB))
        }
        return rows
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
                detail: "pixelmatch's method: \(differing) pixels differ", target: "≤ 1.0× pybind11-pixelmatch (make bench-compare)", rss: perceptual.peakMiB),
        ]
    }
}
