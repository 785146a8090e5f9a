import Foundation
import Testing
@testable import LayoutCore

/// `.mask` is laid out as an overlay; the compositing and colour modifiers only decorate
/// (docs/BEHAVIOUR.md §8, "Compositing" and "Colour effects").
@Suite struct CompositingTests {
    @Test func aMaskIsProposedTheViewsSizeAndAligned() {
        let result = layout(Color.red.frame(width: 40, height: 20).mask(alignment: .trailing) { Circle().frame(width: 10) }, width: 100)
        let root = result.root
        #expect(root.type == "mask")
        #expect(root.frame.size == CGSize(width: 40, height: 20))
        // The mask is proposed 40×20; its frame(width: 10) proposes 10×20 to the circle, which is a 10 pt
        // circle, so the mask is 10×10, at the trailing edge and centred vertically: 30, 5 within the view.
        #expect(root.children.count == 2)
        let o = root.frame.origin
        expectFrame(root.children[1].frame, rect(o.x + 30, o.y + 5, 10, 10))
        guard case .mask? = root.decorations.last else { Issue.record("\(root.decorations)"); return }
    }

    @Test func effectsDecorateWithoutChangingLayout() {
        let plain = layout(Text("abc").padding(4), width: 100)
        let decorated = layout(Text("abc").padding(4).grayscale(0.5).blendMode(.multiply).compositingGroup(), width: 100)
        #expect(plain.root.allNodes().map(\.frame) == decorated.root.allNodes().map(\.frame))
        let kinds = decorated.root.decorations.map { d -> String in
            switch d {
            case .colorFilter(.grayscale(let v)): return "grayscale \(v)"
            case .blend(let mode): return "blend \(mode)"
            case .group: return "group"
            default: return "other"
            }
        }
        #expect(kinds == ["grayscale 0.5", "blend multiply", "group"])
    }

    @Test func aNonFiniteAmountIsReportedAndTheNeutralOneUsed() {
        let result = layout(Color.red.frame(width: 10, height: 10).saturation(.nan), width: 100)
        guard case .colorFilter(.saturation(let v))? = result.root.decorations.last else {
            Issue.record("\(result.root.decorations)"); return
        }
        #expect(v == 1)
        #expect(!result.diagnostics.isEmpty)
    }
}
