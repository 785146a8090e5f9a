import Foundation
import Testing
@testable import LayoutCore

/// Shape styles resolved in their environment and laid over what they fill; the numbers are UIKit's
/// published colours, the hierarchical opacities of docs/BEHAVIOUR.md §8, and hand arithmetic.
@Suite struct ShapeStyleTests {
    func environment(_ scheme: ColorScheme = .light) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return env
    }

    /// The layers of the first node drawing a shape, depth first.
    func layers(_ result: LayoutResult) -> [ShapeDrawing.Layer] {
        for node in result.root.allNodes() { if case .shape(let s) = node.drawing { return s.layers } }
        return []
    }

    func fill<V: View>(_ view: V, _ scheme: ColorScheme = .light) -> Paint? {
        var env = environment(scheme)
        env.font = font
        let r = LayoutEngine.layout(view, proposal: ProposedViewSize(width: 100, height: 20), measurer: FixedAdvanceTextMeasurer(),
                                    environment: env)
        return layers(r).first?.paint
    }

    func rgba(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Paint { .color(RGBA(r, g, b, a)) }

    @Test func hierarchicalLevelsOfTheDefaultForegroundAreTheLabelColours() {
        // UIKit: label black; secondaryLabel 60,60,67 at 60 %; tertiaryLabel at 30 %; quaternaryLabel at 18 %
        // (dark: 235,235,245 at 60 %, 30 %, 16 %).
        #expect(fill(Rectangle().fill(.primary)) == rgba(0, 0, 0))
        #expect(fill(Rectangle().fill(.secondary)) == rgba(60, 60, 67, 0.6))
        #expect(fill(Rectangle().fill(.tertiary)) == rgba(60, 60, 67, 0.3))
        #expect(fill(Rectangle().fill(.quaternary)) == rgba(60, 60, 67, 0.18))
        #expect(fill(Rectangle().fill(.quaternary), .dark) == rgba(235, 235, 245, 0.16))
        #expect(fill(Rectangle().fill(.tertiary), .dark) == rgba(235, 235, 245, 0.3))
    }

    @Test func levelsOfAColourFadeIt() {
        // Under `.foregroundStyle(.red)` the levels are red at 1, 0.5, 0.25, 0.18; `.red.secondary` is the same.
        let red = RGBA(255, 59, 48)
        #expect(fill(Rectangle().fill(.secondary).foregroundStyle(.red)) == .color(red.withOpacity(0.5)))
        #expect(fill(Rectangle().fill(.tertiary).foregroundStyle(.red)) == .color(red.withOpacity(0.25)))
        #expect(fill(Rectangle().fill(.quaternary).foregroundStyle(.red)) == .color(red.withOpacity(0.18)))
        #expect(fill(Rectangle().fill(Color.red.secondary)) == .color(red.withOpacity(0.5)))
        #expect(fill(Rectangle().fill(Color.red.opacity(0.5).tertiary)) == .color(red.withOpacity(0.125)))
        // `.foregroundStyle(.secondary)` means the secondary level of the style around it.
        #expect(fill(Rectangle().foregroundStyle(.secondary).foregroundStyle(.red)) == .color(red.withOpacity(0.5)))
        #expect(fill(Rectangle().foregroundStyle(.secondary)) == rgba(60, 60, 67, 0.6))
        // Two levels given: `.secondary` is the second.
        #expect(fill(Rectangle().fill(.secondary).foregroundStyle(.red, .blue)) == rgba(0, 122, 255))
    }

    @Test func theBackgroundStyleStepsThroughTheGroupedBackgrounds() {
        // iOS: white, then 242,242,247 (light); black, 28,28,30, 44,44,46 (dark).
        #expect(fill(Rectangle().fill(.background)) == rgba(255, 255, 255))
        #expect(fill(Rectangle().fill(.background.secondary)) == rgba(242, 242, 247))
        #expect(fill(Rectangle().fill(.background.secondary), .dark) == rgba(28, 28, 30))
        #expect(fill(Rectangle().fill(.background.tertiary), .dark) == rgba(44, 44, 46))
        #expect(fill(Rectangle().fill(.background).backgroundStyle(.green)) == rgba(52, 199, 89))
    }

    @Test func theTintIsTheAccentColourUntilSet() {
        #expect(fill(Rectangle().fill(.tint)) == rgba(0, 122, 255))
        #expect(fill(Rectangle().fill(.tint).tint(.orange)) == rgba(255, 149, 0))
        // A bordered button's background is its tint at 18 %.
        #expect(fill(Button("Go") {}.buttonStyle(.bordered).tint(.green)) == .color(RGBA(52, 199, 89).withOpacity(0.18)))
    }

    @Test func materialsAreTranslucentFills() {
        #expect(fill(Rectangle().fill(.regularMaterial)) == .color(RGBA.white.withOpacity(0.7)))
        #expect(fill(Rectangle().fill(.ultraThinMaterial), .dark) == .color(RGBA(28, 28, 30).withOpacity(0.3)))
        // The bar material is the bars' colour: 248 grey at 80 % (light), 33 grey at 71.8 % (dark).
        #expect(fill(Rectangle().fill(.bar)) == .color(RGBA(248, 248, 248, 0.8)))
        #expect(fill(Rectangle().fill(.bar), .dark) == .color(RGBA(33, 33, 33, 0.718)))
    }

    @Test func colourInitialisersConvertIntoSRGB() {
        let env = environment()
        // Linear 0.5 is sRGB 1.055 · 0.5^(1/2.4) − 0.055 = 0.735357.
        let linear = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).resolve(in: env)
        #expect(abs(Double(linear.red) - 0.735357) < 1e-5 && linear.green == 0 && linear.blue == 1)
        // Display P3's matrix to sRGB keeps greys grey (each row sums to 1).
        let grey = Color(.displayP3, white: 0.5).resolve(in: env)
        #expect(abs(Double(grey.red) - 0.5) < 1e-5 && abs(Double(grey.blue) - 0.5) < 1e-5)
        // P3 red lies outside sRGB: clamped to (1, 0, 0).
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: .light) == RGBA(red: 1, green: 0, blue: 0))
        #expect(Color(Color.Resolved(red: 0.25, green: 0.5, blue: 1, opacity: 0.5)).resolve(in: .light)
            == RGBA(red: 0.25, green: 0.5, blue: 1, alpha: 0.5))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: .light) == RGBA(red: 0, green: 1, blue: 0))
    }

    @Test func mixingInterpolates() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        #expect(red.mix(with: blue, by: 0.5, in: .device).resolve(in: .light) == RGBA(red: 0.5, green: 0, blue: 0.5))
        // Oklab's lightness of a grey is the cube root of its linear value: halfway between black and white
        // is L = ½, linear ⅛, sRGB 1.055 · 0.125^(1/2.4) − 0.055 = 0.388572.
        let mid = Color.black.mix(with: .white, by: 0.5).resolve(in: .light)
        #expect(abs(mid.red - 0.388572) < 1e-4 && abs(mid.green - 0.388572) < 1e-4 && abs(mid.blue - 0.388572) < 1e-4)
        #expect(red.mix(with: blue, by: .nan, in: .device).resolve(in: .light) == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test func aNamedColourIsClearAndReported() {
        let r = layout(Color("Brand").frame(width: 10, height: 10))
        #expect(layers(r).first?.paint == .color(.clear))
        #expect(r.diagnostics.contains(.missingColor("Brand")))
    }

    @Test func gradientsMapUnitPointsIntoTheFrame() {
        // The rectangle is at (10, 10) in a 100 × 20 frame: leading (10, 20), trailing (110, 20).
        let r = layout(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 20).padding(10))
        let stops = [GradientStop(color: RGBA(255, 59, 48), location: 0), GradientStop(color: RGBA(0, 122, 255), location: 1)]
        #expect(layers(r).first?.paint == .linearGradient(stops: stops, start: CGPoint(x: 10, y: 20), end: CGPoint(x: 110, y: 20)))
        // Three colours are spaced evenly; stops given out of order are sorted; locations are clamped.
        let three = Gradient(colors: [.red, .green, .blue]).stops.map(\.location)
        #expect(three == [0, 0.5, 1])
        let sorted = fill(Rectangle().fill(.linearGradient(stops: [.init(color: .blue, location: 2), .init(color: .red, location: 0.5)],
                                                          startPoint: .top, endPoint: .bottom)))
        guard case .linearGradient(let s, _, _)? = sorted else { Issue.record("\(String(describing: sorted))"); return }
        #expect(s.map(\.location) == [0.5, 1] && s[0].color == RGBA(255, 59, 48))
    }

    @Test func aPerceptualGradientIsDrawnAsStopsMixedInOklab() {
        // 15 stops between each pair, at sixteenths: the one at ½ between black and white is Oklab's middle grey,
        // linear ⅛, sRGB 0.388572 (as in `mixingInterpolates`); the ends stay as given.
        guard case .linearGradient(let stops, _, _)? = fill(Rectangle().fill(.linearGradient(
            Gradient(colors: [.black, .white]).colorSpace(.perceptual), startPoint: .leading, endPoint: .trailing))) else {
            Issue.record("not a gradient"); return
        }
        #expect(stops.count == 17)
        #expect(zip(stops, 0...16).allSatisfy { abs($0.location - Double($1) / 16) < 1e-12 })
        #expect(abs(stops[8].color.red - 0.388572) < 1e-4 && abs(stops[8].color.blue - 0.388572) < 1e-4)
        #expect(stops[0].color == .black && stops[16].color == .white)
    }

    @Test func radialEllipticalAndAngularGradientsTakeTheirCentres() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        #expect(fill(Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .topLeading, startRadius: 2, endRadius: 30)))
            == .radialGradient(stops: twoStops, center: frame.origin, startRadius: 2, endRadius: 30))
        // Elliptical: the ellipse has the frame's shape; the default fractions 0 … ½ end on the inscribed one.
        #expect(fill(Rectangle().fill(EllipticalGradient(colors: [.red, .blue])))
            == .ellipticalGradient(stops: twoStops, center: CGPoint(x: 50, y: 10), radii: frame.size, startFraction: 0, endFraction: 0.5))
        // Angular with no angles: a whole turn; a sweep past a turn keeps its last turn; backwards: reversed.
        #expect(fill(Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .zero)))
            == .angularGradient(stops: twoStops, center: CGPoint(x: 50, y: 10), startAngle: 0, endAngle: 2 * .pi))
        #expect(fill(Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(450))))
            == .angularGradient(stops: twoStops, center: CGPoint(x: 50, y: 10), startAngle: .pi / 2, endAngle: 2.5 * .pi))
        let reversed = [GradientStop(color: RGBA(0, 122, 255), location: 0), GradientStop(color: RGBA(255, 59, 48), location: 1)]
        #expect(fill(Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .zero)))
            == .angularGradient(stops: reversed, center: CGPoint(x: 50, y: 10), startAngle: 0, endAngle: .pi / 2))
        #expect(fill(Rectangle().fill(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))))
            == .angularGradient(stops: twoStops, center: CGPoint(x: 50, y: 10), startAngle: .pi / 2, endAngle: 2.5 * .pi))
    }

    let twoStops = [GradientStop(color: RGBA(255, 59, 48), location: 0), GradientStop(color: RGBA(0, 122, 255), location: 1)]

    @Test func aColoursGradientRunsFromALighterTopToTheColour() {
        // Red mixed a fifth with white: (255, 59·0.8 + 51, 48·0.8 + 51) = (255, 98.2, 89.4), then red.
        guard case .linearGradient(let stops, let start, let end)? = fill(Rectangle().fill(Color.red.gradient)) else {
            Issue.record("not a gradient"); return
        }
        #expect(start == CGPoint(x: 50, y: 0) && end == CGPoint(x: 50, y: 20))
        #expect(abs(stops[0].color.green - 98.2 / 255) < 1e-9 && abs(stops[0].color.blue - 89.4 / 255) < 1e-9)
        #expect(stops[1].color == RGBA(255, 59, 48))
    }

    @Test func aTextsGradientIsLaidOverItsFrame() {
        let r = layout(Text("abc").font(.system(size: 20)).foregroundStyle(.linearGradient(colors: [.red, .blue],
                                                                                       startPoint: .leading, endPoint: .trailing)))
        guard case .text(let text) = r.root.drawing else { Issue.record("\(r.root.drawing)"); return }
        // Three characters of the fake measurer: 30 pt wide, so the gradient runs from x 0 to 30.
        #expect(text.paint == .linearGradient(stops: twoStops, start: CGPoint(x: 0, y: line / 2), end: CGPoint(x: 30, y: line / 2)))
        // In `Text + Text` a gradient run is painted by itself; a coloured one keeps its colour in its run.
        let joined = layout(Text("ab").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            + Text("cd").foregroundStyle(.green))
        guard case .text(let both) = joined.root.drawing else { Issue.record("\(joined.root.drawing)"); return }
        #expect(both.runPaints.map(\.bytes) == [0..<2])
        #expect(both.text.runs.map(\.color) == [nil, RGBA(52, 199, 89)])
    }

    @Test func aTextsHierarchicalStyleIsALevelOfTheForegroundAroundIt() {
        // `Text.foregroundStyle(.secondary)` is the hierarchical style (not `Color.secondary`): under a red
        // foreground it is red at half opacity; `Color.secondary` is the secondary label colour wherever it is.
        func paint(_ text: Text) -> Paint? {
            let r = layout(VStack { text }.foregroundStyle(.red))
            for node in r.root.allNodes() { if case .text(let drawing) = node.drawing { return drawing.paint } }
            return nil
        }
        #expect(paint(Text("x").foregroundStyle(.secondary)) == .color(RGBA(255, 59, 48).withOpacity(0.5)))
        #expect(paint(Text("x").foregroundStyle(Color.secondary)) == rgba(60, 60, 67, 0.6))
    }

    @Test func aBorderCanBeAGradient() {
        let r = layout(Color.white.frame(width: 40, height: 10).border(LinearGradient(colors: [.red, .blue], startPoint: .top,
                                                                                     endPoint: .bottom), width: 2))
        guard case .border(let paint, let width)? = r.root.decorations.first else { Issue.record("no border"); return }
        #expect(width == 2 && paint == .linearGradient(stops: twoStops, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 20, y: 10)))
    }
}
