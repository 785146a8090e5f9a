import Foundation

/// Whether a fixture may be, or must be, compiled with the Swift toolchain.
public enum FixtureCompilation: String, Sendable, CaseIterable {
    /// Interpreted when the fixture language runs it, compiled when it needs Swift it does not run.
    case automatic = "auto"
    /// Always compiled (to compare the two paths).
    case always
    /// Never compiled: a fixture that needs the compiler is an error naming the construct.
    case never
}

/// Everything that decides how a fixture is laid out, beyond its source.
public struct FixtureLoadOptions: Sendable {
    /// Sizes, platform, direction, colour scheme and Dynamic Type size, and where images are found; a
    /// fixture's `// layoutshot:` directive changes those the caller did not set (`setByCaller`).
    public var layout: LayoutOptions
    /// The settings the caller made itself, which a fixture's directive leaves alone (the command line wins
    /// over the directive); empty: the directive sets everything it names.
    public var setByCaller: Set<FixtureSetting> = []
    /// One layout of every preview per entry: nil is `layout.colorScheme`; the gallery adds `.dark`.
    public var colorSchemes: [ColorScheme?] = [nil]
    /// Record every `sizeThatFits` and placement of the first layout (`LaidOutFixture.traces`).
    public var explains = false
    /// Seconds the fixture may take to parse and lay out (a compiled one's program is killed after it,
    /// 120 s when nil); nil: no limit for an interpreted one.
    public var timeout: Double?
    /// Whether the fixture may be compiled (`--compile`, `--no-compile`): by default when it needs it.
    public var compilation: FixtureCompilation = .automatic
    /// Say why a fixture is compiled (`note: compiled because of … at file:line:col`) before compiling it.
    public var notesCompiling = true
    /// Run a compiled fixture's program outside the sandbox (still with its resource limits and as data
    /// only): for fixtures the user trusts on a machine without user namespaces.
    public var trustsFixtures = false
    /// Where compiled fixtures are built and kept.
    public var compiler: FixtureCompiler

    /// Options with `layout` and `compiler`, everything else at its default.
    public init(layout: LayoutOptions = LayoutOptions(), compiler: FixtureCompiler = .forRunningTool()) {
        self.layout = layout
        self.compiler = compiler
    }
}

/// A fixture laid out: its previews (once per requested colour scheme), the explain traces, the warnings.
public struct LaidOutFixture {
    /// The fixture's path, as messages name it.
    public var path: String
    /// One list per entry of `FixtureLoadOptions.colorSchemes`, previews in file order.
    public var variants: [[PreviewLayout]]
    /// One trace per preview of the first variant when `FixtureLoadOptions.explains` was set.
    public var traces: [ExplainTracer]
    /// `file:line:column: warning: …`: what the fixture language and the first layout would have SwiftUI log.
    public var warnings: [String]
    /// Why the fixture was compiled (the construct the interpreter does not run, or `--compile`); nil when
    /// it was interpreted.
    public var compiledBecause: String?

    /// The previews of the first layout.
    public var previews: [PreviewLayout] { variants.first ?? [] }
}

/// A fixture that could not be laid out, as `file:line:column: error: …` (the compiler's own messages for a
/// compile error).
public struct FixtureLoadError: Error, CustomStringConvertible {
    public let description: String
    /// Whether its lines point into the source, and how their columns count: nil for an error of the run (a time
    /// limit, a crash, a layout that failed: no source line to show), `.utf8` for swiftc's errors, `.characters`
    /// for the interpreter's. The command line shows the source line and a caret for the first two kinds.
    var sourceColumns: SourceColumns?
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// How the columns of a located message count.
enum SourceColumns {
    /// Characters (grapheme clusters): the interpreter's.
    case characters
    /// UTF-8 bytes: swiftc's.
    case utf8
}

/// The one way from a fixture's source to laid-out previews, whichever path runs it: the interpreter
/// (`FixtureParser`), or, for Swift it does not run, the fixture compiled and run in the sandbox, which
/// answers with its previews as data (docs/ARCHITECTURE.md §5). Every command of the command line goes
/// through here.
public enum FixturePipeline {
    /// Lays out every preview of the fixture `source` read from `path` (used for messages, output names and
    /// the folder images are found in). Throws `FixtureError` for what the fixture language rejects and
    /// `FixtureLoadError` otherwise (a compile error, a sandbox that is not there, a limit exceeded).
    /// `note` receives one-line notes: a cache entry rebuilt, what a compiled fixture printed.
    ///
    /// The source is lexed once (`FixtureSource`) for everything that reads it: its directive, which
    /// `applyingDirective(of:)` applies to `options` first, the interpreter, and the compiled path.
    public static func layOut(source: String, path: String, options: FixtureLoadOptions, measurer: TextMeasurer,
                              note: (String) -> Void = { try? FileHandle.standardError.write(contentsOf: Data("\($0)\n".utf8)) })
        throws -> LaidOutFixture {
        // The time limit counts the lexing too.
        let deadline = options.timeout.map(Deadline.init(seconds:))
        return try layOut(FixtureSource(text: source, path: path), options: options, measurer: measurer, note: note,
                          deadline: deadline)
    }

    /// `layOut(source:path:…)` for a source lexed already (the time limit starts now).
    public static func layOut(_ source: FixtureSource, options: FixtureLoadOptions, measurer: TextMeasurer,
                              note: (String) -> Void = { try? FileHandle.standardError.write(contentsOf: Data("\($0)\n".utf8)) })
        throws -> LaidOutFixture {
        try layOut(source, options: options, measurer: measurer, note: note, deadline: options.timeout.map(Deadline.init(seconds:)))
    }

    static func layOut(_ source: FixtureSource, options: FixtureLoadOptions, measurer: TextMeasurer, note: (String) -> Void,
                       deadline: Deadline?) throws -> LaidOutFixture {
        let options = try options.applyingDirective(of: source)
        let path = source.path
        var limits = LayoutLimits()
        limits.deadline = deadline
        var laidOut: LaidOutFixture
        if options.compilation == .always {
            laidOut = try CompiledFixture.layOut(source: source, options: options, note: note)
            laidOut.compiledBecause = "--compile"
        } else {
            let fixture: Fixture
            do {
                fixture = try FixtureParser.parse(source, imageSource: options.layout.imageSource, limits: limits,
                                                  platform: options.layout.platform)
            } catch let error as FixtureError where error.needsCompiler {
                guard options.compilation != .never else { throw compilingTurnedOff(error) }
                if options.notesCompiling, let why = error.compileNote { note(why) }
                let location = "\(error.file):\(error.line):\(error.column)"
                laidOut = try CompiledFixture.layOut(source: source, options: options, location: location, note: note)
                laidOut.compiledBecause = "\(error.message) (\(location))"
                return try checked(laidOut)
            }
            var traces: [ExplainTracer] = []
            let variants = options.colorSchemes.enumerated().map { index, colorScheme in
                var layoutOptions = options.layout
                if let colorScheme { layoutOptions.colorScheme = colorScheme }
                let tracer: (() -> LayoutTracer)? = index == 0 && options.explains ? {
                    let tracer = ExplainTracer()
                    traces.append(tracer)
                    return tracer
                } : nil
                return fixture.layout(options: layoutOptions, measurer: measurer, tracer: tracer, limits: limits)
            }
            laidOut = LaidOutFixture(path: path, variants: variants, traces: traces,
                                     warnings: fixture.warnings.map(\.description), compiledBecause: nil)
        }
        return try checked(laidOut)
    }

    /// The output names of the fixture's previews (`Fixture.outputNames`) without laying it out, and
    /// without compiling or running anything: the interpreter's previews, or for a fixture that must be
    /// compiled, the titles its `#Preview`s have in the source compiled (`ProgramOutline.previewTitles`; a
    /// title only the program could compute, such as a constant's name, counts as none). The directive applies
    /// as in `layOut`.
    public static func outputNames(source text: String, path: String, options: FixtureLoadOptions) throws -> [String] {
        let deadline = options.timeout.map(Deadline.init(seconds:))
        let source = FixtureSource(text: text, path: path)
        let options = try options.applyingDirective(of: source)
        if options.compilation != .always {
            do {
                var limits = LayoutLimits()
                limits.deadline = deadline
                let fixture = try FixtureParser.parse(source, imageSource: options.layout.imageSource, limits: limits,
                                                      platform: options.layout.platform)
                return fixture.outputNames(options: options.layout)
            } catch let error as FixtureError where error.needsCompiler {
                guard options.compilation != .never else { throw compilingTurnedOff(error) }
            }
        }
        let titles = try source.active(for: CompilationConditions(platform: options.layout.platform)).outline.previewTitles
        guard !titles.isEmpty else { throw FixtureCompiler.needsPreview(path) }
        return Fixture.outputNames(forFixtureAt: path, titles: titles, devices: options.layout.namedDevices(previews: titles.count))
    }

    /// The error for a fixture that needs the compiler when compiling is off: where and why.
    static func compilingTurnedOff(_ error: FixtureError) -> FixtureLoadError {
        var refusal = FixtureLoadError("\(error.file):\(error.line):\(error.column): error: \(error.message) — the fixture needs the "
            + "Swift compiler for this, and compiling is turned off (--no-compile, LAYOUTSHOT_COMPILE=never)")
        refusal.sourceColumns = .characters
        return refusal
    }

    /// A layout that exceeded a limit is an error; the first layout's other diagnostics are warnings.
    private static func checked(_ fixture: LaidOutFixture) throws -> LaidOutFixture {
        var fixture = fixture
        for (index, layouts) in fixture.variants.enumerated() {
            for layout in layouts {
                if let fatal = layout.result.diagnostics.first(where: \.isFatal) {
                    throw FixtureLoadError("\(fixture.path):\(layout.line):1: error: \(fatal)")
                }
                for diagnostic in layout.result.diagnostics where index == 0 {
                    fixture.warnings.append("\(fixture.path):\(layout.line):1: warning: \(diagnostic)")
                }
            }
        }
        return fixture
    }
}
