import FixtureLanguage
import Foundation
import Testing
@testable import Layoutshot

/// swiftc's errors about SwiftUI names Layoutshot lacks read as what they are, at the same place; real typos
/// keep swiftc's words; and no name Layoutshot has is ever called unsupported.
@Suite struct CompilerMessagesTests {
    static let unsupported = " is SwiftUI API that Layoutshot does not support yet"

    func rewrite(_ output: String, _ source: String) -> [String] {
        CompilerMessages.errors(in: output, source: source, path: "f.swift")
    }

    @Test func aMissingModifierIsSaidToBeSwiftUIAPI() {
        let source = "#Preview {\n    Text(\"3\").allowsTightening(true)\n}\n"
        let errors = rewrite("f.swift:2:15: error: value of type 'Text' has no member 'allowsTightening'\n", source)
        #expect(errors == ["f.swift:2:15: error: 'allowsTightening(…)'" + Self.unsupported
                           + "; it is coming; remove it for now (the picture then differs where it changes sizes)"])
    }

    /// The errors that follow from the first on its statement go; an error on another statement stays.
    @Test func followOnErrorsOnTheStatementAreDropped() {
        let source = """
        #Preview {
            RoundedRectangle(cornerRadius: 12)
                .fill(MeshGradient(width: 2, height: 1, points: [.zero, [1, 0]], colors: [.purple, .pink]))
            Text("a").paddng()
        }
        """
        let output = """
        f.swift:3:15: error: cannot find 'MeshGradient' in scope
        f.swift:3:49: error: cannot infer contextual base in reference to member 'zero'
        f.swift:3:77: error: reference to member 'purple' cannot be resolved without a contextual type
        f.swift:4:15: error: value of type 'Text' has no member 'paddng'
        """
        #expect(rewrite(output, source) == [
            "f.swift:3:15: error: 'MeshGradient'" + Self.unsupported + "; a mesh gradient is not drawn yet; until then fill with a LinearGradient of its colours",
            "f.swift:4:15: error: value of type 'Text' has no member 'paddng'",
        ])
    }

    /// `Text(x, formatter:)`: swiftc names the argument; the call around it is SwiftUI's `Text.init(_:formatter:)`.
    @Test func anInitialiserLayoutshotLacks() {
        let source = "#Preview {\n    Text(order.date, formatter: f)\n}\n"
        let output = """
        f.swift:2:22: error: extra argument 'formatter' in call
        f.swift:2:10: error: cannot convert value of type 'Date' to expected argument type 'LocalizedStringKey'
        """
        let errors = rewrite(output, source)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("f.swift:2:22: error: 'Text(_:formatter:)'" + Self.unsupported) == true)
        // With a trailing closure: `Button(role:intent:) { … }` is SwiftUI's `init(role:intent:label:)`
        // (AppIntents has `init(intent:label:)`, not the one with a role).
        let button = "#Preview {\n    Button(role: .destructive, intent: OpenNotes()) {\n        Text(\"x\")\n    }\n}\n"
        #expect(rewrite("f.swift:2:53: error: extra trailing closure passed in call\n", button).first?
            .hasPrefix("f.swift:2:53: error: 'Button(role:intent:label:)'" + Self.unsupported) == true)
    }

    @Test func implicitMembersAndProperties() {
        let source = "#Preview {\n    Text(\"a\").foregroundStyle(.windowBackground)\n    Circle().fill(Color.blue.exposureAdjust(1))\n}\n"
        let output = """
        f.swift:2:32: error: type 'ShapeStyle' has no member 'windowBackground'
        f.swift:3:30: error: value of type 'Color' has no member 'exposureAdjust'
        """
        let errors = rewrite(output, source)
        #expect(errors.count == 2)
        #expect(errors[0].hasPrefix("f.swift:2:32: error: '.windowBackground'" + Self.unsupported))
        #expect(errors[1].hasPrefix("f.swift:3:30: error: 'exposureAdjust(…)'" + Self.unsupported), "\(errors[1])")
    }

    /// Real typos, a fixture's own type and errors in other files keep swiftc's messages.
    @Test func otherErrorsAreSwiftcs() {
        let source = "struct Card: View {\n    var body: some View { Text(\"a\").fontt(.title) }\n}\nstruct Order { }\n"
        let output = """
        f.swift:2:37: error: value of type 'Text' has no member 'fontt'
        f.swift:2:43: error: cannot infer contextual base in reference to member 'title'
        f.swift:4:1: error: value of type 'Order' has no member 'allowsTightening'
        other.swift:1:1: error: value of type 'Text' has no member 'allowsTightening'
        """
        #expect(rewrite(output, source) == output.split(separator: "\n").map(String.init))
        // A fixture's own view does have View's modifiers.
        #expect(rewrite("f.swift:2:5: error: value of type 'Card' has no member 'allowsTightening'", source).first?
            .contains("SwiftUI API") == true)
    }

    /// Every public name of LayoutCore, UIKit and AppKit (from their symbol graphs, made from the modules this test
    /// was built with) is Layoutshot's: the message never fires for it. The generated list must be current.
    @Test func noNameLayoutshotHasIsCalledUnsupported() throws {
        let symbols = try LayoutshotSymbols.load()
        #expect(symbols.count > 1000)
        var missing: [String] = []
        for symbol in symbols {
            let name: SwiftUIAPI.Name
            switch symbol.kind {
            case "swift.struct", "swift.enum", "swift.protocol", "swift.class", "swift.typealias":
                name = .type(symbol.path.joined(separator: "."))
            case "swift.init":
                let labels = symbol.path.last!.dropFirst(5).dropLast().split(separator: ":").map(String.init)
                name = .initializer(of: symbol.path.dropLast().joined(separator: "."), labels: labels, trailingClosures: 0)
            default:
                name = .member(String(symbol.path.last!.prefix { $0 != "(" }), owners: Array(symbol.path.dropLast()) + SwiftUIAPI.protocols)
            }
            if SwiftUIAPI.unsupportedMessage(for: name) != nil { missing.append(symbol.path.joined(separator: ".")) }
        }
        #expect(missing.isEmpty, "Layoutshot has these but SwiftUIAPI+Layoutshot.swift does not: run make api-names\n\(missing.prefix(20))")
    }
}

/// The public symbols of the modules a compiled fixture's SwiftUI code reaches, from `swift-symbolgraph-extract`
/// over the build folder the tests run from.
enum LayoutshotSymbols {
    struct Symbol {
        var path: [String]
        var kind: String
    }

    static func load() throws -> [Symbol] {
        let build = CLI.executable.deletingLastPathComponent()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        var search = ["-I", root.appendingPathComponent("Sources/CGraphics").path, "-I", root.appendingPathComponent("Sources/CSpawn").path]
        search += FixtureCompiler.graphicsIncludeFlags().flatMap { ["-Xcc", $0] }
        guard let extract = ChildProcess.find("swift-symbolgraph-extract") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "swift-symbolgraph-extract"])
        }
        for module in ["LayoutCore", "UIKit", "AppKit"] {
            let outcome = try ChildProcess.run(extract, ["-module-name", module, "-I", build.appendingPathComponent("Modules").path,
                                                         "-target", "x86_64-unknown-linux-gnu", "-output-dir", out.path,
                                                         "-minimum-access-level", "public"] + search,
                                               environment: ProcessInfo.processInfo.environment, limits: ChildProcess.Limits(),
                                               timeout: 120)
            #expect(outcome.exitCode == 0, "\(String(decoding: outcome.output, as: UTF8.self))")
        }
        var symbols: [Symbol] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            let data = try Data(contentsOf: out.appendingPathComponent(file))
            let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            for entry in graph?["symbols"] as? [[String: Any]] ?? [] {
                guard let path = entry["pathComponents"] as? [String], !path.contains(where: { $0.hasPrefix("_") }),
                      let kind = (entry["kind"] as? [String: Any])?["identifier"] as? String, kind != "swift.func.op" else { continue }
                if path.count < 2 && !["swift.struct", "swift.enum", "swift.protocol", "swift.class", "swift.typealias"].contains(kind) {
                    continue
                }
                symbols.append(Symbol(path: path, kind: kind))
            }
        }
        return symbols
    }
}

/// A compiled fixture that traps is reported at its own line with Swift's message, without the stack trace.
@Suite struct FatalErrorTests {
    /// Swift's runtime prints `<#fileID>:<line>: Fatal error: <message>`, then `Current stack trace:` and numbered
    /// frames (the standard library's `_assertionFailure`).
    @Test func theMessageAndLineAreReadAndTheTraceDropped() {
        let output = """
        hello from the fixture
        fixture/card.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value
        Current stack trace:
        0    libswiftCore.so                    0x00007fcd2c95f130 swift_reportError + 33
        1    fixture                            0x00005556c881caf8 <unavailable> + 11000
        """
        let report = FatalErrorReport(output, fixture: "views/card.swift")
        #expect(report.fatal?.message == "Unexpectedly found nil while unwrapping an Optional value")
        #expect(report.fatal?.line == 3)
        #expect(report.printed == "hello from the fixture")
        // In the standard library's own file: the message, without a line of the fixture's.
        let library = FatalErrorReport("Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range\n", fixture: "card.swift")
        #expect(library.fatal?.message == "Index out of range")
        #expect(library.fatal?.line == nil)
    }

    @Test func aTrapIsAnErrorAtTheFixturesLine() throws {
        let fixture = """
        import SwiftUI

        func value() -> Int { let x: Int? = nil; return x! }

        #Preview(traits: .sizeThatFitsLayout) { Text(verbatim: "\\(value())") }
        """
        let dir = try temporaryFolder(["fatal.swift": fixture])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "fatal.swift", "--out", "out"], in: dir, cache: SandboxTests.sharedCache)
        #expect(r.status == 65)
        #expect(r.stderr.contains("fatal.swift:3:1: error: fatal error: Unexpectedly found nil while unwrapping an Optional value"))
        #expect(!r.stderr.contains("stack trace") && !r.stderr.contains("signal"), "\(r.stderr)")
    }

    /// `import UIKit` previewed on macOS is the interpreter's error in the compiled path too.
    @Test func aModuleThePlatformLacksIsAnErrorWhenCompiled() throws {
        let dir = try temporaryFolder(["imp.swift": "import SwiftUI\nimport UIKit\n\n#Preview { Text(\"a\") }\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "imp.swift", "--out", "out", "--compile", "--platform", "macos"], in: dir,
                            cache: SandboxTests.sharedCache)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("imp.swift:2:8: error: no such module 'UIKit' on macOS"), "\(r.stderr)")
    }
}
