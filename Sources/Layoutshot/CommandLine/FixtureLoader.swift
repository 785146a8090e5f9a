import Foundation

/// What every command shares: environment options, reading fixtures and laying them out (through the
/// library's `FixturePipeline`, whichever path runs a fixture).
struct FixtureLoader {
    let options: LayoutOptions
    let measurer: PangoTextMeasurer
    let commandLine: Arguments
    /// `--compile`, `--no-compile`, `LAYOUTSHOT_COMPILE`; nil when none says (a fixture's directive may).
    let compilation: FixtureCompilation?
    /// `--trust-fixtures` or `LAYOUTSHOT_TRUST_FIXTURES`: compiled fixtures run unsandboxed.
    let trustsFixtures: Bool
    /// Seconds each fixture may take (`--timeout`): parsing and layout stop cooperatively, a compiled
    /// fixture's program is killed. nil: no limit.
    let timeout: Double?

    /// What `--timeout` is when not given, for the commands that take it.
    static let defaultTimeout: Double = 120
    static let timeoutHelp = """
      --timeout S          stop a fixture that takes longer than S seconds (default 120): an interpreted one
                           stops parsing, laying out, breaking text or drawing with an error, a compiled
                           one's program is killed
    """

    /// Options every command that lays out fixtures accepts, and their help. A fixture's directive line may
    /// set the valued ones and `directiveFlags`.
    static let valuedOptions: Set<String> = ["--width", "--height", "--platform", "--color-scheme", "--dynamic-type-size",
                                             "--assets"]
    static let directiveFlags: Set<String> = ["--rtl", "--compile"]
    static let flagOptions: Set<String> = directiveFlags.union(["--no-compile", "--trust-fixtures"])
    static let help = """
      --width W, --height H       override the previews' proposed size, in points
      --platform ios|macos        text styles and defaults of that platform (default ios)
      --rtl                       lay out right to left (leading is on the right)
      --color-scheme light|dark   semantic colours and the canvas of that scheme
      --dynamic-type-size S       xSmall … large (default) … accessibility5: text-style sizes on iOS
      --compile                   compile the fixture with the Swift toolchain even if the interpreter could run it
      --assets DIR                look for Image("name") files in DIR, not in the fixture's folder (names never
                                  lead out of it: no '..', no link that points outside)
      --no-compile                never compile: a fixture that needs the compiler is an error naming the construct
                                  that does (also LAYOUTSHOT_COMPILE=never)
      --trust-fixtures            run compiled fixtures outside the sandbox (bubblewrap), still as data only and with
                                  their limits: for fixtures you trust where user namespaces are not available
                                  (also LAYOUTSHOT_TRUST_FIXTURES=1)
    A fixture can set all but the last two itself with a comment line at its top, e.g.
    `// layoutshot: --platform macos`; the command line wins over it. A directive's --assets is a folder
    inside the fixture's folder.
    """

    /// `defaultTimeout`: the time limit when `--timeout` is not given.
    init(_ args: Arguments, defaultTimeout: Double? = FixtureLoader.defaultTimeout) throws {
        commandLine = args
        var options = try FixtureLoader.options(from: [args])
        options.imageSource = try FixtureLoader.commandLineAssets(args)
        self.options = options
        compilation = try FixtureLoader.compilation(args)
        trustsFixtures = try FixtureLoader.trustsFixtures(args)
        timeout = try FixtureLoader.timeout(args, default: defaultTimeout)
        do {
            measurer = try PangoTextMeasurer()
        } catch {
            throw InputError(message: "layoutshot: error: \(error)")
        }
    }

    /// The compile policy of the command line, then of `LAYOUTSHOT_COMPILE` (never, auto, always).
    static func compilation(_ args: Arguments) throws -> FixtureCompilation? {
        switch (args.flags.contains("--compile"), args.flags.contains("--no-compile")) {
        case (true, true): throw UsageError(description: "--compile and --no-compile contradict each other")
        case (true, false): return .always
        case (false, true): return .never
        case (false, false): break
        }
        guard let value = ProcessInfo.processInfo.environment["LAYOUTSHOT_COMPILE"], !value.isEmpty else { return nil }
        guard let policy = FixtureCompilation(rawValue: value) else {
            throw UsageError(description: "LAYOUTSHOT_COMPILE must be never, auto or always, not '\(value)'")
        }
        return policy == .automatic ? nil : policy
    }

    /// `--trust-fixtures`, or `LAYOUTSHOT_TRUST_FIXTURES` set to 1, true or yes (0, false, no or empty: not).
    static func trustsFixtures(_ args: Arguments) throws -> Bool {
        if args.flags.contains("--trust-fixtures") { return true }
        switch ProcessInfo.processInfo.environment["LAYOUTSHOT_TRUST_FIXTURES"]?.lowercased() {
        case nil, "", "0", "false", "no": return false
        case "1", "true", "yes": return true
        case let other?: throw UsageError(description: "LAYOUTSHOT_TRUST_FIXTURES must be 1 or 0, not '\(other)'")
        }
    }

    /// `--timeout` in seconds, or `defaultValue` without it.
    static func timeout(_ args: Arguments, default defaultValue: Double?) throws -> Double? {
        guard let seconds = try args.number("--timeout") else { return defaultValue }
        guard seconds > 0, seconds.isFinite else { throw UsageError(description: "--timeout must be a positive number of seconds") }
        return Double(seconds)
    }

    /// Layout options from several argument lists, later ones winning (a fixture's directive, then the
    /// command line).
    static func options(from lists: [Arguments]) throws -> LayoutOptions {
        var options = LayoutOptions()
        for args in lists {
            if let w = try args.number("--width") { options.width = w }
            if let h = try args.number("--height") { options.height = h }
            if args.value("--platform") != nil { options.platform = try args.choice("--platform", default: Platform.iOS) }
            if args.flags.contains("--rtl") { options.layoutDirection = .rightToLeft }
            switch args.value("--color-scheme") {
            case nil:
                // A dark picture theme lays out in the dark colour scheme unless told otherwise.
                if args.value("--theme") == "dark" { options.colorScheme = .dark }
            case "light": options.colorScheme = .light
            case "dark": options.colorScheme = .dark
            case let other?: throw UsageError(description: "option '--color-scheme' does not accept '\(other)' (light, dark)")
            }
            if let size = args.value("--dynamic-type-size") {
                guard let value = DynamicTypeSize.allCases.first(where: { "\($0)" == size }) else {
                    let names = DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")
                    throw UsageError(description: "option '--dynamic-type-size' does not accept '\(size)' (\(names))")
                }
                options.dynamicTypeSize = value
            }
        }
        return options
    }

    /// `--assets DIR` from the command line: any folder (the user chose it), relative to the current one.
    static func commandLineAssets(_ args: Arguments) throws -> FolderImageSource? {
        guard let folder = args.value("--assets") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(description: "option '--assets' needs a folder; '\(folder)' is not one")
        }
        return FolderImageSource(directory: folder, folderName: "the assets folder \(folder)")
    }

    /// `--assets DIR` in a fixture's directive: a folder inside the fixture's own (the fixture is untrusted),
    /// relative to it — no absolute path, no `..`, no link that leads out of it.
    static func directiveAssets(_ folder: String, fixture path: String) throws -> FolderImageSource {
        func refuse(_ why: String) -> UsageError { UsageError(description: "--assets \(folder): \(why)") }
        if folder.hasPrefix("/") {
            throw refuse("a directive's assets folder is a folder inside the fixture's folder, not an absolute path")
        }
        if folder.split(separator: "/").contains("..") {
            throw refuse("a directive's assets folder is a folder inside the fixture's folder and may not contain '..'")
        }
        let own = FolderImageSource.folder(of: path)
        let directory = (own as NSString).appendingPathComponent(folder)
        switch FolderImageSource.resolve(directory, inside: own) {
        case .missing: throw refuse("no such folder next to the fixture")
        case .outside: throw refuse("a directive's assets folder leads out of the fixture's folder through a symbolic link")
        case .inside(let real): guard fileType(real) == S_IFDIR else { throw refuse("not a folder") }
        }
        return FolderImageSource(directory: directory, folderName: "the assets folder \(folder)")
    }

    /// The options for one fixture: its `// layoutshot: …` directive lines (read by the fixture language's
    /// lexer), overridden by the command line.
    func loadOptions(for path: String, source: String) throws -> FixtureLoadOptions {
        var load = FixtureLoadOptions(layout: options)
        load.timeout = timeout
        load.trustsFixtures = trustsFixtures
        load.compilation = compilation ?? .automatic
        // A file the lexer cannot read has no directives here; parsing it reports the error.
        let directive = (try? FixtureParser.directives(in: source, path: path)) ?? (arguments: [], line: nil)
        guard !directive.arguments.isEmpty else { return load }
        do {
            let parsed = try Arguments(directive.arguments, spec: OptionSpec(valued: FixtureLoader.valuedOptions,
                                                                            flags: FixtureLoader.directiveFlags))
            load.layout = try FixtureLoader.options(from: [parsed, commandLine])
            let assets = try parsed.value("--assets").map { try FixtureLoader.directiveAssets($0, fixture: path) }
            load.layout.imageSource = options.imageSource ?? assets
            if compilation == nil, parsed.flags.contains("--compile") { load.compilation = .always }
        } catch let error as UsageError {
            throw InputError(message: "\(path):\(directive.line ?? 1):1: error: in the layoutshot directive: \(error)")
        }
        return load
    }

    /// Reads one file once (standard input can be read only once) and lays it out once per colour scheme
    /// (nil: the fixture's own; the gallery adds `.dark`), with explain traces of the first if asked.
    /// Warnings and notes are printed; an error is an `InputError` in `file:line:column` form.
    func load(_ path: String, explains: Bool = false, colorSchemes: [ColorScheme?] = [nil]) throws -> LaidOutFixture {
        let source = try read(path)
        var options = try loadOptions(for: path, source: source)
        options.colorSchemes = colorSchemes
        options.explains = explains
        // Why a fixture is compiled; `--quiet` keeps standard error to errors and warnings.
        options.notesCompiling = !commandLine.flags.contains("--quiet")
        // The same deadline bounds text breaking and, later, the fixture's drawing (the renderer uses its
        // measurer's deadline).
        measurer.deadline = options.timeout.map(Deadline.init(seconds:))
        let fixture: LaidOutFixture
        do {
            fixture = try FixturePipeline.layOut(source: source, path: path, options: options, measurer: measurer)
        } catch let error as FixtureError {
            throw InputError(message: error.description)
        } catch let error as FixtureLoadError {
            throw InputError(message: error.description)
        }
        for warning in fixture.warnings { Console.error(warning) }
        return fixture
    }

    /// The output names of a fixture's previews without laying it out, compiling or running it
    /// (`check --list`).
    func outputNames(_ path: String) throws -> [String] {
        let source = try read(path)
        do {
            return try FixturePipeline.outputNames(source: source, path: path, options: try loadOptions(for: path, source: source))
        } catch let error as FixtureError {
            throw InputError(message: error.description)
        } catch let error as FixtureLoadError {
            throw InputError(message: error.description)
        }
    }

    /// The fixture's text; a file that is not a UTF-8 fixture (binary, an LFS pointer, invalid UTF-8) is
    /// reported where the fixture language finds the problem. Only a regular file of at most
    /// `FixtureParser.maximumSourceBytes` is read (checked before it is opened: a FIFO would block).
    private func read(_ path: String) throws -> String {
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
