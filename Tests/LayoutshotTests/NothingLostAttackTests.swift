import Foundation
import Testing
@testable import Layoutshot

/// Every file below `dir` (symbolic links as links, never followed) with its bytes, or its target for a link.
/// A user cache's tree without Layoutshot's own shortcut files (`font-hashes`, `reference-pixels`; Files'
/// `UserCache`), which any check may write: what is left are compiled fixtures and the module cache.
func fixtureEntries(_ tree: [String: Data]) -> [String: Data] {
    tree.filter { !["layoutshot/font-hashes", "layoutshot/reference-pixels", "layoutshot/"].contains($0.key) }
}

func tree(_ dir: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    func walk(_ relative: String) {
        let path = relative.isEmpty ? dir.path : dir.path + "/" + relative
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        func child(_ name: String) -> String { relative.isEmpty ? name : relative + "/" + name }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            files[relative] = Data(("→ " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")).utf8)
        case S_IFDIR:
            if !relative.isEmpty { files[relative + "/"] = Data() }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []) { walk(child(name)) }
        default:
            files[relative] = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        }
    }
    walk("")
    return files
}

func writeFile(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
}

/// The attacks on "nothing lost" (issue 18 §7), each through the real executable: nothing outside the tool's own
/// files is touched, nothing is lost, and the exit code and message are the documented ones.
@Suite struct NothingLostAttackTests {
    static let compiledLayout = """
    struct Pass: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    """

    // MARK: A fixture that yields no previews

    @Test func aCompiledFixtureWithNoPreviewsFailsTheCheckAndKeepsItsReferences() throws {
        // Its references were recorded while it had previews (here as an interpreted fixture of the same name).
        let dir = try temporaryFolder(["good.swift": "#Preview { Text(\"good\") }",
                                       "hidden.swift": "#Preview { Text(\"hidden\") }",
                                       "quits.swift": "#Preview { Text(\"quits\") }"])
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        // Now one hides its preview behind `#if false`, one ends the program before any preview is made.
        try writeFile(Self.compiledLayout + "#if false\n#Preview { Pass { Text(\"hidden\") } }\n#endif\n",
                  to: dir.appendingPathComponent("hidden.swift"))
        try writeFile(Self.compiledLayout + "exit(0)\n#Preview { Pass { Text(\"quits\") } }\n",
                  to: dir.appendingPathComponent("quits.swift"))
        let before = tree(dir)
        let cache = try temporaryFolder().path
        let r = try CLI.run(["check", ".", "--prune"], in: dir, cache: cache, environment: ["CI": "true"])
        #expect(r.status == 65, "\(r.text)\n\(r.stderr)")
        for name in ["hidden", "quits"] {
            #expect(r.stderr.contains("\(name).swift:1:1: error: the fixture yields no previews"), "\(r.stderr)")
            #expect(r.text.contains("✗ \(name).swift: could not be checked"))
        }
        #expect(r.stderr.contains("2 fixtures could not be checked"))
        #expect(r.stderr.contains("--prune skipped"))
        // Every reference is still there, byte for byte.
        #expect(tree(dir) == before)
    }

    @Test func anInterpretedFixtureThatYieldsNoPreviewsIsAnErrorToo() throws {
        // The interpreter takes `#if false` as Swift does: the file then has no preview at all, an error at its
        // end, which `check` must not count as checked.
        let dir = try temporaryFolder(["empty.swift": "#if false\n#Preview { Text(\"x\") }\n#endif\n"])
        let r = try CLI.run(["check", "."], in: dir, environment: ["CI": "true"])
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr.contains("empty.swift:4:1: error: the fixture is empty: expected a #Preview"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__").path))
    }

    // MARK: Prune

    @Test func pruneNeverFollowsASymlinkedReferencesFolder() throws {
        let dir = try temporaryFolder()
        let repo = dir.appendingPathComponent("repo"), other = dir.appendingPathComponent("other")
        try writeFile("#Preview { Text(\"b\") }", to: repo.appendingPathComponent("b.swift"))
        try writeFile("someone's notes", to: other.appendingPathComponent("notes.txt"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: other.appendingPathComponent("keep.png"))
        try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent("__snapshots__").path,
                                                   withDestinationPath: "../other")
        #expect(try CLI.run(["check", "."], in: repo).status == 0)
        let before = tree(dir)
        let r = try CLI.run(["check", ".", "--prune"], in: repo)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("--prune left \(repo.path)/__snapshots__ alone: it is a symbolic link"), "\(r.stderr)")
        #expect(tree(dir) == before)
    }

    @Test func pruneRemovesOnlyReferencesLayoutshotWrote() throws {
        let dir = try temporaryFolder(["a.swift": "#Preview { Text(\"a\") }", "gone.swift": "#Preview { Text(\"gone\") }"])
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("gone.swift"))
        let refs = dir.appendingPathComponent("__snapshots__")
        let outside = try temporaryFolder(["target.png": "not mine"])
        try writeFile("a user's notes", to: refs.appendingPathComponent("notes.txt"))
        try Data("GIF89a".utf8).write(to: refs.appendingPathComponent("drawing.png"))
        try writeFile("*.orig\n", to: refs.appendingPathComponent(".gitignore"))
        try FileManager.default.createSymbolicLink(atPath: refs.appendingPathComponent("link.png").path,
                                                   withDestinationPath: outside.appendingPathComponent("target.png").path)
        let outsideBefore = tree(outside)
        let r = try CLI.run(["check", ".", "--prune"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // The orphaned references (a dump and a tagged picture) go; what layoutshot did not write stays.
        #expect(r.stderr.contains("2 reference files pruned"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: refs.path).sorted()
                == [".gitignore", "a.png", "a.txt", "drawing.png", "link.png", "notes.txt"])
        #expect(r.stderr.contains("--prune kept \(refs.path)/notes.txt: not a reference layoutshot wrote"), "\(r.stderr)")
        #expect(tree(outside) == outsideBefore)
    }

    // MARK: The failure folder

    /// A folder with one fixture whose reference no longer matches.
    func failingFolder() throws -> URL {
        let dir = try temporaryFolder(["b.swift": "#Preview { Text(\"b\") }"])
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        try writeFile("#Preview { Text(\"changed\") }", to: dir.appendingPathComponent("b.swift"))
        return dir
    }

    @Test func theFailureFolderIsNeverAReferencesFolderOrAFolderThatHoldsOne() throws {
        let dir = try failingFolder()
        try writeFile("a user's file", to: dir.appendingPathComponent("deep/x/my.diff.png"))
        try writeFile("mine", to: dir.appendingPathComponent("deep/x/y.actual.txt"))
        let before = tree(dir)
        for folder in [".", "__snapshots__", "__snapshots__/failures", "deep/.."] {
            let r = try CLI.run(["check", ".", "--failures", folder], in: dir)
            #expect(r.status == 2, "\(folder): \(r.stderr)")
            #expect(r.stderr.contains("--failures \(folder): "), "\(r.stderr)")
            #expect(r.stderr.contains("references folder"), "\(r.stderr)")
            // Nothing was written or removed: no .gitignore hides the references.
            #expect(tree(dir) == before, "\(folder)")
        }
    }

    @Test func theFailureFolderIsOwnedByAMarkerAndOnlyItsOwnFilesAreRemoved() throws {
        let dir = try failingFolder()
        // A folder of the user's, not empty, that layoutshot did not make: refused, untouched.
        try writeFile("old", to: dir.appendingPathComponent("mine/old.diff.png"))
        try writeFile("old", to: dir.appendingPathComponent("mine/sub/x.actual.png"))
        var before = tree(dir)
        let refused = try CLI.run(["check", ".", "--failures", "mine"], in: dir)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--failures mine: the folder holds files layoutshot did not write"), "\(refused.stderr)")
        #expect(tree(dir) == before)
        // A symbolic link to a folder: refused.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: "mine")
        before = tree(dir)
        let link = try CLI.run(["check", ".", "--failures", "link"], in: dir)
        #expect(link.status == 2)
        #expect(link.stderr.contains("--failures link: it is a symbolic link"), "\(link.stderr)")
        #expect(tree(dir) == before)

        // A new folder is layoutshot's: marked, git-ignored, and on the next run only the files it wrote go.
        let first = try CLI.run(["check", ".", "--failures", "fails"], in: dir)
        #expect(first.status == 1)
        let fails = dir.appendingPathComponent("fails")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fails.path).sorted()
                == [".gitignore", "b.actual.png", "b.actual.txt", "b.diff.png"])
        let marker = try String(contentsOf: fails.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(marker.hasPrefix("# Written by layoutshot check"))
        #expect(marker.hasSuffix("\n*\n"))
        try writeFile("the user's", to: fails.appendingPathComponent("user.diff.png"))
        try writeFile("the user's", to: fails.appendingPathComponent("sub/z.actual.txt"))
        #expect(try CLI.run(["check", ".", "--failures", "fails", "--record", "failed"], in: dir).status == 0)
        #expect(try CLI.run(["check", ".", "--failures", "fails"], in: dir).status == 0)
        #expect(tree(fails).keys.sorted() == [".gitignore", "sub/", "sub/z.actual.txt", "user.diff.png"])
    }

    @Test func aFailureFolderOfAnEarlierVersionIsStillLayoutshots() throws {
        let dir = try failingFolder()
        let old = dir.appendingPathComponent(".layoutshot-failures")
        try writeFile("# Written by layoutshot: failure files, not to be committed.\n*\n", to: old.appendingPathComponent(".gitignore"))
        try writeFile("stale", to: old.appendingPathComponent("stale.actual.png"))
        let r = try CLI.run(["check", "."], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: old.path).sorted()
                == [".gitignore", "b.actual.png", "b.actual.txt", "b.diff.png"])
    }

    // MARK: Render stays inside --out

    @Test func renderWritesOnlyInsideItsOutputFolder() throws {
        let dir = try temporaryFolder()
        try writeFile("#Preview { Text(\"x\") }", to: dir.appendingPathComponent("a/x.swift"))
        try writeFile("#Preview { Text(\"y\") }", to: dir.appendingPathComponent("b/y.swift"))
        let before = tree(dir)
        let r = try CLI.run(["render", "x.swift", "../b/y.swift", "--out", "out"], in: dir.appendingPathComponent("a"))
        #expect(r.status == 0, "\(r.stderr)")
        let after = tree(dir)
        let added = Set(after.keys).subtracting(before.keys).sorted()
        #expect(added == ["a/out/", "a/out/a/", "a/out/a/x.png", "a/out/b/", "a/out/b/y.png"])
        #expect(before.allSatisfy { after[$0.key] == $0.value })
        // check names them the same way.
        let list = try CLI.run(["check", "x.swift", "../b/y.swift", "--list"], in: dir.appendingPathComponent("a"))
        #expect(list.text == "a/x\nb/y\n")
    }

    // MARK: Temporaries of a killed run

    /// The pid of a process that has exited.
    func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func temporariesOfAKilledRunAreRemovedByTheNextRun() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        // SIGKILL while the picture is held before its rename: its temporary file stays behind.
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["render", "row.swift", "--out", "out"]
        process.currentDirectoryURL = dir
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTSHOT_PAUSE_BEFORE_RENAME"] = "30"
        process.environment = environment
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        let out = dir.appendingPathComponent("out")
        func temporaries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.contains(".tmp-") } }
        let start = Date()
        while temporaries().isEmpty && Date().timeIntervalSince(start) < 20 { Thread.sleep(forTimeInterval: 0.02) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(temporaries() == [".row.png.tmp-\(process.processIdentifier)-1"])
        // Beside it: a temporary of a live process (this one), a look-alike that is a folder, and files that
        // only resemble the pattern.
        let dead = try deadPID()
        let live = ".other.png.tmp-\(getpid())-4", folder = ".dir.png.tmp-\(dead)-2"
        let keep = [live, ".notes.tmp-x-1", "plain.tmp-\(dead)-1", ".png.tmp-\(dead)"]
        for name in keep { try writeFile("keep", to: out.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: out.appendingPathComponent(folder), withIntermediateDirectories: true)
        #expect(try CLI.run(["render", "row.swift", "--out", "out"], in: dir).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == (keep + [folder, "row.png"]).sorted())
    }

    @Test func aCheckThatWritesNothingStillRemovesStaleTemporariesAmongTheReferences() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        let refs = dir.appendingPathComponent("__snapshots__")
        try writeFile("half a picture", to: refs.appendingPathComponent(".row.png.tmp-\(try deadPID())-7"))
        let r = try CLI.run(["check", ".", "--record", "never"], in: dir)
        #expect(r.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: refs.path).sorted() == ["row.png", "row.txt"])
    }

    // MARK: Concurrent checks of one folder

    @Test func concurrentRecordingChecksOfOneFolderAllSucceed() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture, "two.swift": "#Preview(\"A\") { Text(\"a\") }\n#Preview(\"B\") { Text(\"b\").padding() }"])
        // The first run holds each of its writes for a second; the second starts while it does and records the
        // same references; the first then finds them already there.
        let first = Process()
        first.executableURL = CLI.executable
        first.arguments = ["check", ".", "--record", "all"]
        first.currentDirectoryURL = dir
        var environment = ProcessInfo.processInfo.environment
        for name in RecordMode.ciVariables { environment[name] = nil }
        environment["LAYOUTSHOT_PAUSE_BEFORE_RENAME"] = "1"
        first.environment = environment
        let out = Pipe()
        first.standardOutput = out
        first.standardError = Pipe()
        try first.run()
        let refs = dir.appendingPathComponent("__snapshots__")
        let start = Date()
        while ((try? FileManager.default.contentsOfDirectory(atPath: refs.path)) ?? []).isEmpty && Date().timeIntervalSince(start) < 20 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let second = try CLI.run(["check", ".", "--record", "all"], in: dir)
        let firstText = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0, "\(firstText)")
        #expect(second.status == 0, "\(second.text)\n\(second.stderr)")
        #expect(!firstText.contains("no reference") && !second.text.contains("no reference"))
        // Between them every snapshot was recorded once and then matched: as if they had run one after the other.
        for name in ["row", "two-a", "two-b"] {
            let lines = (firstText + second.text).split(separator: "\n").filter { $0.hasSuffix(" \(name)") || $0.contains(" \(name) (") }
            #expect(lines.sorted() == ["+ \(name) (recorded \(name).txt, \(name).png)", "✓ \(name)"], "\(lines)")
        }
        // Several at once, none waiting on a hook, each with two workers (threads contend for the lock too).
        try FileManager.default.removeItem(at: refs)
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            let r = try? CLI.run(["check", ".", "--record", "all", "--jobs", "2"], in: dir)
            results.append(r)
        }
        #expect(results.all.count == 6)
        #expect(results.all.allSatisfy { $0?.status == 0 }, "\(results.all.map { $0?.text ?? "nil" })")
        // Each snapshot was recorded by exactly one of them.
        let recorded = results.all.compactMap { $0?.text }.joined().split(separator: "\n").filter { $0.hasPrefix("+ ") }
        #expect(recorded.count == 3, "\(recorded)")
    }

    // MARK: CI detection

    @Test(arguments: [["JENKINS_URL": "http://jenkins.local/"], ["TF_BUILD": "True"], ["BUILDKITE": "true"],
                      ["GITLAB_CI": "true"], ["GITHUB_ACTIONS": "true"], ["CI": "1"]])
    func onEveryCIRunnerAMissingReferenceFails(environment: [String: String]) throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let r = try CLI.run(["check", "."], in: dir, environment: environment)
        #expect(r.status == 1, "\(environment): \(r.text)")
        #expect(r.text.contains("✗ row: no reference (row.swift); record it with --record missing"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("__snapshots__").path))
    }

    @Test func ciSetToAFalseValueTurnsTheDetectionOff() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let r = try CLI.run(["check", "."], in: dir, environment: ["CI": "false", "JENKINS_URL": "http://jenkins.local/"])
        #expect(r.status == 0)
        #expect(r.text.contains("+ row (recorded"))
    }
}

/// Outcomes collected from several threads.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var all: [CLI.Result?] = []
    func append(_ result: CLI.Result?) {
        lock.lock()
        all.append(result)
        lock.unlock()
    }
}
