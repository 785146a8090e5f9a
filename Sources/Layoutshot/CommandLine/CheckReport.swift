import Foundation

/// Prints `check`'s outcomes in fixture order as they arrive from the workers, writes the failures' files,
/// and at the end the reports, the pruning and the summary.
final class CheckReporter: @unchecked Sendable {
    private let command: CheckCommand
    private let files: [String]
    private let lock = NSLock()
    private var waiting: [Int: CheckCommand.FixtureOutcome] = [:]
    private var nextIndex = 0
    private var counts: [String: Int] = [:]
    /// Kept only for `--report` (the HTML and JUnit files list every snapshot).
    private var results: [SnapshotResult] = []
    /// Reference files produced, for `--prune`.
    private var produced: Set<String> = []
    private var badInput = false
    /// Fixtures that could not be checked, for the summary and the reports.
    private var errors: [FixtureFailure] = []
    /// Each reference file and the fixture whose snapshot it is: two fixtures must not share one.
    private var owners: [String: String] = [:]
    private var failed = false
    private var thrown: Error?
    private let failures: FailureFolder

    /// Throws `UsageError` when the failure folder cannot be layoutshot's (`FailureFolder`).
    init(command: CheckCommand, files: [String]) throws {
        self.command = command
        self.files = files
        let args = command.args
        failures = FailureFolder(args.text(CheckOptions.failures)
            ?? args.text(CheckOptions.report).map { ($0 as NSString).appendingPathComponent("failures") } ?? ".layoutshot-failures")
        // An earlier run's failure files would read as this run's.
        if !args.has(CheckOptions.list) { try failures.prepare() }
    }

    /// Whether printing has failed (standard output's reader gone, a full disk): the run takes no more fixtures.
    var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return thrown != nil
    }

    /// Takes fixture `index`'s outcome and reports every outcome whose predecessors are all in.
    func add(_ outcome: CheckCommand.FixtureOutcome, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        waiting[index] = outcome
        while let ready = waiting.removeValue(forKey: nextIndex) {
            do { try emit(ready, path: files[nextIndex]) } catch { thrown = thrown ?? error }
            nextIndex += 1
        }
    }

    private func emit(_ outcome: CheckCommand.FixtureOutcome, path: String) throws {
        let args = command.args
        if args.has(CheckOptions.list) {
            for name in outcome.names { try Console.out(name) }
            if let error = outcome.error {
                Console.error("\(error)")
                badInput = true
            }
            return
        }
        if let error = outcome.error {
            if Console.standardOutputIsStandardError {
                // One terminal (or file) shows both: the reason once, under the line that names the fixture.
                try Console.out("✗ \(path): could not be checked")
                Console.error("\(error)")
            } else {
                Console.error("\(error)")
                // The reason right under it, so that standard output alone says why (it is on standard error too).
                try Console.out("✗ \(path): could not be checked\n" + "\(error)".split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))
            }
            badInput = true
            errors.append(FixtureFailure(fixture: path, message: error))
            return
        }
        for result in outcome.results {
            let reference = result.framesURL.standardizedFileURL.path
            if let other = owners[reference], other != path {
                // Names like a.swift's preview "x" and a-x.swift's only preview meet in one reference.
                let message = "\(path): error: its snapshot \(result.name) has the same reference files as one of \(other) "
                    + "(\(result.framesURL.lastPathComponent)); rename one fixture or preview"
                Console.error("\(message)")
                try Console.out("✗ \(result.name): shares its reference with \(other)")
                badInput = true
                errors.append(FixtureFailure(fixture: path, message: message))
                continue
            }
            owners[reference] = path
            counts[result.outcome.name, default: 0] += 1
            try Console.out(command.line(result, path: path))
            if args.has(CheckOptions.prune) {
                produced.insert(result.framesURL.standardizedFileURL.path)
                produced.insert(result.pictureURL.standardizedFileURL.path)
            }
            if result.outcome.isFailure {
                failed = true
                for reason in result.outcome.reasons { try Console.out("    \(reason)") }
                for line in try FailureFiles.write(result.failureFiles, of: result.name, into: failures) { try Console.out("    " + line) }
            }
            if args.text(CheckOptions.report) != nil { results.append(result) }
        }
    }

    /// Writes the reports, prunes, prints the summary and returns the exit code.
    func finish(allFiles: [String]) throws -> ExitCode {
        lock.lock()
        defer { lock.unlock() }
        if let thrown { throw thrown }
        let args = command.args
        if args.has(CheckOptions.list) { return badInput ? .badInput : .success }
        if let folder = args.text(CheckOptions.report) {
            let url = URL(fileURLWithPath: folder)
            try HTMLReport(results: results, errors: errors).write(to: url.appendingPathComponent("index.html"))
            try JUnitReport(results: results, errors: errors).write(to: url.appendingPathComponent("junit.xml"))
        }
        let pruned = args.has(CheckOptions.prune) ? try command.prune(allFiles: allFiles, produced: produced, badInput: badInput) : 0
        let order = ["matched", "recorded", "updated", "failed", "missing"]
        var parts = order.compactMap { key in counts[key].map { "\($0) \(key)" } }
        if pruned > 0 { parts.append("\(pruned) reference file\(pruned == 1 ? "" : "s") pruned") }
        if !errors.isEmpty { parts.append("\(errors.count) fixture\(errors.count == 1 ? "" : "s") could not be checked") }
        let summary = parts.joined(separator: ", ")
        Console.error("layoutshot check: \(summary.isEmpty ? "no snapshots" : summary)")
        // Where to look, then how to accept: the last lines of the run.
        if let folder = args.text(CheckOptions.report) {
            let url = URL(fileURLWithPath: folder)
            Console.error("layoutshot check: report: \(url.appendingPathComponent("index.html").relativePath), "
                + "\(url.appendingPathComponent("junit.xml").relativePath)")
        }
        if counts["failed"] != nil || counts["missing"] != nil {
            // `failed` also writes missing references; `missing` alone leaves what matched and what failed.
            let mode: RecordMode = counts["failed"] != nil ? .failed : .missing
            Console.error("layoutshot check: to accept the changes: \(command.acceptCommand(mode))")
        }
        if badInput { return .badInput }
        // Finding nothing to check is a failure (a wrong folder must not pass CI), except in a shard,
        // which may be empty when there are more shards than fixtures.
        if counts.isEmpty && args.text(CheckOptions.shard) == nil {
            Console.error("layoutshot check: error: no fixtures with previews in \(args.positional.joined(separator: ", "))")
            return .mismatch
        }
        return failed ? .mismatch : .success
    }
}

extension CheckCommand {
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

    /// Removes references (`.txt`, `.png`) in the `__snapshots__` folders under the checked folders that no
    /// fixture produced.
    /// Only on an unfiltered run (whole folders, no shard) where every fixture loaded and yielded previews:
    /// otherwise a reference could look orphaned only because its fixture was not checked.
    /// Only what layoutshot wrote goes: a regular file (never a link, never through one: a `__snapshots__`
    /// that is a symbolic link is left alone) that is a frame dump or a picture with layoutshot's chunk
    /// (`ReferenceStore.isReference(at:)`); anything else (a `.gitignore`, notes) is kept, and named.
    /// Returns how many files it removed; a `__snapshots__` folder left empty goes too.
    func prune(allFiles: [String], produced: Set<String>, badInput: Bool) throws -> Int {
        let fm = FileManager.default
        let wholeFolders = args.positional.allSatisfy { path in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard wholeFolders, args.text(CheckOptions.shard) == nil, !badInput else {
            Console.error("layoutshot check: --prune skipped (it needs a run over whole folders, without --shard, where every fixture loads)")
            return 0
        }
        var removed = 0
        // Every __snapshots__ folder under the folders checked, also one whose fixtures are all gone. The
        // walk does not follow links, so only a folder itself can be one.
        var folders = Set(allFiles.map { referenceFolder(for: $0).standardizedFileURL.path })
        for root in args.positional {
            guard let walker = fm.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                if url.lastPathComponent.hasPrefix(".") {
                    walker.skipDescendants()
                } else if url.lastPathComponent == SnapshotFolder.name {
                    folders.insert(url.standardizedFileURL.path)
                    walker.skipDescendants()
                }
            }
        }
        func note(_ text: String) { Console.error("layoutshot check: \(text)") }
        for folder in folders.sorted() {
            switch fileType(folder) {
            case S_IFDIR: break
            case S_IFLNK:
                note("--prune left \(folder) alone: it is a symbolic link")
                continue
            default: continue
            }
            var removedHere = 0
            for name in (try? fm.contentsOfDirectory(atPath: folder))?.sorted() ?? [] {
                guard name.hasSuffix(".txt") || name.hasSuffix(".png") else { continue }
                let path = (folder as NSString).appendingPathComponent(name)
                guard !produced.contains(path) else { continue }
                guard fileType(path) == S_IFREG, ReferenceStore.isReference(at: URL(fileURLWithPath: path)) else {
                    note("--prune kept \(path): not a reference layoutshot wrote")
                    continue
                }
                guard unlink(path) == 0 else {
                    throw InputError(message: "layoutshot check: error: --prune could not remove \(path): \(String(cString: strerror(errno)))")
                }
                try Console.out("- pruned \(path)")
                removedHere += 1
            }
            removed += removedHere
            // rmdir removes only an empty folder.
            if removedHere > 0 { rmdir(folder) }
        }
        return removed
    }
}
