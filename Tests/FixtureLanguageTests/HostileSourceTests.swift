import Foundation
import Testing
import LayoutCore
import Layoutshot
@testable import FixtureLanguage

/// Files that are not fixtures, and fixtures built to exhaust the stack, memory or time: each is a
/// `FixtureError` at the place that shows the problem, never a crash or a hang (issue 8).
@Suite struct HostileSourceTests {
    func sourceError(_ bytes: [UInt8]) -> FixtureError? {
        do {
            _ = try FixtureParser.source(from: Data(bytes), path: "f.swift")
            return nil
        } catch {
            return error as? FixtureError
        }
    }

    // MARK: Bytes that are not a UTF-8 fixture

    @Test func invalidUTF8IsReportedAtItsByte() {
        // Line 2 is `  "Tê` then 0xFF: the column counts characters, so ê is one and 0xFF is the sixth.
        let bytes = Array("#Preview {\n  \"Tê".utf8) + [0xFF] + Array("\")\n}\n".utf8)
        let e = sourceError(bytes)
        #expect(e?.line == 2 && e?.column == 6)
        #expect(e?.message == "invalid UTF-8 (byte 0xFF): fixtures are UTF-8 text")
    }

    @Test func aBinaryFileIsNamedAsOne() {
        // A PNG signature: 0x89 is not UTF-8 either, but the NUL at byte 8 says what the file is.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
        let e = sourceError(png)
        #expect(e?.message == "a NUL byte: this is a binary file, not a SwiftUI fixture")
        // 0x89 'P' 'N' 'G' CR LF → line 2 starts after the CRLF; 0x1A, 0x0A end it → the NUL is on line 3.
        #expect(e?.line == 3 && e?.column == 1)
    }

    @Test func utf16IsNamed() {
        let e = sourceError([0xFF, 0xFE] + Array("#".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(e?.message.contains("UTF-16") == true)
        #expect(e?.line == 1 && e?.column == 1)
    }

    @Test func aUTF8ByteOrderMarkAndCRLFWork() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#Preview {\r\n    Text(\"x\").frame(widht: 1)\r\n}\r\n".utf8)
        let source = try FixtureParser.source(from: Data(bytes), path: "f.swift")
        let e = parseError(source)
        // The BOM takes no column; CRLF is one line end.
        #expect(e?.line == 2 && e?.column == 21)
        let good = try FixtureParser.source(from: Data([0xEF, 0xBB, 0xBF] + Array("Text(\"x\")\r\n".utf8)), path: "f.swift")
        #expect(try previews(good).count == 1)
    }

    @Test func aGitLFSPointerSaysSo() {
        let pointer = """
            version https://git-lfs.github.com/spec/v1
            oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
            size 12345

            """
        let e = parseError(pointer)
        #expect(e?.line == 1 && e?.column == 1)
        #expect(e?.message == "this is a Git LFS pointer (oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393, "
                + "12345 bytes), not the fixture: run `git lfs pull` to fetch it")
    }

    // MARK: Depth (found by fuzzing: a long modifier chain overflowed the stack)

    @Test func aHundredThousandModifiersStopAtTheLimitNotTheStack() {
        // `Text("x")` is two levels (the name, the call); each `.padding()` adds two (member, call). The
        // 100th member reaches 201 > 200; its name is at column 1 + 9 + 99 × 10 + 1 = 1001.
        let e = parseError("#Preview {\nText(\"x\")" + String(repeating: ".padding()", count: 100_000) + "\n}\n")
        #expect(e?.line == 2 && e?.column == 1001)
        #expect(e?.message.hasPrefix("the expression is nested too deeply (more than 200 levels") == true)
    }

    @Test func longOperatorChainsStop() {
        // Left-associative `+`: each operator is one level over a literal of height 1; the 200th makes 201.
        let plus = parseError("let a = 1" + String(repeating: " + 1", count: 100_000) + "\nText(\"\\(a)\")")
        #expect(plus?.line == 1 && plus?.column == 10 + 199 * 4 + 1)
        // Right-associative `??` nests in the parser itself.
        let coalescing = parseError("let a: Int? = nil\nlet b = a" + String(repeating: " ?? a", count: 100_000) + "\nText(\"x\")")
        #expect(coalescing?.message.contains("nested too deeply") == true)
    }

    @Test func deepStatementsAndTypesStop() {
        let elseIf = parseError("#Preview {\nif true { Text(\"a\") }" + String(repeating: " else if true { Text(\"a\") }", count: 50_000) + "\n}")
        #expect(elseIf?.message.contains("nested too deeply") == true)
        let arrays = parseError("let a: " + String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
                                + " = []\nText(\"x\")")
        #expect(arrays?.message.contains("nested too deeply") == true)
        let interpolations = parseError("Text(" + String(repeating: "\"\\(", count: 10_000) + "1" + String(repeating: ")\"", count: 10_000) + ")")
        #expect(interpolations?.message == "string interpolations are nested too deeply (more than 200 levels)")
    }

    @Test func longTokensAreCutInMessages() {
        let e = parseError("Text(\"\\(" + String(repeating: "-", count: 100_000) + "1)\")")
        #expect(e?.message == "expected an expression, found '" + String(repeating: "-", count: 64) + "…'")
    }

    // MARK: Size

    @Test func aTenMegabyteStringIsTooLongAtItsLiteral() {
        let e = parseError("#Preview {\n    Text(\"" + String(repeating: "a", count: 10_000_000) + "\")\n}\n")
        #expect(e?.line == 2 && e?.column == 10)
        #expect(e?.message == "a string of 10000000 characters; texts are limited to 100000 characters")
    }

    @Test func textBuiltByDoublingIsStopped() {
        var source = "let s0 = \"" + String(repeating: "x", count: 1_000) + "\"\n"
        for i in 1...10 { source += "let s\(i) = s\(i - 1) + s\(i - 1)\n" }
        source += "Text(s10)\n"
        // 1000 × 2⁷ = 128000 > 100000: `s7` is the first too long (line 8, its `+` at column 13).
        let e = parseError(source)
        #expect(e?.line == 8 && e?.message == "a string of 128000 characters; texts are limited to 100000 characters")
    }

    @Test func allTheTextAFixtureBuildsIsBounded() {
        var limits = LayoutLimits()
        limits.maximumFixtureText = 1_000
        // 10 bytes per text, 100 texts = 1000; the 101st crosses.
        let source = "VStack { ForEach(0..<200) { i in Text(\"0123456789\") } }"
        #expect(throws: FixtureError.self) { try FixtureParser.parse(source: source, path: "t.swift", limits: limits) }
        let fine = "VStack { ForEach(0..<99) { i in Text(\"0123456789\") } }"
        #expect((try? FixtureParser.parse(source: fine, path: "t.swift", limits: limits)) != nil)
    }

    @Test func aMillionViewsStopAtTheRange() {
        let e = parseError("#Preview {\n    VStack { ForEach(0..<1000000) { i in Text(\"\\(i)\") } }\n}\n")
        // The `..<` operator: `    VStack { ForEach(0` is 22 characters.
        #expect(e?.line == 2 && e?.column == 23)
        #expect(e?.message == "1000000 elements; arrays and ranges in fixtures are limited to 200000 (the most views a layout may have)")
        let repeating = parseError("let a = Array(repeating: 1, count: 1000000000000)\nText(\"\\(a.count)\")")
        #expect(repeating?.message.hasPrefix("1000000000000 elements") == true)
        let everything = parseError("let r = 0...Int(8e18)\nText(\"x\")")
        #expect(everything?.message.hasSuffix("(the most views a layout may have)") == true)
    }

    @Test func aMillionViewsFromNestedLoopsStopAtTheLimit() {
        var limits = LayoutLimits()
        limits.maximumViews = 1_000
        // 1 VStack + 1 outer ForEach + per row (1 inner ForEach + 100 colours): the 10th row crosses 1000.
        let source = "VStack { ForEach(0..<100) { i in ForEach(0..<100) { j in Color.red } } }"
        do {
            _ = try FixtureParser.parse(source: source, path: "t.swift", limits: limits)
            Issue.record("expected the view limit")
        } catch let e as FixtureError {
            #expect(e.message == "more than 1000 views and modifiers in one preview")
            #expect(e.column == 58)
        } catch {
            Issue.record("\(error)")
        }
    }

    // MARK: Time

    @Test func anExponentialFixtureStopsAtItsDeadline() {
        // Each property uses the one before three times: 3³⁰ evaluations would take longer than the universe.
        var source = "struct V: View {\n    var p0: Int { 1 }\n"
        for i in 1...30 { source += "    var p\(i): Int { p\(i - 1) + p\(i - 1) - p\(i - 1) }\n" }
        source += "    var body: some View { Text(\"\\(p30)\") }\n}\n#Preview { V() }\n"
        var limits = LayoutLimits()
        limits.deadline = Deadline(seconds: 0.2)
        let start = Date()
        do {
            _ = try FixtureParser.parse(source: source, path: "slow.swift", limits: limits)
            Issue.record("expected the deadline")
        } catch let e as FixtureError {
            #expect(e.message == "stopped after 0.2 s: the fixture took longer than its time limit")
        } catch {
            Issue.record("\(error)")
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    // MARK: Values Swift would accept but that cannot be drawn

    @Test func invalidFrameDimensionsWarnAtTheCallAndAreIgnored() throws {
        let fixture = try FixtureParser.parse(source: """
            #Preview {
                VStack {
                    Color.red.frame(width: .nan, height: 10)
                    Color.blue.frame(width: -5, height: .infinity)
                }
            }
            """, path: "frames.swift")
        #expect(fixture.warnings.map(\.description) == [
            "frames.swift:3:19: warning: Invalid frame dimension (negative or non-finite): width nan; ignored",
            "frames.swift:4:20: warning: Invalid frame dimension (negative or non-finite): width -5; ignored",
            "frames.swift:4:20: warning: Invalid frame dimension (negative or non-finite): height inf; ignored",
        ])
        // Ignored as SwiftUI does: the frames only fix the valid dimension; the colours take the rest.
        let r = LayoutEngine.layout(fixture.previews[0].view, proposal: ProposedViewSize(width: 100, height: 100),
                                    measurer: FixedAdvanceTextMeasurer())
        #expect(r.diagnostics.isEmpty)
        let frames = r.root.children.map(\.frame)
        #expect(frames[0].size == CGSize(width: 100, height: 10))
        #expect(frames[1].size == CGSize(width: 100, height: 82))
    }

    @Test(arguments: ["%*d", "%n", "%.1000000f", "%s", "%d%d", "%lld%", "%10000d", "%"])
    func unsafeSpecifiersAreRejected(_ specifier: String) {
        let e = parseError("Text(\"\\(1, specifier: \"\(specifier)\")\")")
        #expect(e?.message.hasPrefix("unsupported specifier") == true)
    }

    @Test func safeSpecifiersFormat() throws {
        let text = try fixtureDump("Text(\"\\(2.5, specifier: \"%+06.2f pt\") \\(42, specifier: \"%-4dx\") \\(255, specifier: \"%llx\")\")")
        #expect(text.contains("\"+02.50 pt 42  x ff\""))
    }

    /// An integer conversion of a number with no integer (∞, NaN) or beyond Int used to trap in `Int(_:)`:
    /// ∞ and NaN show as Swift prints them, 1e300 becomes the largest Int, 2⁶³ − 1 — printed whole by `%ld`, grouped
    /// as US English groups it;
    /// `%d` reads its low 32 bits, all ones, so −1, as printf does — and −2.7 drops its fraction.
    @Test func integerConversionsOfAnyDouble() throws {
        let text = try fixtureDump(#"Text("\(CGFloat.infinity, specifier: "%d") \(CGFloat.nan, specifier: "%d") \(1e300, specifier: "%ld") \(1e300, specifier: "%d") \(-2.7, specifier: "%d")")"#)
        #expect(text.contains(#""inf nan 9,223,372,036,854,775,807 -1 -2""#), "\(text)")
        // The Swift API keeps to the same rules, and shows a value whose specifier is not one number plainly.
        #expect(LocalizedStringKey.format(-Double.infinity, specifier: "%x") == "-inf")
        #expect(LocalizedStringKey.format(7, specifier: "%s") == "7")
        #expect(LocalizedStringKey.format(1.5, specifier: "%n") == "1.5")
    }
}

/// The inputs kept in Fuzz/regressions (each once crashed, or would have, before its fix; make fuzz seeds
/// with them): each parses and lays out — measured by the fake measurer and by Pango, and drawn, as the fuzz
/// target does — or is a `FixtureError` with a location.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func thereAreRegressionInputs() { #expect(FuzzRegressionTests.inputs.count >= 5) }

    @Test(arguments: FuzzRegressionTests.inputs)
    func replays(_ name: String) throws {
        let data = try Data(contentsOf: FuzzRegressionTests.folder.appendingPathComponent(name))
        do {
            let source = try FixtureParser.source(from: data, path: name)
            let fixture = try FixtureParser.parse(source: source, path: name, imageSource: FolderImageSource(directory: "/nonexistent"))
            let pango = try PangoTextMeasurer()
            for preview in fixture.previews {
                _ = LayoutEngine.layout(preview.view, proposal: preview.proposal(on: .iOS), measurer: FixedAdvanceTextMeasurer())
                let result = LayoutEngine.layout(preview.view, proposal: preview.proposal(on: .iOS), measurer: pango)
                do {
                    _ = try Renderer(text: pango).render(result, as: .png, options: RenderOptions())
                } catch let error as RenderError {
                    if case .cairo = error { Issue.record("\(name): \(error)") }
                }
            }
        } catch let error as FixtureError {
            #expect(error.line >= 1 && error.column >= 1 && error.file == name)
        }
    }
}
