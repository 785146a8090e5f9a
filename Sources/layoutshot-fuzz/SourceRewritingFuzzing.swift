import Foundation
import FixtureLanguage
import LayoutCore
import Layoutshot

/// The fuzz target of the compiled path's source rewriting (docs/RELIABILITY.md §1): any bytes, as text, go
/// through what `FixtureCompiler` does to a fixture before it compiles it — `CompilationConditions
/// .activeSource` for each platform, then `ProgramOutline` on the result and `ProgramSource.fixtureBody` —
/// and each must end in a result or a located `FixtureError`. What comes out is checked against
/// `SwiftLexicalClasses` (Swift's lexical rules, written apart from the lexer):
///
/// - `activeSource` keeps every line break and every line's length, each character as it was or blanked,
///   and leaves what it keeps as it was (code stays code, a comment a comment, a string a string); it leaves
///   no conditional-compilation directive, and is its own fixed point;
/// - the outline finds every `#Preview` and `@Previewable` Swift sees outside comments, strings and regex
///   literals; the rewritten text has none left there, keeps the lines and what each kept character is, and
///   each registration it adds names a type and nothing else;
/// - a path as `#sourceLocation` quotes it (`ProgramSource.literal`) is one string literal.
///
/// A source Swift itself rejects lexically (an unterminated comment, string or regex) is not checked
/// against the rules, only for crashes.
enum SourceRewritingFuzzing {
    static let path = "fuzz.swift"
    static let conditions = Platform.allCases.map(CompilationConditions.init(platform:))

    /// Runs one input; returns whether some platform's rewriting produced a program (for the replay summary).
    @discardableResult
    static func run(_ data: Data) -> Bool {
        guard let source = try? FixtureParser.source(from: data, path: path) else { return false }
        checkLiteral(String(source.prefix(200)))
        let original = Original(source)
        var produced = false
        for conditions in conditions {
            let active: String
            do {
                active = try conditions.activeSource(of: source, path: path)
            } catch {
                checkLocated(error)
                continue
            }
            checkActiveSource(active, of: original, conditions: conditions)
            do {
                let outline = try ProgramOutline(source: active, path: path)
                let body = try ProgramSource.fixtureBody(of: FixtureSource(text: source, path: path), conditions: conditions)
                checkRewriting(active, outline: outline, body: body)
                produced = produced || body != nil
            } catch {
                // The lexer accepted the source and activeSource its imports; the blanked text must lex as well,
                // and the rewriting of the source succeed as activeSource did.
                fatalError("the active source does not lex, or its rewriting failed: \(error)")
            }
        }
        // The raw source's outline too (the compiler looks at it when no preview is left).
        do { _ = try ProgramOutline(source: source, path: path) } catch { checkLocated(error) }
        return produced
    }

    static func checkLocated(_ error: Error) {
        guard let error = error as? FixtureError else { fatalError("not a FixtureError: \(error)") }
        precondition(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "no location: \(error)")
    }

    /// The source's characters after a byte order mark, as the lexer's offsets count them.
    static func characters(_ text: String) -> [Character] {
        Array(text.first == "\u{FEFF}" ? String(text.dropFirst()) : text)
    }

    /// Lines as the lexer counts them: (first character, length without the line break, the break).
    static func lines(_ chars: [Character]) -> [(start: Int, length: Int, end: Character?)] {
        var result: [(Int, Int, Character?)] = []
        var start = 0
        for (k, c) in chars.enumerated() where c.isNewline {
            result.append((start, k - start, c))
            start = k + 1
        }
        result.append((start, chars.count - start, nil))
        return result
    }

    /// The source's characters, lines and classes, found once for both platforms.
    struct Original {
        let text: String
        let characters: [Character]
        let lines: [(start: Int, length: Int, end: Character?)]
        let classes: SwiftLexicalClasses?

        init(_ text: String) {
            self.text = text
            characters = SourceRewritingFuzzing.characters(text)
            lines = SourceRewritingFuzzing.lines(characters)
            classes = SwiftLexicalClasses(characters)
        }
    }

    static func checkActiveSource(_ active: String, of source: Original, conditions: CompilationConditions) {
        // Nothing blanked: nothing to compare.
        guard active != source.text else { return }
        let before = source.characters, after = characters(active)
        let old = source.lines, new = lines(after)
        precondition(old.count == new.count && zip(old, new).allSatisfy { $0.end == $1.end },
                     "activeSource changed the line breaks: \(old.count) lines became \(new.count)")
        // Kept: positions in `after` whose character is the source's own.
        var kept: [(old: Int, new: Int)] = []
        for (o, n) in zip(old, new) {
            if n.length == 0 { continue }
            precondition(n.length == o.length, "activeSource changed the length of a line it kept (\(o.length) → \(n.length))")
            for k in 0..<n.length {
                let a = before[o.start + k], b = after[n.start + k]
                precondition(a == b || b == " ", "activeSource changed a character it kept: \(a.debugDescription) → \(b.debugDescription)")
                // A space may be blanked or kept: only what is not one shows what the text is.
                if a == b, !a.isWhitespace { kept.append((o.start + k, n.start + k)) }
            }
        }
        // The active source lexes with the source's classes where it kept the source's characters.
        if let original = source.classes {
            guard let rewritten = SwiftLexicalClasses(after) else {
                fatalError("activeSource made text Swift cannot lex from text it can")
            }
            for (o, n) in kept where original.classes[o] != rewritten.classes[n] {
                fatalError("activeSource made a \(original.classes[o]) character a \(rewritten.classes[n]) at offset \(o)")
            }
            precondition(rewritten.directives.isEmpty, "activeSource left a '#\(rewritten.directives[0].word)'")
        }
        do {
            let again = try conditions.activeSource(of: active, path: path)
            precondition(again == active, "activeSource is not its own fixed point")
        } catch {
            fatalError("activeSource's text has an error of its own: \(error)")
        }
    }

    static func checkRewriting(_ active: String, outline: ProgramOutline, body: String?) {
        let chars = characters(active)
        guard let swift = SwiftLexicalClasses(chars) else { return }
        let found = Set(outline.previewMacros.map(\.lowerBound))
        for offset in swift.previewMacros where !found.contains(offset) {
            fatalError("the outline missed the #Preview at offset \(offset)")
        }
        for offset in found where !swift.previewMacros.contains(offset) {
            fatalError("the outline took a #Preview in a \(swift.classes[offset]) at offset \(offset)")
        }
        let attributes = Set(outline.previewableAttributes.map(\.lowerBound))
        for offset in swift.previewableAttributes where !attributes.contains(offset) {
            fatalError("the outline missed the @Previewable at offset \(offset)")
        }
        guard let body else {
            precondition(swift.previewMacros.isEmpty, "no program, but a #Preview in the code")
            return
        }
        // The rewritten text, then one registration (two lines) per PreviewProvider.
        // Split at the scalar "\n" the registrations begin with (the text's own last "\r" would join it in a
        // character).
        let registrations = outline.previewProviders.count
        var bodyLines = body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        precondition(bodyLines.count > 2 * registrations, "fewer lines than registrations")
        let added = Array(bodyLines.suffix(2 * registrations))
        bodyLines.removeLast(2 * registrations)
        for k in stride(from: 0, to: added.count, by: 2) {
            precondition(added[k].hasPrefix("#sourceLocation(file: \"\(path)\", line: "), "a registration without its location")
            precondition(namesOneType(added[k + 1]), "a registration that is not one type's: \(added[k + 1].debugDescription)")
        }
        let rewritten = characters(bodyLines.joined(separator: "\n"))
        // Where each edit put its text: the rewriting replaces `#Preview` and blanks `@Previewable`.
        var map: [Int?] = []  // for each rewritten character, the active character it is, if kept
        var k = 0
        let macros = outline.previewMacros.sorted { $0.lowerBound < $1.lowerBound }
        var next = macros.makeIterator(), macro = next.next()
        let blanked = Set(outline.previewableAttributes.flatMap { Array($0) })
        while k < chars.count {
            if let m = macro, m.lowerBound == k {
                map += Array(repeating: nil, count: "_layoutshotPreview".count)
                k = m.upperBound
                macro = next.next()
                continue
            }
            map.append(blanked.contains(k) ? nil : k)
            k += 1
        }
        precondition(map.count == rewritten.count, "the rewriting changed more than its edits (\(map.count) vs \(rewritten.count))")
        guard let after = SwiftLexicalClasses(rewritten) else { fatalError("the rewritten text does not lex") }
        precondition(after.previewMacros.isEmpty, "a #Preview left in the rewritten text's code at \(after.previewMacros[0])")
        precondition(after.previewableAttributes.isEmpty, "an @Previewable left in the rewritten text's code")
        for (n, o) in map.enumerated() {
            guard let o else { continue }
            precondition(chars[o] == rewritten[n], "the rewriting changed a character it kept")
            precondition(swift.classes[o] == after.classes[n], "the rewriting made a \(swift.classes[o]) character a \(after.classes[n])")
        }
    }

    /// `_layoutshotPreviews(T.self)` where T is names in backticks joined by dots, each without a backtick or
    /// a line break: nothing else can be in it.
    static func namesOneType(_ line: String) -> Bool {
        let prefix = "_layoutshotPreviews(", suffix = ".self)"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count else { return false }
        var rest = Substring(line.dropFirst(prefix.count).dropLast(suffix.count))
        while true {
            guard rest.first == "`" else { return false }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: "`"), close != rest.startIndex,
                  !rest[..<close].contains(where: \.isNewline) else { return false }
            rest = rest[rest.index(after: close)...]
            if rest.isEmpty { return true }
            guard rest.first == "." else { return false }
            rest = rest.dropFirst()
        }
    }

    /// A path quoted for `#sourceLocation` is one static string literal.
    static func checkLiteral(_ path: String) {
        let quoted = Array("\"" + ProgramSource.literal(path) + "\"")
        guard let swift = SwiftLexicalClasses(quoted) else { fatalError("a quoted path that is not a string literal") }
        precondition(swift.classes.allSatisfy { $0 == SwiftLexicalClasses.Class.string }, "a quoted path with code in it (an interpolation)")
    }
}
