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

    @Test func aSyntaxErrorIsTheOnlyOne() throws {
        // The parse stops at it; the wrong modifier after it is not looked at.
        let error = try #require(parseError("#Preview {\n    Text(\"a\"\n}\n#Preview { Text(\"b\").paddin() }\n"))
        #expect(error.line == 3)
        #expect(error.further.isEmpty)
    }
}
