import Foundation
import Testing

/// Issue 18's first attack on every command that runs a fixture: a compiled fixture's own code reads a secret
/// variable and a secret file, writes markers beside itself, in the home folder, in /tmp and over every file
/// of the compile cache, and leaves a background child to write one more a second later. Through the real
/// `layoutshot`, each command — `render`, `layout`, `explain`, `check` recording, `check --record never`,
/// `CI=true check` — must give its documented exit code and right output, with no marker written, the
/// secrets nowhere, the cache byte for byte as it was and nothing left running; `check --list` must not
/// compile or run the fixture at all.
@Suite struct UntrustedFixtureTests {
    /// What the probe writes over every file of the cache it finds.
    static let poison = "#!/bin/sh\necho poisoned\n"

    struct Attack {
        let dir: URL, home: URL, cache: URL
        let secret: String
        var markers: [String]
        let late: String
    }

    /// The attack in a fresh folder, with its own home and cache: `fixture` makes the fixture from the attack's
    /// top-level code, which ends by setting `probe` to what it saw and did (by default the code and a preview
    /// of `probe` around a `Layout` of the fixture's own, which is what makes it compiled).
    static func attack(_ fixture: (String) -> String = { SandboxTests.compiled($0, text: "probe") }) throws -> Attack {
        let secret = "hunter2-\(UUID().uuidString)"
        let dir = try temporaryFolder(), home = try temporaryFolder(), cache = try temporaryFolder()
        try secret.write(to: home.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        let markers = [home.appendingPathComponent("marker-home").path, "/tmp/layoutshot-marker-\(UUID().uuidString)",
                       dir.appendingPathComponent("marker-beside").path, dir.appendingPathComponent("out/marker-out").path]
        let late = dir.appendingPathComponent("marker-late").path
        let code = """
        let secret = (ProcessInfo.processInfo.environment["LAYOUTSHOT_TEST_SECRET"] ?? "none")
            + ((try? String(contentsOfFile: "\(home.path)/secret.txt", encoding: .utf8)) ?? "-unread")
        var written = 0
        for path in ["\(markers.joined(separator: "\", \""))"] {
            if FileManager.default.createFile(atPath: path, contents: Data(secret.utf8)) { written += 1 }
        }
        // Poisoning the cache: every file in it replaced.
        let cacheRoot = "\(cache.path)/layoutshot"
        var poisoned = 0
        for case let file as String in FileManager.default.enumerator(atPath: cacheRoot)?.allObjects ?? [] {
            if FileManager.default.createFile(atPath: cacheRoot + "/" + file, contents: Data(\(poison.debugDescription).utf8)) { poisoned += 1 }
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "sleep 1; echo late > \(late)"]
        let started = (try? child.run()) != nil
        let probe = "s=\\(secret) w=\\(written) p=\\(poisoned) c=\\(started)"
        """
        try fixture(code).write(to: dir.appendingPathComponent("probe.swift"), atomically: true, encoding: .utf8)
        return Attack(dir: dir, home: home, cache: cache, secret: secret, markers: markers, late: late)
    }

    /// Runs `arguments` against the attack and checks that nothing of it got out.
    static func run(_ arguments: [String], _ attack: Attack, environment extra: [String: String] = [:],
                    cache: URL? = nil) throws -> CLI.Result {
        let cache = cache ?? attack.cache
        let cacheBefore = tree(cache)
        let r = try CLI.run(arguments, in: attack.dir, cache: cache.path,
                            environment: ["HOME": attack.home.path, "LAYOUTSHOT_TEST_SECRET": attack.secret].merging(extra) { $1 })
        let command = arguments.joined(separator: " ")
        for marker in attack.markers {
            #expect(!FileManager.default.fileExists(atPath: marker), "\(command): \(marker)")
        }
        #expect(!r.stderr.contains(attack.secret) && !r.text.contains(attack.secret), "\(command)")
        #expect(SandboxTests.processes(mentioning: attack.late).isEmpty, "\(command)")
        // The entry the first run built is the same afterwards (a run never changes a sound entry).
        // Layoutshot's own shortcut files (font hashes, reference digests) may change; a fixture's entry may not.
        if !cacheBefore.isEmpty { #expect(fixtureEntries(tree(cache)) == fixtureEntries(cacheBefore), "\(command)") }
        return r
    }

    @Test func noCommandLetsACompiledFixtureOut() throws {
        let attack = try Self.attack()
        // What the fixture's code saw and did, in its text: neither secret; of its four markers only the one in
        // /tmp written (the sandbox's own /tmp; everything else is read-only or not there), no cache file found,
        // and its child started (so that "nothing left running" is about a real child). Column puts the text,
        // its second subview, at y = 20.
        let seen = "Text \"s=none-unread w=1 p=0 c=true\" (0, 20,"
        let render = try Self.run(["render", "probe.swift", "--out", "out", "--format", "txt", "--format", "png"], attack)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try String(contentsOf: attack.dir.appendingPathComponent("out/probe.txt"), encoding: .utf8).contains(seen))
        #expect(!tree(attack.cache).isEmpty)
        #expect(!tree(attack.cache).values.contains(Data(Self.poison.utf8)))
        let layout = try Self.run(["layout", "probe.swift"], attack)
        #expect(layout.status == 0 && layout.text.contains(seen), "\(layout.stderr)")
        let explain = try Self.run(["explain", "probe.swift"], attack)
        #expect(explain.status == 0 && explain.text.contains("\"s=none-unread w=1 p=0 c=true\""), "\(explain.stderr)")
        // check records the missing references (not on CI), then matches them with every mode that never writes.
        let record = try Self.run(["check", "probe.swift"], attack)
        #expect(record.status == 0 && record.text.contains("+ probe (recorded probe.txt, probe.png)"), "\(record.text)\(record.stderr)")
        let references = tree(attack.dir.appendingPathComponent("__snapshots__"))
        #expect(references.count == 2)
        for (arguments, environment) in [(["check", "probe.swift", "--record", "never"], [String: String]()),
                                         (["check", "probe.swift"], ["CI": "true"]),
                                         (["check", "probe.swift"], ["GITHUB_ACTIONS": "true"])] {
            let r = try Self.run(arguments, attack, environment: environment)
            #expect(r.status == 0 && r.text.contains("✓ probe"), "\(arguments) \(environment): \(r.text)\(r.stderr)")
        }
        #expect(tree(attack.dir.appendingPathComponent("__snapshots__")) == references)
        // Listing needs no preview: nothing is compiled (a fresh cache stays empty) and nothing runs.
        let fresh = try temporaryFolder()
        let list = try Self.run(["check", "probe.swift", "--list"], attack, cache: fresh)
        #expect(list.status == 0 && list.text == "probe\n", "\(list.stderr)")
        #expect(fixtureEntries(tree(fresh)).isEmpty)
        // The late child of every run above was ended with it.
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!FileManager.default.fileExists(atPath: attack.late))
    }

    /// Every construct the interpreter hands to the compiler — the issue's list: a plain `func`, a method, a
    /// dictionary, `?.`, a directive's `--compile`; a `Layout` above — makes a program that runs in the same
    /// sandbox. Each comes before the attack's code, so that it is the reason the note gives (from line 2, after
    /// `import Foundation`; the directive is line 1), and its value, `tail`, ends the text.
    @Test(arguments: [
        ("func tail() -> String { \"f\" }\n", "tail()", "f", "note: compiled because of 'func' at probe.swift:2:1\n"),
        ("struct Tail { func text() -> String { \"m\" } }\n", "Tail().text()", "m",
         "note: compiled because of 'func' at probe.swift:2:15\n"),
        // A dictionary is named at its first colon, what makes `[` a dictionary's.
        ("let tails = [\"d\": \"d\"]\n", "tails[\"d\"]!", "d", "note: compiled because of dictionary at probe.swift:2:17\n"),
        ("let name: String? = \"O\"\nlet tail = name?.lowercased() ?? \"\"\n", "tail", "o",
         "note: compiled because of optional chaining '?.' at probe.swift:3:16\n"),
        ("", "\"c\"", "c", nil),
    ])
    func everyConstructThatNeedsTheCompilerRunsInTheSandbox(_ construct: String, _ tail: String, _ value: String,
                                                             _ note: String?) throws {
        let attack = try Self.attack { code in
            (note == nil ? "// layoutshot: --compile\n" : "") + "import Foundation\n" + construct + code
                + "\n#Preview(traits: .sizeThatFitsLayout) { Text(probe + \" \" + \(tail)) }\n"
        }
        let r = try Self.run(["layout", "probe.swift"], attack)
        #expect(r.status == 0, "\(r.stderr)")
        if let note { #expect(r.stderr.hasPrefix(note), "\(r.stderr)") }
        // The text is the whole preview: at the canvas's origin. The probe's account as in the test above.
        #expect(r.text.hasPrefix("Text \"s=none-unread w=1 p=0 c=true \(value)\" (0, 0, "), "\(r.text)")
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!FileManager.default.fileExists(atPath: attack.late))
    }
}
