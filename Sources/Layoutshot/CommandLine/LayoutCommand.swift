import Foundation

/// `layoutshot layout`: the frame tree of a fixture on standard output.
struct LayoutCommand {
    static let help = """
    layoutshot layout FILE [--json] [options]

    Prints the frame tree of every preview: one line per view, `Type (x, y, w, h) ← proposal`, indented by
    depth; with --json, {"previews": [{"name", "proposal", "size", "root"}]} (see docs/ARCHITECTURE.md).
    \(FixtureLoader.timeoutHelp)
    \(FixtureLoader.help)

    """
    let args: Arguments

    init(_ raw: [String]) throws {
        args = try Arguments(raw, spec: OptionSpec(valued: FixtureLoader.valuedOptions.union(["--timeout"]),
                                                   flags: FixtureLoader.flagOptions.union(["--json", "--help"]),
                                                   aliases: ["-h": "--help"]))
    }

    func run() throws -> ExitCode {
        if args.flags.contains("--help") {
            try Console.out(LayoutCommand.help, terminator: "")
            return .success
        }
        guard args.positional.count == 1 else { throw UsageError(description: "layout needs exactly one fixture file") }
        let layouts = try FixtureLoader(args).load(args.positional[0]).previews
        if args.flags.contains("--json") {
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
