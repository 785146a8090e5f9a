import Foundation
import Layoutshot

/// What `render` and `layout` share: reading fixtures and laying them out.
struct FixtureLoader {
    let options: LayoutOptions
    let measurer: PangoTextMeasurer

    init(_ args: Arguments) throws {
        var options = LayoutOptions(width: try args.number("--width"), height: try args.number("--height"),
                                    platform: try args.choice("--platform", default: Platform.iOS))
        if args.flags.contains("--rtl") { options.layoutDirection = .rightToLeft }
        switch args.value("--color-scheme") {
        case nil, "light": break
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
        self.options = options
        do {
            measurer = try PangoTextMeasurer()
        } catch {
            throw InputError(message: "layoutshot: error: \(error)")
        }
    }

    /// Parses and lays out one file; a parse error becomes an `InputError` in `file:line:column` form.
    func load(_ path: String) throws -> [PreviewLayout] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(message: "\(path): error: no such file")
        }
        if isDirectory.boolValue { throw InputError(message: "\(path): error: is a folder; give a fixture file") }
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw InputError(message: "\(path): error: cannot read the file as UTF-8 text")
        }
        let fixture: Fixture
        do {
            fixture = try FixtureParser.parse(source: source, path: path)
        } catch let error as FixtureError {
            throw InputError(message: error.description)
        }
        let layouts = fixture.layout(options: options, measurer: measurer)
        for layout in layouts {
            for diagnostic in layout.result.diagnostics {
                FileHandle.standardError.write(Data("\(path): warning: \(diagnostic)\n".utf8))
            }
        }
        return layouts
    }
}

/// `layoutshot render`: pictures (and dumps) of every preview of every fixture.
struct RenderCommand {
    /// Options every command that lays out fixtures accepts.
    static let environmentHelp = """
      --platform ios|macos text styles and defaults of that platform (default ios)
      --rtl                lay out right to left (leading is on the right)
      --color-scheme light|dark   semantic colours and the canvas of that scheme
      --dynamic-type-size S       xSmall … large (default) … accessibility5: text-style sizes on iOS
    """

    static let help = """
    layoutshot render PATH… [options]

    Renders every #Preview of every fixture into DIR as <fixture>[-<preview>].<format>.
      --out DIR            output folder (default: output)
      --format F           png, svg, pdf, txt (frame dump) or json; repeat for several (default: png)
      --width W, --height H   override the previews' proposed size, in points
      --scale S            pixels per point in PNG (default 2)
      --style debug|plain  debug draws every frame (red: view, blue: wrapper; dashed: the proposal)
      --labels             label each view's size
      --scroll-content     show every ScrollView's whole content, not just its viewport
    \(environmentHelp)
    A fixture that fails is reported as file:line:column: error: … and skipped; the others are still
    rendered; the exit code is then 65.

    """
    let args: Arguments

    init(_ raw: [String]) throws {
        args = try Arguments(raw, spec: OptionSpec(
            valued: ["--out", "--format", "--width", "--height", "--scale", "--style", "--platform", "--color-scheme",
                     "--dynamic-type-size"],
            flags: ["--labels", "--help", "--rtl", "--scroll-content"], aliases: ["-o": "--out", "-h": "--help"]))
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
        let loader = try FixtureLoader(args)
        // The canvas is the colour scheme's system background: white, or black in dark mode.
        if loader.options.colorScheme == .dark { renderOptions.background = .black }
        let renderer = Renderer(text: loader.measurer)

        var failures = 0, written = 0, unchanged = 0
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
            } catch let error as InputError {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                failures += 1
            }
        }
        var summary = "layoutshot: \(written) file(s) written, \(unchanged) unchanged in \(outDir.path)"
        if failures > 0 { summary += "; \(failures) fixture(s) failed (their earlier outputs, if any, were left as they were)" }
        FileHandle.standardError.write(Data((summary + "\n").utf8))
        return failures > 0 ? .badInput : .success
    }

    func output(_ layout: PreviewLayout, format: String, renderer: Renderer, options: RenderOptions) throws -> Data {
        switch format {
        case "txt": return Data(layout.result.root.textDump().utf8)
        case "json": return try framesJSON([layout])
        default: return try renderer.render(layout.result, as: OutputFormat(rawValue: format)!, options: options)
        }
    }
}

/// `layoutshot layout`: the frame tree of a fixture on standard output.
struct LayoutCommand {
    static let help = """
    layoutshot layout FILE [--width W] [--height H] [--json] [environment options]

    Prints the frame tree of every preview: one line per view, `Type (x, y, w, h) ← proposal`, indented by
    depth; with --json, {"previews": [{"name", "proposal", "size", "root"}]} (see docs/ARCHITECTURE.md).
    \(RenderCommand.environmentHelp)
    """
    let args: Arguments

    init(_ raw: [String]) throws {
        args = try Arguments(raw, spec: OptionSpec(valued: ["--width", "--height", "--platform", "--color-scheme",
                                                            "--dynamic-type-size"],
                                                   flags: ["--json", "--help", "--rtl"], aliases: ["-h": "--help"]))
    }

    func run() throws -> ExitCode {
        if args.flags.contains("--help") {
            print(LayoutCommand.help, terminator: "")
            return .success
        }
        guard args.positional.count == 1 else { throw UsageError(description: "layout needs exactly one fixture file") }
        let layouts = try FixtureLoader(args).load(args.positional[0])
        if args.flags.contains("--json") {
            FileHandle.standardOutput.write(try framesJSON(layouts))
            print()
        } else {
            for layout in layouts {
                if layouts.count > 1 || layout.name != nil { print("# \(layout.name ?? layout.outputName)") }
                print(layout.result.root.textDump(), terminator: "")
            }
        }
        return .success
    }
}
