import Foundation

/// `layoutshot preview`: a live page on 127.0.0.1 with every preview of the fixtures, rendered as `render`
/// renders them, again whenever a fixture is saved (`watch`'s change detection); the page hears of each change on
/// a server-sent event stream and shows the new pictures, a fixture's errors in place of its pictures, and the
/// `explain` data of the view under the pointer. Ctrl-C stops it (exit 0).
struct PreviewCommand {
    static let spec = CommandSpec(
        name: "preview", arguments: "PATH…", summary: "a live page in the browser: every preview, updated on save",
        description: "Serves a page on http://127.0.0.1:PORT/ (loopback only; the address is printed) with every preview "
            + "of every fixture under PATH, rendered as `render` renders them. A saved fixture is rendered again within a "
            + "fraction of a second (as `watch` finds it) and the open page shows the new pictures at once (server-sent "
            + "events); a fixture that fails shows its errors (file:line:column: error: …) over its last pictures. Hover "
            + "over a view for its frame, the proposal it was placed with and every sizeThatFits call it answered (the "
            + "`explain` data); click to keep it. Stop it with Ctrl-C.",
        options: [PreviewOptions.port, PreviewOptions.format, RenderingOptions.scale, RenderingOptions.style,
                  RenderingOptions.labels, RenderingOptions.legend, RenderingOptions.highlight, RenderingOptions.theme,
                  RenderingOptions.background, RenderingOptions.margin, RenderingOptions.scrollContent,
                  RenderingOptions.noChrome, RenderingOptions.deviceFrame, RenderOutputOptions.quiet,
                  RenderOutputOptions.interval])
    static var help: String { spec.help }
    let render: RenderCommand
    let interval: TimeInterval

    init(_ raw: [String]) throws {
        let args = try Arguments(raw, options: PreviewCommand.spec.allOptions)
        interval = args.number(RenderOutputOptions.interval) ?? 0.1
        render = RenderCommand(arguments: args)
    }

    func run() throws -> ExitCode {
        let args = render.args
        if args.has(helpOption) {
            try Console.out(PreviewCommand.help, terminator: "")
            return .success
        }
        guard !args.positional.isEmpty else { throw UsageError(description: "preview needs a fixture file or folder") }
        guard !args.positional.contains("-") else { throw UsageError(description: "preview watches files; standard input (-) cannot be watched") }
        let format = args.text(PreviewOptions.format) ?? "svg"
        let loader = try FixtureLoader(args)
        let renderer = Renderer(text: loader.measurer)
        let options = render.options()
        let store = PreviewStore()
        let server = try PreviewServer(port: args.number(PreviewOptions.port).map(Int.init) ?? PreviewOptions.defaultPort)
        server.start { request in store.answer(request) }
        InterruptHandling.onInterrupt {
            server.close()
            Console.error("layoutshot: preview stopped")
            return ExitCode.success.rawValue
        }
        try Console.out("layoutshot: serving the previews of \(args.positional.joined(separator: " ")) on http://127.0.0.1:\(server.port)/")
        let monitor = FixtureMonitor(paths: args.positional, interval: interval)
        var previous: [String] = []
        while true {
            guard let changes = monitor.next() else { continue }
            let gone = Set(previous).subtracting(changes.files)
            var changed: [String: PreviewStore.Fixture] = [:]
            for path in changes.changed {
                let start = Date()
                let fixture = renderFixture(path, loader: loader, renderer: renderer, format: format, options: options)
                if let error = fixture.error {
                    Console.error(error)
                } else if !args.has(RenderOutputOptions.quiet) {
                    let ms = Int(Date().timeIntervalSince(start) * 1000)
                    Console.error("\(previous.contains(path) ? "changed: " : "")\(path): rendered \(fixture.previews.count) preview(s) in \(ms) ms")
                }
                changed[path] = fixture
            }
            if !changed.isEmpty || !gone.isEmpty { store.update(order: changes.files, changed: changed) }
            previous = changes.files
        }
    }

    /// One fixture laid out with its explain traces and rendered in `format`, or its error.
    func renderFixture(_ path: String, loader: FixtureLoader, renderer: Renderer, format: String,
                       options: RenderOptions) -> PreviewStore.Fixture {
        var result = PreviewStore.Fixture(path: path)
        do {
            let fixture = try loader.load(path, explains: true)
            for (index, layout) in fixture.previews.enumerated() {
                let data: Data
                do {
                    data = try render.output(layout, format: format, renderer: renderer, options: options)
                } catch let error as RenderError {
                    throw InputError(message: "\(path):\(layout.line):1: error: \(error)")
                }
                var pictureOptions = options
                pictureOptions.background = render.background(for: layout.result.colorScheme)
                let geometry = renderer.pictureGeometry(of: layout.result, options: pictureOptions)
                let trace = index < fixture.traces.count ? fixture.traces[index] : nil
                result.previews.append(PreviewStore.Preview(
                    name: layout.name, outputName: layout.outputName, line: layout.line, format: format, picture: data,
                    size: [jsonNumber(geometry.size.width), jsonNumber(geometry.size.height)],
                    canvas: [jsonNumber(geometry.canvasOrigin.x), jsonNumber(geometry.canvasOrigin.y)],
                    proposal: proposalArray(layout.result.proposal),
                    calls: trace?.calls ?? [], placements: trace?.placements ?? []))
            }
        } catch let error as FileError {
            result.error = "layoutshot: error: \(error)"
        } catch {
            result.error = "\(error)"
        }
        return result
    }
}

/// What `preview` serves, shared by the loop that renders and the server's threads: every fixture's pictures and
/// explain data (or error) in file order, and a version number that counts the changes. Pictures are served at
/// `/pictures/<serial>.<format>`, a new serial each render, so a browser never shows a stale one.
final class PreviewStore: @unchecked Sendable {
    struct Preview: Encodable {
        let name: String?
        let outputName: String
        let line: Int
        let format: String
        let picture: Data
        /// The picture's size in points and where the canvas's origin lies in it.
        let size: [Double]
        let canvas: [Double]
        let proposal: [Double?]
        let calls: [ExplainTracer.Call]
        let placements: [ExplainTracer.Placement]
        var url = ""

        enum CodingKeys: String, CodingKey { case name, outputName, line, url, size, canvas, proposal, calls, placements }
    }

    struct Fixture: Encodable {
        let path: String
        var previews: [Preview] = []
        /// `file:line:column: error: …` with the source lines, when the last render failed.
        var error: String?
        /// The previews are those of an earlier render (the last one failed).
        var stale = false

        init(path: String) { self.path = path }
    }

    private let condition = NSCondition()
    private(set) var version = 0
    private var fixtures: [Fixture] = []
    private var pictures: [String: (type: String, data: Data)] = [:]
    private var serial = 0
    private var stateJSON = Data("{\"version\":0,\"fixtures\":[]}".utf8)

    /// The fixtures now in `order`; those in `changed` replaced (a failed one keeps its earlier previews, marked
    /// stale). Wakes every event stream.
    func update(order: [String], changed: [String: Fixture]) {
        condition.lock()
        defer { condition.unlock() }
        let old = Dictionary(fixtures.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        fixtures = order.compactMap { path in
            guard var fixture = changed[path] else { return old[path] }
            if fixture.error != nil, let earlier = old[path] {
                fixture.previews = earlier.previews
                fixture.stale = !earlier.previews.isEmpty
                return fixture
            }
            for i in fixture.previews.indices {
                serial += 1
                fixture.previews[i].url = "/pictures/\(serial).\(fixture.previews[i].format)"
            }
            return fixture
        }
        pictures = [:]
        for fixture in fixtures {
            for preview in fixture.previews {
                pictures[preview.url] = (preview.format == "svg" ? "image/svg+xml" : "image/png", preview.picture)
            }
        }
        version += 1
        struct State: Encodable {
            let version: Int
            let fixtures: [Fixture]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        stateJSON = (try? encoder.encode(State(version: version, fixtures: fixtures))) ?? stateJSON
        condition.broadcast()
    }

    /// The version after `last`, waiting at most `seconds` for it; nil if none came.
    func version(after last: Int, waiting seconds: TimeInterval = 15) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while version <= last {
            if !condition.wait(until: deadline) { return nil }
        }
        return version
    }

    /// The routes: `/` the page, `/state.json`, `/events` (the stream), `/pictures/…` the pictures now shown.
    /// Anything else is 404: no file is read from disk on a request.
    func answer(_ request: PreviewServer.Request) -> PreviewServer.Response {
        switch request.path {
        case "/", "/index.html":
            return .body(status: 200, type: "text/html; charset=utf-8", Data(PreviewPage.html.utf8))
        case "/state.json":
            condition.lock()
            defer { condition.unlock() }
            return .body(status: 200, type: "application/json", stateJSON)
        case "/events":
            condition.lock()
            let now = version
            condition.unlock()
            return .events(first: now) { [self] last in version(after: last) }
        default:
            condition.lock()
            let picture = pictures[request.path]
            condition.unlock()
            guard let picture else { return .body(status: 404, type: "text/plain; charset=utf-8", Data("not found\n".utf8)) }
            return .body(status: 200, type: picture.type, picture.data)
        }
    }
}
