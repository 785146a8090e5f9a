import Foundation

extension CheckCommand {
    /// Prints the outcomes in fixture order (the same whatever `--jobs`), writes the failures' files, the
    /// reports, prunes, and returns the exit code.
    func report(files: [String], allFiles: [String], outcomes: [FixtureOutcome]) throws -> ExitCode {
        if args.flags.contains("--list") {
            for outcome in outcomes { outcome.names.forEach { print($0) } }
            for (path, outcome) in zip(files, outcomes) where outcome.error != nil {
                FileHandle.standardError.write(Data("\(outcome.error!)\n".utf8))
                _ = path
            }
            return outcomes.contains { $0.error != nil } ? .badInput : .success
        }
        let failuresFolder = URL(fileURLWithPath: args.value("--failures")
            ?? args.value("--report").map { ($0 as NSString).appendingPathComponent("failures") } ?? ".layoutshot-failures")
        var counts: [String: Int] = [:]
        var results: [SnapshotResult] = []
        var badInput = false
        for (path, outcome) in zip(files, outcomes) {
            if let error = outcome.error {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                badInput = true
                continue
            }
            for result in outcome.results {
                results.append(result)
                counts[label(result.outcome), default: 0] += 1
                print(line(result, path: path))
                guard result.outcome.isFailure else { continue }
                for reason in result.outcome.reasons { print("    \(reason)") }
                for (url, what) in try writeFailureFiles(result, into: failuresFolder) { print("    \(what): \(url.path)") }
            }
        }
        if let folder = args.value("--report") {
            let url = URL(fileURLWithPath: folder)
            try HTMLReport(results: results).write(to: url.appendingPathComponent("index.html"))
            try JUnitReport(results: results).write(to: url.appendingPathComponent("junit.xml"))
        }
        if args.flags.contains("--prune") { try prune(allFiles: allFiles, results: results, badInput: badInput) }
        let order = ["matched", "recorded", "updated", "failed", "missing"]
        let summary = order.compactMap { key in counts[key].map { "\($0) \(key)" } }.joined(separator: ", ")
        FileHandle.standardError.write(Data("layoutshot check: \(summary.isEmpty ? "no snapshots" : summary)\n".utf8))
        if badInput { return .badInput }
        return results.contains { $0.outcome.isFailure } ? .mismatch : .success
    }

    func label(_ outcome: SnapshotOutcome) -> String {
        switch outcome {
        case .matched: return "matched"
        case .recorded: return "recorded"
        case .updated: return "updated"
        case .failed: return "failed"
        case .missing: return "missing"
        }
    }

    /// `✓ name`, `+ name (recorded)`, `✗ name` …
    func line(_ result: SnapshotResult, path: String) -> String {
        switch result.outcome {
        case .matched: return "✓ \(result.name)"
        case .recorded: return "+ \(result.name) (recorded \(result.written.map(\.lastPathComponent).joined(separator: ", ")))"
        case .updated: return "~ \(result.name) (updated \(result.written.map(\.lastPathComponent).joined(separator: ", ")))"
        case .failed: return "✗ \(result.name) (\(path))"
        case .missing: return "✗ \(result.name): no reference (\(path)); record it with --record missing"
        }
    }

    /// The actual dump and picture and the diff image of a failure, for people and CI artifacts.
    func writeFailureFiles(_ result: SnapshotResult, into folder: URL) throws -> [(URL, String)] {
        var written: [(URL, String)] = []
        if let frames = result.snapshot.frames {
            let url = folder.appendingPathComponent("\(result.name).actual.txt")
            try AtomicFile.write(Data(frames.utf8), to: url)
            written.append((url, "actual frames"))
        }
        if let png = result.snapshot.png {
            let url = folder.appendingPathComponent("\(result.name).actual.png")
            try AtomicFile.write(png, to: url)
            written.append((url, "actual picture"))
        }
        if let diff = result.diffPNG {
            let url = folder.appendingPathComponent("\(result.name).diff.png")
            try AtomicFile.write(diff, to: url)
            written.append((url, "diff"))
        }
        return written
    }

    /// Removes references in the `__snapshots__` folders of the checked fixtures that no fixture produced.
    /// Only on an unfiltered run (whole folders, no shard) where every fixture loaded: otherwise a reference
    /// could look orphaned only because its fixture was not checked.
    func prune(allFiles: [String], results: [SnapshotResult], badInput: Bool) throws {
        let fm = FileManager.default
        let wholeFolders = args.positional.allSatisfy { path in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard wholeFolders, args.value("--shard") == nil, !badInput else {
            FileHandle.standardError.write(Data("layoutshot check: --prune skipped (it needs a run over whole folders, without --shard, where every fixture loads)\n".utf8))
            return
        }
        let produced = Set(results.flatMap { [$0.framesURL.standardizedFileURL.path, $0.pictureURL.standardizedFileURL.path] })
        let folders = Set(allFiles.map { referenceFolder(for: $0).standardizedFileURL.path })
        for folder in folders.sorted() {
            for name in (try? fm.contentsOfDirectory(atPath: folder))?.sorted() ?? [] {
                guard name.hasSuffix(".txt") || name.hasSuffix(".png") else { continue }
                let path = (folder as NSString).appendingPathComponent(name)
                if !produced.contains(path) {
                    try fm.removeItem(atPath: path)
                    print("- pruned \(path)")
                }
            }
        }
    }
}
