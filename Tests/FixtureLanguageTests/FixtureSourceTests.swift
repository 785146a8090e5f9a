import Foundation
import LayoutCore
import Testing
@testable import FixtureLanguage

/// `FixtureSource`: one lexing of a fixture for its directive, the interpreter and the compiled path's
/// outline and `#if` resolution.
@Suite struct FixtureSourceTests {
    static let iOS = CompilationConditions(platform: .iOS)

    @Test func theDirectiveIsReadWithTheTokens() throws {
        let source = FixtureSource(text: "// layoutshot: --platform macos --title \"Two words\"\nText(\"a\")\n", path: "d.swift")
        #expect(source.directive == ["--platform", "macos", "--title", "Two words"])
        #expect(source.directiveLine == 1)
        // The interpreter reads the same lexing.
        let fixture = try FixtureParser.parse(source, platform: .macOS)
        #expect(fixture.directives == source.directive)
        #expect(fixture.previews.count == 1)
    }

    /// A lexer error is the interpreter's error, and the directive lines before it are still read.
    @Test func aLexerErrorIsThrownWhereTheTokensAreWanted() throws {
        let source = FixtureSource(text: "// layoutshot: --rtl\n#Preview { Text(\"open) }\n", path: "bad.swift")
        #expect(source.directive == ["--rtl"])
        #expect(throws: FixtureError.self) { try FixtureParser.parse(source) }
        #expect(throws: FixtureError.self) { try source.active(for: Self.iOS) }
    }

    /// The titles the compiled path names previews by, from the tokens: a plain literal (escapes read as
    /// Swift reads them, a multi-line one too), nothing for an interpolation or a name, and none for a
    /// `#Preview` in a branch not taken.
    @Test func previewTitlesComeFromTheTokens() throws {
        let text = """
        #Preview("Card \\u{2013} \\"big\\"") { Text("a") }
        #Preview { Text("b") }
        #Preview("n = \\(1)") { Text("c") }
        #Preview(title) { Text("d") }
        #Preview(\"\"\"
            Two
            lines
            \"\"\", traits: .sizeThatFitsLayout) { Text("e") }
        #if os(macOS)
        #Preview("Mac only") { Text("f") }
        #endif
        // #Preview("in a comment") { }
        let s = "#Preview(\\"in a string\\")"
        """
        let source = FixtureSource(text: text, path: "t.swift")
        let active = try source.active(for: Self.iOS)
        #expect(active.outline.previewTitles == ["Card – \"big\"", nil, nil, nil, "Two\nlines"])
        // Every branch: the Mac one too.
        #expect(try ProgramOutline(of: source).previewTitles.count == 6)
        #expect(try source.active(for: CompilationConditions(platform: .macOS)).outline.previewTitles.last == "Mac only")
    }

    /// The compiled path's text: edits at the tokens' places, and the characters of `#if` and of branches not
    /// taken made spaces (line breaks kept), as `activeSource(of:path:)` does. By hand, after the byte order
    /// mark: `#if os(iOS)` is offsets 0..<11; line 2 (22 characters) is 12..<34; `#else` is 35..<40, and the
    /// branch after it runs from its line break to the end of `#endif`, 70.
    @Test func theActiveTextBlanksRemovedCharactersAfterTheEdits() throws {
        let text = "\u{FEFF}#if os(iOS)\n#Preview { Text(\"a\") }\n#else\n#Preview { Text(\"b\") }\n#endif\n"
        let active = try FixtureSource(text: text, path: "f.swift").active(for: Self.iOS)
        #expect(active.removed == [0..<11, 35..<40, 40..<70])
        func blank(_ text: String) -> String { String(repeating: " ", count: text.count) }
        let after = "\n" + blank("#else") + "\n" + blank("#Preview { Text(\"b\") }") + "\n" + blank("#endif") + "\n"
        let edits = active.outline.previewMacros.map { (range: $0, replacement: Array("_p")) }
        #expect(edits.count == 1)
        #expect(active.text(editing: edits) == blank("#if os(iOS)") + "\n_p { Text(\"a\") }" + after)
        #expect(active.text() == blank("#if os(iOS)") + "\n#Preview { Text(\"a\") }" + after)
    }
}
