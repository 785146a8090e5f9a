import Foundation
import Testing
@testable import LayoutCore

/// `.redacted(reason:)`: sizes never change; texts are marked to be drawn as bars, images become blocks of
/// their frames in the foreground at 16 % (docs/BEHAVIOUR.md §8, "Redaction").
@Suite struct RedactionTests {
    func texts(_ result: LayoutResult) -> [(frame: CGRect, redacted: Bool)] {
        result.root.allNodes().compactMap { node in
            if case .text(let t) = node.drawing { return (node.frame, t.isRedacted) }
            return nil
        }
    }

    func row() -> some View {
        HStack(spacing: 0) {
            Image(systemName: "star")
            Text("abc")
        }
    }

    @Test func placeholderKeepsEveryFrameAndMarksTheText() {
        let plain = layout(row(), width: 200)
        let redacted = layout(row().redacted(reason: .placeholder), width: 200)
        // Same frames node for node: redaction is drawing only.
        #expect(plain.root.allNodes().map(\.frame) == redacted.root.allNodes().map(\.frame))
        // "abc" at 10 pt a character.
        #expect(texts(redacted).map(\.frame.width) == [30])
        #expect(texts(redacted).map(\.redacted) == [true])
        #expect(texts(plain).map(\.redacted) == [false])
    }

    @Test func anImageBecomesABlockOfItsFrameInTheForegroundAtSixteenPercent() throws {
        let view = Image(systemName: "star").foregroundStyle(Color(red: 1, green: 0, blue: 0)).redacted(reason: .placeholder)
        let result = layout(view, width: 200)
        let node = try #require(result.root.allNodes().first { if case .shape = $0.drawing { true } else { false } })
        guard case .shape(let shape) = node.drawing else { return }
        #expect(shape.layers.count == 1)
        #expect(shape.layers[0].paint == .color(RGBA(255, 0, 0, 0.16)))
        // The block covers the image's frame exactly (its path's bounds).
        let bounds = shape.layers[0].path.boundingRect
        for (a, b) in [(bounds.minX, node.frame.minX), (bounds.minY, node.frame.minY), (bounds.maxX, node.frame.maxX),
                       (bounds.maxY, node.frame.maxY)] {
            #expect(abs(a - b) < 0.001)
        }
    }

    @Test func unredactedAndEmptyReasonsDrawAsTheyAre() {
        let view = VStack {
            Text("a")
            Text("b").unredacted()
        }.redacted(reason: .placeholder)
        #expect(texts(layout(view, width: 200)).map(\.redacted) == [true, false])
        #expect(texts(layout(Text("a").redacted(reason: []), width: 200)).map(\.redacted) == [false])
    }

    @Test func privacyRedactsOnlyWhatIsMarkedPrivacySensitive() {
        let view = VStack {
            Text("name")
            Text("1234").privacySensitive()
        }
        #expect(texts(layout(view.redacted(reason: .privacy), width: 200)).map(\.redacted) == [false, true])
        #expect(texts(layout(view, width: 200)).map(\.redacted) == [false, false])
        // Placeholder redacts both; reasons add up.
        #expect(texts(layout(view.redacted(reason: .placeholder), width: 200)).map(\.redacted) == [true, true])
        #expect(texts(layout(view.redacted(reason: .privacy).redacted(reason: .invalidated), width: 200)).map(\.redacted)
                == [false, true])
    }

    @Test func theEnvironmentSaysWhy() {
        var seen: RedactionReasons = []
        struct Reader: View {
            @Environment(\.redactionReasons) var reasons
            let report: (RedactionReasons) -> Void
            var body: some View {
                report(reasons)
                return Text("x")
            }
        }
        _ = layout(Reader { seen = $0 }.redacted(reason: .placeholder).redacted(reason: .privacy), width: 100)
        #expect(seen == [.placeholder, .privacy])
    }
}
