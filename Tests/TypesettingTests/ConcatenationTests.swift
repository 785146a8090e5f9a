import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// `Text + Text`: one flow of text whose runs keep their own fonts.
@Suite struct ConcatenationTests {
    /// The resolved text of `Text("Hello ") + Text("World").bold()` at 17 pt.
    func helloWorld(boldSize: CGFloat = 17) -> ResolvedText {
        var env = EnvironmentValues()
        env.font = .system(size: 17)
        return (Text("Hello ") + Text("World").font(.system(size: boldSize)).bold()).resolve(in: env)
    }

    @Test func widthIsTheSumOfTheRunsWidths() {
        // The runs are measured on their own ("Hello " keeps its space: it is not at a wrap point).
        let regular = measure(text("Hello ")).size.width
        let bold = measure(text("World", weight: 700)).size.width
        let joined = measure(helloWorld()).size.width
        // Letter spacing at a run boundary and kerning across it allow a fraction of a point.
        #expect(abs(joined - (regular + bold)) < 0.6)
        #expect(joined > measure(text("Hello World")).size.width) // bold is wider than regular
    }

    @Test func theLargestRunSetsTheLineHeight() {
        let mixed = helloWorld(boldSize: 34)
        #expect(mixed.font.size == 34)
        #expect(abs(measure(mixed).size.height - 34 * 2444 / 2048) < 1e-6)
    }

    @Test func runsWrapAsOneParagraph() {
        // Wide enough for either word but not both: "Hello" / "World".
        let width = max(measure(text("Hello")).size.width, measure(text("World", weight: 700)).size.width) + 1
        let m = measure(helloWorld(), width: width)
        #expect(m.lineCount == 2)
        #expect(abs(m.size.width - measure(text("World", weight: 700)).size.width) < 1e-6)
    }
}

/// Markdown runs (docs/BEHAVIOUR.md §5) go through the same run machinery as `Text + Text`.
@Suite struct MarkdownRunTests {
    func resolved(_ text: Text) -> ResolvedText {
        var env = EnvironmentValues()
        env.font = .system(size: 17)
        return text.resolve(in: env)
    }

    @Test func boldRunsMeasureAsBoldText() {
        let markdown = measure(resolved(Text("**World**"))).size.width
        #expect(abs(markdown - measure(text("World", weight: 700)).size.width) < 1e-6)
        #expect(markdown > naturalWidth("World"))
    }

    /// Code is drawn with DejaVu Sans Mono, whose every glyph advances 1233/2048 em, with no tracking:
    /// four characters at 17 pt are 4 × 17 × 1233 / 2048 = 40.94 pt.
    @Test func codeRunsAreMonospaced() {
        let code = measure(resolved(Text("`iiii`"))).size.width
        #expect(abs(code - 4 * 17 * 1233 / 2048) < 0.01)
        #expect(code > naturalWidth("iiii"))
    }

    @Test func strikethroughDoesNotChangeTheWidth() {
        let struck = measure(resolved(Text("~~Hello~~"))).size.width
        #expect(abs(struck - naturalWidth("Hello")) < 1e-6)
    }
}
