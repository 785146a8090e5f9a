import Foundation
import Testing
import LayoutCore
@testable import FixtureLanguage

let fuzzBase = """
    import SwiftUI
    let tags = ["swift", "layout"]
    struct Chip: View {
        let text: String
        var color: Color = .blue
        var body: some View {
            Text("Chip \\(text)").padding(.horizontal, 8).background(color.opacity(0.2), in: Capsule())
        }
    }
    #Preview("Row", traits: .fixedLayout(width: 320, height: 44)) {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            ForEach(tags, id: \\.self) { Chip(text: $0) }
            if tags.count > 1 { Spacer() } else { Text("one") }
            Text("x").alignmentGuide(.leading) { d in d[.trailing] - 2 }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    """

let fuzzBaseWithGuidesAndActions = """
    // layoutshot: --platform macos --rtl
    extension HorizontalAlignment {
        private enum ValueColumn: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
        }
        static let valueColumn = HorizontalAlignment(ValueColumn.self)
    }
    struct Palette: View {
        @State private var selected: Int? = nil
        var body: some View {
            VStack(alignment: .valueColumn) {
                Text(selected.map { "Tile \\($0)" } ?? "None").lineLimit(2...)
                GeometryReader { proxy in Text("\\(Int(proxy.size.width / 2))") }
                WideFirstGrid {
                    ForEach(1...3, id: \\.self) { n in
                        Button { selected = n; for i in 0..<n { print(i) } } label: { Text("\\(n)") }
                            .buttonStyle(.plain)
                    }
                }
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 2)) { Text("a").gridCellColumns(1) }
            }
        }
    }
    #Preview { ScrollView { Palette() } }
    """

/// Mutated fixtures must parse or fail with a FixtureError: never crash, never hang; what parses lays out.
/// `FIXTURE_FUZZ_CASES=30000` runs more cases locally.
@Test(arguments: [fuzzBase, fuzzBaseWithGuidesAndActions])
func mutatedFixturesNeverCrash(_ base: String) {
    let cases = Int(ProcessInfo.processInfo.environment["FIXTURE_FUZZ_CASES"] ?? "") ?? 400
    let pieces: [String] = ["(", ")", "{", "}", "[", "]", ".", ",", ":", "\"", "\\", "$0", "in", "let", "if", "?", "-",
                            "*/", "/*", "//", "\n", " ", "#", "@", "Text(", ".padding(", "0..<", "...", "=", "for ",
                            "static ", "enum ", "extension ", "// layoutshot: ", "try ", "$"]
    var state: UInt64 = 0x9E3779B97F4A7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
    var outcomes = (ok: 0, errors: 0)
    for _ in 0..<cases {
        var chars = Array(base)
        for _ in 0..<(1 + next(3)) {
            let at = next(chars.count)
            switch next(3) {
            case 0: chars.remove(at: at)
            case 1: chars.insert(contentsOf: pieces[next(pieces.count)], at: at)
            default:
                let length = min(next(12), chars.count - at)
                chars.removeSubrange(at..<(at + length))
            }
        }
        do {
            let fixture = try FixtureParser.parse(source: String(chars), path: "fuzz.swift",
                                                  imageSource: FolderImageSource(directory: "/nonexistent"))
            for preview in fixture.previews {
                _ = LayoutEngine.layout(preview.view, proposal: preview.proposal(on: .iOS), measurer: FixedAdvanceTextMeasurer())
            }
            outcomes.ok += 1
        } catch let error as FixtureError {
            #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
            outcomes.errors += 1
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
    #expect(outcomes.ok + outcomes.errors == cases)
}
