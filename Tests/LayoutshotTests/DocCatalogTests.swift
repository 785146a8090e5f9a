import Foundation
import Testing
import Layoutshot

/// The DocC catalogs of the two libraries build with the toolchain's docc without a warning: every symbol link
/// resolves, every public symbol has a doc comment (issue 17 §7). The same script as `make docs`, on the build
/// folder the tests run from.
@Suite struct DocCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let modules = ["Layoutshot", "LayoutshotTesting"]

    /// Runs Scripts/layoutshot-docs.sh with the tests' build folder, into `output`, with the catalogs under `catalogs`.
    func makeDocs(into output: URL, catalogs: URL = DocCatalogTests.root) throws -> CLI.Result {
        let build = CLI.executable.deletingLastPathComponent()
        return try CLI.run([Self.root.appendingPathComponent("Scripts/layoutshot-docs.sh").path, build.path, output.path,
                            catalogs.path], executable: "/bin/sh")
    }

    @Test func theCatalogsBuildWithoutWarnings() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let made = try makeDocs(into: output)
        #expect(made.status == 0, "\(made.stderr)")
        // Each getting-started article is a page of its archive, for static hosting.
        for page in ["Layoutshot.doccarchive/documentation/layoutshot/renderingafixture/index.html",
                     "LayoutshotTesting.doccarchive/documentation/layoutshottesting/writingasnapshottest/index.html",
                     "LayoutshotTesting.doccarchive/documentation/layoutshottesting/layoutsnapshottrait/index.html"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path), "\(page)")
        }
        // docc only warns about a symbol without any comment when asked for coverage; the graphs say it directly.
        var undocumented: [String] = []
        for module in Self.modules {
            let graphs = output.appendingPathComponent("symbol-graphs/\(module)")
            for file in try FileManager.default.contentsOfDirectory(atPath: graphs.path) {
                let data = try Data(contentsOf: graphs.appendingPathComponent(file))
                let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any]
                let symbols = graph?["symbols"] as? [[String: Any]] ?? []
                #expect(file != "\(module).symbols.json" || !symbols.isEmpty, "\(file)")
                for symbol in symbols where symbol["docComment"] == nil {
                    let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
                    guard kind != "swift.extension" else { continue }   // an extension block: its members have comments
                    undocumented.append("\(module): " + ((symbol["pathComponents"] as? [String]) ?? []).joined(separator: "."))
                }
            }
        }
        #expect(undocumented.isEmpty, "public symbols without a doc comment:\n\(undocumented.joined(separator: "\n"))")
    }

    /// The steps of Layoutshot.docc's "Rendering a fixture", as the article writes them.
    @Test func theGettingStartedArticlesStepsRun() throws {
        let dir = try temporaryFolder(["card.swift": """
            #Preview("Name and value", traits: .fixedLayout(width: 320, height: 44)) {
                HStack {
                    Text("Name")
                    Spacer()
                    Text("Value")
                }
                .padding(.horizontal)
            }
            """])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("card.swift").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let measurer = try PangoTextMeasurer()
        var options = FixtureLoadOptions()
        options.layout.colorScheme = .dark
        let fixture = try FixturePipeline.layOut(source: source, path: path, options: options, measurer: measurer)
        #expect(fixture.warnings.isEmpty)
        let renderer = Renderer(text: measurer)
        // One preview: its files are named after the fixture alone; the fixed layout is 320 × 44.
        #expect(fixture.previews.map(\.outputName) == ["card"])
        let preview = try #require(fixture.previews.first)
        #expect(preview.result.canvasSize == CGSize(width: 320, height: 44))
        let png = try renderer.render(preview.result, as: .png, options: RenderOptions())
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(preview.result.root.textDump().contains("Text \"Value\""))
        options.explains = true
        let traced = try FixturePipeline.layOut(source: source, path: path, options: options, measurer: measurer)
        #expect(traced.traces.count == 1)
        #expect(traced.traces.first?.calls.isEmpty == false)
    }

    @Test func aLinkThatDoesNotResolveFailsTheBuild() throws {
        // The real catalogs, with one link to a symbol that does not exist added to Layoutshot's landing page.
        let catalogs = try temporaryFolder(), output = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: catalogs)
            try? FileManager.default.removeItem(at: output)
        }
        for module in Self.modules {
            let folder = catalogs.appendingPathComponent("Sources/\(module)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Sources/\(module)/\(module).docc"),
                                             to: folder.appendingPathComponent("\(module).docc"))
        }
        let landing = catalogs.appendingPathComponent("Sources/Layoutshot/Layoutshot.docc/Layoutshot.md")
        let text = try String(contentsOf: landing, encoding: .utf8) + "\n### Broken\n\n- ``FixturePipelineThatIsNot``\n"
        try text.write(to: landing, atomically: true, encoding: .utf8)
        let made = try makeDocs(into: output, catalogs: catalogs)
        #expect(made.status != 0)
        #expect((made.stderr + made.text).contains("FixturePipelineThatIsNot"), "\(made.stderr)")
    }
}
