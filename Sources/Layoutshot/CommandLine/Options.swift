import Foundation

// The command line's options, each declared once (`CommandOption`); the options that decide a fixture's
// layout are `FixtureOptions`. Every command's parser, its `--help`, the usage summary and README's
// "Command line" section (checked by `ReadmeCommandLineTests`) come from the lists in `CommandSpec`.

/// `-h`, `--help`: every command's, never listed.
let helpOption = CommandOption("--help", aliases: ["-h"], hidden: true, help: "this help")

/// How pictures are drawn: `render`, `watch`, and partly `check` and `explain`.
enum RenderingOptions {
    static let defaultScale = 2.0
    static let scale = CommandOption("--scale", .number("S", NumberRange(includesLower: false, upper: 8)),
                                     help: "pixels per point in PNG, above 0 and at most 8 (default: the device's on a device's screen, "
                                       + "else \(Int(defaultScale)))")
    static let style = CommandOption("--style", .choice(RenderStyle.allCases.map(\.rawValue), placeholder: nil),
                                     help: "debug (the default) draws every frame (red: view, blue: wrapper; dashed: the offer); "
                                       + "plain draws the content alone")
    static let pngCompression = CommandOption("--png-compression", .number("L", NumberRange(upper: 9, wholeNumbers: true)),
                                              help: "zlib level 0–9 for PNG (default 1: fast; 9 is smallest and slowest)")
    static let labels = CommandOption("--labels",
                                      help: "label each view's size (and its offer where different); the picture grows where "
                                        + "labels need room, and a label far from its view gets a leader line")
    static let legend = CommandOption("--legend", help: "add a key of the debug colours")
    static let highlight = CommandOption("--highlight", .text("ID"),
                                         help: "draw the negotiation of the view with .id(ID) prominently, fade the rest")
    static let theme = CommandOption("--theme", .choice(["light", "dark"], placeholder: nil),
                                     help: "the picture's chrome (canvas, labels); dark also implies --color-scheme dark")
    static let background = CommandOption("--background", .checked("B") { text in
        ["transparent", "white", "black"].contains(text) || RGBA(hex: text) != nil ? nil : "transparent, white, black or #RRGGBB"
    }, help: "transparent, white, black or #RRGGBB (default: the colour scheme's background)")
    static let margin = CommandOption("--margin", .number("N", .nonNegative),
                                      help: "at least N points of space around the canvas; its edge is outlined, overflow shows")
    static let noChrome = CommandOption("--no-chrome",
                                        help: "leave out the status bar and home indicator a device's screen shows (and the frame)")
    static let deviceFrame = CommandOption("--device-frame",
                                           help: "draw the device around its screen: a bezel, the rounded corners, the notch or "
                                             + "Dynamic Island (the picture grows by the bezel)")
    static let scrollContent = CommandOption("--scroll-content",
                                             help: "show every ScrollView's whole content, not just its viewport (the picture grows)")
}

/// `render`'s (and `watch`'s) outputs.
enum RenderOutputOptions {
    static let formats = ["png", "svg", "pdf", "txt", "json"]
    static let out = CommandOption("--out", .text("DIR"), help: "output folder (default: output)")
    static let output = CommandOption("--output", aliases: ["-o"], .text("PATH"),
                                      help: "a folder; or a file whose extension (.png .svg .pdf .txt .json) is the format (another "
                                        + "extension is a usage error unless the folder exists); or - for standard output. A fixture with several previews writes <name>-<preview>.<ext> "
                                        + "next to the file.")
    static let format = CommandOption("--format", .choice(formats, placeholder: nil), repeats: true,
                                      help: "png, svg, pdf, txt (frame dump) or json; repeat for several (default: png)")
    static let quiet = CommandOption("--quiet", aliases: ["-q"],
                                     help: "no progress line, summary or compile notes (errors and warnings are printed)")
    /// The earlier name of `--quiet`.
    static let noSummary = CommandOption("--no-summary", hidden: true, help: "the same as --quiet")
    static let gallery = CommandOption("--gallery",
                                       help: "also render every preview in dark mode (<name>-dark.png, -dark-2.png if taken) and write DIR/index.html: "
                                         + "every picture beside its fixture's source, light and dark")
    /// `watch`'s polling interval where inotify cannot be had, for tests.
    static let interval = CommandOption("--interval", .number("S", .positive), hidden: true,
                                        help: "seconds between looks at the files (default 0.1)")
}

/// `preview`'s.
enum PreviewOptions {
    static let defaultPort = 8765
    static let port = CommandOption("--port", .number("N", NumberRange(upper: 65535, wholeNumbers: true)),
                                    help: "the port on 127.0.0.1 to serve on (default \(defaultPort); 0: a free one); the page's "
                                      + "address is printed on standard output")
    static let format = CommandOption("--format", .choice(["svg", "png"], placeholder: nil),
                                      help: "how the page shows the pictures: svg or png (default: svg)")
}

/// `layout` and `explain`.
enum ReportOptions {
    static let json = CommandOption("--json", help: "print JSON instead of text")
    static let diagramFormat = CommandOption("--format", .choice(["svg", "png", "pdf"], placeholder: nil),
                                             help: "draw each preview's pass as a sequence diagram in this format")
    static let diagramOutput = CommandOption("--output", aliases: ["-o"], .text("FILE"),
                                             help: "the diagram's file (several previews: FILE's name plus -<preview>); its "
                                               + "extension gives the format when --format does not")
    static let diagramFolder = CommandOption("--out", .text("DIR"),
                                             help: "the folder for <name>-explain.<format> diagrams (default: output)")
}

/// `check`'s.
enum CheckOptions {
    static let record = CommandOption("--record", .choice(RecordMode.allCases.map(\.rawValue), placeholder: "MODE"),
                                      help: "all | missing | failed | never (default: missing; never on a CI runner: CI set, or "
                                        + RecordMode.ciVariables.dropFirst().joined(separator: ", ") + ")")
    static let threshold = CommandOption("--threshold", .number("T", .fraction),
                                         help: "per-pixel colour threshold 0…1 with anti-aliasing ignored (pixelmatch's method; "
                                           + "default: exact)")
    static let maxDiffPixels = CommandOption("--max-diff-pixels", .number("N", .nonNegative),
                                             help: "how many pixels may differ (default 0)")
    static let maxDiffRatio = CommandOption("--max-diff-ratio", .number("R", .fraction),
                                            help: "what share of the pixels may differ, 0…1 (with --max-diff-pixels the smaller wins)")
    static let report = CommandOption("--report", .text("DIR"),
                                      help: "write DIR/index.html (expected / actual / diff, overlay slider, geometry diff) and "
                                        + "DIR/junit.xml")
    static let failures = CommandOption("--failures", .text("DIR"),
                                        help: "where the actual pictures, dumps and diff images of failures go (default: "
                                          + "DIR/failures with --report, else .layoutshot-failures): layoutshot's own folder, new "
                                          + "or empty at first and marked by its .gitignore, which lists the files a run wrote (the "
                                          + "next run removes those); never a references folder")
    static let list = CommandOption("--list", help: "print the snapshot names and check nothing")
    static let shard = CommandOption("--shard", .checked("I/N") { text in
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, (1...n).contains(i) else { return "I/N with 1 ≤ I ≤ N" }
        return nil
    }, help: "check the I-th of N deterministic shares of the fixtures")
    static let prune = CommandOption("--prune",
                                     help: "remove references no fixture produces (only on a run over whole folders, without "
                                       + "--shard, where every fixture loaded; only files layoutshot wrote, never through a "
                                       + "symbolic link)")
    static let jobs = CommandOption("--jobs", .number("N", .nonNegative),
                                    help: "check N fixtures at a time (output identical to a serial run)")
}

/// One command: its arguments, help and options, from which its parser, `--help` and usage line are made.
struct CommandSpec {
    let name: String
    /// What follows the command: `PATH…`, `FILE`.
    let arguments: String
    /// One line for the usage summary.
    let summary: String
    /// The paragraph before the options in `--help`.
    let description: String
    /// The command's own options, in help order.
    let options: [CommandOption]
    /// Whether it lays out fixtures: then it takes `--timeout` and the environment options too.
    var laysOutFixtures = true
    /// Said after the options in `--help`.
    var footer = ""
    /// Another command whose options this one takes (`watch`: `render`'s).
    var inherits: String?

    /// Every option the parser accepts, `--help` included.
    var allOptions: [CommandOption] {
        options + (laysOutFixtures ? [FixtureOptions.timeout] + FixtureOptions.all : []) + [helpOption]
    }

    /// `layoutshot COMMAND --help`.
    var help: String {
        var lines = ["layoutshot \(name) \(arguments) [options]", ""]
        lines += paragraphs(description)
        for option in options where !option.hidden { lines += option.helpLines() }
        if laysOutFixtures {
            lines += FixtureOptions.timeout.helpLines()
            for option in FixtureOptions.all { lines += option.helpLines() }
            lines += paragraphs(FixtureOptions.helpNote)
        }
        lines += paragraphs(footer)
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// The command's line in the usage summary: `layoutshot check   PATH… [--record MODE] … [environment options]`.
    var usage: [String] {
        let head = "  layoutshot " + name.padding(toLength: 8, withPad: " ", startingAt: 0) + arguments
        let own = inherits.map { ["[\($0) options]"] } ?? options.filter { !$0.hidden }.map(\.usage)
        let words = own + (laysOutFixtures && inherits == nil ? [FixtureOptions.timeout.usage, "[environment options]"] : [])
        return wrapItems(words, firstLine: head, indent: head.count + 1, width: 110) + ["      " + summary]
    }
}

/// `text`'s lines, each wrapped at 110 columns.
func paragraphs(_ text: String) -> [String] {
    text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        wrap(String($0), firstLine: "", indent: 0, width: 110)
    }
}

/// `items` after `firstLine`, separated by spaces, in lines of at most `width` columns (an item is never split).
func wrapItems(_ items: [String], firstLine: String, indent: Int, width: Int) -> [String] {
    var lines: [String] = []
    var line = firstLine
    for item in items {
        if line.count + 1 + item.count > width, line.count > indent {
            lines.append(line)
            line = String(repeating: " ", count: indent - 1)
        }
        line += " " + item
    }
    lines.append(line)
    return lines
}
