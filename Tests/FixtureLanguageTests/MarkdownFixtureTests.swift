import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

/// String literals in fixtures are `LocalizedStringKey`s where `Text`, `Button` and `Label` take a title, so
/// their Markdown is rendered exactly as in the Swift API; `String` values and `verbatim:` are not parsed.
/// The dumps include every styled run (font, colour, strikethrough), so equal dumps mean equal styling.
@Suite struct MarkdownFixtureTests {
    @Test func literalsRenderMarkdownAsInSwift() {
        expectSame(#"""
        VStack(alignment: .leading) {
            Text("**Bold** *it* `code` ~~gone~~ [link](https://example.com)")
            Text("2 * 3 * 4, snake_case and \\*stars\\*")
            Button("**Save**") {}
            Button("*Share*", systemImage: "square.and.arrow.up") {}
            Label("`x`", systemImage: "star")
            Text("~~old~~").strikethrough(color: .red) + Text(" new").strikethrough()
        }
        """#, VStack(alignment: .leading) {
            Text("**Bold** *it* `code` ~~gone~~ [link](https://example.com)")
            Text("2 * 3 * 4, snake_case and \\*stars\\*")
            Button("**Save**") {}
            Button("*Share*", systemImage: "square.and.arrow.up") {}
            Label("`x`", systemImage: "star")
            Text("~~old~~").strikethrough(color: .red) + Text(" new").strikethrough()
        })
    }

    @Test func textLinesAndDesignsAsInSwift() {
        expectSame(#"""
        VStack {
            Text("a").underline(color: .blue) + Text("b").monospaced() + Text("c").fontDesign(.serif)
            Text("d").strikethrough()
        }
        .underline(color: .red)
        .strikethrough(true, color: .green)
        """#, VStack {
            Text("a").underline(color: .blue) + Text("b").monospaced() + Text("c").fontDesign(.serif)
            Text("d").strikethrough()
        }
        .underline(color: .red)
        .strikethrough(true, color: .green))
    }

    @Test func viewLinesReachEveryRun() throws {
        let dump = try fixtureDump(#"VStack { Text("a").underline(color: .blue) + Text("b") }.underline(color: .red)"#)
        // Two runs, both underlined: "a" in its own blue, "b" in the view's red.
        #expect(dump.components(separatedBy: " underlined ").count == 3, "\(dump)")
        #expect(!dump.contains("struck"))
    }

    @Test func theRenderedTextLosesItsMarkers() throws {
        let dump = try fixtureDump(#"Text("**Bold** and *italic*, `code`")"#)
        #expect(dump.hasPrefix(#"Text "Bold and italic, code""#))
    }

    @Test func stringValuesAndVerbatimAreShownAsTheyAre() throws {
        let source = #"""
        struct Row: View {
            let title = "**raw**"
            let subtitle: String? = nil
            var body: some View {
                VStack {
                    Text(title)
                    Text(verbatim: "*as typed*")
                    Button(title) {}
                    Label(title, systemImage: "star")
                    Text(subtitle ?? "**fallback**")
                }
            }
        }
        #Preview { Row() }
        """#
        let title = "**raw**"
        let subtitle: String? = nil
        expectSame(source, VStack {
            Text(title)
            Text(verbatim: "*as typed*")
            Button(title) {}
            Label(title, systemImage: "star")
            Text(subtitle ?? "**fallback**")
        })
        let dump = try fixtureDump(source)
        #expect(dump.contains(#"Text "**raw**""#) && dump.contains(#"Text "*as typed*""#)
                && dump.contains(#"Text "**fallback**""#))
    }

    @Test func interpolatedLiteralsAndKeys() {
        expectSame(#"""
        struct Chips: View {
            let name = "**n**"
            let key: LocalizedStringKey = "*k*"
            var body: some View {
                VStack {
                    ForEach(0..<2) { i in Text("**chip** \(i) \(name)") }
                    Text(key)
                    Text(LocalizedStringKey(name))
                    Text(true ? "**yes**" : "no")
                    Text("\(Text("red").foregroundColor(.red)) *after* \(2.5, specifier: "%.1f")")
                }
            }
        }
        #Preview { Chips() }
        """#, VStack {
            let name = "**n**"
            let key: LocalizedStringKey = "*k*"
            ForEach(0..<2) { i in Text("**chip** \(i) \(name)") }
            Text(key)
            Text(LocalizedStringKey(name))
            Text(true ? "**yes**" : "no")
            Text("\(Text("red").foregroundColor(.red)) *after* \(2.5, specifier: "%.1f")")
        })
    }

    @Test func anImageInsideATextIsAnError() {
        let error = parseError(#"Text("Rate \(Image(systemName: "star"))")"#)
        #expect(error?.message == "Layoutshot does not draw images inside a Text yet")
        #expect(error?.line == 1 && error?.column == 14)
    }
}
