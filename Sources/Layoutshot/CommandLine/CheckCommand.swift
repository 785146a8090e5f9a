import Foundation

/// `layoutshot check`: every preview of every fixture against its references — the frame tree first, then
/// the picture — for CI (docs/SNAPSHOTS.md).
struct CheckCommand {
    static let help = """
    layoutshot check PATH… [options]

    Compares every #Preview with its references in __snapshots__/ beside its fixture: <name>.txt (the frame
    tree) and <name>.png (the picture, with the Cairo/Pango/HarfBuzz/FreeType versions and font hashes it
    was made with). A failure says what moved, view by view, then the pixel facts.
      --record MODE        all | missing | failed | never (default: missing; never on a CI runner: CI set,
                           or JENKINS_URL, TF_BUILD, BUILDKITE, GITLAB_CI, GITHUB_ACTIONS)
      --threshold T        per-pixel colour threshold 0…1 with anti-aliasing ignored (pixelmatch's method;
                           default: exact)
      --max-diff-pixels N, --max-diff-ratio R   differences allowed
      --report DIR         write DIR/index.html (expected / actual / diff, overlay slider, geometry diff)
                           and DIR/junit.xml
      --failures DIR       where the actual pictures, dumps and diff images of failures go
                           (default: DIR/failures with --report, else .layoutshot-failures): layoutshot's
                           own folder, new or empty at first and marked by its .gitignore, which lists the
                           files a run wrote (the next run removes those); never a references folder
      --list               print the snapshot names and check nothing
      --shard I/N          check the I-th of N deterministic shares of the fixtures
      --prune              remove references no fixture produces (only on a run over whole folders,
                           without --shard, where every fixture loaded; only files layoutshot wrote,
                           never through a symbolic link)
      --jobs N             check N fixtures at a time (output identical to a serial run)
      --scale S, --style debug|plain   how pictures are drawn (defaults as render: 2, debug)
    \(FixtureLoader.timeoutHelp)
    \(FixtureLoader.help)
    Names carry the fixture's folder below the folder all fixtures of the run share (a/x, b/x), and so do
    failure files; two fixtures whose snapshots would share a reference are an error.
    A fixture that cannot be checked is listed, counted in the summary and in the reports (an <error> in
    junit.xml); so is one that yields no previews. Exit codes: 0 all match (new references recorded count as
    a match), 1 a mismatch, a missing reference or nothing to check (outside --shard), 2 a usage error (also a
    --failures folder that cannot be layoutshot's), 65 bad input (wins over 1).

    """
    let args: Arguments

    init(_ raw: [String]) throws {
        args = try Arguments(raw, spec: OptionSpec(
            valued: FixtureLoader.valuedOptions.union(["--record", "--threshold", "--max-diff-pixels", "--max-diff-ratio",
                                                       "--report", "--failures", "--shard", "--jobs", "--timeout",
                                                       "--scale", "--style"]),
            flags: FixtureLoader.flagOptions.union(["--list", "--prune", "--help"]), aliases: ["-h": "--help"]))
    }

    /// One fixture's outcome: its results, or why it could not be checked.
    struct FixtureOutcome {
        var results: [SnapshotResult] = []
        /// The snapshot names (`--list`).
        var names: [String] = []
        var error: String?
    }

    func run() throws -> ExitCode {
        if args.flags.contains("--help") {
            try Console.out(CheckCommand.help, terminator: "")
            return .success
        }
        guard !args.positional.isEmpty else { throw UsageError(description: "check needs a fixture file or folder") }
        let mode = try recordMode()
        let pixelOptions = try pixelDiffOptions()
        let renderOptions = try args.scaledRenderOptions()
        let jobs = try args.number("--jobs").map { max(1, Int($0)) } ?? 1
        _ = try FixtureLoader.timeout(args, default: nil) // a usage error before any file is looked at
        let allFiles = try fixtureFiles(args.positional)
        let files = try shard(allFiles)
        _ = try FixtureLoader.options(from: [args]) // validates the environment options before any work

        // Outcomes are reported in fixture order as soon as the earlier ones are in (the same output as a
        // serial run), and only what the reports need is kept, so memory stays flat over long runs.
        let reporter = try CheckReporter(command: self, files: files)
        let root = commonFolder(of: allFiles)
        let next = Counter()
        let done = DispatchSemaphore(value: 0)
        let workers = min(jobs, max(files.count, 1))
        let options = renderOptions
        // Each worker has its own fonts and renderer (they serve one thread at a time), made here so that a
        // missing font stops the run with its error rather than leaving fixtures unchecked.
        let loaders = try (0..<workers).map { _ in
            try FixtureLoader(args, defaultTimeout: FixtureLoader.defaultTimeout)
        }
        for loader in loaders {
            let thread = Thread {
                defer { done.signal() }
                let renderer = Renderer(text: loader.measurer)
                while let index = next.take(below: files.count) {
                    let outcome = check(files[index], loader: loader, renderer: renderer, mode: mode,
                                        pixels: pixelOptions, render: options, root: root)
                    reporter.add(outcome, at: index)
                }
            }
            thread.stackSize = 1 << 28
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        return try reporter.finish(allFiles: allFiles)
    }

    /// Checks (or lists) one fixture.
    func check(_ path: String, loader: FixtureLoader, renderer: Renderer, mode: RecordMode, pixels: PixelDiffOptions,
               render: RenderOptions, root: String) -> FixtureOutcome {
        var outcome = FixtureOutcome()
        let store = ReferenceStore(directory: referenceFolder(for: path), mode: mode, pixelOptions: pixels,
                                   environment: .current())
        do {
            // Names as printed and in reports and failure files carry the fixture's subfolder, so that
            // a/x.swift and b/x.swift stay apart (references keep the plain name beside their fixture).
            let subfolder = relativeFolder(of: path, below: root)
            func display(_ name: String) -> String { subfolder.isEmpty ? name : "\(subfolder)/\(name)" }
            if args.flags.contains("--list") {
                // Read from the source: listing never compiles or runs a fixture.
                outcome.names = try loader.outputNames(path).map(display)
                return outcome
            }
            let snapshots: [Snapshot] = try loader.load(path).previews.map { layout in
                var options = render
                options.svgIDPrefix = svgIDPrefix(layout.outputName)
                options.background = layout.result.colorScheme == .dark ? .black : .white
                let png: Data
                do {
                    png = try renderer.render(layout.result, as: .png, options: options)
                } catch let error as RenderError {
                    throw InputError(message: "\(path):\(layout.line):1: error: \(error)")
                }
                return Snapshot(name: layout.outputName, fixture: path, preview: layout.name,
                                frames: layout.result.root.textDump(), png: png)
            }
            // Whichever path it took, a fixture that yields nothing must not pass as checked (nor let --prune
            // take its references for orphans).
            if snapshots.isEmpty { throw InputError(message: Self.noPreviews(path)) }
            // Only failures (their files) and, with --report, written references (shown there) need the
            // dumps and pictures later; dropping the rest keeps memory flat however many snapshots run.
            let keepsWritten = args.value("--report") != nil
            outcome.results = try snapshots.map { snapshot in
                var result = try store.check(snapshot)
                result.snapshot.name = display(result.snapshot.name)
                let needed = result.outcome.isFailure || (keepsWritten && result.outcome.wroteReference)
                return needed ? result : result.withoutPayload()
            }
        } catch {
            outcome.error = "\(error)"
        }
        return outcome
    }

    /// The error for a fixture that produced no previews when it ran.
    static func noPreviews(_ path: String) -> String {
        "\(path):1:1: error: the fixture yields no previews, so there is nothing to check (is its #Preview inside "
            + "`#if false`, or does its code exit before the previews are made?); its references are kept"
    }

    /// `<fixture's folder>/__snapshots__`.
    func referenceFolder(for path: String) -> URL { SnapshotFolder.forFixture(at: path) }

    func recordMode() throws -> RecordMode {
        guard let text = args.value("--record") else {
            return RecordMode.default()
        }
        guard let mode = RecordMode(rawValue: text) else {
            throw UsageError(description: "option '--record' does not accept '\(text)' (all, missing, failed, never)")
        }
        return mode
    }

    func pixelDiffOptions() throws -> PixelDiffOptions {
        var options = PixelDiffOptions.exact
        if let threshold = try args.number("--threshold") {
            guard threshold <= 1 else { throw UsageError(description: "--threshold must be in 0…1") }
            options = PixelDiffOptions(threshold: Double(threshold), ignoresAntialiasing: true)
        }
        if let pixels = try args.number("--max-diff-pixels") { options.maxDiffPixels = Int(pixels) }
        if let ratio = try args.number("--max-diff-ratio") {
            guard ratio <= 1 else { throw UsageError(description: "--max-diff-ratio must be in 0…1") }
            options.maxDiffRatio = Double(ratio)
        }
        return options
    }

    /// The fixtures of shard `I/N`: every N-th from the I-th, in the sorted order (each exactly once).
    func shard(_ files: [String]) throws -> [String] {
        guard let text = args.value("--shard") else { return files }
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
            throw UsageError(description: "--shard needs I/N with 1 ≤ I ≤ N, not '\(text)'")
        }
        return files.enumerated().filter { $0.offset % parts[1] == parts[0] - 1 }.map(\.element)
    }
}

/// A shared index handed out to workers.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
