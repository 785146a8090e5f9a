import Foundation

/// A fixture's text lexed once, for everything that reads it: its `// layoutshot:` directive, the interpreter
/// (`FixtureParser.parse(_:)`), and the compiled path's `#if` resolution, outline and program text
/// (`active(for:)`, `ActiveSource`), so that none of them lexes it again.
public struct FixtureSource {
    /// The text as read (a UTF-8 byte order mark included).
    public let text: String
    /// Where it was read from, for messages.
    public let path: String
    /// The arguments of the `// layoutshot: …` comment lines before the first token, in order, split at spaces
    /// (`"…"` and `'…'` keep spaces): `["--platform", "macos", "--rtl"]`; the caller reads them as options.
    public let directive: [String]
    /// The line of the first directive comment (for messages about its arguments), nil without one.
    public let directiveLine: Int?
    /// Every token, ending with `.endOfFile`; nil when the text is not Swift's tokens.
    let tokens: [Token]?
    /// Why lexing failed (an unterminated string, a directive after code, too many tokens), thrown by whatever
    /// needs the tokens; the directive lines before it are still read.
    let lexingError: FixtureError?
    /// The characters the tokens' offsets count (after a byte order mark).
    let characters: [Character]

    /// Lexes `text` (read from `path`). Never throws: a lexer error is thrown where the tokens are wanted.
    public init(text: String, path: String) {
        self.text = text
        self.path = path
        var lexer = Lexer(source: text, file: path)
        var tokens: [Token]?
        var failure: FixtureError?
        do {
            tokens = try lexer.tokenize()
        } catch let error as FixtureError {
            failure = error
        } catch {
            failure = FixtureError(file: path, line: 1, column: 1, message: "\(error)")
        }
        self.tokens = tokens
        lexingError = failure
        directive = lexer.directives
        directiveLine = lexer.directiveLine
        characters = lexer.chars
    }

    /// The tokens, or the lexer's error.
    func lexed() throws -> [Token] {
        if let tokens { return tokens }
        throw lexingError ?? FixtureError(file: path, line: 1, column: 1, message: "the fixture could not be read")
    }

    /// The code Swift compiles under `conditions`: the `#if` branches taken (the interpreter's own resolution,
    /// so both paths take the same ones). Throws the `FixtureError` the interpreter would.
    public func active(for conditions: CompilationConditions) throws -> ActiveSource {
        let resolved = try ConditionalBlocks(conditions: conditions, file: path).resolve(lexed())
        return ActiveSource(source: self, conditions: conditions, tokens: resolved.tokens, removed: resolved.removed)
    }
}

/// A fixture's source with its `#if` resolved (`FixtureSource.active(for:)`).
public struct ActiveSource {
    let source: FixtureSource
    /// The conditions the `#if` were resolved under.
    let conditions: CompilationConditions
    /// The tokens Swift compiles, ending with `.endOfFile`.
    let tokens: [Token]
    /// The characters of `#if` directives and of branches not taken: exactly their tokens and what lies
    /// between them (offsets into `source.characters`, as `Token.offsets`), so that a comment that begins or
    /// ends on a directive's line stays whole.
    public let removed: [Range<Int>]

    /// Throws at the first `import`, in the code compiled, of a module this platform does not have (`no such
    /// module 'UIKit' on macOS`, the interpreter's error, at the module's name): the library has every module on
    /// every platform, so the compiler alone would accept it.
    public func checkImports() throws { try conditions.checkImports(tokens, path: source.path) }

    /// The preview constructs of the code compiled (none in a branch not taken).
    public var outline: ProgramOutline { ProgramOutline(tokens: tokens, characters: source.characters) }

    /// The source (without a byte order mark) with every removed character a space (line breaks stay) and
    /// `edits` made — character ranges of `outline.characters` and what replaces them, none holding a newline —
    /// so that the compiler sees exactly the code the interpreter runs, on the same lines.
    public func text(editing edits: [(range: Range<Int>, replacement: [Character])] = []) -> String {
        // Blanking keeps every offset, so the edits' ranges still hold after it.
        var characters = Self.blanking(removed, in: source.characters)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            characters.replaceSubrange(edit.range, with: edit.replacement)
        }
        return String(characters)
    }

    /// `characters` with those in `removed` made spaces, line breaks kept.
    static func blanking(_ removed: [Range<Int>], in characters: [Character]) -> [Character] {
        var characters = characters
        for range in removed {
            for offset in range where offset < characters.count && !characters[offset].isNewline { characters[offset] = " " }
        }
        return characters
    }
}
