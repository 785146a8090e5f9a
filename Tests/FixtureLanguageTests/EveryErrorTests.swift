import Testing
@testable import FixtureLanguage

/// Every error of a file, as swiftc reports them: evaluation goes on after a wrong statement, preview or
/// declaration (docs/FIXTURE_LANGUAGE.md, "Errors"). The messages are ErrorTests' cases; the places are counted
/// by hand in the sources below.
@Suite struct EveryErrorTests {
    func places(_ error: FixtureError?) -> [String] {
        (error?.all ?? []).map { "\($0.line):\($0.column)" }
    }

    @Test func errorsInTwoStatementsAndTwoPreviewsAreAllReportedInOrder() throws {
        let source = """
        #Preview {
            VStack {
                text("a")
                Text("b")
                    .paddin()
            }
        }
        #Preview("Second") {
            Rectangle().fil(.red)
        }
        """
        let error = try #require(parseError(source))
        // The first is the one a single-error run reported; the others follow in the order of the file.
        #expect(error.description == "bad.swift:3:9: error: cannot find 'text' in scope; did you mean 'Text'?")
        #expect(places(error) == ["3:9", "5:14", "9:17"])
        #expect(error.all.map(\.message) == ["cannot find 'text' in scope; did you mean 'Text'?",
                                             "unknown modifier 'paddin' on 'Text'; did you mean 'padding'?",
                                             "unknown modifier 'fil' on 'Rectangle'; did you mean 'fill'?"])
        #expect(!error.moreNotReported)
    }

    @Test func aViewUsedTwiceReportsItsErrorOnce() throws {
        let source = """
        struct Row: View {
            var body: some View {
                text("row")
            }
        }
        #Preview {
            VStack {
                Row()
                Row()
                Text("ok").paddin()
            }
        }
        """
        #expect(places(parseError(source)) == ["3:9", "10:20"])
    }

    @Test func aFailedBindingDoesNotReportWhatUsesIt() throws {
        // `title` is not made, so `Text(title)` would fail too: the builder stops at the binding.
        let source = "#Preview {\n    let title = text\n    Text(title)\n}\n#Preview { Text(\"b\").paddin() }\n"
        #expect(places(parseError(source)) == ["2:17", "5:22"])
    }

    @Test func atMostTwentyAreReported() throws {
        // 25 wrong lines (2 to 26), each `    text("i")`: the first 20 are reported, and that there are more.
        let lines = (1...25).map { "    text(\"\($0)\")" }
        let error = try #require(parseError("#Preview {\n" + lines.joined(separator: "\n") + "\n}\n"))
        #expect(FixtureError.maximumReported == 20)
        #expect(places(error) == (2...21).map { "\($0):5" })
        #expect(error.moreNotReported)
    }

    @Test func aFixtureTheCompilerRunsIsStillRoutedWhenThatComesFirst() throws {
        // The first thing met sends the fixture to the compiler: no final errors are collected before it.
        let error = try #require(parseError("#Preview(traits: .landscape) { Text(\"a\").paddin() }"))
        #expect(error.needsCompiler)
        #expect(error.further.isEmpty)
    }

    @Test func aFileWithASyntaxErrorIsNotEvaluated() throws {
        // The missing `)` is the one error: the wrong modifier after it would be found only once the file parses.
        let error = try #require(parseError("#Preview {\n    Text(\"a\"\n}\n#Preview { Text(\"b\").paddin() }\n"))
        #expect(error.line == 3)
        #expect(error.further.isEmpty)
    }

    // Syntax errors: the parse goes on at the next statement (Parser+Recovery.swift).

    @Test func threeSyntaxErrorsAreThreeDiagnostics() throws {
        let source = """
        #Preview {
            VStack {
                Text("a") Text("b")
                Text("c")
                    .padding(.)
            }
        }
        #Preview {
            Text(verbatim: 1 + )
            Text("x").paddin()
        }
        """
        let error = try #require(parseError(source))
        // Line 3: the second `Text` (8 spaces, `Text("a")` in columns 9–17, a space) at 19. Line 5: 12 spaces,
        // `.padding(` in 13–21, `.` 22, `)` 23. Line 9: 4 spaces, `Text(verbatim:` in 5–18, a space, `1` 20,
        // `+` 22, `)` 24. The misspelt modifier on line 10 is not reported: the file is not evaluated.
        #expect(places(error) == ["3:19", "5:23", "9:24"])
        #expect(error.all.map(\.message) == ["expected a new line or ';' after the statement, found 'Text'",
                                             "expected a member name after '.', found ')'",
                                             "expected an expression, found ')'"])
        #expect(error.all.allSatisfy { $0.file == "bad.swift" && !$0.needsCompiler })
        #expect(!error.moreNotReported)
    }

    @Test func oneMissingParenthesisIsOneError() throws {
        // `Text("a"` lacks its `)`: the error is at the next line's `Text` (column 9); what follows up to the
        // `}` of the VStack is skipped with it. The second mistake, after the VStack, is still found: line 8,
        // 4 spaces, `Text("after")` in 5–17, a space, `Text` at 19.
        let source = """
        #Preview {
            VStack {
                Text("a"
                Text("b")
                    .padding()
                Text("c")
            }
            Text("after") Text("x")
        }
        """
        let error = try #require(parseError(source))
        #expect(places(error) == ["4:9", "8:19"])
        #expect(error.message == "expected ',' or ')' to close the '(' at line 3, column 13, found 'Text'")
    }

    @Test func missingClosingBracesAreOneError() throws {
        // Two blocks are left open (the VStack's at line 2, column 12, and the preview's): each ends at the end of
        // the file, one mistake, reported once, for the innermost.
        let error = try #require(parseError("#Preview {\n    VStack {\n        HStack {\n            Text(\"a\")\n}\n"))
        #expect(error.all.count == 1)
        #expect(error.message.hasPrefix("expected '}' to close the '{' at line 2, column 12, found end of file"))
    }

    @Test func aStrayClosingBracketIsOneError() throws {
        // `Text"a")`: the error is at the string (column 9, after 4 spaces and `Text`); the `)` that closes
        // nothing belongs to the same mistake.
        let error = try #require(parseError("#Preview {\n    Text\"a\")\n    Text(\"b\")\n}\n"))
        #expect(places(error) == ["2:9"])
    }

    @Test func aBraceTypedInsideACallIsOneErrorOnItsLine() throws {
        // The `}` at line 3, column 29 (8 spaces, `.background(.primary` in 9–28) ends the VStack's block inside the
        // call: the error is there, and `ary)` after it, read as the rest of the VStack statement, is the same mistake.
        let source = "#Preview {\n    VStack {\n        .background(.primary}ary)\n    }\n}\n"
        let error = try #require(parseError(source))
        #expect(places(error) == ["3:29"])
    }

    @Test func aBraceThatEndsABodyEarlyIsOneError() throws {
        // `.pa}dding()`: the `}` (line 3, column 12: 8 spaces, `.pa` in 9–11) ends the preview's body, so the error
        // is at `dding` (column 13); the preview's own `}` on line 4 is then one too many, left over by that mistake.
        let error = try #require(parseError("#Preview {\n    Text(\"a\")\n        .pa}dding()\n}\n"))
        #expect(places(error) == ["3:13"])
    }

    @Test func aPreviewWithoutItsClosingBraceIsOneError() throws {
        // The first preview (its `{` at line 1, column 10) lacks its `}`: the error is at the next `#Preview`, which
        // is parsed as the top-level preview it is (its own mistake, line 5, still found: `Text("c") Text` at 15).
        let source = """
        #Preview {
            Text("a")
            Text("b")

        #Preview("Second") {
            Text("c") Text("d")
        }
        #Preview("Third") { Text("e") }
        """
        let error = try #require(parseError(source))
        #expect(places(error) == ["5:1", "6:15"])
        #expect(error.message == "expected '}' to close the '{' at line 1, column 10, found '#Preview' (only allowed at the top level)")
    }

    @Test func eachMemberOfAStructIsParsedOnItsOwn() throws {
        // Line 2: `)` where the value should be (4 spaces, `let a: Int = ` in 5–17: column 18); line 3: `=` where
        // the type should be (`let b: ` in 5–11: column 12); line 4's body is read, and its mistake found (8 spaces,
        // `Text("x")` in 9–17, a space, `Text` at 19).
        let source = """
        struct Row: View {
            let a: Int = )
            let b: = 2
            var body: some View {
                Text("x") Text("y")
            }
        }
        #Preview { Row() }
        """
        #expect(places(parseError(source)) == ["2:18", "3:12", "5:19"])
    }

    @Test func atMostTwentySyntaxErrorsAreReported() throws {
        // 25 lines `    Text("a") Text("b")`: the second `Text` of each at column 15 (4 spaces, 9 characters, a space).
        let lines = Array(repeating: "    Text(\"a\") Text(\"b\")", count: 25)
        let error = try #require(parseError("#Preview {\n" + lines.joined(separator: "\n") + "\n}\n"))
        #expect(places(error) == (2...21).map { "\($0):15" })
        #expect(error.moreNotReported)
    }

    @Test func aSyntaxErrorBeforeSwiftTheCompilerRunsIsStillReported() throws {
        // The syntax error comes first: the fixture is not compiled (it would fail there too), and the `func`
        // after it ends the parse without an error of its own.
        let error = try #require(parseError("#Preview {\n    Text(\"a\") Text(\"b\")\n}\nfunc f() {}\n"))
        #expect(!error.needsCompiler)
        #expect(places(error) == ["2:15"])
        // The other way round, the fixture goes to the compiler, as before.
        let routed = try #require(parseError("func f() {}\n#Preview {\n    Text(\"a\") Text(\"b\")\n}\n"))
        #expect(routed.needsCompiler)
        #expect(routed.further.isEmpty)
    }
}
