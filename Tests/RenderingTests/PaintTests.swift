import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

/// Gradients, dashes, fill rules and trims drawn into pixels, checked against values worked out by hand from
/// the gradient's stops and geometry (pixel centres at x + ½, 1 px per point, on a white canvas).
@Suite struct PaintTests {
    func plain<V: View>(_ view: V) throws -> DecodedPNG {
        try DecodedPNG(try render(layout(view), .png) { $0.style = .plain; $0.scale = 1 })
    }

    let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    let black = Color(white: 0), white = Color(white: 1)

    /// A channel's value 255·t, as Cairo rounds it: within 1.
    func near(_ value: UInt8, _ t: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(Double(value) - 255 * t) <= 1.01, "\(value) ≠ 255 × \(t)", sourceLocation: sourceLocation)
    }

    @Test func aLinearGradientInterpolatesAlongItsLine() throws {
        // Red to blue from the left edge to the right of 100 pt: at pixel x the location is (x + ½) / 100.
        let png = try plain(Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 10))
        for x in [0, 25, 50, 99] {
            let t = (Double(x) + 0.5) / 100, p = png.pixel(x, 5)
            near(p.r, 1 - t)
            near(p.b, t)
            #expect(p.g == 0)
        }
    }

    @Test func stopsSplitTheLineIntoSegments() throws {
        // Red at 0, green at ¼, blue at 1: at 1/8 halfway from red to green, at 5/8 halfway from green to blue.
        let png = try plain(Rectangle().fill(.linearGradient(stops: [.init(color: red, location: 0), .init(color: green, location: 0.25),
                                                                    .init(color: blue, location: 1)], startPoint: .leading, endPoint: .trailing))
            .frame(width: 400, height: 4))
        let a = png.pixel(49, 1), b = png.pixel(249, 1) // centres 49.5 / 400 ≈ 0.124, 249.5 / 400 ≈ 0.624
        near(a.r, 1 - 0.12375 / 0.25); near(a.g, 0.12375 / 0.25)
        near(b.g, 1 - (0.62375 - 0.25) / 0.75); near(b.b, (0.62375 - 0.25) / 0.75)
    }

    @Test func aRadialGradientGrowsWithTheDistance() throws {
        // Black at the centre (50, 50) to white 50 pt out: the pixel at (75, 50) has its centre 25.505 pt away.
        let png = try plain(Rectangle().fill(RadialGradient(colors: [black, white], center: .center, startRadius: 0, endRadius: 50))
            .frame(width: 100, height: 100))
        near(png.pixel(75, 50).r, hypot(25.5, 0.5) / 50)
        near(png.pixel(90, 90).g, 1) // beyond the end radius: the last colour
    }

    @Test func anEllipticalGradientTakesTheFramesShape() throws {
        // In 200 × 100, the default gradient ends on the inscribed ellipse: (x, y) is at √(u² + v²) / ½ with
        // u = (x − 100) / 200 and v = (y − 50) / 100.
        let png = try plain(Rectangle().fill(EllipticalGradient(colors: [black, white])).frame(width: 200, height: 100))
        for (x, y) in [(150, 50), (100, 75), (20, 10)] {
            let u = (Double(x) + 0.5 - 100) / 200, v = (Double(y) + 0.5 - 50) / 100
            near(png.pixel(x, y).r, min(hypot(u, v) / 0.5, 1))
        }
    }

    @Test func anAngularGradientTurnsClockwiseFromTheRight() throws {
        // A whole turn red → blue about (50, 50): the location is the angle of the pixel's centre over 2π.
        let png = try plain(Rectangle().fill(AngularGradient(colors: [red, blue], center: .center)).frame(width: 100, height: 100))
        for (x, y) in [(90, 52), (52, 90), (10, 52), (48, 10), (80, 20)] {
            var angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            if angle < 0 { angle += 2 * .pi }
            let t = angle / (2 * .pi), p = png.pixel(x, y)
            near(p.r, 1 - t)
            near(p.b, t)
        }
    }

    @Test func aShortSweepFillsTheRestWithItsEndColours() throws {
        // Red → blue over 0°…180°; the missing half is blue from 180° to 270° and red from 270° to 360°.
        let png = try plain(Rectangle().fill(AngularGradient(colors: [red, blue], center: .center, startAngle: .zero,
                                                             endAngle: .degrees(180))).frame(width: 100, height: 100))
        #expect(png.pixel(20, 20, is: (0, 0, 255), tolerance: 1))   // 225°
        #expect(png.pixel(80, 20, is: (255, 0, 0), tolerance: 1))   // 315°
        // (49, 90): its centre is at atan2(40.5, −0.5) = 90.71°, about halfway.
        let t = atan2(40.5, -0.5) / .pi
        near(png.pixel(49, 90).r, 1 - t)
        near(png.pixel(49, 90).b, t)
    }

    @Test func aPerceptualGradientBlendsInOklab() throws {
        // Black to white: in sRGB (`.device`) the value at location t is 255·t; in Oklab a grey's lightness is
        // the cube root of its linear value, so at t the linear value is t³, encoded as sRGB (IEC 61966-2-1):
        // at t = 0.495 that is 97.67 against 126.2.
        func encoded(_ linear: Double) -> Double { linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055 }
        let gradient = Gradient(colors: [black, white])
        let perceptual = try plain(Rectangle().fill(.linearGradient(gradient.colorSpace(.perceptual), startPoint: .leading,
                                                                    endPoint: .trailing)).frame(width: 100, height: 4))
        let device = try plain(Rectangle().fill(.linearGradient(gradient, startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 4))
        for x in [24, 49, 74] {
            let t = (Double(x) + 0.5) / 100
            near(perceptual.pixel(x, 2).g, encoded(t * t * t))
            near(device.pixel(x, 2).g, t)
        }
    }

    @Test func materialsAndLevelsAreTranslucentOverWhatIsBehind() throws {
        // docs/BEHAVIOUR.md §8a: the regular material is white at 70 % (light), the ultra-thin one 28,28,30 at
        // 30 % (dark). Over pure blue: 0.7·255 = 178.5 in red and green; over white: 255 − 0.3·(255 − 28) =
        // 186.9 and 255 − 0.3·(255 − 30) = 187.5 in blue. A secondary level under red (255, 59, 48) is it at
        // 50 % over white: (255, 157, 151.5).
        let regular = try plain(ZStack { blue; Rectangle().fill(.regularMaterial) }.frame(width: 10, height: 10))
        near(regular.pixel(5, 5).r, 0.7)
        near(regular.pixel(5, 5).g, 0.7)
        near(regular.pixel(5, 5).b, 1)
        let thin = try plain(ZStack { white; Rectangle().fill(.ultraThinMaterial) }.frame(width: 10, height: 10)
            .environment(\.colorScheme, .dark))
        near(thin.pixel(5, 5).r, 186.9 / 255)
        near(thin.pixel(5, 5).b, 187.5 / 255)
        let level = try plain(ZStack { white; Rectangle().fill(.secondary) }.foregroundStyle(.red).frame(width: 10, height: 10))
        near(level.pixel(5, 5).r, 1)
        near(level.pixel(5, 5).g, 157 / 255)
        near(level.pixel(5, 5).b, 151.5 / 255)
    }

    @Test func joinsAreMiteredRoundedOrBevelled() throws {
        // A 10 pt line right along y = 30 to (50, 30), then down: its outer corner is the square up to (55, 25)
        // with a miter; a bevel cuts it on the line x − y = 25 (from (50, 25) to (55, 30)); a round join is the
        // 5 pt disc about (50, 30). Pixel (52, 26) — corners (52…53, 26…27) — is past the bevel's line
        // (x − y ≥ 25 at all four) yet within the disc (its farthest corner, (53, 26), is 5 pt away); pixel
        // (54, 26) is outside the disc (its nearest corner, (54, 27), is 5 pt away) but inside the miter. The
        // right angle's miter is √2 line widths long: a limit of 1.2 bevels it, 1.5 does not.
        func corner(_ join: CGLineJoin, miterLimit: CGFloat = 10) throws -> DecodedPNG {
            try plain(Path { p in
                p.move(to: CGPoint(x: 10, y: 30))
                p.addLine(to: CGPoint(x: 50, y: 30))
                p.addLine(to: CGPoint(x: 50, y: 70))
            }.stroke(black, style: StrokeStyle(lineWidth: 10, lineJoin: join, miterLimit: miterLimit)).frame(width: 80, height: 80))
        }
        let miter = try corner(.miter), round = try corner(.round), bevel = try corner(.bevel)
        #expect(miter.pixel(52, 26, is: (0, 0, 0), tolerance: 1) && miter.pixel(54, 26, is: (0, 0, 0), tolerance: 1))
        #expect(round.pixel(52, 26, is: (0, 0, 0), tolerance: 1) && round.pixel(54, 26, is: (255, 255, 255), tolerance: 1))
        #expect(bevel.pixel(52, 26, is: (255, 255, 255), tolerance: 1) && bevel.pixel(54, 26, is: (255, 255, 255), tolerance: 1))
        #expect(try corner(.miter, miterLimit: 1.2).pixel(54, 26, is: (255, 255, 255), tolerance: 1))
        #expect(try corner(.miter, miterLimit: 1.5).pixel(54, 26, is: (0, 0, 0), tolerance: 1))
        // Inside the line's body all agree.
        #expect(bevel.pixel(30, 30, is: (0, 0, 0), tolerance: 0))
    }

    @Test func dashesAreOnAndOffAtTheirLengths() throws {
        // A 2 pt line along y = 5 with dashes of 10 on, 5 off: on 0–10, 15–25, 30–40; with a phase of 3 the
        // pattern starts 3 pt in: on 0–7, 12–22, 27–37.
        func line(_ phase: CGFloat) throws -> DecodedPNG {
            try plain(Path { p in
                p.move(to: CGPoint(x: 0, y: 5))
                p.addLine(to: CGPoint(x: 100, y: 5))
            }.stroke(black, style: StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: phase)).frame(width: 100, height: 10))
        }
        let plainDashes = try line(0)
        for x in [1, 8, 16, 24, 31] { #expect(plainDashes.pixel(x, 4, is: (0, 0, 0), tolerance: 1), "x \(x)") }
        for x in [11, 13, 26, 28] { #expect(plainDashes.pixel(x, 4, is: (255, 255, 255), tolerance: 1), "x \(x)") }
        let shifted = try line(3)
        for x in [1, 5, 13, 20, 28] { #expect(shifted.pixel(x, 4, is: (0, 0, 0), tolerance: 1), "x \(x)") }
        for x in [8, 10, 23, 25] { #expect(shifted.pixel(x, 4, is: (255, 255, 255), tolerance: 1), "x \(x)") }
    }

    @Test func capsReachPastTheEnds() throws {
        // A 10 pt line from x 20 to 80: butt caps stop there; round and square ones reach 5 pt further.
        func line(_ cap: CGLineCap) throws -> DecodedPNG {
            try plain(Path { p in
                p.move(to: CGPoint(x: 20, y: 10))
                p.addLine(to: CGPoint(x: 80, y: 10))
            }.stroke(black, style: StrokeStyle(lineWidth: 10, lineCap: cap)).frame(width: 100, height: 20))
        }
        #expect(try line(.butt).pixel(17, 10, is: (255, 255, 255), tolerance: 1))
        #expect(try line(.square).pixel(15, 5, is: (0, 0, 0), tolerance: 1))
        #expect(try line(.round).pixel(17, 10, is: (0, 0, 0), tolerance: 1))
        // (15, 5)'s nearest corner is √32 = 5.66 pt from the end: outside the half circle.
        #expect(try line(.round).pixel(15, 5, is: (255, 255, 255), tolerance: 1))
    }

    @Test func evenOddLeavesAHole() throws {
        // Two nested squares wound the same way: non-zero fills the middle, even-odd leaves it empty.
        let rings = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let evenOdd = try plain(rings.fill(black, style: FillStyle(eoFill: true)).frame(width: 40, height: 40))
        #expect(evenOdd.pixel(20, 20, is: (255, 255, 255), tolerance: 0))
        #expect(evenOdd.pixel(5, 20, is: (0, 0, 0), tolerance: 0))
        let nonZero = try plain(rings.fill(black).frame(width: 40, height: 40))
        #expect(nonZero.pixel(20, 20, is: (0, 0, 0), tolerance: 0))
    }

    @Test func aTrimmedOutlineStopsWhereItsLengthRunsOut() throws {
        // Half of a 100 × 50 rectangle's 300 pt outline: the top and the right side, not the bottom or left.
        let png = try plain(Rectangle().trim(from: 0, to: 0.5).stroke(black, lineWidth: 4).frame(width: 100, height: 50).padding(5))
        #expect(png.pixel(55, 5, is: (0, 0, 0), tolerance: 1))     // top
        #expect(png.pixel(105, 30, is: (0, 0, 0), tolerance: 1))   // right
        #expect(png.pixel(55, 55, is: (255, 255, 255), tolerance: 1)) // bottom
        #expect(png.pixel(5, 30, is: (255, 255, 255), tolerance: 1))  // left
    }

    @Test func aCustomShapeFromZeroIsDrawnInItsFrame() throws {
        // A triangle written from `.zero`, below a 20 pt bar: it must fill its own frame's top-left corner.
        struct Corner: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: .zero)
                    p.addLine(to: CGPoint(x: rect.width, y: 0))
                    p.addLine(to: CGPoint(x: 0, y: rect.height))
                    p.closeSubpath()
                }
            }
        }
        let png = try plain(VStack(spacing: 0) {
            Color.white.frame(width: 40, height: 20)
            Corner().fill(black).frame(width: 40, height: 40)
        })
        #expect(png.pixel(2, 22, is: (0, 0, 0), tolerance: 1))    // just inside its frame's corner
        #expect(png.pixel(2, 2, is: (255, 255, 255), tolerance: 0)) // the bar above stays white
        #expect(png.pixel(37, 57, is: (255, 255, 255), tolerance: 0)) // the far corner is outside the triangle
    }

    @Test func aTextsGradientFillsItsGlyphs() throws {
        // Red on the left of the text's frame, blue on its right: the leftmost ink is reddish, the rightmost bluish.
        let png = try plain(Text("MMMMMM").font(.system(size: 40)).foregroundStyle(LinearGradient(colors: [red, blue],
                                                                                                startPoint: .leading, endPoint: .trailing)))
        var inked: [(x: Int, r: UInt8, b: UInt8)] = []
        for x in 0..<png.width {
            for y in 0..<png.height {
                let p = png.pixel(x, y)
                if p.g < 40, Int(p.r) + Int(p.b) > 200 { inked.append((x, p.r, p.b)); break }
            }
        }
        let left = try #require(inked.first), right = try #require(inked.last)
        #expect(left.r > 200 && left.b < 50)
        #expect(right.b > 200 && right.r < 50)
    }

    @Test func aGradientBorderChangesAcrossTheFrame() throws {
        let png = try plain(white.frame(width: 100, height: 20).border(LinearGradient(colors: [red, blue], startPoint: .leading,
                                                                                      endPoint: .trailing), width: 4))
        near(png.pixel(1, 10).r, 1 - 1.5 / 100)
        near(png.pixel(98, 10).b, 98.5 / 100)
        #expect(png.pixel(50, 10, is: (255, 255, 255), tolerance: 0))
    }

    @Test func anImagePaintTilesItsPixels() throws {
        // A 2 × 2 image (red, green / blue, black) at 1 pt per pixel repeats every 2 pt from the frame's corner.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-paint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tile.png").path
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2, 2)!
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: 4) { $0 }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        (data[0], data[1], data[stride], data[stride + 1]) = (0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF00_0000)
        cairo_surface_mark_dirty(surface)
        cairo_surface_write_to_png(surface, file)
        cairo_surface_destroy(surface)
        struct Source: ImageSource {
            let path: String
            func image(named name: String) -> ImageAsset? { ImageAsset(size: CGSize(width: 2, height: 2), path: path) }
        }
        let view = Rectangle().fill(ImagePaint(image: Image("tile"))).frame(width: 8, height: 8).padding(1)
            .environment(\.imageSource, Source(path: file))
        let png = try plain(view)
        #expect(png.pixel(1, 1, is: (255, 0, 0), tolerance: 0))
        #expect(png.pixel(2, 1, is: (0, 255, 0), tolerance: 0))
        #expect(png.pixel(5, 2, is: (0, 0, 255), tolerance: 0))
        #expect(png.pixel(6, 6, is: (0, 0, 0), tolerance: 0))
    }

    @Test func vectorFormatsKeepGradientsAndRepeatThemselves() throws {
        let view = VStack {
            Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
            Circle().fill(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 20)).frame(width: 40, height: 40)
            Circle().fill(AngularGradient(colors: [red, blue], center: .center)).frame(width: 40, height: 40)
        }
        let result = layout(view)
        let svg = String(decoding: try render(result, .svg), as: UTF8.self)
        #expect(svg.contains("<linearGradient") && svg.contains("<radialGradient"))
        #expect(try render(result, .svg) == (try render(result, .svg)))
        let pdf = try render(result, .pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        // Axial (2), radial (3) and patch-mesh (Cairo writes tensor-product patches, 7) shadings.
        #expect(text.contains("/ShadingType 2") && text.contains("/ShadingType 3") && text.contains("/ShadingType 7"))
        #expect(pdf == (try render(result, .pdf)))
        #expect(try render(result, .png) == (try render(result, .png)))
    }
}
