import Foundation
import Testing
@testable import Layoutshot

/// Compiled fixtures run in the sandbox and answer only with data (issue 18 §1–3, §9): each attack a fixture's
/// own code could make is a test, through the real `layoutshot`, with a private cache.
@Suite struct SandboxTests {
    /// One cache for the tests that do not look at the cache itself, so that the compiler's module cache is
    /// built once.
    static let sharedCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutshot-sandbox-cache-\(UUID().uuidString)").path

    /// A fixture the interpreter hands to the compiler (its own `Layout`), whose top-level code runs `code`
    /// and whose preview shows `text`: a 100 × 20 red rectangle and the text under it.
    static func compiled(_ code: String, text: String = "\"plain\"") -> String {
        """
        import SwiftUI
        import Foundation

        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 40)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(index) * 20),
                                  proposal: ProposedViewSize(width: 100, height: 20))
                }
            }
        }

        \(code)

        #Preview("Probe", traits: .sizeThatFitsLayout) {
            Column {
                Color.red.frame(width: 100, height: 20)
                Text(\(text))
            }
        }

        """
    }

    /// The command lines of running processes that mention `text`.
    static func processes(mentioning text: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return ids.compactMap { id in
            guard let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline"), !data.isEmpty else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(text) ? line : nil
        }
    }

    /// Starts `layoutshot` with `arguments` in `dir`, with these variables set, without waiting for it.
    static func start(_ arguments: [String], in dir: URL, environment extra: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = dir
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }

    /// Waits up to `seconds` for `condition`.
    static func wait(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// A TCP listener on 127.0.0.1 (the test's own network): its port and socket.
    static func listener() -> (port: UInt16, socket: Int32) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        _ = listen(fd, 4)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return (UInt16(bigEndian: address.sin_port), fd)
    }

    @Test func aCompiledFixtureSeesNoSecretWritesNothingReachesNoNetworkAndLeavesNothingRunning() throws {
        let secret = "hunter2-\(UUID().uuidString)"
        let home = try temporaryFolder()
        let dir = try temporaryFolder()
        let tmpMarker = "/tmp/layoutshot-marker-\(UUID().uuidString)"
        let lateMarker = dir.appendingPathComponent("marker-late").path
        let (port, listening) = SandboxTests.listener()
        defer { close(listening) }
        let attack = """
        let secret = ProcessInfo.processInfo.environment["LAYOUTSHOT_TEST_SECRET"] ?? "none"
        print("the fixture printed: \\(secret)")
        for path in ["\(home.path)/marker-home", "\(tmpMarker)", "\(dir.path)/marker-beside", NSHomeDirectory() + "/marker-home"] {
            _ = FileManager.default.createFile(atPath: path, contents: Data(secret.utf8))
        }
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(\(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected == 0 { _ = secret.withCString { write(connection, $0, strlen($0)) } }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "sleep 1; echo \\(secret) > \(lateMarker)"]
        try? child.run()
        """
        try SandboxTests.compiled(attack, text: "\"s=\" + secret")
            .write(to: dir.appendingPathComponent("probe.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "probe.swift", "--out", "out", "--format", "txt", "--format", "png"], in: dir,
                            cache: SandboxTests.sharedCache, environment: ["HOME": home.path, "LAYOUTSHOT_TEST_SECRET": secret])
        #expect(r.status == 0, "\(r.stderr)")
        // The output is still right: the layout's frames (the Column answers 100 × 40 and places its two
        // children 20 pt apart), and the text the fixture saw.
        let dump = try String(contentsOf: dir.appendingPathComponent("out/probe.txt"), encoding: .utf8)
        #expect(dump.hasPrefix("Column (0, 0, 100, 40) ← 100×40\n  frame (0, 0, 100, 20) ← 100×20\n"))
        #expect(dump.contains("Text \"s=none\" (0, 20,"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/probe.png").path))
        // What it printed is shown, on standard error; the secret is nowhere.
        #expect(r.stderr.contains("the fixture printed: none"))
        #expect(!r.stderr.contains(secret) && !r.text.contains(secret) && !dump.contains(secret))
        // Nothing was written outside its private /tmp, nothing reached the network, nothing is left running.
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("marker-home").path))
        #expect(!FileManager.default.fileExists(atPath: tmpMarker))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("marker-beside").path))
        #expect(accept(listening, nil, nil) < 0)
        #expect(SandboxTests.processes(mentioning: lateMarker).isEmpty)
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!FileManager.default.fileExists(atPath: lateMarker))
    }

    @Test func theCacheIsOwnerOnlyAndATamperedOrOpenEntryIsRebuilt() throws {
        let dir = try temporaryFolder(["chips.swift": CompiledFixtureTests.flowFixture])
        let cache = try temporaryFolder()
        let first = try CLI.run(["layout", "chips.swift"], in: dir, cache: cache.path)
        #expect(first.status == 0, "\(first.stderr)")
        let root = cache.appendingPathComponent("layoutshot")
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("fixtures").path)
        #expect(entries.count == 1)
        let entry = root.appendingPathComponent("fixtures/\(entries.first ?? "")")
        for folder in [root, root.appendingPathComponent("fixtures"), entry] {
            let mode = (try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int) ?? 0
            #expect(mode == 0o700, "\(folder.path): \(String(mode, radix: 8))")
        }
        // SHA-256 keys: 64 hexadecimal digits.
        #expect(entry.lastPathComponent.count == 64 && entry.lastPathComponent.allSatisfy(\.isHexDigit))

        // A program replaced by another: detected by its hash, never run, built again.
        let marker = dir.appendingPathComponent("marker-tampered")
        let program = entry.appendingPathComponent("fixture")
        try "#!/bin/sh\necho ran > \(marker.path)\n".write(to: program, atomically: false, encoding: .utf8)
        chmod(program.path, 0o700)
        let tampered = try CLI.run(["layout", "chips.swift"], in: dir, cache: cache.path)
        #expect(tampered.status == 0, "\(tampered.stderr)")
        #expect(tampered.text == first.text)
        #expect(tampered.stderr.contains("note: the cached build \(entry.path) holds a program that is not the one built"))
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        let rebuilt = try Data(contentsOf: program)
        #expect(!rebuilt.starts(with: Array("#!".utf8)))

        // An entry others may write is not trusted either; an open cache folder is closed again.
        chmod(entry.path, 0o777)
        chmod(root.path, 0o755)
        let open = try CLI.run(["layout", "chips.swift"], in: dir, cache: cache.path)
        #expect(open.status == 0)
        #expect(open.stderr.contains("the cached build \(entry.path) may be changed by others; building it again"))
        #expect(open.stderr.contains("the cache folder \(root.path) was open to others; it is owner-only again"))
        let again = try CLI.run(["layout", "chips.swift"], in: dir, cache: cache.path)
        // Only the note saying why the fixture is compiled: the entry is trusted as it is now.
        #expect(again.status == 0 && !again.stderr.contains("layoutshot: note:"), "\(again.stderr)")
    }

    /// An entry of another user is rebuilt (it could hold anything); a cache folder of another user is refused,
    /// and nothing is compiled into it. Only root can give a file away, so only root runs this.
    @Test(.enabled(if: geteuid() == 0, "chown needs root"))
    func anEntryOrACacheOfAnotherUserIsNotTrusted() throws {
        let dir = try temporaryFolder(["chips.swift": CompiledFixtureTests.flowFixture])
        let cache = try temporaryFolder()
        let first = try CLI.run(["layout", "chips.swift"], in: dir, cache: cache.path)
        #expect(first.status == 0, "\(first.stderr)")
        let root = cache.appendingPathComponent("layoutshot")
        let key = try #require(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("fixtures").path).first)
        let entry = root.appendingPathComponent("fixtures/\(key)")
        #expect(chown(entry.path, 65534, 65534) == 0)
        let foreign = try CLI.run(["layout", "chips.swift"], in: dir, cache: cache.path)
        #expect(foreign.status == 0 && foreign.text == first.text, "\(foreign.stderr)")
        #expect(foreign.stderr.contains("layoutshot: note: the cached build \(entry.path) belongs to user 65534; building it again"))
        let rebuilt = try FileManager.default.attributesOfItem(atPath: entry.path)
        #expect((rebuilt[.ownerAccountID] as? NSNumber)?.intValue == Int(geteuid()))

        #expect(chown(root.path, 65534, 65534) == 0)
        let refused = try CLI.run(["layout", "chips.swift"], in: dir, cache: cache.path)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("chips.swift: error: the cache folder \(root.path) belongs to user 65534, not to you; "
                                        + "remove it, or set XDG_CACHE_HOME"), "\(refused.stderr)")
        #expect(refused.text.isEmpty)
    }

    @Test func noCompileNamesWhatNeedsTheCompiler() throws {
        let dir = try temporaryFolder(["chips.swift": CompiledFixtureTests.flowFixture])
        let cache = try temporaryFolder()
        // flowFixture declares `struct Chips: Layout` at line 3.
        let expected = "chips.swift:3:1: error: custom Layout types are not supported in fixtures yet ('Chips' conforms to "
            + "'Layout') — the fixture needs the Swift compiler for this, and compiling is turned off"
        for (arguments, environment) in [(["--no-compile"], [String: String]()), ([], ["LAYOUTSHOT_COMPILE": "never"])] {
            for command in [["render", "chips.swift", "--out", "out"], ["layout", "chips.swift"], ["check", "chips.swift"],
                            ["check", "chips.swift", "--list"]] {
                let r = try CLI.run(command + arguments, in: dir, cache: cache.path, environment: environment)
                #expect(r.status == 65, "\(command)")
                #expect(r.stderr.contains(expected), "\(command): \(r.stderr)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/chips.png").path))
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("layoutshot/fixtures").path))
        #expect(try CLI.run(["layout", "chips.swift", "--compile", "--no-compile"], in: dir).status == 2)
        #expect(try CLI.run(["layout", "chips.swift"], in: dir, environment: ["LAYOUTSHOT_COMPILE": "sometimes"]).status == 2)
        // A fixture the interpreter runs is unaffected.
        let plain = try temporaryFolder(["row.swift": rowFixture])
        #expect(try CLI.run(["layout", "row.swift", "--no-compile"], in: plain).status == 0)
    }

    @Test func withoutASandboxTheCompiledPathRefusesAndTrustFixturesRunsIt() throws {
        let dir = try temporaryFolder(["chips.swift": CompiledFixtureTests.flowFixture])
        let cache = try temporaryFolder()
        let missing = ["LAYOUTSHOT_BWRAP": "/nonexistent/bwrap"]
        let refused = try CLI.run(["layout", "chips.swift"], in: dir, cache: cache.path, environment: missing)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("chips.swift:3:1: error: this fixture is compiled, and compiled fixtures run only in a sandbox, "
            + "which is not available here: LAYOUTSHOT_BWRAP=/nonexistent/bwrap is not an executable file"))
        #expect(refused.stderr.contains("--trust-fixtures (LAYOUTSHOT_TRUST_FIXTURES=1)"))
        #expect(refused.text.isEmpty)
        // Refused before anything was compiled.
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("layoutshot/fixtures").path))
        let sandboxed = try CLI.run(["layout", "chips.swift"], in: dir, cache: SandboxTests.sharedCache)
        for trust in [(["--trust-fixtures"], missing), ([], missing.merging(["LAYOUTSHOT_TRUST_FIXTURES": "1"]) { $1 })] {
            let r = try CLI.run(["layout", "chips.swift"] + trust.0, in: dir, cache: cache.path, environment: trust.1)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.text == sandboxed.text)
        }
        // A fixture cannot trust itself.
        let directive = "// layoutshot: --trust-fixtures\n" + CompiledFixtureTests.flowFixture
        let own = try temporaryFolder(["chips.swift": directive])
        let r = try CLI.run(["layout", "chips.swift"], in: own, cache: cache.path, environment: missing)
        #expect(r.status == 65)
        #expect(r.stderr.contains("chips.swift:1:1: error: in the layoutshot directive: unknown option '--trust-fixtures'"))
    }

    /// A fixture's own prints cannot pass for the tool's lines in a CI log: they are quoted under a header that
    /// names the file, each line behind a bar, on standard error only.
    @Test func whatAFixturePrintsIsQuotedNotPassedOn() throws {
        let dir = try temporaryFolder()
        let code = #"print("error: all references were deleted\n✓ card-light"); "#
            + #"FileHandle.standardError.write(Data("probe.swift:1:1: error: forged\n".utf8))"#
        try SandboxTests.compiled(code).write(to: dir.appendingPathComponent("probe.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", "probe.swift", "--record", "all"], in: dir, cache: SandboxTests.sharedCache)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = (r.stderr + r.text).split(separator: "\n")
        #expect(lines.contains("note: probe.swift: the fixture's own code printed (not Layoutshot's output):"), "\(r.stderr)")
        for forged in ["error: all references were deleted", "✓ card-light", "probe.swift:1:1: error: forged"] {
            #expect(lines.contains("  | " + Substring(forged)), "\(r.stderr)")
            #expect(!lines.contains(Substring(forged)), "\(forged) reached the log as a line of its own")
        }
        #expect(!r.text.contains("forged") && !r.text.contains("deleted"), "standard output is the tool's only")
    }

    @Test func aForgedAnswerIsRefused() throws {
        // The fixture's own code answers in place of the library, naming a file outside its folder as an image.
        let dir = try temporaryFolder()
        symlink("/etc/passwd", dir.appendingPathComponent("link.png").path)
        for image in ["/etc/passwd", "\(dir.path)/link.png", "\(dir.path)/../../etc/passwd"] {
            let answer = #"{"version":\#(CompiledFixtureWire.version),"variants":[[{"line":1,"canvas":[10,10],"proposal":[null,null],"dark":false,"#
                + #""diagnostics":[],"nodes":[{"type":"Image","frame":[0,0,10,10],"proposal":[null,null],"content":true,"#
                + #""children":0,"drawing":{"bitmap":{"path":"\#(image)","size":[10,10]}}}]}]]}"#
            // A plain string literal (the fixture language's lexer, which reads every fixture first, knows no raw ones).
            let forge = """
            let forged = "\(answer.replacingOccurrences(of: "\"", with: "\\\""))"
            try FileHandle(fileDescriptor: 3).write(contentsOf: Data(forged.utf8))
            exit(0)
            """
            try SandboxTests.compiled(forge).write(to: dir.appendingPathComponent("forged.swift"), atomically: true, encoding: .utf8)
            let r = try CLI.run(["render", "forged.swift", "--out", "out"], in: dir, cache: SandboxTests.sharedCache)
            #expect(r.status == 65)
            #expect(r.stderr.contains("forged.swift:1:1: error: the compiled fixture's answer was refused: an image outside the "
                + "fixture's folder (\(image))"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/forged.png").path))
        }
        // An answer that is not the protocol's at all, and none.
        for (code, message) in [("print(\"{}\"); try FileHandle(fileDescriptor: 3).write(contentsOf: Data(\"[1, 2\".utf8)); exit(0)",
                                 "the compiled fixture's answer is not the layout protocol's"),
                                ("exit(0)", "the fixture yields no previews: its program ended (exit 0) before laying them out")] {
            try SandboxTests.compiled(code).write(to: dir.appendingPathComponent("broken.swift"), atomically: true, encoding: .utf8)
            let r = try CLI.run(["layout", "broken.swift"], in: dir, cache: SandboxTests.sharedCache)
            #expect(r.status == 65)
            #expect(r.stderr.contains("broken.swift:1:1: error: \(message)"), "\(r.stderr)")
        }
        // A program that registers no preview when it runs.
        let hidden = SandboxTests.compiled("").replacingOccurrences(of: "#Preview(\"Probe\"", with: "#if false\n#Preview(\"Probe\"")
            + "#endif\n"
        try hidden.write(to: dir.appendingPathComponent("hidden.swift"), atomically: true, encoding: .utf8)
        let none = try CLI.run(["layout", "hidden.swift", "--compile"], in: dir, cache: SandboxTests.sharedCache)
        #expect(none.status == 65)
        #expect(none.stderr.contains("hidden.swift:1:1: error: the fixture yields no previews"),
                "\(none.stderr)")
    }

    @Test func listingNeverCompilesAndNamesComeFromTheSource() throws {
        let source = CompiledFixtureTests.flowFixture
            .replacingOccurrences(of: "#Preview(\"Chips\", traits: .sizeThatFitsLayout) {",
                                  with: "#Preview(\"First one\") { Text(\"a\") }\n"
                + "#Preview(\"Second\", traits: .fixedLayout(width: 10, height: 10)) { Text(\"b\") }\n#Preview {")
        let dir = try temporaryFolder(["chips.swift": source])
        let cache = try temporaryFolder()
        let r = try CLI.run(["check", ".", "--list"], in: dir, cache: cache.path)
        #expect(r.status == 0, "\(r.stderr)")
        // Several previews: the fixture's name and each title, slugged; an untitled one by its position.
        #expect(r.text == "chips-first-one\nchips-second\nchips-3\n")
        #expect(fixtureEntries(tree(cache)).isEmpty)
        // The names a real check gives are the same.
        let check = try CLI.run(["check", ".", "--record", "all"], in: dir, cache: cache.path)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.text.contains("+ chips-first-one (recorded") && check.text.contains("+ chips-second (recorded")
            && check.text.contains("+ chips-3 (recorded"))
    }

    @Test func anInterruptDuringACompileStopsTheCompilerAtOnceAndLeavesNothing() throws {
        // Many views, so that the compile (about 0.4 s for a small fixture) is still running when interrupted.
        let bulk = (0..<400).map { "struct Filler\($0): View { var body: some View { VStack { Text(\"\($0)\").padding(\($0 % 7)); Color.red.frame(width: \($0)) } } }" }
        let dir = try temporaryFolder(["chips.swift": CompiledFixtureTests.flowFixture + "\n" + bulk.joined(separator: "\n")])
        let cache = try temporaryFolder(), scratch = try temporaryFolder()
        let process = try SandboxTests.start(["layout", "chips.swift"], in: dir,
                                             environment: ["XDG_CACHE_HOME": cache.path, "TMPDIR": scratch.path])
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        // The compiler's command line names the entry's scratch folder in the cache.
        #expect(SandboxTests.wait(60) { SandboxTests.processes(mentioning: cache.path).contains { $0.contains("swift") } })
        Thread.sleep(forTimeInterval: 0.3)
        let start = Date()
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(process.terminationStatus == 130)
        #expect(SandboxTests.wait(2) { SandboxTests.processes(mentioning: cache.path).isEmpty },
                "\(SandboxTests.processes(mentioning: cache.path))")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("layoutshot/fixtures").path)) ?? []
        #expect(entries.isEmpty, "\(entries)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).isEmpty)
    }

    @Test func aFixtureLoopingAtTopLevelIsStoppedByTheTimeoutAndBySIGTERM() throws {
        let spin = SandboxTests.compiled("var spins = 0\nlet never: Int = { while spins >= 0 { spins &+= 1 }; return spins }()")
        let dir = try temporaryFolder(["spin.swift": spin])
        let cache = try temporaryFolder()
        // The first run also compiles it.
        let first = try CLI.run(["render", "spin.swift", "--out", "out", "--timeout", "2"], in: dir, cache: cache.path)
        #expect(first.status == 65)
        #expect(first.stderr.contains("spin.swift:1:1: error: stopped after 2 s (--timeout)"), "\(first.stderr)")
        let start = Date()
        let second = try CLI.run(["render", "spin.swift", "--out", "out", "--timeout", "2"], in: dir, cache: cache.path)
        #expect(second.status == 65)
        // Two seconds, the second of grace the program has to report a layout that stopped by itself, and
        // the start-up of a loaded machine.
        #expect(Date().timeIntervalSince(start) < 8)
        #expect(SandboxTests.processes(mentioning: cache.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/spin.png").path))

        // Ctrl-C and SIGTERM alike.
        for signal in [SIGTERM, SIGINT] {
            let process = try SandboxTests.start(["render", "spin.swift", "--out", "out", "--timeout", "100"], in: dir,
                                                 environment: ["XDG_CACHE_HOME": cache.path])
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            #expect(SandboxTests.wait(20) { SandboxTests.processes(mentioning: cache.path).contains { $0.hasPrefix(cache.path) } })
            Thread.sleep(forTimeInterval: 0.3)
            let interrupted = Date()
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(Date().timeIntervalSince(interrupted) < 3, "signal \(signal)")
            #expect(process.terminationStatus == 128 + signal)
            #expect(SandboxTests.wait(2) { SandboxTests.processes(mentioning: cache.path).isEmpty }, "signal \(signal)")
        }
    }

    /// The program's resource limits are the documented ones (docs/RELIABILITY.md §6), as the kernel reports them
    /// to the program itself (/proc/self/limits, printed by the fixture, which the tool shows on standard error),
    /// and the address space is really bounded: 5 GB cannot be had, 3 GB can.
    @Test func aCompiledFixtureRunsWithinItsLimits() throws {
        let code = """
        print((try? String(contentsOfFile: "/proc/self/limits", encoding: .utf8)) ?? "unreadable")
        let five = malloc(5 << 30), three = malloc(3 << 30)
        let memory = "5 GB \\(five == nil ? "refused" : "given"), 3 GB \\(three == nil ? "refused" : "given")"
        """
        let dir = try temporaryFolder(["limits.swift": SandboxTests.compiled(code, text: "memory")])
        let r = try CLI.run(["layout", "limits.swift", "--timeout", "5"], in: dir, cache: SandboxTests.sharedCache)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.text.contains("Text \"5 GB refused, 3 GB given\" (0, 20, "), "\(r.text)")
        // Soft and hard limit alike; CPU time is the time limit and two seconds.
        let limits = [("Max cpu time", "7", "seconds"), ("Max address space", "\(4 << 30)", "bytes"),
                      ("Max file size", "\(64 << 20)", "bytes"), ("Max core file size", "0", "bytes"),
                      ("Max open files", "256", "files"), ("Max processes", "64", "processes")]
        // What the fixture printed is quoted, each line behind "  | ".
        let lines = r.stderr.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            .filter { $0.hasPrefix("| ") }.map { $0.dropFirst(2) }
        for (name, value, unit) in limits {
            #expect(lines.contains("\(name) \(value) \(value) \(unit)"), "\(name): \(r.stderr)")
        }
    }

    @Test func explainAndPicturesAgreeOnBothPaths() throws {
        // The explain trace and the drawings (here an image next to the fixture) come back as data.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for fixture in ["name-value-row.swift", "images.swift"] {
            let path = root.appendingPathComponent("fixtures/\(fixture)").path
            for command in [["explain", path], ["explain", path, "--json"]] {
                let interpreted = try CLI.run(command, cache: SandboxTests.sharedCache)
                let compiled = try CLI.run(command + ["--compile"], cache: SandboxTests.sharedCache)
                #expect(interpreted.status == 0 && compiled.status == 0, "\(compiled.stderr)")
                #expect(interpreted.text == compiled.text, "\(command)")
            }
            let out = try temporaryFolder()
            for (name, extra) in [("interpreted", [String]()), ("compiled", ["--compile"])] {
                let r = try CLI.run(["render", path, "--out", out.appendingPathComponent(name).path, "--gallery", "--format", "png",
                                     "--format", "svg"] + extra, cache: SandboxTests.sharedCache)
                #expect(r.status == 0, "\(r.stderr)")
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("interpreted").path)
            #expect(files.count >= 4)
            for file in files {
                let a = try Data(contentsOf: out.appendingPathComponent("interpreted/\(file)"))
                let b = try Data(contentsOf: out.appendingPathComponent("compiled/\(file)"))
                #expect(a == b, "\(fixture): \(file)")
            }
        }
    }
}
