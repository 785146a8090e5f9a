import Testing
@testable import FixtureLanguage

/// Mutated fixtures must parse or fail with a FixtureError: never crash, never hang.
@Test func mutatedFixturesNeverCrash() {
    let base = """
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
    let pieces: [String] = ["(", ")", "{", "}", "[", "]", ".", ",", ":", "\"", "\\", "$0", "in", "let", "if", "?", "-",
                            "*/", "/*", "//", "\n", " ", "#", "@", "Text(", ".padding(", "0..<", "..."]
    var state: UInt64 = 0x9E3779B97F4A7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
    var outcomes = (ok: 0, errors: 0)
    for _ in 0..<400 {
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
            _ = try FixtureParser.parse(source: String(chars), path: "fuzz.swift")
            outcomes.ok += 1
        } catch let error as FixtureError {
            #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
            outcomes.errors += 1
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
    #expect(outcomes.ok + outcomes.errors == 400)
}
