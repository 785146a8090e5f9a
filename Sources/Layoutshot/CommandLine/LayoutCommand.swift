import Foundation

/// `layoutshot layout`: the frame tree of a fixture on standard output.
struct LayoutCommand {
    static let spec = CommandSpec(
        name: "layout", arguments: "FILE", summary: "the frame tree on standard output",
        description: "Prints the frame tree of every preview: one line per view, `Type (x, y, w, h) ← proposal`, "
            + "indented by depth; with --json, {\"previews\": [{\"name\", \"proposal\", \"size\", \"root\"}]} (see "
            + "docs/ARCHITECTURE.md).",
        options: [ReportOptions.json])
    static var help: String { spec.help }
    let args: Arguments

    init(_ raw: [String]) throws {
        args = try Arguments(raw, options: LayoutCommand.spec.allOptions)
    }

    func run() throws -> ExitCode {
        if args.has(helpOption) {
            try Console.out(LayoutCommand.help, terminator: "")
            return .success
        }
        guard args.positional.count == 1 else { throw UsageError(description: "layout needs exactly one fixture file") }
        let layouts = try FixtureLoader(args).load(args.positional[0]).previews
        if args.has(ReportOptions.json) {
            try Console.out(framesJSON(layouts))
            try Console.out("")
        } else {
            for layout in layouts {
                if layouts.count > 1 || layout.name != nil { try Console.out("# \(layout.name ?? layout.outputName)") }
                try Console.out(layout.result.root.textDump(), terminator: "")
            }
        }
        return .success
    }
}
