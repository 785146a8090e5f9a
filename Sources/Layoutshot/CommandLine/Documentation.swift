import Foundation

/// The man page and the shell completions, made from the one option table (`LayoutshotTool.specs`, each
/// command's `CommandSpec.allOptions`), so that they list exactly the options the parser takes (hidden ones
/// aside): `layoutshot manpage`, `layoutshot completions bash|zsh`; `make install` writes them.
enum Documentation {
    /// The commands that print these, beside the fixture commands.
    static let commands = ["manpage", "completions"]
    static let shells = ["bash", "zsh"]

    /// Every command's options as the parser takes them, hidden ones left out, `--help` last.
    static func options(of spec: CommandSpec) -> [CommandOption] {
        spec.allOptions.filter { !$0.hidden } + [helpOption]
    }

    /// What the shell offers after an option: a folder, a file, one of the choices, or nothing to complete.
    enum Completion: Equatable {
        case flag, folder, file, words([String]), anything
    }

    static func completion(of option: CommandOption) -> Completion {
        switch option.value {
        case .none: return .flag
        case .choice(let choices, _): return .words(choices)
        case .text(let placeholder): return placeholder == "DIR" ? .folder : ["FILE", "PATH"].contains(placeholder) ? .file : .anything
        case .number, .checked: return .anything
        }
    }

    // MARK: Man page

    /// `layoutshot.1` in the man macros: no date, so that it is the same every time it is made.
    static func manPage() -> String {
        var lines = [".\\\" layoutshot.1, made by `layoutshot manpage` from the option table; do not edit.",
                     ".TH LAYOUTSHOT 1 \"\" \"\(roff(LayoutshotTool.versionLine))\" \"User Commands\"",
                     // Left-aligned and never hyphenated: option names stay whole, as a reader searches for them.
                     ".ad l", ".nh",
                     ".SH NAME", "layoutshot \\- SwiftUI layout, rendered on Linux",
                     ".SH SYNOPSIS"]
        for spec in LayoutshotTool.specs {
            lines += [".B layoutshot \(spec.name)", "\\fI\(roff(spec.arguments))\\fR [\\fIoptions\\fR]", ".br"]
        }
        lines += [".B layoutshot", "\\fIFILE\\fR \\fB\\-o\\fR \\fIOUT.png|svg|pdf\\fR", ".br",
                  ".B layoutshot", "\\fB\\-V\\fR | \\fB\\-\\-version\\fR | \\fB\\-\\-help\\fR | \\fBhelp\\fR \\fICOMMAND\\fR | "
                    + "\\fBmanpage\\fR | \\fBcompletions\\fR \\fBbash\\fR|\\fBzsh\\fR",
                  ".SH DESCRIPTION",
                  roff("Writes a SwiftUI snippet's layout as SwiftUI computes it — every frame outlined — as PNG, SVG or PDF, "
                       + "the frame tree as text or JSON, the size negotiation (explain), and snapshot checks for CI. PATH is a "
                       + "fixture file, a folder searched for *.swift, or - (standard input)."),
                  ".SH COMMANDS"]
        for spec in LayoutshotTool.specs {
            lines += [".SS \(spec.name) \(roff(spec.arguments))", roff(spec.summary) + ".", ".PP", roff(spec.description)]
            for option in spec.options where !option.hidden { lines += optionEntry(option) }
            if spec.laysOutFixtures { lines += [".PP", "And \\fB\\-\\-timeout\\fR and the environment options below."] }
            if !spec.footer.isEmpty { lines += [".PP", roff(spec.footer)] }
        }
        lines += [".SH ENVIRONMENT OPTIONS", roff("Taken by every command that lays out fixtures.")]
        for option in [FixtureOptions.timeout] + FixtureOptions.all { lines += optionEntry(option) }
        lines += [".PP", roff(FixtureOptions.helpNote),
                  ".SH EXIT STATUS",
                  roff("0 success, 1 snapshot mismatch (or check found nothing to check), 2 usage error, 65 bad input "
                       + "(file:line:column: error: …, with the source line and a caret; it wins over 1), 74 an output could "
                       + "not be written."),
                  ".SH ENVIRONMENT",
                  ".TP", ".B LAYOUTSHOT_RECORD", roff("the test helpers' record mode: all, missing, failed or never."),
                  ".TP", ".B LAYOUTSHOT_COMPILE", roff("never: as --no-compile."),
                  ".TP", ".B LAYOUTSHOT_TRUST_FIXTURES", roff("1: as --trust-fixtures."),
                  ".TP", ".B LAYOUTSHOT_LIBRARY_DIR", roff("the folder of the library compiled fixtures link against."),
                  ".TP", ".B CI", roff("set (not empty, 0, false or no): a CI runner, where check records nothing by default; "
                                       + "also " + RecordMode.ciVariables.dropFirst().joined(separator: ", ") + "."),
                  ".TP", ".B NO_COLOR", roff("set and not empty: no colour in errors on a terminal."),
                  ".TP", ".B XDG_CACHE_HOME", roff("where compiled fixtures are cached (layoutshot/fixtures/)."),
                  ".SH SEE ALSO", roff("README.md and docs/ in the source.")]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `.TP` / `\fB\-o\fR, \fB\-\-output\fR \fIPATH\fR` / its help.
    static func optionEntry(_ option: CommandOption) -> [String] {
        let names = (option.aliases + [option.name]).map { "\\fB" + roff($0) + "\\fR" }.joined(separator: ", ")
        let value = option.placeholder.map { " \\fI" + roff($0) + "\\fR" } ?? ""
        return [".TP", names + value, roff(option.help)]
    }

    /// Text as roff reads it: backslashes escaped, hyphens as `\-` (what a reader types), other than ASCII as
    /// `\[u2026]` (so that groff needs no preconv), and a line that would start with a control character (`.`,
    /// `'`) guarded.
    static func roff(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.value > 127: escaped += "\\[u" + String(format: "%04X", scalar.value) + "]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n.br\n")
    }

    // MARK: bash

    /// A bash completion script: commands first, then each command's options, and after an option what it takes.
    static func bash() -> String {
        var lines = ["# bash completion for layoutshot, made by `layoutshot completions bash` from the option table.",
                     "_layoutshot() {",
                     "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" opts=\"\"",
                     "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
                     "        COMPREPLY=( $(compgen -W \"\(topLevelWords.joined(separator: " "))\" -- \"$cur\") "
                        + "$(compgen -f -X '!*.swift' -- \"$cur\") $(compgen -d -- \"$cur\") )",
                     "        return",
                     "    fi",
                     "    local command=\"${COMP_WORDS[1]}\"",
                     "    case \"$command\" in *.swift|-) command=render ;; esac",
                     "    case \"$command\" in",
                     "    help) COMPREPLY=( $(compgen -W \"\(LayoutshotTool.commands.joined(separator: " "))\" -- \"$cur\") ); return ;;",
                     "    completions) COMPREPLY=( $(compgen -W \"\(shells.joined(separator: " "))\" -- \"$cur\") ); return ;;"]
        for spec in LayoutshotTool.specs {
            let options = options(of: spec)
            lines.append("    \(spec.name))")
            lines.append("        case \"$prev\" in")
            for option in options where completion(of: option) != .flag {
                let names = (option.aliases + [option.name]).joined(separator: "|")
                switch completion(of: option) {
                case .words(let words):
                    lines.append("        \(names)) COMPREPLY=( $(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\") ); return ;;")
                case .folder: lines.append("        \(names)) COMPREPLY=( $(compgen -d -- \"$cur\") ); return ;;")
                case .file: lines.append("        \(names)) COMPREPLY=( $(compgen -f -- \"$cur\") ); return ;;")
                case .anything, .flag: lines.append("        \(names)) return ;;")
                }
            }
            lines.append("        esac")
            let words = options.flatMap { $0.aliases + [$0.name] }
            lines.append("        opts=\"\(words.joined(separator: " "))\" ;;")
        }
        lines += ["    esac",
                  "    if [[ \"$cur\" == -* ]]; then",
                  "        COMPREPLY=( $(compgen -W \"$opts\" -- \"$cur\") )",
                  "    else",
                  "        COMPREPLY=( $(compgen -f -X '!*.swift' -- \"$cur\") $(compgen -d -- \"$cur\") )",
                  "    fi",
                  "}",
                  "complete -o filenames -F _layoutshot layoutshot"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What may follow `layoutshot` itself.
    static let topLevelWords = LayoutshotTool.commands + ["help"] + commands + ["--help", "-h", "--version", "-V"]

    // MARK: zsh

    /// A zsh completion function (`_layoutshot`, for a folder on `fpath`), with each option's help.
    static func zsh() -> String {
        var lines = ["#compdef layoutshot",
                     "# zsh completion for layoutshot, made by `layoutshot completions zsh` from the option table.",
                     "_layoutshot() {",
                     "  local curcontext=\"$curcontext\" state line",
                     "  typeset -A opt_args",
                     "  local -a commands",
                     "  commands=("]
        for spec in LayoutshotTool.specs { lines.append("    " + zshQuoted("\(spec.name):\(spec.summary)")) }
        lines += ["    'help:the help of a command'", "    'manpage:print the man page'",
                  "    'completions:print the bash or zsh completion script'",
                  "  )",
                  "  _arguments -C '(- *)'{-V,--version}'[print the version]' '(- *)'{-h,--help}'[the usage of every command]' "
                    + "'1: :->command' '*:: :->arguments' && return",
                  "  case $state in",
                  "  command)",
                  "    _describe -t commands 'layoutshot command' commands",
                  "    _files -g '*.swift'",
                  "    ;;",
                  "  arguments)",
                  "    case $words[1] in",
                  "    help) _values command \(LayoutshotTool.commands.joined(separator: " ")) ;;",
                  "    completions) _values shell \(shells.joined(separator: " ")) ;;"]
        for spec in LayoutshotTool.specs {
            let pattern = spec.name == "render" ? "render|*.swift|-" : spec.name
            lines.append("    \(pattern))")
            lines.append("      _arguments -s \\")
            for option in options(of: spec) { lines.append("        " + zshSpec(option) + " \\") }
            lines.append("        '*:fixture:_files -g \"*.swift\"'")
            lines.append("      ;;")
        }
        lines += ["    esac", "    ;;", "  esac", "}", "_layoutshot \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'(-o --output)'{-o,--output}'[help]:PATH:_files'`, `'*--format[help]:F:(png svg)'`.
    static func zshSpec(_ option: CommandOption) -> String {
        let names = option.aliases + [option.name]
        let description = "[" + short(option.help).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]") + "]"
        var action = ""
        let placeholder = (option.placeholder ?? "").replacingOccurrences(of: ":", with: "\\:")
        switch completion(of: option) {
        case .flag: action = ""
        case .words(let words): action = ":\(placeholder):(\(words.joined(separator: " ")))"
        case .folder: action = ":\(placeholder):_files -/"
        case .file: action = ":\(placeholder):_files"
        case .anything: action = ":\(placeholder): "
        }
        let repeats = option.repeats ? "*" : ""
        if names.count == 1 { return zshQuoted(repeats + option.name + description + action) }
        let exclusion = option.repeats ? "" : zshQuoted("(" + names.joined(separator: " ") + ")")
        return exclusion + repeats + "{" + names.joined(separator: ",") + "}" + zshQuoted(description + action)
    }

    /// The help's first clause (to a `;`, and before a parenthesis it leaves open), at most 80 characters: what a
    /// completion menu has room for.
    static func short(_ help: String) -> String {
        var clause = closed(help.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces))
        guard clause.count > 80 else { return clause }
        let cut = clause.prefix(79)
        clause = cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)
        let whole = closed(clause)
        return whole == clause ? clause + "…" : whole
    }

    /// `text` up to the last parenthesis it opens and does not close.
    static func closed(_ text: String) -> String {
        guard text.filter({ $0 == "(" }).count > text.filter({ $0 == ")" }).count, let open = text.lastIndex(of: "(") else { return text }
        return text[..<open].trimmingCharacters(in: .whitespaces)
    }

    /// `text` in single quotes for zsh.
    static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
