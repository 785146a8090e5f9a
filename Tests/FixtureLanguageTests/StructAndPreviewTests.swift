import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

private struct Badge: View {
    let title: String
    var color: Color = .blue
    let corner: CGFloat = 6
    var label: String { title.uppercased() }
    var body: some View {
        Text(self.label)
            .padding(4)
            .background(color.opacity(0.2), in: RoundedRectangle(cornerRadius: corner))
    }
}

private struct Row: View {
    let badges: [String]
    var spacing: CGFloat? = nil
    var body: some View {
        HStack(spacing: spacing) {
            ForEach(badges, id: \.self) { Badge(title: $0, color: .green) }
            Badge(title: "last")
        }
    }
}

@Suite struct StructTests {
    @Test func propertiesDefaultsAndComputedProperties() {
        expectSame("""
        struct Badge: View {
            let title: String
            var color: Color = .blue
            let corner: CGFloat = 6
            var label: String { title.uppercased() }
            var body: some View {
                Text(self.label)
                    .padding(4)
                    .background(color.opacity(0.2), in: RoundedRectangle(cornerRadius: corner))
            }
        }

        struct Row: View {
            let badges: [String]
            var spacing: CGFloat? = nil
            var body: some View {
                HStack(spacing: spacing) {
                    ForEach(badges, id: \\.self) { Badge(title: $0, color: .green) }
                    Badge(title: "last")
                }
            }
        }

        #Preview {
            VStack {
                Row(badges: ["a", "b"])
                Row(badges: [], spacing: 20)
            }
        }
        """, VStack {
            Row(badges: ["a", "b"])
            Row(badges: [], spacing: 20)
        })
    }

    @Test func identifiableElementsAndNestedData() throws {
        let p = try previews("""
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        #Preview {
            VStack {
                ForEach(items) { item in Text(item.name) }
                Text(items[1].name + " \\(items.count)")
            }
        }
        """)
        // The ForEach's texts keep the items' ids, 1 and 2, as identities.
        let expected = VStack {
            ForEach([1, 2], id: \.self) { Text($0 == 1 ? "One" : "Two") }
            Text("Two 2")
        }
        #expect(dump(p[0].view) == dump(expected))
    }

    @Test func viewsComposeOtherViewsAndComputedViewProperties() {
        expectSame("""
        struct Header: View {
            let title: String
            var body: some View { Text(title).font(.headline) }
        }
        struct Card: View {
            let title: String
            var footer: some View {
                Text("footer").font(.footnote)
            }
            var body: some View {
                VStack(alignment: .leading) {
                    Header(title: title)
                    footer
                }
                .padding()
            }
        }
        Card(title: "Card")
        """, VStack(alignment: .leading) {
            Text("Card").font(.headline)
            Text("footer").font(.footnote)
        }
        .padding())
    }
}

@Suite struct PreviewTests {
    @Test func tracesNamesAndLines() throws {
        let p = try previews("""
        import SwiftUI

        #Preview("Fixed", traits: .fixedLayout(width: 320, height: 44)) {
            Text("a")
        }

        #Preview("Fits", traits: .sizeThatFitsLayout) {
            Text("b")
        }
        #Preview {
            Text("c")
        }
        #Preview("Only a name") { Text("d") }
        """)
        #expect(p.map(\.name) == ["Fixed", "Fits", nil, "Only a name"])
        #expect(p.map(\.line) == [3, 7, 10, 13])
        #expect(p.map(\.layout) == [.fixed(width: 320, height: 44), .sizeThatFits, .device, .device])
        // No trait: the device canvas, an iPhone 16 Pro's 402 × 874 pt screen on iOS; macOS fits the content.
        // Size that fits is offered the device too; its canvas is the size the view chooses.
        #expect(p.map { $0.proposal(on: .iOS) } == [ProposedViewSize(width: 320, height: 44), ProposedViewSize(width: 402, height: 874),
                                                    ProposedViewSize(width: 402, height: 874), ProposedViewSize(width: 402, height: 874)])
        #expect(p.map { $0.proposal(on: .macOS) } == [ProposedViewSize(width: 320, height: 44), .unspecified, .unspecified, .unspecified])
    }

    @Test func bareExpressionIsOneUnnamedPreview() throws {
        let p = try previews("""
        // comment first

        Text("bare")
            .padding()
        """)
        #expect(p.count == 1)
        #expect(p[0].name == nil)
        #expect(p[0].line == 3)
        #expect(p[0].layout == .idealSize)
        #expect(dump(p[0].view) == dump(Text("bare").padding()))
    }

    @Test func severalTopLevelViewsAreABuilderBlock() {
        // As in SwiftUI, several views at the root become an implicit VStack.
        expectSame("""
        #Preview {
            Text("one")
            Text("two")
            Color.red.frame(height: 2)
        }
        """, TupleView((Text("one"), Text("two"), Color.red.frame(height: 2))))
    }

    @Test func bomAndCRLFAreHandled() throws {
        let source = "\u{FEFF}#Preview(\"CRLF\") {\r\n    Text(\"x\")\r\n        .padding(2)\r\n}\r\n"
        let p = try previews(source)
        #expect(p.first?.name == "CRLF")
        #expect(dump(p[0].view) == dump(Text("x").padding(2)))
    }

    @Test func buttonWithMultipleTrailingClosures() {
        expectSame("""
        #Preview {
            Button {
                print("tapped")
            } label: {
                Text("Tile")
            }
            .buttonStyle(.plain)
        }
        """, Button {
            print("tapped")
        } label: {
            Text("Tile")
        }
        .buttonStyle(.plain))
    }
}
