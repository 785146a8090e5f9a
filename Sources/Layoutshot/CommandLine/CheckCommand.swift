import Foundation

/// `layoutshot check`: every preview of every fixture against its references — the frame tree first, then
/// the picture — for CI (docs/SNAPSHOTS.md).
struct CheckCommand {
    static let spec = CommandSpec(
        name: "check", arguments: "PATH…",
        summary: "every preview against its references in __snapshots__/, for CI (exit 1 on a mismatch)",
        description: "Compares every #Preview with its references in __snapshots__/ beside its fixture: <name>.txt (the "
            + "frame tree) and <name>.png (the picture, with the Cairo/Pango/HarfBuzz/FreeType versions and font hashes "
            + "it was made with). A failure says what moved, view by view, then the pixel facts.",
        options: [CheckOptions.record, CheckOptions.threshold, CheckOptions.maxDiffPixels, CheckOptions.maxDiffRatio,
                  CheckOptions.report, CheckOptions.failures, CheckOptions.list, CheckOptions.shard, CheckOptions.prune,
                  CheckOptions.jobs, RenderingOptions.scale, RenderingOptions.style, RenderingOptions.noChrome,
                  RenderingOptions.deviceFrame],
        footer: "Names carry the fixture's folder below the folder all fixtures of the run share (a/x, b/x), and so do "
            + "failure files; two fixtures whose snapshots would share a reference are an error.\n"
            + "A fixture that cannot be checked is listed, counted in the summary and in the reports (an <error> in "
            + "junit.xml); so is one that yields no previews. Exit codes: 0 all match (new references recorded count as "
            + "a match), 1 a mismatch, a missing reference or nothing to check (outside --shard), 2 a usage error (also "
            + "a --failures folder that cannot be layoutshot's), 65 bad input (wins over 1).")
    static var help: String { spec.help }
    let args: Arguments
    /// The arguments as given, for the command that accepts the changes (`acceptCommand`).
    let raw: [String]

    init(_ raw: [String]) throws {
        args = try Arguments(raw, options: CheckCommand.spec.allOptions)
        self.raw = raw
    }

    /// The command that accepts this run's changes: the same run with `--record mode` in place of any
    /// `--record` given (`failed` rewrites what failed and writes what is missing; `missing` only the latter),
    /// each argument quoted for a POSIX shell where it needs it. `program` is how layoutshot was started
    /// (its `argv[0]`, as typed); `invokedAs`, when set, is said in its place as it is, unquoted: the SwiftPM
    /// plugin sets `LAYOUTSHOT_INVOKED_AS` to `swift package --allow-writing-to-package-directory layoutshot`,
    /// since the tool it runs is no command a user types.
    func acceptCommand(_ mode: RecordMode, program: String = CommandLine.arguments.first ?? "layoutshot",
                       invokedAs: String? = ProcessInfo.processInfo.environment["LAYOUTSHOT_INVOKED_AS"]) -> String {
        var kept: [String] = []
        var i = 0
        while i < raw.count {
            let arg = raw[i]
            i += 1
            if arg == "--" {
                kept += raw[(i - 1)...]
                break
            }
            if arg == CheckOptions.record.name {
                i += 1
                continue
            }
            if arg.hasPrefix(CheckOptions.record.name + "=") { continue }
            kept.append(arg)
        }
        // `--record` before a `--`, which makes the rest paths.
        let dashes = kept.firstIndex(of: "--") ?? kept.count
        kept.insert(contentsOf: [CheckOptions.record.name, mode.rawValue], at: dashes)
        let name = program.isEmpty ? "layoutshot" : program
        let head = invokedAs.flatMap { $0.isEmpty ? nil : $0 } ?? shellQuoted(name)
        return ([head] + (["check"] + kept).map(shellQuoted)).joined(separator: " ")
    }

    /// One fixture's outcome: its results, or why it could not be checked.
    struct FixtureOutcome {
        var results: [SnapshotResult] = []
        /// The snapshot names (`--list`).
        var names: [String] = []
        var error: String?
    }

    func run() throws -> ExitCode {
        if args.has(helpOption) {
            try Console.out(CheckCommand.help, terminator: "")
            return .success
        }
        guard !args.positional.isEmpty else { throw UsageError(description: "check needs a fixture file or folder") }
        let mode = recordMode()
        let pixelOptions = pixelDiffOptions()
        let renderOptions = args.scaledRenderOptions()
        let jobs = args.number(CheckOptions.jobs).map { max(1, Int($0)) } ?? 1
        let allFiles = try fixtureFiles(args.positional)
        let files = shard(allFiles)

        // Outcomes are reported in fixture order as soon as the earlier ones are in (the same output as a
        // serial run), and only what the reports need is kept, so memory stays flat over long runs.
        let reporter = try CheckReporter(command: self, files: files)
        let root = commonFolder(of: allFiles)
        let next = Counter()
        let done = DispatchSemaphore(value: 0)
        let workers = min(jobs, max(files.count, 1))
        let options = renderOptions
        let listing = args.has(CheckOptions.list)
        // What the references decode to, from earlier runs: an unchanged one is matched without inflating it.
        let digests = listing ? nil : ReferenceDigests()
        // Each worker's way through one fixture. Listing reads names from the source: no fonts, renderer, render
        // environment (the pinned fonts' hashes) or digests. Checking gives each worker its own fonts and
        // renderer (they serve one thread at a time), made here so that a missing font stops the run with its
        // error rather than leaving fixtures unchecked.
        let settings = listing ? try FixtureSettings(args, findsCompilerOnce: true) : nil
        let tasks: [(String) -> FixtureOutcome] = try (0..<workers).map { _ in
            if let settings { return { list($0, settings: settings, root: root) } }
            let loader = try FixtureLoader(args, findsCompilerOnce: true)
            let renderer = Renderer(text: loader.measurer)
            return { check($0, loader: loader, renderer: renderer, mode: mode, pixels: pixelOptions, render: options,
                           root: root, digests: digests) }
        }
        for task in tasks {
            let thread = Thread {
                defer { done.signal() }
                // Once standard output's reader has gone, the run stops after the fixtures under way.
                while !reporter.stopped, let index = next.take(below: files.count) {
                    reporter.add(task(files[index]), at: index)
                }
            }
            thread.stackSize = 1 << 28
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        digests?.save()
        return try reporter.finish(allFiles: allFiles)
    }

    /// The snapshot names of one fixture (`--list`), or why it has none.
    func list(_ path: String, settings: FixtureSettings, root: String) -> FixtureOutcome {
        var outcome = FixtureOutcome()
        // Names as printed carry the fixture's subfolder, as a run's do (`check`).
        let subfolder = relativeFolder(of: path, below: root)
        do {
            outcome.names = try settings.outputNames(path).map { subfolder.isEmpty ? $0 : "\(subfolder)/\($0)" }
        } catch {
            outcome.error = "\(error)"
        }
        return outcome
    }

    /// Checks one fixture.
    func check(_ path: String, loader: FixtureLoader, renderer: Renderer, mode: RecordMode, pixels: PixelDiffOptions,
               render: RenderOptions, root: String, digests: ReferenceDigests? = nil) -> FixtureOutcome {
        var outcome = FixtureOutcome()
        let store = ReferenceStore(directory: referenceFolder(for: path), mode: mode, pixelOptions: pixels,
                                   environment: .current())
        do {
            // Names as printed and in reports and failure files carry the fixture's subfolder, so that
            // a/x.swift and b/x.swift stay apart (references keep the plain name beside their fixture).
            let subfolder = relativeFolder(of: path, below: root)
            func display(_ name: String) -> String { subfolder.isEmpty ? name : "\(subfolder)/\(name)" }
            let pictures: [(Snapshot, RenderedPicture)] = try loader.load(path).previews.map { layout in
                var options = render
                options.svgIDPrefix = svgIDPrefix(layout.outputName)
                options.background = layout.result.colorScheme == .dark ? .black : .white
                let picture: RenderedPicture
                do {
                    picture = try renderer.renderPicture(layout.result, options: options)
                } catch let error as RenderError {
                    throw InputError(message: "\(path):\(layout.line):1: error: \(error)")
                }
                return (Snapshot(name: layout.outputName, fixture: path, preview: layout.name,
                                 frames: layout.result.root.textDump(), png: nil), picture)
            }
            // Whichever path it took, a fixture that yields nothing must not pass as checked (nor let --prune
            // take its references for orphans).
            if pictures.isEmpty { throw InputError(message: Self.noPreviews(path)) }
            // Only failures (their files) and, with --report, written references (shown there) need the
            // dumps and pictures later; dropping the rest keeps memory flat however many snapshots run.
            let reports = args.text(CheckOptions.report) != nil
            outcome.results = try pictures.map { snapshot, picture in
                var result: SnapshotResult
                // Unchanged references are matched by their pixels, without encoding the picture (a report
                // shows the pixel facts of a match whose bytes differ, so it takes the whole comparison).
                if !reports, let frames = snapshot.frames,
                   let matched = store.matchedAsIs(name: snapshot.name, fixture: snapshot.fixture, preview: snapshot.preview,
                                                   frames: frames, picture: picture, digests: digests) {
                    result = matched
                } else {
                    var snapshot = snapshot
                    snapshot.png = picture.png
                    result = try store.check(snapshot)
                    // A reference just written is this picture: the next run matches it without decoding.
                    if let digests, result.written.contains(result.pictureURL), let digest = picture.opaqueDigest(),
                       case .success(let bytes)? = ReferenceFile.read(result.pictureURL) {
                        digests.record(.init(width: picture.width, height: picture.height, pixels: digest), for: PixelDigest(of: bytes))
                    }
                }
                result.snapshot.name = display(result.snapshot.name)
                let needed = result.outcome.isFailure || (reports && result.outcome.wroteReference)
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

    /// `--record`, else `never` on a CI runner and `missing` elsewhere (`RecordMode.default`).
    func recordMode() -> RecordMode {
        args.text(CheckOptions.record).flatMap(RecordMode.init(rawValue:)) ?? RecordMode.default()
    }

    func pixelDiffOptions() -> PixelDiffOptions {
        var options = PixelDiffOptions.exact
        if let threshold = args.number(CheckOptions.threshold) {
            options = PixelDiffOptions(threshold: threshold, ignoresAntialiasing: true)
        }
        if let pixels = args.number(CheckOptions.maxDiffPixels) { options.maxDiffPixels = Int(pixels) }
        if let ratio = args.number(CheckOptions.maxDiffRatio) { options.maxDiffRatio = ratio }
        return options
    }

    /// The fixtures of shard `I/N` (checked when parsed): every N-th from the I-th, in the sorted order (each
    /// exactly once).
    func shard(_ files: [String]) -> [String] {
        guard let text = args.text(CheckOptions.shard) else { return files }
        let parts = text.split(separator: "/").compactMap { Int($0) }
        return files.enumerated().filter { $0.offset % parts[1] == parts[0] - 1 }.map(\.element)
    }
}

/// `text` as a POSIX shell reads it back: as it is when it has only characters no shell treats specially, else
/// in single quotes (a quote inside as `'\''`).
func shellQuoted(_ text: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
    if !text.isEmpty, text.allSatisfy(plain.contains) { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
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
