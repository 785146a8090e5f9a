import Foundation

/// `layoutshot explain`: the negotiation of a layout pass — every `sizeThatFits` call in order, every
/// placement, per-view counts.
struct ExplainCommand {
    static let spec = CommandSpec(
        name: "explain", arguments: "FILE", summary: "every sizeThatFits call, in order, and every placement",
        description: "Shows how each preview was laid out: every sizeThatFits call in order, indented under the call "
            + "that made it (view ← proposal → answer; \"(memo)\" when the pass answered a repeated proposal from its "
            + "memo), then every placement, how many times each view was measured by its container, and a summary. "
            + "--json gives {\"previews\": [{\"name\", \"calls\", \"placements\", \"views\", \"summary\"}]}. "
            + "--format svg|png|pdf draws each preview's pass as a sequence diagram (proposals as arrows from the "
            + "container to the view, answers as dashed arrows back — a leaf's on its proposal's row —, repeated memo "
            + "answers grey and folded into one row (×N), placements green) into -o FILE "
            + "or --out DIR.",
        options: [ReportOptions.json, ReportOptions.diagramFormat, ReportOptions.diagramOutput, ReportOptions.diagramFolder,
                  RenderingOptions.scale])
    static var help: String { spec.help }
    let args: Arguments

    init(_ raw: [String]) throws {
        args = try Arguments(raw, options: ExplainCommand.spec.allOptions)
    }

    func run() throws -> ExitCode {
        if args.has(helpOption) {
            try Console.out(ExplainCommand.help, terminator: "")
            return .success
        }
        guard args.positional.count == 1 else { throw UsageError(description: "explain needs exactly one fixture file") }
        let loader = try FixtureLoader(args)
        let fixture = try loader.load(args.positional[0], explains: true)
        let layouts = fixture.previews, tracers = fixture.traces
        if let format = args.text(ReportOptions.diagramFormat) ?? args.text(ReportOptions.diagramOutput).flatMap(diagramFormat) {
            return try writeDiagrams(zip(layouts, tracers).map { ($0, $1) }, format: format, measurer: loader.measurer)
        }
        if args.has(ReportOptions.json) {
            try Console.out(explainJSON(zip(layouts, tracers).map { ($0, $1) }))
            try Console.out("")
        } else {
            for (layout, tracer) in zip(layouts, tracers) {
                try Console.out("# \(layout.name ?? layout.outputName) — proposed \(layout.result.proposal)")
                try Console.out(tracer.report())
            }
        }
        return .success
    }
}

extension ExplainCommand {
    /// The format a diagram output file's extension names.
    func diagramFormat(_ path: String) -> String? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        return ["svg", "png", "pdf"].contains(ext) ? ext : nil
    }

    /// Draws each preview's pass as a sequence diagram.
    func writeDiagrams(_ previews: [(PreviewLayout, ExplainTracer)], format name: String,
                       measurer: PangoTextMeasurer) throws -> ExitCode {
        guard let format = OutputFormat(rawValue: name) else {
            throw UsageError(description: "explain draws svg, png or pdf, not '\(name)'")
        }
        var options = args.scaledRenderOptions()
        let renderer = Renderer(text: measurer)
        for (layout, tracer) in previews {
            let url: URL
            if let output = args.text(ReportOptions.diagramOutput) {
                let file = URL(fileURLWithPath: output)
                url = previews.count == 1 ? file : RenderCommand.fileForPreview(layout, of: file, format: name)
            } else {
                url = URL(fileURLWithPath: args.text(ReportOptions.diagramFolder) ?? "output").appendingPathComponent("\(layout.outputName)-explain.\(name)")
            }
            options.svgIDPrefix = svgIDPrefix(url.deletingPathExtension().lastPathComponent)
            let diagram = tracer.sequenceDiagram()
            let data: Data
            do {
                data = try renderer.render(diagram, as: format, options: options)
            } catch let error as RenderError {
                throw InputError(message: "\(args.positional[0]):\(layout.line):1: error: "
                    + tooLarge(error, diagram: diagram, size: renderer.size(of: diagram), scale: options.scale))
            }
            try AtomicFile.write(data, to: url)
        }
        return .success
    }

    /// Why a diagram cannot be drawn: for one larger than the format allows, its size, its lanes and rows, and the
    /// ways out (SVG has no limit; a smaller scale makes a smaller PNG).
    func tooLarge(_ error: RenderError, diagram: SequenceDiagram, size: CGSize, scale: CGFloat) -> String {
        let shape = "\(diagram.lanes.count) lanes, \(diagram.messages.count) rows"
        switch error {
        case .canvasTooLarge(_, .pdf):
            return "the explain diagram would be \(formatNumber(size.width))×\(formatNumber(size.height)) points (\(shape)); "
                + "a PDF page is at most 14400 points on a side; draw it with --format svg"
        case .canvasTooLarge, .tooManyPixels:
            let pixels = "\(Int((size.width * scale).rounded(.up)))×\(Int((size.height * scale).rounded(.up)))"
            return "the explain diagram would be \(pixels) pixels at --scale \(formatNumber(scale)) (\(shape)); a PNG is at most "
                + "\(Renderer.maximumPixelCount / 1_048_576) megapixels and 32767 pixels on a side; draw it with --format svg, "
                + "or give a smaller --scale"
        default:
            return "\(error)"
        }
    }
}

/// `explain --json`: per preview, the calls, placements, per-view counts and a summary.
func explainJSON(_ previews: [(PreviewLayout, ExplainTracer)]) throws -> Data {
    struct Summary: Encodable {
        let views: Int
        let calls: Int
        let computed: Int
        let memo: Int
        let placements: Int
    }
    struct Entry: Encodable {
        let name: String?
        let proposal: [Double?]
        let calls: [ExplainTracer.Call]
        let placements: [ExplainTracer.Placement]
        let views: [ExplainTracer.ViewCount]
        let summary: Summary
    }
    let entries = previews.map { layout, tracer in
        let computed = tracer.calls.filter { $0.source == TraceSource.computed.rawValue }.count
        return Entry(name: layout.name, proposal: proposalArray(layout.result.proposal), calls: tracer.calls,
                     placements: tracer.placements, views: tracer.viewCounts,
                     summary: Summary(views: tracer.viewCounts.count, calls: tracer.calls.count, computed: computed,
                                      memo: tracer.calls.count - computed, placements: tracer.placements.count))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try encoder.encode(["previews": entries])
}
