import Foundation

/// The private protocol between the tool and a compiled fixture's program (docs/ARCHITECTURE.md §5): the
/// request is the program's one argument, the answer what it writes on descriptor 3, both JSON. The answer
/// is data only — every preview's frame tree (flattened, so that no JSON nests deeper than a few levels),
/// its drawings and decorations, the diagnostics, the explain trace — and the tool validates all of it
/// before using any (`layouts(from:…)`): the program runs the fixture's own code, so its answer is
/// untrusted. `version` changes whenever the format does (it is also part of the cache key). `package`: the
/// fuzz target of the answer (`make fuzz`) reads answers as the tool does (`read`).
package enum CompiledFixtureWire {
    static let version = 7
    /// The largest answer read; a larger one stops the program.
    static let maximumAnswerBytes = 512 << 20
    /// The most JSON values and keys an answer may hold, counted before it is decoded (`valueCount`):
    /// Foundation's decoder takes about 50 bytes for each (its index of the text, then the Swift values), so
    /// a forged answer of 512 MB of `0,` took 12 GB; at this count, about 2 GB. The largest answer the
    /// layout's own limits let a program make (198,000 views with explain traces, both colour schemes:
    /// 30 million) is below it (docs/RELIABILITY.md §6).
    static let maximumAnswerValues = 40 << 20
    /// No coordinate, length or radius of a picture is larger (it would overflow the renderers' pixel
    /// arithmetic long before it could be drawn).
    static let maximumCoordinate: Double = 1e9

    // MARK: The request

    package struct Request: Codable {
        var version = CompiledFixtureWire.version
        var width: Double?
        var height: Double?
        var platform: String
        var rightToLeft: Bool
        /// One layout per entry: "light", "dark", or nil for the fixture's own (the options' scheme).
        var colorSchemes: [String?]
        var colorScheme: String
        var dynamicTypeSize: Int
        /// `--locale`; absent: en_US.
        var locale: String?
        var explains: Bool
        /// Seconds the layout may take (it stops cooperatively, as an interpreted one does).
        var timeout: Double?
        /// The images `Image("name")` and `UIImage(named:)` may show: the tool's scan of the images' folder
        /// (`FolderImageSource.manifest`). The program is given no part of the folder itself.
        var images: [NamedImage]
        /// In the sandbox: the program limits its own processes (a fresh user namespace counts only its own).
        var sandboxed: Bool
        /// `--device`: the table's names of the devices every preview is laid out on (empty: its own).
        var devices: [String] = []
        /// `--orientation` (an `InterfaceOrientation`), over the previews' own; nil: theirs.
        var orientation: String?
        /// Whether output names carry the device (`LayoutOptions.namesDevices`).
        var namesDevices = false
    }

    /// An image of the manifest: its name, its file (the tool draws it) and its size in points.
    struct NamedImage: Codable {
        var name: String
        var path: String
        var width: Double
        var height: Double
    }

    /// The manifest as the program's image source.
    static func imageSource(_ request: Request) -> ManifestImageSource {
        ManifestImageSource(Dictionary(request.images.map {
            ($0.name, ImageAsset(size: CGSize(width: $0.width, height: $0.height), path: $0.path))
        }, uniquingKeysWith: { first, _ in first }))
    }

    static func request(_ options: FixtureLoadOptions, images: [String: ImageAsset], sandboxed: Bool) -> Request {
        Request(width: options.layout.width.map(Double.init), height: options.layout.height.map(Double.init),
                platform: options.layout.platform.rawValue, rightToLeft: options.layout.layoutDirection == .rightToLeft,
                colorSchemes: options.colorSchemes.map { $0.map(name) }, colorScheme: name(options.layout.colorScheme),
                dynamicTypeSize: options.layout.dynamicTypeSize.rawValue, locale: options.layout.locale, explains: options.explains,
                timeout: options.timeout,
                images: images.sorted { $0.key < $1.key }.map {
                    NamedImage(name: $0.key, path: $0.value.path, width: Double($0.value.size.width), height: Double($0.value.size.height))
                },
                sandboxed: sandboxed, devices: options.layout.devices.map(\.name),
                orientation: options.layout.orientation?.rawValue, namesDevices: options.layout.namesDevices)
    }

    /// The layout options a request stands for (in the program).
    static func options(_ request: Request) throws -> LayoutOptions {
        var options = LayoutOptions(width: request.width.map { CGFloat($0) }, height: request.height.map { CGFloat($0) },
                                    platform: Platform(rawValue: request.platform) ?? .iOS)
        options.layoutDirection = request.rightToLeft ? .rightToLeft : .leftToRight
        options.colorScheme = try value(request.colorScheme, of: ColorScheme.self)
        options.dynamicTypeSize = DynamicTypeSize(rawValue: request.dynamicTypeSize) ?? .large
        options.devices = try request.devices.map { try Device.named($0).get() }
        options.orientation = try request.orientation.map { try value($0, of: InterfaceOrientation.self) }
        options.namesDevices = request.namesDevices
        options.locale = request.locale.flatMap { LayoutOptions.locales.contains($0) ? $0 : nil } ?? "en_US"
        return options
    }

    // MARK: The answer

    struct Answer: Codable {
        var version = CompiledFixtureWire.version
        /// One list of previews per requested colour scheme.
        var variants: [[Preview]] = []
        /// One trace per preview of the first variant, when asked for.
        var traces: [Trace]?
        /// Why the program could not lay its previews out (fonts missing, a bad request).
        var error: String?
    }

    struct Preview: Codable {
        var title: String?
        var line: Int
        var canvas: [Double]
        var proposal: [Double?]
        var dark: Bool
        /// The frame tree, parents before children (depth first), each with its number of children.
        var nodes: [Node]
        var diagnostics: [Diagnostic]
        /// Which of the fixture's previews this is (one preview is laid out once per device); nil: the one
        /// after the previous entry's.
        var preview: Int?
        /// The device's name as the output name carries it: a table name, or a name the table lacks, as written
        /// (then a fatal diagnostic says so and there is no screen); nil: none.
        var device: String?
        /// The screen: the device's orientation, and whether the canvas is its screen (`PreviewScreen`); nil for
        /// none (a device the table lacks).
        var orientation: String?
        var isScreen: Bool?
    }

    struct Diagnostic: Codable {
        var message: String
        var fatal: Bool
    }

    struct Node: Codable {
        var type: String
        var text: String?
        var id: String?
        var elementID: String?
        var frame: [Double]
        var proposal: [Double?]
        var content: Bool
        var drawing: Drawing?
        var decorations: [Decoration]?
        var zIndex: Double?
        var children: Int
    }

    struct Font: Codable {
        var size: Double
        var weight: Int
        var italic: Bool
        var design: String
        var lineHeight: Double?
        /// Tabular digits (`monospacedDigit()`); absent: none.
        var tabularDigits: Bool?
    }

    struct Run: Codable {
        var start: Int
        var end: Int
        var font: Font
        var color: [Double]?
        var tracking: Double
        var strikethrough: Bool
        var strikethroughColor: [Double]?
        var underline: Bool
        var underlineColor: [Double]?
        /// Points the run is raised (`baselineOffset`); absent: 0.
        var baselineOffset: Double?
    }

    struct TextDrawing: Codable {
        var string: String
        var font: Font
        var tracking: Double
        var lineSpacing: Double
        var truncation: String
        var alignment: String
        var rightToLeft: Bool
        var runs: [Run]
        var width: Double?
        var maxLines: Int?
        var paint: WirePaint
        var runPaints: [RunPaint]?
        /// Drawn as placeholder bars (`.redacted(reason:)`); absent: false.
        var redacted: Bool?
    }

    /// A run of a text painted on its own (a gradient in `Text + Text`): its UTF-8 byte range and paint.
    struct RunPaint: Codable {
        var start: Int
        var end: Int
        var paint: WirePaint
    }

    /// A paint; a gradient's stops are red, green, blue, opacity and location in turn, points and lengths in
    /// root coordinates, angles in radians.
    enum WirePaint: Codable {
        case color([Double])
        case linear(stops: [Double], start: [Double], end: [Double])
        case radial(stops: [Double], center: [Double], radii: [Double])
        case elliptical(stops: [Double], center: [Double], radii: [Double], fractions: [Double])
        case angular(stops: [Double], center: [Double], angles: [Double])
        case image(path: String, sourceRect: [Double], size: [Double], origin: [Double])
    }

    /// One fill (`stroke` nil) or stroke of a shape.
    struct Layer: Codable {
        var path: WirePath
        var paint: WirePaint
        var eoFill: Bool
        var antialiased: Bool
        var stroke: Stroke?
    }

    /// A stroke: caps 0 butt, 1 round, 2 square; joins 0 miter, 1 round, 2 bevel.
    struct Stroke: Codable {
        var width: Double
        var cap: Int
        var join: Int
        var miterLimit: Double
        var dash: [Double]
        var dashPhase: Double
    }

    /// A path: one operation per element (0 move, 1 line, 2 quadratic curve, 3 cubic curve, 4 close) and
    /// the elements' points, x and y in turn.
    struct WirePath: Codable {
        var operations: [Int]
        var points: [Double]
    }

    enum Drawing: Codable {
        case text(TextDrawing)
        case shape(layers: [Layer])
        case bitmap(path: String, size: [Double])
        case symbol(name: String, weight: Int, tint: [Double])
        case symbolPlaceholder(name: String, tint: [Double])
        case missing(name: String)
    }

    enum Decoration: Codable {
        case border(paint: WirePaint, width: Double)
        case opacity(Double)
        case clip(path: WirePath, scrollViewport: Bool)
        case hidden
        case transform(rotation: Double, scale: [Double], anchor: [Double])
        case shadow(color: [Double], radius: Double, x: Double, y: Double)
        case blur(radius: Double, opaque: Bool)
        case mask
        case blend(mode: String)
        case group
        /// A colour effect: its name and amount (a multiply's colour in `color`).
        case colorFilter(name: String, amount: Double?, color: [Double]?)
    }

    struct Trace: Codable {
        struct Call: Codable {
            var view: Int, type: String, text: String?, proposal: [Double?], size: [Double], source: String
            var depth: Int, purpose: String, asker: Int?, nested: Int
        }
        struct Placement: Codable {
            var view: Int, type: String, text: String?, frame: [Double], proposal: [Double?], parent: Int?
        }
        struct Count: Codable {
            var view: Int, type: String, text: String?, calls: Int, computed: Int, memo: Int, placementChecks: Int
            var cachesMade: Int
        }
        struct Cache: Codable {
            var logIndex: Int, view: Int, type: String, depth: Int
        }
        var calls: [Call]
        var placements: [Placement]
        /// Calls (i ≥ 0: `calls[i]`) and placements (i < 0: `placements[-1 - i]`) in the order they happened.
        var log: [Int]
        var counts: [Count]
        var caches: [Cache]
    }

    // MARK: Encoding (in the program)

    static func name<T>(_ value: T) -> String { "\(value)" }

    static func value<T: CaseIterable>(_ name: String, of type: T.Type) throws -> T {
        guard let value = T.allCases.first(where: { "\($0)" == name }) else { throw Invalid("unknown \(T.self) '\(name)'") }
        return value
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    static func preview(_ layout: PreviewLayout) -> Preview {
        var nodes: [Node] = []
        func add(_ node: FrameNode) {
            nodes.append(Node(type: node.type, text: node.text, id: node.id, elementID: node.elementID, frame: rect(node.frame),
                              proposal: proposal(node.proposal), content: node.role == .content, drawing: drawing(node.drawing),
                              decorations: node.decorations.isEmpty ? nil : node.decorations.map(decoration),
                              zIndex: node.zIndex == 0 ? nil : node.zIndex, children: node.children.count))
            node.children.forEach(add)
        }
        add(layout.result.root)
        return Preview(title: layout.name, line: layout.line,
                       canvas: [Double(layout.result.canvasSize.width), Double(layout.result.canvasSize.height)],
                       proposal: proposal(layout.result.proposal), dark: layout.result.colorScheme == .dark, nodes: nodes,
                       diagnostics: layout.result.diagnostics.map { Diagnostic(message: $0.description, fatal: $0.isFatal) },
                       preview: layout.index, device: layout.device, orientation: layout.result.screen?.orientation.rawValue,
                       isScreen: layout.result.screen?.isCanvas ?? false)
    }

    static func trace(_ tracer: ExplainTracer) -> Trace {
        Trace(calls: tracer.calls.map {
                  Trace.Call(view: $0.view, type: $0.type, text: $0.text, proposal: proposal($0.proposal),
                             size: [Double($0.size.width), Double($0.size.height)], source: $0.source, depth: $0.depth,
                             purpose: $0.purpose, asker: $0.asker, nested: $0.nested)
              },
              placements: tracer.placements.map {
                  Trace.Placement(view: $0.view, type: $0.type, text: $0.text, frame: rect($0.frame),
                                  proposal: proposal($0.proposal), parent: $0.parent)
              },
              log: tracer.log.map { $0.isCall ? $0.index : -1 - $0.index },
              counts: tracer.counts.values.sorted { $0.view < $1.view }.map {
                  Trace.Count(view: $0.view, type: $0.type, text: $0.text, calls: $0.calls, computed: $0.computed,
                              memo: $0.memo, placementChecks: $0.placementChecks, cachesMade: $0.cachesMade)
              },
              caches: tracer.cachesMade.map { Trace.Cache(logIndex: $0.logIndex, view: $0.view, type: $0.type, depth: $0.depth) })
    }

    private static func rect(_ r: CGRect) -> [Double] { [r.minX, r.minY, r.width, r.height].map { Double($0) } }
    private static func proposal(_ p: ProposedViewSize) -> [Double?] { [p.width.map { Double($0) }, p.height.map { Double($0) }] }
    private static func color(_ c: RGBA) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

    private static func font(_ f: ResolvedFont) -> Font {
        Font(size: Double(f.size), weight: f.weight, italic: f.italic, design: f.design.rawValue,
             lineHeight: f.styleLineHeight.map { Double($0) }, tabularDigits: f.monospacedDigit ? true : nil)
    }

    private static func point(_ p: CGPoint) -> [Double] { [Double(p.x), Double(p.y)] }

    private static func stops(_ stops: [GradientStop]) -> [Double] {
        stops.flatMap { color($0.color) + [$0.location] }
    }

    private static func paint(_ p: Paint) -> WirePaint {
        switch p {
        case .color(let c): return .color(color(c))
        case .linearGradient(let s, let start, let end): return .linear(stops: stops(s), start: point(start), end: point(end))
        case .radialGradient(let s, let center, let r0, let r1):
            return .radial(stops: stops(s), center: point(center), radii: [Double(r0), Double(r1)])
        case .ellipticalGradient(let s, let center, let radii, let f0, let f1):
            return .elliptical(stops: stops(s), center: point(center), radii: [Double(radii.width), Double(radii.height)],
                               fractions: [Double(f0), Double(f1)])
        case .angularGradient(let s, let center, let a0, let a1): return .angular(stops: stops(s), center: point(center), angles: [a0, a1])
        case .image(let tile):
            return .image(path: tile.asset.path, sourceRect: rect(tile.sourceRect), size: [Double(tile.size.width), Double(tile.size.height)],
                          origin: point(tile.origin))
        }
    }

    private static func path(_ p: Path) -> WirePath {
        var operations: [Int] = [], points: [Double] = []
        func add(_ pts: CGPoint...) { for q in pts { points += [Double(q.x), Double(q.y)] } }
        for element in p.elements {
            switch element {
            case .move(let to): operations.append(0); add(to)
            case .line(let to): operations.append(1); add(to)
            case .quadCurve(let to, let control): operations.append(2); add(to, control)
            case .curve(let to, let c1, let c2): operations.append(3); add(to, c1, c2)
            case .closeSubpath: operations.append(4)
            }
        }
        return WirePath(operations: operations, points: points)
    }

    private static func drawing(_ d: LayoutCore.Drawing) -> Drawing? {
        switch d {
        case .none: return nil
        case .text(let t):
            let runs = t.text.runs.map {
                Run(start: $0.bytes.lowerBound, end: $0.bytes.upperBound, font: font($0.font), color: $0.color.map(color),
                    tracking: Double($0.tracking), strikethrough: $0.isStrikethrough,
                    strikethroughColor: $0.strikethroughColor.map(color), underline: $0.isUnderline,
                    underlineColor: $0.underlineColor.map(color), baselineOffset: $0.baselineOffset == 0 ? nil : Double($0.baselineOffset))
            }
            return .text(TextDrawing(string: t.text.string, font: font(t.text.font), tracking: Double(t.text.tracking),
                                     lineSpacing: Double(t.text.lineSpacing), truncation: name(t.text.truncationMode),
                                     alignment: name(t.text.alignment), rightToLeft: t.text.layoutDirection == .rightToLeft,
                                     runs: runs, width: t.width.map { Double($0) }, maxLines: t.maxLines, paint: paint(t.paint),
                                     runPaints: t.runPaints.isEmpty ? nil : t.runPaints.map {
                                         RunPaint(start: $0.bytes.lowerBound, end: $0.bytes.upperBound, paint: paint($0.paint))
                                     }, redacted: t.isRedacted ? true : nil))
        case .shape(let s):
            return .shape(layers: s.layers.map { layer in
                var wire = Layer(path: path(layer.path), paint: paint(layer.paint), eoFill: false, antialiased: true, stroke: nil)
                switch layer.style {
                case .fill(let fill):
                    (wire.eoFill, wire.antialiased) = (fill.isEOFilled, fill.isAntialiased)
                case .stroke(let s, let antialiased):
                    wire.antialiased = antialiased
                    wire.stroke = Stroke(width: Double(s.lineWidth), cap: Int(s.lineCap.rawValue), join: Int(s.lineJoin.rawValue),
                                         miterLimit: Double(s.miterLimit), dash: s.dash.map { Double($0) }, dashPhase: Double(s.dashPhase))
                }
                return wire
            })
        case .image(let image):
            switch image.kind {
            case .bitmap(let asset): return .bitmap(path: asset.path, size: [Double(asset.size.width), Double(asset.size.height)])
            case .symbol(let symbol): return .symbol(name: symbol.name, weight: symbol.weight, tint: color(symbol.color))
            case .symbolPlaceholder(let name, let tint): return .symbolPlaceholder(name: name, tint: color(tint))
            case .missing(let name): return .missing(name: name)
            }
        }
    }

    private static func decoration(_ d: LayoutCore.Decoration) -> Decoration {
        switch d {
        case .border(let p, let width): return .border(paint: paint(p), width: Double(width))
        case .opacity(let alpha): return .opacity(alpha)
        case .clip(let clip): return .clip(path: path(clip.path), scrollViewport: clip.isScrollViewport)
        case .hidden: return .hidden
        case .transform(let t):
            return .transform(rotation: t.rotation.radians, scale: [Double(t.scale.width), Double(t.scale.height)],
                              anchor: [Double(t.anchor.x), Double(t.anchor.y)])
        case .shadow(let c, let radius, let x, let y): return .shadow(color: color(c), radius: Double(radius), x: Double(x), y: Double(y))
        case .blur(let radius, let opaque): return .blur(radius: Double(radius), opaque: opaque)
        case .mask: return .mask
        case .blend(let mode): return .blend(mode: mode.rawValue)
        case .group: return .group
        case .colorFilter(let filter):
            switch filter {
            case .grayscale(let v): return .colorFilter(name: "grayscale", amount: v, color: nil)
            case .saturation(let v): return .colorFilter(name: "saturation", amount: v, color: nil)
            case .brightness(let v): return .colorFilter(name: "brightness", amount: v, color: nil)
            case .contrast(let v): return .colorFilter(name: "contrast", amount: v, color: nil)
            case .hueRotation(let v): return .colorFilter(name: "hueRotation", amount: v, color: nil)
            case .multiply(let c): return .colorFilter(name: "multiply", amount: nil, color: color(c))
            case .invert: return .colorFilter(name: "invert", amount: nil, color: nil)
            case .luminanceToAlpha: return .colorFilter(name: "luminanceToAlpha", amount: nil, color: nil)
            }
        }
    }
}

// MARK: Decoding (in the tool): every value checked before it is used

extension CompiledFixtureWire {
    /// A part of the answer that the library could not have made.
    struct Invalid: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// What the answer may hold: the layout's own limits, with room for the wrappers layout adds.
    struct Bounds {
        var nodes: Int
        var depth: Int
        var characters: Int
        var previews = 10_000
        var pathElements = 10_000_000
        var decorations = 1_000_000
        /// Gradient stops, run paints and dash lengths, all together.
        var paintValues = 10_000_000
        var traceEntries = 20_000_000

        init(_ limits: LayoutLimits) {
            nodes = 2 * limits.maximumViews
            depth = 2 * limits.maximumDepth
            characters = limits.maximumTextLength
        }
    }

    /// One checked preview of an answer: its title and line, which preview of the fixture it is, the device's
    /// name for the output name, and its layout.
    package typealias Checked = (title: String?, line: Int, result: LayoutResult, preview: Int?, device: String?)

    /// The laid-out previews and traces of a decoded answer, every value checked: numbers finite and within
    /// `maximumCoordinate`, the trees within the layout's limits, strings bounded, trace indices in range,
    /// images regular files inside `imageFolder` (the link or `..` that leads out of it is refused).
    static func layouts(from answer: Answer, request: Request, bounds: Bounds, imageFolder: String) throws
        -> (variants: [[Checked]], traces: [ExplainTracer]) {
        guard answer.version == version else { throw Invalid("an answer of protocol version \(answer.version), not \(version)") }
        guard answer.variants.count == request.colorSchemes.count else {
            throw Invalid("\(answer.variants.count) layouts for \(request.colorSchemes.count) colour schemes")
        }
        let folder = try realFolder(imageFolder)
        var checker = Checker(bounds: bounds, folder: folder)
        let variants = try answer.variants.map { previews in
            guard previews.count == answer.variants[0].count, previews.count <= bounds.previews else {
                throw Invalid("a different number of previews per colour scheme, or too many")
            }
            return try previews.map { try checker.preview($0) }
        }
        var traces: [ExplainTracer] = []
        if request.explains {
            guard let wire = answer.traces, wire.count == answer.variants.first?.count ?? 0 else {
                throw Invalid("no explain trace for every preview")
            }
            traces = try wire.map { try checker.trace($0) }
        }
        return (variants, traces)
    }

    /// Why the tool does not use an answer.
    package enum Refusal: Error {
        /// Not JSON of this protocol (the decoder's words, printable).
        case notTheProtocol(String)
        /// The program's own report of why it could not lay its previews out (printable), if it is one.
        case failed(String?)
        /// Decoded, but holding a value the library could not have made.
        case refused(String)

        /// The error the tool reports for the fixture at `path`.
        package func message(path: String) -> String {
            switch self {
            case .notTheProtocol(let reason): return "\(path):1:1: error: the compiled fixture's answer is not the layout protocol's (\(reason))"
            case .failed(let message): return message ?? "\(path): error: the compiled fixture failed"
            case .refused(let reason): return "\(path):1:1: error: the compiled fixture's answer was refused: \(reason)"
            }
        }
    }

    /// The tool's reading of the bytes a compiled fixture answered with: decoded, its own error if it reports
    /// one, else every value checked (`layouts(from:…)`). Throws a `Refusal`. The compiled path's one way in,
    /// and what the answer's fuzz target runs on any bytes.
    package static func read(_ bytes: Data, request: Request, imageFolder: String, limits: LayoutLimits = LayoutLimits(),
                             maximumValues: Int = maximumAnswerValues) throws
        -> (variants: [[Checked]], traces: [ExplainTracer]) {
        let values = valueCount(bytes)
        guard values <= maximumValues else {
            throw Refusal.refused("\(values) JSON values and keys, more than the \(maximumValues) the layout protocol ever needs")
        }
        let answer: Answer
        do {
            answer = try decoder().decode(Answer.self, from: bytes)
        } catch {
            // The decoder quotes a character of the input: the fixture's code chose it.
            throw Refusal.notTheProtocol(String(printable("\(error)").prefix(1_000)))
        }
        let bounds = Bounds(limits)
        if let error = answer.error {
            throw Refusal.failed(try? Checker(bounds: bounds, folder: "/").message(error))
        }
        do {
            return try layouts(from: answer, request: request, bounds: bounds, imageFolder: imageFolder)
        } catch {
            throw Refusal.refused("\(error)")
        }
    }

    /// An upper bound on the JSON values and keys in `bytes`, without decoding: one for the first, one more for
    /// each `,` and `:` outside strings (each starts another value or key), one for each `[` and `{`.
    static func valueCount(_ bytes: Data) -> Int {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            var count = 1, inString = false, escaped = false
            for byte in raw {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"): count += 1
                default: break
                }
            }
            return count
        }
    }

    /// `text` without control characters but line breaks (no terminal escapes).
    static func printable(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control && scalar != "\n" ? "\u{FFFD}" : Character(scalar)
        })
    }

    /// The canonical path of the images' folder.
    static func realFolder(_ folder: String) throws -> String {
        guard let resolved = realpath(folder, nil) else { throw Invalid("the fixture's folder \(folder) cannot be resolved") }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Checks and converts; counts what it has seen against the bounds.
    struct Checker {
        let bounds: Bounds
        let folder: String
        var pathElements = 0
        var decorations = 0
        var paintValues = 0

        func number(_ v: Double, _ what: String) throws -> CGFloat {
            guard v.isFinite, abs(v) <= maximumCoordinate else { throw Invalid("\(what) \(v) is not a finite length") }
            return CGFloat(v)
        }

        func length(_ v: Double, _ what: String) throws -> CGFloat {
            let n = try number(v, what)
            guard n >= 0 else { throw Invalid("\(what) \(v) is negative") }
            return n
        }

        /// A proposal's dimension: nil, ±∞ or NaN (which are only printed and compared), or a finite length.
        func proposed(_ v: Double?, _ what: String) throws -> CGFloat? {
            guard let v else { return nil }
            guard v.isFinite else { return CGFloat(v) }
            return try number(v, what)
        }

        func pair(_ values: [Double], _ what: String) throws -> (CGFloat, CGFloat) {
            guard values.count == 2 else { throw Invalid("\(what) has \(values.count) numbers, not 2") }
            return (try number(values[0], what), try number(values[1], what))
        }

        func proposal(_ values: [Double?]) throws -> ProposedViewSize {
            guard values.count == 2 else { throw Invalid("a proposal of \(values.count) numbers") }
            return ProposedViewSize(width: try proposed(values[0], "a proposed width"), height: try proposed(values[1], "a proposed height"))
        }

        func rect(_ values: [Double]) throws -> CGRect {
            guard values.count == 4 else { throw Invalid("a frame of \(values.count) numbers") }
            return CGRect(x: try number(values[0], "x"), y: try number(values[1], "y"),
                          width: try length(values[2], "a width"), height: try length(values[3], "a height"))
        }

        func string(_ s: String, _ what: String) throws -> String {
            // UTF-8 bytes first: counting characters of a huge string is the cost being guarded against.
            guard s.utf8.count <= 4 * bounds.characters, s.count <= bounds.characters else {
                throw Invalid("\(what) is longer than \(bounds.characters) characters")
            }
            return s
        }

        /// A message to print: bounded, without control characters (no terminal escapes).
        func message(_ s: String) throws -> String {
            printable(try string(s, "a message"))
        }

        func color(_ values: [Double]) throws -> RGBA {
            guard values.count == 4, values.allSatisfy(\.isFinite) else { throw Invalid("a colour that is not four finite numbers") }
            return RGBA(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        }

        /// Font sizes, tracking, line spacing and line limits within the ranges the library's own checks keep
        /// them in (`ArgumentCheck`), which the typesetter and FreeType are made for.
        func font(_ f: Font) throws -> ResolvedFont {
            guard (1...1000).contains(f.weight) else { throw Invalid("a font weight of \(f.weight)") }
            let size = try length(f.size, "a font size")
            guard size <= ArgumentCheck.maximumFontSize else { throw Invalid("a font size of \(f.size)") }
            var font = ResolvedFont(size: size, weight: f.weight, italic: f.italic, design: try design(f.design))
            font.styleLineHeight = try f.lineHeight.map { try length($0, "a line height") }
            font.monospacedDigit = f.tabularDigits ?? false
            return font
        }

        func tracking(_ v: Double) throws -> CGFloat {
            let n = try number(v, "a tracking")
            guard abs(n) <= ArgumentCheck.maximumTracking else { throw Invalid("a tracking of \(v)") }
            return n
        }

        func design(_ name: String) throws -> LayoutCore.Font.Design {
            guard let design = LayoutCore.Font.Design(rawValue: name) else { throw Invalid("an unknown font design '\(name)'") }
            return design
        }

        /// Counts `n` more paint values against the bound.
        mutating func count(_ n: Int) throws {
            paintValues += n
            guard paintValues <= bounds.paintValues else { throw Invalid("more than \(bounds.paintValues) gradient stops and dashes") }
        }

        /// Stops: five numbers each, colours as colours, locations in 0...1 and in order (as the library sorts them).
        mutating func stops(_ values: [Double]) throws -> [GradientStop] {
            guard values.count % 5 == 0 else { throw Invalid("gradient stops of \(values.count) numbers") }
            try count(values.count / 5)
            var previous = 0.0
            return try stride(from: 0, to: values.count, by: 5).map { i in
                let location = values[i + 4]
                guard location.isFinite, location >= previous, location <= 1 else {
                    throw Invalid("a gradient stop at \(location), out of order or outside 0…1")
                }
                previous = location
                return GradientStop(color: try color(Array(values[i..<i + 4])), location: location)
            }
        }

        func point(_ values: [Double], _ what: String) throws -> CGPoint {
            let (x, y) = try pair(values, what)
            return CGPoint(x: x, y: y)
        }

        mutating func paint(_ wire: WirePaint) throws -> Paint {
            switch wire {
            case .color(let c):
                return .color(try color(c))
            case .linear(let s, let start, let end):
                return .linearGradient(stops: try stops(s), start: try point(start, "a gradient's start"), end: try point(end, "a gradient's end"))
            case .radial(let s, let center, let radii):
                let (r0, r1) = try pair(radii, "a gradient's radii")
                return .radialGradient(stops: try stops(s), center: try point(center, "a gradient's centre"),
                                       startRadius: try length(Double(r0), "a gradient radius"), endRadius: try length(Double(r1), "a gradient radius"))
            case .elliptical(let s, let center, let radii, let fractions):
                let (w, h) = try pair(radii, "a gradient's radii"), (f0, f1) = try pair(fractions, "a gradient's fractions")
                return .ellipticalGradient(stops: try stops(s), center: try point(center, "a gradient's centre"),
                                           radii: CGSize(width: try length(Double(w), "a gradient radius"), height: try length(Double(h), "a gradient radius")),
                                           startFraction: try length(Double(f0), "a radius fraction"), endFraction: try length(Double(f1), "a radius fraction"))
            case .angular(let s, let center, let angles):
                guard angles.count == 2, angles.allSatisfy({ $0.isFinite && abs($0) <= 1e6 }), angles[1] > angles[0],
                      angles[1] - angles[0] <= 2 * .pi + 1e-9 else { throw Invalid("an angular gradient's angles \(angles)") }
                return .angularGradient(stops: try stops(s), center: try point(center, "a gradient's centre"), startAngle: angles[0],
                                        endAngle: angles[1])
            case .image(let file, let sourceRect, let size, let origin):
                let source = try rect(sourceRect)
                let (w, h) = try pair(size, "an image tile's size")
                guard source.width > 0, source.height > 0, w > 0, h > 0 else { throw Invalid("an empty image tile") }
                let asset = ImageAsset(size: CGSize(width: w, height: h), path: try image(file))
                return .image(ImageTile(asset: asset, sourceRect: source, size: CGSize(width: w, height: h),
                                        origin: try point(origin, "an image tile's origin")))
            }
        }

        mutating func layer(_ wire: Layer) throws -> ShapeDrawing.Layer {
            let style: ShapeDrawing.Style
            if let s = wire.stroke {
                guard let cap = CGLineCap(rawValue: Int32(clamping: s.cap)), let join = CGLineJoin(rawValue: Int32(clamping: s.join)) else {
                    throw Invalid("a line cap \(s.cap) or join \(s.join)")
                }
                guard s.dash.count <= StrokeStyle.maximumDashCount else { throw Invalid("a dash pattern of \(s.dash.count) lengths") }
                try count(s.dash.count)
                let dash = try s.dash.map { try length($0, "a dash length") }
                guard dash.isEmpty || dash.contains(where: { $0 > 0 }) else { throw Invalid("a dash pattern of zero lengths") }
                let checked = StrokeStyle(lineWidth: try length(s.width, "a line width"), lineCap: cap, lineJoin: join,
                                          miterLimit: try length(s.miterLimit, "a miter limit"), dash: dash,
                                          dashPhase: try number(s.dashPhase, "a dash phase"))
                style = .stroke(checked, antialiased: wire.antialiased)
            } else {
                style = .fill(FillStyle(eoFill: wire.eoFill, antialiased: wire.antialiased))
            }
            return ShapeDrawing.Layer(path: try path(wire.path), paint: try paint(wire.paint), style: style)
        }

        mutating func path(_ wire: WirePath) throws -> Path {
            pathElements += wire.operations.count
            guard pathElements <= bounds.pathElements else { throw Invalid("more than \(bounds.pathElements) path elements") }
            var path = Path()
            var next = 0
            func point() throws -> CGPoint {
                guard next + 2 <= wire.points.count else { throw Invalid("a path with too few points") }
                defer { next += 2 }
                return CGPoint(x: try number(wire.points[next], "a path's x"), y: try number(wire.points[next + 1], "a path's y"))
            }
            for operation in wire.operations {
                switch operation {
                case 0: path.move(to: try point())
                case 1: path.addLine(to: try point())
                case 2:
                    let to = try point()
                    path.addQuadCurve(to: to, control: try point())
                case 3:
                    let to = try point(), c1 = try point()
                    path.addCurve(to: to, control1: c1, control2: try point())
                case 4: path.closeSubpath()
                default: throw Invalid("an unknown path operation \(operation)")
                }
            }
            guard next == wire.points.count else { throw Invalid("a path with points left over") }
            return path
        }

        /// An image file: a regular file inside the fixture's folder, by its canonical path.
        func image(_ path: String) throws -> String {
            guard let resolved = realpath(path, nil) else { throw Invalid("an image \(path) that does not exist") }
            defer { free(resolved) }
            let real = String(cString: resolved)
            guard real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
                throw Invalid("an image outside the fixture's folder (\(path))")
            }
            var info = stat()
            guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw Invalid("an image \(path) that is not a file") }
            return real
        }

        mutating func drawing(_ wire: Drawing?) throws -> LayoutCore.Drawing {
            guard let wire else { return .none }
            switch wire {
            case .text(let t):
                var text = ResolvedText(string: try string(t.string, "a text"), font: try font(t.font))
                text.tracking = try tracking(t.tracking)
                text.lineSpacing = try length(t.lineSpacing, "a line spacing")
                guard text.lineSpacing <= ArgumentCheck.maximumLength else { throw Invalid("a line spacing of \(t.lineSpacing)") }
                text.truncationMode = try value(t.truncation, of: Text.TruncationMode.self)
                text.alignment = try value(t.alignment, of: TextAlignment.self)
                text.layoutDirection = t.rightToLeft ? .rightToLeft : .leftToRight
                let bytes = text.string.utf8.count
                guard t.runs.count <= bytes + 1 else { throw Invalid("more runs than bytes in a text") }
                text.runs = try t.runs.map { run in
                    guard run.start >= 0, run.start <= run.end, run.end <= bytes else { throw Invalid("a text run outside its text") }
                    var textRun = TextRun(bytes: run.start..<run.end, font: try font(run.font), color: try run.color.map(color),
                                          tracking: try tracking(run.tracking), isStrikethrough: run.strikethrough,
                                          strikethroughColor: try run.strikethroughColor.map(color), isUnderline: run.underline,
                                          underlineColor: try run.underlineColor.map(color))
                    textRun.baselineOffset = try run.baselineOffset.map { try tracking($0) } ?? 0
                    return textRun
                }
                if let lines = t.maxLines, !(0...ArgumentCheck.maximumLines).contains(lines) { throw Invalid("a line limit of \(lines)") }
                let runPaints = try (t.runPaints ?? []).map { run -> LayoutCore.TextDrawing.RunPaint in
                    guard run.start >= 0, run.start <= run.end, run.end <= bytes else { throw Invalid("a run paint outside its text") }
                    try count(1)
                    return LayoutCore.TextDrawing.RunPaint(bytes: run.start..<run.end, paint: try paint(run.paint))
                }
                return .text(LayoutCore.TextDrawing(text: text, width: try t.width.map { try length($0, "a text width") },
                                                    maxLines: t.maxLines, paint: try paint(t.paint), runPaints: runPaints,
                                                    isRedacted: t.redacted ?? false))
            case .shape(let layers):
                guard layers.count <= 1_000 else { throw Invalid("a shape of \(layers.count) layers") }
                return .shape(ShapeDrawing(layers: try layers.map { try layer($0) }))
            case .bitmap(let file, let size):
                let (w, h) = try pair(size, "an image size")
                guard w >= 0, h >= 0 else { throw Invalid("a negative image size") }
                return .image(ImageDrawing(kind: .bitmap(ImageAsset(size: CGSize(width: w, height: h), path: try image(file)))))
            case .symbol(let name, let weight, let tint):
                guard (1...1000).contains(weight) else { throw Invalid("a symbol weight of \(weight)") }
                let symbol = SymbolDrawing(name: try string(name, "a symbol name"), weight: weight, color: try color(tint))
                return .image(ImageDrawing(kind: .symbol(symbol)))
            case .symbolPlaceholder(let name, let tint):
                return .image(ImageDrawing(kind: .symbolPlaceholder(try string(name, "a symbol name"), try color(tint))))
            case .missing(let name):
                return .image(ImageDrawing(kind: .missing(try string(name, "an image name"))))
            }
        }

        mutating func decoration(_ wire: Decoration) throws -> LayoutCore.Decoration {
            switch wire {
            case .border(let p, let width): return .border(try paint(p), width: try length(width, "a border width"))
            case .opacity(let alpha):
                guard alpha.isFinite else { throw Invalid("an opacity of \(alpha)") }
                return .opacity(alpha)
            case .clip(let wirePath, let viewport): return .clip(ClipShape(path: try path(wirePath), isScrollViewport: viewport))
            case .hidden: return .hidden
            case .transform(let rotation, let scale, let anchor):
                guard rotation.isFinite else { throw Invalid("a rotation of \(rotation)") }
                let (sx, sy) = try pair(scale, "a scale"), (ax, ay) = try pair(anchor, "an anchor")
                return .transform(DrawingTransform(rotation: Angle(radians: rotation), scale: CGSize(width: sx, height: sy),
                                                   anchor: UnitPoint(x: ax, y: ay)))
            case .shadow(let c, let radius, let x, let y):
                return .shadow(color: try color(c), radius: try length(radius, "a shadow radius"), x: try number(x, "a shadow's x"),
                               y: try number(y, "a shadow's y"))
            case .blur(let radius, let opaque): return .blur(radius: try length(radius, "a blur radius"), opaque: opaque)
            case .mask: return .mask
            case .blend(let name):
                guard let mode = BlendMode(rawValue: name) else { throw Invalid("a blend mode \(name)") }
                return .blend(mode)
            case .group: return .group
            case .colorFilter(let name, let amount, let tint):
                func value() throws -> Double {
                    guard let amount else { throw Invalid("a \(name) without an amount") }
                    return Double(try number(amount, "a \(name) amount"))
                }
                switch name {
                case "grayscale": return .colorFilter(.grayscale(try value()))
                case "saturation": return .colorFilter(.saturation(try value()))
                case "brightness": return .colorFilter(.brightness(try value()))
                case "contrast": return .colorFilter(.contrast(try value()))
                case "hueRotation": return .colorFilter(.hueRotation(try value()))
                case "multiply":
                    guard let tint else { throw Invalid("a colour multiply without a colour") }
                    return .colorFilter(.multiply(try color(tint)))
                case "invert": return .colorFilter(.invert)
                case "luminanceToAlpha": return .colorFilter(.luminanceToAlpha)
                default: throw Invalid("a colour effect \(name)")
                }
            }
        }

        mutating func node(_ wire: Node) throws -> FrameNode {
            var node = FrameNode(type: try string(wire.type, "a view's name"), frame: try rect(wire.frame),
                                 proposal: try proposal(wire.proposal))
            node.text = try wire.text.map { try string($0, "a text") }
            node.id = try wire.id.map { try string($0, "an id") }
            node.elementID = try wire.elementID.map { try string($0, "a ForEach element's id") }
            node.role = wire.content ? .content : .container
            node.drawing = try drawing(wire.drawing)
            if let list = wire.decorations {
                decorations += list.count
                guard decorations <= bounds.decorations else { throw Invalid("more than \(bounds.decorations) decorations") }
                node.decorations = try list.map { try decoration($0) }
            }
            if let z = wire.zIndex {
                guard z.isFinite else { throw Invalid("a zIndex of \(z)") }
                node.zIndex = z
            }
            return node
        }

        /// The tree from its flattened nodes (parents first, each with its number of children), built
        /// without recursion and within the depth and size bounds.
        mutating func tree(_ nodes: [Node]) throws -> FrameNode {
            guard !nodes.isEmpty, nodes.count <= bounds.nodes else { throw Invalid("a frame tree of \(nodes.count) views") }
            var open: [(node: FrameNode, remaining: Int)] = []
            var root: FrameNode?
            for wire in nodes {
                guard root == nil else { throw Invalid("views after the root's last descendant") }
                guard wire.children >= 0, wire.children < nodes.count else { throw Invalid("a view with \(wire.children) children") }
                guard open.count < bounds.depth else { throw Invalid("views nested more than \(bounds.depth) deep") }
                var done = try node(wire)
                if wire.children > 0 {
                    open.append((done, wire.children))
                    continue
                }
                // A finished view goes into its parent, which may be finished by it, and so on up.
                while true {
                    guard !open.isEmpty else {
                        root = done
                        break
                    }
                    open[open.count - 1].node.children.append(done)
                    open[open.count - 1].remaining -= 1
                    guard open[open.count - 1].remaining == 0 else { break }
                    done = open.removeLast().node
                }
            }
            guard let root, open.isEmpty else { throw Invalid("a frame tree that ends early") }
            return root
        }

        mutating func preview(_ wire: Preview) throws -> Checked {
            guard (1...100_000_000).contains(wire.line) else { throw Invalid("a preview at line \(wire.line)") }
            let (w, h) = try pair(wire.canvas, "a canvas")
            guard w >= 0, h >= 0 else { throw Invalid("a negative canvas") }
            guard wire.diagnostics.count <= 100_000 else { throw Invalid("\(wire.diagnostics.count) diagnostics") }
            let diagnostics = try wire.diagnostics.map { LayoutDiagnostic.reported(try message($0.message), isFatal: $0.fatal) }
            var result = LayoutResult(canvasSize: CGSize(width: w, height: h), proposal: try proposal(wire.proposal),
                                      root: try tree(wire.nodes), diagnostics: diagnostics, colorScheme: wire.dark ? .dark : .light)
            if let index = wire.preview, !(0...bounds.previews).contains(index) { throw Invalid("preview number \(index)") }
            let device = try wire.device.map { try string($0, "a device's name") }
            if let orientation = wire.orientation {
                // A screen is a device of the table: its insets are the table's, not the answer's.
                guard let device, case .success(let known) = Device.named(device) else { throw Invalid("a screen of no known device") }
                let screen = PreviewScreen(device: known, orientation: try value(orientation, of: InterfaceOrientation.self),
                                           isCanvas: wire.isScreen ?? false)
                result.screen = screen
                result.safeAreaInsets = screen.safeAreaInsets
            }
            return (try wire.title.map { try string($0, "a preview title") }, wire.line, result, wire.preview, device)
        }

        func trace(_ wire: Trace) throws -> ExplainTracer {
            let entries = wire.calls.count + wire.placements.count + wire.log.count + wire.counts.count + wire.caches.count
            guard entries <= bounds.traceEntries else { throw Invalid("an explain trace of \(entries) entries") }
            let calls = try wire.calls.map { c -> ExplainTracer.Call in
                guard c.depth >= 0, c.depth <= bounds.depth, c.nested >= 0 else { throw Invalid("a call nested \(c.depth) deep") }
                // An answer may be infinite (to an infinite proposal) or, from a broken layout, NaN: it is only printed.
                guard c.size.count == 2 else { throw Invalid("an answered size of \(c.size.count) numbers") }
                let (w, h) = (try proposed(c.size[0], "an answered width") ?? 0, try proposed(c.size[1], "an answered height") ?? 0)
                var call = ExplainTracer.Call(view: c.view, type: try string(c.type, "a view's name"),
                                              text: try c.text.map { try string($0, "a text") }, proposal: try proposal(c.proposal),
                                              depth: c.depth, purpose: try word(c.purpose), asker: c.asker)
                call.size = CGSize(width: w, height: h)
                call.source = try word(c.source)
                call.nested = c.nested
                return call
            }
            let placements = try wire.placements.map { p in
                ExplainTracer.Placement(view: p.view, type: try string(p.type, "a view's name"),
                                        text: try p.text.map { try string($0, "a text") }, frame: try rect(p.frame),
                                        proposal: try proposal(p.proposal), parent: p.parent)
            }
            let log = try wire.log.map { entry -> (isCall: Bool, index: Int) in
                if entry >= 0 {
                    guard entry < calls.count else { throw Invalid("a trace entry for a call that is not there") }
                    return (true, entry)
                }
                guard entry != Int.min, -1 - entry < placements.count else { throw Invalid("a trace entry for a placement that is not there") }
                return (false, -1 - entry)
            }
            var counts: [Int: ExplainTracer.ViewCount] = [:]
            for c in wire.counts {
                guard [c.calls, c.computed, c.memo, c.placementChecks, c.cachesMade].allSatisfy({ $0 >= 0 }) else {
                    throw Invalid("a negative count")
                }
                var count = ExplainTracer.ViewCount(view: c.view, type: try string(c.type, "a view's name"),
                                                    text: try c.text.map { try string($0, "a text") })
                (count.calls, count.computed, count.memo, count.placementChecks, count.cachesMade)
                    = (c.calls, c.computed, c.memo, c.placementChecks, c.cachesMade)
                counts[c.view] = count
            }
            let caches = try wire.caches.map { c -> (logIndex: Int, view: Int, type: String, depth: Int) in
                guard c.depth >= 0, c.depth <= bounds.depth else { throw Invalid("a cache mark nested \(c.depth) deep") }
                return (c.logIndex, c.view, try string(c.type, "a view's name"), c.depth)
            }
            return ExplainTracer(calls: calls, placements: placements, log: log, counts: counts, cachesMade: caches)
        }

        /// A short keyword (a call's source or purpose).
        func word(_ s: String) throws -> String {
            guard s.utf8.count <= 32 else { throw Invalid("a keyword of \(s.utf8.count) bytes") }
            return s
        }
    }
}
