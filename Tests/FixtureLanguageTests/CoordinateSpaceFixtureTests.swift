import Foundation
import Testing
import LayoutCore
@testable import FixtureLanguage

/// Named coordinate spaces in the interpreter (Registry+Geometry.swift, docs/BEHAVIOUR.md §19).
@Suite struct CoordinateSpaceFixtureTests {
    @Test func aReaderMeasuresItselfInANamedSpace() throws {
        let source = """
        VStack(spacing: 0) {
            Color.red.frame(height: 10)
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.frame(in: .named("card")).minY, height: proxy.frame(in: .global).minY)
            }
            .frame(height: 50)
        }
        .padding(5)
        .coordinateSpace(name: "card")
        .padding(20)
        """
        let preview = try #require(try previews(source).first)
        let r = LayoutEngine.layout(preview.view, proposal: ProposedViewSize(width: 200, height: nil),
                                    measurer: FixedAdvanceTextMeasurer())
        // The reader is 5 + 10 below the card's top, which is 20 below the root's.
        let blue = r.root.children[0].children[0].children[1].children[0].children[0].children[0]
        #expect(blue.type == "Color")
        #expect(blue.frame.size == CGSize(width: 15, height: 35))
        #expect(throws: FixtureError.self) { try previews("Color.red.coordinateSpace(.local)") }
    }
}
