import FixtureLanguage
import Testing

/// A SwiftUI name Layoutshot lacks is said to be one, at once and finally, instead of reading like the fixture's
/// own typo or being sent to the compiler (which would fail on it too).
@Suite struct UnsupportedAPITests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { source }
        init(_ source: String, _ line: Int, _ column: Int, _ message: String) {
            self.source = source
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let unsupported = " is SwiftUI API that Layoutshot does not support yet"

    /// Each is SwiftUI API (Apple's documentation: `View.allowsTightening(_:)`, `Font.smallCaps()`,
    /// `ShapeStyle.windowBackground`, `Table`, `MeshGradient`, `Text.init(timerInterval:pauseTime:countsDown:showsHours:)`) that LayoutCore
    /// does not declare; the column is the name's.
    static let cases: [Case] = [
        Case("Text(\"3\").allowsTightening(true)", 1, 11, "'allowsTightening(…)'" + unsupported),
        Case("Text(\"3\").font(.body.smallCaps())", 1, 22, "'smallCaps()'" + unsupported),
        Case("Text(\"3\").foregroundStyle(.windowBackground)", 1, 28, "'.windowBackground'" + unsupported),
        Case("Table(rows) { TableColumn(\"Name\", value: \\.name) }", 1, 1, "'Table'" + unsupported),
        Case("Rectangle().fill(MeshGradient(width: 2, height: 1, points: [], colors: []))", 1, 18,
             "'MeshGradient'" + unsupported),
        Case("Text(timerInterval: Date()...Date())", 1, 1, "'Text(timerInterval:pauseTime:countsDown:showsHours:)'" + unsupported),
    ]

    @Test(arguments: cases)
    func swiftUINamesLayoutshotLacksAreSaidToBe(_ c: Case) throws {
        let error = try #require(parseError(c.source))
        #expect(error.message.hasPrefix(c.message), "\(error.message)")
        #expect((error.line, error.column) == (c.line, c.column))
        #expect(error.kind == .final)
    }

    /// `Registry/Unsupported.swift`'s advice follows the sentence.
    @Test func adviceFollows() throws {
        let error = try #require(parseError("Text(timerInterval: Date()...Date())"))
        #expect(error.message == "'Text(timerInterval:pauseTime:countsDown:showsHours:)'" + Self.unsupported
                + "; show the time as a fixed String for the picture")
    }

    /// A typo with a close name is still a typo, and a name SwiftUI does not have is not called SwiftUI's.
    @Test func typosAndOtherNamesAreNotSwiftUIAPI() throws {
        #expect(parseError("Text(\"a\").fontt(.title)")?.message == "unknown modifier 'fontt' on 'Text'; did you mean 'font'?")
        let unknown = try #require(parseError("Text(\"a\").sparkle()"))
        #expect(!unknown.message.contains("SwiftUI API"))
        #expect(unknown.needsCompiler)
        // SwiftUI's modifier that Layoutshot's library has, the interpreter not, is the compiler's; one SwiftUI has
        // on another type stays a mistake (CommonFormsTests: 'fill' on 'Text').
        #expect(parseError("Button(\"a\") {}.controlSize(.large)")?.needsCompiler == true)
        // The interpreter has `.tint`, as a modifier and as a style.
        #expect(parseError("Button(\"a\") {}.tint(.red).foregroundStyle(.tint)") == nil)
        // A UIKit name the interpreter lacks goes to the compiler, which has it.
        #expect(parseError("Text(\"a\").foregroundColor(Color(uiColor: .red))")?.needsCompiler == true)
    }

    /// Initialisers Layoutshot's library has and the interpreter not (format styles, data-driven lists) go to
    /// the compiler.
    @Test func initialisersOnlyTheLibraryHasAreTheCompilers() throws {
        #expect(parseError("Text(3.5, format: .currency(code: \"USD\"))")?.needsCompiler == true)
        #expect(parseError("Text(Date(), style: .date)")?.needsCompiler == true)
        // An unlabelled argument where the interpreter's initialisers take none (SwiftUI's List(_:rowContent:)).
        #expect(parseError("List([1, 2], id: \\.self) { n in Text(\"\\(n)\") }")?.needsCompiler == true)
        #expect(parseError("List(1..<3) { n in Text(\"\\(n)\") }")?.needsCompiler == true)
        // No initialiser of SwiftUI's takes no argument: still the fixture's mistake.
        #expect(parseError("RoundedRectangle()")?.needsCompiler == false)
    }

    /// The answers the message rests on, by hand: SwiftUI has `View.allowsTightening`, Layoutshot has `padding`, no
    /// one has `sparkle`.
    @Test func answers() {
        #expect(SwiftUIAPI.swiftUIHas(.member("allowsTightening", owners: ["View"])))
        #expect(!SwiftUIAPI.layoutshotHas(.member("allowsTightening", owners: ["View"])))
        #expect(SwiftUIAPI.swiftUIHas(.member("padding", owners: ["View"])))
        #expect(SwiftUIAPI.unsupportedMessage(for: .member("padding", owners: ["View"])) == nil)
        #expect(SwiftUIAPI.unsupportedMessage(for: .member("sparkle", owners: ["View"])) == nil)
        #expect(SwiftUIAPI.unsupportedMessage(for: .type("HStack")) == nil)
        // Button(_:action:) and Button(role:action:label:) are Layoutshot's (its role defaults to nil);
        // Text(timerInterval:) is not (Button(intent:label:) is, in AppIntents).
        #expect(SwiftUIAPI.unsupportedMessage(for: .initializer(of: "Button", labels: ["_", "action"], trailingClosures: 0)) == nil)
        #expect(SwiftUIAPI.unsupportedMessage(for: .initializer(of: "Button", labels: ["role", "action"], trailingClosures: 1)) == nil)
        #expect(SwiftUIAPI.unsupportedMessage(for: .initializer(of: "Text", labels: ["timerInterval"], trailingClosures: 0)) != nil)
        #expect(SwiftUIAPI.unsupportedMessage(for: .initializer(of: "Button", labels: ["intent"], trailingClosures: 1)) == nil)
        // A fixture's own type has only its own members.
        #expect(SwiftUIAPI.owners(of: "Order") == ["Order"])
        #expect(SwiftUIAPI.owners(of: "Card", viewType: true) == ["Card", "View"])
    }

    /// An extension of a UIKit, AppKit or SwiftUI type the interpreter does not model is the compiler's (which has
    /// the type); of a SwiftUI type Layoutshot lacks, said to be one; a close name is a typo.
    @Test func extensionsOfTypesTheInterpreterDoesNotModel() throws {
        let uiColor = try #require(parseError("""
        import UIKit
        extension UIColor {
            static let brand = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        }
        Text("a")
        """))
        #expect(uiColor.construct == "'extension UIColor'")
        #expect((uiColor.line, uiColor.column) == (2, 11))
        #expect(parseError("let font: UIFont? = nil\nText(\"a\")")?.construct == "type 'UIFont'")
        #expect(parseError("extension MeshGradient {}\nText(\"a\")")?.message
                .hasPrefix("'MeshGradient'" + Self.unsupported) == true)
        // One Layoutshot's library has is the compiler's (the interpreter does not model it).
        #expect(parseError("extension LinearGradient {}\nText(\"a\")")?.needsCompiler == true)
        #expect(parseError("extension Colr {}\nText(\"a\")")?.message == "cannot find type 'Colr' in scope; did you mean 'Color'?")
    }
}
