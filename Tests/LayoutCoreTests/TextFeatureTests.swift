import Foundation
import Testing
@testable import LayoutCore

/// `monospacedDigit`, `fontWidth`, `textScale`, `baselineOffset` (Text/TextFeatures.swift, docs/BEHAVIOUR.md §5):
/// where each is set and which setting wins.
@Suite struct TextFeatureTests {
    /// The drawn text of the first text node.
    func drawn<V: View>(_ view: V) -> ResolvedText? {
        for node in layout(view).root.allNodes() { if case .text(let t) = node.drawing { return t.text } }
        return nil
    }

    @Test func monospacedDigitOnFontTextAndView() {
        #expect(drawn(Text("12"))?.font.monospacedDigit == false)
        #expect(drawn(Text("12").font(.body.monospacedDigit()))?.font.monospacedDigit == true)
        #expect(drawn(Text("12").monospacedDigit())?.font.monospacedDigit == true)
        #expect(drawn(VStack { Text("12") }.monospacedDigit())?.font.monospacedDigit == true)
        // A font set further out keeps the view's tabular digits (they are not part of the font).
        #expect(drawn(Text("12").monospacedDigit().font(.headline))?.font.monospacedDigit == true)
        // The resolved font of `.system(size:)` keeps the flag through `Font.monospacedDigit()`.
        #expect(Font.system(size: 12).monospacedDigit().resolved(for: .iOS).monospacedDigit)
    }

    @Test func secondaryScaleIsSmaller() {
        // Fake measurer: 10 pt per character at 20 pt; `.secondary` draws at 0.8 of the size ([I]).
        let plain = layout(Text("abcd")).root.frame.width
        let small = layout(Text("abcd").textScale(.secondary)).root.frame.width
        #expect(plain == 40)
        #expect(small == 32)
        #expect(layout(Text("abcd").textScale(.secondary, isEnabled: false)).root.frame.width == 40)
        #expect(layout(HStack { Text("abcd") }.textScale(.secondary)).root.frame.width == 32)
        // A text's own scale wins over its environment's.
        #expect(layout(HStack { Text("abcd").textScale(.default) }.textScale(.secondary)).root.frame.width == 40)
    }

    @Test func baselineOffsetRaisesARunWithoutChangingTheFrame() {
        let raised = Text("x") + Text("2").baselineOffset(6)
        let text = drawn(raised)
        #expect(text?.runs.map(\.baselineOffset) == [0, 6])
        #expect(layout(raised).root.frame.size == layout(Text("x2")).root.frame.size)
        #expect(drawn(Text("a").baselineOffset(-3))?.runs.map(\.baselineOffset) == [-3])
        #expect(drawn(VStack { Text("a") }.baselineOffset(4))?.runs.map(\.baselineOffset) == [4])
    }

    @Test func anOtherWidthIsDrawnStandardWithAWarning() {
        let result = layout(Text("Wide").fontWidth(.expanded))
        #expect(result.diagnostics.map(\.description).contains { $0.contains("Font.Width(0.2) is drawn at the standard width") })
        #expect(layout(Text("Wide").font(.body.width(.condensed))).diagnostics.count == 1)
        #expect(layout(Text("Wide").fontWidth(.standard)).diagnostics.isEmpty)
        #expect(result.root.frame.size == layout(Text("Wide")).root.frame.size)
    }
}
