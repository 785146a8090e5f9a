import Foundation
import Testing
import Layoutshot

/// The fixture language's built-in `FlowLayout` and `WideFirstGrid` (LayoutCore's `SeedFlowLayout` and
/// `SeedWideFirstGrid`) against the seeds' own code compiled verbatim (Seeds/): identical frame trees.
@Suite struct BuiltinSeedLayoutTests {
    /// Every node: dump line, drawing and decorations.
    func tree(_ view: some View, _ proposal: ProposedViewSize) -> String {
        let result = LayoutEngine.layout(view, proposal: proposal, measurer: FixedAdvanceTextMeasurer())
        var lines: [String] = []
        func walk(_ node: FrameNode, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + node.dumpLine + " | \(node.drawing) \(node.decorations)")
            for child in node.children { walk(child, depth + 1) }
        }
        walk(result.root, 0)
        return lines.joined(separator: "\n")
    }

    func fixtureView(_ source: String) throws -> AnyView {
        try FixtureParser.parse(source: source, path: "seed.swift").previews[0].view
    }

    static let proposals = [ProposedViewSize(width: 100, height: 600), ProposedViewSize(width: 240, height: 600),
                            ProposedViewSize(width: 336, height: 900), ProposedViewSize(width: 440, height: 900),
                            ProposedViewSize(width: nil, height: 900), ProposedViewSize(width: 0, height: 0)]

    /// Seed 001's `PaletteView`: the very file this target compiles, parsed as a fixture.
    @Test(arguments: proposals)
    func paletteViewFromTheSeedFile(_ proposal: ProposedViewSize) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Seeds/Seed001PaletteView.swift")
        let source = try String(contentsOf: file, encoding: .utf8) + "\n#Preview { PaletteView() }\n"
        let fixture = tree(try fixtureView(source), proposal)
        let swift = tree(PaletteView(), proposal)
        #expect(fixture == swift, "fixture:\n\(fixture)\nswift:\n\(swift)")
        #expect(fixture.contains("WideFirstGrid ("))
    }

    struct Chip: View {
        let text: String
        var body: some View {
            Text(text)
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color.blue.opacity(0.15)))
        }
    }

    /// Seed 000's tag chips in its `FlowLayout`.
    @Test(arguments: proposals)
    func flowLayoutChips(_ proposal: ProposedViewSize) throws {
        let source = """
        let tags = ["swift", "layout", "flow", "chips", "a longer tag", "x"]
        struct Chip: View {
            let text: String
            var body: some View {
                Text(text)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.blue.opacity(0.15)))
            }
        }
        #Preview {
            VStack {
                FlowLayout(spacing: 8) {
                    ForEach(tags, id: \\.self) { Chip(text: $0) }
                }
                FlowLayout {
                    Text("default").font(.title)
                    Color.red.frame(width: 50, height: 5)
                }
            }
        }
        """
        let tags = ["swift", "layout", "flow", "chips", "a longer tag", "x"]
        let swift = VStack {
            FlowLayout(spacing: 8) {
                ForEach(tags, id: \.self) { Chip(text: $0) }
            }
            FlowLayout {
                Text("default").font(.title)
                Color.red.frame(width: 50, height: 5)
            }
        }
        let fixture = tree(try fixtureView(source), proposal)
        #expect(fixture == tree(swift, proposal), "fixture:\n\(fixture)")
    }

    /// `WideFirstGrid` alone: empty, one cell, and the palette's tiles, at every kind of proposal.
    @Test(arguments: proposals + [ProposedViewSize(width: .infinity, height: .infinity), .unspecified])
    func wideFirstGridEdgeCases(_ proposal: ProposedViewSize) throws {
        let source = """
        HStack(alignment: .top) {
            WideFirstGrid {}
            WideFirstGrid { Color.red.frame(height: 20) }
            WideFirstGrid {
                Text("Choose a tile from this sample collection").padding(12)
                ForEach(1...11, id: \\.self) { Text("Tile \\($0)").padding(12).frame(maxWidth: .infinity, minHeight: 64) }
            }
        }
        """
        let swift = HStack(alignment: .top) {
            WideFirstGrid {}
            WideFirstGrid { Color.red.frame(height: 20) }
            WideFirstGrid {
                Text("Choose a tile from this sample collection").padding(12)
                ForEach(1...11, id: \.self) { Text("Tile \($0)").padding(12).frame(maxWidth: .infinity, minHeight: 64) }
            }
        }
        let fixture = tree(try fixtureView(source), proposal)
        #expect(fixture == tree(swift, proposal), "fixture:\n\(fixture)")
    }
}
