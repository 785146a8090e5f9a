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
                                    dynamicTypeSize: 3, explains: false, timeout: nil, imageFolder: folder.path, sandboxed: true)
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
        -> (variants: [[(title: String?, line: Int, result: LayoutResult)]], traces: [ExplainTracer]) {
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
}
