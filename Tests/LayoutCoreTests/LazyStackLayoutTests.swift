import Foundation
import Testing
@testable import LayoutCore

/// LazyVStack and LazyHStack (docs/BEHAVIOUR.md §10a). The fake measurer: 10 pt per character, one line is
/// `line` tall; a Color's ideal side is 10.
@Suite struct LazyStackLayoutTests {
    @Test func aLazyVStackTakesTheProposedWidthWhereAVStackHugsItsChildren() {
        // Children 20 (“AB”) and 30 wide; offered 300 × nil, as a vertical scroll view offers its content.
        // Height: line + 4 + 12 either way; width 300 for the lazy stack, 30 (the widest child) for the VStack.
        let lazy = layout(LazyVStack(spacing: 4) {
            Text("AB")
            Color.red.frame(width: 30, height: 12)
        }, width: 300)
        expectFrame(lazy.root.frame, rect(0, 0, 300, line + 4 + 12))
        // Centred in the 300: (300 − 20) / 2 and (300 − 30) / 2.
        expectFrame(lazy.root[0].frame, rect(140, 0, 20, line))
        expectFrame(lazy.root[1].frame, rect(135, line + 4, 30, 12))

        let eager = layout(VStack(spacing: 4) {
            Text("AB")
            Color.red.frame(width: 30, height: 12)
        }, width: 300)
        expectSize(eager.root.frame.size, 30, line + 4 + 12)
    }

    @Test func leadingAndTrailingAlignmentPutTheChildrenAtTheStacksEdges() {
        let leading = layout(LazyVStack(alignment: .leading, spacing: 0) {
            Text("AB")
            Text("ABCD")
        }, width: 200)
        expectFrame(leading.root[0].frame, rect(0, 0, 20, line))
        expectFrame(leading.root[1].frame, rect(0, line, 40, line))
        let trailing = layout(LazyVStack(alignment: .trailing, spacing: 0) {
            Text("AB")
            Text("ABCD")
        }, width: 200)
        expectFrame(trailing.root[0].frame, rect(180, 0, 20, line))
        expectFrame(trailing.root[1].frame, rect(160, line, 40, line))
    }

    @Test func childrenTakeTheirIdealLengthAlongTheStackWhateverTheStackIsOffered() {
        // Offered 200 × 400, a VStack would share the 400 between the two colours; a lazy stack offers each
        // nil along its axis, so each is 10 tall (a Color's ideal) and 200 wide, and the stack 10 + 8 + 10,
        // centred in the 400 pt canvas: (400 − 28) / 2 = 186.
        let r = layout(LazyVStack {
            Color.red
            Color.blue
        }, width: 200, height: 400)
        expectFrame(r.root.frame, rect(0, 186, 200, 28))
        expectFrame(r.root[0].frame, rect(0, 186, 200, 10))
        expectFrame(r.root[1].frame, rect(0, 204, 200, 10))
    }

    @Test func anUnspecifiedWidthIsTheWidestChilds() {
        let r = layout(LazyVStack(spacing: 0) {
            Text("AB")
            Text("ABCDEF")
        })
        expectFrame(r.root.frame, rect(0, 0, 60, 2 * line))
        expectFrame(r.root[0].frame, rect(20, 0, 20, line))
    }

    @Test func inAScrollViewTheStackIsTheViewportsWidthAndAsLongAsItsRows() {
        // Five 30 pt rows 8 apart: 5 × 30 + 4 × 8 = 182 tall, past the 100 pt viewport (cut when drawn).
        let r = layout(ScrollView {
            LazyVStack {
                ForEach(0..<5) { _ in Color.red.frame(width: 50, height: 30) }
            }
        }, width: 320, height: 100)
        expectFrame(r.root.frame, rect(0, 0, 320, 100))
        expectFrame(r.root[0].frame, rect(0, 0, 320, 182))
        expectFrame(r.root[0, 4].frame, rect(135, 152, 50, 30))
    }

    @Test func aLazyHStackTakesTheProposedHeightAndEachChildsIdealWidth() {
        // In a horizontal scroll view 160 tall: the stack is 160 tall, its children centred in it, each its
        // ideal width; 20 + 12 + 30 = 62 long.
        let r = layout(ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                Text("AB")
                Color.red.frame(width: 30, height: 40)
            }
        }, width: 390, height: 160)
        expectFrame(r.root[0].frame, rect(0, 0, 62, 160))
        expectFrame(r.root[0, 0].frame, rect(0, (160 - line) / 2, 20, line))
        expectFrame(r.root[0, 1].frame, rect(32, 60, 30, 40))
        // At the root, 50 wide and 160 tall, centred in the 390 pt canvas at x = 170.
        let top = layout(LazyHStack(alignment: .top, spacing: 0) { Text("AB"); Color.red.frame(width: 30, height: 40) },
                         width: 390, height: 160)
        expectFrame(top.root.frame, rect(170, 0, 50, 160))
        expectFrame(top.root[1].frame, rect(190, 0, 30, 40))
    }

    @Test func sectionsAreTheirHeaderRowsAndFooterOneAfterTheOtherWithPinnedViewsAtOffsetZero() {
        // Outside a list a Section is its header, rows and footer; pinned headers and footers sit where they
        // would anyway at scroll offset 0, so pinning changes no frame: header 0…line, row line…line + 20,
        // footer below, the stack 2 × line + 20 tall and 240 wide.
        func stack(_ pinned: PinnedScrollableViews) -> LayoutResult {
            layout(LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned) {
                Section {
                    Color.red.frame(height: 20)
                } header: {
                    Text("H")
                } footer: {
                    Text("F")
                }
            }, width: 240)
        }
        let pinned = stack([.sectionHeaders, .sectionFooters])
        expectFrame(pinned.root.frame, rect(0, 0, 240, 2 * line + 20))
        expectFrame(pinned.root[0].frame, rect(0, 0, 10, line))
        expectFrame(pinned.root[1].frame, rect(0, line, 240, 20))
        expectFrame(pinned.root[2].frame, rect(0, line + 20, 10, line))
        #expect(stack([]).root.textDump() == pinned.root.textDump())
    }

    @Test func aDividerInALazyVStackIsHorizontal() {
        let r = layout(LazyVStack(spacing: 0) { Text("A"); Divider() }, width: 100)
        expectFrame(r.root[1].frame, rect(0, line, 100, 1.0 / 3))
    }
}
