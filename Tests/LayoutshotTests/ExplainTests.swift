import Foundation
import Testing
@testable import LayoutCore
import Layoutshot
@testable import Rendering

/// `explain`'s counts: seed 000's point that a plain FlowLayout measures each chip at least twice a pass
/// (in sizeThatFits and again in placeSubviews) and the cached one once (in makeCache).
@Suite struct ExplainTests {
    func counts<V: View>(_ view: V, width: CGFloat) -> [String: ExplainTracer.ViewCount] {
        let tracer = ExplainTracer()
        _ = LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: nil),
                                measurer: FixedAdvanceTextMeasurer(), tracer: tracer)
        var byText: [String: ExplainTracer.ViewCount] = [:]
        for count in tracer.viewCounts { if let text = count.text { byText[text] = count } }
        return byText
    }

    @Test func plainFlowLayoutMeasuresEachChipTwice() {
        let c = counts(FlowLayout(spacing: 8) { Text("aa"); Text("bbbb"); Text("cc") }, width: 70)
        for chip in ["aa", "bbbb", "cc"] {
            #expect(c[chip]?.calls == 2)
            #expect(c[chip]?.computed == 1)
            #expect(c[chip]?.memo == 1)
            // The engine asks once more with the placement's proposal, ProposedViewSize(size).
            #expect(c[chip]?.placementChecks == 1)
        }
    }

    @Test func cachedFlowLayoutMeasuresEachChipOnce() throws {
        let tracer = ExplainTracer()
        let r = LayoutEngine.layout(CachedFlowLayout { Text("aa"); Text("bbbb"); Text("cc") },
                                    proposal: ProposedViewSize(width: 70, height: nil),
                                    measurer: FixedAdvanceTextMeasurer(), tracer: tracer)
        for count in tracer.viewCounts where count.text != nil { #expect(count.calls == 1) }
        #expect(tracer.viewCounts.first { $0.type == "CachedFlowLayout" }?.cachesMade == 1)
        // The report marks makeCache right before the three measurements it makes.
        let lines = tracer.report().split(separator: "\n").map(String.init)
        let mark = try #require(lines.firstIndex { $0.contains("CachedFlowLayout#1 runs makeCache") })
        #expect(lines[mark + 1].contains("Text#2 \"aa\" ← nil×nil"))
        #expect(lines[mark + 3].contains("Text#4 \"cc\" ← nil×nil"))
        // Same frames as the plain layout.
        let plain = LayoutEngine.layout(FlowLayout { Text("aa"); Text("bbbb"); Text("cc") },
                                        proposal: ProposedViewSize(width: 70, height: nil),
                                        measurer: FixedAdvanceTextMeasurer())
        #expect(r.root.children.map(\.frame) == plain.root.children.map(\.frame))
    }

    @Test func diagramsOfSeveralPreviewsAreNamedAsRenderNamesThem() throws {
        // -o pass.svg with two previews: pass-<preview slug>.svg, and for a title with nothing to slug
        // ("!!!") the preview's output name, <fixture>-<position> = t-1, as `render -o` does — never "pass-.svg".
        let dir = try temporaryFolder(["t.swift": "#Preview(\"!!!\") { Text(\"a\") }\n#Preview(\"B\") { Text(\"b\") }"])
        #expect(try CLI.run(["explain", "t.swift", "--format", "svg", "-o", "pass.svg"], in: dir).status == 0)
        let render = try CLI.run(["render", "t.swift", "-o", "pic.png"], in: dir)
        #expect(render.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["pass-b.svg", "pass-t-1.svg", "pic-b.png", "pic-t-1.png", "t.swift"])
    }

    @Test func callsNestUnderTheCallThatMadeThem() {
        let tracer = ExplainTracer()
        _ = LayoutEngine.layout(Text("Hi").padding(4), proposal: .unspecified, measurer: FixedAdvanceTextMeasurer(),
                                tracer: tracer)
        // The root (padding) is asked first; it asks its text one level deeper.
        #expect(tracer.calls.map(\.type) == ["padding", "Text", "Text"])
        #expect(tracer.calls.map(\.depth) == [0, 1, 0])
        #expect(tracer.calls.map(\.purpose) == ["root", "layout", "placement"])
    }

    @Test func explainCommandOnAFixture() throws {
        // HStack(spacing: 0) { Color.red; Text("Hi") } offered 100×20: the stack asks the colour with 0, ∞
        // and its share (3 computed), then looks up its dimensions at that share (memo); placing re-runs the
        // same distribution (4 memo). The engine then sizes it once for the placement.
        let dir = try temporaryFolder(["row.swift": """
        #Preview("Row", traits: .fixedLayout(width: 100, height: 20)) {
            HStack(spacing: 0) { Color.red; Text("Hi") }
        }
        """])
        let r = try CLI.run(["explain", "row.swift"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.text.contains("Color#2: measured 8× by its container (3 computed, 5 from the memo), 1× to place it"))
        let json = try CLI.run(["explain", "row.swift", "--json"], in: dir)
        let object = try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any]
        let preview = try #require((object?["previews"] as? [[String: Any]])?.first)
        let calls = try #require(preview["calls"] as? [[String: Any]])
        let summary = try #require(preview["summary"] as? [String: Int])
        #expect(summary["calls"] == calls.count)
        #expect(calls.first?["type"] as? String == "HStack")
        #expect(calls.first?["purpose"] as? String == "root")
    }

    @Test func theSequenceDiagramShowsProposalsAnswersAndPlacements() {
        let tracer = ExplainTracer()
        _ = LayoutEngine.layout(Text("Hi").padding(4), proposal: .unspecified, measurer: FixedAdvanceTextMeasurer(),
                                tracer: tracer)
        let d = tracer.sequenceDiagram()
        #expect(d.lanes == ["host", "padding#1", "Text#2 \"Hi\""])
        // The host proposes to the padding, which proposes to the text; the text, asking no one, answers on its
        // proposal's row (2 characters × 0.5 em × 17 pt = 17 wide); the padding's answer comes back; then the host
        // places the padding, which sizes the text for its placement (memo) and places it.
        #expect(d.messages.map(\.from) == [0, 1, 1, 0, 1, 1])
        #expect(d.messages.map(\.to) == [1, 2, 0, 1, 2, 2])
        #expect(d.messages.map { "\($0.kind)" } == ["proposal", "proposal", "answer", "placement", "memo", "placement"])
        #expect(d.messages[0].label == "nil×nil")
        #expect(d.messages[1].label.hasPrefix("nil×nil → 17×"))
        #expect(d.messages[2].label.hasPrefix("25×"))
    }

    @Test func repeatedMemoAnswersInARowShareOneRow() {
        // A container asks its two children the same two questions three times over, answered from the memo after
        // the first: one row per question and answer, then one memo row per question, counted.
        let tracer = ExplainTracer()
        let stack = TraceNode(serial: 1, type: "Stack", text: nil)
        let a = TraceNode(serial: 2, type: "Text", text: "a"), b = TraceNode(serial: 3, type: "Text", text: "b")
        let p = ProposedViewSize(width: 10, height: 20)
        tracer.willSizeThatFits(node: stack, proposal: p, purpose: .root, asker: nil)
        for round in 0..<3 {
            for child in [a, b] {
                tracer.willSizeThatFits(node: child, proposal: p, purpose: .layout, asker: stack)
                tracer.didSizeThatFits(node: child, proposal: p, size: CGSize(width: 5, height: 6), source: round == 0 ? .computed : .memo)
            }
        }
        tracer.didSizeThatFits(node: stack, proposal: p, size: CGSize(width: 5, height: 12), source: .computed)
        let d = tracer.sequenceDiagram()
        #expect(d.messages.map(\.label) == ["10×20", "10×20 → 5×6", "10×20 → 5×6", "10×20 → 5×6 (memo) ×2",
                                            "10×20 → 5×6 (memo) ×2", "5×12"])
        #expect(d.messages.map(\.to) == [1, 2, 3, 2, 3, 0])
    }

    /// Lanes as far apart as the labels between them need, and a row per exchange: before, every lane was as wide
    /// as the pass's widest label and every answer had its own row, so that a 25-view screen's diagram was some
    /// 5,200×6,500 points and its PNG (10,354×13,068 pixels at --scale 2) was refused.
    @Test func aLongLabelWidensOnlyTheLanesItJoins() {
        // Four titles 20 points wide, each in a box 10 wider, 8 apart, 12-point margins:
        // 12 + 30 + 8 + 30 + 8 + 30 + 8 + 30 + 12 = 168; centres 38 apart. Labels 10 wide (+ 16 clearance) fit.
        let titles: [CGFloat] = [20, 20, 20, 20]
        let short = SequenceDiagram.geometry(titleWidths: titles, messages: [(0, 1, 10), (2, 3, 10)], rows: 2)
        #expect(short.centres == [27, 65, 103, 141])
        #expect(short.size == CGSize(width: 168, height: 30 + 2 * 16 + 24))
        // A 200-point label between lanes 0 and 1 puts them 216 apart; the other gaps stay 38.
        let long = SequenceDiagram.geometry(titleWidths: titles, messages: [(0, 1, 200), (2, 3, 10)], rows: 2)
        #expect(long.centres == [27, 243, 281, 319])
        #expect(long.size.width == CGFloat(346)) // 168 + 216 − 38
        // Across lanes, a label needs the distance between its two ends only: 0 → 2 with 60 fits in 76.
        #expect(SequenceDiagram.geometry(titleWidths: titles, messages: [(0, 2, 60)], rows: 1).centres == [27, 65, 103, 141])
        // A message to its own last lane: its loop (20) and label (50) and 8 more reach past the title's box.
        #expect(SequenceDiagram.geometry(titleWidths: titles, messages: [(3, 3, 50)], rows: 1).size.width == CGFloat(231)) // 141 + 78 + 12
    }

    @Test func aDiagramTooLargeForAPNGSaysItsSizeAndTheWayOut() throws {
        // 200 texts in a VStack: 202 lanes side by side, each at least its title wide, are wider than 32,767 pixels at --scale 2.
        let rows = (0..<200).map { "        Text(\"row \($0)\")" }.joined(separator: "\n")
        let dir = try temporaryFolder(["many.swift": "#Preview(\"Many\") {\n    VStack {\n\(rows)\n    }\n}\n"])
        let png = try CLI.run(["explain", "many.swift", "-o", "pass.png"], in: dir)
        #expect(png.status == 65)
        #expect(png.stderr.hasPrefix("many.swift:1:1: error: the explain diagram would be "), "\(png.stderr)")
        #expect(png.stderr.contains(" pixels at --scale 2 (202 lanes, "))
        #expect(png.stderr.contains("draw it with --format svg, or give a smaller --scale"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("pass.png").path))
        let svg = try CLI.run(["explain", "many.swift", "-o", "pass.svg"], in: dir)
        #expect(svg.status == 0, "\(svg.stderr)")
    }


    @Test func explainDrawsADiagramFile() throws {
        let dir = try temporaryFolder(["row.swift": "#Preview { HStack { Text(\"A\"); Spacer() } }"])
        let r = try CLI.run(["explain", "row.swift", "-o", "pass.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("pass.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
    }
}
