import Foundation
import FixtureLanguage
import LayoutCore
import Testing
@testable import Layoutshot

/// The compiled path's rewriting of a fixture (`ProgramSource`), checked against what Swift needs; the
/// source-rewriting fuzz target checks the same on any text.
@Suite struct ProgramSourceTests {
    /// The program body of `text` previewed on iOS.
    func programBody(_ text: String) throws -> String? {
        try ProgramSource.fixtureBody(of: FixtureSource(text: text, path: "f.swift"), conditions: CompilationConditions(platform: .iOS))
    }

    /// `@MainActor` on declarations becomes spaces (a view may use a main-actor model synchronously, as
    /// SwiftUI's main-actor `View` may); on a closure or a function type it stays, where removing it would
    /// leave `{ in` or change the type.
    @Test func mainActorIsolationOfDeclarationsIsDropped() throws {
        let source = """
        @MainActor final class Model: ObservableObject {}
        @MainActor
        func load() {}
        @MainActor @Observable class Store {}
        let work: @MainActor () -> Void = {}
        func start() { Task { @MainActor in load() } }
        #Preview { Text("x") }
        """
        let lines = try #require(try programBody(source)).components(separatedBy: "\n")
        #expect(lines[0] == "           final class Model: ObservableObject {}")
        #expect(lines[1] == "          ")
        #expect(lines[3] == "           @Observable class Store {}")
        #expect(lines[4] == "let work: @MainActor () -> Void = {}")
        #expect(lines[5] == "func start() { Task { @MainActor in load() } }")
    }

    /// `@main` on a declaration becomes spaces (a widget extension's `@main struct Widgets: WidgetBundle`: the
    /// program's top-level code is its entry point); `import WidgetKit` and `import AppIntents` stay, as modules of
    /// this package; `@mainly` or `@main` in a string are not the attribute.
    @Test func mainAttributeIsDroppedAndWidgetModulesKept() throws {
        let source = """
        import WidgetKit
        import AppIntents
        @main
        struct Widgets: WidgetBundle { var body: some Widget { W() } }
        @main public struct Other {}
        let text = "@main struct"
        #Preview { Text("x") }
        """
        var notes: [String] = []
        let body = try #require(try ProgramSource.fixtureBody(of: FixtureSource(text: source, path: "f.swift"),
                                                              conditions: CompilationConditions(platform: .iOS),
                                                              note: { notes.append($0) }))
        let lines = body.components(separatedBy: "\n")
        #expect(lines[0] == "import WidgetKit")
        #expect(lines[1] == "import AppIntents")
        #expect(lines[2] == "     ")
        #expect(lines[4] == "      public struct Other {}")
        #expect(lines[5] == "let text = \"@main struct\"")
        #expect(notes.isEmpty)
    }

    /// An Apple framework this package does not have is left out, on its line, with a note naming it; the
    /// package's modules (MapKit among them) and the toolchain's stay; `Cocoa` (macOS only) becomes `AppKit`; a module no platform is known to
    /// have (the app's own) stays for the compiler to report.
    @Test func appleFrameworksThePackageLacksAreLeftOutWithANote() throws {
        let source = """
        import SwiftUI
        import StoreKit
        @preconcurrency import Charts
        import struct Foundation.Date
        import CoreGraphics
        import DesignSystem
        import os.log
        import MapKit
        #Preview { Text("x") }
        """
        var notes: [String] = []
        let body = try #require(try ProgramSource.fixtureBody(of: FixtureSource(text: source, path: "f.swift"),
                                                              conditions: CompilationConditions(platform: .iOS),
                                                              note: { notes.append($0) }))
        let lines = body.components(separatedBy: "\n")
        #expect(lines[0] == "import SwiftUI")
        #expect(lines[1] == String(repeating: " ", count: 15))
        #expect(lines[2] == String(repeating: " ", count: 29))
        #expect(lines[3] == "import struct Foundation.Date")
        #expect(lines[4] == "import CoreGraphics")
        #expect(lines[5] == "import DesignSystem")
        #expect(lines[6] == String(repeating: " ", count: 13))
        #expect(lines[7] == "import MapKit")
        #expect(notes == [
            "f.swift:2:8: note: 'import StoreKit' is left out: Layoutshot has no StoreKit; what the file uses from it is an error where it is used",
            "f.swift:3:24: note: 'import Charts' is left out: Layoutshot has no Charts; what the file uses from it is an error where it is used",
            "f.swift:7:8: note: 'import os' is left out: Layoutshot has no os; what the file uses from it is an error where it is used",
        ])
        let mac = try #require(try ProgramSource.fixtureBody(of: FixtureSource(text: "import Cocoa\n#Preview { Text(\"x\") }", path: "f.swift"),
                                                             conditions: CompilationConditions(platform: .macOS)))
        #expect(mac.hasPrefix("import AppKit\n"))
    }

    /// Each `PreviewProvider` is registered by the name Swift reaches it with from the top level, each part in
    /// backticks: three levels deep it was `Outer.Outer.Middle.P` (the enclosing names were joined twice), and a
    /// keyword or a raw identifier (`Raw Name`) was no name at all (the fuzz target's registration property).
    @Test func providersAreRegisteredByTheirWholeNameEachPartQuoted() throws {
        let source = """
        enum Outer {
            struct Middle {
                struct P: PreviewProvider { static var previews: some View { Text("p") } }
            }
        }
        extension Outer.Middle {
            struct Q: SwiftUI.PreviewProvider { static var previews: some View { Text("q") } }
        }
        struct `Raw Name`: PreviewProvider { static var previews: some View { Text("r") } }
        enum `class` {
            struct S: PreviewProvider where Self: Sendable { static var previews: some View { Text("s") } }
        }
        """
        let body = try #require(try programBody(source))
        let lines = body.components(separatedBy: "\n")
        // The fixture's own lines first, as they were; then, per provider, its line and its registration.
        #expect(Array(lines.prefix(12)) == source.components(separatedBy: "\n"))
        #expect(Array(lines.dropFirst(12)) == [
            #"#sourceLocation(file: "f.swift", line: 3)"#, "_layoutshotPreviews(`Outer`.`Middle`.`P`.self)",
            #"#sourceLocation(file: "f.swift", line: 7)"#, "_layoutshotPreviews(`Outer`.`Middle`.`Q`.self)",
            #"#sourceLocation(file: "f.swift", line: 9)"#, "_layoutshotPreviews(`Raw Name`.self)",
            #"#sourceLocation(file: "f.swift", line: 11)"#, "_layoutshotPreviews(`class`.`S`.self)",
        ])
    }

    /// Swift reads the inside of an interpolation as code: a `#Preview` there is the macro, and is rewritten
    /// like any other (the outline took it for the string's text, the fuzz target found); one in a string's
    /// text is not.
    @Test func aPreviewInAnInterpolationIsCode() throws {
        let body = try #require(try programBody(##"let s = "\(#Preview)" + "#Preview""##))
        #expect(body == ##"let s = "\(_layoutshotPreview)" + "#Preview""##)
    }

    /// Through the real executable: a provider three types deep compiles and shows its preview, as the
    /// interpreter shows it.
    @Test func aNestedProviderCompiles() throws {
        let source = """
        import SwiftUI
        enum Screens {
            enum Settings {
                struct Row_Previews: PreviewProvider {
                    static var previews: some View { Text("nested").padding(4) }
                }
            }
        }
        """
        let dir = try temporaryFolder(["nested.swift": source])
        let interpreted = try CLI.run(["layout", "nested.swift"], in: dir)
        let compiled = try CLI.run(["layout", "nested.swift", "--compile"], in: dir, cache: SandboxTests.sharedCache)
        #expect(interpreted.status == 0, "\(interpreted.stderr)")
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.text == interpreted.text && compiled.text.contains("Text \"nested\""), "\(compiled.text)")
    }
}
