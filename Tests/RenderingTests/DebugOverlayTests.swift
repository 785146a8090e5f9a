import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

@Suite struct Outlines {
    func node(frame: CGRect, proposal: ProposedViewSize) -> FrameNode {
        FrameNode(type: "Text", frame: frame, proposal: proposal)
    }

    @Test func proposalOutlineUsesFiniteAxes() {
        let frame = CGRect(x: 5, y: 6, width: 40, height: 20)
        // Finite width only: the proposed width with the chosen height.
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: ProposedViewSize(width: 100, height: nil)))
                == CGRect(x: 5, y: 6, width: 100, height: 20))
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: ProposedViewSize(width: .infinity, height: 50)))
                == CGRect(x: 5, y: 6, width: 40, height: 50))
    }

    @Test func noOutlineWhenThereIsNothingToShow() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: .unspecified)) == nil)
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: ProposedViewSize(width: .infinity, height: .infinity))) == nil)
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: ProposedViewSize(width: 40, height: 20))) == nil)
    }

    @Test func outlinesSitOnPixelCentresInsideTheFrame() {
        // Scale 2: x 10.3…50.3 pt → pixels 20.6…100.6 → edges 21 and 101 → centres 21.5 and 100.5.
        let p = DebugOverlay.pixelOutline(CGRect(x: 10.3, y: 0, width: 40, height: 1), scale: 2)
        #expect(p.left == 21.5 && p.right == 100.5)
        #expect(p.top == 0.5 && p.bottom == 1.5)
        // Scale 3: 1/3 pt is one pixel.
        let q = DebugOverlay.pixelOutline(CGRect(x: 1.0 / 3, y: 2, width: 1, height: 1), scale: 3)
        #expect(q.left == 1.5 && q.right == 3.5 && q.top == 6.5 && q.bottom == 8.5)
    }

    @Test func anEmptyFrameIsStillOnePixel() {
        let p = DebugOverlay.pixelOutline(CGRect(x: 3, y: 3, width: 0, height: 0), scale: 2)
        #expect(p.left == 6.5 && p.right == 6.5 && p.top == 6.5 && p.bottom == 6.5)
    }

    @Test func colours() {
        #expect(DebugOverlay.red.description == "#FF3B30")
        #expect(DebugOverlay.blue.description == "#007AFF")
        #expect(DebugOverlay.lightBlue.description == "#66AFFF")
    }
}
