import Foundation
import PackagePlugin

/// `swift package layoutshot render|check|record [PATH…] [options]`: runs the `layoutshot` tool built from this
/// package in the package that invokes the plugin (README.md, "SwiftPM plugin").
///
/// - `render` and `check` (and `layout`, `explain`, `watch`, `help`, `-V`) are passed to `layoutshot` as they are.
/// - `record` is `check --record all`: every reference of the fixtures is written anew (`--record MODE` after it
///   chooses another mode, the last one counts as in `layoutshot`).
/// - Without a PATH, the package's `fixtures` folder is checked or rendered.
///
/// Relative paths are read from the package's folder, where the tool runs. The tool's exit status is the plugin's:
/// a mismatch (1), a usage error (2) or bad input (65) fails the `swift package` command.
@main
struct LayoutshotPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "layoutshot")
        let arguments = LayoutshotArguments.resolve(arguments)
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        // `check`'s "to accept the changes:" line names this command, not the built tool's path.
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTSHOT_INVOKED_AS"] = "swift package --allow-writing-to-package-directory layoutshot"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("layoutshot \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
            exit(process.terminationStatus == 0 ? 1 : process.terminationStatus)
        }
    }
}

/// The plugin's arguments as `layoutshot`'s.
enum LayoutshotArguments {
    /// Where fixtures are when no PATH is given, relative to the package's folder.
    static let defaultPath = "fixtures"

    /// The commands that take PATHs (preview too) and so get `defaultPath` when they have none.
    static let pathCommands: Set<String> = ["render", "check", "watch", "preview"]

    /// The options of `layoutshot` that take a value (`--out DIR`): what follows one is not a PATH. The same as
    /// the tool's option table (`CommandOption` with a value); LayoutshotTests' PluginArgumentsTests keeps the two
    /// in agreement.
    // value options begin
    static let valueOptions: Set<String> = [
        "--out", "--output", "-o", "--format", "--scale", "--style", "--png-compression", "--highlight", "--theme",
        "--background", "--margin", "--interval", "--record", "--threshold", "--max-diff-pixels", "--max-diff-ratio",
        "--report", "--failures", "--shard", "--jobs", "--timeout", "--width", "--height", "--platform",
        "--color-scheme", "--dynamic-type-size", "--assets", "--locale", "--device", "--orientation", "--port",
    ]
    // value options end

    /// `record …` as `check --record all …`; `defaultPath` added when a path command names no PATH; no arguments
    /// at all is `--help`.
    static func resolve(_ arguments: [String]) -> [String] {
        guard var command = arguments.first else { return ["--help"] }
        var rest = Array(arguments.dropFirst())
        if command == "record" {
            command = "check"
            rest.insert(contentsOf: ["--record", "all"], at: 0)
        }
        if pathCommands.contains(command), !namesPath(rest) { rest.append(defaultPath) }
        return [command] + rest
    }

    /// Whether `arguments` (after the command) hold a PATH: a word that is not an option or an option's value
    /// (`--help` and `--list` are flags; `--` ends the options).
    static func namesPath(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" { return index + 1 < arguments.count }
            if word == "-" { return true }   // standard input
            if word.hasPrefix("-") {
                if valueOptions.contains(word) { index += 1 }   // `--out DIR`: DIR is no PATH
            } else {
                return true
            }
            index += 1
        }
        return false
    }
}
