import Foundation

/// `layoutshot watch`: renders the fixtures, then again each one whenever it is saved — the live loop for
/// writing docs. Errors are printed as `file:line:column: error: …` and the loop goes on.
struct WatchCommand {
    static let spec = CommandSpec(
        name: "watch", arguments: "PATH…", summary: "re-render each fixture within a fraction of a second of a save",
        description: "Renders every fixture under PATH, then watches them: a saved fixture is rendered again within a "
            + "fraction of a second (files are checked ten times a second; new fixtures in a folder are picked up). "
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
        var seen: [String: Stamp] = [:]
        var first = true
        while true {
            let files = (try? fixtureFiles(render.args.positional)) ?? []
            let root = commonFolder(of: files)
            for path in files {
                let stamp = Stamp(path)
                guard seen[path] != stamp else { continue }
                seen[path] = stamp
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
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// What tells a saved file: its modification time and size.
    struct Stamp: Equatable {
        let date: Date?
        let size: Int?

        init(_ path: String) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            date = attributes?[.modificationDate] as? Date
            size = (attributes?[.size] as? NSNumber)?.intValue
        }
    }
}
