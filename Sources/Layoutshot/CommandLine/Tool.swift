import Foundation

/// Exit codes (README.md, "Command line"; 74 is EX_IOERR of sysexits.h).
enum ExitCode: Int32 {
    case success = 0
    case mismatch = 1
    case usage = 2
    case badInput = 65
    case software = 70
    /// An output could not be written (standard output closed or full, a full disk, a read-only folder):
    /// EX_IOERR of sysexits.h.
    case ioError = 74
    /// Standard output's reader went away (`| head`): 128 + SIGPIPE, the status a shell gives a process that
    /// SIGPIPE stopped, with nothing said.
    case readerGone = 141
}

/// The `layoutshot` command line. Every command lays fixtures out through `FixturePipeline`, interpreted or
/// compiled alike.
public enum LayoutshotTool {
    /// The version, said in one place: `--version`, `-V`, the man page.
    public static let version = "0.1.0"
    static var versionLine: String { "layoutshot \(version)" }

    /// Every command, in the order the usage summary lists them.
    static let specs = [RenderCommand.spec, LayoutCommand.spec, ExplainCommand.spec, WatchCommand.spec, PreviewCommand.spec, CheckCommand.spec]
    static let commands = specs.map(\.name)

    /// `layoutshot --help`: every command's usage line made from its options (`CommandSpec.usage`).
    static let usage: String = {
        var lines = ["layoutshot — SwiftUI layout, rendered on Linux", "", "USAGE"]
        for spec in specs {
            lines += spec.usage
            if spec.name == "render" {
                lines += ["  layoutshot FILE -o OUT.png|svg|pdf", "      the same, diagram-tool style (format from the extension)"]
            }
        }
        lines += ["  layoutshot -V, --version | help COMMAND | manpage | completions bash|zsh",
                  "      the version, a command's help, the man page, a shell's completion script (made from the options)"]
        lines.append("")
        lines += wrapItems(FixtureOptions.all.map(\.usage), firstLine: "Environment options (render, layout, explain, watch, preview, check):",
                           indent: 2, width: 110)
        lines.append("")
        lines += paragraphs("PATH is a fixture file or a folder searched for *.swift. Every command stops a fixture after "
            + "--timeout S seconds (default \(Int(FixtureOptions.defaultTimeout))). Run `layoutshot COMMAND --help` for details.\n"
            + "Exit codes: 0 success, 1 snapshot mismatch, 2 usage error, 65 bad input (file:line:column: error: …; it wins "
            + "over 1 when a batch has both), 74 an output could not be written (standard output closed or full, a full disk, "
            + "a read-only folder: one line naming the path and why), 141 standard output's reader went away (`| head`: "
            + "nothing said, as when SIGPIPE stops a command).")
        return lines.joined(separator: "\n") + "\n\n"
    }()

    /// Runs one command line (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        InterruptHandling.install()
        // A reader that goes away (`| head`) ends the run quietly through `Console.ReaderGone` (EPIPE, exit 141)
        // rather than a signal that kills mid-write (a reference half written, a lock left).
        signal(SIGPIPE, SIG_IGN)
        // Deep view trees recurse deeply (resolution, sizing, placing); a large stack keeps the limits in
        // LayoutLimits, not the main thread's 8 MB, in charge.
        let status = ResultBox<Int32>(0)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            status.value = run(arguments)
            done.signal()
        }
        thread.stackSize = 1 << 29
        thread.start()
        done.wait()
        return status.value
    }

    static func run(_ arguments: [String]) -> Int32 {
        var args = arguments
        guard let command = args.first else {
            Console.error(usage, terminator: "")
            return ExitCode.usage.rawValue
        }
        args.removeFirst()
        do {
            switch command {
            case "render": return try RenderCommand(args).run().rawValue
            case "layout": return try LayoutCommand(args).run().rawValue
            case "explain": return try ExplainCommand(args).run().rawValue
            case "watch": return try WatchCommand(args).run().rawValue
            case "preview": return try PreviewCommand(args).run().rawValue
            case "check": return try CheckCommand(args).run().rawValue
            case "--help", "-h":
                try Console.out(usage, terminator: "")
                return 0
            case "help":
                try Console.out(specs.first { $0.name == args.first }?.help ?? usage, terminator: "")
                return 0
            case "--version", "-V":
                try Console.out(versionLine)
                return 0
            case "manpage":
                try Console.out(Documentation.manPage(), terminator: "")
                return 0
            case "completions":
                switch args.first {
                case "bash": try Console.out(Documentation.bash(), terminator: "")
                case "zsh": try Console.out(Documentation.zsh(), terminator: "")
                default:
                    throw UsageError(description: "completions needs a shell: \(Documentation.shells.joined(separator: " or "))")
                }
                return 0
            default:
                // `layoutshot FILE -o out.png`, as diagram tools take it: a fixture is rendered.
                if command == "-" || (command.hasSuffix(".swift") && FileManager.default.fileExists(atPath: command)) {
                    return try RenderCommand([command] + args).run().rawValue
                }
                let hint = suggestion(for: command, among: commands).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(description: "unknown command '\(command)'\(hint)")
            }
        } catch is Console.ReaderGone {
            return ExitCode.readerGone.rawValue
        } catch let error as UsageError {
            let hint = commands.contains(command) ? "layoutshot \(command) --help" : "layoutshot --help"
            Console.error("layoutshot: \(error)\nSee '\(hint)'.")
            return ExitCode.usage.rawValue
        } catch let error as InputError {
            Console.error("\(error)")
            return ExitCode.badInput.rawValue
        } catch let error as FileError {
            Console.error("layoutshot: error: \(error)")
            return ExitCode.ioError.rawValue
        } catch {
            // A file-system error from Foundation, said with its path rather than NSCocoaErrorDomain's text.
            if let fileError = FileError.from(error) {
                Console.error("layoutshot: error: \(fileError)")
                return ExitCode.ioError.rawValue
            }
            Console.error("layoutshot: error: \(error)")
            return ExitCode.software.rawValue
        }
    }
}

/// A value written by one thread and read by another after a semaphore (which orders the two).
final class ResultBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
