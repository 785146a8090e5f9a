import Foundation
import Testing
@testable import Layoutshot

/// `FixturePipeline` applies a fixture's `// layoutshot:` directive itself, so a library user gets what the
/// command line gets; what the caller set wins (`FixtureLoadOptions.setByCaller`).
@Suite struct PipelineDirectiveTests {
    static let measurer = FixedAdvanceTextMeasurer()
    /// Red 10 pt then blue 20 pt, no spacing: a 30 pt row centred in the canvas.
    static let fixture = """
    // layoutshot: --width 100 --rtl
    #Preview(traits: .fixedLayout(width: 320, height: 40)) {
        HStack(spacing: 0) { Color.red.frame(width: 10); Color.blue.frame(width: 20) }
    }
    """

    /// The x of the red column: 35 left to right (the row at (100 − 30) / 2), 55 right to left (the first
    /// child at the trailing end: 35 + 30 − 10).
    /// Rounded to 1/1000 pt: mirroring right to left subtracts from the container's width.
    static func redX(_ result: LayoutResult) -> CGFloat? {
        result.root.allNodes().first { $0.type == "frame" }.map { ($0.frame.minX * 1000).rounded() / 1000 }
    }

    func message(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return "\(error)" }
        return nil
    }

    func laidOut(_ source: String, _ options: FixtureLoadOptions = FixtureLoadOptions()) throws -> LayoutResult {
        try #require(try FixturePipeline.layOut(source: source, path: "f.swift", options: options, measurer: Self.measurer).previews.first).result
    }

    /// `--dynamic-type-size` names the sizes as `DynamicTypeSize` spells its cases (TextEnvironment.swift), each
    /// once and in order, from a written-out table rather than reflection.
    @Test func dynamicTypeSizesByTheirCaseNames() throws {
        #expect(FixtureOptions.dynamicTypeSizes.map(\.size) == DynamicTypeSize.allCases)
        #expect(FixtureOptions.dynamicTypeSizes.map(\.name) == ["xSmall", "small", "medium", "large", "xLarge", "xxLarge",
            "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"])
        var layout = LayoutOptions()
        FixtureOptions.apply(try Arguments(["f.swift", "--dynamic-type-size", "xxxLarge"], options: FixtureOptions.all), to: &layout)
        #expect(layout.dynamicTypeSize == .xxxLarge)
        #expect(throws: (any Error).self) {
            try Arguments(["f.swift", "--dynamic-type-size", "huge"], options: FixtureOptions.all)
        }
    }

    @Test func theDirectiveSetsWhatTheCallerLeft() throws {
        // The directive's width replaces the preview's 320; the colour fills the proposal.
        let directed = try laidOut(Self.fixture)
        #expect(directed.proposal.width == 100)
        #expect(directed.canvasSize.width == 100)
        #expect(Self.redX(directed) == 55)
    }

    @Test func whatTheCallerSetWins() throws {
        var options = FixtureLoadOptions()
        options.layout.width = 200
        options.setByCaller = [.width]
        let chosen = try laidOut(Self.fixture, options)
        #expect(chosen.proposal.width == 200)
        // Only the width was the caller's: the directive's --rtl still applies (the row at (200 − 30) / 2 = 85).
        #expect(Self.redX(chosen) == 105) // 85 + 30 − 10
        options.setByCaller = [.width, .rightToLeft]
        #expect(Self.redX(try laidOut(Self.fixture, options)) == 85)
    }

    @Test func aBadDirectiveIsAnErrorAtItsLine() throws {
        let source = "// a comment\n// layoutshot: --platform android\nText(\"a\")\n"
        #expect(message { _ = try laidOut(source) }
                == "f.swift:2:1: error: in the layoutshot directive: option '--platform' does not accept 'android' (ios, macos)")
        #expect(message { _ = try laidOut("// layoutshot: --trust-fixtures\nText(\"a\")\n") }
                == "f.swift:1:1: error: in the layoutshot directive: unknown option '--trust-fixtures'")
    }
}
