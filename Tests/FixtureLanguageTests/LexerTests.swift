import Testing
@testable import FixtureLanguage

@Suite struct LexerTests {
    func tokens(_ source: String) throws -> [Token] {
        var lexer = Lexer(source: source, file: "t.swift")
        return try lexer.tokenize()
    }

    @Test func positionsCountCharactersAcrossCRLFAndBOM() throws {
        let t = try tokens("\u{FEFF}a\r\n  \"Tên\" b\r\n\tc // x\r\nd")
        #expect(t.map(\.text) == ["a", "\"Tên\"", "b", "c", "d", ""])
        #expect(t.map(\.location.description) == ["1:1", "2:3", "2:9", "3:2", "4:1", "4:2"])
        #expect(t.map(\.newlineBefore) == [false, true, false, true, true, false])
    }

    @Test func asciiClassesAgreeWithUnicodesProperties() {
        // The lexer's ASCII shortcuts: letters A–Z a–z, digits 0–9, white space HT LF VT FF CR and space.
        for value in UInt8(0)..<128 {
            let c = Character(Unicode.Scalar(value))
            #expect(c.isLexerLetter == ((65...90).contains(value) || (97...122).contains(value)), "\(value)")
            #expect(c.isLexerNumber == (48...57).contains(value), "\(value)")
            #expect(c.isLexerWhitespace == (value == 32 || (9...13).contains(value)), "\(value)")
            #expect(c.isLexerLetter == c.isLetter && c.isLexerNumber == c.isNumber && c.isLexerWhitespace == c.isWhitespace)
        }
        for c: Character in ["\r\n", "é", "e\u{301}", "٣", "\u{00A0}", "\u{2028}", "ß"] {
            #expect(c.isLexerLetter == c.isLetter && c.isLexerNumber == c.isNumber && c.isLexerWhitespace == c.isWhitespace)
        }
    }

    @Test func nonASCIISourcesKeepTheirTokensText() throws {
        // Such a source is read character by character (no byte copy); the texts are the same.
        let t = try tokens("Text(\"Größe\")\r\n  .padding(ñ)")
        #expect(t.map(\.text) == ["Text", "(", "\"Größe\"", ")", ".", "padding", "(", "ñ", ")", ""])
        #expect(t[7].identifier == "ñ")
        #expect(t[4].newlineBefore && !t[4].spaceAfter)
    }

    @Test func decomposedLettersAreOneColumnEach() throws {
        // "e" + combining circumflex + combining dot below is one character, as an editor shows it.
        let t = try tokens("\"e\u{0302}\u{0323}\" x")
        #expect(t[1].location.column == 5)
    }

    @Test func operatorsAndSpacing() throws {
        let t = try tokens("a-b a - b -c 0..<3 1...11 x ?? y !z w!")
        #expect(t.map(\.text) == ["a", "-", "b", "a", "-", "b", "-", "c", "0", "..<", "3", "1", "...", "11",
                                  "x", "??", "y", "!", "z", "w", "!", ""])
        #expect(t[1].spaceBefore == false && t[1].spaceAfter == false)
        #expect(t[4].spaceBefore && t[4].spaceAfter)
        #expect(t[6].spaceBefore && !t[6].spaceAfter)
        #expect(!t[20].spaceBefore)
    }

    @Test func numbers() throws {
        let t = try tokens("42 3.5 1_000 0x1F 2e3 .5")
        guard case .integer(42) = t[0].kind, case .float(3.5) = t[1].kind, case .integer(1000) = t[2].kind,
              case .integer(31) = t[3].kind, case .float(2000) = t[4].kind, t[5].isPunctuation(".") else {
            Issue.record("unexpected tokens \(t.map(\.kind))")
            return
        }
    }

    @Test func stringInterpolationKeepsNestedTokens() throws {
        let t = try tokens(#""Tile \(n + 1) of \("x\(y)")!""#)
        guard case .string(let segments) = t[0].kind, segments.count == 5 else {
            Issue.record("expected five segments, got \(t[0].kind)")
            return
        }
        guard case .text("Tile ") = segments[0], case .interpolation(let inner) = segments[1],
              case .text(" of ") = segments[2], case .interpolation(let nested) = segments[3],
              case .text("!") = segments[4] else {
            Issue.record("unexpected segments \(segments)")
            return
        }
        #expect(inner.map(\.text) == ["n", "+", "1", ")"])
        #expect(inner[0].location.description == "1:9")
        #expect(nested.count == 2)
    }

    @Test func multiLineStringsStripTheClosingIndentation() throws {
        let t = try tokens("let s = \"\"\"\r\n    one\r\n      two \\(x)\r\n    \"\"\"\r\nnext")
        guard case .string(let segments) = t[3].kind, segments.count == 2, case .text(let first) = segments[0],
              case .interpolation = segments[1] else {
            Issue.record("unexpected \(t[3].kind)")
            return
        }
        #expect(first == "one\n  two ")
        #expect(t[4].text == "next" && t[4].location.line == 5)
    }

    @Test func nestedBlockCommentsAndKeywordsAsIdentifiers() throws {
        let t = try tokens("/* a /* b */ c */ `default` $0 @State #Preview")
        #expect(t.map(\.text) == ["`default`", "$0", "@", "State", "#", "Preview", ""])
        #expect(t[0].identifier == "default")
    }
}
