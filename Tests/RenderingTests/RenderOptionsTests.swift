import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

@Suite struct Options {
    @Test func defaults() {
        let options = RenderOptions()
        #expect(options.scale == 2)
        #expect(options.style == .debug)
        #expect(!options.labels)
        #expect(options.background == .white)
        #expect(options.pngCompressionLevel == 1)
    }

    @Test func namesAreTheCommandLineSpellings() {
        #expect(OutputFormat.allCases.map(\.rawValue) == ["png", "svg", "pdf"])
        #expect(RenderStyle(rawValue: "plain") == .plain)
    }

    @Test func errorsDescribeThemselves() {
        #expect(RenderError.cairo("out of memory").description == "cairo: out of memory")
        #expect(RenderError.invalidOptions("scale").description.contains("scale"))
    }
}
