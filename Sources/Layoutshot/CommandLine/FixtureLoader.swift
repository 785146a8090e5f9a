import Foundation

/// What every command shares: environment options, reading fixtures and laying them out (through the
/// library's `FixturePipeline`, which also applies a fixture's directive, whichever path runs it).
struct FixtureLoader {
    /// Everything but the fonts.
    let settings: FixtureSettings
    let measurer: PangoTextMeasurer

    var options: LayoutOptions { settings.options }
    var commandLine: Arguments { settings.commandLine }

    /// `defaultTimeout`: the time limit when `--timeout` is not given; `findsCompilerOnce`: the library and the
    /// cache are looked for once, here (`check`: a few hundred system calls a fixture otherwise).
    init(_ args: Arguments, defaultTimeout: Double? = FixtureOptions.defaultTimeout, findsCompilerOnce: Bool = false) throws {
        settings = try FixtureSettings(args, defaultTimeout: defaultTimeout, findsCompilerOnce: findsCompilerOnce)
        do {
            measurer = try PangoTextMeasurer()
        } catch {
            throw InputError(message: "layoutshot: error: \(error)")
        }
    }

    /// Reads one file once (standard input can be read only once) and lays it out once per colour scheme
    /// (nil: the fixture's own; the gallery adds `.dark`), with explain traces of the first if asked.
    /// Warnings and notes are printed; an error is an `InputError` in `file:line:column` form, every error of the
    /// file with its source line and a caret (`SourceDiagnostics`).
    func load(_ path: String, explains: Bool = false, colorSchemes: [ColorScheme?] = [nil]) throws -> LaidOutFixture {
        let source = try settings.read(path)
        var options = settings.loadOptions()
        options.colorSchemes = colorSchemes
        options.explains = explains
        // Why a fixture is compiled; `--quiet` keeps standard error to errors and warnings.
        options.notesCompiling = !commandLine.has(RenderOutputOptions.quiet)
        // The same deadline bounds text breaking and, later, the fixture's drawing (the renderer uses its
        // measurer's deadline).
        measurer.deadline = options.timeout.map(Deadline.init(seconds:))
        let fixture: LaidOutFixture
        do {
            fixture = try FixturePipeline.layOut(source: source, path: path, options: options, measurer: measurer)
        } catch let error as FixtureError {
            throw InputError(message: SourceDiagnostics.message(for: error, source: source))
        } catch let error as FixtureLoadError {
            throw InputError(message: SourceDiagnostics.message(for: error, path: path, source: source))
        }
        for warning in fixture.warnings { Console.error(warning) }
        return fixture
    }
}

/// The environment options and how fixtures are read, without the fonts: all that `check --list` needs, which
/// reads preview names from the source (loading the pinned fonts is most of a short run's start).
struct FixtureSettings {
    let options: LayoutOptions
    let commandLine: Arguments
    /// `--compile`, `--no-compile`, `LAYOUTSHOT_COMPILE`; nil when none says (a fixture's directive may).
    let compilation: FixtureCompilation?
    /// `--trust-fixtures` or `LAYOUTSHOT_TRUST_FIXTURES`: compiled fixtures run unsandboxed.
    let trustsFixtures: Bool
    /// Seconds each fixture may take (`--timeout`): parsing and layout stop cooperatively, a compiled
    /// fixture's program is killed. nil: no limit.
    let timeout: Double?
    /// The compiler every fixture of this loader uses; nil: looked for again per fixture (`watch`, where the
    /// library may be built while it runs).
    let compiler: FixtureCompiler?

    /// As `FixtureLoader.init`.
    init(_ args: Arguments, defaultTimeout: Double? = FixtureOptions.defaultTimeout, findsCompilerOnce: Bool = false) throws {
        commandLine = args
        compiler = findsCompilerOnce ? .forRunningTool() : nil
        var options = LayoutOptions()
        FixtureOptions.apply(args, to: &options)
        // Devices asked for on the command line are in the output names, so that runs on different devices do
        // not overwrite each other's pictures or references.
        if !options.devices.isEmpty { options.namesDevices = true }
        // A dark picture theme lays out in the dark colour scheme unless told otherwise.
        if !args.hasAny(of: [FixtureOptions.colorScheme]), args.text(RenderingOptions.theme) == "dark" { options.colorScheme = .dark }
        options.imageSource = try FixtureOptions.commandLineAssets(args)
        self.options = options
        compilation = try FixtureOptions.compilation(args)
        trustsFixtures = try FixtureOptions.trustsFixtures(args)
        timeout = args.number(FixtureOptions.timeout) ?? defaultTimeout
    }

    /// The options for every fixture: the command line's, with what it set marked, so that a fixture's
    /// `// layoutshot:` directive (applied by `FixturePipeline`) sets only the rest.
    func loadOptions() -> FixtureLoadOptions {
        var load = FixtureLoadOptions(layout: options, compiler: compiler ?? .forRunningTool())
        load.timeout = timeout
        load.trustsFixtures = trustsFixtures
        load.compilation = compilation ?? .automatic
        load.setByCaller = Set(FixtureSetting.allCases.filter { commandLine.hasAny(of: [$0.option]) })
        if compilation != nil { load.setByCaller.insert(.compile) }
        if options.colorScheme == .dark { load.setByCaller.insert(.colorScheme) } // --color-scheme dark or --theme dark
        return load
    }

    /// The output names of a fixture's previews without laying it out, compiling or running it
    /// (`check --list`).
    func outputNames(_ path: String) throws -> [String] {
        let source = try read(path)
        do {
            return try FixturePipeline.outputNames(source: source, path: path, options: loadOptions())
        } catch let error as FixtureError {
            throw InputError(message: SourceDiagnostics.message(for: error, source: source))
        } catch let error as FixtureLoadError {
            throw InputError(message: SourceDiagnostics.message(for: error, path: path, source: source))
        }
    }

    /// The fixture's text; a file that is not a UTF-8 fixture (binary, an LFS pointer, invalid UTF-8) is
    /// reported where the fixture language finds the problem. Only a regular file of at most
    /// `FixtureParser.maximumSourceBytes` is read (checked before it is opened: a FIFO would block).
    func read(_ path: String) throws -> String {
        let data: Data
        let limit = FixtureParser.maximumSourceBytes
        if path == "-" {
            do {
                data = try FileHandle.standardInput.read(upToCount: Int(limit) + 1) ?? Data()
            } catch {
                throw InputError(message: "<stdin>: error: cannot read standard input: \(FileError.reason(FileError.posixCode(of: error) ?? EIO))")
            }
            guard data.count <= limit else {
                throw InputError(message: "<stdin>: error: standard input has more than the \(InputFile.describe(limit)) a fixture may have")
            }
        } else {
            do {
                data = try InputFile.read(path, limit: limit)
            } catch InputFile.Problem.folder {
                throw InputError(message: "\(path): error: is a folder; give a fixture file")
            } catch let problem as InputFile.Problem {
                throw InputError(message: "\(path): error: \(problem)")
            } catch {
                throw InputError(message: "\(path): error: cannot read the file: \(FileError.reason(FileError.posixCode(of: error) ?? EIO))")
            }
        }
        do {
            return try FixtureParser.source(from: data, path: path == "-" ? "<stdin>" : path)
        } catch let error as FixtureError {
            throw InputError(message: error.description)
        }
    }
}
