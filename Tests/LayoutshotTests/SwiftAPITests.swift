import Foundation
import Testing
@testable import Layoutshot

/// Real view files' Swift through the command line: Xcode's preview forms on both paths, the modules views
/// import and the UIKit/AppKit types they touch, and the library found from an installed or copied binary.
/// Frames are derived by hand from shapes of fixed sizes (no text), so they do not depend on fonts.
@Suite struct SwiftAPITests {
    /// One module and fixture cache for the suite's compiles (each compile needs the module cache once).
    static let cache: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-swiftapi-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }()

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func layout(_ source: String, _ options: [String] = [], name: String = "f.swift",
                files: [String: Data] = [:]) throws -> CLI.Result {
        let dir = try temporaryFolder([name: source])
        for (file, data) in files { try data.write(to: dir.appendingPathComponent(file)) }
        return try CLI.run(["layout", name] + options, in: dir, cache: Self.cache)
    }

    /// The frame tree on both paths, which must agree; returns it.
    func bothPaths(_ source: String, _ options: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let interpreted = try layout(source, options)
        let compiled = try layout(source, options + ["--compile"])
        #expect(interpreted.status == 0, "\(interpreted.stderr)", sourceLocation: sourceLocation)
        #expect(compiled.status == 0, "\(compiled.stderr)", sourceLocation: sourceLocation)
        #expect(interpreted.text == compiled.text, sourceLocation: sourceLocation)
        return interpreted.text
    }

    // MARK: Preview forms

    @Test func aPreviewWithoutTraitsIsTheDeviceCanvasAndABareExpressionItsIdealSize() throws {
        // The iPhone 16 Pro's 402 × 874 pt screen less its insets (top 62, bottom 34: Apple HIG, useyourloaf's
        // measurement) is offered to the root, 402 × 778; the 30 × 20 frame is centred in it:
        // x = (402 − 30) / 2, y = 62 + (778 − 20) / 2.
        let device = try bothPaths("#Preview { Color.red.frame(width: 30, height: 20) }")
        #expect(device == "frame (186, 441, 30, 20) ← 402×778\n  Color (186, 441, 30, 20) ← 30×20\n")
        // Landscape: the screen turned, 874 × 402, with the insets on the sides (62, 62) and the home
        // indicator's 21 below: 750 × 381 from x 62; x = 62 + (750 − 30) / 2, y = (381 − 20) / 2.
        let landscape = try bothPaths("#Preview(traits: .landscapeLeft) { Color.red.frame(width: 30, height: 20) }")
        #expect(landscape == "frame (422, 180.5, 30, 20) ← 750×381\n  Color (422, 180.5, 30, 20) ← 30×20\n")
        // macOS: a preview's window fits its content.
        let mac = try bothPaths("#Preview { Color.red.frame(width: 30, height: 20) }", ["--platform", "macos"])
        #expect(mac == "frame (0, 0, 30, 20) ← nil×nil\n  Color (0, 0, 30, 20) ← 30×20\n")
        let bare = try layout("Color.red.frame(width: 30, height: 20)")
        #expect(bare.text == "frame (0, 0, 30, 20) ← nil×nil\n  Color (0, 0, 30, 20) ← 30×20\n")
    }

    @Test func severalTraitsAndDefaultLayout() throws {
        let source = """
        #Preview("Fits", traits: .landscapeLeft, .sizeThatFitsLayout) { Color.red.frame(width: 30, height: 20) }
        #Preview("Fixed", traits: .fixedLayout(width: 100, height: 40), .portrait) { Color.red.frame(width: 30, height: 20) }
        #Preview("Device", traits: .sizeThatFitsLayout, .defaultLayout, .landscapeRight) { Color.red.frame(width: 30, height: 20) }
        """
        #expect(try bothPaths(source) == """
        # Fits
        frame (0, 0, 30, 20) ← 30×20
          Color (0, 0, 30, 20) ← 30×20
        # Fixed
        frame (35, 10, 30, 20) ← 100×40
          Color (35, 10, 30, 20) ← 30×20
        # Device
        frame (422, 180.5, 30, 20) ← 750×381
          Color (422, 180.5, 30, 20) ← 30×20

        """)
    }

    /// Each view a `ForEach` makes carries its element's id (`"\(id)"`) in the dump, the same on both paths:
    /// the `id:` key path's value, an `Identifiable`'s stored id, a range's integer; a `UUID`, new every run,
    /// is left out.
    @Test func forEachElementIdentitiesOnBothPaths() throws {
        let source = """
        import SwiftUI
        import Foundation
        struct Item: Identifiable { let id: Int; let name: String }
        struct Fresh: Identifiable { let id = UUID() }
        #Preview(traits: .sizeThatFitsLayout) {
            VStack(spacing: 0) {
                ForEach([Item(id: 7, name: "x"), Item(id: 8, name: "y")], id: \\.name) { _ in Color.red.frame(width: 10, height: 10) }
                ForEach([Item(id: 9, name: "z")]) { _ in Color.red.frame(width: 10, height: 10) }
                ForEach(0..<1) { _ in Color.red.frame(width: 10, height: 10) }
                ForEach([Fresh()]) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
        """
        let dump = try bothPaths(source)
        let heads = dump.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("    ") }
            .map { $0.trimmingCharacters(in: .whitespaces).prefix { $0 != "(" } }
        #expect(heads == ["frame @\"x\" ", "frame @\"y\" ", "frame @\"9\" ", "frame @\"0\" ", "frame "], "\(dump)")
    }

    @Test func previewableStateInsideAPreview() throws {
        let source = """
        #Preview(traits: .sizeThatFitsLayout) {
            @Previewable @State var count = 3
            Color.red.frame(width: CGFloat(count) * 10, height: 10)
        }
        """
        #expect(try layout(source, ["--compile"]).text == "frame (0, 0, 30, 10) ← 30×10\n  Color (0, 0, 30, 10) ← 30×10\n")
    }

    static let provider = """
    import SwiftUI

    struct Swatch: View {
        var width: CGFloat
        var body: some View { Color.red.frame(width: width, height: 20) }
    }

    struct Swatch_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Swatch(width: 30).previewDisplayName("Narrow")
                Swatch(width: 60).previewDisplayName("Wide")
            }
            .padding(5)
            .previewLayout(.sizeThatFits)
            Swatch(width: 10).previewLayout(.fixed(width: 50, height: 30)).previewDisplayName("Fixed")
            Swatch(width: 10).previewDevice("iPhone SE (3rd generation)").previewInterfaceOrientation(.landscapeLeft)
        }
    }

    struct Schemes_Previews: PreviewProvider {
        static var previews: some View {
            ForEach(ColorScheme.allCases, id: \\.self) { scheme in
                Swatch(width: 10).preferredColorScheme(scheme).previewDisplayName("\\(scheme)")
            }
            .previewLayout(.sizeThatFits)
        }
    }
    """

    @Test func aPreviewProviderIsOnePreviewPerTopLevelViewWithItsName() throws {
        // Group's views are two previews with the padding around each; no `.previewLayout` is the device canvas
        // (the iPhone SE's in landscape: 667 × 375 with no safe-area insets, a home-button phone hiding its
        // status bar); the ForEach makes one preview per scheme, each keeping its element's identity (the scheme,
        // `"\\(scheme)"`: light, dark). Interpreted and compiled agree.
        #expect(try bothPaths(Self.provider) == """
        # Narrow
        padding (0, 0, 40, 30) ← 40×30
          frame (5, 5, 30, 20) ← 30×20
            Color (5, 5, 30, 20) ← 30×20
        # Wide
        padding (0, 0, 70, 30) ← 70×30
          frame (5, 5, 60, 20) ← 60×20
            Color (5, 5, 60, 20) ← 60×20
        # Fixed
        frame (20, 5, 10, 20) ← 50×30
          Color (20, 5, 10, 20) ← 10×20
        # f-4
        frame (328.5, 177.5, 10, 20) ← 667×375
          Color (328.5, 177.5, 10, 20) ← 10×20
        # light
        frame @"light" (0, 0, 10, 20) ← 10×20
          Color (0, 0, 10, 20) ← 10×20
        # dark
        frame @"dark" (0, 0, 10, 20) ← 10×20
          Color (0, 0, 10, 20) ← 10×20

        """)
        // The names make the files: one per preview, the unnamed one numbered.
        let dir = try temporaryFolder(["swatch.swift": Self.provider])
        let render = try CLI.run(["render", "swatch.swift", "--out", "out", "--format", "svg"], in: dir, cache: Self.cache)
        #expect(render.status == 0, "\(render.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(written == ["swatch-4.svg", "swatch-dark.svg", "swatch-fixed.svg", "swatch-light.svg", "swatch-narrow.svg",
                            "swatch-wide.svg"])
        // The dark preview is drawn in the dark scheme: red is 255,69,58 there, 255,59,48 in light (docs/BEHAVIOUR.md §8).
        let dark = try String(contentsOf: dir.appendingPathComponent("out/swatch-dark.svg"), encoding: .utf8)
        let light = try String(contentsOf: dir.appendingPathComponent("out/swatch-light.svg"), encoding: .utf8)
        #expect(dark.contains("fill:rgb(100%,27.058824%,22.745098%)") && light.contains("fill:rgb(100%,23.137255%,18.823529%)"))
    }

    // MARK: Modules and the UIKit/AppKit types

    @Test func theModulesViewFilesImportCompileAndAMissingNameIsAnErrorAtItsLine() throws {
        let source = """
        import SwiftUI
        import UIKit
        import CoreGraphics
        import Combine
        import Observation

        final class Model: ObservableObject { @Published var width: CGFloat = 30 }
        @Observable final class Settings { var height: CGFloat = 20 }

        struct Box: View {
            @ObservedObject var model: Model
            @Bindable var settings: Settings
            var body: some View { Color(uiColor: .systemBlue).frame(width: model.width, height: settings.height) }
        }

        #Preview(traits: .sizeThatFitsLayout) { Box(model: Model(), settings: Settings()) }
        """
        let r = try layout(source)
        #expect(r.status == 0, "\(r.stderr)")
        // Size that fits: offered the device, laid out at the size chosen (docs/BEHAVIOUR.md §16).
        #expect(r.text == "frame (0, 0, 30, 20) ← 30×20\n  Color (0, 0, 30, 20) ← 30×20\n")
        // UIKit beyond the view-side types is not there: the compiler's error, at the fixture's line, says so.
        let missing = try layout(source.replacingOccurrences(of: "Color(uiColor: .systemBlue)", with: "UIView()"))
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("f.swift:13:27: error: 'UIView' is UIKit API that Layoutshot does not support yet"),
                "\(missing.stderr)")
        // AppKit is the macOS module: `import AppKit` previews for macOS, where UIKit is not there (as in Xcode).
        let mac = try layout(source.replacingOccurrences(of: "import UIKit", with: "import AppKit")
            .replacingOccurrences(of: "Color(uiColor: .systemBlue)", with: "Color(nsColor: .systemBlue)"), ["--platform", "macos"])
        #expect(mac.status == 0, "\(mac.stderr)")
        // On macOS a preview's window fits the view: proposed nothing.
        #expect(mac.text == "frame (0, 0, 30, 20) ← nil×nil\n  Color (0, 0, 30, 20) ← 30×20\n")
    }

    @Test func uikitAndAppKitColoursImagesFontsAndTheScreen() throws {
        // photo@2x.png: 40 × 20 pixels, 20 × 10 pt.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for word in [UInt32(40), UInt32(20)] { png += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) } }
        png += [8, 6, 0, 0, 0]
        let source = """
        import SwiftUI

        #Preview(traits: .landscapeLeft, .sizeThatFitsLayout) {
            VStack(spacing: 0) {
                if let photo = UIImage(named: "photo") { Image(uiImage: photo) }
                if UIImage(named: "absent") == nil { Color.red.frame(width: 5, height: 5) }
                Color(uiColor: .secondarySystemGroupedBackground).frame(width: UIScreen.main.bounds.width / 2, height: 1)
                Color(nsColor: NSColor(red: 0, green: 0.5, blue: 1, alpha: 1)).frame(width: NSFont.systemFontSize, height: 1)
                Color.clear.frame(width: UIFont.preferredFont(forTextStyle: .body).pointSize, height: 1)
                Color.clear.frame(width: UIColor(white: 0.5, alpha: 1) == .gray ? 1 : 2, height: 1)
            }
        }
        """
        // UIKit's and AppKit's types are the compiled path's: the interpreter hands the fixture over.
        let r = try layout(source, files: ["photo@2x.png": Data(png)])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("note: compiled because of 'UIImage' at f.swift:5:24"), "\(r.stderr)")
        // The image at its point size; the absent one takes the else branch; the screen is 874 wide in
        // landscape; NSFont.systemFontSize is 13, UIKit's body 17 pt; a 50 % white is UIColor.gray. Laid out at the
        // size it chose, the stack deals its 19 pt out in order to rigid children: 19 / 6, then 9 / 5, then 1 each.
        #expect(r.text == """
        VStack (0, 0, 437, 19) ← 437×19
          Image "photo" (208.5, 0, 20, 10) ← 437×3.17
          frame (216, 10, 5, 5) ← 437×1.8
            Color (216, 10, 5, 5) ← 5×5
          frame (0, 15, 437, 1) ← 437×1
            Color (0, 15, 437, 1) ← 437×1
          frame (212, 16, 13, 1) ← 437×1
            Color (212, 16, 13, 1) ← 13×1
          frame (210, 17, 17, 1) ← 437×1
            Color (210, 17, 17, 1) ← 17×1
          frame (218, 18, 1, 1) ← 437×1
            Color (218, 18, 1, 1) ← 1×1

        """)
    }

    @Test func aMissingEnvironmentObjectStopsWithAnErrorAtItsDeclaration() throws {
        let source = """
        import SwiftUI

        final class Cart: ObservableObject { @Published var count = 2 }
        @Observable final class Theme { var width: CGFloat = 5 }

        struct Badge: View {
            @EnvironmentObject var cart: Cart
            var body: some View { Color.red.frame(width: CGFloat(cart.count), height: 1) }
        }
        struct Bar: View {
            @Environment(Theme.self) private var theme
            var body: some View { Color.red.frame(width: theme.width, height: 1) }
        }

        #Preview(traits: .sizeThatFitsLayout) { VStack(spacing: 0) { Badge(); Bar() }.environmentObject(Cart()).environment(Theme()) }
        """
        let found = try layout(source)
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.text.hasPrefix("VStack (0, 0, 5, 2) ← 5×2\n"), "\(found.text)")
        // Without the providers the program stops where SwiftUI would, naming the property's line.
        let dir = try temporaryFolder(["f.swift": source.replacingOccurrences(of: ".environmentObject(Cart())", with: "")])
        let noCart = try CLI.run(["render", "f.swift", "--out", "out"], in: dir, cache: Self.cache)
        #expect(noCart.status == 65)
        #expect(noCart.stderr.contains("f.swift:7:6: error: No ObservableObject of type Cart found: add .environmentObject(Cart(…))"),
                "\(noCart.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/f.png").path))
        let noTheme = try layout(source.replacingOccurrences(of: ".environment(Theme())", with: ""))
        #expect(noTheme.status == 65)
        #expect(noTheme.stderr.contains("f.swift:11:17: error: No Observable object of type Theme found: add .environment(Theme(…))"),
                "\(noTheme.stderr)")
    }

    @Test func sizeClassesFollowThePreviewsOrientationAndPlatform() throws {
        let source = """
        import SwiftUI

        struct Classes: View {
            @Environment(\\.verticalSizeClass) private var vertical
            @Environment(\\.horizontalSizeClass) private var horizontal
            var body: some View {
                Color.red.frame(width: vertical == .compact ? 10 : vertical == .regular ? 20 : 30,
                                height: horizontal == .compact ? 1 : 2)
            }
        }

        #Preview("Portrait", traits: .sizeThatFitsLayout) { Classes() }
        #Preview("Landscape", traits: .sizeThatFitsLayout, .landscapeLeft) { Classes() }
        """
        // The iPhone 16 Pro: compact width both ways; regular height in portrait, compact in landscape.
        let ios = try layout(source)
        #expect(ios.status == 0, "\(ios.stderr)")
        #expect(ios.text == "# Portrait\nframe (0, 0, 20, 1) ← 20×1\n  Color (0, 0, 20, 1) ← 20×1\n"
            + "# Landscape\nframe (0, 0, 10, 1) ← 10×1\n  Color (0, 0, 10, 1) ← 10×1\n")
        // macOS has no size classes.
        let mac = try layout(source, ["--platform", "macos"])
        #expect(mac.text.hasPrefix("# Portrait\nframe (0, 0, 30, 2) ← nil×nil\n"), "\(mac.text)\(mac.stderr)")
    }

    // MARK: Where the library is

    /// `layout` of the compiled chips fixture by `executable`, with only PATH, HOME and `environment` set.
    func layoutChips(with executable: URL, environment: [String: String]) throws -> (Int32, String) {
        let dir = try temporaryFolder(["chips.swift": CompiledFixtureTests.flowFixture])
        let process = Process()
        process.executableURL = executable
        process.arguments = ["layout", "chips.swift"]
        process.currentDirectoryURL = dir
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": dir.path]
            .merging(environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func anInstalledBinaryCompilesFixtures() throws {
        let prefix = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let buildFolder = CLI.executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        make.arguments = ["make", "--no-print-directory", "install-files", "PREFIX=\(prefix.path)", "BUILD_DIR=\(buildFolder.path)"]
        make.currentDirectoryURL = Self.root
        make.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": Self.cache]) { $1 }
        make.standardOutput = FileHandle.nullDevice
        try make.run()
        make.waitUntilExit()
        #expect(make.terminationStatus == 0)
        let installed = prefix.appendingPathComponent("lib/layoutshot")
        for file in ["libLayoutshotDynamic.so", "Modules/Layoutshot.swiftmodule", "Modules/SwiftUI.swiftmodule",
                     "ModuleMaps/CGraphics/module.modulemap", "fixture-module-cache"] {
            #expect(FileManager.default.fileExists(atPath: installed.appendingPathComponent(file).path), "\(file)")
        }
        // A fresh cache: the installed module cache is what the compile uses.
        let (status, text) = try layoutChips(with: prefix.appendingPathComponent("bin/layoutshot"),
                                             environment: ["XDG_CACHE_HOME": try temporaryFolder().path])
        #expect(status == 0)
        #expect(text.hasPrefix("# Chips\nChips (0, 0, 80, 20) ← 80×20\n"), "\(text)")
        #expect(FixtureLibrary.candidates(executable: prefix.appendingPathComponent("bin/layoutshot"), environment: [:])
            .first { FixtureLibrary(folder: $0).problem() == nil }?.path == installed.resolvingSymlinksInPath().path)
        // The man page and the completions, where man, bash-completion and zsh look under the prefix, each what the
        // command prints.
        for (file, arguments) in [("share/man/man1/layoutshot.1", ["manpage"]),
                                  ("share/bash-completion/completions/layoutshot", ["completions", "bash"]),
                                  ("share/zsh/site-functions/_layoutshot", ["completions", "zsh"])] {
            let data = FileManager.default.contents(atPath: prefix.appendingPathComponent(file).path)
            let printed = try CLI.run(arguments).stdout
            #expect(data != nil && data == printed, "\(file)")
        }
        let man = try CLI.run(["-M", prefix.appendingPathComponent("share/man").path, "-w", "layoutshot"], executable: "/usr/bin/man")
        #expect(man.text == prefix.appendingPathComponent("share/man/man1/layoutshot.1").path + "\n", "\(man.stderr)")
    }

    @Test func aCopiedExecutableFindsTheLibraryAndAMissingOneNamesTheFix() throws {
        let dir = try temporaryFolder()
        let copy = dir.appendingPathComponent("layoutshot")
        try FileManager.default.copyItem(at: CLI.executable.resolvingSymlinksInPath(), to: copy)
        let buildFolder = CLI.executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let (status, text) = try layoutChips(with: copy, environment: ["XDG_CACHE_HOME": Self.cache,
                                                                       "LAYOUTSHOT_LIBRARY_DIR": buildFolder.path])
        #expect(status == 0)
        #expect(text.hasPrefix("# Chips\n"), "\(text)")

        // A folder without the library: the message says where it looked and what makes it.
        guard case .failure(let failure) = FixtureLibrary.find(in: [dir]) else {
            Issue.record("an empty folder was taken for the library")
            return
        }
        #expect(failure.description.contains("not in \(dir.resolvingSymlinksInPath().path)"))
        #expect(failure.description.contains("make build") && failure.description.contains("LAYOUTSHOT_LIBRARY_DIR"))
        // A library older than its modules (a `swift run` rebuilt only the tool) is not used.
        let stale = try temporaryFolder()
        try FileManager.default.createDirectory(at: stale.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        try Data().write(to: stale.appendingPathComponent("libLayoutshotDynamic.so"))
        try Data().write(to: stale.appendingPathComponent("Modules/Layoutshot.swiftmodule"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)],
                                              ofItemAtPath: stale.appendingPathComponent("libLayoutshotDynamic.so").path)
        #expect(FixtureLibrary(folder: stale).problem()?.contains("older than the modules") == true)
    }
}
