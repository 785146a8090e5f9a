import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering
import Typesetting

/// The brief's sample: a text and a fixed-size colour side by side.
private func sample() -> LayoutResult {
    layout(HStack { Text("A"); Color.red.frame(width: 40, height: 20) })
}

/// A 40×20 green colour padded by 10: canvas 60×40 points, every edge on whole points.
private func paddedGreen(proposal: ProposedViewSize = .unspecified) -> LayoutResult {
    layout(Color.green.frame(width: 40, height: 20).padding(10), proposal: proposal)
}

private let green = (52, 199, 89) // iOS system green

@Suite struct PNGOutput {
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func pixelSizeIsCanvasTimesScale(scale: CGFloat) throws {
        let result = sample()
        let png = try DecodedPNG(try render(result, .png) { $0.scale = scale })
        #expect(png.width == Int((result.canvasSize.width * scale).rounded(.up)))
        #expect(png.height == Int((result.canvasSize.height * scale).rounded(.up)))
    }

    @Test func fixedCanvasIsExact() throws {
        let result = layout(Text("Name"), proposal: ProposedViewSize(width: 320, height: 44))
        let png = try DecodedPNG(try render(result, .png) { $0.scale = 3 })
        #expect((png.width, png.height) == (960, 132))
    }

    @Test func containerEdgesAreBlueAndContentEdgesRed() throws {
        // Scale 2: the padding covers pixels 0…119 × 0…79, the colour 20…99 × 20…59.
        let png = try DecodedPNG(try render(paddedGreen(), .png))
        #expect((png.width, png.height) == (120, 80))
        for (x, y) in [(0, 40), (119, 40), (60, 0), (60, 79)] { #expect(png.pixel(x, y, is: debugBlue)) }
        // The frame modifier has the colour's frame: its blue is under the colour's red.
        for (x, y) in [(20, 40), (99, 40), (60, 20), (60, 59)] { #expect(png.pixel(x, y, is: debugRed)) }
        #expect(png.pixel(60, 40, is: green))
        #expect(png.pixel(10, 40, is: (255, 255, 255)))
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func outlinesAreOneDevicePixel(scale: CGFloat) throws {
        let png = try DecodedPNG(try render(paddedGreen(), .png) { $0.scale = scale })
        let y = png.height / 2
        #expect(png.pixel(0, y, is: debugBlue))
        #expect(png.pixel(1, y, is: (255, 255, 255)))
        let left = Int(10 * scale) // the colour's left edge
        #expect(png.pixel(left, y, is: debugRed))
        #expect(png.pixel(left + 1, y, is: green))
        #expect(png.pixel(left - 1, y, is: (255, 255, 255)))
    }

    @Test func plainStyleHasNoOutlines() throws {
        let png = try DecodedPNG(try render(paddedGreen(proposal: ProposedViewSize(width: 100, height: 100)), .png) {
            $0.style = .plain
        })
        #expect(png.count(debugRed, tolerance: 20) == 0)
        #expect(png.count(debugBlue, tolerance: 40) == 0)
        #expect(png.count(debugLightBlue, tolerance: 40) == 0)
        #expect(png.count(green) == 80 * 40)
    }

    @Test func aContentViewsProposalThatDiffersIsDashed() throws {
        // The colour is offered 100×100 by the frame and chooses 40×20 (its own fixed frame is the
        // content's parent here): a light blue dashed outline of the offer, broken by gaps, clipped to
        // the 100×100 frame.
        let result = layout(Color.green.frame(width: 40, height: 20).fixedSize().frame(width: 100, height: 100),
                            proposal: .unspecified)
        let png = try DecodedPNG(try render(result, .png))
        #expect(png.count(debugLightBlue) == 0) // the colour itself was offered exactly 40×20
        let text = layout(Text("Hi").frame(width: 100, height: 100), proposal: .unspecified)
        let dashed = try DecodedPNG(try render(text, .png))
        let dashes = dashed.count(debugLightBlue)
        #expect(dashes > 0)
        #expect(dashes < 2 * (200 + 200)) // less than a solid outline of the 200×200 px offer
    }

    @Test func containersGetNoProposalOutline() throws {
        // The padding is offered 100×100 and chooses 60×40, but only content views show their offer.
        let png = try DecodedPNG(try render(paddedGreen(proposal: ProposedViewSize(width: 100, height: 100)), .png))
        #expect(png.count(debugLightBlue) == 0)
    }

    @Test func labelsGoJustAboveTheColourAndThePictureGrowsToHoldThem() throws {
        // The colour's top edge is 10 pt below the canvas's; its label plate (h pt tall) goes 1 pt above
        // it, h + 1 − 10 pt above the canvas, and the picture grows by that in whole pixels: 6 px at
        // scale 2 for any h in (11.5, 12].
        let result = paddedGreen()
        let h = withRenderer { DebugOverlay(text: $0.text, cr: nil, scale: 2).labelSize("40×20").height }
        try #require(h > 11.5 && h <= 12)
        let plain = try DecodedPNG(try render(result, .png))
        let labelled = try DecodedPNG(try render(result, .png) { $0.labels = true })
        #expect((labelled.width, labelled.height) == (plain.width, plain.height + 6))
        var changed: [(Int, Int)] = []
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain.pixel(x, y) != labelled.pixel(x, y + 6) { changed.append((x, y)) }
        }
        #expect(!changed.isEmpty)
        // Besides the canvas's edge, now outlined in grey, only the label changed: above the colour's top
        // outline (pixel row 20), from its left edge (pixel column 20).
        let edge = { (p: (Int, Int)) in p.0 == 0 || p.0 == plain.width - 1 || p.1 == 0 || p.1 == plain.height - 1 }
        #expect(changed.filter { !edge($0) }.allSatisfy { $0.0 >= 20 && $0.1 < 20 })
    }

    @Test func scrollContentGrowsThePictureToTheWholeContent() throws {
        // A 100×50 viewport over eight 20-pt colours with 10 pt between them: 8 × 20 + 7 × 10 = 230 pt of content.
        let result = layout(ScrollView {
            VStack(spacing: 10) { ForEach(0..<8) { _ in Color.blue.frame(width: 60, height: 20) } }
        }, proposal: ProposedViewSize(width: 100, height: 50))
        let viewport = try DecodedPNG(try render(result, .png) { $0.scale = 2 })
        #expect(viewport.width == 200 && viewport.height == 100)
        for style in [RenderStyle.debug, .plain] {
            let whole = try DecodedPNG(try render(result, .png) { $0.scale = 2; $0.showsScrollContent = true; $0.style = style })
            #expect(whole.width == 200 && whole.height == 460)
        }
    }

    @Test func transparentBackground() throws {
        let png = try DecodedPNG(try render(paddedGreen(), .png) { $0.background = nil; $0.style = .plain })
        #expect(png.pixel(5, 5).a == 0)
        #expect(png.pixel(60, 40) == (52, 199, 89, 255))
    }
}

@Suite struct VectorOutput {
    @Test func svgSizeIsTheCanvasInPx() throws {
        let result = sample()
        let svg = String(decoding: try render(result, .svg), as: UTF8.self)
        func attribute(_ name: String) -> Double? {
            guard let range = svg.range(of: #" \#(name)="([0-9.]+)px""#, options: .regularExpression) else { return nil }
            return Double(svg[range].split(separator: "\"")[1].dropLast(2))
        }
        let width = try #require(attribute("width"))
        let height = try #require(attribute("height"))
        #expect(abs(width - Double(result.canvasSize.width)) < 1e-5)
        #expect(abs(height - Double(result.canvasSize.height)) < 1e-5)
    }

    @Test func pdfHasTheFixedDate() throws {
        let pdf = String(decoding: try render(sample(), .pdf), as: UTF8.self)
        #expect(pdf.hasPrefix("%PDF-1.5"))
        #expect(pdf.contains("/CreationDate (20000101000000Z)"))
    }
}

@Suite struct Determinism {
    @Test(arguments: OutputFormat.allCases)
    func sameResultSameBytes(format: OutputFormat) throws {
        let result = sample()
        let first = try render(result, format) { $0.labels = true }
        // Other pictures in between move Cairo's process-wide counters.
        _ = try render(layout(Text("Other").opacity(0.5).padding()), format)
        let second = try render(result, format) { $0.labels = true }
        #expect(first == second)
    }

    @Test func svgIsIdenticalAcrossThreads() throws {
        let expected = try render(sample(), .svg)
        final class Outputs: @unchecked Sendable {
            let lock = NSLock()
            var svgs = [Data?](repeating: nil, count: 2)
        }
        let outputs = Outputs()
        let group = DispatchGroup()
        for i in 0..<2 {
            group.enter()
            Thread {
                defer { group.leave() }
                // Each thread its own measurer: a measurer serves one thread at a time.
                guard let measurer = try? PangoTextMeasurer() else { return }
                let result = LayoutEngine.layout(HStack { Text("A"); Color.red.frame(width: 40, height: 20) },
                                                 measurer: measurer)
                let svg = try? Renderer(text: measurer).render(result, as: .svg, options: RenderOptions())
                outputs.lock.lock()
                outputs.svgs[i] = svg
                outputs.lock.unlock()
            }.start()
        }
        group.wait()
        #expect(outputs.svgs[0] == expected)
        #expect(outputs.svgs[1] == expected)
    }

    @Test func invalidScaleIsAnError() {
        #expect(throws: RenderError.self) { try render(sample(), .png) { $0.scale = 0 } }
    }
}

/// A text too large for FreeType is refused before Cairo is asked to draw it: a failed font stays in Cairo's
/// process-wide cache and would break every later text of the process (a batch's other fixtures).
@Suite struct OversizedText {
    @Test func aGiantTextIsRefusedAndLaterTextsStillDraw() throws {
        // 100 pt scaled 1,000 times: 100,000 pt per em at scale 1, beyond the 16,384 px limit.
        let giant = layout(Text("x").font(.system(size: 100)).scaleEffect(1000))
        #expect(throws: RenderError.textTooLarge(emPixels: 100_000)) { try render(giant, .png) { $0.scale = 1 } }
        #expect(throws: RenderError.textTooLarge(emPixels: 100_000)) { try render(giant, .svg) }
        // Just under the limit at scale 2: 16,000 px.
        _ = try render(layout(Text("x").font(.system(size: 100)).scaleEffect(80)), .png) { $0.scale = 2 }
        let png = try DecodedPNG(try render(sample(), .png))
        #expect(png.width > 0)
    }
}
