import Foundation
import Testing
@testable import Layoutshot

/// The tool's side of the compiled-fixture protocol: an answer is the fixture's own code's to forge, so
/// every value is checked before use, and a bad one is refused with what was wrong — never a crash, never a
/// file read from outside the fixture's folder.
@Suite struct CompiledAnswerTests {
    let folder: URL

    init() throws {
        folder = try temporaryFolder()
    }

    var request: CompiledFixtureWire.Request {
        CompiledFixtureWire.Request(platform: "ios", rightToLeft: false, colorSchemes: [nil], colorScheme: "light",
                                    dynamicTypeSize: 3, explains: false, timeout: nil, images: [], sandboxed: true)
    }

    /// A one-preview answer with these nodes (JSON objects) and, optionally, a trace.
    func answer(_ nodes: [String], trace: String? = nil) -> String {
        let preview = #"{"line":2,"canvas":[100,50],"proposal":[100,null],"dark":false,"diagnostics":[],"nodes":["#
            + nodes.joined(separator: ",") + "]}"
        return #"{"version":\#(CompiledFixtureWire.version),"variants":[["# + preview + "]]" + (trace.map { #","traces":["# + $0 + "]" } ?? "") + "}"
    }

    func node(_ type: String, frame: String = "[0,0,10,10]", children: Int = 0, extra: String = "") -> String {
        #"{"type":"\#(type)","frame":\#(frame),"proposal":[null,"inf"],"content":false,"children":\#(children)\#(extra)}"#
    }

    func decode(_ json: String, explains: Bool = false, limits: LayoutLimits = LayoutLimits()) throws
        -> (variants: [[CompiledFixtureWire.Checked]], traces: [ExplainTracer]) {
        var request = request
        request.explains = explains
        let answer = try CompiledFixtureWire.decoder().decode(CompiledFixtureWire.Answer.self, from: Data(json.utf8))
        return try CompiledFixtureWire.layouts(from: answer, request: request, bounds: CompiledFixtureWire.Bounds(limits),
                                               imageFolder: folder.path)
    }

    /// The message an answer is refused with.
    func refusal(_ json: String, explains: Bool = false, limits: LayoutLimits = LayoutLimits()) -> String? {
        do {
            _ = try decode(json, explains: explains, limits: limits)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aFlatteningIsTheTreeItDescribes() throws {
        // Parents before children, each with its number of children: A(B(C), D).
        let json = answer([node("A", frame: "[0,0,100,50]", children: 2), node("B", children: 1), node("C"),
                           node("D", frame: "[50,0,50,50]")])
        let preview = try decode(json).variants[0][0]
        let root = preview.result.root
        #expect(preview.line == 2)
        #expect(preview.result.canvasSize == CGSize(width: 100, height: 50))
        #expect(preview.result.proposal == ProposedViewSize(width: 100, height: nil))
        #expect(root.type == "A" && root.children.map(\.type) == ["B", "D"] && root.children[0].children.map(\.type) == ["C"])
        #expect(root.children[1].frame == CGRect(x: 50, y: 0, width: 50, height: 50))
        #expect(root.children[0].proposal == ProposedViewSize(width: nil, height: .infinity))
    }

    @Test func numbersMustBeFiniteAndInRange() {
        for frame in [#"[0,0,"nan",10]"#, #"[0,0,"inf",10]"#, "[0,0,1e300,10]", "[0,0,-5,10]"] {
            #expect(refusal(answer([node("A", frame: frame)])) != nil, "\(frame)")
        }
        #expect(refusal(answer([node("A", frame: "[0,0,10]")]))?.contains("a frame of 3 numbers") == true)
        let canvas = answer([node("A")]).replacingOccurrences(of: "[100,50]", with: #"["inf",50]"#)
        #expect(refusal(canvas) != nil)
        let z = node("A", extra: #","zIndex":"nan""#)
        #expect(refusal(answer([z]))?.contains("zIndex") == true)
    }

    @Test func theTreeMustBeWholeAndWithinTheLimits() {
        #expect(refusal(answer([node("A", children: 2), node("B", children: 1), node("C")]))?.contains("ends early") == true)
        #expect(refusal(answer([node("A", children: 2), node("B")]))?.contains("a view with 2 children") == true)
        #expect(refusal(answer([node("A"), node("B")]))?.contains("after the root") == true)
        #expect(refusal(answer([node("A", children: -1)])) != nil)
        #expect(refusal(answer([]))?.contains("a frame tree of 0 views") == true)
        var limits = LayoutLimits()
        limits.maximumDepth = 5
        limits.maximumViews = 20
        // Depth: twice the layout's limit (room for the wrappers layout adds), so 11 nested views are too many.
        let chain = (0..<10).map { _ in node("V", children: 1) } + [node("Leaf")]
        #expect(refusal(answer(chain), limits: limits)?.contains("nested more than 10 deep") == true)
        #expect(refusal(answer(Array(chain.suffix(10))), limits: limits) == nil)
        let wide = [node("Root", children: 40)] + (0..<40).map { _ in node("V") }
        #expect(refusal(answer(wide), limits: limits)?.contains("a frame tree of 41 views") == true)
    }

    @Test func textsAndFontsMustBeConsistent() {
        func text(_ runs: String, weight: Int = 400) -> String {
            let font = #"{"size":17,"weight":\#(weight),"italic":false,"design":"default"}"#
            return node("Text", extra: #","drawing":{"text":{"_0":{"string":"abc","font":\#(font),"tracking":0,"lineSpacing":0,"#
                + #""truncation":"tail","alignment":"leading","rightToLeft":false,"runs":[\#(runs)],"paint":{"color":{"_0":[0,0,0,1]}}}}}"#)
        }
        let run = { (start: Int, end: Int) in
            #"{"start":\#(start),"end":\#(end),"font":{"size":17,"weight":700,"italic":false,"design":"default"},"tracking":0,"#
                + #""strikethrough":false,"underline":false}"#
        }
        #expect(refusal(answer([text(run(0, 3))])) == nil)
        // "abc" is three UTF-8 bytes: a run to byte 4, or one that ends before it starts, is outside it.
        #expect(refusal(answer([text(run(0, 4))]))?.contains("a text run outside its text") == true)
        #expect(refusal(answer([text(run(2, 1))]))?.contains("a text run outside its text") == true)
        #expect(refusal(answer([text("", weight: 0)]))?.contains("a font weight of 0") == true)
        #expect(refusal(answer([text("", weight: Int.max)])) != nil)
    }

    /// The library keeps font sizes, tracking, line spacing and line limits in `ArgumentCheck`'s ranges (10,000
    /// pt; ±1,000 pt; 0 to 1,000,000 pt; 100,000 lines); a forged answer beyond them (a font of 10⁹ pt reached
    /// the renderer, the answer target found) is refused.
    @Test func textValuesMustBeInTheLibrarysRanges() {
        func text(size: Double = 17, tracking: Double = 0, runTracking: Double = 0, lineSpacing: Double = 0,
                  maxLines: Int? = nil) -> String {
            let font = #"{"size":\#(size),"weight":400,"italic":false,"design":"default"}"#
            let run = #"{"start":0,"end":3,"font":\#(font),"tracking":\#(runTracking),"strikethrough":false,"underline":false}"#
            let limit = maxLines.map { #","maxLines":\#($0)"# } ?? ""
            return answer([node("Text", extra: #","drawing":{"text":{"_0":{"string":"abc","font":\#(font),"tracking":\#(tracking),"#
                + #""lineSpacing":\#(lineSpacing),"truncation":"tail","alignment":"leading","rightToLeft":false,"runs":[\#(run)],"#
                + #""paint":{"color":{"_0":[0,0,0,1]}}\#(limit)}}}"#)])
        }
        #expect(refusal(text(size: 10_000, tracking: -1_000, runTracking: 1_000, lineSpacing: 1_000_000, maxLines: 100_000)) == nil)
        #expect(refusal(text(size: 10_001)) == "a font size of 10001.0")
        #expect(refusal(text(size: 1e9)) == "a font size of 1000000000.0")
        #expect(refusal(text(tracking: 1_000.5)) == "a tracking of 1000.5")
        #expect(refusal(text(runTracking: -1e6)) == "a tracking of -1000000.0")
        #expect(refusal(text(lineSpacing: -1)) == "a line spacing -1.0 is negative")
        #expect(refusal(text(lineSpacing: 1_000_001)) == "a line spacing of 1000001.0")
        #expect(refusal(text(maxLines: 100_001)) == "a line limit of 100001")
    }

    /// An answer is counted before it is decoded: 512 MB of `0,` took 12 GB to decode.
    @Test func anAnswerOfTooManyValuesIsRefusedBeforeItIsDecoded() {
        // Counted without decoding: commas, colons and brackets outside strings, plus one (7 values, 3 keys).
        #expect(CompiledFixtureWire.valueCount(Data(#"{"a":[1,2,{"b":"x,:[{"}],"c":"\"[,"}"#.utf8)) == 10)
        // Refused at the count (here a small one), before the decoder would find the canvas is not two numbers.
        let zeros = #"{"version":1,"variants":[[{"canvas":["# + String(repeating: "0,", count: 1_000) + "0]}]]}"
        do {
            _ = try CompiledFixtureWire.read(Data(zeros.utf8), request: request, imageFolder: folder.path, maximumValues: 1_000)
            Issue.record("accepted")
        } catch {
            // 1000 commas between the zeros, 9 brackets, colons and commas around them, and the first.
            #expect("\(error)".contains("1010 JSON values and keys, more than the 1000 the layout protocol ever needs"), "\(error)")
        }
    }

    @Test func imagesMustBeFilesInsideTheFixturesFolder() throws {
        try Data([0x89]).write(to: folder.appendingPathComponent("inside.png"))
        symlink("/etc/passwd", folder.appendingPathComponent("out.png").path)
        mkfifo(folder.appendingPathComponent("fifo.png").path, 0o600)
        func image(_ path: String) -> String {
            answer([node("Image", extra: #","drawing":{"bitmap":{"path":"\#(path)","size":[10,10]}}"#)])
        }
        let inside = try decode(image("\(folder.path)/./inside.png")).variants[0][0].result.root
        guard case .image(let drawing) = inside.drawing, case .bitmap(let asset) = drawing.kind else {
            Issue.record("not an image: \(inside.drawing)")
            return
        }
        // Its canonical path (the folder itself may be reached through a link, as /tmp can be).
        #expect(asset.path == (try CompiledFixtureWire.realFolder(folder.path)) + "/inside.png")
        for outside in ["/etc/passwd", "\(folder.path)/out.png", "\(folder.path)/../../etc/passwd"] {
            #expect(refusal(image(outside)) == "an image outside the fixture's folder (\(outside))")
        }
        #expect(refusal(image("\(folder.path)/fifo.png"))?.contains("not a file") == true)
        #expect(refusal(image("\(folder.path)/missing.png"))?.contains("does not exist") == true)
    }

    @Test func tracesMustPointAtWhatIsThere() {
        let call = #"{"view":1,"type":"A","proposal":[null,null],"size":["inf",10],"source":"computed","depth":0,"#
            + #""purpose":"root","nested":0}"#
        func trace(log: String, depth: Int = 0) -> String {
            let deep = call.replacingOccurrences(of: #""depth":0"#, with: #""depth":"# + String(depth))
            return #"{"calls":["# + deep + #"],"placements":[],"log":"# + log + #","counts":[],"caches":[]}"#
        }
        #expect(refusal(answer([node("A")], trace: trace(log: "[0]")), explains: true) == nil)
        #expect(refusal(answer([node("A")], trace: trace(log: "[1]")), explains: true)?.contains("a call that is not there") == true)
        #expect(refusal(answer([node("A")], trace: trace(log: "[-1]")), explains: true)?.contains("a placement that is not there") == true)
        #expect(refusal(answer([node("A")], trace: trace(log: "[0]", depth: 1_000_000)), explains: true) != nil)
        #expect(refusal(answer([node("A")]), explains: true)?.contains("no explain trace") == true)
    }

    @Test func messagesAreBoundedAndCannotDriveTheTerminal() throws {
        let json = answer([node("A")]).replacingOccurrences(of: #""diagnostics":[]"#,
                                                             with: #""diagnostics":[{"message":"a\u001b[2Jb","fatal":false}]"#)
        let diagnostic = try decode(json).variants[0][0].result.diagnostics.first
        #expect(diagnostic?.description == "a\u{FFFD}[2Jb")
        #expect(refusal(answer([node(String(repeating: "x", count: 100_001))]))?.contains("longer than 100000 characters") == true)
        let next = CompiledFixtureWire.version + 1
        #expect(refusal(answer([node("A")]).replacingOccurrences(of: #""version":\#(CompiledFixtureWire.version)"#,
                                                                 with: #""version":\#(next)"#))?
            .contains("protocol version \(next)") == true)
    }

    /// A shape node with one layer.
    func shape(_ paint: String, stroke: String? = nil, path: String = #"{"operations":[0,1],"points":[0,0,10,10]}"#) -> String {
        let layer = #"{"path":\#(path),"paint":\#(paint),"eoFill":false,"antialiased":true"#
            + (stroke.map { #","stroke":\#($0)"# } ?? "") + "}"
        return answer([node("Circle", extra: #","drawing":{"shape":{"layers":[\#(layer)]}}"#)])
    }

    func stops(_ pairs: [(Double, Double)]) -> String {
        "[" + pairs.map { "\($0.0),0,0,1,\($0.1)" }.joined(separator: ",") + "]"
    }

    @Test func paintsAndStrokesComeBackAsTheLibraryMadeThem() throws {
        // Encoded by the program, checked and decoded by the tool: the same layers.
        var root = FrameNode(type: "Circle", frame: CGRect(x: 0, y: 0, width: 40, height: 20), proposal: .unspecified)
        let stops = [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: RGBA(red: 0, green: 0, blue: 1), location: 1)]
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [4, 2], dashPhase: 1)
        let paints: [Paint] = [.linearGradient(stops: stops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 40, y: 0)),
                               .radialGradient(stops: stops, center: CGPoint(x: 20, y: 10), startRadius: 1, endRadius: 9),
                               .ellipticalGradient(stops: stops, center: CGPoint(x: 20, y: 10), radii: CGSize(width: 40, height: 20),
                                                   startFraction: 0, endFraction: 0.5),
                               .angularGradient(stops: stops, center: CGPoint(x: 20, y: 10), startAngle: 0, endAngle: 2 * .pi)]
        root.drawing = .shape(ShapeDrawing(layers: paints.map {
            ShapeDrawing.Layer(path: Path(ellipseIn: root.frame), paint: $0, style: .stroke(style, antialiased: false))
        } + [ShapeDrawing.Layer(path: Path(root.frame), paint: .color(.black), style: .fill(FillStyle(eoFill: true)))]))
        root.decorations = [.border(paints[0], width: 2)]
        let layout = PreviewLayout(name: nil, outputName: "x", result: LayoutResult(canvasSize: root.frame.size, proposal: .unspecified,
                                                                                   root: root, diagnostics: [], colorScheme: .light))
        let answer = CompiledFixtureWire.Answer(variants: [[CompiledFixtureWire.preview(layout)]])
        let json = String(decoding: try CompiledFixtureWire.encoder().encode(answer), as: UTF8.self)
        let back = try decode(json).variants[0][0].result.root
        guard case .shape(let drawing) = back.drawing else {
            Issue.record("\(back.drawing)")
            return
        }
        #expect(drawing.layers.map(\.paint) == paints + [.color(.black)])
        #expect(drawing.layers[0].style == .stroke(style, antialiased: false))
        #expect(drawing.layers[4].style == .fill(FillStyle(eoFill: true)))
        guard case .border(let border, 2)? = back.decorations.first else {
            Issue.record("\(back.decorations)")
            return
        }
        #expect(border == paints[0])
    }

    @Test func aRedactedTextComesBackRedacted() throws {
        // `.redacted(reason: .placeholder)` in a compiled fixture: the tool draws the bars, so the flag crosses.
        func roundTrip(_ redacted: Bool) throws -> Bool? {
            var root = FrameNode(type: "Text", frame: CGRect(x: 0, y: 0, width: 30, height: 20), proposal: .unspecified)
            let text = ResolvedText(string: "abc", font: Font.body.resolved(for: .iOS))
            root.drawing = .text(TextDrawing(text: text, width: nil, maxLines: nil, paint: .color(.black), isRedacted: redacted))
            let layout = PreviewLayout(name: nil, outputName: "x", result: LayoutResult(canvasSize: root.frame.size, proposal: .unspecified,
                                                                                       root: root, diagnostics: [], colorScheme: .light))
            let answer = CompiledFixtureWire.Answer(variants: [[CompiledFixtureWire.preview(layout)]])
            let json = String(decoding: try CompiledFixtureWire.encoder().encode(answer), as: UTF8.self)
            guard case .text(let back) = try decode(json).variants[0][0].result.root.drawing else { return nil }
            return back.isRedacted
        }
        #expect(try roundTrip(true) == true)
        #expect(try roundTrip(false) == false)
    }

    @Test func compositingAndColourEffectsComeBackAsTheLibraryMadeThem() throws {
        var root = FrameNode(type: "mask", frame: CGRect(x: 0, y: 0, width: 30, height: 20), proposal: .unspecified)
        let filters: [ColorFilter] = [.grayscale(0.5), .saturation(2), .brightness(-0.25), .contrast(1.5), .hueRotation(1),
                                      .multiply(RGBA(red: 1, green: 0.5, blue: 0)), .invert, .luminanceToAlpha]
        root.decorations = [.mask, .blend(.colorDodge), .group] + filters.map { .colorFilter($0) }
        let layout = PreviewLayout(name: nil, outputName: "x", result: LayoutResult(canvasSize: root.frame.size, proposal: .unspecified,
                                                                                   root: root, diagnostics: [], colorScheme: .light))
        let made = CompiledFixtureWire.Answer(variants: [[CompiledFixtureWire.preview(layout)]])
        let json = String(decoding: try CompiledFixtureWire.encoder().encode(made), as: UTF8.self)
        let back = try decode(json).variants[0][0].result.root.decorations
        #expect(back.count == 3 + filters.count)
        guard case .mask = back[0], case .blend(.colorDodge) = back[1], case .group = back[2] else {
            Issue.record("\(back)")
            return
        }
        let backFilters = back.dropFirst(3).compactMap { d -> ColorFilter? in
            if case .colorFilter(let f) = d { return f } else { return nil }
        }
        #expect(backFilters == filters)
        #expect(refusal(answer([node("A", extra: #","decorations":[{"blend":{"mode":"sparkle"}}]"#)]))?.contains("blend mode") == true)
    }

    @Test func paintsAreCheckedBeforeUse() {
        let linear = { (s: String) in #"{"linear":{"stops":\#(s),"start":[0,0],"end":[10,0]}}"# }
        #expect(refusal(shape(linear(stops([(0, 0), (1, 1)])))) == nil)
        #expect(refusal(shape(linear(stops([(0, 0.5), (1, 0.2)]))))?.contains("out of order") == true)
        #expect(refusal(shape(linear(stops([(0, 0), (1, 1.5)]))))?.contains("outside 0…1") == true)
        #expect(refusal(shape(linear("[1,0,0,1]")))?.contains("gradient stops of 4 numbers") == true)
        #expect(refusal(shape(linear(#"[1,0,0,"nan",0]"#))) != nil)
        #expect(refusal(shape(#"{"radial":{"stops":[],"center":[0,0],"radii":[-1,5]}}"#))?.contains("negative") == true)
        #expect(refusal(shape(#"{"angular":{"stops":[],"center":[0,0],"angles":[0,7]}}"#))?.contains("angles") == true)
        #expect(refusal(shape(#"{"angular":{"stops":[],"center":[0,0],"angles":[1,1]}}"#))?.contains("angles") == true)
        #expect(refusal(shape(#"{"color":{"_0":[0,0,0]}}"#))?.contains("four finite numbers") == true)
        #expect(refusal(shape(#"{"image":{"path":"/etc/passwd","sourceRect":[0,0,1,1],"size":[2,2],"origin":[0,0]}}"#))?
            .contains("outside the fixture's folder") == true)
    }

    @Test func strokesAreCheckedBeforeUse() {
        let black = #"{"color":{"_0":[0,0,0,1]}}"#
        func stroke(cap: Int = 0, join: Int = 0, width: Double = 1, dash: String = "[]") -> String {
            #"{"width":\#(width),"cap":\#(cap),"join":\#(join),"miterLimit":10,"dash":\#(dash),"dashPhase":0}"#
        }
        #expect(refusal(shape(black, stroke: stroke(dash: "[4,2]"))) == nil)
        #expect(refusal(shape(black, stroke: stroke(cap: 3)))?.contains("a line cap 3") == true)
        #expect(refusal(shape(black, stroke: stroke(join: -1))) != nil)
        #expect(refusal(shape(black, stroke: stroke(width: -2)))?.contains("negative") == true)
        #expect(refusal(shape(black, stroke: stroke(dash: "[0,0]")))?.contains("zero lengths") == true)
        let many = "[" + Array(repeating: "1", count: 1_001).joined(separator: ",") + "]"
        #expect(refusal(shape(black, stroke: stroke(dash: many)))?.contains("1001 lengths") == true)
    }
}
