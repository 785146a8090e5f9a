import FixtureLanguage
import Foundation

/// The compiler's errors as the fixture's author should read them: swiftc's own messages, except that an error
/// about a SwiftUI name Layoutshot lacks — `value of type 'Text' has no member 'monospacedDigit'`, `cannot find
/// 'LinearGradient' in scope`, `extra argument 'format' in call`, `incorrect argument label in call` — reads like
/// the author's typo. Such an error becomes the interpreter's sentence (`'monospacedDigit()' is SwiftUI API that
/// Layoutshot does not support yet`, `SwiftUIAPI`) at the same location, and the errors that follow from it on
/// the same statement are dropped. A name SwiftUI does not have (a real typo) keeps swiftc's message.
enum CompilerMessages {
    /// The error lines of `output`, rewritten; `source` is the fixture's text as compiled (its lines are the
    /// fixture's), `path` the file name the errors carry.
    static func errors(in output: String, source: String, path: String) -> [String] {
        let lines = source.components(separatedBy: "\n").map { Array($0) }
        var result: [String] = []
        /// Statements (line ranges, 1-based) whose error was rewritten: later errors inside them follow from it.
        var rewritten: [ClosedRange<Int>] = []
        for raw in output.split(separator: "\n") where raw.contains(": error: ") {
            let line = String(raw)
            guard let error = Located(line), error.file == path else {
                result.append(line)
                continue
            }
            if rewritten.contains(where: { $0.contains(error.line) }) { continue }
            if let sentence = sentence(for: error, lines: lines, source: source) {
                result.append("\(error.file):\(error.line):\(error.column): error: \(sentence)")
                rewritten.append(statement(around: error.line, in: lines))
            } else {
                result.append(line)
            }
        }
        return result
    }

    /// `file:line:column: error: message`.
    struct Located {
        var file: String
        var line: Int
        var column: Int
        var message: String

        init?(_ text: String) {
            guard let marker = text.range(of: ": error: ") else { return nil }
            let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
            file = place.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            message = String(text[marker.upperBound...])
        }
    }

    /// The sentence for an error about a SwiftUI name Layoutshot lacks, or nil.
    static func sentence(for error: Located, lines: [[Character]], source: String) -> String? {
        let message = error.message
        let at = Position(lines: lines, line: error.line, column: error.column)
        if let (type, member) = quoted(message, "value of type '", "' has no member '") {
            let owners = SwiftUIAPI.owners(of: type, viewType: declaresView(type, in: source))
            return SwiftUIAPI.unsupportedMessage(for: .member(member, owners: owners), display: at.memberDisplay(member, of: type))
        }
        if let (type, member) = quoted(message, "type '", "' has no member '") {
            let display = at.isImplicitMember ? "." + at.callDisplay(member) : "\(type).\(at.callDisplay(member))"
            return SwiftUIAPI.unsupportedMessage(for: .member(member, owners: SwiftUIAPI.owners(of: type)), display: display)
        }
        if let name = quoted(message, "cannot find type '") ?? quoted(message, "cannot find '"),
           name.first?.isUppercase == true {
            return SwiftUIAPI.unsupportedMessage(for: .type(name))
        }
        let labelErrors = ["extra argument", "extra arguments", "incorrect argument label", "extraneous argument label",
                           "missing argument label", "extra trailing closure"]
        if labelErrors.contains(where: message.hasPrefix), let call = at.enclosingCall(),
           call.callee.first?.isUppercase == true {
            return SwiftUIAPI.unsupportedMessage(for: .initializer(of: call.callee, labels: call.labels,
                                                                   trailingClosures: call.trailingClosures))
        }
        return nil
    }

    /// `prefix` + A + `middle` + B + `'…`: (A, B).
    static func quoted(_ message: String, _ prefix: String, _ middle: String) -> (String, String)? {
        guard message.hasPrefix(prefix), let split = message.range(of: middle) else { return nil }
        let first = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<split.lowerBound])
        let rest = message[split.upperBound...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return (first, String(rest[..<close]))
    }

    /// `prefix` + A + `'…`: A.
    static func quoted(_ message: String, _ prefix: String) -> String? {
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    /// Whether the fixture declares `type` as a view (`struct Card: View`), so that `View`'s modifiers are its.
    static func declaresView(_ type: String, in source: String) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: type)
        guard let pattern = try? NSRegularExpression(pattern: "\\b(struct|class|enum)\\s+\(name)\\b[^{]*:[^{]*\\bView\\b") else {
            return false
        }
        return pattern.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)) != nil
    }

    /// The lines of the statement that `line` is in: back over lines that continue a chain (`.modifier`), on
    /// while brackets opened since its first line are open or the next line continues the chain.
    static func statement(around line: Int, in lines: [[Character]]) -> ClosedRange<Int> {
        func continues(_ index: Int) -> Bool {
            guard index >= 0, index < lines.count else { return false }
            return lines[index].first { !$0.isWhitespace } == "."
        }
        var first = line - 1
        while first > 0, continues(first) { first -= 1 }
        var last = first
        var depth = 0
        while last < lines.count {
            for character in lines[last] {
                if "([{".contains(character) { depth += 1 } else if ")]}".contains(character) { depth -= 1 }
            }
            if last + 1 >= line, depth <= 0, !continues(last + 1) { break }
            last += 1
        }
        return (first + 1)...min(max(last + 1, line), lines.count)
    }

    /// A place in the fixture's text and what is written there.
    struct Position {
        let lines: [[Character]]
        let line: Int
        let column: Int

        var text: [Character] { line - 1 < lines.count && line >= 1 ? lines[line - 1] : [] }
        var index: Int { column - 1 }

        /// The source at the column is `.name`, with nothing before the dot.
        var isImplicitMember: Bool {
            let text = text
            guard index >= 1, index - 1 < text.count, text[index - 1] == "." else { return false }
            let before = index >= 2 ? text[index - 2] : " "
            return !(before.isLetter || before.isNumber || before == "_" || before == ")" || before == "]")
        }

        /// `name()` or `name(…)` when a call follows the name at the column, else `name`.
        func callDisplay(_ name: String) -> String {
            let text = text
            var i = index + name.count
            while i < text.count, text[i] == " " { i += 1 }
            guard i < text.count, text[i] == "(" else { return name }
            var j = i + 1
            while j < text.count, text[j] == " " { j += 1 }
            return j < text.count && text[j] == ")" ? "\(name)()" : "\(name)(…)"
        }

        /// A method as `name()`; a property as `Type.name`.
        func memberDisplay(_ name: String, of type: String) -> String {
            let shown = callDisplay(name)
            return shown == name ? "\(String(type.prefix { $0 != "<" })).\(name)" : shown
        }

        /// The call whose argument list holds the column (or whose name is at it): its callee's name, the
        /// argument labels (`_` for none) and the trailing closures after its `)`.
        func enclosingCall() -> (callee: String, labels: [String], trailingClosures: Int)? {
            let flat = lines.map { String($0) }.joined(separator: "\n").map { $0 }
            var offset = lines.prefix(line - 1).reduce(0) { $0 + $1.count + 1 } + index
            guard offset < flat.count else { return nil }
            // The `(` at the column, or a type's name followed by its `(`: that call; else the call around it.
            var open: Int?
            var i = offset
            while i < flat.count, flat[i].isLetter || flat[i].isNumber || flat[i] == "_" { i += 1 }
            if flat[offset] == "(" {
                open = offset
            } else if flat[offset] == "{" {
                // A trailing closure: the call whose `)` it follows.
                var j = offset - 1
                while j > 0, flat[j].isWhitespace { j -= 1 }
                guard flat[j] == ")" else { return nil }
                var depth = 0
                while j >= 0 {
                    if flat[j] == ")" { depth += 1 } else if flat[j] == "(" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    j -= 1
                }
                guard j >= 0 else { return nil }
                open = j
            } else if i > offset, i < flat.count, flat[i] == "(", flat[offset].isUppercase, offset == 0 || flat[offset - 1] != "." {
                open = i
            }
            if open == nil {
                var depth = 0
                while offset > 0 {
                    offset -= 1
                    let c = flat[offset]
                    if ")]}".contains(c) { depth += 1 } else if "([{".contains(c) {
                        if depth == 0 {
                            if c == "(" { open = offset }
                            break
                        }
                        depth -= 1
                    }
                }
            }
            guard let open else { return nil }
            var start = open
            while start > 0, flat[start - 1].isLetter || flat[start - 1].isNumber || flat[start - 1] == "_" || flat[start - 1] == "." {
                start -= 1
            }
            var callee = String(flat[start..<open])
            if callee.hasSuffix(".init") { callee.removeLast(5) }
            guard !callee.isEmpty, !callee.hasPrefix(".") else { return nil }
            // The arguments: split at top-level commas; a label is `name:` at an argument's start.
            var labels: [String] = []
            var depth = 0
            var argument = ""
            var close = open + 1
            func finish() {
                let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty else { return }
                let head = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let after = trimmed.dropFirst(head.count).drop { $0 == " " }
                labels.append(!head.isEmpty && after.first == ":" ? String(head) : "_")
            }
            while close < flat.count {
                let c = flat[close]
                if "([{".contains(c) { depth += 1 } else if ")]}".contains(c) {
                    if depth == 0 { break }
                    depth -= 1
                } else if c == "\"" {
                    // Skip a string (its commas and brackets are not the call's).
                    argument.append(c)
                    close += 1
                    while close < flat.count, flat[close] != "\"" {
                        if flat[close] == "\\" { argument.append(flat[close]); close += 1 }
                        if close < flat.count { argument.append(flat[close]) }
                        close += 1
                    }
                }
                if c == ",", depth == 0 { finish(); argument = "" } else if close < flat.count { argument.append(flat[close]) }
                close += 1
            }
            finish()
            // Trailing closures: `{ … }` right after the `)`, then `label: { … }`.
            var trailing = 0
            var k = close + 1
            func skipSpace() { while k < flat.count, flat[k].isWhitespace { k += 1 } }
            skipSpace()
            while k < flat.count, flat[k] == "{" {
                trailing += 1
                var braces = 0
                repeat {
                    if flat[k] == "{" { braces += 1 } else if flat[k] == "}" { braces -= 1 }
                    k += 1
                } while k < flat.count && braces > 0
                skipSpace()
                var label = k
                while label < flat.count, flat[label].isLetter { label += 1 }
                guard label > k, label < flat.count, flat[label] == ":" else { break }
                k = label + 1
                skipSpace()
            }
            return (callee, labels, trailing)
        }
    }
}
