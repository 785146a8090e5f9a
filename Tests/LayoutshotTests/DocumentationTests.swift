import Foundation
import Testing
@testable import Layoutshot

/// The version (said in one place), the man page and the bash and zsh completions, all made from the one option
/// table: every option every command takes appears in each (issue 17 §7).
@Suite struct DocumentationTests {
    /// Every command and the names of the options it takes, hidden ones aside, from the table the parser uses.
    static var table: [(command: String, names: [String])] {
        LayoutshotTool.specs.map { spec in
            (spec.name, spec.allOptions.filter { !$0.hidden }.flatMap { $0.aliases + [$0.name] })
        }
    }

    func run(_ program: String, _ args: [String], in dir: URL? = nil) throws -> CLI.Result {
        try CLI.run(args, in: dir, executable: program)
    }

    @Test func dashVAndVersionSayTheOneVersion() throws {
        let short = try CLI.run(["-V"]), long = try CLI.run(["--version"])
        #expect(short.status == 0 && long.status == 0)
        #expect(short.text == "layoutshot \(LayoutshotTool.version)\n")
        #expect(long.text == short.text)
        #expect(Documentation.manPage().contains(".TH LAYOUTSHOT 1 \"\" \"layoutshot \(LayoutshotTool.version)"))
    }

    @Test func theManPageIsCleanRoffAndListsEveryOption() throws {
        let dir = try temporaryFolder()
        let page = try CLI.run(["manpage"])
        #expect(page.status == 0)
        try page.stdout.write(to: dir.appendingPathComponent("layoutshot.1"))
        // groff with every warning on, output thrown away: nothing on standard error.
        let lint = try run("/usr/bin/groff", ["-man", "-ww", "-z", "layoutshot.1"], in: dir)
        #expect(lint.status == 0 && lint.stderr.isEmpty, "\(lint.stderr)")
        let rendered = try run("/usr/bin/groff", ["-man", "-Tutf8", "-P-cbou", "layoutshot.1"], in: dir)
        // (-P-cbou: plain text, no overstriking; the page is never hyphenated, `.nh`.) A \- may be drawn as a minus.
        let text = rendered.text.replacingOccurrences(of: "\u{2212}", with: "-")
        for (command, names) in Self.table {
            #expect(text.contains("\n   \(command) "), "\(command)")
            for name in names { #expect(text.contains(name), "\(command) \(name)") }
        }
        // A hidden option (a test hook) is not documented.
        #expect(!text.contains("--interval"))
        #expect(text.contains("LAYOUTSHOT_RECORD"))
    }

    /// bash's completion for `words` (the last one being completed), as the shell would offer it.
    func bashCompletes(_ words: [String], script: URL) throws -> [String] {
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        let program = "source '\(script.path)'; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _layoutshot; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\""
        let r = try run("/bin/bash", ["-c", program], in: script.deletingLastPathComponent())
        #expect(r.status == 0, "\(r.stderr)")
        return r.text.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesEveryOptionAndWhatItTakes() throws {
        let dir = try temporaryFolder(["card.swift": "Text(\"a\")"])
        let script = dir.appendingPathComponent("layoutshot.bash")
        let made = try CLI.run(["completions", "bash"])
        #expect(made.status == 0)
        try made.stdout.write(to: script)
        for (command, names) in Self.table {
            let offered = Set(try bashCompletes(["layoutshot", command, "-"], script: script))
            for name in names { #expect(offered.contains(name), "\(command) \(name)") }
            #expect(!offered.contains("--interval"))
        }
        #expect(try bashCompletes(["layoutshot", "che"], script: script) == ["check"])
        #expect(try bashCompletes(["layoutshot", "check", "--rec"], script: script) == ["--record"])
        #expect(try bashCompletes(["layoutshot", "check", "--record", ""], script: script) == ["all", "missing", "failed", "never"])
        // `layoutshot FILE -o out.png` is render: its options.
        #expect(try bashCompletes(["layoutshot", "card.swift", "--form"], script: script) == ["--format"])
        #expect(try bashCompletes(["layoutshot", "render", "ca"], script: script) == ["card.swift"])
        #expect(try bashCompletes(["layoutshot", "completions", ""], script: script) == ["bash", "zsh"])
    }

    @Test func zshsFunctionParsesAndListsEveryOption() throws {
        let made = try CLI.run(["completions", "zsh"])
        #expect(made.status == 0)
        #expect(made.text.hasPrefix("#compdef layoutshot\n"))
        let dir = try temporaryFolder()
        try made.stdout.write(to: dir.appendingPathComponent("_layoutshot"))
        // zsh is a Debian package `make deps` installs.
        let parsed = try run("/usr/bin/zsh", ["-n", "_layoutshot"], in: dir)
        #expect(parsed.status == 0 && parsed.stderr.isEmpty, "\(parsed.stderr)")
        // Each command's section: from its case label to the next `;;`.
        for (command, names) in Self.table {
            let label = command == "render" ? "    render|*.swift|-)\n" : "    \(command))\n"
            let start = try #require(made.text.range(of: label), "\(command)")
            let end = try #require(made.text[start.upperBound...].range(of: ";;"))
            let section = made.text[start.upperBound..<end.lowerBound]
            for name in names { #expect(section.contains(name), "\(command) \(name)") }
        }
        // A repeatable choice (`*`: offered again), its help's first clause, its choices.
        #expect(made.text.contains("'*--format[png, svg, pdf, txt (frame dump) or json]:png|svg|pdf|txt|json:(png svg pdf txt json)'"))
        // Two names, one option: either excludes both.
        #expect(made.text.contains("'(-q --quiet)'{-q,--quiet}'[no progress line, summary or compile notes (errors and warnings are printed)]'"))
    }

    @Test func completionsNeedAShell() throws {
        #expect(try CLI.run(["completions"]).status == 2)
        #expect(try CLI.run(["completions", "fish"]).status == 2)
    }
}
