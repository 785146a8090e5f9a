import Foundation
import Layoutshot

/// Exit codes (DESIGN §7).
enum ExitCode: Int32 {
    case success = 0
    case mismatch = 1
    case usage = 2
    case badInput = 65
    case software = 70
}

let usage = """
layoutshot — SwiftUI layout, rendered on Linux

USAGE
  layoutshot render PATH… [--out DIR] [--format png|svg|pdf|txt|json]… [--width W] [--height H]
                          [--scale S] [--style debug|plain] [--labels] [--scroll-content]
                          [--platform ios|macos] [--rtl] [--color-scheme light|dark]
                          [--dynamic-type-size S]
  layoutshot layout FILE  [--width W] [--height H] [--json] [--platform …] [--rtl] [--color-scheme …]

PATH is a fixture file or a folder searched for *.swift. Run `layoutshot COMMAND --help` for details.
Exit codes: 0 success, 2 usage error, 65 bad input (printed as file:line:column: error: …).

"""

func run() -> ExitCode {
    var args = Array(CommandLine.arguments.dropFirst())
    guard let command = args.first else {
        FileHandle.standardError.write(Data(usage.utf8))
        return .usage
    }
    args.removeFirst()
    do {
        switch command {
        case "render": return try RenderCommand(args).run()
        case "layout": return try LayoutCommand(args).run()
        case "--help", "-h":
            print(usage, terminator: "")
            return .success
        case "help":
            switch args.first {
            case "render": print(RenderCommand.help, terminator: "")
            case "layout": print(LayoutCommand.help, terminator: "")
            default: print(usage, terminator: "")
            }
            return .success
        case "--version":
            print("layoutshot 0.1.0")
            return .success
        default:
            let hint = suggestion(for: command, among: ["render", "layout"]).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError(description: "unknown command '\(command)'\(hint)")
        }
    } catch let error as UsageError {
        let hint = ["render", "layout"].contains(command) ? "layoutshot \(command) --help" : "layoutshot --help"
        FileHandle.standardError.write(Data("layoutshot: \(error)\nSee '\(hint)'.\n".utf8))
        return .usage
    } catch let error as InputError {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return .badInput
    } catch {
        FileHandle.standardError.write(Data("layoutshot: error: \(error)\n".utf8))
        return .software
    }
}

exit(run().rawValue)
