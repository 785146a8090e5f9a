import Foundation

/// `layoutshot render`: pictures (and dumps) of every preview of every fixture.
struct RenderCommand {
    static let help = """
    layoutshot render PATH… [options]

    Renders every #Preview of every fixture into DIR as <fixture>[-<preview>].<format>.
      --out DIR            output folder (default: output)
      --format F           png, svg, pdf, txt (frame dump) or json; repeat for several (default: png)
      --scale S            pixels per point in PNG (default 2)
      --style debug|plain  debug draws every frame (red: view, blue: wrapper; dashed: the offer)
      --labels             label each view's size
      --scroll-content     show every ScrollView's whole content, not just its viewport
    \(FixtureLoader.help)
    A fixture that fails is reported as file:line:column: error: … and skipped; the others are still
    rendered; the exit code is then 65. A fixture that declares its own Layout types is compiled with the
    Swift toolchain (cached) and rendered the same way.

    """
    let args: Arguments
    let compiled: CompiledPreviews?

    init(_ raw: [String], compiled: CompiledPreviews? = nil) throws {
        args = try Arguments(raw, spec: OptionSpec(
            valued: FixtureLoader.valuedOptions.union(["--out", "--format", "--scale", "--style"]),
            flags: FixtureLoader.flagOptions.union(["--labels", "--help", "--scroll-content", "--no-summary"]),
            aliases: ["-o": "--out", "-h": "--help"]))
        self.compiled = compiled
    }

    func run() throws -> ExitCode {
        if args.flags.contains("--help") {
            print(RenderCommand.help, terminator: "")
            return .success
        }
        guard !args.positional.isEmpty else { throw UsageError(description: "render needs a fixture file or folder") }
        let formats = try (args.values["--format"] ?? ["png"]).map { name -> String in
            guard ["png", "svg", "pdf", "txt", "json"].contains(name) else {
                throw UsageError(description: "unknown format '\(name)' (png, svg, pdf, txt, json)")
            }
            return name
        }
        var renderOptions = RenderOptions()
        if let scale = try args.number("--scale") {
            guard scale > 0 && scale <= 8 else { throw UsageError(description: "--scale must be in (0, 8]") }
            renderOptions.scale = scale
        }
        renderOptions.style = try args.choice("--style", default: RenderStyle.debug)
        renderOptions.labels = args.flags.contains("--labels")
        renderOptions.showsScrollContent = args.flags.contains("--scroll-content")
        let outDir = URL(fileURLWithPath: args.value("--out") ?? "output")
        let loader = try FixtureLoader(args, compiled: compiled)
        let renderer = Renderer(text: loader.measurer)

        var failures = 0, written = 0, unchanged = 0, compiledFixtures = 0
        for path in try fixtureFiles(args.positional) {
            do {
                // Render everything in memory first so that a failure leaves no partial output.
                var files: [(URL, Data)] = []
                for layout in try loader.load(path) {
                    for format in formats {
                        let url = outDir.appendingPathComponent("\(layout.outputName).\(format)")
                        files.append((url, try output(layout, format: format, renderer: renderer, options: renderOptions)))
                    }
                }
                for (url, data) in files {
                    if try AtomicFile.write(data, to: url) { written += 1 } else { unchanged += 1 }
                }
            } catch let needs as NeedsCompiler {
                do {
                    let status = try FixtureLoader.runCompiled(needs, command: "render",
                                                               options: args.options + ["--no-summary"])
                    if status == 0 { compiledFixtures += 1 } else { failures += 1 }
                } catch let error as InputError {
                    FileHandle.standardError.write(Data("\(error)\n".utf8))
                    failures += 1
                }
            } catch let error as InputError {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                failures += 1
            }
        }
        if !args.flags.contains("--no-summary") {
            var summary = "layoutshot: \(written) file(s) written, \(unchanged) unchanged in \(outDir.path)"
            if compiledFixtures > 0 { summary += "; \(compiledFixtures) compiled fixture(s) rendered" }
            if failures > 0 { summary += "; \(failures) fixture(s) failed (their earlier outputs, if any, were left as they were)" }
            FileHandle.standardError.write(Data((summary + "\n").utf8))
        }
        return failures > 0 ? .badInput : .success
    }

    func output(_ layout: PreviewLayout, format: String, renderer: Renderer, options: RenderOptions) throws -> Data {
        var options = options
        // The canvas is the colour scheme's system background: white, or black in dark mode.
        if layout.result.colorScheme == .dark { options.background = .black }
        switch format {
        case "txt": return Data(layout.result.root.textDump().utf8)
        case "json": return try framesJSON([layout])
        default: return try renderer.render(layout.result, as: OutputFormat(rawValue: format)!, options: options)
        }
    }
}
