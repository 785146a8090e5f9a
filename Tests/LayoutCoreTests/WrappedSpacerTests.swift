import Foundation
import Testing
@testable import LayoutCore

/// A `Spacer` inside modifiers (docs/BEHAVIOUR.md §4, "A wrapped Spacer"): a background or overlay is the
/// primary view to its stack (priority −∞ and zero spacing kept); a frame keeps the spacer's zero spacing but
/// reports priority 0, like any frame. Fake measurer: 10 pt per character, one line `line` tall.
@Suite struct WrappedSpacerTests {
    let long = "aaaa bbbb cccc dddd"   // 19 characters: 190 pt on one line

    @Test func aSpacerWithABackgroundIsStillServedLast() {
        // Priority −∞: the text's group gets 200 − the spacer's minimum 8 = 192 ≥ 190, so one line; the
        // spacer takes the remaining 10 with no gap.
        let r = layout(VStack(spacing: 0) {
            HStack {
                Text(long)
                Spacer().background(Color.red)
            }
            Text("end")
        }, width: 200)
        expectFrame(r.root[0, 0].frame, rect(0, 0, 190, line))
        expectFrame(r.root[0, 1].frame, rect(190, line / 2, 10, 0))
        // The root's height is what its children take: one line each.
        expectSize(r.root.frame.size, 200, 2 * line)
        #expect(r.root[1].frame.maxY <= r.root.frame.maxY + 1e-9)
    }

    @Test func anOverlaidSpacerToo() {
        let r = layout(HStack {
            Text(long)
            Spacer().overlay(Color.blue)
        }, width: 200)
        expectFrame(r.root[0].frame, rect(0, 0, 190, line))
    }

    @Test func aFramedSpacerKeepsItsZeroSpacing() {
        // Colour–colour would be 8; next to the framed spacer 0: 10 + 20 + 10.
        let r = layout(VStack {
            Color.red.frame(height: 10)
            Spacer().frame(height: 20)
            Color.blue.frame(height: 10)
        }, width: 50)
        expectFrame(r.root[1].frame, rect(25, 10, 0, 20))
        expectFrame(r.root[2].frame, rect(0, 30, 50, 10))
        expectSize(r.root.frame.size, 50, 40)
        // A padded spacer's padded edges are ordinary again (8 pt to the colours).
        let padded = layout(VStack {
            Color.red.frame(height: 10)
            Spacer(minLength: 4).padding(.vertical, 1)
            Color.blue.frame(height: 10)
        }, width: 50, height: 100)
        expectFrame(padded.root[1].frame, rect(25, 18, 0, 100 - 10 - 10 - 16))
    }

    @Test func aFramedSpacerHasAFramesPriority() {
        // A frame reports priority 0, so the text (flexibility 190 < ∞) is offered half of 200 and wraps
        // to "aaaa bbbb" / "cccc dddd" (90 pt); the framed spacer gets the other 110.
        let r = layout(HStack {
            Text(long)
            Spacer().frame(height: 20)
        }, width: 200)
        expectFrame(r.root[0].frame, rect(0, 0, 90, 2 * line))
        expectFrame(r.root[1].frame, rect(90, line - 10, 110, 20))
        // `fixedSize` passes the priority through, as before.
        let fixed = layout(HStack {
            Text(long)
            Spacer().fixedSize(horizontal: false, vertical: true)
        }, width: 200)
        expectFrame(fixed.root[0].frame, rect(0, 0, 190, line))
    }
}
