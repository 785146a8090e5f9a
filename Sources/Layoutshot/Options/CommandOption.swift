import Foundation

/// A command-line mistake: printed with the usage hint, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// One option, declared once — its names, its value and how that is checked, its help — and everything else
/// derived from it: the parser (`Arguments`), `COMMAND --help`, the usage summary, and which options a
/// fixture's `// layoutshot:` directive may set (`FixtureOptions.directive`). The options are in
/// `FixtureOptions.swift` (those that decide a fixture's layout) and `CommandLine/Options.swift` (the rest).
struct CommandOption: Sendable {
    /// What follows the option.
    enum Value: Sendable {
        /// Nothing: a flag.
        case none
        /// Any text, shown as `placeholder` (`DIR`, `ID`).
        case text(String)
        /// A number in `range`.
        case number(String, NumberRange)
        /// One of `choices`, shown as `placeholder` or, without one, as the choices (`light|dark`).
        case choice([String], placeholder: String?)
        /// Text `check` accepts: it returns what was expected when it refuses (`I/N with 1 ≤ I ≤ N`).
        case checked(String, check: @Sendable (String) -> String?)
    }

    /// `--out`.
    let name: String
    /// Other spellings: `-o`.
    var aliases: [String] = []
    let value: Value
    /// One sentence or more; the help output wraps it.
    let help: String
    /// May be given several times (`--format png --format svg`); otherwise the last one counts.
    var repeats = false
    /// Parsed but not shown in help or usage (an old spelling, a test hook).
    var hidden = false

    init(_ name: String, aliases: [String] = [], _ value: Value = .none, repeats: Bool = false, hidden: Bool = false,
         help: String) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.repeats = repeats
        self.hidden = hidden
        self.help = help
    }

    var isFlag: Bool {
        if case .none = value { return true }
        return false
    }

    /// `S`, `DIR`, `light|dark`; nil for a flag.
    var placeholder: String? {
        switch value {
        case .none: return nil
        case .text(let placeholder), .number(let placeholder, _), .checked(let placeholder, _): return placeholder
        case .choice(let choices, let placeholder): return placeholder ?? choices.joined(separator: "|")
        }
    }

    /// `-o, --output PATH`: the option as its help line starts.
    var synopsis: String {
        (aliases + [name]).joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }

    /// `[--out DIR]`, `[--format F]…`: the option in a usage line.
    var usage: String {
        "[" + (aliases.first.map { $0 + ", " } ?? "") + name + (placeholder.map { " " + $0 } ?? "") + "]" + (repeats ? "…" : "")
    }

    /// Why `text` is not a value of this option, nil when it is one.
    func refusal(of text: String) -> String? {
        switch value {
        case .none, .text:
            return nil
        case .number(_, let range):
            guard let number = Double(text), range.contains(number) else {
                return "option '\(name)' needs \(range), not '\(text)'"
            }
            return nil
        case .choice(let choices, _):
            guard choices.contains(text) else {
                return "option '\(name)' does not accept '\(text)' (\(choices.joined(separator: ", ")))"
            }
            return nil
        case .checked(_, let check):
            return check(text).map { "option '\(name)' needs \($0), not '\(text)'" }
        }
    }

    /// The help line(s): `  --timeout S          stop a fixture …`, the help wrapped at `width` columns and
    /// indented under its first word.
    func helpLines(width: Int = 110) -> [String] {
        let indent = 23
        var first = "  " + synopsis
        first += first.count <= indent - 2 ? String(repeating: " ", count: indent - first.count) : "  "
        return wrap(help, firstLine: first, indent: indent, width: width)
    }
}

/// `words` as lines of at most `width` columns, the first after `firstLine`, the others indented by `indent`.
func wrap(_ words: String, firstLine: String, indent: Int, width: Int) -> [String] {
    var lines: [String] = []
    var line = firstLine
    var lineHasWords = false
    for word in words.split(separator: " ") {
        if lineHasWords, line.count + 1 + word.count > width {
            lines.append(line)
            line = String(repeating: " ", count: indent)
            lineHasWords = false
        }
        line += (lineHasWords ? " " : "") + word
        lineHasWords = true
    }
    lines.append(line)
    return lines
}

/// The numbers an option takes; `description` says them in messages: `a number ≥ 0`, `a number in (0, 8]`.
struct NumberRange: Sendable, CustomStringConvertible {
    var lower: Double = 0
    /// Whether `lower` itself is allowed.
    var includesLower = true
    var upper: Double = .infinity
    var wholeNumbers = false

    static let nonNegative = NumberRange()
    static let positive = NumberRange(includesLower: false)
    static let fraction = NumberRange(upper: 1)

    func contains(_ number: Double) -> Bool {
        number.isFinite && (includesLower ? number >= lower : number > lower) && number <= upper
            && (!wholeNumbers || number == number.rounded())
    }

    var description: String {
        let format = { (x: Double) in x == x.rounded() ? String(Int(x)) : String(x) }
        if wholeNumbers { return "a whole number from \(format(lower)) to \(format(upper))" }
        if upper.isInfinite { return "a number \(includesLower ? "≥" : ">") \(format(lower))" }
        return includesLower ? "a number in \(format(lower))…\(format(upper))" : "a number in (\(format(lower)), \(format(upper))]"
    }
}

/// Parsed arguments: positional paths, option values in order, flags; every value already checked by its
/// option (`CommandOption.refusal`).
struct Arguments {
    var positional: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// Parses `args` against `options` (names and aliases); `--` ends the options.
    /// - Throws: `UsageError` for an unknown option (with the closest known one), a missing or refused value.
    init(_ args: [String], options: [CommandOption]) throws {
        var byName: [String: CommandOption] = [:]
        for option in options {
            for name in [option.name] + option.aliases { byName[name] = option }
        }
        var i = 0
        while i < args.count {
            let arg = args[i]
            i += 1
            if arg == "--" {
                positional += args[i...]
                break
            }
            guard arg.hasPrefix("-"), arg != "-" else {
                positional.append(arg)
                continue
            }
            var name = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            guard let option = byName[name] else {
                let known = options.filter { !$0.hidden }.map(\.name).sorted()
                let hint = arg.hasPrefix("--") ? suggestion(for: name, among: known).map { " (did you mean '\($0)'?)" } ?? "" : ""
                throw UsageError(description: "unknown option '\(name)'\(hint)")
            }
            if option.isFlag {
                guard inline == nil else { throw UsageError(description: "option '\(option.name)' takes no value") }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard i < args.count else { throw UsageError(description: "option '\(option.name)' needs a value") }
                value = args[i]
                i += 1
            }
            if let refusal = option.refusal(of: value) { throw UsageError(description: refusal) }
            values[option.name, default: []].append(value)
        }
    }

    /// Whether the flag was given.
    func has(_ option: CommandOption) -> Bool { flags.contains(option.name) }

    /// The option's value (the last one given), nil when it was not given.
    func text(_ option: CommandOption) -> String? { values[option.name]?.last }

    /// Every value of a repeatable option, in order.
    func texts(_ option: CommandOption) -> [String] { values[option.name] ?? [] }

    /// A number option's value (checked when parsed).
    func number(_ option: CommandOption) -> Double? { text(option).flatMap(Double.init) }

    /// A choice option's value as `T`, `fallback` when it was not given.
    func choice<T: RawRepresentable>(_ option: CommandOption, default fallback: T) -> T where T.RawValue == String {
        text(option).flatMap(T.init(rawValue:)) ?? fallback
    }

    /// Whether any of `options` was given.
    func hasAny(of options: [CommandOption]) -> Bool {
        options.contains { flags.contains($0.name) || values[$0.name] != nil }
    }
}

/// The closest candidate by edit distance, if it is close enough to be a likely typo.
func suggestion(for word: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
    let scored = candidates.map { ($0, distance(Array(word), Array($0))) }.min { $0.1 < $1.1 }
    guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
    return best
}
