import Testing
import LayoutCore
@testable import FixtureLanguage

@Test func nameValueRowMatchesSwift() throws {
    let source = """
    #Preview("Name and value", traits: .fixedLayout(width: 320, height: 44)) {
        HStack {
            Text("Name")
            Spacer()
            Text("Value")
        }
        .padding()
    }
    """
    let swift = HStack {
        Text("Name")
        Spacer()
        Text("Value")
    }
    .padding()
    let p = try previews(source)
    #expect(p.count == 1)
    #expect(p[0].name == "Name and value")
    #expect(p[0].proposal(on: .iOS) == ProposedViewSize(width: 320, height: 44))
    print(dump(p[0].view, p[0].proposal(on: .iOS)))
    #expect(dump(p[0].view, p[0].proposal(on: .iOS)) == dump(swift, ProposedViewSize(width: 320, height: 44)))
}
