import Foundation
import Testing
@testable import Layoutshot

/// `check`'s summary ends with where the report is and the command that accepts the changes (issue 17 §4);
/// that command, run by a shell, is what accepts them.
@Suite struct CheckSummaryTests {
    func shell(_ command: String, in dir: URL, environment: [String: String] = [:]) throws -> CLI.Result {
        try CLI.run(["-c", command], in: dir, environment: environment, executable: "/bin/sh")
    }

    @Test func aFailureEndsWithTheReportAndTheCommandThatAcceptsIt() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        try CheckTests.fixtures["a.swift"]!.replacingOccurrences(of: "\"Title\"", with: "\"Title Title\"")
            .write(to: dir.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        // a, b, c's two previews: a fails, three match. The --record given is replaced, the rest kept and quoted.
        let r = try CLI.run(["check", ".", "--report", "my report", "--record", "never", "--jobs", "2"], in: dir)
        #expect(r.status == 1)
        let accept = "\(CLI.executable.path) check . --report 'my report' --jobs 2 --record failed"
        #expect(r.stderr.hasSuffix("""
            layoutshot check: 3 matched, 1 failed
            layoutshot check: report: my report/index.html, my report/junit.xml
            layoutshot check: to accept the changes: \(accept)

            """), "\(r.stderr)")
        #expect(try shell(accept, in: dir).status == 0)
        #expect(try CLI.run(["check", ".", "--record", "never"], in: dir).status == 0)
    }

    @Test func onlyMissingReferencesAreAcceptedWithRecordMissing() throws {
        // On a CI runner nothing is recorded: four missing; no report, so no report line.
        let dir = try temporaryFolder(CheckTests.fixtures)
        let r = try CLI.run(["check", "."], in: dir, environment: ["CI": "true"])
        #expect(r.status == 1)
        let accept = "\(CLI.executable.path) check . --record missing"
        #expect(r.stderr.hasSuffix("layoutshot check: 4 missing\nlayoutshot check: to accept the changes: \(accept)\n"), "\(r.stderr)")
        // An explicit mode wins over the CI detection.
        #expect(try shell(accept, in: dir, environment: ["CI": "true"]).status == 0)
        #expect(try CLI.run(["check", "."], in: dir, environment: ["CI": "true"]).status == 0)
    }

    @Test func aPassSaysNothingMore() throws {
        let dir = try temporaryFolder(CheckTests.fixtures)
        #expect(try CLI.run(["check", "."], in: dir).status == 0)
        let r = try CLI.run(["check", "."], in: dir)
        #expect(r.stderr == "layoutshot check: 4 matched\n")
    }

    @Test func argumentsAreQuotedForTheShell() throws {
        #expect(shellQuoted("fixtures/a-b_c.swift") == "fixtures/a-b_c.swift")
        #expect(shellQuoted("my report") == "'my report'")
        #expect(shellQuoted("it's") == "'it'\\''s'")
        #expect(shellQuoted("") == "''")
        #expect(shellQuoted("$HOME") == "'$HOME'")
        let command = try CheckCommand(["x.swift", "--record=all", "--", "--odd.swift"])
        #expect(command.acceptCommand(.failed, program: "layoutshot", invokedAs: nil)
                == "layoutshot check x.swift --record failed -- --odd.swift")
    }

    /// Run by the SwiftPM plugin, the command to copy is the plugin's, its words as they are, not the tool's path.
    @Test func underThePluginTheCommandIsThePlugins() throws {
        let command = try CheckCommand(["fixtures", "--report", "my report"])
        #expect(command.acceptCommand(.failed, program: "/p/.build/debug/layoutshot-tool",
                                      invokedAs: "swift package --allow-writing-to-package-directory layoutshot")
                == "swift package --allow-writing-to-package-directory layoutshot check fixtures --report 'my report' --record failed")
        #expect(command.acceptCommand(.missing, program: "layoutshot", invokedAs: "")
                == "layoutshot check fixtures --report 'my report' --record missing")
    }
}
