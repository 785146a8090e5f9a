import Foundation
import Testing
@testable import LayoutCore

/// A button's style colours its label only by default: a foreground style set on the button or around it wins.
@Suite struct ButtonTests {
    /// The colour the button's text is drawn in.
    func labelColor<V: View>(_ view: V) throws -> RGBA {
        let result = LayoutEngine.layout(view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        let texts = result.root.allNodes().compactMap { node -> RGBA? in
            if case .text(let drawing) = node.drawing, case .color(let color) = drawing.paint { return color }
            return nil
        }
        return try #require(texts.first)
    }

    @Test func theAccentColourIsTheDefault() throws {
        #expect(try labelColor(Button("Go") {}) == Color.accentColor.resolve(in: .light))
        #expect(try labelColor(Button("Go") {}.buttonStyle(.bordered)) == Color.accentColor.resolve(in: .light))
        #expect(try labelColor(Button("Go") {}.buttonStyle(.borderedProminent)) == Color.white.resolve(in: .light))
        #expect(try labelColor(Button("Go") {}.buttonStyle(.plain)) == Color.primary.resolve(in: .light))
    }

    @Test func anExplicitForegroundStyleWins() throws {
        let white = Color.white.resolve(in: .light)
        #expect(try labelColor(Button("Shop now") {}.padding().background(Color.orange).foregroundColor(.white)) == white)
        #expect(try labelColor(Button("Shop now") {}.foregroundStyle(.white)) == white)
        #expect(try labelColor(VStack { Button("Shop now") {} }.foregroundColor(.red)) == Color.red.resolve(in: .light))
        #expect(try labelColor(Button("Go") {}.buttonStyle(.borderedProminent).foregroundStyle(.black))
                == Color.black.resolve(in: .light))
        // The label's own colour wins over both.
        #expect(try labelColor(Button {} label: { Text("Go").foregroundColor(.green) }.foregroundColor(.white))
                == Color.green.resolve(in: .light))
    }
}

/// `.background(Color.orange)` puts that Color behind the view: the frame tree names it `Color`, as the fixture
/// reads, not the `Rectangle` a style fills.
@Suite struct BackgroundStyleNameTests {
    func names<V: View>(_ view: V) -> [String] {
        LayoutEngine.layout(view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer()).root.allNodes().map(\.type)
    }

    @Test func aColorBackgroundIsAColor() {
        #expect(names(Text("a").background(Color.orange)).contains("Color"))
        #expect(!names(Text("a").background(Color.orange)).contains("Rectangle"))
        // The same frames as the view form.
        let style = LayoutEngine.layout(Text("a").padding().background(Color.orange), proposal: .unspecified,
                                        measurer: FixedAdvanceTextMeasurer()).root.allNodes().map(\.frame)
        let view = LayoutEngine.layout(Text("a").padding().background(Color.orange, alignment: .center), proposal: .unspecified,
                                       measurer: FixedAdvanceTextMeasurer()).root.allNodes().map(\.frame)
        #expect(style == view)
        // Another style fills a rectangle.
        #expect(names(Text("a").background(ForegroundStyle())).contains("Rectangle"))
    }
}
