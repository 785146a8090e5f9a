import Foundation
import Testing
@testable import LayoutCore

/// Seed 004's three frame forms, derived by hand from docs/BEHAVIOUR.md §3.2–3.3.
@Suite struct FrameLayoutTests {
    @Test func fixedFrameReportsItsSizeAndCentresAnOverflowingChild() {
        // The text is proposed 30×100: "Hello" breaks into "Hel" / "lo" (30 wide, 2 lines).
        let r = layout(Text("Hello").frame(width: 30, height: 100))
        expectFrame(r.root.frame, rect(0, 0, 30, 100))
        expectFrame(r.root[0].frame, rect(0, (100 - 2 * line) / 2, 30, 2 * line))
        #expect(r.root[0].proposal == ProposedViewSize(width: 30, height: 100))
    }

    @Test func fixedFrameChildMayChooseToBeLarger() {
        // A fixed 100×20 child inside a 40×40 frame: the frame stays 40×40, the child overflows centred.
        let r = layout(Color.red.frame(width: 100, height: 20).frame(width: 40, height: 40))
        expectFrame(r.root.frame, rect(0, 0, 40, 40))
        expectFrame(r.root[0].frame, rect(-30, 10, 100, 20))
    }

    @Test func oneDimensionFrameTakesTheChildsOtherDimension() {
        let r = layout(Color.red.frame(height: 20), width: 100, height: 50)
        expectFrame(r.root.frame, rect(0, 15, 100, 20))
        let text = layout(Text("Hi").frame(width: 80))
        expectFrame(text.root.frame, rect(0, 0, 80, line))
        expectFrame(text.root[0].frame, rect(30, 0, 20, line))
    }

    @Test func frameAlignmentPlacesASmallerChild() {
        let r = layout(Text("Hi").frame(width: 100, height: 40, alignment: .bottomTrailing))
        expectFrame(r.root[0].frame, rect(80, 40 - line, 20, line))
        let leading = layout(Text("Hi").frame(width: 100, height: 40, alignment: .leading))
        expectFrame(leading.root[0].frame, rect(0, (40 - line) / 2, 20, line))
    }

    @Test func maxWidthInfinityFillsTheOfferedWidth() {
        // "take the proposed width or greater"; the text keeps its own width, centred by default.
        let r = layout(Text("Hi").frame(maxWidth: .infinity), width: 300)
        expectFrame(r.root.frame, rect(0, 0, 300, line))
        expectFrame(r.root[0].frame, rect(140, 0, 20, line))
        #expect(r.root[0].proposal == ProposedViewSize(width: 300, height: nil))
    }

    @Test func maxWidthInfinityWithLeadingAlignmentPinsTheTextLeft() {
        let r = layout(Text("Hi").frame(maxWidth: .infinity, alignment: .leading), width: 300)
        expectFrame(r.root[0].frame, rect(0, 0, 20, line))
    }

    @Test func maxWidthWithAnUnspecifiedProposalIsTheChildsIdeal() {
        let r = layout(Text("Hi").frame(maxWidth: .infinity))
        expectFrame(r.root.frame, rect(0, 0, 20, line))
        #expect(r.root[0].proposal == ProposedViewSize(width: nil, height: nil))
    }

    @Test func minZeroMaxInfinityIsExactlyTheProposal() {
        // Proposed 60: the frame is 60 whatever the child; the text wraps to "Hello" / "World".
        let r = layout(Text("Hello World").frame(minWidth: 0, maxWidth: .infinity), width: 60)
        expectFrame(r.root.frame, rect(0, 0, 60, 2 * line))
        expectFrame(r.root[0].frame, rect(5, 0, 50, 2 * line))
    }

    @Test func minWidthKeepsAViewFromCollapsing() {
        let r = layout(Text("Hi").frame(minWidth: 100))
        expectFrame(r.root.frame, rect(0, 0, 100, line))
        // Proposed less than the child: the frame is the proposal clamped to the minimum (100).
        let squeezed = layout(Color.red.frame(width: 300, height: 10).frame(minWidth: 100), width: 50)
        expectFrame(squeezed.root.frame, rect(-25, 0, 100, 10))
    }

    @Test func idealSizeAnswersAnUnspecifiedProposal() {
        let r = layout(Color.red.frame(idealWidth: 80, idealHeight: 30))
        expectFrame(r.root.frame, rect(0, 0, 80, 30))
        // With a concrete proposal the ideal is ignored: a colour takes the offer.
        let offered = layout(Color.red.frame(idealWidth: 80, idealHeight: 30), width: 120, height: 50)
        expectFrame(offered.root.frame, rect(0, 0, 120, 50))
    }

    @Test func minHeightGrowsTheTileOfSeed001() {
        // `.frame(maxWidth: .infinity, minHeight: 64)` on a one-line text in a 96 pt cell.
        let r = layout(Text("Tile").frame(maxWidth: .infinity, minHeight: 64), width: 96)
        expectFrame(r.root.frame, rect(0, 0, 96, 64))
        expectFrame(r.root[0].frame, rect(28, (64 - line) / 2, 40, line))
    }

    @Test func invalidDimensionsAreIgnoredAndReported() {
        let r = layout(Color.red.frame(width: -10, height: 20), width: 50, height: 50)
        expectFrame(r.root.frame, rect(0, 15, 50, 20))
        #expect(r.diagnostics.map(\.description) == ["Invalid frame dimension (negative or non-finite): width -10; ignored"])
        let nan = layout(Color.red.frame(width: .nan, height: .infinity), width: 50, height: 50)
        expectFrame(nan.root.frame, rect(0, 0, 50, 50))
    }

    @Test func contradictoryConstraintsAreReported() {
        let r = layout(Color.red.frame(minWidth: 100, maxWidth: 50), width: 80, height: 10)
        #expect(r.diagnostics.contains(.contradictoryFrame))
    }
}
