import Foundation
import Testing
import LayoutCore
import Layoutshot
@testable import FixtureLanguage

/// Every registered view, modifier and initialiser with a numeric parameter, given NaN, ±∞, ±1e308, −0
/// and extreme integers (`HostileValues`): no crash, a finished layout (with the fake measurer and with
/// Pango) whose frames are all finite, a finished picture or one of the renderer's documented errors, and
/// for NaN — which no parameter can use — a warning at the call or an error.
@Suite struct HostileValueTests {
    static let cases = HostileValues.all()
    static let chunks = 6

    /// Calls whose numbers never reach a view: actions and animations (a picture is static), identifiers
    /// and texts made from a number, and values only read back. An alignment guide's value is checked where
    /// a container aligns on it, which these previews do not (LayoutCore's tests do).
    static func ignoresNumbers(_ c: HostileValueCase) -> Bool {
        let prefixes = ["View.alignmentGuide", "View.onTapGesture", "View.onLongPressGesture", "View.animation", "Animation.", "View.onChange",
                        "View.task", "View.tag", "View.id", "min(", "max(", "abs(", "CGRect(", "String(",
                        // Ids and a still's geometry effect: the number names nothing drawn.
                        "View.focused", "View.matchedGeometryEffect",
                        // Motion and feedback a still never shows (§17a): their numbers are only kept.
                        "View.transition", "View.contentTransition", "View.sensoryFeedback",
                        // A presentation's item or `presenting:` value is only checked for nil (§17b).
                        "View.alert", "View.confirmationDialog", "View.sheet", "View.fullScreenCover", "View.popover",
                        // A preview's layout counts only on a preview's root, where the root proposal is checked
                        // (`LayoutPass.checked`); inside a view it is a trait nobody reads.
                        "View.previewLayout"]
        return prefixes.contains { c.call.hasPrefix($0) }
    }

    @Test func theWalkCoversTheRegistry() {
        // A numeric parameter of each kind of entry: views, modifiers, Text's and Shape's methods, values
        // reached through the views that take them.
        let calls = Set(Self.cases.map(\.call))
        for expected in ["View.frame(width:height:alignment:)", "Text.kerning(_:)", "Text.tracking(_:)", "Font.system(size:weight:design:)",
                         "GridItem.Size.adaptive(minimum:maximum:)", "HStack(alignment:spacing:content:)", "Spacer(minLength:)",
                         "Shape.stroke(_:lineWidth:)", "Color(red:green:blue:opacity:)", "View.shadow(color:radius:x:y:)",
                         "HStackLayout(alignment:spacing:)", "FlowLayout(spacing:)", "View.alignmentGuide(_:computeValue:)",
                         "View.lineLimit(_:)", "View.environment(_:_:)", "Angle.degrees(_:)", "EdgeInsets(top:leading:bottom:trailing:)"] {
            #expect(calls.contains(expected), "\(expected) is not walked")
        }
        #expect(Self.cases.count > 800)
    }

    @Test(arguments: 0..<chunks)
    func everyRegisteredCallTakesEveryHostileValue(_ chunk: Int) throws {
        let pango = try PangoTextMeasurer()
        let renderer = Renderer(text: pango)
        for c in Self.cases.enumerated().filter({ $0.offset % Self.chunks == chunk }).map(\.element) {
            check(c, pango: pango, renderer: renderer)
        }
    }

    private func check(_ c: HostileValueCase, pango: PangoTextMeasurer, renderer: Renderer) {
        let fixture: Fixture
        do {
            fixture = try FixtureParser.parse(source: c.source, path: "hostile.swift")
        } catch let error as FixtureError {
            // A located error is a documented answer (`Int(.nan)`: "nan cannot be converted to Int").
            #expect(error.line >= 1 && error.column >= 1, "\(c): \(error)")
            return
        } catch {
            Issue.record("\(c): \(error)")
            return
        }
        #expect(fixture.warnings.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        var warned = !fixture.warnings.isEmpty
        // The canvas drawn as PNG, the stack as SVG: both drawing paths, each once.
        for (preview, format) in zip(fixture.previews, [OutputFormat.png, .svg]) {
            for measurer in [FixedAdvanceTextMeasurer(), pango] as [TextMeasurer] {
                let result = LayoutEngine.layout(preview.view, proposal: preview.proposal(on: .iOS), measurer: measurer)
                let frames = result.root.allNodes().map(\.frame)
                #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) },
                        "\(c): \(result.root.textDump())")
                #expect(!result.diagnostics.contains { $0.isFatal }, "\(c): \(result.diagnostics)")
                // (The seed's FlowLayout is as wide as its proposal, ∞ for none, which the pass reports.)
                #expect(c.call.hasPrefix("FlowLayout(") || !result.diagnostics.contains { if case .invalidSize = $0 { true } else { false } },
                        "\(c): a value reached the layout unchecked: \(result.diagnostics)")
                if result.diagnostics.contains(where: { if case .invalidArgument = $0 { true } else { false } }) { warned = true }
                guard measurer is PangoTextMeasurer else { continue }
                do {
                    _ = try renderer.render(result, as: format, options: RenderOptions())
                } catch let error as RenderError {
                    switch error {
                    case .canvasTooLarge, .tooManyPixels, .textTooLarge: warned = true
                    case .cairo(let message) where message.contains("freetype"): warned = true
                    default: Issue.record("\(c): \(error)")
                    }
                } catch {
                    Issue.record("\(c): \(error)")
                }
            }
        }
        if c.isNaN && !Self.ignoresNumbers(c) {
            #expect(warned, "\(c): NaN was taken without a word")
        }
    }

    /// The crashes of issue 18, each now a warning at its call.
    @Test func theIssuesCrashesAreWarningsAtTheCall() throws {
        let probes: [(String, String)] = [
            ("Text(\"x\").kerning(1e308)", "1:11: warning: Kerning out of range (beyond ±1000 pt): kerning 1e+308; used 1000"),
            ("Text(\"x\").kerning(.nan)", "1:11: warning: Invalid kerning (non-finite): kerning nan; used 0"),
            ("Text(\"x\").tracking(.infinity)", "1:11: warning: Invalid tracking (non-finite): tracking inf; used 0"),
            ("Text(\"x\").tracking(-1e308)", "1:11: warning: Tracking out of range (beyond ±1000 pt): tracking -1e+308; used -1000"),
            ("Text(\"x\").font(.system(size: .nan))",
             "1:11: warning: Invalid font size (negative or non-finite): size nan; used the body style"),
            ("LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan))]) { Text(\"a\") }",
             "1:1: warning: Invalid grid item minimum (negative or non-finite): minimum nan; used 10"),
            ("LazyHGrid(rows: [GridItem(.adaptive(minimum: .nan))]) { Text(\"a\") }",
             "1:1: warning: Invalid grid item minimum (negative or non-finite): minimum nan; used 10"),
        ]
        let pango = try PangoTextMeasurer()
        for (source, warning) in probes {
            let fixture = try FixtureParser.parse(source: source, path: "p.swift")
            #expect(fixture.warnings.map(\.description) == ["p.swift:" + warning], "\(source)")
            let result = LayoutEngine.layout(fixture.previews[0].view, measurer: pango)
            #expect(result.diagnostics.isEmpty, "\(source): \(result.diagnostics)")
            _ = try Renderer(text: pango).render(result, as: .png, options: RenderOptions())
        }
    }
}
