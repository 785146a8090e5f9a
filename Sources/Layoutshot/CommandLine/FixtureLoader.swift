import Foundation

/// A fixture the interpreter cannot run but the Swift compiler can (it declares its own Layout types):
/// the command hands it to a compiled program.
struct NeedsCompiler: Error {
    let path: String
    let source: String
}

/// What every command shares: environment options, reading fixtures and laying them out.
struct FixtureLoader {
    let options: LayoutOptions
    let measurer: PangoTextMeasurer
    /// Set inside a compiled fixture: its previews.
    let compiled: CompiledPreviews?
    let commandLine: Arguments
    /// Compile every fixture (to compare the two paths).
    let forceCompile: Bool
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

    /// Options every command that lays out fixtures accepts, and their help.
    static let valuedOptions: Set<String> = ["--width", "--height", "--platform", "--color-scheme", "--dynamic-type-size"]
    static let flagOptions: Set<String> = ["--rtl", "--compile"]
    static let help = """
      --width W, --height H       override the previews' proposed size, in points
      --platform ios|macos        text styles and defaults of that platform (default ios)
      --rtl                       lay out right to left (leading is on the right)
      --color-scheme light|dark   semantic colours and the canvas of that scheme
      --dynamic-type-size S       xSmall … large (default) … accessibility5: text-style sizes on iOS
      --compile                   compile the fixture with the Swift toolchain even if the interpreter could run it
    A fixture can set these itself with a comment line at its top, e.g. `// layoutshot: --platform macos`;
    the command line wins over it.
    """

    /// `defaultTimeout`: the time limit when `--timeout` is not given.
    init(_ args: Arguments, compiled: CompiledPreviews?, defaultTimeout: Double? = FixtureLoader.defaultTimeout) throws {
        commandLine = args
        options = try FixtureLoader.options(from: [args])
        self.compiled = compiled
        forceCompile = args.flags.contains("--compile")
        timeout = try FixtureLoader.timeout(args, default: defaultTimeout)
        do {
            measurer = try PangoTextMeasurer()
        } catch {
            throw InputError(message: "layoutshot: error: \(error)")
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

    /// The options for one fixture: its `// layoutshot: …` directive lines (read by the fixture language's
    /// lexer), overridden by the command line.
    func options(for path: String, source: String) throws -> LayoutOptions {
        // A file the lexer cannot read has no directives here; parsing it reports the error.
        let directive = (try? FixtureParser.directives(in: source, path: path)) ?? (arguments: [], line: nil)
        guard !directive.arguments.isEmpty else { return options }
        do {
            let parsed = try Arguments(directive.arguments, spec: OptionSpec(valued: FixtureLoader.valuedOptions,
                                                                            flags: FixtureLoader.flagOptions))
            return try FixtureLoader.options(from: [parsed, commandLine])
        } catch let error as UsageError {
            throw InputError(message: "\(path):\(directive.line ?? 1):1: error: in the layoutshot directive: \(error)")
        }
    }

    /// Parses and lays out one file, or throws `NeedsCompiler`; a parse error becomes an `InputError` in
    /// `file:line:column` form.
    func load(_ path: String, tracer: (() -> LayoutTracer)? = nil) throws -> [PreviewLayout] {
        try load(path, tracer: tracer, colorSchemes: [nil])[0]
    }

    /// Reads and parses one file once (standard input can be read only once) and lays it out once per
    /// colour scheme (nil: the fixture's own; the gallery adds `.dark`). Warnings are printed for the first.
    func load(_ path: String, tracer: (() -> LayoutTracer)? = nil, colorSchemes: [ColorScheme?]) throws -> [[PreviewLayout]] {
        let fixture: Fixture
        var limits = LayoutLimits()
        limits.deadline = timeout.map(Deadline.init(seconds:))
        // The same deadline bounds text breaking and, later, the fixture's drawing (the renderer uses its
        // measurer's deadline).
        measurer.deadline = limits.deadline
        let source = try read(path)
        let options = try options(for: path, source: source)
        if let compiled, compiled.path == path {
            fixture = Fixture(path: path, previews: compiled.previews)
        } else {
            if forceCompile { throw NeedsCompiler(path: path, source: source) }
            do {
                fixture = try FixtureParser.parse(source: source, path: path, limits: limits)
            } catch let error as FixtureError {
                if error.needsCompiler { throw NeedsCompiler(path: path, source: source) }
                throw InputError(message: error.description)
            }
        }
        for warning in fixture.warnings { Console.error("\(warning)") }
        return try colorSchemes.enumerated().map { index, colorScheme in
            var options = options
            if let colorScheme { options.colorScheme = colorScheme }
            let layouts = fixture.layout(options: options, measurer: measurer, tracer: tracer, limits: limits)
            for layout in layouts {
                if let fatal = layout.result.diagnostics.first(where: \.isFatal) {
                    throw InputError(message: "\(path):\(layout.line):1: error: \(fatal)")
                }
                for diagnostic in layout.result.diagnostics where index == 0 {
                    Console.error("\(path):\(layout.line):1: warning: \(diagnostic)")
                }
            }
            return layouts
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

    /// Compiles the fixture and runs `command` over it with the same options; returns its exit code.
    /// Compiler errors name the fixture's lines and count as bad input.
    static func runCompiled(_ needs: NeedsCompiler, command: String, options: [String], timeout: TimeInterval? = nil) throws -> Int32 {
        let program: URL
        do {
            program = try FixtureCompiler.forRunningTool().program(for: needs.source, path: needs.path)
        } catch let failure as FixtureCompiler.Failure {
            throw InputError(message: failure.description)
        }
        let process = Process()
        process.executableURL = program
        process.arguments = [command, needs.path] + options
        try process.run()
        TemporaryFiles.adopt(process.processIdentifier)
        defer { TemporaryFiles.release(process.processIdentifier) }
        guard let timeout else {
            process.waitUntilExit()
            return process.terminationStatus
        }
        // A fixture's own code may loop forever: stop it after `timeout`.
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw InputError(message: "\(needs.path):1:1: error: stopped after \(formatNumber(timeout)) s (--timeout)")
        }
        return process.terminationStatus
    }
}
