import Foundation

/// `layoutshot layout`: the frame tree of a fixture on standard output.
struct LayoutCommand {
    static let help = """
    layoutshot layout FILE [--json] [options]

    Prints the frame tree of every preview: one line per view, `Type (x, y, w, h) ← proposal`, indented by
    depth; with --json, {"previews": [{"name", "proposal", "size", "root"}]} (see docs/ARCHITECTURE.md).
    \(FixtureLoader.help)

    """
    let args: Arguments

    init(_ raw: [String]) throws {
        args = try Arguments(raw, spec: OptionSpec(valued: FixtureLoader.valuedOptions,
                                                   flags: FixtureLoader.flagOptions.union(["--json", "--help"]),
                                                   aliases: ["-h": "--help"]))
    }

    func run() throws -> ExitCode {
        if args.flags.contains("--help") {
            print(LayoutCommand.help, terminator: "")
            return .success
        }
        guard args.positional.count == 1 else { throw UsageError(description: "layout needs exactly one fixture file") }
        let layouts = try FixtureLoader(args).load(args.positional[0]).previews
        if args.flags.contains("--json") {
            FileHandle.standardOutput.write(try framesJSON(layouts))
            print()
        } else {
            for layout in layouts {
                if layouts.count > 1 || layout.name != nil { print("# \(layout.name ?? layout.outputName)") }
                print(layout.result.root.textDump(), terminator: "")
            }
        }
        return .success
    }
}
