import Foundation
import Testing
import LayoutCore
@testable import FixtureLanguage
@testable import RegistryParity

/// The fixture language's registry against LayoutCore's public API, read from the symbol graph the toolchain
/// makes of the modules this test was built with (docs/ARCHITECTURE.md, "Adding a view or modifier").
@Suite struct RegistryParityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `Modules` folder of the build this test runs in (the test runner's folder), else the debug build's.
    static let modules: URL = {
        let folders = [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
        for folder in folders.compactMap({ $0 }) {
            let modules = folder.resolvingSymlinksInPath().appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("LayoutCore.swiftmodule").path) {
                return modules
            }
        }
        return root.appendingPathComponent(".build/debug/Modules").resolvingSymlinksInPath()
    }()

    /// LayoutCore's declarations, extracted once (about a second); a missing tool or module is a failure that
    /// says how to make the graph, never a skipped test.
    static let api: Result<[APIDeclaration], Error> = Result {
        APIDeclaration.all(in: try SymbolGraphExtractor.graph(of: "LayoutCore", modules: modules))
    }

    static func declarations() throws -> [APIDeclaration] {
        do { return try api.get() } catch {
            Issue.record("LayoutCore's symbol graph could not be made: \(error)")
            throw error
        }
    }

    @Test func everyEntryAgreesWithLayoutCore() throws {
        let report = Parity.compare(RegistryCatalog.entries, with: try Self.declarations())
        #expect(report.problems.isEmpty, """
            registry entries that disagree with LayoutCore (fix the entry, or list it in \
            Sources/RegistryParity/ParityExceptions.swift with a reason):
            \(report.problems.map(\.description).joined(separator: "\n"))
            """)
        #expect(report.missing.isEmpty, """
            LayoutCore API the fixture language lacks (add an entry in the registry file named, or list it in \
            ParityExceptions.unsupported with a reason; `make coverage` lists them):
            \(report.missing.map { "\($0.place): \($0.swiftName) → Sources/FixtureLanguage/\(Parity.mirror(of: $0.file))" }
                .joined(separator: "\n"))
            """)
        // Not a comparison of nothing: the registry's tables are there, and the well-known entries were matched.
        #expect(report.compared > 400)
        let covered = Set(report.covered.map(\.swiftName))
        for name in ["View.shadow(color:radius:x:y:)", "View.padding(_:_:)", "HStack.init(alignment:spacing:content:)",
                     "Color.red", "Font.system(size:weight:design:)", "EnvironmentValues.lineSpacing"] {
            #expect(covered.contains(name), "\(name) was not matched")
        }
    }

    /// The test of the test: an entry with one default, one label, one type or its file changed is reported,
    /// naming the entry and the difference.
    @Test func aChangedDefaultLabelTypeOrFileIsReported() throws {
        let api = try Self.declarations()
        let entries = RegistryCatalog.entries
        func entry(_ name: String) throws -> RegistryEntry {
            try #require(entries.first { $0.swiftName == name }, "no registry entry \(name)")
        }
        func problems(_ changed: RegistryEntry) -> [ParityReport.Problem] {
            Parity.compare([changed], with: api).problems
        }

        // As it is, shadow agrees.
        let shadow = try entry("View.shadow(color:radius:x:y:)")
        #expect(problems(shadow).isEmpty)

        // SwiftUI's (and LayoutCore's) default is black at 33 %; the registry's made red.
        var redShadow = shadow
        redShadow.parameters[0].defaultValue = Color.red
        let defaultProblem = try #require(problems(redShadow).first)
        #expect(defaultProblem.entry == "View.shadow(color:radius:x:y:)")
        #expect(defaultProblem.message.contains("default of `color`"))
        #expect(defaultProblem.message.contains("Color(white: 0, opacity: 0.33)"))

        // A default of 1 where LayoutCore's is 0.
        var offsetShadow = shadow
        offsetShadow.parameters[2].defaultValue = CGFloat(1)
        #expect(problems(offsetShadow).first?.message.contains("default of `x`") == true)

        // A default dropped on the registry's side.
        var required = shadow
        required.parameters[3].hasDefault = false
        required.parameters[3].defaultValue = nil
        #expect(problems(required).first?.message == "LayoutCore's `y` defaults to `0`, the registry's has no default")

        // A label changed: `.padding(edges:_:)` is not LayoutCore's.
        var padding = try entry("View.padding(_:_:)")
        #expect(problems(padding).isEmpty)
        padding.parameters[0].label = "edges"
        let labelProblem = try #require(problems(padding).first)
        #expect(labelProblem.entry == "View.padding(edges:_:)")
        #expect(labelProblem.message.hasPrefix("the labels (edges:_:) are not LayoutCore's"))

        // A type changed: blur's radius as a Bool.
        var blur = try entry("View.blur(radius:opaque:)")
        blur.parameters[0].type = .named("Bool", conformances: [])
        #expect(problems(blur).first?.message.hasPrefix("`radius` is Bool in the registry, CGFloat in LayoutCore") == true)

        // An entry in a file that does not mirror LayoutCore's: padding is declared in
        // Modifiers/Layout/PaddingLayout.swift.
        var misplaced = try entry("View.padding(_:_:)")
        misplaced.file = "FixtureLanguage/TextModifiers+Registry.swift"
        #expect(problems(misplaced).first?.message.hasSuffix(
            "so its entry belongs in Sources/FixtureLanguage/Registry/Modifiers/Layout/PaddingLayout+Registry.swift") == true)
    }

    /// Without an entry for a LayoutCore modifier, the comparison lists it as missing.
    @Test func aModifierWithoutAnEntryIsMissing() throws {
        let api = try Self.declarations()
        let withoutBlur = RegistryCatalog.entries.filter { $0.swiftName != "View.blur(radius:opaque:)" }
        let missing = Parity.compare(withoutBlur, with: api).missing.map(\.swiftName)
        #expect(missing == ["View.blur(radius:opaque:)"])
    }

    /// A graph that cannot be made is an error that says how to make it.
    @Test func aMissingBuildSaysHowToMakeTheGraph() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/debug/Modules")
        #expect { try SymbolGraphExtractor.graph(of: "LayoutCore", modules: nowhere) } throws: { error in
            "\(error)".contains("make coverage")
        }
    }

    /// Declarations read as Swift reads them (hand-written, not from the graph).
    @Test func declarationsAreReadWithTheirLabelsTypesAndDefaults() throws {
        let list = try #require(DeclarationParser.parameterList(
            of: "func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View"))
        let parameters = list.map(DeclarationParser.parameter)
        #expect(parameters.map(\.label) == ["color", "radius", "x", "y"])
        #expect(parameters.map(\.type) == ["Color", "CGFloat", "CGFloat", "CGFloat"])
        #expect(parameters.map(\.defaultValue) == ["Color(white: 0, opacity: 0.33)", nil, "0", "0"])
        let builder = DeclarationParser.parameter("@ViewBuilder content: () -> Content")
        #expect(builder.label == "content" && builder.type == "() -> Content" && builder.isViewBuilder)
        let action = DeclarationParser.parameter("perform action: @escaping () -> Void")
        #expect(action.label == "perform" && action.name == "action" && action.type == "() -> Void")
        #expect(DeclarationParser.whereClause(of: "func f<T>(_ range: T) -> some View where T : RangeExpression, T.Bound == DynamicTypeSize")
            .map { "\($0.0)\($0.1)\($0.2)" } == ["T:RangeExpression", "T.Bound==DynamicTypeSize"])
    }

    /// LayoutCore's default, as written, is evaluated by the fixture language as the parameter's argument.
    @Test func aDefaultIsEvaluatedAsTheParametersArgument() throws {
        let frame = try #require(RegistryCatalog.entries.first { $0.swiftName == "View.frame(width:height:alignment:)" })
        let alignment = try frame.parameters[2].evaluate(".center")
        #expect(Parity.same(alignment, Alignment.center))
        #expect(!Parity.same(alignment, Alignment.top))
        #expect(Parity.same(try frame.parameters[0].evaluate("nil"), Optional<CGFloat>.none as Any))
        #expect(throws: FixtureError.self) { try frame.parameters[2].evaluate(".middle") }
    }

    /// Registry/<path>/<Name>+Registry.swift exists only beside Sources/LayoutCore/<path>/<Name>.swift, apart from
    /// the registry's own files.
    @Test func everyRegistryFileMirrorsALayoutCoreFile() throws {
        let registry = Self.root.appendingPathComponent("Sources/FixtureLanguage/Registry")
        let own: Set<String> = ["Registry.swift", "RegistryCatalog.swift", "Foundation+Registry.swift", "Unsupported.swift"]
        let files = try #require(FileManager.default.enumerator(atPath: registry.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 40)
        for file in files.sorted() where !own.contains(file) {
            #expect(file.hasSuffix("+Registry.swift"), "\(file) is not named <LayoutCore file>+Registry.swift")
            let layoutCore = String(file.dropLast("+Registry.swift".count)) + ".swift"
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Sources/LayoutCore/\(layoutCore)").path),
                    "Registry/\(file) mirrors no Sources/LayoutCore/\(layoutCore)")
        }
    }
}
