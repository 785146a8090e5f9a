import Foundation
import Testing

/// README.md's "Command line" section against `COMMAND --help`: every option the README gives a command is one
/// that command takes, and every option its help lists is in the README.
@Suite struct ReadmeCommandLineTests {
    static let commands = ["render", "layout", "explain", "watch", "preview", "check"]

    /// The options named in `text`: `--out`, `-o` (not the `-tool` of `diagram-tool`, not a bare `-`).
    static func options(in text: Substring) -> Set<String> {
        var names: Set<String> = []
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            let before = i > 0 ? characters[i - 1] : " "
            if characters[i] == "-", !(before.isLetter || before.isNumber || before == "-") {
                var j = i
                while j < characters.count, characters[j] == "-" { j += 1 }
                var k = j
                while k < characters.count, characters[k].isLetter || characters[k].isNumber || characters[k] == "-" { k += 1 }
                if j - i <= 2, k > j, characters[j].isLetter { names.insert(String(characters[i..<k])) }
                i = max(k, i + 1)
            } else {
                i += 1
            }
        }
        return names
    }

    /// The options of each command as README.md's "Command line" block gives them: a `layoutshot COMMAND` line
    /// and the indented lines under it; `environment (every command):` adds its options to every command, and
    /// `[render's options]` gives a command render's.
    static func readme() throws -> [String: Set<String>] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(text.range(of: "## Command line\n"))
        let rest = text[section.upperBound...]
        let open = try #require(rest.range(of: "```\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        var entries: [String: Substring] = [:]
        var environment: Substring = ""
        var current: String?
        for line in rest[open.upperBound..<close.lowerBound].split(separator: "\n") {
            if line.hasPrefix("layoutshot ") {
                let word = line.dropFirst("layoutshot ".count).prefix { $0 != " " }
                // `layoutshot FILE -o out.png` is render's short form.
                current = commands.contains(String(word)) ? String(word) : "render"
                entries[current!, default: ""] += line.dropFirst("layoutshot ".count + word.count) + " "
            } else if line.hasPrefix("environment (every command):") {
                current = nil
                environment += line + " "
            } else if line.hasPrefix(" ") {
                if let current { entries[current, default: ""] += line + " " } else { environment += line + " " }
            }
        }
        var result: [String: Set<String>] = [:]
        for command in commands {
            result[command] = options(in: entries[command] ?? "").union(options(in: environment))
        }
        for command in commands where entries[command]?.contains("[render's options]") == true {
            result[command]!.formUnion(result["render"]!)
        }
        return result
    }

    /// The options `COMMAND --help` lists: each option line's names (`-o, --output PATH` → `-o`, `--output`),
    /// the first long one being the option itself.
    static func help(_ command: String) throws -> (all: Set<String>, primary: Set<String>) {
        let r = try CLI.run([command, "--help"])
        #expect(r.status == 0)
        var all: Set<String> = [], primary: Set<String> = []
        for line in r.text.split(separator: "\n") where line.hasPrefix("  -") {
            let field = line.dropFirst(2).components(separatedBy: "  ")[0]
            let names = options(in: Substring(field))
            all.formUnion(names)
            if let long = names.filter({ $0.hasPrefix("--") }).first { primary.insert(long) }
        }
        return (all, primary)
    }

    /// What README and help disagree on for `command`, one sentence each.
    static func disagreements(_ command: String, readme: Set<String>, help: (all: Set<String>, primary: Set<String>)) -> [String] {
        readme.subtracting(help.all).sorted().map {
            "README.md gives `layoutshot \(command)` the option \($0), which `\(command) --help` does not list"
        } + help.primary.subtracting(readme).sorted().map {
            "`\(command) --help` lists \($0), which README.md's \"Command line\" does not give \(command)"
        }
    }

    @Test(arguments: commands)
    func readmeAgreesWithHelp(command: String) throws {
        let readme = try #require(try Self.readme()[command])
        let help = try Self.help(command)
        #expect(!help.primary.isEmpty)
        for sentence in Self.disagreements(command, readme: readme, help: help) { Issue.record(Comment(rawValue: sentence)) }
    }

    /// The test of the test: an option only the README has, and one only the help has, are both named; an
    /// alias need not be in the README.
    @Test func aDisagreementEitherWayIsNamed() {
        let help: (all: Set<String>, primary: Set<String>) = (["--out", "-o", "--output", "--json"], ["--out", "--output", "--json"])
        #expect(Self.disagreements("render", readme: ["--out", "--output", "--json"], help: help).isEmpty)
        #expect(Self.disagreements("render", readme: ["--out", "--output", "--gone"], help: help) == [
            "README.md gives `layoutshot render` the option --gone, which `render --help` does not list",
            "`render --help` lists --json, which README.md's \"Command line\" does not give render",
        ])
    }

    /// The test of the test: the parsing finds what a reader sees.
    @Test func optionNamesAreFoundAsAReaderReadsThem() {
        #expect(Self.options(in: "PATH… [--out DIR | -o, --output FILE|-] [--format png|svg]… diagram-tool style")
                == ["--out", "-o", "--output", "--format"])
        #expect(Self.options(in: "[--record all|missing] (format from the extension) -- x") == ["--record"])
    }
}
