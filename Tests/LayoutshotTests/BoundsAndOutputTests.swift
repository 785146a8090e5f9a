import Foundation
import Testing
import Layoutshot

/// Issue 18's probes through the real executable: every command stops within its limit (a time-out, a pixel
/// budget, a size limit, only regular files read), and every output fault is one line on standard error,
/// exit 74 and no partial file. Time bounds are generous (a debug build on a shared machine): each asserts
/// that a command finished long before what it did before the fix, not how fast it is.
@Suite struct BoundsAndOutputTests {
    enum Output { case captured, closed, full, brokenPipe }

    struct Run {
        let status: Int32
        let stdout: Data
        let stderr: String
        let seconds: Double
        var lines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// Runs layoutshot with standard output as `output`, these variables set and, if given, at most
    /// `addressSpace` bytes of address space (`ulimit -v`); killed (and the test failed) after `limit` seconds.
    static func run(_ args: [String], in dir: URL, output: Output = .captured, limit: Double = 120,
                    environment extra: [String: String] = [:], addressSpace: Int? = nil) throws -> Run {
        let process = Process()
        var arguments = args
        if output == .closed || addressSpace != nil {
            // `>&-`: file descriptor 1 closed.
            let ulimit = addressSpace.map { "ulimit -v \($0 >> 10); " } ?? ""
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            arguments = ["-c", ulimit + "exec \"$0\" \"$@\"" + (output == .closed ? " >&-" : ""), CLI.executable.path] + args
        } else {
            process.executableURL = CLI.executable
        }
        process.arguments = arguments
        process.currentDirectoryURL = dir
        var environment = ProcessInfo.processInfo.environment
        for name in RecordMode.ciVariables { environment[name] = nil }
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        switch output {
        case .captured: process.standardOutput = out
        case .full: process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        case .brokenPipe:
            process.standardOutput = out
            try out.fileHandleForReading.close()
        case .closed: break
        }
        process.standardError = err
        let start = Date()
        try process.run()
        // Read standard error on the side, so that a chatty child never blocks on a full pipe.
        let errors = ResultBox(Data())
        let reader = Thread { errors.value = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        var stdout = Data()
        if output == .captured { stdout = out.fileHandleForReading.readDataToEndOfFile() }
        while process.isRunning && Date().timeIntervalSince(start) < limit { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("layoutshot \(args.joined(separator: " ")) still running after \(limit) s")
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        return Run(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: errors.value, as: UTF8.self),
                   seconds: seconds)
    }

    final class ResultBox<T>: @unchecked Sendable {
        var value: T
        init(_ value: T) { self.value = value }
    }

    /// Files a folder holds, hidden ones (temporaries) included.
    static func contents(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    // MARK: Time

    @Test func oneLongWordIsBrokenLongBeforeTheTimeout() throws {
        // 64 s before the fix (release build), for lines of about three characters: Pango shaped the rest of
        // the word again for every line.
        let dir = try temporaryFolder(["f.swift": "Text(\"" + String(repeating: "x", count: 20_000) + "\").frame(width: 30)\n"])
        let r = try Self.run(["layout", "f.swift", "--timeout", "60"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.seconds < 60)
        #expect(String(decoding: r.stdout, as: UTF8.self).hasPrefix("frame (0, 0, 30, "))
    }

    @Test func aHundredLongTextsStopAtTheTimeoutOnEveryCommand() throws {
        // 100 different texts of 100,000 characters: minutes of breaking, stopped at 3 s (they ran past 400 s
        // with --timeout 60 before).
        let texts = (0..<100).map { i in "    Text(\"" + String(repeating: "ab" + String(i), count: 100_000 / 4) + "\").frame(width: 30)\n" }
        let dir = try temporaryFolder(["f.swift": "VStack {\n" + texts.joined() + "}\n"])
        for command in [["layout"], ["explain"], ["render", "--out", "out"], ["check"]] {
            let r = try Self.run(command + ["f.swift", "--timeout", "3"], in: dir)
            #expect(r.status == 65, "\(command): \(r.stderr)")
            #expect(r.lines.first == "f.swift:1:1: error: layout took longer than the time limit of 3 s; stopped", "\(command)")
            #expect(r.seconds < 40, "\(command): \(r.seconds) s")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/f.png").path))
    }

    @Test func aCompiledLayoutThatNeverEndsIsKilledByLayoutAndExplainToo() throws {
        // A compiled fixture whose sizeThatFits never returns hung both for ever.
        let dir = try temporaryFolder(["forever.swift": HostileInputTests.foreverFixture])
        let cache = try temporaryFolder().path
        for command in ["layout", "explain"] {
            let r = try Self.run([command, "forever.swift", "--timeout", "3"], in: dir, environment: ["XDG_CACHE_HOME": cache])
            #expect(r.status == 65, "\(command): \(r.stderr)")
            #expect(r.lines.last == "forever.swift:1:1: error: stopped after 3 s (--timeout)", "\(command)")
            // Compiling (seconds, once) and three seconds of running.
            #expect(r.seconds < 90, "\(command)")
            // The program (it lives in the cache) and its sandbox are gone with the command.
            #expect(SandboxTests.processes(mentioning: cache).isEmpty, "\(command)")
        }
    }

    @Test func layoutAndExplainHaveTheDefaultTimeout() throws {
        let help = try CLI.run(["layout", "--help"]).text + (try CLI.run(["explain", "--help"]).text)
        #expect(help.components(separatedBy: "--timeout S          stop a fixture that takes longer than S seconds (default 120)").count == 3)
        #expect(try CLI.run(["layout", "x.swift", "--timeout", "0"]).status == 2)
    }

    @Test func watchStopsASlowFixtureAtTheTimeoutAndGoesOn() throws {
        // Evaluating the slow fixture takes 2^30 steps; watch renders both, the slow one stopped after 1 s.
        let dir = try temporaryFolder(["a-slow.swift": HostileInputTests.exponentialFixture,
                                       "b-fine.swift": "#Preview { Text(\"fine\") }\n"])
        let log = try temporaryFolder().appendingPathComponent("watch.log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["watch", ".", "--out", "out", "--format", "txt", "--timeout", "1"]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        func logged() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        func fine() -> String { (try? String(contentsOf: dir.appendingPathComponent("out/b-fine.txt"), encoding: .utf8)) ?? "" }
        #expect(SandboxTests.wait(30) { logged().contains(": error: stopped after 1 s: the fixture took longer than its time limit") },
                "\(logged())")
        #expect(SandboxTests.wait(30) { fine().contains("Text \"fine\"") })
        // The loop goes on: a save of the fine fixture is rendered again.
        try "#Preview { Text(\"finer\") }\n".write(to: dir.appendingPathComponent("b-fine.swift"), atomically: true, encoding: .utf8)
        #expect(SandboxTests.wait(30) { fine().contains("Text \"finer\"") })
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/a-slow.txt").path))
    }

    @Test func drawingStopsAtTheTimeout() throws {
        // Twenty 8000 × 8000 PNGs (0.85 MB each): laid out from their headers at once, seconds each to decode.
        let dir = try temporaryFolder(["many.swift": "VStack {\n" + String(repeating: "    Image(\"big\").resizable().frame(width: 10, height: 10)\n", count: 20) + "}\n"])
        try Self.png(width: 8000, height: 8000).write(to: dir.appendingPathComponent("big.png"))
        let r = try Self.run(["render", "many.swift", "-o", "many.png", "--timeout", "2"], in: dir)
        #expect(r.status == 65)
        #expect(r.lines.first == "many.swift:1:1: error: drawing took longer than the time limit of 2 s; stopped")
        #expect(r.seconds < 40)
        #expect(!Self.contents(dir).contains { $0.contains("many.png") })
    }

    // MARK: Sizes and kinds of file

    @Test func anImageOfTooManyPixelsIsRefusedFromItsHeader() throws {
        // 0.5 MB that decodes to 23000 × 23000 (2.1 GB).
        let dir = try temporaryFolder(["f.swift": "Image(\"bomb\")\n"])
        try Self.png(width: 23_000, height: 23_000, gray: true).write(to: dir.appendingPathComponent("bomb.png"))
        let r = try Self.run(["render", "f.swift", "-o", "f.png"], in: dir, limit: 60)
        #expect(r.status == 65)
        #expect(r.lines.first == "f.swift:1:1: error: 'bomb.png' next to the fixture is 23000×23000 pixels; images are limited to 64 megapixels")
        #expect(!Self.contents(dir).contains("f.png"))
    }

    @Test func pipesAndDevicesAreNeverOpened() throws {
        let dir = try temporaryFolder(["image.swift": "Image(\"photo\")\n", "ok.swift": "Text(\"ok\")\n"])
        #expect(mkfifo(dir.appendingPathComponent("fifo.swift").path, 0o600) == 0)
        #expect(mkfifo(dir.appendingPathComponent("photo.png").path, 0o600) == 0)
        let fixture = try Self.run(["layout", "fifo.swift"], in: dir, limit: 60)
        #expect(fixture.status == 65)
        #expect(fixture.lines == ["fifo.swift: error: is a named pipe (FIFO), not a regular file"])
        let device = try Self.run(["layout", "/dev/zero"], in: dir, limit: 60)
        #expect(device.lines == ["/dev/zero: error: is a character device, not a regular file"])
        for command in [["render", "image.swift", "-o", "image.png"], ["layout", "image.swift"], ["explain", "image.swift"]] {
            let image = try Self.run(command, in: dir, limit: 60)
            #expect(image.status == 65, "\(command)")
            #expect(image.lines.first == "image.swift:1:1: error: 'photo.png' next to the fixture is a named pipe (FIFO), not a regular file",
                    "\(command): \(image.stderr)")
        }
        #expect(!Self.contents(dir).contains("image.png"))
        // A compiled fixture's program does not open it either (it has SwiftUI's warning for an image it cannot
        // find), and its answer could not name it.
        try (NothingLostAttackTests.compiledLayout + "#Preview(traits: .sizeThatFitsLayout) { Pass { Image(\"photo\") } }\n")
            .write(to: dir.appendingPathComponent("compiled.swift"), atomically: true, encoding: .utf8)
        let compiled = try Self.run(["layout", "compiled.swift"], in: dir, limit: 90, environment: ["XDG_CACHE_HOME": try temporaryFolder().path])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.lines.contains { $0.hasPrefix("compiled.swift:5:1: warning: No image named 'photo' found") }, "\(compiled.stderr)")
        // A reference that is a pipe fails its snapshot (as an LFS pointer does) instead of blocking the check.
        #expect(try Self.run(["check", "ok.swift"], in: dir).status == 0)
        let reference = dir.appendingPathComponent("__snapshots__/ok.png")
        try FileManager.default.removeItem(at: reference)
        #expect(mkfifo(reference.path, 0o600) == 0)
        let check = try Self.run(["check", "ok.swift", "--record", "never"], in: dir, limit: 60)
        #expect(check.status == 1)
        #expect(String(decoding: check.stdout, as: UTF8.self).contains("    reference ok.png is a named pipe (FIFO), not a regular file"))
    }

    @Test func oversizedFilesAreRefusedBeforeTheyAreRead() throws {
        let dir = try temporaryFolder(["ok.swift": "Text(\"ok\")\n"])
        // Sparse files: their size is on record without the bytes.
        let fixture = dir.appendingPathComponent("big.swift")
        #expect(FileManager.default.createFile(atPath: fixture.path, contents: nil))
        #expect(truncate(fixture.path, 100_000_000) == 0)
        let r = try Self.run(["layout", "big.swift"], in: dir, limit: 60)
        #expect(r.status == 65)
        #expect(r.lines == ["big.swift: error: is 100 MB, more than the 16 MB Layoutshot reads"])
        // A 3 GB reference aborted the check ("failed to allocate").
        #expect(try Self.run(["check", "ok.swift"], in: dir).status == 0)
        #expect(truncate(dir.appendingPathComponent("__snapshots__/ok.png").path, 3_000_000_000) == 0)
        let check = try Self.run(["check", "ok.swift", "--record", "never"], in: dir, limit: 60)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(String(decoding: check.stdout, as: UTF8.self).contains("    reference ok.png is 3 GB, more than the 300 MB Layoutshot reads"))
    }

    @Test func aRunawayFixtureStopsAtItsTokenLimit() throws {
        // 10 MB of `Text("a")` lines, within the 16 MB a fixture may have: the lexer stops at its millionth token
        // (four a line), before anything is parsed, within 1.5 GB of address space. Before the limit this file
        // took 1 GB of memory, which with the 0.7 GB the tool reserves before it reads anything (a 512 MB stack)
        // is more than that.
        let dir = try temporaryFolder(["f.swift": "VStack {\n" + String(repeating: "Text(\"a\")\n", count: 1_000_000) + "}\n"])
        let r = try Self.run(["layout", "f.swift"], in: dir, limit: 60, addressSpace: 1_500 << 20)
        #expect(r.status == 65)
        // The error, then its line (`Text("a")`, the 250,001st) and a caret under its sixth character, the `"`.
        #expect(r.lines == ["f.swift:250001:6: error: the fixture has more than 1000000 tokens (names, numbers, strings, symbols); "
                            + "fixtures are limited to that", " 250001 | Text(\"a\")", "        |      ^"])
    }

    // MARK: Output faults

    @Test(arguments: [Output.closed, .full])
    func aFailedStandardOutputIsOneLineAndExit74(_ output: Output) throws {
        let dir = try temporaryFolder(["f.swift": "Text(\"hello\")\n"])
        let reason = output == .closed ? "it is closed (Bad file descriptor)" : "the disk is full (No space left on device)"
        for command in [["layout", "f.swift"], ["layout", "f.swift", "--json"], ["explain", "f.swift"],
                        ["render", "f.swift", "-o", "-"], ["render", "f.swift", "-o", "-", "--format", "svg"],
                        ["check", "f.swift", "--list"], ["--help"]] {
            let r = try Self.run(command, in: dir, output: output, limit: 60)
            #expect(r.status == 74, "\(command): \(r.stderr)")
            #expect(r.lines == ["layoutshot: error: cannot write standard output: \(reason)"], "\(command)")
        }
    }

    /// `| head -1`: the reader reads what it wants and goes. Not a fault: like a Unix tool that SIGPIPE
    /// stops, nothing said and 141 (128 + SIGPIPE, what a shell reports for one), for every command that
    /// writes to standard output.
    @Test func aReaderGoneEndsTheRunQuietlyWith141() throws {
        let dir = try temporaryFolder(["f.swift": "#Preview(\"F\") { Text(\"hello\") }\n"])
        for command in [["layout", "f.swift"], ["layout", "f.swift", "--json"], ["explain", "f.swift"], ["explain", "f.swift", "--json"],
                        ["render", "f.swift", "-o", "-"], ["render", "f.swift", "-o", "-", "--format", "svg"],
                        ["check", "f.swift", "--list"], ["check", "f.swift"], ["--help"], ["help", "check"], ["--version"],
                        ["manpage"], ["completions", "bash"]] {
            let r = try Self.run(command, in: dir, output: .brokenPipe, limit: 60)
            #expect(r.status == 141, "\(command): \(r.stderr)")
            #expect(r.stderr == "", "\(command)")
        }
    }

    @Test func aFolderWhereAFileIsIsOneLineNamingIt() throws {
        let dir = try temporaryFolder(["f.swift": "Text(\"hello\")\n", "taken": "mine\n"])
        let r = try Self.run(["render", "f.swift", "--out", "taken"], in: dir)
        #expect(r.status == 74)
        #expect(r.lines.first == "layoutshot: error: cannot create the folder \(dir.appendingPathComponent("taken").path): "
                + "a file is in the way of a folder (Not a directory)")
        #expect(try String(contentsOf: dir.appendingPathComponent("taken"), encoding: .utf8) == "mine\n")
    }

    @Test func aNameTooLongIsOneLineAndLeavesNothing() throws {
        let dir = try temporaryFolder(["f.swift": "Text(\"hello\")\n"])
        let long = String(repeating: "n", count: 300) + ".png"
        let r = try Self.run(["render", "f.swift", "-o", long], in: dir)
        #expect(r.status == 74)
        #expect(r.lines.first == "layoutshot: error: cannot write \(dir.appendingPathComponent(long).path): "
                + "the name is longer than the file system allows (File name too long)")
        #expect(Self.contents(dir) == ["f.swift"])
        // A preview title as long makes the same error, for the file its name makes.
        let titled = try temporaryFolder(["t.swift": "#Preview(\"" + String(repeating: "T", count: 300) + "\") { Text(\"x\") }\n"
                                              + "#Preview(\"b\") { Text(\"y\") }\n"])
        let title = try Self.run(["render", "t.swift", "--out", "out"], in: titled)
        #expect(title.status == 74)
        #expect(title.lines.first?.hasSuffix(".png: the name is longer than the file system allows (File name too long)") == true)
        #expect(title.lines.first?.hasPrefix("layoutshot: error: cannot write \(titled.appendingPathComponent("out").path)/t-tttt") == true)
        #expect(Self.contents(titled.appendingPathComponent("out")) == [])
        // 250 bytes is a name the file system takes: so is its temporary name.
        let fits = String(repeating: "n", count: 250) + ".png"
        #expect(try Self.run(["render", "f.swift", "-o", fits], in: dir).status == 0)
        #expect(Self.contents(dir) == ["f.swift", fits])
    }

    /// A full disk and a read-only folder, each a small tmpfs mounted in a mount namespace of the test's own
    /// (`unshare -rm`), where the test may mount.
    static let canMount: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /tmp"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    @Test(.enabled(if: canMount, "needs unshare -rm to mount a tmpfs"), arguments: [
        ("size=64k", "the disk is full (No space left on device)"),
        ("ro", "the file system is read-only (Read-only file system)"),
    ])
    func aFullDiskAndAReadOnlyFolderAreOneLineAndLeaveNothing(_ options: String, _ reason: String) throws {
        let dir = try temporaryFolder(["big.swift": "Color.red.frame(width: 2000, height: 2000)\n"])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("mnt"), withIntermediateDirectories: true)
        let script = "mount -t tmpfs -o \(options) tmpfs mnt && \"$0\" render big.swift --out mnt --scale 1 --png-compression 0; "
            + "status=$?; ls -a mnt >&2; exit $status"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "sh", "-c", script, CLI.executable.path]
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74, "\(stderr)")
        let lines = stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "layoutshot: error: cannot write \(dir.appendingPathComponent("mnt/big.png").path): \(reason)")
        // What `ls -a` found in the folder afterwards: nothing but itself and its parent.
        #expect(lines.suffix(2) == [".", ".."])
    }

    // MARK: Values (§4) in a batch

    @Test func theIssuesCrashingValuesWarnAndTheBatchReports() throws {
        let probes = ["Text(\"x\").kerning(1e308)", "Text(\"x\").kerning(.nan)", "Text(\"x\").tracking(.infinity)",
                      "Text(\"x\").tracking(-1e308)", "Text(\"x\").font(.system(size: .nan))",
                      "LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan))]) { Text(\"a\") }",
                      "LazyHGrid(rows: [GridItem(.adaptive(minimum: .nan))]) { Text(\"a\") }"]
        var files: [String: String] = [:]
        for (i, probe) in probes.enumerated() { files["p\(i).swift"] = probe + "\n" }
        let dir = try temporaryFolder(files)
        let r = try Self.run(["check", ".", "--jobs", "2", "--report", "report"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.filter { $0.contains(": warning: ") }.count == probes.count)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("report/index.html").path))
    }

    // MARK: Helpers

    /// A black PNG (8-bit RGB, or grey) of any size. All its image data is zero bytes, so its zlib stream
    /// is written by hand: one fixed-Huffman deflate block of a literal 0 and then matches of 258 bytes at
    /// distance 1 (13 bits each), and an Adler-32 of zeros. 23000 × 23000 grey is 0.5 MB; it decodes to 529 MB.
    static func png(width: Int, height: Int, gray: Bool = false) throws -> Data {
        let count = height * (1 + width * (gray ? 1 : 3))    // a filter byte, then the pixels, per row
        var bits = BitWriter()
        bits.write(1, count: 1)                              // the last block
        bits.write(1, count: 2)                              // fixed Huffman codes
        func literalZero() { bits.writeCode(0x30, length: 8) }
        literalZero()
        for _ in 0..<((count - 1) / 258) {
            bits.writeCode(0xC5, length: 8)                  // length 258 (symbol 285)
            bits.writeCode(0, length: 5)                     // distance 1
        }
        for _ in 0..<((count - 1) % 258) { literalZero() }
        bits.writeCode(0, length: 7)                         // end of block
        var zlib = Data([0x78, 0x01]) + bits.padded
        zlib.append(contentsOf: Self.bigEndian(UInt32(count % 65_521) << 16 | 1))
        var header = Data(Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)))
        header.append(contentsOf: [8, gray ? 0 : 2, 0, 0, 0])
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Self.chunk("IHDR", header) + Self.chunk("IDAT", zlib)
            + Self.chunk("IEND", Data())
    }

    struct BitWriter {
        var bytes = Data()
        private var current: UInt8 = 0
        private var used = 0

        /// `count` bits of `value`, lowest first (deflate's header fields).
        mutating func write(_ value: UInt32, count: Int) {
            for i in 0..<count { push(value >> i & 1) }
            if used == 8 { flush() }
        }

        /// A Huffman code, highest bit first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            for i in stride(from: length - 1, through: 0, by: -1) { push(code >> i & 1) }
        }

        private mutating func push(_ bit: UInt32) {
            current |= UInt8(bit) << used
            used += 1
            if used == 8 { flush() }
        }

        private mutating func flush() {
            bytes.append(current)
            current = 0
            used = 0
        }

        /// The bytes with the last one padded.
        var padded: Data { used == 0 ? bytes : bytes + [current] }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    static func chunk(_ type: String, _ data: Data) -> Data {
        let body = Data(type.utf8) + data
        return Data(bigEndian(UInt32(data.count))) + body + bigEndian(crc32(body))
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
