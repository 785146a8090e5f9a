import Foundation
import Testing
@testable import Layoutshot

/// Every file below `dir` (symbolic links as links, never followed) with its bytes, or its target for a link.
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
