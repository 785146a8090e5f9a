import Foundation

/// The compiled path, in the tool: compile the fixture (or take it from the cache), run its program in the
/// sandbox with the layout request, and take back only data — its laid-out previews — checked before use.
enum CompiledFixture {
    /// What a compiled fixture's program may take when no `--timeout` says.
    static let defaultTimeout: Double = 120

    /// Debian's libfaketime (`make deps` installs it), if this machine has it.
    static let faketimeLibrary: String? = ["x86_64", "aarch64"]
        .map { "/usr/lib/\($0)-linux-gnu/faketime/libfaketime.so.1" }
        .first { FileManager.default.isReadableFile(atPath: $0) }

    /// `_PreviewClock.now` as libfaketime reads a start time: "2025-06-09 09:41:00", in the program's `TZ` (UTC).
    static let faketimeStart: String = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: _PreviewClock.now)
    }()
    /// Its address space: the layout thread's 512 MB stack, the libraries and the frame trees fit easily.
    static let addressSpace = 4 << 30
    /// Its largest file (it has none to write but in its private /tmp).
    static let fileSize = 64 << 20

    /// `location`: `file:line:column` of what made the fixture compiled, for the refusal without a sandbox.
    static func layOut(source: FixtureSource, options: FixtureLoadOptions, location: String? = nil,
                       note: (String) -> Void) throws -> LaidOutFixture {
        let path = source.path
        prepare(options)
        let sandbox: Sandbox?
        if options.trustsFixtures {
            sandbox = nil
        } else {
            switch Sandbox.probed {
            case .success(let found): sandbox = found
            case .failure(let unavailable):
                throw FixtureLoadError("\(location ?? "\(path):1:1"): error: this fixture is compiled, and compiled fixtures run only in a sandbox, "
                    + "which is not available here: \(unavailable). Install bubblewrap (apt-get install bubblewrap; make deps "
                    + "does) and allow user namespaces (sysctl kernel.unprivileged_userns_clone=1, or "
                    + "kernel.apparmor_restrict_unprivileged_userns=0), or run fixtures you trust unsandboxed with "
                    + "--trust-fixtures (LAYOUTSHOT_TRUST_FIXTURES=1)")
            }
        }
        let program = try options.compiler.program(for: source, platform: options.layout.platform, sandbox: sandbox, note: note)
        // `--assets` (a folder the user chose, or one a directive named inside the fixture's folder) or the
        // fixture's own folder.
        let assets = (options.layout.imageSource as? FolderImageSource) ?? FolderImageSource(nextTo: path)
        let imageFolder = absoluteFolder(assets.directory)
        // The program gets the images by name, size and file — the folder's PNGs and asset catalogs, scanned here —
        // and nothing of the folder: no file of it is bound into the sandbox.
        let images = FolderImageSource(directory: imageFolder, folderName: assets.folderName).manifest()
        let request = CompiledFixtureWire.request(options, images: images, sandboxed: sandbox != nil)
        let argument = String(decoding: try CompiledFixtureWire.encoder().encode(request), as: UTF8.self)
        let timeout = options.timeout ?? defaultTimeout

        var environment = FatalErrorReport.environment
        // What the fixture's own date formatting reads (`Date().formatted()`): UTC, as the environment's time zone.
        environment["TZ"] = "UTC"
        // The fixture's own `Date()` and `Date.now` read the preview's moment, not the machine's clock: libfaketime
        // starts the wall clock there (monotonic clocks, which timeouts use, stay real).
        if let faketime = Self.faketimeLibrary {
            environment["LD_PRELOAD"] = faketime
            environment["FAKETIME"] = "@" + Self.faketimeStart
            environment["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
        }
        var readOnly = [try Toolchain.current().runtimeLibraries, options.compiler.library.path, program.path]
        if let fonts = ProcessInfo.processInfo.environment["LAYOUTSHOT_FONT_ROOT"], !fonts.isEmpty {
            environment["LAYOUTSHOT_FONT_ROOT"] = fonts
            readOnly.append(absoluteFolder(fonts))
        }
        // A sanitizer's runtime reserves terabytes of address space for its shadow memory.
        let sanitized = !FixtureCompiler.sanitizerFlags.isEmpty
        if sanitized, let clang = try? Toolchain.current().prefix + "/lib/clang" { readOnly.append(clang) }
        let limits = ChildProcess.Limits(cpuSeconds: Int(timeout.rounded(.up)) + 2,
                                         addressSpaceBytes: sanitized ? nil : addressSpace, fileSizeBytes: fileSize, openFiles: 256)
        var executable = program.path, arguments = [argument]
        if let sandbox {
            environment["HOME"] = "/tmp"
            (executable, arguments) = sandbox.command(program.path, [argument], readOnly: readOnly.filter(exists), writable: [],
                                                      environment: environment)
            environment = [:]
        }
        let outcome: ChildProcess.Outcome
        do {
            // A second more than the program's own time limit, so that a layout that stops by itself says so.
            outcome = try ChildProcess.run(executable, arguments, environment: environment, limits: limits,
                                           timeout: timeout + 1, answers: true,
                                           maximumAnswer: CompiledFixtureWire.maximumAnswerBytes)
        } catch {
            throw FixtureLoadError("\(path): error: \(error)")
        }
        let report = FatalErrorReport(String(decoding: outcome.output, as: UTF8.self), fixture: path)
        if !report.printed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            // What the fixture printed, without terminal escapes.
            let printed = report.printed.unicodeScalars.map { scalar in
                scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t" ? "\u{FFFD}" : Character(scalar)
            }
            // Quoted under a header, every line indented behind a bar, so that none of it can pass for the tool's own
            // `error:` or `✓` lines in a log.
            let lines = String(printed).trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
            note("note: \(path): the fixture's own code printed (not Layoutshot's output):\n"
                 + lines.map { "  | " + $0 }.joined(separator: "\n"))
        }
        if outcome.timedOut {
            throw FixtureLoadError("\(path):1:1: error: stopped after \(formatNumber(CGFloat(timeout))) s (--timeout)")
        }
        // bwrap exits with 128 + the signal that ended the program inside.
        let signal = outcome.signal ?? outcome.exitCode.flatMap { sandbox != nil && $0 > 128 ? $0 - 128 : nil }
        if signal == SIGKILL || signal == SIGXCPU, outcome.answer.isEmpty {
            throw FixtureLoadError("\(path):1:1: error: the compiled fixture was stopped: it used up its processor time "
                + "(\(limits.cpuSeconds ?? 0) s) or its memory (\(addressSpace >> 30) GB)")
        }
        if outcome.answerTooLarge {
            throw FixtureLoadError("\(path):1:1: error: the compiled fixture answered with more than "
                + "\(CompiledFixtureWire.maximumAnswerBytes >> 20) MB; stopped")
        }
        guard !outcome.answer.isEmpty else {
            if let fatal = report.fatal {
                throw FixtureLoadError("\(path):\(fatal.line ?? 1):1: error: fatal error: \(fatal.message)")
            }
            if let signal {
                throw FixtureLoadError("\(path):1:1: error: the compiled fixture crashed (signal \(signal)) before laying out its previews")
            }
            throw FixtureLoadError("\(path):1:1: error: the fixture yields no previews: its program ended (exit "
                + "\(outcome.exitCode ?? 0)) before laying them out (does its top-level code call exit?)")
        }
        let checked: (variants: [[CompiledFixtureWire.Checked]], traces: [ExplainTracer])
        do {
            checked = try CompiledFixtureWire.read(outcome.answer, request: request, imageFolder: imageFolder)
        } catch let refusal as CompiledFixtureWire.Refusal {
            throw FixtureLoadError(refusal.message(path: path))
        }
        guard let first = checked.variants.first, !first.isEmpty else {
            throw FixtureLoadError("\(path):1:1: error: the fixture yields no previews: its program made none when it ran "
                + "(is every #Preview inside an #if that is false?)")
        }
        // One title per preview of the fixture, and the devices each was laid out on, in the answer's order.
        var titles: [String?] = [], devices: [[String]] = []
        for preview in first {
            let index = preview.preview ?? titles.count
            if index == titles.count {
                titles.append(preview.title)
                devices.append([])
            } else if index != titles.count - 1 {
                throw FixtureLoadError("\(path):1:1: error: the compiled fixture's answer was refused: previews out of order")
            }
            devices[devices.count - 1].append(preview.device ?? Device.default(for: options.layout.platform).name)
        }
        let names = Fixture.outputNames(forFixtureAt: path, titles: titles, devices: request.namesDevices ? devices : nil)
        guard names.count == first.count else {
            throw FixtureLoadError("\(path):1:1: error: the compiled fixture's answer was refused: several devices for a preview "
                + "whose names do not carry them")
        }
        let variants = checked.variants.map { previews in
            previews.enumerated().map { index, preview in
                PreviewLayout(name: preview.title, outputName: names[index], result: preview.result, line: preview.line,
                              index: preview.preview ?? index, device: preview.device ?? "", namesDevice: request.namesDevices)
            }
        }
        return LaidOutFixture(path: path, variants: variants, traces: checked.traces, warnings: [], compiledBecause: nil)
    }

    /// Finds out, at once, what the run's first compiled fixture needs and later ones reuse: the compiler's
    /// version and the library's hash (both in the cache key) and whether the sandbox works.
    private static func prepare(_ options: FixtureLoadOptions) {
        DispatchQueue.concurrentPerform(iterations: 3) { task in
            switch task {
            case 0: _ = try? Toolchain.current()
            case 1: _ = try? FixtureCompiler.libraryHash(options.compiler.library)
            default: if !options.trustsFixtures { _ = Sandbox.probed }
            }
        }
    }

    /// `folder` as an absolute path (relative ones are taken from the current folder).
    static func absoluteFolder(_ folder: String) -> String {
        URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
    }

    private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}
