import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

/// `// layoutshot:` directives, images looked up next to the fixture, and the errors for what fixtures do not
/// support.
@Suite struct DirectiveAndImageTests {
    // MARK: Directives

    @Test func directivesAreRawArgumentsInOrder() throws {
        let fixture = try FixtureParser.parse(source: """
        // A comment first is fine.
        // layoutshot: --platform macos --rtl
        //layoutshot: --color-scheme dark --title "Two words"
        /* block comments too */
        Text("a")
        """, path: "d.swift")
        #expect(fixture.directives == ["--platform", "macos", "--rtl", "--color-scheme", "dark", "--title", "Two words"])
        #expect(fixture.directiveLine == 2)
        let plain = try FixtureParser.parse(source: "Text(\"a\") // layoutshot is mentioned here", path: "p.swift")
        #expect(plain.directives.isEmpty)
        #expect(plain.directiveLine == nil)
        let empty = try FixtureParser.parse(source: "// layoutshot:\nText(\"a\")", path: "e.swift")
        #expect(empty.directives.isEmpty)
        #expect(empty.directiveLine == 1)
    }

    @Test func directiveErrors() {
        #expect(parseError("Text(\"a\")\n// layoutshot: --rtl") == FixtureError(
            file: "bad.swift", line: 2, column: 1, message: "a '// layoutshot:' directive must come before any code in the fixture"))
        #expect(parseError("import SwiftUI\n  // layoutshot: --rtl\nText(\"a\")") == FixtureError(
            file: "bad.swift", line: 2, column: 3, message: "a '// layoutshot:' directive must come before any code in the fixture"))
        #expect(parseError("// layoutshot: --title \"open\nText(\"a\")") == FixtureError(
            file: "bad.swift", line: 1, column: 1, message: "unterminated quote in the '// layoutshot:' directive"))
    }

    // MARK: Images

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func imagesNextToTheFixture() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try pngHeader(300, 200).write(to: folder.appendingPathComponent("photo@2x.png"))
        try pngHeader(40, 40).write(to: folder.appendingPathComponent("icon.png"))
        try pngHeader(120, 120).write(to: folder.appendingPathComponent("icon@3x.png"))
        let path = folder.appendingPathComponent("card.swift").path
        try "VStack { Image(\"photo\"); Image(\"icon\") }".write(toFile: path, atomically: true, encoding: .utf8)

        let fixture = try FixtureParser.parse(contentsOf: path)
        let root = LayoutEngine.layout(fixture.previews[0].view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer()).root
        // photo@2x: 300 × 200 px → 150 × 100 pt; icon: @3x wins, 120 px / 3 = 40 pt.
        #expect(root.children[0].frame.size == CGSize(width: 150, height: 100))
        #expect(root.children[1].frame.size == CGSize(width: 40, height: 40))
        guard case .image(let drawing) = root.children[0].drawing, case .bitmap(let asset) = drawing.kind else {
            Issue.record("expected a bitmap")
            return
        }
        #expect(asset.path.hasSuffix("photo@2x.png"))
    }

    /// SwiftUI logs a missing named image and draws nothing: the fixture is no error; the image is empty (0 × 0,
    /// or the offer when resizable) and the layout warns, saying where it looked.
    @Test func aMissingImageIsDrawnEmptyWithAWarning() throws {
        let source = "VStack(spacing: 0) {\n    Text(\"a\")\n    Image(\"photo\")\n}"
        #expect(parseError(source, imageSource: FolderImageSource(directory: "/nonexistent")) == nil)
        let fixture = try FixtureParser.parse(source: source, path: "f.swift", imageSource: FolderImageSource(directory: "/nonexistent"))
        let result = LayoutEngine.layout(fixture.previews[0].view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        let image = try #require(result.root.allNodes().first { $0.type == "Image" })
        #expect(image.frame.size == .zero)
        #expect(result.diagnostics.map(\.description).contains(
            "No image named 'photo' found in asset catalog; it is drawn empty, as in SwiftUI "
            + "(looked for photo.png, photo@2x.png, photo@3x.png, Assets.xcassets/photo.imageset next to the fixture)"))
        #expect(parseError("Label(\"Photo\", image: \"pic\")", imageSource: FolderImageSource(directory: "/nonexistent")) == nil)
        #expect(parseError("Image(\"gone\")", imageSource: MemoryImageSource(images: [:])) == nil)
        // Symbols never fail.
        #expect(parseError("Image(systemName: \"no.such.symbol\")", imageSource: MemoryImageSource(images: [:])) == nil)
    }

    /// `Assets.xcassets/photo.imageset`: the sharpest PNG its Contents.json lists, at that scale; a single-scale
    /// set (no "scale") is 1×; loose PNGs win over a catalog, as `name.png` is looked for first.
    @Test func assetCatalogImageSets() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/photo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try pngHeader(60, 40).write(to: set.appendingPathComponent("p1.png"))
        try pngHeader(120, 80).write(to: set.appendingPathComponent("p2.png"))
        try Data(#"{"images":[{"filename":"p1.png","idiom":"universal","scale":"1x"},{"filename":"p2.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let single = folder.appendingPathComponent("Assets.xcassets/icons/logo.imageset")
        try FileManager.default.createDirectory(at: single, withIntermediateDirectories: true)
        try pngHeader(30, 30).write(to: single.appendingPathComponent("logo.png"))
        try Data(#"{"images":[{"filename":"logo.png","idiom":"universal"}]}"#.utf8).write(to: single.appendingPathComponent("Contents.json"))
        let source = FolderImageSource(directory: folder.path)
        let photo = try #require(source.image(named: "photo"))
        #expect(photo.size == CGSize(width: 60, height: 40))
        #expect(photo.path.hasSuffix("photo.imageset/p2.png"))
        #expect(source.image(named: "icons/logo")?.size == CGSize(width: 30, height: 30))
        try pngHeader(10, 10).write(to: folder.appendingPathComponent("photo.png"))
        #expect(source.image(named: "photo")?.size == CGSize(width: 10, height: 10))
        // A set whose Contents.json lists no PNG is named as such.
        let empty = folder.appendingPathComponent("Assets.xcassets/empty.imageset")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Data(#"{"images":[{"idiom":"universal","scale":"1x"}]}"#.utf8).write(to: empty.appendingPathComponent("Contents.json"))
        #expect(parseError("Image(\"empty\")", imageSource: source)?.message
                == "'Assets.xcassets/empty.imageset/Contents.json' next to the fixture lists no PNG image")
    }

    /// What a compiled fixture's program is given: the folder's images by name (PNGs, subfolders, image sets),
    /// each as a lookup finds it; hidden folders and links that lead out are not in it.
    @Test func theManifestListsTheFoldersImages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try fm.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try pngHeader(40, 20).write(to: folder.appendingPathComponent("icons/star@2x.png"))
        try pngHeader(8, 8).write(to: folder.appendingPathComponent("dot.png"))
        try pngHeader(8, 8).write(to: folder.appendingPathComponent(".git/hidden.png"))
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("fake.png"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("secret-notes.txt"))
        let outside = try temporaryFolder()
        defer { try? fm.removeItem(at: outside) }
        try pngHeader(5, 5).write(to: outside.appendingPathComponent("away.png"))
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("away.png").path, withDestinationPath: outside.appendingPathComponent("away.png").path)
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("elsewhere").path, withDestinationPath: outside.path)
        let set = folder.appendingPathComponent("Assets.xcassets/hero.imageset")
        try fm.createDirectory(at: set, withIntermediateDirectories: true)
        try pngHeader(90, 60).write(to: set.appendingPathComponent("hero@3x.png"))
        try Data(#"{"images":[{"filename":"hero@3x.png","scale":"3x"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let manifest = FolderImageSource(directory: folder.path).manifest()
        #expect(Set(manifest.keys) == ["icons/star", "dot", "hero"])
        #expect(manifest["icons/star"]?.size == CGSize(width: 20, height: 10))
        #expect(manifest["hero"]?.size == CGSize(width: 30, height: 20))
        // The walk is bounded.
        var limits = FolderImageSource.ManifestLimits()
        limits.entries = 2
        #expect(FolderImageSource(directory: folder.path).manifest(limits: limits).count <= 2)
        // The program's source answers from it alone.
        let program = ManifestImageSource(manifest)
        #expect(program.image(named: "dot")?.size == CGSize(width: 8, height: 8))
        #expect(program.image(named: "secret-notes") == nil && program.image(named: "away") == nil)
    }

    @Test func aFileThatIsNotAPNGIsReported() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("GIF89a not a png at all".utf8).write(to: folder.appendingPathComponent("logo.png"))
        let error = parseError("Image(\"logo\")", imageSource: FolderImageSource(directory: folder.path))
        #expect(error?.message == "'logo.png' next to the fixture is not a PNG image")
    }

    // MARK: Unsupported constructs

    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let line: Int
        let column: Int
        let message: String
        /// The construct a fixture the compiler should run is routed with; nil for a final error.
        let routes: String?
        var testDescription: String { message }

        init(_ source: String, _ line: Int, _ column: Int, _ message: String, routes: String? = nil) {
            self.source = source
            self.line = line
            self.column = column
            self.message = message
            self.routes = routes
        }

        var kind: FixtureError.Kind { routes.map { .needsCompiler(construct: $0) } ?? .final }
    }

    static let unsupported: [Case] = [
        // Tab and split views are Layoutshot's library's, which the interpreter does not run: they are compiled.
        Case("VStack {\n    TabView {\n        Text(\"a\")\n    }\n}", 2, 5, "unknown view 'TabView'", routes: "'TabView'"),
        Case("NavigationSplitView {\n    Text(\"a\")\n} detail: {\n    Text(\"b\")\n}", 1, 1, "unknown view 'NavigationSplitView'",
             routes: "'NavigationSplitView'"),
        Case("Table(rows) {\n    Text(\"a\")\n}", 1, 1, "'Table' is SwiftUI API that Layoutshot does not support yet; "
             + "it is coming; until then put a placeholder of its size in its place (Color.gray.opacity(0.2).frame(width: …, height: …))"),
        // So are the controls (LayoutCore's Views/Controls/).
        Case("Toggle(\"On\", isOn: .constant(true))", 1, 1, "unknown view 'Toggle'", routes: "'Toggle'"),
        Case("Text(\"a\")\n    .fileImporter(isPresented: .constant(true), allowedContentTypes: []) { _ in\n    }", 2, 6,
             "'fileImporter(…)' is SwiftUI API that Layoutshot does not support yet; a file panel is not part of the picture; remove it"),
        Case("Text(\"a\")\n    .toolbar {\n        Button(\"Done\") {}\n    }", 2, 6, "unknown modifier 'toolbar' on 'Text'",
             routes: "'.toolbar(…)'"),
        Case("Text(\"a\").transformEffect(.identity)", 1, 11, "'transformEffect(…)' is SwiftUI API that Layoutshot does not support yet; "
             + "it changes only how the view is drawn, which is coming; remove it to see the layout"),
        Case("Text(\"a\").onTapGestur { }", 1, 11, "unknown modifier 'onTapGestur' on 'Text'; did you mean 'onTapGesture'?"),
        Case("LazyVGird(columns: []) { Text(\"a\") }", 1, 1, "unknown view 'LazyVGird'; did you mean 'LazyVGrid'?"),
        Case("HStackLayot { Text(\"a\") }", 1, 1, "unknown view 'HStackLayot'; did you mean 'HStackLayout'?"),
        Case("ScrollView(.horizontl) { Text(\"a\") }", 1, 13, "type 'Axis.Set' has no member 'horizontl'; did you mean 'horizontal'?"),
        Case("Text(\"a\").buttonStyle(.plan)", 1, 24, "type 'PrimitiveButtonStyle' has no member 'plan'; did you mean 'plain'?"),
        Case("Image(systemName: \"a\").resizable().aspectRatio(contentMode: .fits)", 1, 62,
             "type 'ContentMode' has no member 'fits'; did you mean 'fit'?"),
        Case("Text(\"a\").dynamicTypeSize(.huge)", 1, 28, "type 'DynamicTypeSize' has no member 'huge'"),
        Case("LazyVGrid(columns: [GridItem(.flexibel())]) { Text(\"a\") }", 1, 31,
             "type 'GridItem.Size' has no function 'flexibel'; did you mean 'flexible'?"),
        Case("GeometryReader { Text(\"a\") }", 1, 16,
             "the closure must take 1 parameter ('(Element) -> some View'); write '{ _ in … }' to ignore it"),
        Case("GeometryReader { proxy in Text(proxy.sise.width) }", 1, 38, "value of type 'GeometryProxy' has no member 'sise'; did you mean 'size'?"),
        Case("Button(action: { x in }) { Text(\"a\") }", 1, 16, "the closure declares 1 parameter but '() -> Void' takes 0"),
        Case("Text(\"a\").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))", 1, 48, "tuples are not supported in fixtures yet",
             routes: "tuple"),
        Case("Text(\"a\").offset((1, 2))", 1, 20, "tuples are not supported in fixtures yet", routes: "tuple"),
        // Statements that only an action may hold.
        Case("for i in 0..<3 { Text(\"a\") }", 1, 1, "'for' statements are not supported in fixtures yet", routes: "'for' statement"),
        Case("VStack {\n    Text(\"a\")\n    switch 1 { default: Text(\"b\") }\n}", 3, 5, "'switch' statements are not supported in fixtures yet",
             routes: "'switch' statement"),
        Case("struct S: View {\n    let n: Int\n    var body: some View {\n        guard n > 0 else { return Text(\"a\") }\n        return Text(\"b\")\n    }\n}\nText(\"x\")",
             4, 9, "'guard' statements are not supported in fixtures yet", routes: "'guard' statement"),
        Case("struct S: View {\n    @State var n = 0\n    var body: some View {\n        n = 1\n        Text(\"b\")\n    }\n}\nS()", 4, 9,
             "an assignment can only be in an action (a Button's or onTapGesture's closure, which a picture never runs)"),
        Case("VStack {\n    Text(\"a\").alignmentGuide(.leading) { d in\n        for x in [1] { }\n        return 0\n    }\n}", 3, 9,
             "'for' statements are not supported in fixtures yet", routes: "'for' statement"),
        Case("struct WideFirstGrid: Layout {\n}", 1, 1,
             "custom Layout types are not supported in fixtures yet ('WideFirstGrid' conforms to 'Layout'); 'WideFirstGrid' is built in (seed 001): delete this declaration to use it",
             routes: "'Layout' type 'WideFirstGrid'"),
        Case("struct S: View {\n    enum Col: AlignmentID {\n        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }\n    }\n    var body: some View { Text(\"a\") }\n}\nS()",
             2, 5, "declare AlignmentID types at the top level or in an extension of HorizontalAlignment or VerticalAlignment"),
        Case("Text(\"a\").lineLimit(..<3)", 1, 21, "expected an expression, found '..<'"),
    ]

    @Test(arguments: unsupported)
    func unsupportedIsAnError(_ c: Case) {
        let error = parseError(c.source)
        #expect(error == FixtureError(file: "bad.swift", line: c.line, column: c.column, message: c.message, kind: c.kind))
    }
}
