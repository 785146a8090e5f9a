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
