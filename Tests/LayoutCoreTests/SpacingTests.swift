import Foundation
import Testing
@testable import LayoutCore

/// Default spacing between neighbours (docs/BEHAVIOUR.md §4). Expected values are the arithmetic of the
/// decompiled formula on SF Pro's 17 pt metrics at iOS's 1/3 pt pixel, done by hand:
/// line = 20.2871, ascent 16.1865, descent 4.1006, cap height 11.9780;
/// s = ⌈2.0287 × 3⌉ / 3 = 2.3333; D = 22.6204; above = D − ascent = 6.4339;
/// below = max(D − cap, s + descent) = max(10.6424, 6.4339) = 10.6424.
@Suite struct SpacingTests {
    func gaps<V: View>(_ view: V, font: Font = .system(size: 17)) -> [CGFloat] {
        var env = EnvironmentValues()
        env.font = font
        let r = LayoutEngine.layout(view, measurer: FixedAdvanceTextMeasurer(), environment: env).root
        return zip(r.children, r.children.dropFirst()).map { $1.frame.minY - $0.frame.maxY }
    }

    @Test func viewAboveTextAndTextAboveView() {
        let g = gaps(VStack { Color.red.frame(width: 10, height: 10); Text("A"); Color.blue.frame(width: 10, height: 10) })
        #expect(abs(g[0] - 6.4339) < 1e-3)
        #expect(abs(g[1] - 10.6424) < 1e-3)
    }

    @Test func textAboveTextIsTheLeading() {
        // .system(size:) has no leading: 0. Body's line height 22 leaves 22 − 20.2871 = 1.7129,
        // rounded up to the pixel: 2.
        #expect(abs(gaps(VStack { Text("A"); Text("B") })[0]) < 1e-9)
        #expect(abs(gaps(VStack { Text("A"); Text("B") }, font: .body)[0] - 2) < 1e-9)
    }

    @Test func shapesAndHorizontalNeighboursGetEight() {
        #expect(gaps(VStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }) == [8])
        var env = EnvironmentValues()
        env.font = .system(size: 17)
        let r = LayoutEngine.layout(HStack { Text("A"); Text("B") }, measurer: FixedAdvanceTextMeasurer(), environment: env).root
        #expect(r[1].frame.minX - r[0].frame.maxX == 8)
    }

    @Test func paddingMakesTheEdgeOrdinary() {
        // A padded text above a colour: the padding's bottom edge is ordinary, so the gap is 8.
        #expect(gaps(VStack { Text("A").padding(1); Color.blue.frame(width: 10, height: 10) }) == [8])
    }

    @Test func spacerSitsFlush() {
        let r = layout(VStack { Color.red.frame(width: 10, height: 10); Spacer(minLength: 5); Color.blue.frame(width: 10, height: 10) })
        #expect(r.root[1].frame.minY == 10)
        #expect(r.root[2].frame.minY == 15)
    }

    @Test func explicitSpacingAppliesEverywhere() {
        let r = layout(VStack(spacing: 3) { Text("A"); Spacer(minLength: 5); Text("B") })
        #expect(abs(r.root[1].frame.minY - (line + 3)) < 1e-9)
        #expect(abs(r.root[2].frame.minY - (line + 11)) < 1e-9)
    }
}

@Suite struct TextStyleTests {
    @Test func iosAndMacBodySizes() {
        #expect(Font.body.resolved(for: .iOS).size == 17)
        #expect(Font.body.resolved(for: .macOS).size == 13)
        #expect(Font.headline.resolved(for: .iOS).weight == 600)
        #expect(Font.headline.resolved(for: .macOS).weight == 700)
        #expect(Font.title2.resolved(for: .macOS).size == 17)
    }

    @Test func dynamicTypeScalesTextStylesButNotFixedSizes() {
        #expect(Font.body.resolved(for: .iOS, dynamicTypeSize: .xSmall).size == 14)
        #expect(Font.body.resolved(for: .iOS, dynamicTypeSize: .accessibility5).size == 53)
        #expect(Font.largeTitle.resolved(for: .iOS, dynamicTypeSize: .xxxLarge).size == 40)
        #expect(Font.system(size: 17).resolved(for: .iOS, dynamicTypeSize: .accessibility5).size == 17)
        #expect(Font.body.resolved(for: .macOS, dynamicTypeSize: .accessibility5).size == 13)
    }

    @Test func dynamicTypeSizeRangesClampTheEnvironment() {
        // Body is 17 pt at .large, 14 at .xSmall, 21 at .xxLarge, 53 at .accessibility5 (HIG); the fake
        // measurer advances half the font size per character.
        func width<V: View>(_ view: V, at size: DynamicTypeSize) -> CGFloat {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            return LayoutEngine.layout(view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer(),
                                       environment: environment).root.frame.width
        }
        let text = Text("Hi").font(.body)
        #expect(width(text.dynamicTypeSize(DynamicTypeSize.xSmall ... .large), at: .accessibility5) == 17)
        #expect(width(text.dynamicTypeSize(DynamicTypeSize.xSmall ... .large), at: .medium) == 16)
        #expect(width(text.dynamicTypeSize(DynamicTypeSize.xxLarge...), at: .xSmall) == 21)
        #expect(width(text.dynamicTypeSize(..<DynamicTypeSize.large), at: .accessibility5) == 16)
    }

    @Test func lineLimitRangeReservesLines() {
        let r = layout(Text("A").lineLimit(3, reservesSpace: true))
        expectFrame(r.root.frame, rect(0, 0, 10, 3 * line))
        let range = layout(Text("aa bb cc dd").lineLimit(2...3), width: 20)
        expectFrame(range.root.frame, rect(0, 0, 20, 3 * line))
    }

    @Test func reservedLinesGiveWayToAShortHeight() {
        // A text keeps the lines that fit the offered height, reserved ones included, and at least one.
        let two = layout(Text("A").lineLimit(3, reservesSpace: true), height: 2 * line + 1)
        expectSize(two.root.frame.size, 10, 2 * line)
        let none = layout(Text("A").lineLimit(3, reservesSpace: true), height: 0)
        expectSize(none.root.frame.size, 10, line)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        // "Hello" is 50 pt at 20 pt; offered 40×(one line) it fits at a 0.8 scale (16 pt).
        let r = layout(Text("Hello").lineLimit(1).minimumScaleFactor(0.5), width: 40)
        #expect(abs(r.root.frame.width - 40) < 0.01)
        #expect(abs(r.root.frame.height - 16 * 2444 / 2048) < 0.01)
    }
}
