import Foundation

/// `layoutshot watch`: renders the fixtures, then again each one whenever it is saved — the live loop for
/// writing docs. Errors are printed as `file:line:column: error: …` and the loop goes on.
struct WatchCommand {
    static let spec = CommandSpec(
        name: "watch", arguments: "PATH…", summary: "re-render each fixture within a fraction of a second of a save",
        description: "Renders every fixture under PATH, then watches them: a saved fixture is rendered again within a "
            + "fraction of a second (the file system tells of each save; where it cannot, files are checked ten times a "
            + "second; new fixtures in a folder are picked up). "
            + "Errors are printed and the watch goes on. Stop it with Ctrl-C. Takes the options of `render`:",
        options: RenderCommand.spec.options + [RenderOutputOptions.interval], inherits: "render")
    static var help: String { spec.help }
    let render: RenderCommand
    let interval: TimeInterval

    init(_ raw: [String]) throws {
        let args = try Arguments(raw, options: WatchCommand.spec.allOptions)
        interval = args.number(RenderOutputOptions.interval) ?? 0.1
        render = RenderCommand(arguments: args)
    }

    func run() throws -> ExitCode {
        if render.args.has(helpOption) {
            try Console.out(WatchCommand.help, terminator: "")
            return .success
        }
        guard !render.args.positional.isEmpty else { throw UsageError(description: "watch needs a fixture file or folder") }
        let (destination, formats) = try render.destinationAndFormats()
        if case .standardOutput = destination { throw UsageError(description: "watch writes files; give --out DIR") }
        let options = render.options()
        let loader = try FixtureLoader(render.args)
        let renderer = Renderer(text: loader.measurer)
        let monitor = FixtureMonitor(paths: render.args.positional, interval: interval)
        var first = true
        while true {
            guard let changes = monitor.next() else { continue }
            let root = commonFolder(of: changes.files)
            for path in changes.changed {
                let start = Date()
                var tally = RenderCommand.Tally()
                if let message = render.renderFixture(path, loader: loader, renderer: renderer, destination: destination,
                                                      formats: formats, options: options, tally: &tally, root: root) {
                    Console.error("\(message)")
                } else {
                    let ms = Int(Date().timeIntervalSince(start) * 1000)
                    let what = tally.compiled > 0 ? "compiled and rendered" : "rendered \(tally.written + tally.unchanged) file(s)"
                    Console.error("\(first ? "" : "changed: ")\(path): \(what) in \(ms) ms")
                }
            }
            first = false
        }
    }
}
