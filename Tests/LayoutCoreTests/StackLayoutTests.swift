import Foundation
import Testing
@testable import LayoutCore

/// The five steps of seed 004, each checked on a case where that step decides the result.
/// Widths come from the fake measurer: 10 pt per character at 20 pt.
@Suite struct StackLayoutTests {
    @Test func infiniteChildrenAcrossMakeAnInfiniteStack() {
        // Colors take the proposal, ∞ included; the stack across is then ∞ too (not ∞ − ∞).
        for view in [AnyView(HStack { Color.red; Color.blue }), AnyView(ZStack { Color.red; Color.blue.frame(width: 20) })] {
            final class RootAnswer: LayoutTracer {
                var size: CGSize?
                func didSizeThatFits(node: TraceNode, proposal: ProposedViewSize, size: CGSize, source: TraceSource) {
                    if node.serial == 1 { self.size = size }
                }
            }
            let answer = RootAnswer()
            var environment = EnvironmentValues()
            environment.font = font
            let r = LayoutEngine.layout(view, proposal: ProposedViewSize(width: 200, height: .infinity),
                                        measurer: FixedAdvanceTextMeasurer(), environment: environment, tracer: answer)
            // No invalid-size warning: only that the infinite root is drawn 0 tall.
            let infinite = CGSize(width: 200, height: CGFloat.infinity), drawn = CGSize(width: 200, height: 0)
            #expect(r.diagnostics.count == 1 && r.diagnostics.allSatisfy { $0 == .infiniteRoot(r.root.type, answered: infinite, drawn: drawn) },
                    "\(r.diagnostics)")
            #expect(answer.size == infinite)
        }
    }

    @Test func anInfiniteRootIsDrawnWithTheCanvasLengthAndSaysSo() {
        // A colour takes an ∞×∞ proposal (SwiftUI: Color fills what it is offered); a picture cannot, so its
        // frame gets the canvas's length on those axes (0: nothing finite was proposed or answered).
        let r = LayoutEngine.layout(Color.red, proposal: ProposedViewSize(width: .infinity, height: .infinity),
                                    measurer: FixedAdvanceTextMeasurer())
        #expect(r.diagnostics == [.infiniteRoot("Color", answered: CGSize(width: CGFloat.infinity, height: .infinity), drawn: .zero)])
        #expect(r.root.frame == .zero)
        // A finite answer to an infinite proposal is drawn as it is, without a warning.
        let fixed = LayoutEngine.layout(Color.red.frame(width: 30, height: 20),
                                        proposal: ProposedViewSize(width: .infinity, height: .infinity),
                                        measurer: FixedAdvanceTextMeasurer())
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.canvasSize == CGSize(width: 30, height: 20))
    }

    @Test func step1SubtractsSpacingBeforeSharing() {
        // 320 − 2 × 10 = 300 for three equally flexible colours: 100 each.
        let r = layout(HStack(spacing: 10) { Color.red; Color.green; Color.blue }, width: 320, height: 50)
        expectFrame(r.root[0].frame, rect(0, 0, 100, 50))
        expectFrame(r.root[1].frame, rect(110, 0, 100, 50))
        expectFrame(r.root[2].frame, rect(220, 0, 100, 50))
    }

    @Test func step2ProbesMinimumAndMaximum() {
        // A stack asked .zero answers its spacing; asked nil, its children's ideals (10 pt shapes).
        let stack = HStack(spacing: 8) { Color.red; Color.green; Color.blue }
        expectSize(layout(stack, width: 0, height: 0).root.frame.size, 16, 0)
        expectSize(layout(stack).root.frame.size, 3 * 10 + 2 * 8, 10)
    }

    @Test func step3ServesTheLeastFlexibleChildFirst() {
        // The capped colour (flexibility 50) is served before the free one (∞): it gets 150, keeps 50.
        let r = layout(HStack(spacing: 0) {
            Color.red
            Color.blue.frame(maxWidth: 50)
        }, width: 300, height: 20)
        expectFrame(r.root[1].frame, rect(250, 0, 50, 20))
        expectFrame(r.root[0].frame, rect(0, 0, 250, 20))
        #expect(r.root[1].proposal == ProposedViewSize(width: 150, height: 20))
        #expect(r.root[0].proposal == ProposedViewSize(width: 250, height: 20))
    }

    @Test func steps4And5ReturnUnusedSpaceToTheRest() {
        // "Hi" (20 pt, rigid) is offered 300/3 = 100 and uses 20; the colours share the 280 left.
        let r = layout(HStack(spacing: 0) { Text("Hi"); Color.red; Color.blue }, width: 300, height: 40)
        expectFrame(r.root[0].frame, rect(0, (40 - line) / 2, 20, line))
        expectFrame(r.root[1].frame, rect(20, 0, 140, 40))
        expectFrame(r.root[2].frame, rect(160, 0, 140, 40))
        #expect(r.root[0].proposal == ProposedViewSize(width: 100, height: 40))
    }

    @Test func twoSpacersShareTheRemainderEqually() {
        let r = layout(HStack(spacing: 0) { Spacer(); Text("Mid"); Spacer() }, width: 200)
        // Spacers (priority −∞) wait for "Mid" (30 pt); then split 170 in two.
        expectFrame(r.root[1].frame, rect(85, 0, 30, line))
        #expect(r.root[0].frame.width == 85)
        #expect(r.root[2].frame.width == 85)
    }

    @Test func nameValueRowFromSeed004() {
        // Spacers have priority −∞ and add no gap of their own: "Tên" 30 pt, "Giá trị" 70 pt.
        let r = layout(HStack { Text("Tên"); Spacer(); Text("Giá trị") }, width: 320, height: 44)
        expectFrame(r.root[0].frame, rect(0, (44 - line) / 2, 30, line))
        expectFrame(r.root[2].frame, rect(250, (44 - line) / 2, 70, line))
        expectFrame(r.root[1].frame, rect(30, 22, 220, 0))
    }

    @Test func layoutPriorityServesTheTitleFirst() {
        // A text's minimum width is 0, so the title "dddd eeee" (priority 1) is offered all 150 and takes
        // its 90 on one line; the subtitle gets the 60 left and wraps to "aaaa" / "bbbb" / "cccc".
        // The stack (130 wide) is centred in the 150 pt canvas.
        let r = layout(HStack(spacing: 0) {
            Text("aaaa bbbb cccc")
            Text("dddd eeee").layoutPriority(1)
        }, width: 150)
        #expect(r.root[1].proposal.width == 150)
        #expect(r.root[0].proposal.width == 60)
        expectFrame(r.root.frame, rect(10, 0, 130, 3 * line))
        expectFrame(r.root[0].frame, rect(10, 0, 40, 3 * line))
        expectFrame(r.root[1].frame, rect(50, line, 90, line))
    }

    @Test func withoutPriorityTheNarrowerTextGoesFirst() {
        // No priority: flexibility = ideal − 0, so "dddd eeee" (90) is served before "aaaa bbbb cccc"
        // (140) with 75 and wraps to 40; the other then gets 110 → "aaaa bbbb" / "cccc", 90 wide.
        let r = layout(HStack(spacing: 0) {
            Text("aaaa bbbb cccc")
            Text("dddd eeee")
        }, width: 150)
        #expect(r.root[1].proposal.width == 75)
        #expect(r.root[0].proposal.width == 110)
        expectFrame(r.root[0].frame, rect(10, 0, 90, 2 * line))
        expectFrame(r.root[1].frame, rect(100, 0, 40, 2 * line))
    }

    @Test func aStackOfferedItsIdealWidthBreaksNoWord() {
        // "BBB" (30) before "y" (10): "y" is less flexible and served first, so "BBB" keeps its 30.
        let r = layout(HStack(spacing: 0) { Text("BBB"); Text("y") }, width: 40)
        expectFrame(r.root[0].frame, rect(0, 0, 30, line))
        expectFrame(r.root[1].frame, rect(30, 0, 10, line))
    }

    @Test func lowerPriorityGroupKeepsItsMinimumReserved() {
        // A Spacer(minLength: 30) is −∞ priority: the colour gets 100 − 30 and the spacer its 30.
        let r = layout(HStack(spacing: 0) { Color.red; Spacer(minLength: 30) }, width: 100, height: 10)
        expectFrame(r.root[0].frame, rect(0, 0, 70, 10))
        expectFrame(r.root[1].frame, rect(70, 5, 30, 0))
    }

    @Test func overflowingChildrenMakeTheStackWider() {
        // Two 100 pt fixed frames in 150: the stack reports 208 and is centred in the canvas.
        let r = layout(HStack {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }, width: 150, height: 10)
        expectFrame(r.root.frame, rect(-29, 0, 208, 10))
        expectFrame(r.root[1].frame, rect(79, 0, 100, 10))
    }

    @Test func vstackAlignmentLeadingAndTrailing() {
        let leading = layout(VStack(alignment: .leading, spacing: 0) { Text("Hi"); Text("Hello") })
        expectFrame(leading.root[0].frame, rect(0, 0, 20, line))
        expectFrame(leading.root[1].frame, rect(0, line, 50, line))
        let trailing = layout(VStack(alignment: .trailing, spacing: 0) { Text("Hi"); Text("Hello") })
        expectFrame(trailing.root[0].frame, rect(30, 0, 20, line))
        let center = layout(VStack(spacing: 0) { Text("Hi"); Text("Hello") })
        expectFrame(center.root[0].frame, rect(15, 0, 20, line))
    }

    @Test func hstackTopAndBottomAlignment() {
        let view = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 10)
        }
        expectFrame(layout(view).root[1].frame, rect(10, 0, 10, 10))
        let bottom = HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 10)
        }
        expectFrame(layout(bottom).root[1].frame, rect(10, 30, 10, 10))
    }

    @Test func firstTextBaselineAlignsTextsOfDifferentSizes() {
        // Baseline = ascent = size × 1950/2048. The 40 pt text's baseline is 19.04 pt lower than the
        // 20 pt text's, so the small text moves down by that much.
        let r = layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.system(size: 40))
            Text("b")
        })
        let big: CGFloat = 40 * 1950 / 2048, small: CGFloat = 20 * 1950 / 2048
        expectFrame(r.root[0].frame, rect(0, 0, 20, 40 * 2444 / 2048))
        expectFrame(r.root[1].frame, rect(20, big - small, 10, line))
    }

    @Test func customGuideLinesUpValuesAcrossRows() {
        // Seed 004's valueColumn: each row marks its value's leading edge; the VStack shifts rows so the
        // marks share one x. Labels are 10 and 30 pt wide, so values start at x = 30.
        let r = layout(VStack(alignment: .valueColumn, spacing: 0) {
            HStack(spacing: 0) {
                Text("A")
                Text("x").alignmentGuide(.valueColumn) { $0[.leading] }
            }
            HStack(spacing: 0) {
                Text("BBB")
                Text("y").alignmentGuide(.valueColumn) { $0[.leading] }
            }
        })
        #expect(r.root[0, 1].frame.minX == 30)
        #expect(r.root[1, 1].frame.minX == 30)
        expectFrame(r.root[0].frame, rect(20, 0, 20, line))
        expectFrame(r.root.frame, rect(0, 0, 40, 2 * line))
    }

    @Test func defaultSpacingIsEightBetweenShapes() {
        let r = layout(HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) })
        expectFrame(r.root[1].frame, rect(18, 0, 10, 10))
    }
}

extension HorizontalAlignment {
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}
