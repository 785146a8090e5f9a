import Foundation
import Testing
@testable import LayoutCore

/// How leaves answer `.zero`, `.unspecified`, `.infinity` and finite proposals (seed 003's table).
@Suite struct LeafAnswerTests {
    /// The root's answer to `p`, asked directly (the canvas would clamp an infinite answer).
    func size<V: View>(_ view: V, _ p: ProposedViewSize) -> CGSize {
        var env = EnvironmentValues()
        env.font = font
        let pass = LayoutPass(measurer: FixedAdvanceTextMeasurer(), environment: env, tracer: nil)
        return pass.sizeThatFits(LayoutEngine.rootNode(for: view, environment: env), p)
    }

    @Test func shapesAcceptAnyProposalAndDefaultToTen() {
        for shape in [AnyView(Rectangle()), AnyView(Color.red), AnyView(Capsule()), AnyView(RoundedRectangle(cornerRadius: 4))] {
            expectSize(size(shape, .zero), 0, 0)
            expectSize(size(shape, .unspecified), 10, 10)
            expectSize(size(shape, ProposedViewSize(width: 30, height: 70)), 30, 70)
            #expect(size(shape, .infinity).width == .infinity)
        }
    }

    @Test func circleIsASquareOfTheShorterSide() {
        expectSize(size(Circle(), ProposedViewSize(width: 30, height: 70)), 30, 30)
        expectSize(size(Circle(), ProposedViewSize(width: 100, height: nil)), 10, 10)
    }

    @Test func theFourTextAnswers() {
        let text = Text("Hello wonderful World")
        // nil: one line at its natural width (21 characters).
        expectSize(size(text, .unspecified), 210, line)
        // ∞: also one line.
        expectSize(size(text, ProposedViewSize(width: .infinity, height: nil)), 210, line)
        // Finite: wrapped at the width, never wider: "Hello" / "wonderful" / "World" at 100.
        expectSize(size(text, ProposedViewSize(width: 100, height: nil)), 90, 3 * line)
        // 0: never wider than offered, so 0 (a stack sees a text's minimum width as 0).
        #expect(size(text, ProposedViewSize(width: 0, height: nil)).width == 0)
        // A finite height keeps the lines that fit (at least one); the last ends in "…" cut to the width.
        expectSize(size(text, ProposedViewSize(width: 100, height: 2 * line)), 100, 2 * line)
        expectSize(size(text, ProposedViewSize(width: 100, height: 0)), 100, line)
        // A word wider than the width breaks between characters.
        expectSize(size(Text("wonderful"), ProposedViewSize(width: 40, height: nil)), 40, 3 * line)
    }

    @Test func textStyleLeadingSpacesLines() {
        // Body on iOS is 17 pt with a 22 pt line height: two lines are 22 + 17 × 2444/2048 tall.
        var env = EnvironmentValues()
        env.font = .body
        let r = LayoutEngine.layout(Text("aa bb"), proposal: ProposedViewSize(width: 20, height: nil),
                                    measurer: FixedAdvanceTextMeasurer(), environment: env)
        expectSize(r.root.frame.size, 17, 22 + 17 * 2444 / 2048)
    }

    @Test func spacerAnswers() {
        // Outside a stack a Spacer uses both axes, with its minimum length (default 8).
        expectSize(size(Spacer(), .unspecified), 8, 8)
        expectSize(size(Spacer(minLength: 20), ProposedViewSize(width: 50, height: 5)), 50, 20)
        // In a VStack: height only.
        let r = layout(VStack(spacing: 0) { Spacer(); Color.red.frame(width: 10, height: 10) }, height: 100)
        expectFrame(r.root[0].frame, rect(5, 0, 0, 90))
    }

    @Test func emptyTextIsZeroSized() {
        expectSize(size(Text(""), .unspecified), 0, 0)
    }
}

@Suite struct ZStackTests {
    @Test func sizeIsTheUnionAndChildrenAreCentred() {
        let r = layout(ZStack {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 30, height: 60)
        })
        expectFrame(r.root.frame, rect(0, 0, 100, 60))
        expectFrame(r.root[0].frame, rect(0, 20, 100, 20))
        expectFrame(r.root[1].frame, rect(35, 0, 30, 60))
    }

    @Test func alignmentTopLeading() {
        let r = layout(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 30, height: 60)
        })
        expectFrame(r.root[0].frame, rect(0, 0, 100, 20))
        expectFrame(r.root[1].frame, rect(0, 0, 30, 60))
    }

    @Test func onlyTheHighestPriorityChildrenSizeTheStack() {
        let r = layout(ZStack {
            Color.red
            Text("Hi").layoutPriority(1)
        }, width: 300, height: 300)
        expectFrame(r.root.frame, rect(140, (300 - line) / 2, 20, line))
        // The colour is proposed the ZStack's proposal and overflows, centred.
        expectFrame(r.root[0].frame, rect(0, 0, 300, 300))
    }
}

@Suite struct MemoisationTests {
    /// Nested stacks probe each child with 0, ∞ and a share; without a memo that is exponential in
    /// depth. With it, each view computes a bounded number of distinct answers.
    @Test func answersPerViewAreBoundedAtEveryDepth() {
        func nested(_ depth: Int) -> AnyView {
            depth == 0 ? AnyView(Text("leaf text")) : AnyView(HStack { nested(depth - 1); Color.red })
        }
        for depth in [5, 20, 40] {
            let tracer = CountingTracer()
            var env = EnvironmentValues()
            env.font = font
            _ = LayoutEngine.layout(nested(depth), proposal: ProposedViewSize(width: 500, height: 100),
                                    measurer: FixedAdvanceTextMeasurer(), environment: env, tracer: tracer)
            #expect(tracer.computed.count == 2 * depth + 1)
            #expect((tracer.computed.values.max() ?? 0) <= 6)
        }
    }
}

/// Counts the measurer's calls per string.
final class CountingMeasurer: TextMeasurer {
    let inner = FixedAdvanceTextMeasurer()
    var calls: [String: Int] = [:]
    func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) -> TextMeasurement {
        calls[text.string, default: 0] += 1
        return inner.measure(text, width: width, maxLines: maxLines)
    }
}

@Suite struct MemoisationBoundTests {
    /// Stacks nested `depth` deep, alternating HStack and VStack, each holding the next level and three texts.
    static func nested(_ depth: Int, level: Int = 0) -> AnyView {
        guard level < depth else { return AnyView(Text("leaf")) }
        let inner = nested(depth, level: level + 1)
        let texts = ForEach(0..<3, id: \.self) { Text("t\(level).\($0)") }
        return level % 2 == 0 ? AnyView(HStack { inner; texts }) : AnyView(VStack { inner; texts })
    }

    /// docs/PERFORMANCE.md's bounds. Each text is offered three widths (0 and ∞ from its HStack's probes, and
    /// its share: a VStack passes widths through, and probes collapse to 0 or ∞ below); a height matters only
    /// where a wrapped text does not fit it, one more measurement. So the measurer runs 2–4 times per text at
    /// any depth. Each view is asked `sizeThatFits` at most
    /// 140 times counting memo answers: heights split by VStacks stay distinct only while they exceed a
    /// text's height, so the count stops growing after a few levels and total work grows linearly.
    /// Without the memo the counts triple with every level.
    @Test func callsPerViewAreBoundedAtEveryDepth() {
        var totals: [Int: Int] = [:]
        for depth in [5, 10, 20, 40, 80, 160] {
            let measurer = CountingMeasurer()
            let asks = AskCounter()
            var env = EnvironmentValues()
            env.font = font
            let result = LayoutEngine.layout(Self.nested(depth), proposal: ProposedViewSize(width: 2000, height: 2000),
                                             measurer: measurer, environment: env, tracer: asks)
            #expect(measurer.calls.count == 3 * depth + 1)
            #expect(measurer.calls.values.allSatisfy { (2...4).contains($0) }, "depth \(depth): \(measurer.calls.filter { !(2...4).contains($0.value) })")
            #expect(result.root.allNodes().count == 4 * depth + 1)
            #expect(asks.perNode.values.max()! <= 140, "depth \(depth): \(asks.perNode.values.max()!)")
            totals[depth] = asks.perNode.values.reduce(0, +)
        }
        // Linear: twice the views, at most a little over twice the calls.
        #expect(Double(totals[160]!) <= 2.2 * Double(totals[80]!))
    }
}

/// Counts `sizeThatFits` calls per view, memo answers included.
final class AskCounter: LayoutTracer {
    var perNode: [Int: Int] = [:]
    func willSizeThatFits(node: TraceNode, proposal: ProposedViewSize, purpose: TracePurpose, asker: TraceNode?) {
        perNode[node.serial, default: 0] += 1
    }
}

/// `Font.custom` keeps its size but is drawn with the pinned Inter, which the layout reports once per name.
@Suite struct CustomFontTests {
    @Test func aCustomFontIsReportedOnce() {
        let r = layout(VStack {
            Text("a").font(.custom("Avenir", size: 30))
            Text("b").font(.custom("Avenir", size: 12))
            Text("c") + Text("d").font(.custom("Menlo", size: 20))
        })
        #expect(r.diagnostics == [.customFontSubstituted("Avenir"), .customFontSubstituted("Menlo")])
        // The size is kept: 1 character × 0.5 × 30 pt with the fake measurer.
        #expect(r.root.children[0].frame.width == 15)
        #expect(layout(Text("e")).diagnostics.isEmpty)
    }
}
