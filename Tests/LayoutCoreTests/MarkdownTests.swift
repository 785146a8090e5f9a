import Foundation
import Testing
@testable import LayoutCore

/// A text's runs as `flags:string`, flags b bold, i italic, c code (monospaced), s strikethrough, l link
/// (the tint); a plain run is its string alone.
func runs(_ text: Text) -> [String] {
    text.segments.map { s in
        var flags = ""
        if s.weight == .bold { flags += "b" }
        if s.isItalic { flags += "i" }
        if s.design == .monospaced { flags += "c" }
        if s.strikethrough != nil { flags += "s" }
        if s.ownStyle?.isSame(as: AnyShapeStyle(TintShapeStyle())) == true { flags += "l" }
        return flags.isEmpty ? s.string : "\(flags):\(s.string)"
    }
}

/// Inline Markdown in string literals (docs/BEHAVIOUR.md §5). Expected runs are worked out by hand from the
/// CommonMark 0.30 rules (flanking, rule of 3, process emphasis) and GFM strikethrough.
@Suite struct MarkdownTests {
    @Test func inlineStyles() {
        #expect(runs(Text("**Bold** and *italic*")) == ["b:Bold", " and ", "i:italic"])
        #expect(runs(Text("__Bold__ _it_")) == ["b:Bold", " ", "i:it"])
        #expect(runs(Text("***both***")) == ["bi:both"])
        #expect(runs(Text("*a **b** c*")) == ["i:a ", "bi:b", "i: c"])
        // A run of two backticks closes only at the next run of two; one space is stripped from each end.
        #expect(runs(Text("`code` `` a`b ``")) == ["c:code", " ", "c:a`b"])
        // One or two tildes; three are not strikethrough (GFM).
        #expect(runs(Text("~~gone~~ ~one~ ~~~three~~~")) == ["s:gone", " ", "s:one", " ~~~three~~~"])
        #expect(runs(Text("[Title](https://example.com) end")) == ["l:Title", " end"])
        #expect(runs(Text("[**bold link**](u \"title\")")) == ["bl:bold link"])
    }

    @Test func flankingRules() {
        // Surrounded by spaces: neither left- nor right-flanking, so literal.
        #expect(runs(Text("2 * 3 * 4")) == ["2 * 3 * 4"])
        // An underscore inside a word neither opens nor closes; an asterisk does.
        #expect(runs(Text("snake_case_name")) == ["snake_case_name"])
        #expect(runs(Text("a*b*c")) == ["a", "i:b", "c"])
        #expect(runs(Text("_foo_bar_")) == ["i:foo_bar"])
        // After punctuation an underscore run may open.
        #expect(runs(Text("foo-_(bar)_")) == ["foo-", "i:(bar)"])
        // A closer after a space, an opener before one: literal.
        #expect(runs(Text("*foo bar *")) == ["*foo bar *"])
        #expect(runs(Text("a * foo bar*")) == ["a * foo bar*"])
        // Punctuation inside: both pairs match, nested emphasis is still italic.
        #expect(runs(Text("*(*foo*)*")) == ["i:(foo)"])
        // Rule of 3: `**` can open and close, 1 + 2 is a multiple of 3, so the inner pair is strong.
        #expect(runs(Text("*foo**bar**baz*")) == ["i:foo", "bi:bar", "i:baz"])
        // Unmatched delimiters stay literal.
        #expect(runs(Text("**a*")) == ["*", "i:a"])
        #expect(runs(Text("**unclosed")) == ["**unclosed"])
        #expect(runs(Text("`unclosed")) == ["`unclosed"])
    }

    @Test func escapesEntitiesAndBreaks() {
        #expect(runs(Text("\\*not\\* \\`x\\` \\q")) == ["*not* `x` \\q"])
        // A backslash before a line break is a hard break: the break stays, the backslash goes.
        #expect(runs(Text("a\\\nb")) == ["a\nb"])
        #expect(runs(Text("&amp; &copy; &#65; &#x42; &bogus; &#+1;")) == ["& © A B &bogus; &#+1;"])
        // An escaped or decoded asterisk is not a delimiter.
        #expect(runs(Text("&#42;a*")) == ["*a*"])
        // No escapes inside code.
        #expect(runs(Text("`\\*`")) == ["c:\\*"])
    }

    @Test func blockSyntaxAndLineBreaksStay() {
        #expect(runs(Text("# Heading\n- item\n1. one\n> quote")) == ["# Heading\n- item\n1. one\n> quote"])
        #expect(runs(Text("* not a list")) == ["* not a list"])
        #expect(runs(Text("line one\nline two  \nthree")) == ["line one\nline two  \nthree"])
    }

    @Test func linksAndAutolinks() {
        #expect(runs(Text("<https://apple.com> and <me@example.com> and <b>tag</b>"))
                == ["l:https://apple.com", " and ", "l:me@example.com", " and <b>tag</b>"])
        // Without an inline destination a bracket is literal (reference links need definitions).
        #expect(runs(Text("[not a link] [x](y [ref][r]")) == ["[not a link] [x](y [ref][r]"])
        // Links cannot contain links: the inner one wins, the outer brackets stay.
        #expect(runs(Text("[a [b](u) c](v)")) == ["[a ", "l:b", " c](v)"])
        // Destinations: angle brackets, balanced parentheses, a title in parentheses.
        #expect(runs(Text("[x](<a b>) [y](f(1)) [z](u (t))")) == ["l:x", " ", "l:y", " ", "l:z"])
        // An image shows its description, plain.
        #expect(runs(Text("![alt](pic.png) after")) == ["alt after"])
    }

    @Test func interpolatedValuesAreNotParsed() {
        let name = "**x**"
        #expect(runs(Text("Hi **\(name)**")) == ["Hi ", "b:**x**"])
        // Plain text and values of the same style stay one run.
        #expect(runs(Text("chip \(3) of \(name)")) == ["chip 3 of **x**"])
        #expect(runs(Text("\(2.5, specifier: "%.2f") *\(7, specifier: "%03d")*")) == ["2.50 ", "i:007"])
        // An interpolated Text keeps its own runs and gets the Markdown style around it.
        let inner = Text("in").italic() + Text("ner").foregroundColor(.red)
        let t = Text("**a \(inner)**")
        #expect(runs(t) == ["b:a ", "bi:in", "b:ner"])
        #expect(t.segments[2].color == .red)
    }

    @Test func stringValuesAndVerbatimAreNotParsed() {
        let value = "**x** `y`"
        #expect(runs(Text(value)) == ["**x** `y`"])
        #expect(runs(Text(value[...])) == ["**x** `y`"])
        #expect(runs(Text(verbatim: "**x**")) == ["**x**"])
        // A key made from a value renders its Markdown, as SwiftUI's LocalizedStringKey(_:) does.
        #expect(runs(Text(LocalizedStringKey(value))) == ["b:x", " ", "c:y"])
        let key: LocalizedStringKey = "*k*"
        #expect(runs(Text(key)) == ["i:k"])
        #expect(runs(Text("")) == [""])
    }

    @Test func buttonAndLabelTitlesTakeLiterals() {
        #expect(runs(Button("**Go**") {}.label) == ["b:Go"])
        let title = "**Go**"
        #expect(runs(Button(title) {}.label) == ["**Go**"])
        #expect(runs(Label("*x*", systemImage: "star").title) == ["i:x"])
        #expect(runs(Label(title, systemImage: "star").title) == ["**Go**"])
        #expect(runs(Button("`b`", systemImage: "star") {}.label.title) == ["c:b"])
    }

    @Test func runStylesWinOverTheTextsAndTheEnvironments() {
        var env = EnvironmentValues()
        env.font = .system(size: 20)
        env.fontDesign = .serif
        let t = Text("**a** `b` [c](u) d").fontWeight(.light).foregroundColor(.red)
        let r = t.resolve(in: env)
        #expect(r.string == "a b c d")
        #expect(r.runs.map(\.font.weight) == [700, 300, 300, 300, 300, 300])
        #expect(r.runs.map(\.font.design) == [.serif, .serif, .monospaced, .serif, .serif, .serif])
        // The link keeps the accent colour; the other runs take the text's red.
        #expect(r.runs.map(\.color) == [Color.red, .red, .red, .red, .accentColor, .red].map { Optional($0.resolve(in: .light)) })
    }

    @Test func aLinkTakesTheTint() {
        // `.tint(.indigo)` around a Text recolours its links (iOS indigo 88,86,214); the rest keeps the
        // text's own colour (none: the foreground). Without a tint, the accent colour (blue 0,122,255).
        func linkColors(_ view: some View) -> [RGBA?] {
            guard case .text(let t) = layout(view).root.allNodes().compactMap({ n -> Drawing? in
                if case .text = n.drawing { return n.drawing } else { return nil } }).first else { return [] }
            return t.text.runs.map(\.color)
        }
        #expect(linkColors(Text("see [terms](u)").tint(.indigo)) == [nil, RGBA(88, 86, 214)])
        #expect(linkColors(Text("see [terms](u)")) == [nil, RGBA(0, 122, 255)])
    }

    @Test func strikethroughIsARunAttribute() {
        let env = EnvironmentValues()
        // A single struck run still gets a run, so that the renderer sees the attribute.
        let solo = Text("~~x~~").resolve(in: env)
        #expect(solo.runs.count == 1 && solo.runs[0].isStrikethrough && solo.runs[0].strikethroughColor == nil)
        let colored = Text("y").strikethrough(color: .red).resolve(in: env)
        #expect(colored.runs.first?.strikethroughColor == Color.red.resolve(in: .light))
        #expect(Text("z").strikethrough(false).resolve(in: env).runs.isEmpty)
    }

    /// SwiftUI's `Text.underline(_:color:)` and the iOS 16 `View.underline`/`View.strikethrough`: a line
    /// under or through the runs, the text's own setting winning over the view's.
    @Test func underlineAndLinesFromTheEnvironment() {
        var env = EnvironmentValues()
        let own = Text("a").underline(color: .blue).resolve(in: env)
        #expect(own.runs.count == 1 && own.runs[0].isUnderline && own.runs[0].underlineColor == Color.blue.resolve(in: .light))
        #expect(!own.runs[0].isStrikethrough)
        #expect(Text("a").underline(false).resolve(in: env).runs.isEmpty)
        env.underline = TextLineStyle(color: .red)
        env.strikethrough = TextLineStyle()
        let joined = (Text("a").underline(color: .blue) + Text("b")).resolve(in: env)
        #expect(joined.runs.map(\.isUnderline) == [true, true])
        #expect(joined.runs.map(\.underlineColor) == [Color.blue, .red].map { Optional($0.resolve(in: .light)) })
        #expect(joined.runs.map(\.isStrikethrough) == [true, true])
        #expect(joined.runs.map(\.strikethroughColor) == [nil, nil])
    }

    /// SwiftUI's `.textCase`: the text is shown, and so measured, in that case; each run keeps its own style
    /// over its changed bytes ("ß" becomes "SS", one byte more).
    @Test func textCaseChangesWhatIsMeasured() {
        var env = EnvironmentValues()
        env.textCase = .uppercase
        let joined = (Text("Straße ") + Text("mục").bold()).resolve(in: env)
        #expect(joined.string == "STRASSE MỤC")
        #expect(joined.runs.map(\.bytes) == [0..<8, 8..<13])
        env.textCase = .lowercase
        #expect(Text("ĐỀ").resolve(in: env).string == "đề")
        #expect(layout(Text("ab").textCase(.uppercase)).root.dumpLine.hasPrefix(#"Text "AB""#))
    }

    /// `Text.fontDesign`/`Text.monospaced` return `Text` (iOS 16.1/16.4), so a monospaced run can be joined.
    @Test func designOfARun() {
        let text = Text("a") + Text("b").monospaced() + Text("c").fontDesign(.serif).monospaced()
        #expect(text.segments.map(\.design) == [nil, .monospaced, .serif])
        #expect(runs(Text("d").monospaced(false)) == ["d"])
    }

    /// The fake measurer advances every character by advancePerEm × size whatever its weight or design
    /// (0.5 × 20 = 10 pt), so bold and code runs are as wide as plain ones: "ab cd" is 5 × 10 = 50 pt.
    @Test func fakeMeasurerWidthOfStyledRuns() {
        let styled = layout(Text("**ab** `cd`"))
        let plain = layout(Text(verbatim: "ab cd"))
        expectFrame(styled.root.frame, rect(0, 0, 50, line))
        expectFrame(plain.root.frame, rect(0, 0, 50, line))
        #expect(styled.root.text == "ab cd")
        // Wrapped at 30 pt: "ab" and "cd" on their own lines, the markers gone.
        expectSize(layout(Text("**ab** `cd`"), width: 30).root.frame.size, 20, 2 * line)
    }
}

/// Random strings of Markdown's syntax characters: parsing never traps, keeps every character that is not
/// markup, and stays fast on long unmatched input.
@Suite struct MarkdownRobustnessTests {
    @Test func randomSyntaxSoup() {
        var generator = SplitMix(seed: 7)
        let alphabet = Array("*_~`[]()<>&;#\\!: ax1\n")
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 24)
            let s = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let shown = Text(LocalizedStringKey(s)).segments.map(\.string).joined()
            // Letters and digits are markup only in a link's destination and a numeric entity (`&#x1;`), so
            // without those every one of them is still there, in order.
            let content = { (t: String) in t.filter { "ax1".contains($0) } }
            if !s.contains("](") && !s.contains("&#") {
                #expect(content(shown) == content(s), "\(s.debugDescription)")
            } else {
                #expect(content(shown).count <= content(s).count, "\(s.debugDescription)")
            }
        }
    }

    @Test func longUnmatchedInputIsLinear() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let backticks = (1...400).map { String(repeating: "`", count: $0 % 40 + 1) + "x" }.joined()
            _ = Text(LocalizedStringKey(backticks))
            _ = Text(LocalizedStringKey(String(repeating: "a_ ", count: 20_000)))
            _ = Text(LocalizedStringKey(String(repeating: "*a ", count: 20_000)))
        }
        #expect(elapsed < .seconds(5))
    }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

/// Numbers interpolated into a key are formatted as SwiftUI's `LocalizedStringKey` formats them: its format
/// specifiers (`_FormatSpecifiable`: `%lld` for integers, `%lf` for `Double` and `CGFloat`, `%f` for `Float`) in
/// the locale, US English — grouping by threes with ",", six decimals. Strings and `Text(verbatim:)` are untouched.
@Suite struct NumberInterpolationTests {
    @Test func integersAreGrouped() {
        #expect(runs(Text("\(2021)")) == ["2,021"])
        #expect(runs(Text("\(7)")) == ["7"])
        #expect(runs(Text("\(-1234567)")) == ["-1,234,567"])
        #expect(runs(Text("\(UInt8(255)) \(Int64(1000))")) == ["255 1,000"])
        #expect(runs(Text("\(-999) \(1000) \(Int.min)")) == ["-999 1,000 -9,223,372,036,854,775,808"])
    }

    @Test func floatingPointHasSixDecimals() {
        #expect(runs(Text("\(3.5)")) == ["3.500000"])
        #expect(runs(Text("\(CGFloat(8))")) == ["8.000000"])
        #expect(runs(Text("\(Float(0.25))")) == ["0.250000"])
        #expect(runs(Text("\(1234.5)")) == ["1,234.500000"])
        let x = 1.5 * 2
        #expect(runs(Text("\(x) pt")) == ["3.000000 pt"])
    }

    @Test func specifiersAreInTheLocaleToo() {
        #expect(runs(Text("\(1234.5, specifier: "%.1f")")) == ["1,234.5"])
        #expect(runs(Text("\(255, specifier: "%x")")) == ["ff"])
    }

    @Test func stringsAndVerbatimAreUntouched() {
        let year = "2021"
        #expect(runs(Text("\(year)")) == ["2021"])
        #expect(runs(Text(verbatim: "\(2021)")) == ["2021"])
        #expect(runs(Text(String(2021))) == ["2021"])
    }
}
