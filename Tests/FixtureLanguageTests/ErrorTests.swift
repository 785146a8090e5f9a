import Testing
@testable import FixtureLanguage

/// Bad input is an error with file:line:column, what was found and what was expected — never a crash.
@Suite struct ErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let line: Int
        let column: Int
        let message: String
        /// The construct a fixture the compiler should run is routed with; nil for a final error.
        let routes: String?
        var testDescription: String { message }

        init(_ source: String, _ line: Int, _ column: Int, _ message: String, routes: String? = nil) {
            self.source = source
            self.line = line
            self.column = column
            self.message = message
            self.routes = routes
        }

        var kind: FixtureError.Kind { routes.map { .needsCompiler(construct: $0) } ?? .final }
    }

    static let cases: [Case] = [
        // Unknown view, with a suggestion.
        Case("Hstack { Text(\"a\") }", 1, 1, "unknown view 'Hstack'; did you mean 'HStack'?"),
        // Unknown modifier, with a suggestion; the column is the modifier's name.
        Case("Text(\"a\")\n    .paddin()", 2, 6, "unknown modifier 'paddin' on 'Text'; did you mean 'padding'?"),
        Case("VStack { text(\"a\") }", 1, 10, "cannot find 'text' in scope; did you mean 'Text'?"),
        Case("Rectangle().fil(.red)", 1, 13, "unknown modifier 'fil' on 'Rectangle'; did you mean 'fill'?"),
        Case("Text(\"a\").fill(.red)", 1, 11, "unknown modifier 'fill' on 'Text'; 'fill' is available on 'Shape'"),
        Case("VStack { Text(\"a\") }.kerning(1)", 1, 22, "unknown modifier 'kerning' on 'VStack'; 'kerning' is available on 'Text'"),
        // Wrong argument label.
        Case("Text(\"a\").frame(widht: 100)", 1, 17, "incorrect argument label 'widht:' in call to 'frame'; did you mean 'width:'?"),
        Case("Text(text: \"a\")", 1, 6, "extraneous argument label 'text:' in call to 'Text'"),
        Case("RoundedRectangle(10)", 1, 18, "missing argument label 'cornerRadius:' in call to 'RoundedRectangle'"),
        Case("Text(\"a\").frame(height: 1, width: 2)", 1, 28,
             "argument 'width:' must precede argument 'height:' (parameter 1 of 'frame')"),
        // Missing argument.
        Case("RoundedRectangle()", 1, 1, "missing argument for parameter 'cornerRadius:' in call to 'RoundedRectangle'"),
        // Wrong type.
        Case("Text(\"a\").frame(width: \"wide\")", 1, 24, "cannot convert value of type 'String' to expected argument type 'CGFloat'"),
        Case("Text(42)", 1, 6, "cannot convert value of type 'Int' to expected argument type 'String'"),
        Case("Text(\"a\" + 1)", 1, 10, "binary operator '+' cannot be applied to operands of type 'String' and 'Int'"),
        // Missing parenthesis.
        Case("VStack {\n    Text(\"a\"\n}", 3, 1, "expected ',' or ')' to close the '(' at line 2, column 9, found '}'"),
        Case("Text(\"a\").padding(.horizontal 4)", 1, 31,
             "expected ',' or ')' to close the '(' at line 1, column 18, found '4'"),
        // Unterminated string, block comment and block.
        Case("VStack {\n    Text(\"abc)\n}", 2, 10, "unterminated string literal"),
        Case("Text(\"a\")\n/* open /* nested */\nText(\"b\")", 2, 1, "unterminated block comment: expected '*/'"),
        Case("#Preview {\n    Text(\"a\")\n", 3, 1, "expected '}' to close the '{' at line 1, column 10, found end of file"),
        // Unexpected token.
        Case("HStack { Text(\"a\") ) }", 1, 20, "expected a new line or ';' after the statement, found ')'"),
        Case("Text(\"a\") Text(\"b\")", 1, 11, "expected a new line or ';' after the statement, found 'Text'"),
        Case("Text(\"a\").padding(", 1, 19, "expected an expression, found end of file"),
        // Empty file.
        Case("", 1, 1, "the fixture is empty: expected a #Preview or a view expression"),
        Case("import SwiftUI\nlet x = 1\n", 3, 1, "expected a #Preview or a view expression; the fixture only declares types and constants"),
        // Unknown members, with suggestions or the list of members.
        Case("VStack(alignment: .leadingg) { Text(\"a\") }", 1, 20,
             "type 'HorizontalAlignment' has no member 'leadingg'; did you mean 'leading'?"),
        Case("Text(\"a\").padding(.leadingg)", 1, 20, "type 'Edge.Set' has no member 'leadingg'; did you mean 'leading'?"),
        Case("Color.bleu", 1, 7, "type 'Color' has no member 'bleu'; did you mean 'blue'?"),
        Case("Text(\"a\").font(.titel)", 1, 17, "type 'Font' has no member 'titel'; did you mean 'title'?"),
        Case("#Preview(\"x\", traits: .landscape) { Text(\"a\") }", 1, 24,
             "type 'PreviewTrait' has no member 'landscape' (expected one of '.defaultLayout', '.landscapeLeft', "
                + "'.landscapeRight', '.portrait', '.portraitUpsideDown', '.sizeThatFitsLayout', '.fixedLayout(…)')",
             routes: "'.landscape'"),
        Case("Text(\"a\").alignmentGuide(.leading) { d in d[.leadingg] }", 1, 46,
             "type 'HorizontalAlignment' has no member 'leadingg'; did you mean 'leading'?"),
        Case("Text(\"\\(titel)\")\nlet title = \"x\"", 1, 9, "cannot find 'titel' in scope; did you mean 'title'?"),
        // Custom Layout declarations.
        Case("import SwiftUI\n\nstruct FlowLayout: Layout {\n    var spacing: CGFloat = 8\n}", 3, 1,
             "custom Layout types are not supported in fixtures yet ('FlowLayout' conforms to 'Layout'); 'FlowLayout' is built in (seed 000): delete this declaration to use it",
             routes: "'Layout' type 'FlowLayout'"),
        Case("struct Weight: LayoutValueKey {\n    static let defaultValue: CGFloat = 1\n}", 1, 1,
             "custom Layout types are not supported in fixtures yet ('Weight' conforms to 'LayoutValueKey')",
             routes: "'LayoutValueKey' type 'Weight'"),
        // BOM + CRLF: the column counts characters after the BOM, the line counts CRLF once.
        Case("\u{FEFF}#Preview {\r\n    VStack {\r\n        Text(\"Tên\").paddin()\r\n    }\r\n}\r\n", 3, 21,
             "unknown modifier 'paddin' on 'Text'; did you mean 'padding'?"),
        // Columns count characters, not bytes: Vietnamese and Arabic before the error.
        Case("Text(\"Giá trị مرحبا\").frme(width: 1)", 1, 23, "unknown modifier 'frme' on 'Text'; did you mean 'frame'?"),
        // Structs used wrongly, recursion, cycles.
        Case("struct User { let name = \"Ada\" }\n#Preview { User() }", 2, 12,
             "'User' is not a View; declare it as 'struct User: View' with a 'body'"),
        Case("struct Loop: View {\n    var body: some View { Loop() }\n}\n#Preview { Loop() }", 2, 27,
             "'Loop' contains itself (Loop → Loop); a view's body cannot use the view"),
        Case("struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A() } }\nA()", 2, 40,
             "'A' contains itself (A → B → A); a view's body cannot use the view"),
        Case("let a = b\nlet b = a\nText(\"x\")", 1, 5, "'a' is defined in terms of itself (a → b → a)"),
        Case("struct S: View {\n  let x: Strng\n  var body: some View { Text(\"a\") }\n}\nS(x: \"a\")", 2, 10,
             "cannot find type 'Strng' in scope; did you mean 'String'?"),
        Case("struct Chip: View {\n  let text: String\n  var body: some View { Text(text) }\n}\nChip(txt: \"a\")", 5, 6,
             "incorrect argument label 'txt:' in call to 'Chip'; did you mean 'text:'?"),
        // Views no preview uses are still checked, as Swift compiles them.
        Case("struct Unused: View {\n    var body: some View { Text(\"a\").paddng() }\n}\nText(\"b\")", 2, 37,
             "unknown modifier 'paddng' on 'Text'; did you mean 'padding'?"),
        // ForEach and closures.
        Case("ForEach(1...3) { Text(\"\\($0)\") }", 1, 9, "ForEach over a closed range needs 'id: \\.self' (or use '..<')"),
        Case("ForEach(0..<3) { Text(\"x\") }", 1, 16,
             "the closure must take 1 parameter ('(Element) -> some View'); write '{ _ in … }' to ignore it"),
        Case("Text(\"a\").environment(\\.fnt, .body)", 1, 23, "unsupported environment key '\\.fnt'; did you mean 'font'?"),
        // Unsupported syntax is reported, not skipped.
        Case("for i in 0..<3 { Text(\"a\") }", 1, 1, "'for' statements are not supported in fixtures yet", routes: "'for' statement"),
        Case("Text(\"a\")\n#Preview { Text(\"b\") }", 1, 1,
             "a fixture with #Preview blocks or a PreviewProvider cannot also have top-level views; move this into a #Preview"),
        Case("#Preveiw { Text(\"a\") }", 1, 2, "unknown macro '#Preveiw'; did you mean '#Preview'?"),
        Case("Text(\"\\(1 / 0)\")", 1, 11, "division by zero"),
        Case("Text(\"x\").opacity(0.5, 1)", 1, 24, "extra argument in call to 'opacity'"),
        Case("Text(\"x\").offset(x: 1, y: 2, z: 3)", 1, 30, "extra argument 'z:' in call to 'offset'"),
        Case("let n: Int = 1.5\nText(\"x\")", 1, 14, "cannot convert value of type 'Double' to specified type 'Int'"),
        Case("Text(\"a\") +", 1, 12, "expected an expression, found end of file"),
        Case("Text(\"a\").font(.system(size: 12, wieght: .bold))", 1, 34,
             "incorrect argument label 'wieght:' in call to 'system'; did you mean 'weight:'?"),
    ]

    @Test(arguments: cases)
    func reportsLineColumnAndMessage(_ c: Case) {
        // The first error (a case may have more: `'b' is defined in terms of itself` follows `'a' …`; EveryErrorTests).
        let error = parseError(c.source)?.all.first
        #expect(error == FixtureError(file: "bad.swift", line: c.line, column: c.column, message: c.message, kind: c.kind))
    }

    @Test func descriptionIsFileLineColumnError() {
        let error = parseError("Hstack { }", file: "fixtures/row.swift")
        #expect(error?.description == "fixtures/row.swift:1:1: error: unknown view 'Hstack'; did you mean 'HStack'?")
    }

    @Test func hostileInputIsAnErrorNotACrash() {
        let deep = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(parseError("Text(\"\\(\(deep))\")")?.message.contains("nested too deeply") == true)
        let views = String(repeating: "VStack {\n", count: 400) + String(repeating: "}\n", count: 400)
        #expect(parseError(views)?.message.contains("nested too deeply") == true)
        #expect(parseError("Text(\"\\(")?.message == "unterminated string interpolation: expected ')'")
        #expect(parseError("\"\"\"\nabc")?.message == "unterminated multi-line string literal")
        #expect(parseError("\u{0}")?.message == "unexpected character U+0000")
        #expect(parseError("Text(\"a\\q\")")?.message == "invalid escape sequence '\\q' in string literal")
        #expect(parseError("Text(\"a\").padding(99999999999999999999)")?.message.contains("too large") == true)
        #expect(parseError("let x = 9223372036854775807 + 1\nText(\"\\(x)\")")?.message.contains("overflows") == true)
        #expect(parseError("struct S: View { var body: some View { self.body } }\nS()") != nil)
        #expect(parseError("struct S { var a: Int { a + 1 } }\nlet s = S()\nText(\"\\(s.a)\")")?.message
                == "'S.a' is defined in terms of itself")
        for garbage in ["}", ")", "{", "#", "@", "...", "\\", ".", "let", "struct", "if", "\u{0}", "😀", "#Preview", "Text(\"a\").",
                        "struct X: View {", "ForEach(", "$0", "if true {", "{ $0 }", "[1, 2", "a ? b", "Text(\"a\" b)", "0x", "1e", "1.5.5", "`x"] {
            #expect(parseError(garbage) != nil, "\(garbage.debugDescription) should be an error")
        }
    }
}
