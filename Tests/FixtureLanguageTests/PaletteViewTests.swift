import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

/// Seed 001's `PaletteView`, verbatim from the seed (its lines lost their indentation there), with the built-in
/// `WideFirstGrid`.
let seed001PaletteView = #"""
struct PaletteView: View {
@State private var selectedNumber: Int? = nil
var body: some View {
VStack(alignment: .leading, spacing: 12) {
Text("Tile palette")
.font(.title2)
Text(selectedNumber.map { "Selected tile: \($0)" }
?? "Choose a numbered tile")
ScrollView {
WideFirstGrid {
Text("Choose a tile from this sample collection")
.font(.headline)
.padding(12)
.frame(
maxWidth: .infinity,
minHeight: 64,
alignment: .leading
)
.background(
Color.blue.opacity(0.12),
in: RoundedRectangle(cornerRadius: 10)
)
ForEach(1...11, id: \.self) { number in
Button {
selectedNumber = number
} label: {
Text("Tile \(number)")
.padding(12)
.frame(maxWidth: .infinity, minHeight: 64)
.background(
Color.gray.opacity(0.12),
in: RoundedRectangle(cornerRadius: 10)
)
}
.buttonStyle(.plain)
}
}
.frame(maxWidth: .infinity, alignment: .leading)
}
}
.padding(16)
}
}
"""#

/// The same view compiled in Swift against LayoutCore's built-in grid.
private struct SwiftPaletteView: View {
    @State private var selectedNumber: Int? = nil
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Tile palette")
                .font(.title2)
            Text(selectedNumber.map { "Selected tile: \($0)" }
                 ?? "Choose a numbered tile")
            ScrollView {
                SeedWideFirstGrid {
                    Text("Choose a tile from this sample collection")
                        .font(.headline)
                        .padding(12)
                        .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
                        .background(Color.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                    ForEach(1...11, id: \.self) { number in
                        Button {
                            selectedNumber = number
                        } label: {
                            Text("Tile \(number)")
                                .padding(12)
                                .frame(maxWidth: .infinity, minHeight: 64)
                                .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(16)
    }
}

@Suite struct PaletteViewTests {
    @Test func parsesAndMatchesSwift() {
        expectSame(seed001PaletteView + "\n#Preview { PaletteView().frame(width: 440) }",
                   SwiftPaletteView().frame(width: 440), ProposedViewSize(width: nil, height: 600))
    }

    /// Seed 001's table: grid content width 96/200/304/408 → 1/2/3/4 columns, first cell 96/200/200/200,
    /// 12/7/5/4 rows (the palette's padding is 16 on each side).
    @Test(arguments: [(96, 1, 96, 12), (200, 2, 200, 7), (304, 3, 200, 5), (408, 4, 200, 4)])
    func followsTheSeedTable(width: Int, columns: Int, firstWidth: Int, rows: Int) throws {
        let preview = try previews(seed001PaletteView + "\n#Preview { PaletteView() }")[0]
        let result = LayoutEngine.layout(preview.view, proposal: ProposedViewSize(width: CGFloat(width + 32), height: 2000),
                                         measurer: FixedAdvanceTextMeasurer())
        let grid = try #require(result.root.allNodes().first { $0.type == "WideFirstGrid" })
        #expect(grid.frame.width == CGFloat(width))
        #expect(grid.children.count == 12)
        #expect(grid.children[0].frame.width == CGFloat(firstWidth))
        #expect(Set(grid.children.map(\.frame.minY)).count == rows)
        #expect(Set(grid.children.dropFirst().map(\.frame.minX)).count == columns)
    }
}
