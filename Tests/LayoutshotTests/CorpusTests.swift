import Foundation
import Testing

/// The corpus ratchet (docs/ARCHITECTURE.md §Corpus): every view file in Tests/Corpus does what its line in
/// Tests/Corpus/EXPECTATIONS.tsv says — it renders, or it still fails with a located error. A file that starts
/// to render fails this test until its line is promoted, so progress is recorded where it happens.
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    enum Outcome: String {
        /// Exit 0 and a picture for every preview.
        case renders
        /// Exit 65 with a `file:line:col: error:` first line, and nothing written.
        case fails
        /// Exit 0 and a picture for every preview, known to differ visibly from SwiftUI's (the reason says how).
        case wrong
    }

    struct Expectation: Sendable {
        let path: String
        let outcome: Outcome
        let issue: Int?
        let reason: String
        /// The line in EXPECTATIONS.tsv, for messages.
        let line: Int
    }

    /// The lines of EXPECTATIONS.tsv: `path<TAB>outcome<TAB>issue<TAB>reason`; `#` starts a comment line.
    static func expectations() throws -> [Expectation] {
        let text = try String(contentsOf: corpus.appendingPathComponent("EXPECTATIONS.tsv"), encoding: .utf8)
        var result: [Expectation] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let number = index + 1
            guard fields.count == 4, let outcome = Outcome(rawValue: fields[1]), !fields[3].isEmpty else {
                throw Malformed(description: "EXPECTATIONS.tsv:\(number): expected path, renders|fails|wrong, issue and "
                    + "reason separated by tabs, found \(line.debugDescription)")
            }
            let issue = Int(fields[2])
            guard outcome == .renders ? fields[2] == "-" : (issue ?? 0) > 0 else {
                throw Malformed(description: "EXPECTATIONS.tsv:\(number): the issue of a '\(outcome.rawValue)' line is "
                    + (outcome == .renders ? "'-'" : "the number of the open issue that will fix it"))
            }
            result.append(Expectation(path: fields[0], outcome: outcome, issue: issue, reason: fields[3], line: number))
        }
        return result
    }

    struct Malformed: Error, CustomStringConvertible { let description: String }

    /// Issue.record with a message built at run time.
    func record(_ message: String) { Issue.record("\(message)") }

    /// Every `*.swift` below Tests/Corpus, relative to it.
    static func corpusFiles() throws -> [String] {
        let root = corpus.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".swift") && $0.hasPrefix(root) }
            .map { String($0.dropFirst(root.count)) }
            .sorted()
    }

    @Test func everyCorpusFileHasExactlyOneExpectation() throws {
        let expectations = try Self.expectations()
        let files = Set(try Self.corpusFiles())
        #expect(files.count >= 80, "the corpus has lost files: \(files.count)")
        var seen: [String: Int] = [:]
        for expectation in expectations {
            if let first = seen[expectation.path] {
                record("EXPECTATIONS.tsv:\(expectation.line) repeats \(expectation.path) (first on line \(first))")
            }
            seen[expectation.path] = seen[expectation.path] ?? expectation.line
            if !files.contains(expectation.path) {
                record("EXPECTATIONS.tsv:\(expectation.line) names \(expectation.path), which is not in Tests/Corpus")
            }
        }
        for file in files.sorted() where seen[file] == nil {
            record("Tests/Corpus/\(file) has no line in Tests/Corpus/EXPECTATIONS.tsv: render it with the built "
                + "CLI, look at the pictures, and add 'renders', 'fails <issue>' or 'wrong <issue>' with a reason")
        }
    }

    /// Renders every file, two at a time (each first compile of a compiled fixture takes a core for a second or
    /// two), into one private cache, and reports every file whose outcome differs from its line.
    @Test(.timeLimit(.minutes(10)))
    func everyCorpusFileDoesWhatItsExpectationSays() async throws {
        let expectations = try Self.expectations()
        let cache = try temporaryFolder(), outputs = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: outputs)
        }
        let problems = try await withThrowingTaskGroup(of: String?.self) { group in
            var pending = expectations[...]
            func startNext() {
                guard let next = pending.popFirst() else { return }
                group.addTask {
                    try await Self.check(next, out: outputs.appendingPathComponent("\(next.line)"), cache: cache)
                }
            }
            startNext()
            startNext()
            var problems: [String] = []
            while let problem = try await group.next() {
                if let problem { problems.append(problem) }
                startNext()
            }
            return problems
        }
        for problem in problems.sorted() { record(problem) }
    }

    /// What is wrong with `expectation` today, or nil.
    static func check(_ expectation: Expectation, out: URL, cache: URL) async throws -> String? {
        let path = expectation.path
        let result = try await runOffThePool(["render", path, "--out", out.path, "--quiet"], cache: cache)
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        let pictures = pngFiles(in: out)
        let line = "Tests/Corpus/EXPECTATIONS.tsv:\(expectation.line)"

        switch expectation.outcome {
        case .fails:
            if result.status == 0 {
                return "\(path) now renders (exit 0): look at its pictures and, if they are right, promote it to "
                    + "'renders' in \(line) (it was 'fails \(expectation.issue ?? 0)': \(expectation.reason))"
            }
            let located = firstLine.range(of: "^" + NSRegularExpression.escapedPattern(for: path) + #":\d+:\d+: error: "#,
                                          options: .regularExpression) != nil
            if result.status != 65 || !located {
                return "\(path) (\(line), 'fails') should fail with exit 65 and a '\(path):line:col: error:' first line; "
                    + "it exited \(result.status) with \(firstLine.debugDescription)"
            }
            if !pictures.isEmpty {
                return "\(path) failed but wrote \(pictures.map(\.lastPathComponent)): a failed fixture writes nothing"
            }
            return nil
        case .renders, .wrong:
            let marked = expectation.outcome == .renders ? "'renders'"
                : "'wrong \(expectation.issue ?? 0)' (\(expectation.reason))"
            guard result.status == 0 else {
                return "\(path) is marked \(marked) in \(line) but render exited \(result.status): \(firstLine)"
            }
            let source = try String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8)
            // Counted from the source, not from the tool: one picture per `#Preview` (a PreviewProvider file has
            // none to count, so it needs at least one); a widget's `#Preview(…as: family…)` makes one per entry of
            // its timeline, so at least one.
            let previewLines = source.split(separator: "\n")
                .filter { $0.range(of: #"^\s*#Preview\b"#, options: .regularExpression) != nil }
            let declared = previewLines.count
            let widgets = previewLines.filter { $0.range(of: #"\bas: *\."#, options: .regularExpression) != nil }.count
            if declared > 0 ? (widgets == 0 ? pictures.count != declared : pictures.count < declared) : pictures.isEmpty {
                return "\(path) (\(marked)) declares \(declared) #Preview(s) but render wrote \(pictures.count) PNG(s): "
                    + "\(pictures.map(\.lastPathComponent))"
            }
            for picture in pictures {
                let data = try Data(contentsOf: picture)
                guard let (width, height) = pngSize(data), data.count > 100,
                      (8...32_767).contains(width), (8...32_767).contains(height) else {
                    return "\(path): \(picture.lastPathComponent) is not a plausible picture (\(data.count) bytes, "
                        + "size \(pngSize(data).map { "\($0.0)×\($0.1)" } ?? "unreadable"))"
                }
            }
            return nil
        }
    }

    /// `CLI.run` waits for the process; it runs on a Dispatch thread so that the waiting does not hold a thread of
    /// the cooperative pool the other tests run on.
    static func runOffThePool(_ arguments: [String], cache: URL) async throws -> CLI.Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try CLI.run(arguments, in: corpus, cache: cache.path) })
            }
        }
    }

    static func pngFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
            .sorted { $0.path < $1.path }
    }
}
