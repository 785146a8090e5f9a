import Foundation
import Testing

/// `layoutshot check` (issue 5): references beside the fixtures, record modes, diffs, reports, shards, jobs.
@Suite struct CheckTests {
    static let fixtures = [
        "a.swift": "#Preview(\"A\", traits: .fixedLayout(width: 200, height: 44)) { HStack { Text(\"Title\"); Spacer() } }",
        "b.swift": "#Preview { VStack { Color.red.frame(width: 40, height: 20); Text(\"B\") } }",
        "c.swift": "#Preview(\"One\") { Text(\"1\") }\n#Preview(\"Two\") { Text(\"22\").padding() }",
    ]

    func run(_ args: [String], in dir: URL, ci: Bool = false) throws -> CLI.Result {
        try CLI.run(["check"] + args, in: dir, environment: ci ? ["CI": "true"] : [:])
    }

    func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    @Test func recordsMissingThenMatchesThenDetectsAChangeWithItsGeometry() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        let first = try run(["."], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.text.contains("+ a (recorded a.txt, a.png)\n"))
        let refs = dir.appendingPathComponent("__snapshots__")
        #expect(FileManager.default.fileExists(atPath: refs.appendingPathComponent("c-one.png").path))
        #expect(try run(["."], in: dir).status == 0)
        // "Title" (5 characters) becomes "A longer title": the text widens and moves nothing else.
        try CheckTests.fixtures["a.swift"]!.replacingOccurrences(of: "\"Title\"", with: "\"Title Title\"")
            .write(to: dir.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        let before = modified(refs.appendingPathComponent("a.txt"))
        let changed = try run(["."], in: dir)
        #expect(changed.status == 1)
        #expect(changed.text.contains("✗ a (a.swift)\n"))
        #expect(changed.text.contains("removed Text \"Title\""))
        #expect(changed.text.contains("inserted Text \"Title Title\""))
        #expect(changed.text.contains("pixels differ"))
        // No reference is overwritten without a record mode that asks.
        #expect(modified(refs.appendingPathComponent("a.txt")) == before)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(".layoutshot-failures/a.diff.png").path))
        // `failed` rewrites it; then it matches.
        #expect(try run([".", "--record", "failed"], in: dir).status == 0)
        #expect(try run([".", "--record", "never"], in: dir).status == 0)
    }

    @Test func neverFailsOnAMissingReferenceAndCIMeansNever() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        let never = try run([".", "--record", "never"], in: dir)
        #expect(never.status == 1)
        #expect(never.text.contains("no reference"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__").path))
        let ci = try run(["."], in: dir, ci: true)
        #expect(ci.status == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__").path))
    }

    @Test func nothingToCheckFailsAndABareCompiledFixtureIsAnError() throws {
        let empty = try temporaryFolder(["notes.txt": "no fixtures here"])
        let none = try run(["."], in: empty, ci: true)
        #expect(none.status == 1)
        #expect(none.stderr.contains("no fixtures with previews"))
        // An empty shard is fine: there can be more shards than fixtures.
        #expect(try run([".", "--shard", "2/2"], in: try temporaryFolder(["a.swift": CheckTests.fixtures["a.swift"]!])).status == 0)

        let bare = """
        struct Pass: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        Pass { Text("Hi") }
        """
        let dir = try temporaryFolder(["bare.swift": bare])
        let r = try run(["."], in: dir, ci: true)
        #expect(r.status == 65)
        #expect(r.stderr.contains("bare.swift:1:1: error: a compiled fixture"))
        #expect(r.stderr.contains("#Preview"))
    }

    /// `VStack { Text("a"); Text("b" }`: the `(` of line 3, column 9 is still open at the `}` of line 4.
    static let unclosed = "VStack {\n    Text(\"a\")\n    Text(\"b\"\n}\n"
    static let unclosedError = "bad.swift:4:1: error: expected ',' or ')' to close the '(' at line 3, column 9, found '}'"

    @Test func aFixtureThatCannotBeCheckedIsSaidOnceWhereBothOutputsAreOne() throws {
        let dir = try temporaryFolder(["bad.swift": Self.unclosed])
        // Apart (a pipe each): standard output carries the reason as well, under the fixture's line.
        let apart = try run(["bad.swift"], in: dir)
        #expect(apart.status == 65)
        #expect(apart.text == "✗ bad.swift: could not be checked\n    \(Self.unclosedError)\n     4 | }\n       | ^\n")
        #expect(apart.stderr.components(separatedBy: Self.unclosedError).count == 2)
        // One terminal (util-linux's script gives the command one for both): the error once, after the line.
        let command = "\(CLI.executable.path) check bad.swift"
        let terminal = try CLI.run(["-qec", command, "/dev/null"], in: dir, environment: ["TERM": "dumb"],
                                   executable: "/usr/bin/script")
        #expect(terminal.status == 65)
        let lines = terminal.text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        #expect(lines == ["✗ bad.swift: could not be checked", Self.unclosedError, " 4 | }", "   | ^",
                          "layoutshot check: 1 fixture could not be checked"])
        // `> log 2>&1`: one file, said once too.
        let log = try CLI.run(["-c", "\(CLI.executable.path) check bad.swift > log 2>&1"], in: dir, executable: "/bin/sh")
        #expect(log.status == 65)
        let logged = try String(contentsOf: dir.appendingPathComponent("log"), encoding: .utf8)
        #expect(logged.components(separatedBy: Self.unclosedError).count == 2, "\(logged)")
    }

    @Test func listingNeedsNeitherTheFontsNorTheirHashes() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        let cache = try temporaryFolder()
        // No pinned font where they are looked for: a check stops at the first missing one; a listing reads
        // the names from the source, and hashes nothing into the cache.
        let noFonts = try temporaryFolder().path
        let list = try CLI.run(["check", ".", "--list"], in: dir, cache: cache.path, environment: ["LAYOUTSHOT_FONT_ROOT": noFonts])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.text == "a\nb\nc-one\nc-two\n")
        #expect(list.stderr.isEmpty)
        let jobs = try CLI.run(["check", ".", "--list", "--jobs", "3"], in: dir, cache: cache.path,
                               environment: ["LAYOUTSHOT_FONT_ROOT": noFonts])
        #expect(jobs.text == list.text)
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: cache.path)) ?? []
        #expect(!written.contains { $0.hasSuffix("font-hashes") || $0.hasSuffix("reference-pixels") }, "\(written)")
        let check = try CLI.run(["check", "."], in: dir, cache: cache.path, environment: ["LAYOUTSHOT_FONT_ROOT": noFonts])
        #expect(check.status == 65)
        #expect(check.stderr.contains("missing font file \(noFonts)/usr/share/fonts/"))
    }

    @Test func recordAllRewritesOnlyChangedFiles() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        _ = try run(["."], in: dir)
        let ref = dir.appendingPathComponent("__snapshots__/b.png")
        let before = modified(ref)
        Thread.sleep(forTimeInterval: 0.05)
        let all = try run([".", "--record", "all"], in: dir)
        #expect(all.status == 0)
        #expect(modified(ref) == before)
    }

    @Test func parallelOutputEqualsSerialAndShardsCoverEverySnapshotOnce() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        _ = try run(["."], in: dir)
        let serial = try run([".", "--jobs", "1"], in: dir)
        let parallel = try run([".", "--jobs", "3"], in: dir)
        #expect(serial.text == parallel.text)
        #expect(serial.stderr == parallel.stderr)
        let all = try run([".", "--list"], in: dir).text.split(separator: "\n").map(String.init)
        #expect(all.count == 4)
        var shards: [String] = []
        for i in 1...3 { shards += try run([".", "--list", "--shard", "\(i)/3"], in: dir).text.split(separator: "\n").map(String.init) }
        #expect(shards.sorted() == all.sorted())
    }

    @Test func pruneRemovesOrphansOnlyOnAWholeRun() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        _ = try run(["."], in: dir)
        // A frame dump no fixture produces (prune removes only files layoutshot writes).
        let orphan = dir.appendingPathComponent("__snapshots__/gone.txt")
        try "Text \"gone\" (0, 0, 30, 20) ← nil×nil\n".write(to: orphan, atomically: true, encoding: .utf8)
        _ = try run(["a.swift", "--prune"], in: dir)
        #expect(FileManager.default.fileExists(atPath: orphan.path))
        let pruned = try run([".", "--prune"], in: dir)
        #expect(pruned.status == 0)
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__/a.png").path))
    }

    @Test func aFixtureThatCannotBeCheckedIsInTheSummaryAndTheReports() throws {
        let dir = try temporaryFolder(["good.swift": "#Preview { Text(\"A\") }", "bad.swift": "#Preview {\n  Text(\"a\"\n}\n"])
        let r = try run([".", "--report", "rep"], in: dir)
        #expect(r.status == 65) // bad input wins over everything else
        #expect(r.text.contains("✗ bad.swift: could not be checked"))
        // The reason right under it on standard output, indented as the other failures' facts.
        #expect(r.text.contains("✗ bad.swift: could not be checked\n    bad.swift:3:1: error: "), "\(r.text)")
        #expect(r.stderr.contains("1 recorded, 1 fixture could not be checked"))
        let junit = try String(contentsOf: dir.appendingPathComponent("rep/junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="layoutshot" tests="2" failures="0" errors="1">"#))
        #expect(junit.contains(#"<error message="bad.swift:3:1: error: "#))
        let html = try String(contentsOf: dir.appendingPathComponent("rep/index.html"), encoding: .utf8)
        #expect(html.contains("1 fixture could not be checked; 1 snapshot: 1 recorded"))
    }

    @Test func fixturesOfTheSameNameInTwoFoldersStayApart() throws {
        let dir = try temporaryFolder()
        for (folder, text) in [("a", "A"), ("b", "B")] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try "#Preview { Text(\"\(text)\") }".write(to: dir.appendingPathComponent("\(folder)/x.swift"), atomically: true, encoding: .utf8)
        }
        #expect(try run(["."], in: dir).status == 0)
        let list = try run([".", "--list"], in: dir)
        #expect(list.text == "a/x\nb/x\n")
        for folder in ["a", "b"] {
            try "#Preview { Text(\"changed \(folder)\") }".write(to: dir.appendingPathComponent("\(folder)/x.swift"), atomically: true, encoding: .utf8)
        }
        #expect(try run(["."], in: dir).status == 1)
        let failures = dir.appendingPathComponent(".layoutshot-failures")
        for folder in ["a", "b"] {
            #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("\(folder)/x.actual.png").path))
        }
        // Git never picks the failure files up.
        #expect(try String(contentsOf: failures.appendingPathComponent(".gitignore"), encoding: .utf8).hasSuffix("*\n"))
        // render mirrors the subfolders too.
        #expect(try CLI.run(["render", ".", "--out", "out", "--format", "txt", "--quiet"], in: dir).status == 0)
        let a = try String(contentsOf: dir.appendingPathComponent("out/a/x.txt"), encoding: .utf8)
        let b = try String(contentsOf: dir.appendingPathComponent("out/b/x.txt"), encoding: .utf8)
        #expect(a != b)
    }

    @Test func namesStayApartWhenFixturesAreNamedOneByOne() throws {
        let dir = try temporaryFolder()
        for (folder, text) in [("a", "A"), ("b", "B")] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("ck/\(folder)"), withIntermediateDirectories: true)
            try "#Preview { Text(\"\(text)\") }".write(to: dir.appendingPathComponent("ck/\(folder)/x.swift"), atomically: true, encoding: .utf8)
        }
        #expect(try run(["ck/a/x.swift", "ck/b/x.swift", "--list"], in: dir).text == "a/x\nb/x\n")
        #expect(try run(["ck/a", "ck/b", "--list"], in: dir).text == "a/x\nb/x\n")
        #expect(try CLI.run(["render", "ck/a", "ck/b", "--out", "o", "--quiet"], in: dir).status == 0)
        for folder in ["a", "b"] { #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("o/\(folder)/x.png").path)) }
    }

    @Test func twoFixturesThatWouldShareAFileAreAnError() throws {
        // a.swift's preview "x" and a-x.swift's only preview are both named a-x.
        let dir = try temporaryFolder(["a.swift": "#Preview(\"x\") { Text(\"one\") }\n#Preview(\"y\") { Text(\"two\") }",
                                       "a-x.swift": "#Preview { Text(\"three\") }"])
        let render = try CLI.run(["render", ".", "--out", "o"], in: dir)
        #expect(render.status == 65)
        #expect(render.stderr.contains("a.swift:1:1: error: a-x.png is also written by a-x.swift in this run"))
        let check = try run(["."], in: dir)
        #expect(check.status == 65)
        #expect(check.stderr.contains("a.swift: error: its snapshot a-x has the same reference files as one of a-x.swift"))
    }

    @Test func pruneFindsReferencesWhoseFixturesAreAllGone() throws {
        let dir = try temporaryFolder(["top.swift": "#Preview { Text(\"T\") }"])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "#Preview { Text(\"S\") }".write(to: dir.appendingPathComponent("sub/z.swift"), atomically: true, encoding: .utf8)
        #expect(try run(["."], in: dir).status == 0)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("sub/z.swift"))
        let r = try run([".", "--prune"], in: dir)
        #expect(r.status == 0)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("sub/__snapshots__").path))
        #expect(r.stderr.contains("2 reference files pruned"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__/top.txt").path))
    }

    @Test func theReportShowsTheFailuresInABrowser() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        _ = try run(["."], in: dir)
        try CheckTests.fixtures["b.swift"]!.replacingOccurrences(of: "width: 40", with: "width: 60")
            .write(to: dir.appendingPathComponent("b.swift"), atomically: true, encoding: .utf8)
        let r = try run([".", "--report", "report"], in: dir)
        #expect(r.status == 1)
        let junit = try String(contentsOf: dir.appendingPathComponent("report/junit.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"1\""))
        let page = try Chromium.load(dir.appendingPathComponent("report/index.html"))
        #expect(page.consoleErrors.isEmpty, "\(page.consoleErrors)")
        // The failure is shown (its badge says "failed"; CSS capitalises it) with what moved.
        #expect(page.dom.contains(">failed<"))
        // The stack is centred on the 402 pt screen: x (402 − 40) / 2 = 181, then (402 − 60) / 2 = 171.
        #expect(page.dom.contains("resized VStack: (181, "))
        #expect(page.dom.contains("40×") && page.dom.contains("→ (171, ") && page.dom.contains(" 60×"))

        // Fixed: the next run's report folder holds no failure files from this one (a user's own file stays).
        let failures = dir.appendingPathComponent("report/failures")
        #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("b.actual.png").path))
        try "notes".write(to: failures.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(try run([".", "--report", "report", "--record", "failed"], in: dir).status == 0)
        #expect(try run([".", "--report", "report"], in: dir).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: failures.path).sorted() == [".gitignore", "notes.txt"])
    }

    /// One item inserted into a `ForEach`: one `inserted` line and the rows it pushed down, paired by their
    /// element ids. The preview fits its content: the stack is 60 wide at (0, 0), row k (from 0) at y = 20k, and
    /// is laid out again proposed its own size (docs/ARCHITECTURE.md §3, `.fitsRoot`).
    @Test func anInsertedForEachItemIsOneLineAndTheRowsItMoved() throws {
        func list(_ names: String) -> String {
            "#Preview(traits: .sizeThatFitsLayout) { VStack(spacing: 0) { ForEach([\(names)], id: \\.self) { name in "
                + "Text(name).frame(width: 60, height: 20) } } }"
        }
        let dir = try temporaryFolder(["list.swift": list(#""a", "b", "c", "d", "e""#)])
        #expect(try run(["."], in: dir).status == 0)
        let reference = dir.appendingPathComponent("__snapshots__/list.txt")
        #expect(try String(contentsOf: reference, encoding: .utf8).contains("frame @\"c\" (0, 40, 60, 20)"))

        // A reference written before element identities were recorded still matches.
        let recorded = try String(contentsOf: reference, encoding: .utf8)
        try recorded.replacingOccurrences(of: #" @"[a-e]""#, with: "", options: .regularExpression)
            .write(to: reference, atomically: true, encoding: .utf8)
        let old = try run(["."], in: dir)
        #expect(old.status == 0, "\(old.text)")
        try recorded.write(to: reference, atomically: true, encoding: .utf8)

        try list(#""a", "b", "swift", "c", "d", "e""#).write(to: dir.appendingPathComponent("list.swift"), atomically: true, encoding: .utf8)
        let changed = try run(["."], in: dir)
        #expect(changed.status == 1)
        let geometry = changed.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("inserted") || $0.hasPrefix("removed") || $0.hasPrefix("moved") || $0.hasPrefix("resized") }
        #expect(geometry == [
            "resized VStack: (0, 0) 60×100 → (0, 0) 60×120, proposal 60×100 → 60×120",
            "inserted frame @\"swift\" at (0, 40) 60×20, with 1 view inside",
            "moved frame @\"c\": (0, 40) 60×20 → (0, 60) 60×20 (and 1 view inside, moved with it)",
            "moved frame @\"d\": (0, 60) 60×20 → (0, 80) 60×20 (and 1 view inside, moved with it)",
            "moved frame @\"e\": (0, 80) 60×20 → (0, 100) 60×20 (and 1 view inside, moved with it)",
        ], "\(changed.text)")
    }
}

/// This repository's own fixtures against their committed references (fixtures/__snapshots__): `make test`
/// fails when a change moves any view or pixel of them. Re-record on purpose with
/// `layoutshot check fixtures --record failed`.
@Suite struct RepositoryFixtureTests {
    @Test func theBundledFixturesMatchTheirReferences() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let r = try CLI.run(["check", root.appendingPathComponent("fixtures").path, "--record", "never", "--jobs", "2",
                             "--failures", FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-repo-failures").path])
        #expect(r.status == 0, "\(r.text)\n\(r.stderr)")
        #expect(r.stderr.contains("matched"))
    }
}
