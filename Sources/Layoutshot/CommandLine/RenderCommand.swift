import Foundation

/// `layoutshot render`: pictures (and dumps) of every preview of every fixture.
struct RenderCommand {
    static let spec = CommandSpec(
        name: "render", arguments: "PATH…", summary: "pictures (and dumps) of every preview of every fixture",
        description: "Renders every #Preview of every fixture into DIR as <fixture>[-<preview>].<format> "
            + "(also: layoutshot FILE -o out.png).",
        options: [RenderOutputOptions.out, RenderOutputOptions.output, RenderOutputOptions.format, RenderingOptions.scale,
                  RenderingOptions.pngCompression, RenderingOptions.style, RenderingOptions.labels, RenderingOptions.legend,
                  RenderingOptions.highlight, RenderingOptions.theme, RenderingOptions.background, RenderingOptions.margin,
                  RenderingOptions.scrollContent, RenderingOptions.noChrome, RenderingOptions.deviceFrame,
                  RenderOutputOptions.quiet, RenderOutputOptions.noSummary,
                  RenderOutputOptions.gallery],
        footer: "PATH - reads one fixture from standard input. A fixture that fails is reported as file:line:column: "
            + "error: … and skipped; the others are still rendered; the exit code is then 65. A fixture that declares "
            + "its own Layout types is compiled with the Swift toolchain (cached).")
    static var help: String { spec.help }
    let args: Arguments

    init(_ raw: [String]) throws {
        args = try Arguments(raw, options: RenderCommand.spec.allOptions)
    }

    /// A render with arguments parsed already (`watch` takes `render`'s options and its own).
    init(arguments: Arguments) {
        args = arguments
    }

    /// Where pictures go.
    enum Destination {
        case folder(URL)
        /// One file; several previews become `<stem>-<preview>.<ext>` beside it.
        case file(URL)
        case standardOutput
    }

    func run() throws -> ExitCode {
        if args.has(helpOption) {
            try Console.out(RenderCommand.help, terminator: "")
            return .success
        }
        guard !args.positional.isEmpty else { throw UsageError(description: "render needs a fixture file or folder") }
        let (destination, formats) = try destinationAndFormats()
        let renderOptions = options()
        let loader = try FixtureLoader(args)
        let renderer = Renderer(text: loader.measurer)
        let quiet = args.has(RenderOutputOptions.quiet) || args.has(RenderOutputOptions.noSummary)
        let files = try fixtureFiles(args.positional)
        // A wrong folder must not pass a docs build silently (as `check`).
        guard !files.isEmpty else {
            throw InputError(message: "layoutshot: error: no fixtures (*.swift) in \(args.positional.joined(separator: ", "))")
        }
        if files.count > 1 {
            // One named file (or standard output) cannot hold several fixtures' pictures.
            switch destination {
            case .file(let url):
                throw UsageError(description: "-o \(url.lastPathComponent) names one file but \(files.count) fixtures were given; use --out DIR")
            case .standardOutput:
                throw UsageError(description: "-o - writes one picture but \(files.count) fixtures were given; use --out DIR")
            case .folder: break
            }
        }
        var progress = Progress(total: files.count, enabled: !quiet && files.count > 1)
        let root = commonFolder(of: files)

        var tally = Tally()
        let gallery = args.has(RenderOutputOptions.gallery)
        if gallery, case .folder = destination {} else if gallery {
            throw UsageError(description: "--gallery needs an output folder (--out DIR)")
        }
        for path in files {
            progress.step(path)
            if let message = renderFixture(path, loader: loader, renderer: renderer, destination: destination,
                                           formats: formats, options: renderOptions, tally: &tally, root: root) {
                progress.print(message)
            }
        }
        progress.finish()
        if tally.readerGone { throw Console.ReaderGone() }
        if gallery, case .folder(let folder) = destination {
            try AtomicFile.write(Data(Gallery.page(for: tally.entries, files: files, scale: renderOptions.scale).utf8),
                                 to: folder.appendingPathComponent("index.html"))
        }
        if case .standardOutput = destination {} else if !quiet {
            var summary = "layoutshot: \(tally.written) file(s) written, \(tally.unchanged) unchanged"
            if case .folder(let url) = destination { summary += " in \(url.path)" }
            if tally.compiled > 0 { summary += "; \(tally.compiled) compiled fixture(s) rendered" }
            if !tally.failures.isEmpty {
                summary += "; \(tally.failures.count) fixture(s) failed: \(tally.failures.joined(separator: ", "))"
                    + " (their earlier outputs, if any, were left as they were)"
            }
            Console.error(summary)
        }
        if tally.failures.isEmpty { return .success }
        // Bad input wins; a run whose only failures were writes exits as an I/O error.
        return tally.ioFailures == tally.failures.count ? .ioError : .badInput
    }

    /// What a run did.
    struct Tally {
        var written = 0
        var unchanged = 0
        var compiled = 0
        var failures: [String] = []
        /// Failures that were an output that could not be written (`FileError`).
        var ioFailures = 0
        /// Standard output's reader went away (`-o -` into `| head`): the run ends quietly.
        var readerGone = false
        /// Every preview's pictures, in order (for the gallery).
        var entries: [Gallery.Entry] = []
        /// Output files written so far and the fixture that wrote each: a second fixture aiming at one is
        /// an error, never a silent overwrite.
        var claimed: [String: String] = [:]
    }

    /// Renders every preview of one fixture (everything in memory first, so a failure leaves no partial
    /// output). Returns the error message if it failed.
    func renderFixture(_ path: String, loader: FixtureLoader, renderer: Renderer, destination: Destination,
                       formats: [String], options renderOptions: RenderOptions, tally: inout Tally,
                       root: String) -> String? {
        let subfolder = relativeFolder(of: path, below: root)
        let outputFolder = destination
        var destination = destination
        if case .folder(let url) = destination, !subfolder.isEmpty { destination = .folder(url.appendingPathComponent(subfolder)) }
        /// A picture's path in the output folder, for the gallery.
        func galleryPath(_ file: String) -> String { subfolder.isEmpty ? file : "\(subfolder)/\(file)" }
        do {
            var outputs: [(Destination, Data, PreviewLayout)] = []
            // The gallery's dark variants are laid out from the same parse (standard input is read once).
            let gallery = args.has(RenderOutputOptions.gallery)
            let fixture = try loader.load(path, colorSchemes: gallery ? [nil, .dark] : [nil])
            let variants = fixture.variants
            let layouts = variants[0]
            if let id = renderOptions.highlightID,
               !layouts.contains(where: { $0.result.root.allNodes().contains { $0.id == id } }) {
                throw InputError(message: "\(path): error: --highlight: no view has .id(\"\(id)\")")
            }
            if case .standardOutput = destination, layouts.count > 1, formats != ["txt"] {
                // Pictures and JSON documents cannot be concatenated; text dumps can.
                throw InputError(message: "\(path): error: -o - writes one \(formats[0]) but the fixture has \(layouts.count) previews; "
                    + "use --out DIR (or --format txt)")
            }
            for layout in layouts {
                if renderOptions.labels, case let count = LabelPlacement.labelledCount(in: layout.result.root),
                   count > LabelPlacement.maximumLabels {
                    Console.error("\(path):\(layout.line):1: warning: --labels: \(count) views, more than "
                        + "\(LabelPlacement.maximumLabels); drawn without labels")
                }
                for format in formats {
                    let data: Data
                    do {
                        data = try output(layout, format: format, renderer: renderer, options: renderOptions)
                    } catch let error as RenderError {
                        throw InputError(message: "\(path):\(layout.line):1: error: \(error)")
                    }
                    outputs.append((target(destination, layout, format: format, single: layouts.count == 1), data, layout))
                }
            }
            if case .folder(let base) = outputFolder {
                // Subfolders never hold `..` and names are single path components; said once more, where it counts.
                let inside = base.standardizedFileURL.path + "/"
                for case (.folder(let url), _, let layout) in outputs where !url.standardizedFileURL.path.hasPrefix(inside) {
                    throw InputError(message: "\(path):\(layout.line):1: error: \(url.path) would be outside the output folder \(base.path)")
                }
            }
            for (target, _, layout) in outputs {
                guard case .folder(let url) = target, let other = tally.claimed[url.standardizedFileURL.path],
                      other != path else { continue }
                throw InputError(message: "\(path):\(layout.line):1: error: \(url.lastPathComponent) is also written by \(other) "
                    + "in this run; rename one fixture or preview, or render them into separate folders")
            }
            for (target, data, layout) in outputs {
                if case .folder(let url) = target { tally.claimed[url.standardizedFileURL.path] = path }
                switch target {
                case .standardOutput:
                    // Several dumps in a row are told apart as `layout` does it.
                    if layouts.count > 1 { try Console.out("# \(layout.name ?? layout.outputName)") }
                    try Console.out(data)
                case .folder(let url), .file(let url):
                    if try AtomicFile.write(data, to: url) { tally.written += 1 } else { tally.unchanged += 1 }
                    if url.pathExtension == "png" {
                        // A device's screen drawn at the device's scale is shown at its size in points.
                        let screen = layout.result.screen
                        let scale = renderOptions.usesDeviceScale && screen?.isCanvas == true ? screen?.device.scale : nil
                        // Several devices of one preview are told apart by the device.
                        let caption = fixture.variants[0].contains { $0.index == layout.index && $0.outputName != layout.outputName }
                            ? layout.name.map { "\($0) · \(layout.device)" } ?? layout.device : layout.name
                        tally.entries.append(Gallery.Entry(fixture: path, preview: caption, file: galleryPath(url.lastPathComponent),
                                                           scale: scale))
                    }
                }
            }
            if gallery, case .folder(let folder) = destination {
                // The dark variant of every preview: `<name>-dark.png`, unless another picture of the run has that
                // name (a preview titled "Home, dark" beside "Home"), then `<name>-dark-2.png` and so on.
                for layout in variants[1] {
                    var url = folder.appendingPathComponent("\(layout.outputName)-dark.png")
                    var n = 1
                    while tally.claimed[url.standardizedFileURL.path] != nil {
                        n += 1
                        url = folder.appendingPathComponent("\(layout.outputName)-dark-\(n).png")
                    }
                    tally.claimed[url.standardizedFileURL.path] = path
                    let data = try output(layout, format: "png", renderer: renderer, options: renderOptions)
                    if try AtomicFile.write(data, to: url) { tally.written += 1 } else { tally.unchanged += 1 }
                    // Its light picture by file name: a preview on several devices has one per device.
                    let light = galleryPath("\(layout.outputName).png")
                    if let i = tally.entries.lastIndex(where: { $0.fixture == path && $0.file == light && $0.dark == nil }) {
                        tally.entries[i].dark = galleryPath(url.lastPathComponent)
                    }
                }
            }
            if fixture.compiledBecause != nil { tally.compiled += 1 }
            return nil
        } catch is Console.ReaderGone {
            tally.readerGone = true
            return nil
        } catch let error as FileError {
            tally.failures.append(path)
            tally.ioFailures += 1
            return "layoutshot: error: \(error)"
        } catch {
            tally.failures.append(path)
            return "\(error)"
        }
    }

    static let formatNames = RenderOutputOptions.formats

    /// `--out DIR`, or `-o PATH` whose extension names the format, or `-o -`.
    func destinationAndFormats() throws -> (Destination, [String]) {
        var formats = args.texts(RenderOutputOptions.format)
        if let output = args.text(RenderOutputOptions.output) {
            if output == "-" {
                guard formats.count <= 1 else { throw UsageError(description: "standard output takes one --format") }
                return (.standardOutput, formats.isEmpty ? ["png"] : formats)
            }
            let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
            // `-o out.webp` is a mistake, not a folder named `out.webp`: a path with an extension names a file
            // unless it is a folder already.
            var isFolder: ObjCBool = false
            if !ext.isEmpty, !RenderCommand.formatNames.contains(ext),
               !(FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) {
                throw UsageError(description: "-o \(output): .\(ext) is not an output format (\(RenderCommand.formatNames.joined(separator: ", "))); "
                    + "for a folder, name one without an extension or use --out DIR")
            }
            if RenderCommand.formatNames.contains(ext) {
                if !formats.isEmpty && formats != [ext] {
                    throw UsageError(description: "'\(output)' is a .\(ext) file but --format asks for \(formats.joined(separator: ", "))")
                }
                return (.file(URL(fileURLWithPath: output)), [ext])
            }
            if formats.isEmpty { formats = ["png"] }
            return (.folder(URL(fileURLWithPath: output)), formats)
        }
        return (.folder(URL(fileURLWithPath: args.text(RenderOutputOptions.out) ?? "output")), formats.isEmpty ? ["png"] : formats)
    }

    func target(_ destination: Destination, _ layout: PreviewLayout, format: String, single: Bool) -> Destination {
        switch destination {
        case .standardOutput: return .standardOutput
        case .folder(let url): return .folder(url.appendingPathComponent("\(layout.outputName).\(format)"))
        case .file(let url):
            guard !single else { return .file(url) }
            return .file(Self.fileForPreview(layout, of: url, format: format))
        }
    }

    /// `-o FILE` for a fixture with several previews: `FILE-<preview title>.<format>` beside FILE (the output
    /// name when the title has nothing to slug), plus `-<device>` when names carry the device.
    static func fileForPreview(_ layout: PreviewLayout, of file: URL, format: String) -> URL {
        let stem = file.deletingPathExtension().lastPathComponent
        var suffix = layout.name.map(slug).flatMap { $0.isEmpty ? nil : $0 } ?? layout.outputName
        if layout.namesDevice, layout.name.map(slug).map({ !$0.isEmpty }) == true { suffix += "-" + slug(layout.device) }
        return file.deletingLastPathComponent().appendingPathComponent("\(stem)-\(suffix).\(format)")
    }

    func options() -> RenderOptions {
        var o = args.scaledRenderOptions()
        o.labels = args.has(RenderingOptions.labels)
        o.legend = args.has(RenderingOptions.legend)
        o.highlightID = args.text(RenderingOptions.highlight)
        o.showsScrollContent = args.has(RenderingOptions.scrollContent)
        if let margin = args.number(RenderingOptions.margin) { o.margin = CGFloat(margin) }
        if let level = args.number(RenderingOptions.pngCompression) { o.pngCompressionLevel = Int32(level) }
        if args.text(RenderingOptions.theme) == "dark" { o.theme = .dark }
        return o
    }

    /// The background a picture gets: `--background` (checked when parsed), or the colour scheme's system
    /// background.
    func background(for scheme: ColorScheme) -> RGBA? {
        switch args.text(RenderingOptions.background) {
        case nil: return scheme == .dark ? .black : .white
        case "transparent": return nil
        case "white": return .white
        case "black": return .black
        case let hex?: return RGBA(hex: hex)
        }
    }

    func output(_ layout: PreviewLayout, format: String, renderer: Renderer, options: RenderOptions) throws -> Data {
        var options = options
        options.svgIDPrefix = svgIDPrefix(layout.outputName)
        options.background = background(for: layout.result.colorScheme)
        switch format {
        case "txt": return Data(layout.result.root.textDump().utf8)
        case "json": return try framesJSON([layout])
        default: return try renderer.render(layout.result, as: OutputFormat(rawValue: format)!, options: options)
        }
    }
}

/// An SVG id prefix from an output name: ASCII letters and digits, other characters as `-`, ending in `-`.
func svgIDPrefix(_ name: String) -> String {
    var prefix = String(name.unicodeScalars.map { $0.isASCII && CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
    if let first = prefix.first, !first.isLetter { prefix = "s" + prefix }
    return prefix + "-"
}

/// A one-line progress report on standard error for batches: shown once a batch has run for half a
/// second, and only on a terminal (it is rewritten in place).
struct Progress {
    let total: Int
    let enabled: Bool
    private var done = 0
    private let start = Date()
    private var shown = false
    private static let isTerminal = isatty(STDERR_FILENO) != 0

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && Progress.isTerminal
    }

    mutating func step(_ path: String) {
        done += 1
        guard enabled, Date().timeIntervalSince(start) > 0.5 else { return }
        shown = true
        Console.error("\r\u{1B}[K[\(done)/\(total)] \(path)", terminator: "")
    }

    /// Prints a message on its own line, clearing the progress line first.
    func print(_ message: String) {
        Console.error((shown ? "\r\u{1B}[K" : "") + message)
    }

    func finish() {
        if shown { Console.error("\r\u{1B}[K", terminator: "") }
    }
}
