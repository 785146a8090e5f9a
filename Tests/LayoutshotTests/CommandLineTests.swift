import Foundation
import Testing
import Layoutshot

/// Runs the `layoutshot` executable built next to the test bundle.
struct CLI {
    static let executable: URL = {
        // The one built with the tests (the test runner's folder on Linux, the bundle's elsewhere): a
        // ThreadSanitizer build (make tsan) then runs its own instrumented layoutshot.
        let folders = [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()]
        for dir in folders.compactMap({ $0 }) {
            let candidate = dir.appendingPathComponent("layoutshot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        // Fall back to the package's debug build.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/layoutshot")
    }()

    struct Result {
        let status: Int32
        let stdout: Data
        let stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// `environment`: variables set for this run (an empty string removes one). The variables that mark a CI
    /// runner (`CI`, `JENKINS_URL`, …: `RecordMode.ciVariables`) are removed unless given here, so the tests see
    /// the same default record mode on a laptop and on any CI runner.
    /// `executable`: another program to run (`script`, to give layoutshot a terminal).
    static func run(_ args: [String], in directory: URL? = nil, cache: String? = nil,
                    environment extra: [String: String] = [:], executable other: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = other.map(URL.init(fileURLWithPath:)) ?? executable
        process.arguments = args
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        for name in RecordMode.ciVariables { environment[name] = nil }
        if let cache { environment["XDG_CACHE_HOME"] = cache }
        for (name, value) in extra { environment[name] = value.isEmpty ? nil : value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A fresh temporary folder with the given files.
func temporaryFolder(_ files: [String: String] = [:]) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, content) in files { try content.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    return dir
}

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ data: Data) -> (Int, Int)? {
    guard data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}

let rowFixture = """
#Preview("Row", traits: .fixedLayout(width: 320, height: 44)) {
    HStack {
        Text("Name")
        Spacer()
        Color.red.frame(width: 30, height: 20)
    }
}
"""

@Suite struct CommandLineTests {
    @Test func layoutPrintsTheFrameTree() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let r = try CLI.run(["layout", "row.swift"], in: dir)
        #expect(r.status == 0)
        let lines = r.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "# Row")
        // The row is as tall as a body line (17 × 2444 / 2048 = 20.29), centred in 44; the colour is 30 wide
        // at its trailing edge.
        #expect(lines[1] == "HStack (0, 11.86, 320, 20.29) ← 320×44")
        #expect(lines.contains("    Color (290, 12, 30, 20) ← 30×20"))
    }

    @Test func renderingAFolderWithoutFixturesIsAnError() throws {
        let dir = try temporaryFolder(["notes.txt": "not a fixture"])
        let r = try CLI.run(["render", ".", "--out", "out"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.contains("error: no fixtures (*.swift) in ."))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func theGalleryShowsPicturesAtTheirSizeInPoints() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        #expect(try CLI.run(["render", ".", "--out", "out", "--gallery", "--scale", "3", "--quiet"], in: dir).status == 0)
        let page = try String(contentsOf: dir.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(page.contains(#"src="row.png" srcset="row.png 3x""#))
    }

    @Test func layoutJSONFollowsTheSchema() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let r = try CLI.run(["layout", "row.swift", "--width", "200", "--json"], in: dir)
        #expect(r.status == 0)
        let json = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
        let previews = json?["previews"] as? [[String: Any]]
        let preview = try #require(previews?.first)
        #expect(preview["name"] as? String == "Row")
        #expect(preview["proposal"] as? [Double] == [200, 44])
        #expect(preview["size"] as? [Double] == [200, 44])
        let root = try #require(preview["root"] as? [String: Any])
        #expect(root["type"] as? String == "HStack")
        #expect((root["frame"] as? [Double])?.count == 4)
        let children = try #require(root["children"] as? [[String: Any]])
        #expect(children.map { $0["type"] as? String } == ["Text", "Spacer", "frame"])
        #expect(children[0]["text"] as? String == "Name")
        #expect((children[2]["frame"] as? [Double]) == [170, 12, 30, 20])
    }

    @Test func renderWritesPNGAndSVGAtTheScale() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let r = try CLI.run(["render", "row.swift", "--out", "out", "--format", "png", "--format", "svg", "--scale", "3"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("out/row.png"))
        #expect(pngSize(png).map { [$0.0, $0.1] } == [960, 132])
        let svg = try String(contentsOf: dir.appendingPathComponent("out/row.svg"), encoding: .utf8)
        #expect(svg.contains("width=\"320px\""))
        #expect(svg.contains("height=\"44px\""))
    }

    @Test func pngCompressionChangesSizeNotPixels() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        for level in ["0", "9"] {
            let r = try CLI.run(["render", "row.swift", "-o", "l\(level).png", "--png-compression", level], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let stored = try Data(contentsOf: dir.appendingPathComponent("l0.png"))
        let packed = try Data(contentsOf: dir.appendingPathComponent("l9.png"))
        // Level 0 stores the 640×88 RGBA rows uncompressed: at least 640 × 88 × 4 bytes.
        #expect(stored.count >= 640 * 88 * 4)
        #expect(packed.count * 4 < stored.count)
        #expect(try RGBAImage(png: stored) == RGBAImage(png: packed))
        #expect(try CLI.run(["render", "row.swift", "-o", "x.png", "--png-compression", "12"], in: dir).status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    @Test func rendersAreByteIdenticalAcrossProcesses() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        for out in ["a", "b"] {
            let r = try CLI.run(["render", "row.swift", "--out", out, "--format", "png", "--format", "svg"], in: dir)
            #expect(r.status == 0)
        }
        for name in ["row.png", "row.svg"] {
            let a = try Data(contentsOf: dir.appendingPathComponent("a/\(name)"))
            let b = try Data(contentsOf: dir.appendingPathComponent("b/\(name)"))
            #expect(a == b)
        }
    }

    @Test func aParseErrorIsReportedWithItsLocationAndExit65() throws {
        let dir = try temporaryFolder(["bad.swift": "#Preview {\n    HStack {\n        Txt(\"Hi\")\n    }\n}\n"])
        let r = try CLI.run(["render", "bad.swift", "--out", "out"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("bad.swift:3:9: error: "))
        #expect(r.stderr.contains("Text"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/bad.png").path))
    }

    @Test func whatLayoutshotLacksGetsAdviceNotACompilerError() throws {
        // A file panel (sheets and alerts are accepted since issue 14: a picture shows the presenting view).
        let dir = try temporaryFolder(["tb.swift": "#Preview {\n    Text(\"a\")\n        .fileImporter(isPresented: .constant(true), allowedContentTypes: []) { _ in\n        }\n}\n"])
        let r = try CLI.run(["layout", "tb.swift"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("tb.swift:3:10: error: 'fileImporter(…)' is SwiftUI API that Layoutshot does not support yet; a file panel"), "\(r.stderr)")
    }

    @Test func oneOutputFileTakesOnePicture() throws {
        let dir = try temporaryFolder(["f1.swift": "#Preview { Text(\"1\") }", "f2.swift": "#Preview { Text(\"2\") }",
                                       "two.swift": "#Preview(\"A\") { Text(\"1\") }\n#Preview(\"B\") { Text(\"2\") }"])
        let several = try CLI.run(["f1.swift", "f2.swift", "-o", "y.png"], in: dir)
        #expect(several.status == 2)
        #expect(several.stderr.contains("2 fixtures"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("y.png").path))
        // Two previews of one fixture: -o FILE numbers them, -o - refuses pictures but concatenates dumps.
        #expect(try CLI.run(["two.swift", "-o", "t.png"], in: dir).status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("t-a.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("t-b.png").path))
        let piped = try CLI.run(["two.swift", "-o", "-"], in: dir)
        #expect(piped.status == 65 && piped.stdout.isEmpty)
        let dumps = try CLI.run(["two.swift", "-o", "-", "--format", "txt"], in: dir)
        #expect(dumps.status == 0)
        #expect(dumps.text.hasPrefix("# A\nText \"1\""))
        #expect(dumps.text.contains("\n# B\nText \"2\""))
    }

    @Test func aBatchContinuesPastABadFixture() throws {
        let dir = try temporaryFolder(["a-bad.swift": "#Preview { Text(\"unterminated) }", "b-good.swift": rowFixture])
        let r = try CLI.run(["render", ".", "--out", "out"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr.contains("a-bad.swift:1:"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/b-good.png").path))
    }

    @Test func usageErrorsExit2() throws {
        #expect(try CLI.run(["render", "--formatt", "png", "x.swift"]).status == 2)
        #expect(try CLI.run(["frobnicate"]).status == 2)
        #expect(try CLI.run(["render", "x.swift", "--format", "gif"]).status == 2)
        #expect(try CLI.run(["layout"]).status == 2)
    }

    @Test func helpOnEverySubcommand() throws {
        let environment = ["--width", "--height", "--platform", "--rtl", "--color-scheme", "--dynamic-type-size", "--compile",
                           "--no-compile", "--trust-fixtures", "--assets", "--locale"]
        let options: [String: [String]] = [
            "render": ["--out", "-o", "--format", "--scale", "--style", "--labels", "--legend", "--highlight", "--margin",
                       "--theme", "--background", "--scroll-content", "--png-compression", "--gallery", "--quiet", "--timeout"],
            "layout": ["--json", "--timeout"],
            "explain": ["--json", "--format", "--timeout"],
            "watch": ["--out"],
            "check": ["--record", "--report", "--failures", "--threshold", "--max-diff-pixels", "--max-diff-ratio",
                      "--jobs", "--shard", "--list", "--prune", "--timeout"],
        ]
        let top = try CLI.run(["--help"])
        #expect(top.status == 0)
        for (command, names) in options {
            let r = try CLI.run([command, "--help"])
            #expect(r.status == 0)
            #expect(r.text.contains("layoutshot \(command)"))
            #expect(!r.text.contains("\\("), "\(command) --help shows an uninterpolated string")
            for name in names + (command == "watch" ? [] : environment) {
                #expect(r.text.contains(name), "\(command) --help lacks \(name)")
                #expect(top.text.contains(name), "layoutshot --help lacks \(name)")
            }
        }
    }

    @Test func aMissingFileIsBadInput() throws {
        let r = try CLI.run(["layout", "/nonexistent/fixture.swift"])
        #expect(r.status == 65)
        #expect(r.stderr.contains("/nonexistent/fixture.swift"))
    }

    @Test func environmentOptions() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        // Right to left: the colour (last child) moves to the leading edge, which is now x = 0.
        let rtl = try CLI.run(["layout", "row.swift", "--rtl"], in: dir)
        #expect(rtl.text.contains("    Color (0, 12, 30, 20) ← 30×20\n"))
        let dark = try CLI.run(["render", "row.swift", "--out", "dark", "--color-scheme", "dark", "--format", "svg",
                                "--style", "plain"], in: dir)
        #expect(dark.status == 0)
        // The canvas is painted first: black in dark mode (white otherwise).
        let svg = try String(contentsOf: dir.appendingPathComponent("dark/row.svg"), encoding: .utf8)
        let firstFill = svg.range(of: "fill:rgb(").map { String(svg[$0.upperBound...].prefix(10)) }
        #expect(firstFill == "0%,0%,0%);")
        #expect(try CLI.run(["layout", "row.swift", "--color-scheme", "dim"], in: dir).status == 2)
        #expect(try CLI.run(["layout", "row.swift", "--dynamic-type-size", "accessibility5"], in: dir).status == 0)
    }

    /// `--locale` reaches `Text(_:format:)` and `Text(_:style:)` in a compiled fixture; the fixture's own `formatted()`
    /// is Foundation's current locale (en_US here whatever `--locale` says).
    @Test func localeFormatsValues() throws {
        let dir = try temporaryFolder()
        try """
        import SwiftUI
        #Preview {
            VStack {
                Text(1234.5, format: .currency(code: "EUR"))
                Text(1234.5.formatted())
                Text(Date(timeIntervalSince1970: 1_749_462_060), style: .time)
            }
        }
        """.write(to: dir.appendingPathComponent("price.swift"), atomically: true, encoding: .utf8)
        let us = try CLI.run(["layout", "price.swift"], in: dir)
        #expect(us.status == 0)
        #expect(us.text.contains("Text \"€1,234.50\""))
        #expect(us.text.contains("Text \"1,234.5\""))
        #expect(us.text.contains("Text \"9:41\u{202F}AM\""))
        let de = try CLI.run(["layout", "price.swift", "--locale", "de_DE"], in: dir)
        #expect(de.text.contains("Text \"1.234,50\u{A0}€\""))
        #expect(de.text.contains("Text \"1,234.5\""))
        #expect(de.text.contains("Text \"09:41\""))
        #expect(try CLI.run(["layout", "price.swift", "--locale", "xx_XX"], in: dir).status == 2)
    }
}

/// Fixtures that declare their own `Layout` are compiled with the Swift toolchain (cached) and run the same
/// commands; a fixture the interpreter can run gives the same frame tree both ways.
@Suite struct CompiledFixtureTests {
    static let flowFixture = """
    import SwiftUI

    struct Chips: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\\.width).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0)),
                          height: sizes.map(\\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    #Preview("Chips", traits: .sizeThatFitsLayout) {
        Chips(spacing: 10) {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 40, height: 10)
        }
    }
    """

    func env() throws -> [String] {
        // A private cache so the test compiles from scratch and leaves the user's cache alone.
        [try temporaryFolder().path]
    }

    @Test func aCustomLayoutIsCompiledAndLaidOut() throws {
        let dir = try temporaryFolder(["chips.swift": CompiledFixtureTests.flowFixture])
        let r = try CLI.run(["layout", "chips.swift"], in: dir, cache: try env()[0])
        #expect(r.status == 0, "\(r.stderr)")
        // One line says why the fixture is compiled (the declaration at line 3).
        #expect(r.stderr.contains("note: compiled because of 'Layout' type 'Chips' at chips.swift:3:1\n"))
        let quiet = try CLI.run(["render", "chips.swift", "--out", "out", "--quiet"], in: dir, cache: try env()[0])
        #expect(quiet.status == 0 && !quiet.stderr.contains("note:"), "\(quiet.stderr)")
        // Widths 30 + 10 + 40; the tallest is 20; the second colour is placed at x = 40.
        #expect(r.text == """
        # Chips
        Chips (0, 0, 80, 20) ← 80×20
          frame (0, 0, 30, 20) ← 30×20
            Color (0, 0, 30, 20) ← 30×20
          frame (40, 0, 40, 10) ← 40×10
            Color (40, 0, 40, 10) ← 40×10

        """)
    }

    /// A widget preview (docs/BEHAVIOUR.md, "Widgets"): one picture per timeline entry, the family's published
    /// size on the device (iPhone 15, 393 pt wide: small 158 × 158; iPhone SE, 375 × 667: medium 321 × 148; iPhone
    /// 15 Pro Max, 430 pt: large 364 × 382), the content inset 16 pt on each side (158 − 32 = 126; 321 − 32 = 289,
    /// 148 − 32 = 116) unless the margins are disabled; the provider's context is the default device's (iPhone 16
    /// Pro, 402 pt, which takes the nearest published width, 393: large 338 wide). An accessory has no margins
    /// and no container drawn; a widget without a container background shows iOS 17's notice.
    @Test func aWidgetIsDrawnAtItsFamilysSizeOncePerEntry() throws {
        let fixture = """
        import WidgetKit
        import SwiftUI

        struct E: TimelineEntry { let date: Date; let n: Int }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: .now, n: 0) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [E(date: .now, n: Int(context.displaySize.width))], policy: .atEnd))
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: P()) { entry in
                    Color.red.containerBackground(Color.blue, for: .widget)
                }
            }
        }
        struct Bleed: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Bleed", provider: P()) { entry in
                    Text("\\(entry.n)").containerBackground(for: .widget) { Color.blue }
                }
                .contentMarginsDisabled()
            }
        }
        #Preview("Small", as: .systemSmall) { W() } timeline: { E(date: .now, n: 1); E(date: .now, n: 2) }
        #Preview("Medium", as: .systemMedium) { W() } timeline: { E(date: .now, n: 1) }
        #Preview("Large", as: .systemLarge) { Bleed() } timelineProvider: { P() }
        #Preview("Lock", as: .accessoryCircular) { W() } timeline: { E(date: .now, n: 1) }
        struct Plain: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Plain", provider: P()) { _ in Color.red }
            }
        }
        #Preview("Plain", as: .systemSmall) { Plain() } timeline: { E(date: .now, n: 1) }
        """
        let dir = try temporaryFolder(["w.swift": fixture])
        let cache = try env()[0]
        let phone = try CLI.run(["layout", "w.swift", "--device", "iPhone 15"], in: dir, cache: cache)
        #expect(phone.status == 0, "\(phone.stderr)")
        let small = "overlay (0, 0, 158, 158) ← 158×158"
        #expect(phone.text.contains("# Small 1\n\(small)\n"), "\(phone.text)")
        #expect(phone.text.contains("# Small 2\n\(small)\n"), "\(phone.text)")
        #expect(phone.text.contains("Color (16, 16, 126, 126) ← 126×126"), "\(phone.text)")
        // Each preview's part of the dump, by its name.
        let sections = Dictionary(phone.text.components(separatedBy: "# ").dropFirst().map {
            (String($0.prefix { $0 != "\n" }), $0)
        }, uniquingKeysWith: { a, _ in a })
        // An accessory: 72 × 72 on a 393-point iPhone, no margins, its container background not drawn.
        let lock = try #require(sections["Lock"], "\(sections.keys)")
        #expect(lock.contains("Color (0, 0, 72, 72) ← 72×72") && !lock.contains("Rectangle"), "\(lock)")
        // No container background: iOS 17's notice over the content.
        let plain = try #require(sections["Plain"], "\(sections.keys)")
        #expect(plain.contains("Text \"Please adopt containerBackground API\""), "\(plain)")
        #expect(!(sections["Small 1"] ?? "").contains("Please adopt"))
        let se = try CLI.run(["layout", "w.swift", "--device", "iPhone SE (3rd generation)"], in: dir, cache: cache)
        #expect(se.text.contains("overlay (0, 0, 321, 148) ← 321×148"), "\(se.text)")
        #expect(se.text.contains("Color (16, 16, 289, 116) ← 289×116"), "\(se.text)")
        let max = try CLI.run(["layout", "w.swift", "--device", "iPhone 15 Pro Max"], in: dir, cache: cache)
        #expect(max.text.contains("# Large\noverlay (0, 0, 364, 382) ← 364×382\n"), "\(max.text)")
        #expect(max.text.contains("Color (0, 0, 364, 382) ← 364×382"), "\(max.text)")
        #expect(max.text.contains("Text \"338\""), "\(max.text)")
    }

    /// MapKit's `Map` and AVKit's `VideoPlayer` compile against the package's modules. Web Mercator,
    /// y(φ) = ln tan(π/4 + φ/2), one scale for both axes, the smaller of width ÷ Δλ and height ÷ Δy:
    /// - a 1° × 1° region at 60° N, 10° E in 300 × 200: Δy = y(60.5°) − y(59.5°) = 0.034910, so the height
    ///   decides, 200 ÷ 0.034909 = 5,729.07 pt per radian (the width would give 17,188.7). A marker at 60.25° N,
    ///   10.5° E: x = 150 + 0.5° (0.0087266 rad) × 5,729.07 = 200.00, y = 100 − (y(60.25°) − y(60°)) × 5,729.07
    ///   = 100 − 0.0087598 × 5,729.07 = 49.81; its 28 × 35 balloon's tip is there: (186, 14.81).
    /// - `.automatic` around markers at (10° N, 20° E) and (10.1° N, 20.2° E): the box's centre (10.05, 20.1), its
    ///   extent × 1.4, 0.14° × 0.28°; in 200 × 200 the width decides (200 ÷ 0.0048869 rad = 40,926; the height
    ///   would give about twice that), so A is at x = 100 − 0.1° × 40,926 = 28.57, y = 100 + (y(10.05°) − y(10°))
    ///   × 40,926 = 100 + 0.00088620 × 40,926 = 136.27: balloon (14.57, 101.27); B mirrored at (157.43, 28.73).
    /// - Both are greedy as a colour: 10 × 10 proposed nil; in a 402-point HStack beside a 50-point map, the
    ///   other two share the rest, (402 − 50) ÷ 2 = 176 each.
    @Test func mapsProjectMarkersAndMapsAndPlayersAreGreedy() throws {
        let fixture = """
        import SwiftUI
        import MapKit
        import AVKit

        #Preview("Region", traits: .fixedLayout(width: 300, height: 200)) {
            Map(initialPosition: .region(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10),
                                                            span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))) {
                Marker("Pin", coordinate: CLLocationCoordinate2D(latitude: 60.25, longitude: 10.5))
            }
        }

        #Preview("Automatic", traits: .fixedLayout(width: 200, height: 200)) {
            Map {
                Marker("A", coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 20))
                Marker("B", coordinate: CLLocationCoordinate2D(latitude: 10.1, longitude: 20.2))
            }
        }

        #Preview("Sizes", traits: .sizeThatFitsLayout) {
            VStack(spacing: 0) {
                Map().fixedSize()
                VideoPlayer(player: nil).fixedSize()
                HStack(spacing: 0) {
                    Map()
                    Map().frame(width: 50)
                    VideoPlayer(player: AVPlayer())
                }
                .frame(height: 100)
            }
        }
        """
        let dir = try temporaryFolder(["map.swift": fixture])
        let r = try CLI.run(["layout", "map.swift"], in: dir, cache: try env()[0])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("left out"), "\(r.stderr)")
        for line in ["GeometryReader (0, 0, 300, 200) ← 300×200", "      frame (186, 14.81, 28, 35) ← 300×200",
                     "      frame (14.57, 101.27, 28, 35) ← 200×200", "      frame (157.43, 28.73, 28, 35) ← 200×200",
                     "    GeometryReader (196, 0, 10, 10) ← nil×nil", "    overlay (196, 10, 10, 10) ← nil×nil",
                     "      GeometryReader (0, 20, 176, 100) ← 176×100", "      frame (176, 20, 50, 100) ← 134×100",
                     "      overlay (226, 20, 176, 100) ← 176×100"] {
            #expect(r.text.contains("\n" + line + "\n"), "\(line)\n\(r.text)")
        }
    }

    /// The fixture's own `Date()` is the preview's moment (9 June 2025, 09:41:00 UTC = 1,749,462,060 s after
    /// 1970, i.e. minute 29,157,701), whatever the machine's clock says; an import of an Apple framework the
    /// package lacks (StoreKit) is left out with a note instead of failing the compile.
    @Test func dateIsThePreviewsMomentAndAbsentFrameworksAreLeftOut() throws {
        let fixture = """
        import SwiftUI
        import StoreKit

        struct Stamp: View {
            let minute = Int(Date().timeIntervalSince1970) / 60
            var body: some View { Text(verbatim: "\\(minute)") }
        }

        #Preview(traits: .sizeThatFitsLayout) { Stamp() }
        """
        let dir = try temporaryFolder(["stamp.swift": fixture])
        let r = try CLI.run(["layout", "stamp.swift"], in: dir, cache: try env()[0])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("stamp.swift:2:8: note: 'import StoreKit' is left out"), "\(r.stderr)")
        #expect(r.text.contains("\"29157701\""), "\(r.text)")
    }

    /// Apple's formatters that Foundation on Linux lacks, in Apple's English: 2 h before → "2 hours ago"; a day
    /// before, named → "yesterday"; 3,725 s = 1 h 2 min 5 s positional → "1:02:05"; 5,400 s abbreviated in hours
    /// and minutes → "1h 30m"; 21.5 °C in the US scale (× 9/5 + 32) → "70.7°F"; 5 km, long, as provided →
    /// "5 kilometers".
    @Test func foundationFormattersTheToolchainLacksCompile() throws {
        let fixture = """
        import SwiftUI

        struct Formats: View {
            var relative: String {
                let f = RelativeDateTimeFormatter()
                let now = Date(timeIntervalSince1970: 1_749_462_060)
                return f.localizedString(for: now.addingTimeInterval(-2 * 3600), relativeTo: now)
            }
            var named: String {
                let f = RelativeDateTimeFormatter()
                f.dateTimeStyle = .named
                let now = Date(timeIntervalSince1970: 1_749_462_060)
                return f.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now)
            }
            var duration: String {
                let f = DateComponentsFormatter()
                f.allowedUnits = [.hour, .minute, .second]
                return f.string(from: 3725) ?? "nil"
            }
            var abbreviated: String {
                let f = DateComponentsFormatter()
                f.allowedUnits = [.hour, .minute]
                f.unitsStyle = .abbreviated
                return f.string(from: 5400) ?? "nil"
            }
            var temperature: String {
                MeasurementFormatter().string(from: Measurement(value: 21.5, unit: UnitTemperature.celsius))
            }
            var distance: String {
                let f = MeasurementFormatter()
                f.unitOptions = .providedUnit
                f.unitStyle = .long
                return f.string(from: Measurement(value: 5, unit: UnitLength.kilometers))
            }
            var body: some View {
                VStack {
                    Text(verbatim: relative)
                    Text(verbatim: named)
                    Text(verbatim: duration)
                    Text(verbatim: abbreviated)
                    Text(verbatim: temperature)
                    Text(verbatim: distance)
                }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) { Formats() }
        """
        let dir = try temporaryFolder(["fmt.swift": fixture])
        let r = try CLI.run(["layout", "fmt.swift"], in: dir, cache: try env()[0])
        #expect(r.status == 0, "\(r.stderr)")
        for text in ["2 hours ago", "yesterday", "1:02:05", "1h 30m", "70.7°F", "5 kilometers"] {
            #expect(r.text.contains("Text \"\(text)\""), "\(text): \(r.text)")
        }
    }

    @Test func compilerErrorsNameTheFixtureLine() throws {
        let broken = CompiledFixtureTests.flowFixture.replacingOccurrences(of: "x += size.width + spacing",
                                                                           with: "x += size.widht + spacing")
        let dir = try temporaryFolder(["chips.swift": broken])
        let r = try CLI.run(["render", "chips.swift", "--out", "out"], in: dir, cache: try env()[0])
        #expect(r.status == 65)
        #expect(r.stderr.contains("chips.swift:17:23: error: value of type 'CGSize' has no member 'widht'"))
        #expect(r.stderr.contains("widht"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/chips.png").path))
    }

    // The drawing fixtures use API the interpreter lacks, so they are compiled; two runs (a compile, then the
    // cached program) write the same bytes in every format: gradients, meshes and dashes are deterministic.
    @Test(arguments: ["gradients.swift", "paths.swift", "shape-styles.swift"])
    func drawingFixturesAreByteIdenticalAcrossRuns(fixture: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("fixtures/\(fixture)").path
        let cache = try env()[0], dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for out in ["a", "b"] {
            let r = try CLI.run(["render", path, "--out", dir.appendingPathComponent(out).path, "--format", "png",
                                 "--format", "svg", "--format", "pdf"], cache: cache)
            #expect(r.status == 0 && r.stderr.contains("note: compiled because of"), "\(r.stderr)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("a").path).sorted()
        #expect(names.count == 9, "\(names)") // three previews, three formats
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("a/\(name)"))
            let b = try Data(contentsOf: dir.appendingPathComponent("b/\(name)"))
            #expect(a == b, "\(name)")
        }
    }

    // text-options.swift: Markdown literals, String values and verbatim: text agree too.
    @Test(arguments: ["name-value-row.swift", "border-debugging.swift", "first-text-baseline.swift", "text-options.swift"])
    func interpretedAndCompiledAgree(fixture: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("fixtures/\(fixture)").path
        let cache = try env()[0]
        let interpreted = try CLI.run(["layout", path], cache: cache)
        let compiled = try CLI.run(["layout", path, "--compile"], cache: cache)
        #expect(interpreted.status == 0 && compiled.status == 0, "\(compiled.stderr)")
        #expect(interpreted.text == compiled.text)
    }
}

/// The diagram-tool conventions (issue 6): `-o` with the format from the extension, `-` for stdin and
/// stdout, margins, legend, highlight.
@Suite struct DiagramConventionTests {
    @Test func outputFileTakesItsFormatFromTheExtension() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let r = try CLI.run(["row.swift", "-o", "picture.svg"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("picture.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        // Ids start with the output's name so that several SVGs can share one page.
        #expect(svg.contains("id=\"row-"))
    }

    @Test func standardInputAndOutput() throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["render", "-", "-o", "-", "--format", "txt"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(rowFixture.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.hasPrefix("HStack (0, 11.86, 320, 20.29) ← 320×44\n"))
    }

    @Test func aGalleryFromStandardInputReadsItOnce() throws {
        // The dark variant comes from the same parse: reading standard input again would find it empty.
        let dir = try temporaryFolder()
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["render", "-", "--out", "out", "--gallery"]
        process.currentDirectoryURL = dir
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(rowFixture.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(names.filter { $0.hasSuffix(".png") }.count == 2, "\(names)")
    }

    @Test func marginAndLegendGrowThePicture() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        #expect(try CLI.run(["row.swift", "-o", "m.png", "--margin", "10", "--scale", "1"], in: dir).status == 0)
        let plain = try Data(contentsOf: dir.appendingPathComponent("m.png"))
        #expect(pngSize(plain).map { [$0.0, $0.1] } == [340, 64])
        #expect(try CLI.run(["row.swift", "-o", "l.png", "--legend", "--scale", "1"], in: dir).status == 0)
        let legend = try Data(contentsOf: dir.appendingPathComponent("l.png"))
        #expect(pngSize(legend)?.0 == 320)
        #expect((pngSize(legend)?.1 ?? 0) > 44)
    }

    @Test func highlightNeedsAnExistingID() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture.replacingOccurrences(of: "Text(\"Name\")", with: "Text(\"Name\").id(\"name\")")])
        #expect(try CLI.run(["row.swift", "-o", "h.png", "--highlight", "name"], in: dir).status == 0)
        let missing = try CLI.run(["row.swift", "-o", "x.png", "--highlight", "nope"], in: dir)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("no view has .id(\"nope\")"))
    }
}

@Suite struct WatchTests {
    /// Waits up to `seconds` for `condition`, checking every 20 ms; returns how long it took.
    func wait(_ seconds: Double, _ condition: () -> Bool) -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if condition() { return Date().timeIntervalSince(start) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    @Test func aSavedFixtureIsRenderedAgainQuicklyAndErrorsDoNotStopTheLoop() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let watch = try WatchProcess(in: dir)
        defer { watch.stop() }
        func text() -> String { watch.dump("row.txt") }
        #expect(wait(10) { text().contains("Text \"Name\"") } != nil)
        // A broken save is reported; the loop goes on.
        try "#Preview { Txt(\"x\") }".write(to: dir.appendingPathComponent("row.swift"), atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.5)
        // A fixed save is rendered again within a fraction of a second.
        try rowFixture.replacingOccurrences(of: "\"Name\"", with: "\"Title\"")
            .write(to: dir.appendingPathComponent("row.swift"), atomically: true, encoding: .utf8)
        let latency = wait(5) { text().contains("Text \"Title\"") }
        #expect(latency != nil)
        #expect((latency ?? 9) < 1)
        #expect(watch.stop().contains("row.swift:1:12: error: unknown view 'Txt'"))
    }
}

@Suite struct GalleryTests {
    @Test func theGalleryShowsEveryPictureLightAndDarkInABrowser() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture, "two.swift": """
        #Preview("A") { Text("A") }
        #Preview("B") { Color.red.frame(width: 20, height: 20) }
        """])
        let r = try CLI.run(["render", ".", "--out", "out", "--gallery"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["row.png", "row-dark.png", "two-a.png", "two-a-dark.png", "two-b.png", "two-b-dark.png"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/\(name)").path), "\(name)")
        }
        let page = try Chromium.load(dir.appendingPathComponent("out/index.html"))
        #expect(page.consoleErrors.isEmpty, "\(page.consoleErrors)")
        #expect(page.dom.contains("data-images=\"6/6\""))
        #expect(page.dom.contains("#Preview(&quot;A&quot;)") || page.dom.contains("#Preview(\"A\")"))
    }

    /// A preview titled "Home dark" is `card-home-dark.png`, the name the gallery would give "Home"'s dark
    /// variant: that variant takes the next free name instead of overwriting the other preview (a new user's find).
    @Test func aDarkVariantNeverOverwritesAnotherPreview() throws {
        let dir = try temporaryFolder(["card.swift": """
        #Preview("Home", traits: .sizeThatFitsLayout) { Color.red.frame(width: 100, height: 100) }
        #Preview("Home dark", traits: .sizeThatFitsLayout) { Color.blue.frame(width: 150, height: 150) }
        """])
        let r = try CLI.run(["render", ".", "--out", "out", "--gallery"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let out = dir.appendingPathComponent("out")
        // The second preview's own picture keeps its 150-point square (scale 2: 300 pixels, plus margins), 100
        // pixels wider than the first preview's dark variant (100 points).
        let second = try Data(contentsOf: out.appendingPathComponent("card-home-dark.png"))
        let firstDark = try Data(contentsOf: out.appendingPathComponent("card-home-dark-2.png"))
        func width(_ png: Data) -> Int { png[16..<20].reduce(0) { $0 << 8 | Int($1) } }
        #expect(width(second) - width(firstDark) == 2 * (150 - 100))
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("card-home-dark-2.png"))
    }
}

@Suite struct InterruptTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedRunLeavesNoTemporaryFiles(signal: Int32) throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let process = try startPaused(["render", "row.swift", "--out", "out"], in: dir)
        // Wait until the temporary file exists, then interrupt.
        let out = dir.appendingPathComponent("out")
        func temporaries() -> [String] { self.temporaries(under: out) }
        let start = Date()
        while temporaries().isEmpty && Date().timeIntervalSince(start) < 10 { Thread.sleep(forTimeInterval: 0.02) }
        #expect(!temporaries().isEmpty)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(temporaries().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("row.png").path))
    }

    /// Starts `arguments` in `dir` with every atomic write held for 5 s before its rename; returns the process.
    func startPaused(_ arguments: [String], in dir: URL, environment extra: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = dir
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTSHOT_PAUSE_BEFORE_RENAME"] = "5"
        for (name, value) in extra { environment[name] = value }
        process.environment = environment
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }

    /// Every file under `dir` whose name marks it temporary (`.name.tmp-…`).
    func temporaries(under dir: URL) -> [String] {
        let all = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.contains(".tmp-") }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedCheckLeavesNoTemporaryFileAndNoReference(signal: Int32) throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let process = try startPaused(["check", ".", "--record", "all"], in: dir)
        let start = Date()
        while temporaries(under: dir).isEmpty && Date().timeIntervalSince(start) < 10 { Thread.sleep(forTimeInterval: 0.02) }
        #expect(!temporaries(under: dir).isEmpty)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(temporaries(under: dir).isEmpty)
        // The reference being written never appeared, half or whole.
        let references = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("__snapshots__").path)) ?? []
        #expect(!references.contains("row.png") || !references.contains("row.txt"))
    }

    @Test func anInterruptedCompiledCheckLeavesNoTemporaryFileAndStopsTheFixture() throws {
        let dir = try temporaryFolder(["chips.swift": CompiledFixtureTests.flowFixture])
        let scratch = try temporaryFolder(), cache = try temporaryFolder()
        let process = try startPaused(["check", "."], in: dir, environment: ["TMPDIR": scratch.path, "XDG_CACHE_HOME": cache.path])
        // The compiled fixture answers with its previews; the tool writes their references: wait for the
        // first held write.
        let start = Date()
        while temporaries(under: dir).isEmpty && Date().timeIntervalSince(start) < 60 { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!temporaries(under: dir).isEmpty)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(temporaries(under: dir).isEmpty)
        #expect(temporaries(under: cache).isEmpty)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).isEmpty)
        #expect(SandboxTests.processes(mentioning: cache.path).isEmpty)
        let references = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("__snapshots__").path)) ?? []
        #expect(!references.contains("chips.png") || !references.contains("chips.txt"))
    }
}
