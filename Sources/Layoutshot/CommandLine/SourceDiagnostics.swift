import FixtureLanguage
import Foundation

/// A fixture's errors as swiftc prints them: each `file:line:column: error: …` line (unchanged, so that editors
/// and CI annotations still jump to it) followed by the source line behind a gutter with its number and a caret
/// under the column; in colour when standard error is a terminal (`Console.error`, `coloured`).
///
/// The source line is shown as data: control and bidirectional-override characters become `�`, so that a
/// fixture cannot move the cursor or reorder what the terminal shows, and every shown line starts with the
/// gutter, so that none passes for the tool's own lines. A line longer than `maximumShownCharacters` is shown
/// around the column, cut with `…`.
enum SourceDiagnostics {
    static let maximumShownCharacters = 120

    /// Every error of `error` (`FixtureError.all`), each with its source line and caret.
    static func message(for error: FixtureError, source: String) -> String {
        var text = annotate(error.all.map(\.description).joined(separator: "\n"), files: [error.file], source: source)
        if error.moreNotReported {
            text += "\n\(error.file): note: stopped after \(FixtureError.maximumReported) errors; fix these to see the others"
        }
        return text
    }

    /// A pipeline error: with the source line and caret when it points into the source (`sourceColumns`: a compile
    /// error, a construct that needs the compiler when compiling is off), as it is otherwise (a time limit, a crash).
    static func message(for error: FixtureLoadError, path: String, source: String) -> String {
        guard let columns = error.sourceColumns else { return error.description }
        return annotate(error.description, files: [path, "<stdin>"], source: source, columnsCountUTF8: columns == .utf8)
    }

    /// `message` with the source line and a caret after each of its lines that is an error at a line of
    /// `source`, a file named one of `files`. `columnsCountUTF8`: the columns count UTF-8 bytes (swiftc's), not
    /// characters (the interpreter's).
    static func annotate(_ message: String, files: Set<String>, source: String, columnsCountUTF8: Bool = false) -> String {
        let lines = sourceLines(source)
        var result: [String] = []
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            result.append(String(line))
            guard let place = ErrorPlace(String(line)), files.contains(place.file),
                  place.line >= 1, place.line <= lines.count else { continue }
            let text = lines[place.line - 1]
            let column = columnsCountUTF8 ? characterColumn(ofUTF8Column: place.column, in: text) : place.column
            result += excerpt(text, number: place.line, column: column)
        }
        return result.joined(separator: "\n")
    }

    /// The source's lines, without their line breaks (`\n`, `\r\n`).
    static func sourceLines(_ source: String) -> [Substring] {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    /// The two lines under an error: ` 12 |     Txt("a")` and `    |     ^`. `column` is 1-based, in characters;
    /// one past the end points after the line.
    static func excerpt(_ line: Substring, number: Int, column: Int) -> [String] {
        var characters = Array(line)
        var caretIndex = min(max(column - 1, 0), characters.count)
        var prefix = "", suffix = ""
        if characters.count > maximumShownCharacters {
            let half = maximumShownCharacters / 2
            let start = max(0, min(caretIndex - half, characters.count - maximumShownCharacters))
            let end = min(characters.count, start + maximumShownCharacters)
            if start > 0 { prefix = "…" }
            if end < characters.count { suffix = "…" }
            characters = Array(characters[start..<end])
            caretIndex -= start
        }
        let shown = characters.map(shownCharacter)
        // Under each character before the column: a tab where the line has one (so both lines expand it
        // alike), two spaces under a wide character, one space otherwise.
        let under = shown[..<caretIndex].map { $0 == "\t" ? "\t" : String(repeating: " ", count: width(of: $0)) }.joined()
        let gutter = String(number)
        let blank = String(repeating: " ", count: gutter.count)
        return [" \(gutter) | \(prefix)\(String(shown))\(suffix)",
                " \(blank) | \(prefix.isEmpty ? "" : " ")\(under)^"]
    }

    /// A character as the excerpt shows it: controls (but the tab), bidirectional overrides and isolates as `�`.
    static func shownCharacter(_ character: Character) -> Character {
        if character == "\t" { return character }
        for scalar in character.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
                || v == 0x200E || v == 0x200F || v == 0x061C {
                return "\u{FFFD}"
            }
        }
        return character
    }

    /// Columns a character takes on a terminal: 2 for East Asian wide and fullwidth characters and emoji, else 1.
    static func width(of character: Character) -> Int {
        guard let v = character.unicodeScalars.first?.value else { return 1 }
        let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
                                           0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
                                           0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
                                           0x1F900...0x1F9FF, 0x20000...0x3FFFD]
        return wide.contains { $0.contains(v) } ? 2 : 1
    }

    /// The character column of a UTF-8 byte column (swiftc's) in `line`.
    static func characterColumn(ofUTF8Column column: Int, in line: Substring) -> Int {
        var bytes = 0, characters = 0
        for character in line {
            if bytes >= column - 1 { break }
            bytes += character.utf8.count
            characters += 1
        }
        return characters + 1 + max(0, column - 1 - bytes)
    }

    /// `file:line:column: error: …`: where, or nil for another line.
    struct ErrorPlace {
        var file: String
        var line: Int
        var column: Int

        init?(_ text: String) {
            guard let first = text.first, first != " ", first != "|",
                  let marker = text.range(of: ": error: ") else { return nil }
            let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
            file = place.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
        }
    }

    // MARK: Colour

    /// Whether standard error gets colour: a terminal, `NO_COLOR` unset or empty (no-color.org), `TERM` not `dumb`.
    static func usesColour(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    static let bold = "\u{1B}[1m", red = "\u{1B}[1;31m", magenta = "\u{1B}[1;35m", cyan = "\u{1B}[1;36m",
               green = "\u{1B}[1;32m", reset = "\u{1B}[0m"

    /// `text` in swiftc's colours: the location and message bold, `error:` red, `warning:` magenta, `note:` cyan,
    /// the caret green; other lines (the source, what a fixture printed) as they are.
    static func coloured(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { colouredLine(String($0)) }.joined(separator: "\n")
    }

    static func colouredLine(_ line: String) -> String {
        if let bar = line.firstIndex(of: "|"), line[..<bar].allSatisfy({ $0 == " " }), line.hasSuffix("^"),
           line[line.index(after: bar)...].dropLast().allSatisfy({ $0 == " " || $0 == "\t" }) {
            return line.dropLast() + green + "^" + reset
        }
        guard let first = line.first, first != " ", first != "|" else { return line }
        for (kind, colour) in [("error:", red), ("warning:", magenta), ("note:", cyan)] {
            if line.hasPrefix(kind + " ") {
                return colour + kind + reset + bold + line.dropFirst(kind.count) + reset
            }
            if let marker = line.range(of: ": " + kind + " ") {
                let place = line[..<marker.lowerBound]
                let message = line[marker.upperBound...]
                return bold + place + ": " + reset + colour + kind + reset + bold + " " + message + reset
            }
        }
        return line
    }
}
