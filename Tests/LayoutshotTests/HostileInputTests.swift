import Foundation
import Testing

/// The catalogue of bad inputs (issue 8), each through the real `layoutshot` executable: a
/// `file:line:column: error: …` line, exit 65 and no output file, or — where SwiftUI accepts the input — the
/// picture with a warning. docs/RELIABILITY.md lists them.
@Suite struct HostileInputTests {
    /// Renders `fixture` (bytes) as `f.swift` into `out/` and returns the result and whether `out/f.png` exists.
    func render(_ bytes: [UInt8], extra: [String: [UInt8]] = [:], arguments: [String] = [],
                environment: [String: String] = [:]) throws -> (CLI.Result, Bool, URL) {
        let dir = try temporaryFolder()
        try Data(bytes).write(to: dir.appendingPathComponent("f.swift"))
        for (name, content) in extra { try Data(content).write(to: dir.appendingPathComponent(name)) }
        let r = try CLI.run(["render", "f.swift", "--out", "out"] + arguments, in: dir, environment: environment)
        return (r, FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/f.png").path), dir)
    }

    func render(_ source: String, arguments: [String] = []) throws -> (CLI.Result, Bool) {
        let (r, written, _) = try render(Array(source.utf8), arguments: arguments)
        return (r, written)
    }

    /// The first line of standard error, which is the error itself.
    func firstLine(_ r: CLI.Result) -> String { String(r.stderr.split(separator: "\n").first ?? "") }

    // MARK: Syntax and names

    @Test(arguments: [
        ("#Preview { Text(\"abc) }\n", "f.swift:1:17: error: unterminated string literal"),
        ("#Preview {\n    VStack {\n        Text(\"a\")\n",
         "f.swift:4:1: error: expected '}' to close the '{' at line 2, column 12, found end of file"),
        ("#Preview { Txet(\"a\") }\n", "f.swift:1:12: error: unknown view 'Txet'; did you mean 'Text'?"),
        ("#Preview { Text(\"a\").paddng(4) }\n", "f.swift:1:22: error: unknown modifier 'paddng' on 'Text'; did you mean 'padding'?"),
        ("#Preview { Text(\"a\").frame(widht: 4) }\n",
         "f.swift:1:28: error: incorrect argument label 'widht:' in call to 'frame'; did you mean 'width:'?"),
        ("#Preview { Text(\"a\").frame(width: \"wide\") }\n",
         "f.swift:1:35: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"),
        ("", "f.swift:1:1: error: the fixture is empty: expected a #Preview or a view expression"),
        ("// only a comment\n\n", "f.swift:3:1: error: the fixture is empty: expected a #Preview or a view expression"),
    ])
    func syntaxAndNameErrors(source: String, expected: String) throws {
        let (r, written) = try render(source)
        #expect(r.status == 65)
        #expect(firstLine(r) == expected)
        #expect(!written)
    }

    // MARK: Bytes

    @Test func invalidUTF8() throws {
        let (r, written, _) = try render(Array("#Preview {\n    Text(\"caf".utf8) + [0xE9] + Array("\")\n}\n".utf8))
        #expect(r.status == 65)
        // Latin-1 é (0xE9) is not UTF-8; it is the 14th character of line 2.
        #expect(firstLine(r) == "f.swift:2:14: error: invalid UTF-8 (byte 0xE9): fixtures are UTF-8 text")
        #expect(!written)
    }

    @Test func aByteOrderMarkAndCRLFLineEndsWork() throws {
        let plain = "#Preview {\n    HStack {\n        Text(\"A\")\n        Spacer()\n    }\n    .frame(width: 100)\n}\n"
        let windows = [0xEF, 0xBB, 0xBF] + Array(plain.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let (r, written, dir) = try render(windows)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(written)
        // The same frames as the plain file.
        try plain.write(to: dir.appendingPathComponent("plain.swift"), atomically: true, encoding: .utf8)
        let a = try CLI.run(["layout", "f.swift"], in: dir), b = try CLI.run(["layout", "plain.swift"], in: dir)
        #expect(a.status == 0 && a.text == b.text && a.text.contains("Text \"A\""))
    }

    @Test func aBinaryFile() throws {
        // The start of a PNG: the NUL after the eight signature bytes is on line 3 (CR LF, then LF, end lines).
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]
        let (r, written, _) = try render(png)
        #expect(r.status == 65)
        #expect(firstLine(r) == "f.swift:3:1: error: a NUL byte: this is a binary file, not a SwiftUI fixture")
        #expect(!written)
    }

    @Test func aGitLFSPointerInsteadOfAFixture() throws {
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:" + String(repeating: "ab", count: 32) + "\nsize 2048\n"
        let (r, written) = try render(pointer)
        #expect(r.status == 65)
        #expect(firstLine(r) == "f.swift:1:1: error: this is a Git LFS pointer (oid sha256:\(String(repeating: "ab", count: 32)), "
                + "2048 bytes), not the fixture: run `git lfs pull` to fetch it")
        #expect(!written)
    }

    @Test func aGitLFSPointerInsteadOfAReferencePicture() throws {
        let dir = try temporaryFolder(["row.swift": "#Preview { Text(\"Hi\").padding() }\n"])
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        let reference = dir.appendingPathComponent("__snapshots__/row.png")
        let pointer = Data("version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "cd", count: 32))\nsize 884\n".utf8)
        try pointer.write(to: reference)
        let r = try CLI.run(["check", "."], in: dir)
        // A failed snapshot (exit 1), whose reason says what the file is and what to do.
        #expect(r.status == 1)
        #expect(r.text.contains("reference picture row.png: not a PNG but a Git LFS pointer (sha256:\(String(repeating: "cd", count: 32)), "
                                + "884 bytes): run `git lfs pull` to fetch the picture"))
        // Never overwritten without a record mode that asks.
        #expect(try Data(contentsOf: reference) == pointer)
    }

    // MARK: Size

    @Test func nestingTenThousandDeep() throws {
        let n = 10_000
        let (r, written) = try render("#Preview {\n" + String(repeating: "VStack {", count: n) + "Text(\"x\")"
                                      + String(repeating: "}", count: n) + "\n}\n")
        #expect(r.status == 65)
        // After the preview's block (level 1), each `VStack {` is two levels, its expression and its closure's
        // block: the 100th block is level 201. The error is at the token after its brace, the 101st
        // `VStack`, at column 1 + 100 × 8.
        #expect(firstLine(r) == "f.swift:2:801: error: the fixture is nested too deeply (more than 200 levels)")
        #expect(!written)
    }

    @Test func aMillionViews() throws {
        let (r, written) = try render("#Preview {\n    VStack {\n        ForEach(0..<1000000) { i in Text(\"\\(i)\") }\n    }\n}\n")
        #expect(r.status == 65)
        #expect(firstLine(r) == "f.swift:3:18: error: 1000000 elements; arrays and ranges in fixtures are limited to 200000 "
                + "(the most views a layout may have)")
        #expect(!written)
        // A thousand rows of a thousand: counted as they are made.
        let (nested, _) = try render("#Preview {\n    VStack {\n        ForEach(0..<1000) { i in\n            ForEach(0..<1000) { j in Color.red }\n        }\n    }\n}\n")
        #expect(nested.status == 65)
        #expect(firstLine(nested) == "f.swift:4:38: error: more than 200000 views and modifiers in one preview")
    }

    @Test func aTenMegabyteString() throws {
        let (r, written) = try render("#Preview {\n    Text(\"" + String(repeating: "x", count: 10_000_000) + "\")\n}\n")
        #expect(r.status == 65)
        #expect(firstLine(r) == "f.swift:2:10: error: a string of 10000000 characters; texts are limited to 100000 characters")
        #expect(!written)
    }

    @Test func aCanvasLargerThanCairoAllows() throws {
        let (r, written) = try render("#Preview(\"Wide\", traits: .fixedLayout(width: 20000, height: 50)) {\n    Color.red\n}\n")
        #expect(r.status == 65)
        // 20000 points at the default scale 2 are 40000 pixels.
        #expect(firstLine(r) == "f.swift:1:1: error: the picture would be 20000×50 points; Cairo draws PNGs of at most 32767 "
                + "pixels on a side (give a smaller --width/--height or --scale)")
        #expect(!written)
        // Each side within Cairo's limit, but 12000 × 12000 = 144 megapixels at scale 2 (64 allowed).
        let (area, _) = try render("#Preview(\"Big\", traits: .fixedLayout(width: 6000, height: 6000)) {\n    Color.red\n}\n")
        #expect(area.status == 65)
        #expect(firstLine(area) == "f.swift:1:1: error: the picture would be 12000×12000 pixels; PNGs are limited to 64 megapixels "
                + "(67108864 pixels) (give a smaller --width/--height or --scale)")
    }

    // MARK: Values SwiftUI accepts with a log line

    @Test func invalidFrameDimensionsAreWarningsAndIgnored() throws {
        let (r, written) = try render("""
            #Preview {
                VStack {
                    Color.red.frame(width: .nan, height: 10)
                    Color.green.frame(width: -10, height: 10)
                    Color.blue.frame(width: 10, height: .infinity)
                }
            }

            """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(written)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3) == [
            "f.swift:3:19: warning: Invalid frame dimension (negative or non-finite): width nan; ignored",
            "f.swift:4:21: warning: Invalid frame dimension (negative or non-finite): width -10; ignored",
            "f.swift:5:20: warning: Invalid frame dimension (negative or non-finite): height inf; ignored",
        ])
    }

    // MARK: Images and fonts

    /// SwiftUI logs a missing named image and draws nothing: a warning, and the picture is written.
    @Test func aMissingImage() throws {
        let (r, written) = try render("#Preview {\n    Image(\"photo\")\n}\n")
        #expect(r.status == 0)
        #expect(firstLine(r) == "f.swift:1:1: warning: No image named 'photo' found in asset catalog; it is drawn empty, as in "
                + "SwiftUI (looked for photo.png, photo@2x.png, photo@3x.png, Assets.xcassets/photo.imageset next to the fixture)")
        #expect(written)
    }

    @Test func anImageThatIsNotAPNG() throws {
        let (r, written, _) = try render(Array("#Preview {\n    Image(\"photo\")\n}\n".utf8),
                                         extra: ["photo.png": [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46]])
        #expect(r.status == 65)
        #expect(firstLine(r) == "f.swift:2:5: error: 'photo.png' next to the fixture is not a PNG image")
        #expect(!written)
    }

    /// A font folder with every pinned font but `missing` (symbolic links to the installed files).
    func fontRoot(without missing: String?) throws -> URL {
        let root = try temporaryFolder()
        for folder in ["usr/share/fonts/opentype/inter", "usr/share/fonts/truetype/dejavu", "usr/share/fonts/opentype/noto",
                       "usr/share/fonts/truetype/noto", "usr/share/fonts/truetype/quicksand",
                       "usr/share/fonts/truetype/material-design-icons-iconfont",
                       "usr/share/fonts/truetype/materialdesignicons-webfont"] {
            let target = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            guard missing != nil else { continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: "/" + folder) where name != missing {
                try FileManager.default.createSymbolicLink(atPath: target.appendingPathComponent(name).path,
                                                           withDestinationPath: "/\(folder)/\(name)")
            }
        }
        return root
    }

    @Test(arguments: [("DejaVuSansMono-Bold.ttf", "truetype/dejavu", "fonts-dejavu-core"),
                      ("DejaVuSans-Oblique.ttf", "truetype/dejavu", "fonts-dejavu-extra"),
                      ("Inter-SemiBold.otf", "opentype/inter", "fonts-inter"),
                      ("NotoColorEmoji.ttf", "truetype/noto", "fonts-noto-color-emoji"),
                      ("MaterialIcons-Regular.ttf", "truetype/material-design-icons-iconfont", "fonts-material-design-icons-iconfont"),
                      ("NotoSerif-Italic.ttf", "truetype/noto", "fonts-noto-core"),
                      ("Quicksand-Medium.ttf", "truetype/quicksand", "fonts-quicksand")])
    func aMissingFontNamesTheFileAndThePackage(file: String, folder: String, package: String) throws {
        let root = try fontRoot(without: file)
        let (r, written, _) = try render(Array("#Preview { Text(\"x\") }\n".utf8),
                                         environment: ["LAYOUTSHOT_FONT_ROOT": root.path])
        #expect(r.status == 65)
        #expect(firstLine(r) == "layoutshot: error: missing font file \(root.path)/usr/share/fonts/\(folder)/\(file) "
                + "(install the Debian package \(package))")
        #expect(!written)
        // `check` says the same before checking anything, whatever --jobs.
        let dir = try temporaryFolder(["a.swift": "Text(\"a\")", "b.swift": "Text(\"b\")"])
        let check = try CLI.run(["check", ".", "--jobs", "2"], in: dir, environment: ["LAYOUTSHOT_FONT_ROOT": root.path])
        #expect(check.status == 65)
        #expect(check.stderr.contains("missing font file \(root.path)/usr/share/fonts/\(folder)/\(file)"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__").path))
    }

    @Test func theFontRootFindsTheFontsWhenTheyAreAllThere() throws {
        let root = try fontRoot(without: "none")
        let (r, written, _) = try render(Array("#Preview { Text(\"x\") }\n".utf8),
                                         environment: ["LAYOUTSHOT_FONT_ROOT": root.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(written)
    }

    // MARK: Time

    /// Each property uses the previous one three times: 3³⁰ evaluations.
    static let exponentialFixture: String = {
        var source = "struct Slow: View {\n    var p0: Int { 1 }\n"
        for i in 1...30 { source += "    var p\(i): Int { p\(i - 1) + p\(i - 1) - p\(i - 1) }\n" }
        return source + "    var body: some View { Text(\"\\(p30)\") }\n}\n#Preview { Slow() }\n"
    }()

    @Test func aSlowFixtureStopsAtTheTimeoutAndTheBatchGoesOn() throws {
        let dir = try temporaryFolder(["a-slow.swift": HostileInputTests.exponentialFixture,
                                       "b-fine.swift": "#Preview { Text(\"fine\") }\n"])
        let start = Date()
        let r = try CLI.run(["render", ".", "--out", "out", "--timeout", "1"], in: dir)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(r.status == 65)
        #expect(r.stderr.contains("a-slow.swift:"))
        #expect(r.stderr.contains(": error: stopped after 1 s: the fixture took longer than its time limit"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/b-fine.png").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a-slow.png").path))
    }

    @Test func aSlowLayoutStopsAtTheTimeout() throws {
        // 3000 texts of 20000 characters, each wrapped at its own width (so no measurement is a cached one):
        // each takes milliseconds, all of them minutes.
        let source = "let long = \"" + String(repeating: "word ", count: 4_000) + "\"\n"
            + "#Preview(\"Wall\", traits: .fixedLayout(width: 300, height: 400)) {\n"
            + "    ScrollView { VStack { ForEach(0..<3000) { i in Text(long).frame(width: CGFloat(100 + i)) } } }\n}\n"
        let start = Date()
        let (r, written) = try render(source, arguments: ["--timeout", "2"])
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(r.status == 65)
        // The layout's deadline, or the evaluator's when building the 3000 views alone takes 2 s (a loaded machine).
        let line = firstLine(r)
        #expect(line == "f.swift:2:1: error: layout took longer than the time limit of 2 s; stopped"
                || (line.hasPrefix("f.swift:3:") && line.hasSuffix(" error: stopped after 2 s: the fixture took longer than its time limit")),
                "\(line)")
        #expect(!written)
    }

    /// Its own Layout makes it a compiled fixture; its sizeThatFits never returns.
    static let foreverFixture = """
        struct Forever: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var x: CGFloat = 0
                while x >= 0 { x += 1 }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview { Forever { Text("x") } }

        """

    @Test func aCompiledFixtureThatNeverEndsIsKilled() throws {
        let dir = try temporaryFolder(["a-forever.swift": Self.foreverFixture, "b-fine.swift": "#Preview { Text(\"fine\") }\n"])
        let cache = try temporaryFolder().path
        let start = Date()
        let render = try CLI.run(["render", ".", "--out", "out", "--timeout", "3"], in: dir, cache: cache)
        #expect(render.status == 65)
        #expect(render.stderr.contains("a-forever.swift:1:1: error: stopped after 3 s (--timeout)"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/b-fine.png").path))
        let check = try CLI.run(["check", ".", "--timeout", "3"], in: dir, cache: cache)
        #expect(check.status == 65)
        #expect(check.stderr.contains("a-forever.swift:1:1: error: stopped after 3 s (--timeout)"))
        #expect(check.text.contains("+ b-fine (recorded"))
        // Compiling once (about two seconds) and two runs of three seconds.
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func aBadTimeoutIsAUsageError() throws {
        #expect(try CLI.run(["render", "x.swift", "--timeout", "0"]).status == 2)
        #expect(try CLI.run(["check", "x.swift", "--timeout", "-1"]).status == 2)
    }

    // MARK: Batches

    @Test func aBatchReportsEveryFailureAtTheEnd() throws {
        let dir = try temporaryFolder([
            "a.swift": "#Preview { Txet(\"a\") }",
            "b.swift": "#Preview { Text(\"b\") }",
            "c.swift": "version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n",
            "d.swift": "#Preview { Text(\"d\") }",
        ])
        try Data([0x00, 0x01]).write(to: dir.appendingPathComponent("e.swift"))
        let r = try CLI.run(["render", ".", "--out", "out"], in: dir)
        #expect(r.status == 65)
        for name in ["b", "d"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/\(name).png").path))
        }
        let summary = r.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.contains("3 fixture(s) failed: a.swift, c.swift, e.swift"))
        let check = try CLI.run(["check", "."], in: dir)
        #expect(check.status == 65)
        for name in ["a", "c", "e"] { #expect(check.stderr.contains("\(name).swift:1:")) }
        #expect(check.text.contains("+ b (recorded") && check.text.contains("+ d (recorded"))
    }
}

/// Nothing is lost (issue 8): `check` leaves references alone unless a record mode asks, whatever it finds.
@Suite struct NothingLostTests {
    /// Every file under `dir` with its bytes and modification date.
    func snapshot(_ dir: URL) throws -> [String: (Data, Date?)] {
        var files: [String: (Data, Date?)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) {
            let url = dir.appendingPathComponent(name)
            let date = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
            files[name] = (try Data(contentsOf: url), date)
        }
        return files
    }

    @Test func checkNeverTouchesAReferenceUnlessARecordModeAsks() throws {
        let dir = try temporaryFolder(["a.swift": "#Preview { Text(\"A\").padding() }",
                                       "b.swift": "#Preview { Color.red.frame(width: 20, height: 10) }",
                                       "c.swift": "#Preview { Text(\"C\") }"])
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        let references = dir.appendingPathComponent("__snapshots__")
        // Every fixture now differs, one reference is an LFS pointer and one is cut short.
        try "#Preview { Text(\"AAA\").padding() }".write(to: dir.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        try "#Preview { Color.red.frame(width: 30, height: 10) }".write(to: dir.appendingPathComponent("b.swift"), atomically: true, encoding: .utf8)
        try "#Preview { Text(\"CC\") }".write(to: dir.appendingPathComponent("c.swift"), atomically: true, encoding: .utf8)
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 9\n".utf8)
            .write(to: references.appendingPathComponent("b.png"))
        let c = references.appendingPathComponent("c.png")
        try Data(try Data(contentsOf: c).prefix(40)).write(to: c)
        let before = try snapshot(references)
        Thread.sleep(forTimeInterval: 0.05)
        for (arguments, ci) in [([String](), false), (["--record", "missing"], false), (["--record", "never"], false),
                                ([String](), true), (["--jobs", "2"], false)] {
            let r = try CLI.run(["check", "."] + arguments, in: dir, environment: ci ? ["CI": "true"] : [:])
            #expect(r.status == 1, "\(arguments) \(r.stderr)")
            let after = try snapshot(references)
            #expect(after.keys.sorted() == before.keys.sorted())
            for (name, (data, date)) in before {
                #expect(after[name]?.0 == data && after[name]?.1 == date, "\(name) changed with \(arguments) CI=\(ci)")
            }
        }
        // `failed` rewrites exactly the failing ones; then all match.
        let failed = try CLI.run(["check", ".", "--record", "failed"], in: dir)
        #expect(failed.status == 0)
        #expect(failed.text.contains("~ a (updated") && failed.text.contains("~ b (updated") && failed.text.contains("~ c (updated"))
        #expect(try CLI.run(["check", ".", "--record", "never"], in: dir).status == 0)
    }
}
