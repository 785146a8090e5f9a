import Foundation
import Testing
@testable import LayoutCore

@Suite struct GridLayoutTests {
    @Test func columnsAreAsWideAsTheirWidestCell() {
        // Column 0: max("A" 10, "CC" 20) = 20; column 1: max("BBB" 30, "D" 10) = 30.
        let r = layout(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow { Text("A"); Text("BBB") }
            GridRow { Text("CC"); Text("D") }
        })
        expectFrame(r.root.frame, rect(0, 0, 60, 2 * line + 5))
        expectFrame(r.root[0].frame, rect(5, 0, 10, line))          // centred in 20
        expectFrame(r.root[1].frame, rect(30, 0, 30, line))
        expectFrame(r.root[2].frame, rect(0, line + 5, 20, line))
        expectFrame(r.root[3].frame, rect(40, line + 5, 10, line))  // centred in 30 from x = 30
    }

    @Test func columnAlignmentComesFromACell() {
        let r = layout(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow { Text("A").gridColumnAlignment(.leading); Text("BBB") }
            GridRow { Text("CC"); Text("D") }
        })
        #expect(r.root[0].frame.minX == 0)
    }

    @Test func aViewOutsideARowSpansTheGrid() {
        // The divider does not widen the grid (unsized horizontally) but is offered its full width.
        let r = layout(Grid {
            GridRow { Text("A"); Text("B") }
            Divider().gridCellUnsizedAxes(.horizontal)
        })
        expectFrame(r.root.frame, rect(0, 0, 28, line + 8 + 1.0 / 3))
        expectFrame(r.root[2].frame, rect(0, line + 8, 28, 1.0 / 3))
    }

    @Test func aSpanningCellWidensItsColumnsEvenly() {
        let r = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Text("AAAA").gridCellColumns(2) }
            GridRow { Text("B"); Text("C") }
        })
        expectFrame(r.root.frame, rect(0, 0, 40, 2 * line))
        expectFrame(r.root[1].frame, rect(5, line, 10, line))
        expectFrame(r.root[2].frame, rect(25, line, 10, line))
    }

    /// Columns of 40 and 60 with a 10 gap hold 110: a spanning cell of 100 fits and widens nothing (each column
    /// stays as wide as its widest cell); one of 150 needs 40 more, 20 for each column.
    @Test(arguments: [(CGFloat(100), CGFloat(40), CGFloat(60)), (150, 60, 80)])
    func aSpanningCellWidensOnlyByWhatItNeeds(span: CGFloat, first: CGFloat, second: CGFloat) {
        let r = layout(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 20)
            }
            GridRow { Color.purple.frame(width: span, height: 10).gridCellColumns(2) }
        })
        let width = first + 10 + second
        expectFrame(r.root.frame, rect(0, 0, width, 35))
        expectFrame(r.root[0].frame, rect((first - 40) / 2, 0, 40, 20))
        expectFrame(r.root[1].frame, rect(first + 10 + (second - 60) / 2, 0, 60, 20))
        expectFrame(r.root[2].frame, rect((width - span) / 2, 25, span, 10))
    }

    @Test func flexibleCellsShareWhatIsLeft() {
        let r = layout(Grid(horizontalSpacing: 0) {
            GridRow { Text("A"); Color.red }
        }, width: 100)
        expectFrame(r.root[0].frame, rect(0, 0, 10, line))
        expectFrame(r.root[1].frame, rect(10, 0, 90, line))
    }

    @Test func cellAnchorAndRowAlignment() {
        let r = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) {
                Color.red.frame(width: 40, height: 40)
                Text("x")
                Text("y").gridCellAnchor(.bottomTrailing)
            }
        })
        expectFrame(r.root[1].frame, rect(40, 0, 10, line))
        expectFrame(r.root[2].frame, rect(50, 40 - line, 10, line))
    }
}

@Suite struct LazyGridLayoutTests {
    @Test func clampedColumnsRenderWiderThanReported() {
        // TiS's example: proposed 200, columns flexible() and flexible(minimum: 120), spacing 8.
        // Sizing: 192 / 2 = 96 and max(96, 120) = 120 → the grid reports 224. Placing from 224:
        // 216 / 2 = 108 and 120, so the cells span 236 and overflow the grid's frame by 12.
        let r = layout(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible(minimum: 120))]) {
            Color.red
            Color.blue
        }, width: 200)
        expectFrame(r.root.frame, rect(-12, 0, 224, 10))
        expectFrame(r.root[0].frame, rect(-12, 0, 108, 10))
        expectFrame(r.root[1].frame, rect(104, 0, 120, 10))
    }

    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() {
        // ⌊(300 + 8) / (80 + 8)⌋ = 3 columns of (300 − 16) / 3; five cells make two rows.
        let r = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<5) { _ in Color.red }
        }, width: 300)
        let w: CGFloat = 284.0 / 3
        expectFrame(r.root.frame, rect(0, 0, 300, 28))
        expectFrame(r.root[2].frame, rect(2 * (w + 8), 0, w, 10))
        expectFrame(r.root[4].frame, rect(w + 8, 18, w, 10))
    }

    @Test func fixedColumnsFirstThenTheRest() {
        let r = layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], spacing: 4) {
            Text("A"); Color.red; Text("B"); Color.blue
        }, width: 200)
        expectFrame(r.root[1].frame, rect(58, 0, 142, line))
        expectFrame(r.root[2].frame, rect(20, line + 4, 10, line))
    }

    @Test func lazyHGridFillsColumnsTopToBottom() {
        let r = layout(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 0) {
            Text("A"); Text("B"); Text("CCC")
        })
        // Two 20 pt rows 8 apart; columns as wide as their widest cell (10, then 30), no gap between.
        expectFrame(r.root.frame, rect(0, 0, 40, 48))
        expectFrame(r.root[1].frame, rect(0, 28 + (20 - line) / 2, 10, line))
        expectFrame(r.root[2].frame, rect(10, (20 - line) / 2, 30, line))
    }
}
