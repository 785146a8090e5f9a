import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

/// Content drawn with the plain style at 1 px per point, read back from the PNG.
@Suite struct Content {
    func plain<V: View>(_ view: V) throws -> DecodedPNG {
        try DecodedPNG(try render(layout(view), .png) { $0.style = .plain; $0.scale = 1 })
    }

    @Test func shapesFillTheirPath() throws {
        let png = try plain(Circle().fill(Color.blue).frame(width: 20, height: 20))
        #expect(png.pixel(10, 10, is: debugBlue)) // #007AFF is also iOS blue
        #expect(png.pixel(0, 0, is: (255, 255, 255)))
    }

    @Test func strokesUseTheirWidth() throws {
        let png = try plain(Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 20, height: 20))
        #expect(png.pixel(1, 10, is: (0, 0, 0)))
        #expect(png.pixel(3, 10, is: (0, 0, 0)))
        #expect(png.pixel(5, 10, is: (255, 255, 255)))
    }

    @Test func borderIsABandInsideTheFrame() throws {
        let png = try plain(Color.white.frame(width: 20, height: 20).border(Color.black, width: 3))
        for x in 0..<3 { #expect(png.pixel(x, 10, is: (0, 0, 0))) }
        #expect(png.pixel(3, 10, is: (255, 255, 255)))
        #expect(png.pixel(19, 19, is: (0, 0, 0)))
    }

    @Test func borderIsDrawnAfterTheSubtree() throws {
        let png = try plain(Color.green.frame(width: 20, height: 20).border(Color.black, width: 2))
        #expect(png.pixel(0, 0, is: (0, 0, 0)))
        #expect(png.pixel(10, 10, is: (52, 199, 89)))
    }

    @Test func rotationTurnsTheDrawingNotTheFrame() throws {
        // A 40×10 black bar in a 40×40 white frame; turned 90° about its centre (20, 20) it runs from y 0 to
        // 40 at x 15…25. Layout is unchanged: the bar's frame is still 40×10 at y 15.
        let view = Color.black.frame(width: 40, height: 10).rotationEffect(.degrees(90))
            .frame(width: 40, height: 40).background(Color.white)
        let result = layout(view)
        let bar = result.root.allNodes().first { $0.type == "Color" && $0.frame.height == 10 }
        #expect(bar?.frame == CGRect(x: 0, y: 15, width: 40, height: 10))
        let png = try DecodedPNG(try render(result, .png) { $0.style = .plain; $0.scale = 1 })
        #expect(png.pixel(20, 2, is: (0, 0, 0)))
        #expect(png.pixel(20, 37, is: (0, 0, 0)))
        #expect(png.pixel(2, 20, is: (255, 255, 255)))  // where the unturned bar would be
        #expect(png.pixel(37, 20, is: (255, 255, 255)))
    }

    @Test func zIndexDecidesWhichOverlappingViewIsOnTop() throws {
        // Later siblings draw over earlier ones; a higher zIndex draws over a lower one whatever the order.
        let inOrder = try plain(ZStack { Color.red; Color.blue }.frame(width: 10, height: 10))
        #expect(inOrder.pixel(5, 5, is: debugBlue))
        let raised = try plain(ZStack { Color.red.zIndex(1); Color.blue }.frame(width: 10, height: 10))
        #expect(raised.pixel(5, 5, is: (255, 59, 48)))
        let lowered = try plain(ZStack { Color.red; Color.blue.zIndex(-1) }.frame(width: 10, height: 10))
        #expect(lowered.pixel(5, 5, is: (255, 59, 48)))
    }

    @Test func scaleAboutAnAnchor() throws {
        // A 20×20 black square scaled 0.5 about its top-leading corner covers x, y 0…10 only.
        let view = Color.black.frame(width: 20, height: 20).scaleEffect(0.5, anchor: .topLeading).background(Color.white)
        let png = try plain(view)
        #expect(png.pixel(5, 5, is: (0, 0, 0)))
        #expect(png.pixel(15, 5, is: (255, 255, 255)))
        #expect(png.pixel(5, 15, is: (255, 255, 255)))
    }

    @Test func opacityBlendsTheSubtree() throws {
        // Black at 50 % over white: 127 or 128 per channel.
        let png = try plain(Color.black.frame(width: 10, height: 10).opacity(0.5))
        #expect(png.pixel(5, 5, is: (128, 128, 128), tolerance: 1))
    }

    @Test func decorationsNestInTheOrderApplied() throws {
        // The border comes before the opacity, so it fades too; a border after the opacity does not.
        let faded = try plain(Color.white.frame(width: 10, height: 10).border(Color.black, width: 2).opacity(0.5))
        #expect(faded.pixel(0, 5, is: (128, 128, 128), tolerance: 1))
        let solid = try plain(Color.white.frame(width: 10, height: 10).opacity(0.5).border(Color.black, width: 2))
        #expect(solid.pixel(0, 5, is: (0, 0, 0)))
    }

    @Test func clipLimitsTheSubtree() throws {
        var node = FrameNode(type: "ZStack", frame: CGRect(x: 0, y: 0, width: 20, height: 20), proposal: .unspecified)
        node.decorations = [.clip(ClipShape(path: Path(CGRect(x: 0, y: 0, width: 10, height: 20))))]
        var child = FrameNode(type: "Color", frame: node.frame, proposal: .unspecified)
        child.role = .content
        child.drawing = .shape(.filled(Path(node.frame), with: .black))
        node.children = [child]
        let result = LayoutResult(canvasSize: CGSize(width: 20, height: 20), proposal: .unspecified, root: node,
                                  diagnostics: [])
        let png = try DecodedPNG(try render(result, .png) { $0.style = .plain; $0.scale = 1 })
        #expect(png.pixel(5, 10, is: (0, 0, 0)))
        #expect(png.pixel(15, 10, is: (255, 255, 255)))
    }

    @Test func textIsDrawnInItsFrame() throws {
        let result = layout(Text("Hello").foregroundColor(.black).padding(10))
        let png = try DecodedPNG(try render(result, .png) { $0.style = .plain; $0.scale = 1 })
        var dark: [(Int, Int)] = []
        for y in 0..<png.height { for x in 0..<png.width where png.pixel(x, y).r < 128 { dark.append((x, y)) } }
        #expect(!dark.isEmpty)
        let text = result.root.children[0].frame
        #expect(dark.allSatisfy { CGFloat($0.0) >= text.minX - 1 && CGFloat($0.0) <= text.maxX + 1 })
        #expect(dark.allSatisfy { CGFloat($0.1) >= text.minY && CGFloat($0.1) <= text.maxY })
    }
}

/// Redacted text drawn as its lines' bars (docs/BEHAVIOUR.md §8, "Redaction").
@Suite struct RedactedText {
    @Test func aRedactedTextIsOneFlatBarPerLineAtSixteenPercent() throws {
        let text = Text("Hello world").font(.system(size: 20)).foregroundStyle(Color.black)
        let plain = try Content().plain(text.padding(10))
        let redacted = try Content().plain(text.padding(10).redacted(reason: .placeholder))
        #expect(plain.width == redacted.width && plain.height == redacted.height)
        // Black at 16 % over white is 255 × 0.84 ≈ 214: no pixel is darker (glyphs would be black), and the
        // bar's middle row is that grey from the text's left edge (x = 10) across.
        var darkest = 255
        for y in 0..<redacted.height { for x in 0..<redacted.width { darkest = min(darkest, Int(redacted.pixel(x, y).r)) } }
        #expect(darkest >= 212)
        let mid = redacted.height / 2
        #expect(redacted.pixel(12, mid, is: (214, 214, 214), tolerance: 2))
        #expect(redacted.pixel(redacted.width / 2, mid, is: (214, 214, 214), tolerance: 2))
        #expect(redacted.pixel(3, mid, is: (255, 255, 255), tolerance: 0))  // the padding stays white
        // The plain text has black glyph pixels.
        #expect(plain.count((0, 0, 0), tolerance: 40) > 20)
    }
}
