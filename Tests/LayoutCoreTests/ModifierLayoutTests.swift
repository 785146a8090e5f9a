import Foundation
import Testing
@testable import LayoutCore

@Suite struct PaddingTests {
    @Test func defaultPaddingIsSixteenOnIOS() {
        let r = layout(Text("Hi").padding())
        expectFrame(r.root.frame, rect(0, 0, 20 + 32, line + 32))
        expectFrame(r.root[0].frame, rect(16, 16, 20, line))
    }

    @Test func edgeSetsAndLengths() {
        expectFrame(layout(Text("Hi").padding(.horizontal, 8)).root.frame, rect(0, 0, 36, line))
        expectFrame(layout(Text("Hi").padding(.top)).root[0].frame, rect(0, 16, 20, line))
        expectFrame(layout(Text("Hi").padding(5)).root.frame, rect(0, 0, 30, line + 10))
    }

    @Test func edgeInsetsPlaceTheChild() {
        let r = layout(Text("Hi").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        expectFrame(r.root.frame, rect(0, 0, 26, line + 4))
        expectFrame(r.root[0].frame, rect(2, 1, 20, line))
    }

    @Test func proposalShrinksByTheInsetsButNeverBelowZero() {
        let r = layout(Color.red.padding(10), width: 100, height: 50)
        #expect(r.root[0].proposal == ProposedViewSize(width: 80, height: 30))
        let tight = layout(Color.red.padding(30), width: 40, height: 40)
        #expect(tight.root[0].proposal == ProposedViewSize(width: 0, height: 0))
        // Reported size = child + insets, even beyond the proposal.
        expectFrame(tight.root.frame, rect(-10, -10, 60, 60))
    }

    @Test func seed003RedBorderInsideBlueBorder() {
        // The card chooses 100×50; padding adds 16 each side; the borders are attributes of each node.
        let r = layout(Color.gray.frame(width: 100, height: 50).border(Color.red).padding().border(Color.blue))
        expectFrame(r.root.frame, rect(0, 0, 132, 82))
        expectFrame(r.root[0].frame, rect(16, 16, 100, 50))
        guard case .border(let outer, let w)? = r.root.decorations.first,
              case .border(let inner, _)? = r.root[0].decorations.first else {
            Issue.record("borders missing")
            return
        }
        #expect(outer == .color(Color.blue.resolve(in: .light)) && w == 1)
        #expect(inner == .color(Color.red.resolve(in: .light)))
    }
}

@Suite struct FixedSizeTests {
    @Test func fixedSizeTakesTheIdealSizeWhateverIsOffered() {
        // In a 50 pt stack the fixed text keeps its 110 pt line and overflows.
        let r = layout(HStack { Text("Hello World").fixedSize() }, width: 50)
        expectFrame(r.root[0].frame, rect(-30, 0, 110, line))
        #expect(r.root[0, 0].proposal == .unspecified)
    }

    @Test func verticalFixedSizeTakesAllTheHeightTheTextNeeds() {
        // Seed 003: accept the offered width (60), take all the height. 3 lines overflow a 30 pt frame.
        let fixed = layout(Text("aaaa bbbb cccc").fixedSize(horizontal: false, vertical: true)
            .frame(width: 60, height: 30))
        expectFrame(fixed.root[0].frame, rect(10, (30 - 3 * line) / 2, 40, 3 * line))
        #expect(fixed.root[0, 0].proposal == ProposedViewSize(width: 60, height: nil))
        // Without it the text is held to the one line that fits in 30 pt and truncated.
        let clipped = layout(Text("aaaa bbbb cccc").frame(width: 60, height: 30))
        expectFrame(clipped.root[0].frame, rect(0, (30 - line) / 2, 60, line))
    }

    @Test func fixedSizePassesThePriorityThrough() {
        // A fixed Spacer keeps its −∞ priority; a frame around one resets it to 0.
        let r = layout(HStack(spacing: 0) {
            Spacer().fixedSize()
            Color.red
        }, width: 100, height: 10)
        expectFrame(r.root[1].frame, rect(8, 0, 92, 10))
    }

    @Test func colorFixedSizeIsTenByTen() {
        expectFrame(layout(Color.red.fixedSize(), width: 300, height: 300).root.frame, rect(145, 145, 10, 10))
    }
}

@Suite struct OverlayAndOffsetTests {
    @Test func backgroundTakesThePrimarysSize() {
        let r = layout(Text("Hi").padding(4).background(Color.blue), width: 100, height: 100)
        let size = CGSize(width: 28, height: line + 8)
        expectFrame(r.root.frame, rect((100 - 28) / 2, (100 - size.height) / 2, 28, size.height))
        // Drawing order: background first, then the primary; a Color background is that Color.
        #expect(r.root[0].type == "Color")
        expectFrame(r.root[0].frame, r.root.frame)
        #expect(r.root[1].type == "padding")
    }

    @Test func overlayAlignment() {
        let r = layout(Color.red.frame(width: 100, height: 50)
            .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10) })
        expectFrame(r.root[1].frame, rect(90, 0, 10, 10))
    }

    /// Apple: the alignment "positions the implicit ZStack that groups the foreground views". By hand, on a
    /// 100 × 60 view aligned at the bottom: the 40 × 40 and 20 × 10 views form a 40 × 40 stack at
    /// (30, 20); inside it the smaller is centred at (40, 35), not at the bottom (40, 50).
    @Test func severalOverlayViewsAreCentredOnOneAnotherAndPlacedAsAStack() {
        let r = layout(Color.red.frame(width: 100, height: 60)
            .overlay(alignment: .bottom) {
                Color.blue.frame(width: 40, height: 40)
                Color.green.frame(width: 20, height: 10)
            }, width: 100, height: 60)
        #expect(r.root[1].type == "ZStack")
        expectFrame(r.root[1].frame, rect(30, 20, 40, 40))
        expectFrame(r.root[1, 0].frame, rect(30, 20, 40, 40))
        expectFrame(r.root[1, 1].frame, rect(40, 35, 20, 10))
        let behind = layout(Color.red.frame(width: 100, height: 60)
            .background(alignment: .topLeading) {
                Color.blue.frame(width: 40, height: 40)
                Color.green.frame(width: 20, height: 10)
            }, width: 100, height: 60)
        expectFrame(behind.root[0].frame, rect(0, 0, 40, 40))
        expectFrame(behind.root[0, 1].frame, rect(10, 15, 20, 10))
    }

    @Test func offsetMovesTheDrawingNotTheLayout() {
        let r = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7)
            Color.blue.frame(width: 10, height: 10)
        })
        expectFrame(r.root[0].frame, rect(0, 0, 10, 10))
        expectFrame(r.root[0, 0].frame, rect(5, 7, 10, 10))
        expectFrame(r.root[1].frame, rect(10, 0, 10, 10))
    }
}

/// `rotationEffect` and `scaleEffect`: drawing only (SwiftUI: they "don't change the layout").
@Suite struct GeometryEffectTests {
    @Test func layoutIsUnchanged() {
        let plain = layout(HStack { Color.red.frame(width: 40, height: 10); Text("ab") })
        let turned = layout(HStack {
            Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(45)).scaleEffect(2)
            Text("ab").scaleEffect(x: 3, y: 0.5, anchor: .bottom)
        })
        #expect(plain.root.allNodes().map(\.frame) == turned.root.allNodes().map(\.frame))
        // Outermost last, as every decoration: rotation applied to the frame, then the scale.
        guard case .transform(let rotation)? = turned.root[0].decorations.first,
              case .transform(let scale)? = turned.root[0].decorations.last else {
            Issue.record("no transforms: \(turned.root[0].decorations)")
            return
        }
        #expect(rotation.rotation == .degrees(45) && scale.scale == CGSize(width: 2, height: 2))
    }

    /// By hand: 90° about the centre (50, 25) of (0, 0, 100, 50) takes the right middle (100, 25) to
    /// (50, 75) (clockwise, y down); a scale of (2, 0.5) about the top-leading corner (10, 20) takes
    /// (15, 30) to (20, 25).
    @Test func matrices() {
        func apply(_ t: DrawingTransform, _ frame: CGRect, _ p: CGPoint) -> CGPoint {
            let m = t.matrix(in: frame)
            return CGPoint(x: m.a * p.x + m.c * p.y + m.tx, y: m.b * p.x + m.d * p.y + m.ty)
        }
        let turned = apply(DrawingTransform(rotation: .degrees(90)), CGRect(x: 0, y: 0, width: 100, height: 50),
                           CGPoint(x: 100, y: 25))
        #expect(abs(turned.x - 50) < 1e-9 && abs(turned.y - 75) < 1e-9)
        let scaled = apply(DrawingTransform(scale: CGSize(width: 2, height: 0.5), anchor: .topLeading),
                           CGRect(x: 10, y: 20, width: 40, height: 40), CGPoint(x: 15, y: 30))
        #expect(abs(scaled.x - 20) < 1e-9 && abs(scaled.y - 25) < 1e-9)
        #expect(Angle(degrees: 180).radians == .pi && Angle.radians(.pi / 2).degrees == 90)
    }
}
