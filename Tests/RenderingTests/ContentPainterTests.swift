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

/// Compositing and colour effects, read back at 1 px per point over the plain style's white
/// (docs/BEHAVIOUR.md §8, "Compositing" and "Colour effects"); expected bytes worked out by hand.
@Suite struct CompositingAndColorEffects {
    func centre<V: View>(_ view: V) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let png = try Content().plain(view.frame(width: 20, height: 20))
        return png.pixel(10, 10)
    }

    func close(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ e: (Int, Int, Int), tolerance: Int = 1) -> Bool {
        abs(Int(p.r) - e.0) <= tolerance && abs(Int(p.g) - e.1) <= tolerance && abs(Int(p.b) - e.2) <= tolerance
    }

    @Test func colourEffectsMapEachPixel() throws {
        // iOS red 255,59,48 = (1, 0.2314, 0.1882): its Rec. 709 luminance 0.2126 + 0.7152 × 0.2314 + 0.0722 ×
        // 0.1882 = 0.3917 → 100.
        #expect(close(try centre(Color.red.grayscale(1)), (100, 100, 100)))
        #expect(close(try centre(Color.red.colorInvert()), (0, 196, 207)))
        // Blue 0,122,255 plus 0.4 (102) per component, clamped.
        #expect(close(try centre(Color.blue.brightness(0.4)), (102, 224, 255)))
        // No contrast at all is mid-grey: 0.5 → 127.5.
        #expect(close(try centre(Color.red.contrast(0)), (128, 128, 128)))
        #expect(close(try centre(Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0))), (255, 128, 0)))
        // Saturation 1 and grayscale 0 change nothing.
        #expect(close(try centre(Color.red.saturation(1).grayscale(0)), (255, 59, 48)))
        // White's luminance is 1: opaque black; black's is 0: clear, so the white behind shows.
        #expect(close(try centre(Color.white.luminanceToAlpha()), (0, 0, 0)))
        #expect(close(try centre(Color.black.luminanceToAlpha()), (255, 255, 255)))
    }

    @Test func aMaskShowsTheViewThroughItsAlpha() throws {
        // A red square through a circle of its size: the centre is red, the corners stay white.
        let png = try Content().plain(Color.red.frame(width: 20, height: 20).mask { Circle() })
        #expect(png.pixel(10, 10, is: (255, 59, 48)))
        #expect(png.pixel(0, 0, is: (255, 255, 255)))
        #expect(png.pixel(19, 19, is: (255, 255, 255)))
        // A mask aligned leading and 8 pt wide shows only the first 8 columns.
        let half = try Content().plain(Color.red.frame(width: 20, height: 20).mask(alignment: .leading) { Color.black.frame(width: 8) })
        #expect(half.pixel(3, 10, is: (255, 59, 48)))
        #expect(half.pixel(14, 10, is: (255, 255, 255)))
    }

    @Test func blendModesCombineWithWhatIsUnder() throws {
        // Multiply: (0.5, 1, 1) × (1, 0.5, 0) = (0.5, 0.5, 0) → 128, 128, 0; screen of black over a colour
        // leaves the colour.
        let multiplied = ZStack {
            Color(red: 0.5, green: 1, blue: 1)
            Color(red: 1, green: 0.5, blue: 0).blendMode(.multiply)
        }
        #expect(close(try centre(multiplied), (128, 128, 0), tolerance: 2))
        let screened = ZStack {
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Color.black.blendMode(.screen)
        }
        #expect(close(try centre(screened), (51, 102, 153), tolerance: 2))
        // Normal is plain drawing; a compositing group changes nothing over white.
        #expect(close(try centre(Color.red.blendMode(.normal).compositingGroup().drawingGroup()), (255, 59, 48)))
    }
}
