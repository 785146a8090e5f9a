import Foundation
import Testing
import Layoutshot

/// The seeds' own layouts, compiled verbatim (Seeds/), laid out with the deterministic fake measurer.
@Suite struct SeedLayoutTests {
    func layOut<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> LayoutResult {
        LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: height),
                            measurer: FixedAdvanceTextMeasurer())
    }

    func palette() -> some View {
        WideFirstGrid {
            Text("Choose a tile from this sample collection")
                .padding(12)
                .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
            ForEach(1...11, id: \.self) { number in
                Text("Tile \(number)")
                    .padding(12)
                    .frame(maxWidth: .infinity, minHeight: 64)
            }
        }
    }

    /// Seed 001's table: content width → columns, first cell width, rows (intro tile + 11 buttons).
    @Test(arguments: [(96, 1, 96, 12), (200, 2, 200, 7), (304, 3, 200, 5), (408, 4, 200, 4)])
    func wideFirstGridTable(width: Int, columns: Int, firstWidth: Int, rows: Int) {
        let r = layOut(palette(), width: CGFloat(width))
        let cells = r.root.children
        #expect(cells.count == 12)
        #expect(cells[0].frame.width == CGFloat(firstWidth))
        #expect(Set(cells.map(\.frame.minY)).count == rows)
        // Columns: the distinct x positions of ordinary cells.
        #expect(Set(cells.dropFirst().map(\.frame.minX)).count == columns)
        #expect(cells.dropFirst().allSatisfy { $0.frame.width == 96 })
    }

    @Test func wideFirstGridEdgeCases() {
        expectSize(layOut(WideFirstGrid {}).root.frame.size, 0, 0)
        // The intro tile alone spans both slots when two columns fit (2 × 96 + 8 = 200) without needing
        // another subview; its ideal width counts one slot (96).
        let alone = layOut(WideFirstGrid { Color.red.frame(height: 20) }, width: 200)
        expectSize(alone.root.frame.size, 200, 20)
        #expect(alone.root[0].frame.width == 200)
        #expect(layOut(WideFirstGrid { Color.red.frame(height: 20) }).root.frame.width == 96)
    }

    @Test func paletteViewLaysOut() {
        let r = layOut(PaletteView().frame(width: 440), height: 600)
        // VStack(alignment: .leading, spacing: 12) inside padding(16): the grid gets 440 − 32 = 408.
        let grid = r.root.allNodes().first { $0.type == "WideFirstGrid" }
        #expect(grid?.frame.width == 408)
        #expect(grid.map { Set($0.children.map(\.frame.minY)).count } == 4)
    }

    @Test func flowLayoutWrapsChips() {
        // 10 pt per character at 20 pt: chips "aa" 20, "bbbb" 40, "cc" 20, spacing 8, width 70:
        // row 1: 20 + 8 + 40 = 68; "cc" would reach 96 > 70 → row 2.
        let r = layOut(FlowLayout(spacing: 8) {
            Text("aa"); Text("bbbb"); Text("cc")
        }.font(.system(size: 20)), width: 70)
        let line: CGFloat = 20 * 2444 / 2048
        #expect(r.root[0].frame.origin == CGPoint(x: 0, y: 0))
        #expect(r.root[1].frame.origin == CGPoint(x: 28, y: 0))
        #expect(r.root[2].frame.origin == CGPoint(x: 0, y: line + 8))
        expectSize(r.root.frame.size, 70, 2 * line + 8)
    }

    @Test func flowLayoutAtSeveralWidths() {
        // Fake measurer at 20 pt: 10 pt per character, so "aaa" 30, "bb" 20, "cccc" 40, "d" 10; spacing 8.
        let line: CGFloat = 20 * 2444 / 2048
        func origins(_ width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
            let r = layOut(FlowLayout(spacing: 8) {
                Text("aaa"); Text("bb"); Text("cccc"); Text("d")
            }.font(.system(size: 20)), width: width)
            let minX = r.root.frame.minX, minY = r.root.frame.minY
            return (r.root.children.map { CGPoint(x: $0.frame.minX - minX, y: $0.frame.minY - minY) }, r.root.frame.size)
        }
        // 200: one row, x = 0, 30 + 8, 58 + 8, 106 + 8.
        let wide = origins(200)
        #expect(wide.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 38, y: 0), CGPoint(x: 66, y: 0), CGPoint(x: 114, y: 0)])
        expectSize(wide.size, 200, line)
        // 70: "cccc" would end at 106 > 70, so it starts row 2; "d" follows at 40 + 8 = 48 (ends at 58 ≤ 70).
        let medium = origins(70)
        #expect(medium.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 38, y: 0), CGPoint(x: 0, y: line + 8), CGPoint(x: 48, y: line + 8)])
        expectSize(medium.size, 70, 2 * line + 8)
        // 35: every chip after the first in a row would overflow, so each has its own row, "cccc" (40)
        // sticking out because a row always takes its first chip.
        let narrow = origins(35)
        #expect(narrow.origins == (0..<4).map { CGPoint(x: 0, y: CGFloat($0) * (line + 8)) })
        expectSize(narrow.size, 35, 4 * line + 3 * 8)
    }

    @Test func simpleHStackFromSeed002() {
        let r = layOut(SimpleHStack { Text("One"); Text("Two") }.font(.system(size: 20)), width: 100, height: 50)
        // Ideal widths 30 + 30; placed from bounds.minX (the stack is centred: minX = 20).
        #expect(r.root.frame.minX == 20)
        #expect(r.root[1].frame.minX == 50)
    }

    @Test func weightIsReadable() {
        struct ReadWeight: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.map { $0[Weight.self] }.reduce(0, +), height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let r = layOut(ReadWeight { Color.red.weight(3); Color.blue })
        #expect(r.root.frame.width == 4)
    }
}

func expectSize(_ actual: CGSize, _ w: CGFloat, _ h: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual.width - w) < 1e-3 && abs(actual.height - h) < 1e-3, "size \(actual) ≠ \(w)×\(h)",
            sourceLocation: sourceLocation)
}

extension FrameNode {
    subscript(_ i: Int) -> FrameNode { children[i] }
}
