import Foundation
import Testing
@testable import LayoutCore

@Suite struct ContainerTests {
    @Test func scrollViewProposesNilAlongItsAxisAndHugsAcross() {
        let r = layout(ScrollView { Color.red.frame(height: 500); Text("Hi") }, width: 300, height: 400)
        // Content: an implicit VStack proposed 300×nil; the scroll view takes the 400 offered.
        expectFrame(r.root.frame, rect(0, 0, 300, 400))
        #expect(r.root[0].proposal == ProposedViewSize(width: 300, height: nil))
        // Gap above a text: s = 10 % of the line rounded up to 1/3 pt, D = line + s, gap = D − ascent.
        let s = (0.1 * line * 3).rounded(.up) / 3
        expectFrame(r.root[0].frame, rect(0, 0, 300, 500 + (line + s - 20 * 1950 / 2048) + line))
        let narrow = layout(ScrollView { Text("Hi") }, width: 300, height: 400)
        expectFrame(narrow.root.frame, rect(140, 0, 20, 400))
    }

    @Test func viewThatFitsShowsTheFirstThatFits() {
        let r = layout(ViewThatFits { Text("A long label"); Text("Short") }, width: 60)
        #expect(r.root.children.count == 1)
        #expect(r.root[0].text == "Short")
        let roomy = layout(ViewThatFits { Text("A long label"); Text("Short") }, width: 200)
        #expect(roomy.root[0].text == "A long label")
        let none = layout(ViewThatFits { Text("A long label"); Text("Short") }, width: 10)
        #expect(none.root[0].text == "Short")
    }

    @Test func geometryReaderTakesTheOfferAndPlacesTopLeading() {
        let r = layout(GeometryReader { proxy in Text("\(Int(proxy.size.width))") }, width: 200, height: 100)
        expectFrame(r.root.frame, rect(0, 0, 200, 100))
        #expect(r.root[0].text == "200")
        expectFrame(r.root[0].frame, rect(0, 0, 30, line))
        expectFrame(layout(GeometryReader { _ in EmptyView() }).root.frame, rect(0, 0, 10, 10))
    }

    @Test func aspectRatioFitAndFill() {
        // TiS: Color.red.aspectRatio(1.5, contentMode: .fit) in 100×200 → 100 × 66.67.
        let fit = layout(Color.red.aspectRatio(1.5, contentMode: .fit), width: 100, height: 200)
        expectFrame(fit.root.frame, rect(0, (200 - 200.0 / 3) / 2, 100, 200.0 / 3))
        // Fill: the smallest 1.5 box covering 100×200 is 300×200; the colour overflows centred.
        let fill = layout(Color.red.aspectRatio(1.5, contentMode: .fill), width: 100, height: 200)
        expectFrame(fill.root.frame, rect(-100, 0, 300, 200))
        // One axis proposed: that axis alone sets the scale.
        let oneAxis = layout(Color.red.aspectRatio(2, contentMode: .fit).fixedSize(horizontal: false, vertical: true), width: 100)
        expectFrame(oneAxis.root.frame, rect(0, 0, 100, 50))
    }

    @Test func positionCentresTheChildAtThePoint() {
        let r = layout(Text("Hi").position(x: 50, y: 40), width: 200, height: 100)
        expectFrame(r.root.frame, rect(0, 0, 200, 100))
        expectFrame(r.root[0].frame, rect(40, 40 - line / 2, 20, line))
    }

    @Test func rightToLeftMirrorsStacks() {
        let r = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }.environment(\.layoutDirection, .rightToLeft))
        expectFrame(r.root[0].frame, rect(20, 0, 10, 10))
        expectFrame(r.root[1].frame, rect(0, 0, 20, 10))
        // Leading padding lands on the right.
        let padded = layout(Color.red.frame(width: 10, height: 10).padding(.leading, 5)
            .environment(\.layoutDirection, .rightToLeft))
        expectFrame(padded.root[0].frame, rect(0, 0, 10, 10))
    }

    @Test func dividerIsVerticalInAnHStack() {
        let r = layout(HStack(spacing: 0) { Text("A"); Divider(); Text("B") })
        expectFrame(r.root[1].frame, rect(10, 0, 1.0 / 3, line))
        let v = layout(VStack(spacing: 0) { Text("A"); Divider() })
        expectFrame(v.root[1].frame, rect(0, line, 10, 1.0 / 3))
    }

    @Test func hiddenKeepsItsSpace() {
        let r = layout(HStack(spacing: 0) { Text("A").hidden(); Text("B") })
        expectFrame(r.root[1].frame, rect(10, 0, 10, line))
        guard case .hidden? = r.root[0].decorations.first else {
            Issue.record("not hidden")
            return
        }
    }
}

/// `LayoutValueKey`: the value belongs to the view-list element, so a modifier after it keeps it
/// (docs/BEHAVIOUR.md §15).
@Suite struct LayoutValueKeyTests {
    struct Width: LayoutValueKey { static let defaultValue: CGFloat = 5 }

    /// Gives every subview the width its key asks for, side by side.
    struct KeyedRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.map { $0[Width.self] }.reduce(0, +), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: subview[Width.self], height: 10))
                x += subview[Width.self]
            }
        }
    }

    @Test func aValueSurvivesLaterModifiersAndDefaults() {
        let r = layout(KeyedRow {
            Color.red.layoutValue(key: Width.self, value: 30).padding(2)
            Color.blue
        })
        // 30 from the key through the padding, 5 by default.
        expectSize(r.root.frame.size, 35, 10)
        expectFrame(r.root[1].frame, rect(30, 0, 5, 10))
    }
}
