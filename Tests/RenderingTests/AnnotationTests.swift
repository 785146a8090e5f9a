import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

/// Labels, legend, margin and highlight (issue 6). Label sizes come from a fixed measure so that positions
/// can be derived by hand.
@Suite struct AnnotationTests {
    /// 6 pt per character, 12 pt tall plates.
    let measure: (String) -> CGSize = { CGSize(width: CGFloat($0.count) * 6, height: 12) }

    func tree(_ view: some View, _ proposal: ProposedViewSize = ProposedViewSize(width: 300, height: 100)) -> FrameNode {
        LayoutEngine.layout(view, proposal: proposal, measurer: FixedAdvanceTextMeasurer()).root
    }

    @Test func labelTextShowsTheOfferOnlyWhereItDiffers() {
        var node = FrameNode(type: "Text", frame: CGRect(x: 0, y: 0, width: 120, height: 20),
                             proposal: ProposedViewSize(width: 300, height: nil))
        #expect(LabelPlacement.text(for: node) == "120×20 ← 300×nil")
        node.proposal = ProposedViewSize(width: 120, height: 20)
        #expect(LabelPlacement.text(for: node) == "120×20")
    }

    @Test func theFirstLabelGoesJustAboveItsFrame() {
        // One colour at (100, 40, 100, 20) in a 300×100 canvas: its label (6 × 7 characters wide) sits 1 pt
        // above its top-left corner.
        let root = tree(Color.red.frame(width: 100, height: 20))
        let p = LabelPlacement(root: root, canvas: CGRect(x: 0, y: 0, width: 300, height: 100), measure: measure)
        let label = p.labels.first { $0.isContent }
        #expect(label?.text == "100×20")
        #expect(label?.rect == CGRect(x: 100, y: 40 - 12 - 1, width: 36, height: 12))
    }

    @Test func labelsNeverOverlapEachOther() {
        // A crowded grid of small views: every label must still have its own space.
        let root = tree(VStack(spacing: 2) {
            ForEach(0..<6) { _ in
                HStack(spacing: 2) { ForEach(0..<6) { _ in Color.red.frame(width: 20, height: 10) } }
            }
        }, ProposedViewSize(width: 400, height: 300))
        let p = LabelPlacement(root: root, canvas: CGRect(x: 0, y: 0, width: 400, height: 300), measure: measure)
        #expect(p.labels.count == 36 + 7) // the colours, six HStacks and the VStack
        for (i, a) in p.labels.enumerated() {
            for b in p.labels[(i + 1)...] { #expect(!LabelPlacement.overlaps(a.rect, b.rect), "\(a) overlaps \(b)") }
        }
    }

    @Test func modifiersAreNotLabelled() {
        let root = tree(Text("Hi").padding().frame(width: 200))
        let p = LabelPlacement(root: root, canvas: CGRect(x: 0, y: 0, width: 300, height: 100), measure: measure)
        #expect(p.labels.count == 1)
        #expect(p.labels[0].isContent)
    }
}

@Suite struct LabelLimitTests {
    @Test func moreThanTheMaximumGetNoLabels() {
        func column(_ count: Int) -> FrameNode {
            var root = FrameNode(type: "VStack", frame: CGRect(x: 0, y: 0, width: 100, height: CGFloat(count) * 20),
                                 proposal: .unspecified)
            root.role = .container
            root.children = (0..<count).map { i in
                var text = FrameNode(type: "Text", frame: CGRect(x: 0, y: CGFloat(i) * 20, width: 50, height: 20),
                                     proposal: ProposedViewSize(width: 100, height: nil))
                text.role = .content
                return text
            }
            return root
        }
        let canvas = CGRect(x: 0, y: 0, width: 400, height: 100_000)
        let measure = { (_: String) in CGSize(width: 40, height: 8) }
        // The column and its texts are labelled.
        #expect(LabelPlacement.labelledCount(in: column(1_999)) == 2_000)
        #expect(LabelPlacement(root: column(1_999), canvas: canvas, measure: measure).labels.count == 2_000)
        #expect(LabelPlacement(root: column(2_000), canvas: canvas, measure: measure).labels.isEmpty)
    }
}
