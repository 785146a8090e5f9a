import Foundation
import Testing
@testable import Layoutshot

/// Errors as swiftc prints them: every error of a file, each first line unchanged (`file:line:col: error:`),
/// then the source line and a caret under the column; colour only on a terminal, never with NO_COLOR
/// (README.md, "Command line"). Every expected text is written out by hand from the sources here.
@Suite struct DiagnosticsTests {
    let twoMistakes = "#Preview {\n    VStack {\n        text(\"a\")\n        Text(\"b\")\n            .paddin()\n    }\n}\n"

    @Test func everyErrorIsShownWithItsLineAndACaret() throws {
        let dir = try temporaryFolder(["bad.swift": twoMistakes])
        let r = try CLI.run(["render", "bad.swift", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == """
            bad.swift:3:9: error: cannot find 'text' in scope; did you mean 'Text'?
             3 |         text("a")
               |         ^
            bad.swift:5:14: error: unknown modifier 'paddin' on 'Text'; did you mean 'padding'?
             5 |             .paddin()
               |              ^

            """)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func everySyntaxErrorIsShownToo() throws {
        // Two mistakes the parser meets (the parse goes on after the first): line 2's second `Text` at column 15,
        // line 3's `)` where the `+` wants its operand at 24.
        let dir = try temporaryFolder(["bad.swift": "#Preview {\n    Text(\"a\") Text(\"b\")\n    Text(verbatim: 1 + )\n}\n"])
        let r = try CLI.run(["layout", "bad.swift"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == """
            bad.swift:2:15: error: expected a new line or ';' after the statement, found 'Text'
             2 |     Text("a") Text("b")
               |               ^
            bad.swift:3:24: error: expected an expression, found ')'
             3 |     Text(verbatim: 1 + )
               |                        ^

            """)
    }

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let dir = try temporaryFolder(["bad.swift": twoMistakes])
        // A pipe (the other tests) has no colour; a terminal (util-linux's script gives the command one) has.
        let plain = try CLI.run(["layout", "bad.swift"], in: dir)
        #expect(!plain.stderr.contains("\u{1B}["))
        let command = "\(CLI.executable.path) layout bad.swift"
        let terminal = try CLI.run(["-qec", command, "/dev/null"], in: dir, environment: ["TERM": "xterm", "NO_COLOR": ""],
                                   executable: "/usr/bin/script")
        #expect(terminal.text.contains("\u{1B}[1mbad.swift:3:9: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m\u{1B}[1m cannot find 'text'"))
        #expect(terminal.text.contains("   |         \u{1B}[1;32m^\u{1B}[0m"))
        let noColor = try CLI.run(["-qec", command, "/dev/null"], in: dir, environment: ["TERM": "xterm", "NO_COLOR": "1"],
                                  executable: "/usr/bin/script")
        #expect(noColor.text.contains("bad.swift:3:9: error: cannot find 'text'"))
        #expect(!noColor.text.contains("\u{1B}["))
    }

    @Test func theCaretCountsWideCharactersAndKeepsTabs() {
        // `Text("日本").paddin()` after 4 spaces: the name is character 16; before it 15 characters, two of them
        // wide (two columns each): 17 columns.
        #expect(SourceDiagnostics.excerpt("    Text(\"日本\").paddin()", number: 7, column: 16)
                == [" 7 |     Text(\"日本\").paddin()", "   | " + String(repeating: " ", count: 17) + "^"])
        // A tab stays a tab under itself, so both lines expand it alike.
        #expect(SourceDiagnostics.excerpt("\tText(\"a\").paddin()", number: 12, column: 12)
                == [" 12 | \tText(\"a\").paddin()", "    | \t" + String(repeating: " ", count: 10) + "^"])
        // Column one past the end: after the line.
        #expect(SourceDiagnostics.excerpt("ab", number: 1, column: 3) == [" 1 | ab", "   |   ^"])
    }

    @Test func aFixtureCannotDrawControlsOrReorderTheLine() {
        // ESC (a terminal sequence), a right-to-left override: each shown as U+FFFD, one column.
        #expect(SourceDiagnostics.excerpt("a\u{1B}[2Jb\u{202E}c", number: 1, column: 6)
                == [" 1 | a\u{FFFD}[2Jb\u{FFFD}c", "   |      ^"])
    }

    @Test func aLongLineIsShownAroundTheColumn() {
        // 300 characters, the error at character 200: characters 140…259 (120) are shown between two ellipses;
        // the caret is under character 200, the 61st shown, after the ellipsis.
        let line = String(repeating: "x", count: 199) + "E" + String(repeating: "y", count: 100)
        let shown = SourceDiagnostics.excerpt(Substring(line), number: 1, column: 200)
        #expect(shown[0] == " 1 | …" + String(repeating: "x", count: 60) + "E" + String(repeating: "y", count: 59) + "…")
        #expect(shown[1] == "   | " + String(repeating: " ", count: 61) + "^")
    }

    @Test func swiftcsByteColumnsPutTheCaretUnderTheRightCharacter() {
        // `    let a = "é"; let n: Int = a`: `a` is character 31, byte 32 (é is two bytes).
        let line: Substring = "    let a = \"é\"; let n: Int = a"
        #expect(SourceDiagnostics.characterColumn(ofUTF8Column: 32, in: line) == 31)
        #expect(SourceDiagnostics.characterColumn(ofUTF8Column: 5, in: line) == 5)
    }

    @Test func colourFollowsNoColorAndTheTerminal() {
        #expect(SourceDiagnostics.usesColour(isTerminal: true, environment: [:]))
        #expect(!SourceDiagnostics.usesColour(isTerminal: false, environment: [:]))
        #expect(!SourceDiagnostics.usesColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
        // no-color.org: an empty NO_COLOR does not count.
        #expect(SourceDiagnostics.usesColour(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!SourceDiagnostics.usesColour(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test func anUnknownOutputExtensionIsAUsageErrorThatCreatesNothing() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let r = try CLI.run(["row.swift", "-o", "out.webp"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("layoutshot: -o out.webp: .webp is not an output format (png, svg, pdf, txt, json)"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.webp").path))
        // A folder that exists is still a folder, whatever its name.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("v1.2"), withIntermediateDirectories: false)
        #expect(try CLI.run(["row.swift", "-o", "v1.2"], in: dir).status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("v1.2/row.png").path))
    }
}

@Suite struct CompiledDiagnosticsTests {
    @Test func compilerErrorsGetTheirLineAndCaretToo() throws {
        // Line 3 is `        let a = "é"; let n: Int = a`: `a` is character 35 (8 spaces, then 26 characters before
        // it), byte 36 (é is two bytes); swiftc says 36, the caret goes under character 35.
        let source = """
        struct Card: View {
            func make() -> Int {
                let a = "é"; let n: Int = a
                return n
            }
            var body: some View { Text("\\(make())") }
        }
        #Preview { Card() }
        """
        let dir = try temporaryFolder(["card.swift": source])
        let r = try CLI.run(["layout", "card.swift"], in: dir, cache: dir.appendingPathComponent("cache").path)
        #expect(r.status == 65)
        #expect(r.stderr.contains("card.swift:3:36: error: cannot convert value of type 'String' to specified type 'Int'\n"
            + " 3 |         let a = \"é\"; let n: Int = a\n   | " + String(repeating: " ", count: 34) + "^\n"))
    }
}
