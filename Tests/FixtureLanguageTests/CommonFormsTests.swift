import Foundation
import Testing
import LayoutCore
@testable import FixtureLanguage

// The Swift side of the comparisons.

private struct Star: View {
    var color = Color.yellow
    var size: CGFloat = 10
    var body: some View { Circle().fill(color).frame(width: size, height: size) }
}

private struct Card: View {
    let title: String
}

extension Card {
    var body: some View { Text(title).padding(4) }
}

private struct Item: Identifiable {
    let id = UUID()
    let name: String
    var symbol: Image { Image(systemName: "star") }
    static let samples = [Item(name: "a"), Item(name: "b")]
}

@Suite struct CommonFormsTests {
    @Test func storedPropertiesTakeTheTypeOfTheirDefault() {
        // `.red` resolves because `color` is a Color (from `Color.yellow`); `size` is a CGFloat from its annotation.
        expectSame("""
        struct Star: View {
            var color = Color.yellow
            var size: CGFloat = 10
            var body: some View { Circle().fill(color).frame(width: size, height: size) }
        }
        HStack {
            Star(color: .red)
            Star()
            Star(color: .blue.opacity(0.5), size: 20)
        }
        """, HStack {
            Star(color: .red)
            Star()
            Star(color: .blue.opacity(0.5), size: 20)
        })
    }

    @Test func optionalVarsStartNilAndRangesKeepTheirType() {
        // A `var` of optional type without a value is nil and may be left out of the initialiser (Swift's
        // implicit `= nil`); a `let` is still required.
        expectSame("""
        struct Pick: View {
            @State var selection: String?
            var steps: ClosedRange<Int> = 1...3
            var body: some View {
                HStack {
                    Text(selection ?? "none")
                    ForEach(Array(steps), id: \\.self) { Text("\\($0)") }
                }
            }
        }
        VStack {
            Pick()
            Pick(selection: "a", steps: 4...5)
        }
        """, VStack {
            // The ForEach's views keep their elements (1, 2, 3; 4, 5) as identities.
            HStack { Text("none"); ForEach([1, 2, 3], id: \.self) { Text("\($0)") } }
            HStack { Text("a"); ForEach([4, 5], id: \.self) { Text("\($0)") } }
        })
        #expect(parseError("struct S: View {\n    let title: String?\n    var body: some View { Text(title ?? \"\") }\n}\nS()")?.message
                == "missing argument for parameter 'title:' in call to 'S'")
    }

    @Test func aWrongTypeForAnInferredPropertyIsAnError() {
        let error = parseError("struct S: View {\n    var count = 1\n    var body: some View { Text(\"\\(count)\") }\n}\nS(count: 1.5)")
        #expect(error == FixtureError(file: "bad.swift", line: 5, column: 10,
                                      message: "cannot convert value of type 'Double' to specified type 'Int'"))
    }

    @Test func extensionsOfTheFixturesOwnStructs() {
        expectSame("""
        private struct Card: View {
            let title: String
        }

        extension Card {
            var body: some View { Text(title).padding(4) }
        }

        extension Card: Equatable {
            var shout: String { title.uppercased() }
        }

        VStack {
            Card(title: "a")
            Card(title: Card(title: "b").shout)
        }
        """, VStack {
            Card(title: "a")
            Card(title: "B")
        })
    }

    @Test func staticMembersOfShapeStyleWhereSelfIsColor() {
        let brand = Color(red: 0.1, green: 0.2, blue: 0.3)
        expectSame("""
        extension ShapeStyle where Self == Color {
            static var brand: Color { Color(red: 0.1, green: 0.2, blue: 0.3) }
        }
        VStack {
            Text("style").foregroundStyle(.brand)
            Text("colour").foregroundColor(.brand)
            Rectangle().fill(Color.brand)
        }
        """, VStack {
            Text("style").foregroundStyle(brand)
            Text("colour").foregroundColor(brand)
            Rectangle().fill(brand)
        })
    }

    @Test func closureTypedProperties() {
        expectSame("""
        struct Row: View {
            let title: String
            var action: () async -> Void = {}
            var onSelect: (@MainActor (String) -> Void)? = nil
            var format: (Int) -> String = { n in "#\\(n)" }
            var body: some View {
                Button(action: { Task { await action() } }) {
                    Text(verbatim: title + " " + format(3))
                }
            }
        }
        VStack {
            Row(title: "a")
            Row(title: "b", action: { print("tapped") }, format: { "n\\($0)" })
        }
        """, VStack {
            Button(action: {}) { Text(verbatim: "a #3") }
            Button(action: {}) { Text(verbatim: "b n3") }
        })
    }

    @Test func computedPropertiesKeepTheirDeclaredType() {
        // `symbol` is an Image, so `.resizable()` (an Image method) applies.
        expectSame("""
        struct Item: Identifiable {
            let id = UUID()
            let name: String
            var symbol: Image { Image(systemName: "star") }
            static let samples = [Item(name: "a"), Item(name: "b")]
        }
        VStack {
            ForEach(Item.samples) { item in
                item.symbol.resizable().frame(width: 12, height: 12)
            }
        }
        """, VStack {
            ForEach(Item.samples) { item in
                item.symbol.resizable().frame(width: 12, height: 12)
            }
        })
    }

    @Test func identifiersFromUUIDAreTheSameOnEveryRun() throws {
        let source = """
        struct Item: Identifiable {
            let id = UUID()
            let name: String
        }
        let items = [Item(name: "a"), Item(name: "b")]
        VStack {
            ForEach(items) { item in Text(verbatim: item.id.uuidString) }
        }
        """
        let first = try fixtureDump(source)
        #expect(first.contains("00000000-0000-4000-8000-000000000001") && first.contains("00000000-0000-4000-8000-000000000002"))
        #expect(try fixtureDump(source) == first)
    }

    @Test func staticMembersAndSelfAndImplicitMembersOfOwnTypes() {
        expectSame("""
        struct Theme {
            let spacing: CGFloat
            let accent: Color
            static let compact = Theme(spacing: 2, accent: .red)
            static let roomy = Theme(spacing: 12, accent: compact.accent)
        }
        struct Pair: View {
            var theme: Theme = .compact
            static let gap: CGFloat = 5
            var body: some View {
                HStack(spacing: theme.spacing + Self.gap) {
                    Text("a").foregroundColor(theme.accent)
                    Text("b")
                }
            }
        }
        VStack(spacing: Pair.gap) {
            Pair()
            Pair(theme: .roomy)
            Pair(theme: Theme.roomy)
        }
        """, VStack(spacing: 5) {
            HStack(spacing: 7) { Text("a").foregroundColor(.red); Text("b") }
            HStack(spacing: 17) { Text("a").foregroundColor(.red); Text("b") }
            HStack(spacing: 17) { Text("a").foregroundColor(.red); Text("b") }
        })
    }

    @Test func comparisonsGiveImplicitMembersTheOtherSidesType() {
        expectSame("""
        struct Label: View {
            var alignment: HorizontalAlignment = .leading
            let scheme: ColorScheme
            var body: some View {
                Text(scheme == .dark ? "dark" : "light")
                    .padding(alignment != .leading ? 8 : 2)
            }
        }
        VStack {
            Label(scheme: .dark)
            Label(alignment: .center, scheme: .light)
        }
        """, VStack {
            Text("dark").padding(2)
            Text("light").padding(8)
        })
    }

    @Test func declarationModifiersImportsAndAnAppAreAccepted() {
        expectSame("""
        import SwiftUI
        import Foundation
        import Observation
        import UIKit
        import CoreGraphics

        @main
        struct ShopApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }

        @MainActor
        public struct ContentView: View {
            private let a = "a"
            fileprivate var b = "b"
            nonisolated var c: String { "c" }
            public var body: some View {
                HStack { Text(a); Text(b); Text(c) }
            }
        }

        private struct Unused: View { var body: some View { EmptyView() } }

        #Preview {
            ContentView()
        }
        """, HStack { Text("a"); Text("b"); Text("c") })
    }

    @Test func importsTheInterpreterCannotUse() {
        #expect(parseError("import AppKit\nText(\"a\")")?.description == "bad.swift:1:8: error: no such module 'AppKit' on iOS")
        #expect(parseError("import UIKit\nText(\"a\")", platform: .macOS)?.description == "bad.swift:1:8: error: no such module 'UIKit' on macOS")
        #expect(parseError("import Charts\nText(\"a\")")?.construct == "'import Charts'")
    }

    @Test func getAccessorsAndImmediatelyCalledClosures() {
        expectSame("""
        struct Tile: View {
            let n: Int
            var label: String {
                get { "n\\(n)" }
            }
            var body: some View {
                let width: CGFloat = { CGFloat(n) * 10 }()
                Text(verbatim: label).frame(width: width)
            }
        }
        Tile(n: 4)
        """, Text(verbatim: "n4").frame(width: 40))
    }
}

/// Which path runs a fixture: Swift the interpreter lacks goes to the compiler with its reason and place;
/// mistakes the interpreter can name stay errors with their suggestion, so that a typo never costs a compile.
@Suite struct RoutingTests {
    struct Route: CustomTestStringConvertible, Sendable {
        let source: String
        let construct: String
        let line: Int
        let column: Int
        var testDescription: String { construct }
        init(_ source: String, _ construct: String, _ line: Int, _ column: Int) {
            self.source = source
            self.construct = construct
            self.line = line
            self.column = column
        }
    }

    static let view = "struct V: View {\n    var body: some View { Text(\"a\") }\n}\n"

    static let routes: [Route] = [
        Route("func helper() -> Int { 1 }\nText(\"a\")", "'func'", 1, 1),
        Route("final class Model: ObservableObject {}\nText(\"a\")", "'class'", 1, 7),
        Route("enum Status { case on, off }\nText(\"a\")", "'enum'", 1, 1),
        Route("protocol P {}\nText(\"a\")", "'protocol'", 1, 1),
        Route("actor A {}\nText(\"a\")", "'actor'", 1, 1),
        Route("typealias Name = String\nText(\"a\")", "'typealias'", 1, 1),
        Route("struct V: View {\n    func row() -> some View { Text(\"a\") }\n    var body: some View { row() }\n}\nV()", "'func'", 2, 5),
        Route("struct V: View {\n    init() {}\n    var body: some View { Text(\"a\") }\n}\nV()", "'init'", 2, 5),
        Route("struct V: View {\n    static func make() -> V { V() }\n    var body: some View { Text(\"a\") }\n}\nV()", "'static func'", 2, 12),
        Route("struct V: View {\n    struct Inner {}\n    var body: some View { Text(\"a\") }\n}\nV()", "nested type 'Inner'", 2, 5),
        Route("struct Box<T>: View {\n    var body: some View { Text(\"a\") }\n}\nText(\"a\")", "generic struct 'Box'", 1, 11),
        // A PreviewProvider is interpreted; Swift it lacks inside one still routes.
        Route("struct P: PreviewProvider {\n    static func make() -> some View { Text(\"a\") }\n    static var previews: some View { make() }\n}",
              "'static func'", 2, 12),
        Route("struct Chip: ViewModifier {\n}\nText(\"a\")", "'ViewModifier' type 'Chip'", 1, 1),
        // Style types (issue 13 §3) are compiled, each conformance named.
        Route("struct Pill: ButtonStyle {\n}\nText(\"a\")", "'ButtonStyle' type 'Pill'", 1, 1),
        Route("struct Ring: GaugeStyle {\n}\nText(\"a\")", "'GaugeStyle' type 'Ring'", 1, 1),
        Route("struct Steps: ProgressViewStyle {\n}\nText(\"a\")", "'ProgressViewStyle' type 'Steps'", 1, 1),
        Route("struct Card: GroupBoxStyle {\n}\nText(\"a\")", "'GroupBoxStyle' type 'Card'", 1, 1),
        Route("extension View {\n    func card() -> some View { self }\n}\nText(\"a\")", "'func'", 2, 5),
        Route(view + "extension V where Self: Equatable {}\nV()", "'extension … where'", 4, 13),
        Route("extension Color {\n    var inverted: Color { .white }\n}\nText(\"a\")", "'var inverted' in an extension of 'Color'", 2, 9),
        Route("extension Array where Element == Int {}\nText(\"a\")", "'extension … where'", 1, 17),
        Route("import Charts\nText(\"a\")", "'import Charts'", 1, 8),
        Route("Text(\"a\").offset((1, 2))", "tuple", 1, 20),
        Route("let d = [\"a\": 1]\nText(\"a\")", "dictionary", 1, 13),
        Route("let s: String? = nil\nText(s?.uppercased() ?? \"x\")", "optional chaining '?.'", 2, 7),
        Route("let x = 1.5 as CGFloat\nText(\"\\(x)\")", "'as'", 1, 13),
        Route("let x = 1 | 2\nText(\"\\(x)\")", "operator '|'", 1, 11),
        Route("VStack {\n    if #available(iOS 17, *) { Text(\"a\") }\n}", "'#available'", 2, 8),
        Route("let x = if true { 1 } else { 2 }\nText(\"\\(x)\")", "'if' expression", 1, 9),
        Route("VStack {\n    for i in 0..<3 { Text(\"\\(i)\") }\n}", "'for' statement", 2, 5),
        Route("struct V: View {\n    @Query var items: [Int]\n    var body: some View { Text(\"a\") }\n}\nV()", "'@Query'", 2, 5),
        Route("@Observable\nstruct M {}\nText(\"a\")", "'@Observable'", 1, 1),
        // Names the interpreter does not know and that look like no name it knows: the compiler may know them.
        Route("Text(\"a\").frame(width: UIScreen.main.bounds.width)", "'UIScreen'", 1, 24),
        // A modifier of the fixture's own (in an extension the compiler runs), or of a library it imports.
        Route("Text(\"a\").cardStyle()", "'.cardStyle(…)'", 1, 11),
        Route("Text(Date.now.formatted())", "'Date'", 1, 6),
        // An initialiser of a Foundation type the interpreter does not model, labels near none it knows.
        Route("Text(String(format: \"%.2f\", 1.5))", "'String(format:)'", 1, 6),
        Route("Color.brandBlue.frame(width: 1)", "'Color.brandBlue'", 1, 7),
        Route("struct V: View {\n    var date: Date\n    var body: some View { Text(\"a\") }\n}\nText(\"a\")", "type 'Date'", 2, 15),
        Route("Text(\"a\").padding(.extraLarge)", "'.extraLarge'", 1, 20),
        Route("struct V: View {\n    var tint = .red\n    var body: some View { Text(\"a\") }\n}\nV()", "'.red' (a type the interpreter cannot infer)", 2, 17),
    ]

    @Test(arguments: routes)
    func routesToTheCompilerWithItsReason(_ r: Route) {
        let error = parseError(r.source)
        #expect(error?.construct == r.construct, "\(error.map { "\($0)" } ?? "no error")")
        #expect(error?.line == r.line && error?.column == r.column, "\(error.map { "\($0)" } ?? "no error")")
        #expect(error?.compileNote == "note: compiled because of \(r.construct) at bad.swift:\(r.line):\(r.column)")
    }

    struct Final: CustomTestStringConvertible, Sendable {
        let source: String
        let message: String
        var testDescription: String { message }
        init(_ source: String, _ message: String) {
            self.source = source
            self.message = message
        }
    }

    static let finals: [Final] = [
        // Typos with a close suggestion.
        Final("Txt(\"a\")", "unknown view 'Txt'; did you mean 'Text'?"),
        Final("Text(\"a\").paddng()", "unknown modifier 'paddng' on 'Text'; did you mean 'padding'?"),
        Final("Text(\"a\").foregroundColor(.gren)", "type 'Color' has no member 'gren'; did you mean 'green'?"),
        Final("let title = \"a\"\nText(titel)", "cannot find 'titel' in scope; did you mean 'title'?"),
        Final("Text(\"a\").fill(.red)", "unknown modifier 'fill' on 'Text'; 'fill' is available on 'Shape'"),
        // Wrong labels and types on known views and modifiers.
        Final("Text(\"a\").frame(widht: 100)", "incorrect argument label 'widht:' in call to 'frame'; did you mean 'width:'?"),
        Final("Text(\"a\").frame(width: \"wide\")", "cannot convert value of type 'String' to expected argument type 'CGFloat'"),
        // An enumeration Layoutshot has whole: an unknown case is a mistake.
        Final("Text(\"a\").dynamicTypeSize(.huge)", "type 'DynamicTypeSize' has no member 'huge'"),
        // The fixture's own struct: every member is known.
        Final(view + "Text(V().titel)", "value of type 'V' has no member 'titel'"),
        // SwiftUI names Layoutshot does not support.
        Final("Table(rows) { }", "'Table' is SwiftUI API that Layoutshot does not support yet; it is coming; until then put a placeholder "
              + "of its size in its place (Color.gray.opacity(0.2).frame(width: …, height: …))"),
        Final("Text(\"a\").fileImporter(isPresented: .constant(true), allowedContentTypes: []) { _ in }",
              "'fileImporter(…)' is SwiftUI API that Layoutshot does not support yet; a file panel is not part of the picture; remove it"),
        // Broken syntax.
        Final("Text(\"a\" Text(\"b\"))", "expected ',' or ')' to close the '(' at line 1, column 5, found 'Text'"),
    ]

    @Test(arguments: finals)
    func mistakesStayErrors(_ f: Final) {
        let error = parseError(f.source)
        #expect(error?.message == f.message)
        #expect(error?.kind == .final)
        #expect(error?.needsCompiler == false && error?.compileNote == nil)
    }
}
