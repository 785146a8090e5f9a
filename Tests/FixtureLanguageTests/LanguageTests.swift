import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

/// Expressions and statements: ForEach, if/else, ternaries, interpolation, arithmetic, constants.
@Suite struct LanguageTests {
    @Test func forEachOverRangesAndArrays() {
        let tags = ["swift", "layout", "fixtures"]
        expectSame("""
        let tags = ["swift", "layout", "fixtures"]
        #Preview {
            VStack {
                ForEach(1...3, id: \\.self) { number in
                    Text("Tile \\(number)")
                }
                ForEach(tags, id: \\.self) { Text($0).padding(2) }
                ForEach(0..<2) { i in
                    Color.red.frame(width: 10 * CGFloat(i + 1), height: 4)
                }
                ForEach(0..<2) { _ in Spacer() }
            }
        }
        """, VStack {
            ForEach(Array(1...3), id: \.self) { number in
                Text("Tile \(number)")
            }
            ForEach(tags, id: \.self) { Text($0).padding(2) }
            ForEach(0..<2) { i in
                Color.red.frame(width: 10 * CGFloat(i + 1), height: 4)
            }
            ForEach(0..<2) { _ in Spacer() }
        })
    }

    @Test func ifElseAndTernary() {
        let compact = true
        let count = 3
        expectSame("""
        let compact = true
        let count = 3
        #Preview {
            VStack {
                if compact {
                    Text("compact")
                } else {
                    Text("regular")
                }
                if count > 5 && !compact {
                    Text("many")
                } else if count == 3 || count < 0 {
                    Text("three")
                }
                if !compact { Text("hidden") }
                Text(count >= 2 ? "plural" : "single")
                    .padding(compact ? 4 : 12)
                    .foregroundColor(count != 3 ? .red : .blue)
            }
        }
        """, VStack {
            if compact {
                Text("compact")
            } else {
                Text("regular")
            }
            if count > 5 && !compact {
                Text("many")
            } else if count == 3 || count < 0 {
                Text("three")
            }
            if !compact { Text("hidden") }
            Text(count >= 2 ? "plural" : "single")
                .padding(compact ? 4 : 12)
                .foregroundColor(count != 3 ? .red : .blue)
        })
    }

    @Test func optionalsAndIfLet() {
        let selected: Int? = nil
        let name: String? = "Ada"
        expectSame("""
        let selected: Int? = nil
        let name: String? = "Ada"
        #Preview {
            VStack {
                Text(name ?? "Anonymous")
                if let name {
                    Text("Hello, \\(name)")
                }
                if let number = selected {
                    Text("Selected tile: \\(number)")
                } else {
                    Text("Choose a numbered tile")
                }
            }
        }
        """, VStack {
            Text(name ?? "Anonymous")
            if let name {
                Text("Hello, \(name)")
            }
            if let number = selected {
                Text("Selected tile: \(number)")
            } else {
                Text("Choose a numbered tile")
            }
        })
    }

    @Test func arithmeticAndStrings() {
        let base: CGFloat = 8
        expectSame("""
        let base: CGFloat = 8
        let title = "Lay" + "out"
        #Preview {
            VStack(spacing: base / 2) {
                Text(title + "shot")
                Text("\\(7 / 2) \\(7 % 3) \\(1.5 * 2) \\(base) \\(-3 + 10) \\("nested \\("deep")")")
                Text("\\(title.count) \\(title.uppercased()) \\([1, 2].count) \\(true)")
                Color.red.frame(width: (base + 2) * 3, height: -base + 12)
                Text("Tiếng Việt").padding(base * 1.5)
            }
        }
        """, VStack(spacing: base / 2) {
            Text("Layout" + "shot")
            Text("\(7 / 2) \(7 % 3) \(1.5 * 2) \(base) \(-3 + 10) \("nested \("deep")")")
            Text("\("Layout".count) \("Layout".uppercased()) \([1, 2].count) \(true)")
            Color.red.frame(width: (base + 2) * 3, height: -base + 12)
            Text("Tiếng Việt").padding(base * 1.5)
        })
    }

    @Test func localLetsAndMultiLineStrings() {
        expectSame("""
        VStack {
            let gap: CGFloat = 6
            let label = \"\"\"
                First line
                  indented \\(gap)
                \"\"\"
            Text(label).padding(gap)
        }
        """, VStack {
            let gap: CGFloat = 6
            let label = """
                First line
                  indented \(gap)
                """
            Text(label).padding(gap)
        })
    }

    @Test func commentsAndSemicolons() {
        expectSame("""
        // A row with a name and a value.
        /* block /* nested */ comment */
        HStack { // trailing comment
            Text("Name"); Spacer()
            Text("Value") /* inline */ .bold()
        }
        """, HStack {
            Text("Name"); Spacer()
            Text("Value").bold()
        })
    }

    @Test func explicitTypesAndStaticMembers() {
        expectSame("""
        VStack(alignment: HorizontalAlignment.trailing, spacing: CGFloat.zero) {
            Text("a").font(Font.system(size: 12, weight: Font.Weight.bold))
            Text("b").frame(maxWidth: CGFloat.infinity, alignment: Alignment.topLeading)
            Text("c").padding(Edge.Set.horizontal, Double.pi)
            Text("d").multilineTextAlignment(TextAlignment.center).truncationMode(Text.TruncationMode.head)
            Text("e").foregroundStyle(Color.accentColor)
            Text("f").padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        """, VStack(alignment: HorizontalAlignment.trailing, spacing: CGFloat.zero) {
            Text("a").font(Font.system(size: 12, weight: Font.Weight.bold))
            Text("b").frame(maxWidth: CGFloat.infinity, alignment: Alignment.topLeading)
            Text("c").padding(Edge.Set.horizontal, Double.pi)
            Text("d").multilineTextAlignment(TextAlignment.center).truncationMode(Text.TruncationMode.head)
            Text("e").foregroundStyle(Color.accentColor)
            Text("f").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        })
    }

    @Test func unicodeStringsAndEscapes() throws {
        let p = try previews("""
        VStack {
            Text("مرحبا \\"quoted\\"\\tTab\\u{1F600}")
            Text("Tên\\nGiá trị")
        }
        """)
        let dumped = dump(p[0].view)
        #expect(dumped.contains(#"Text "مرحبا \"quoted\"\tTab😀""#))
        #expect(dumped.contains(#"Text "Tên\nGiá trị""#))
    }
}

@Suite struct FunctionTests {
    @Test func minMaxAbsAndArray() throws {
        let p = try previews("""
        let widths = Array(1...3)
        VStack {
            Text("\\(min(3, 5)) \\(max(2.5, 1)) \\(abs(-4)) \\(widths) \\(widths.last!)")
            Color.red.frame(width: max(10, CGFloat(widths.count) * 4), height: min(8, 2))
        }
        """)
        #expect(dump(p[0].view) == dump(VStack {
            // SwiftUI shows an interpolated Double with six decimals (`%lf`; docs/BEHAVIOUR.md §5).
            Text("3 2.500000 4 [1, 2, 3] 3")
            Color.red.frame(width: 12, height: 2)
        }))
    }

    @Test func explicitGuidesAndOptionalResults() {
        expectSame("""
        VStack(alignment: .leading) {
            Text("a").alignmentGuide(.leading) { d in (d[explicit: .leading] ?? 5) + d[.trailing] / 4 }
            Text("b")
        }
        """, VStack(alignment: .leading) {
            Text("a").alignmentGuide(.leading) { d in (d[explicit: .leading] ?? 5) + d[.trailing] / 4 }
            Text("b")
        })
    }
}

@Test func interpolationSpecifiers() throws {
    let p = try previews(#"Text("\(3.14159, specifier: "%.2f") \(7, specifier: "%03d") \(2, specifier: "%.1f")")"#)
    #expect(dump(p[0].view) == dump(Text("3.14 007 2.0")))
    #expect(parseError(#"Text("\(1, specifier: "%s")")"#)?.message
            == #"unsupported specifier "%s"; use one number conversion such as "%.1f" or "%d""#)
}
