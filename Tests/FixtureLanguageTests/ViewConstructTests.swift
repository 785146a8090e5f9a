import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

/// Each construct parsed from a fixture must build the same tree as the Swift API (equal dumps).
@Suite struct ViewConstructTests {
    @Test func textConcatenation() {
        expectSame("""
        Text("Hello ") + Text("World").bold().foregroundColor(.red) + Text(" again").font(.title)
        """, Text("Hello ") + Text("World").bold().foregroundColor(.red) + Text(" again").font(.title))
    }

    @Test func stacksWithAlignmentAndSpacing() {
        expectSame("""
        VStack(alignment: .leading, spacing: 4) {
            Text("Title")
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text("A").font(.title)
                Text("B")
            }
            ZStack(alignment: .bottomTrailing) {
                Color.red
                Text("corner")
            }
        }
        """, VStack(alignment: .leading, spacing: 4) {
            Text("Title")
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text("A").font(.title)
                Text("B")
            }
            ZStack(alignment: .bottomTrailing) {
                Color.red
                Text("corner")
            }
        })
    }

    @Test func groupEmptyViewAndSpacer() {
        expectSame("""
        HStack {
            Group {
                Text("a")
                Text("b")
            }
            .padding(4)
            EmptyView()
            Spacer(minLength: 20)
            Spacer()
        }
        """, HStack {
            Group {
                Text("a")
                Text("b")
            }
            .padding(4)
            EmptyView()
            Spacer(minLength: 20)
            Spacer()
        })
    }

    @Test func textModifiers() {
        expectSame("""
        VStack {
            Text("Bold").bold()
            Text("Italic").italic().fontWeight(.heavy)
            Text("Sized").font(.system(size: 20, weight: .semibold, design: .rounded))
            Text("Styled").font(.system(.headline, design: .serif)).tracking(1.5)
            Text("Coloured").foregroundColor(.red).kerning(-0.5)
            Text(verbatim: "Verbatim").foregroundStyle(.blue)
            Text("Font chain").font(Font.title2.bold().italic())
            Text("Weight").font(.body.weight(.light)).bold(false)
        }
        """, VStack {
            Text("Bold").bold()
            Text("Italic").italic().fontWeight(.heavy)
            Text("Sized").font(.system(size: 20, weight: .semibold, design: .rounded))
            Text("Styled").font(.system(.headline, design: .serif)).tracking(1.5)
            Text("Coloured").foregroundColor(.red).kerning(-0.5)
            Text(verbatim: "Verbatim").foregroundStyle(.blue)
            Text("Font chain").font(Font.title2.bold().italic())
            Text("Weight").font(.body.weight(.light)).bold(false)
        })
    }

    @Test func colours() {
        expectSame("""
        VStack {
            Color.red
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Color(red: 1, green: 0, blue: 0, opacity: 0.5)
            Color(white: 0.9)
            Color.blue.opacity(0.12)
            Color.primary.opacity(0.5).opacity(0.5)
        }
        """, VStack {
            Color.red
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Color(red: 1, green: 0, blue: 0, opacity: 0.5)
            Color(white: 0.9)
            Color.blue.opacity(0.12)
            Color.primary.opacity(0.5).opacity(0.5)
        })
    }

    @Test func shapes() {
        expectSame("""
        VStack {
            Rectangle()
            RoundedRectangle(cornerRadius: 10)
            RoundedRectangle(cornerRadius: 8, style: .circular).fill(.green)
            Circle().stroke(Color.red, lineWidth: 3)
            Capsule().strokeBorder(.blue, lineWidth: 2)
            Ellipse().fill()
            Rectangle().stroke(lineWidth: 4)
            Capsule(style: .circular).strokeBorder()
            RoundedRectangle(cornerSize: CGSize(width: 4, height: 8))
        }
        .foregroundStyle(.orange)
        """, VStack {
            Rectangle()
            RoundedRectangle(cornerRadius: 10)
            RoundedRectangle(cornerRadius: 8, style: .circular).fill(.green)
            Circle().stroke(Color.red, lineWidth: 3)
            Capsule().strokeBorder(.blue, lineWidth: 2)
            Ellipse().fill()
            Rectangle().stroke(lineWidth: 4)
            Capsule(style: .circular).strokeBorder()
            RoundedRectangle(cornerSize: CGSize(width: 4, height: 8))
        }
        .foregroundStyle(.orange))
    }

    /// `stroke(_:style:)` and `strokeBorder(_:style:)` with a `StrokeStyle` of dashes, caps and joins draw what Swift's
    /// calls draw (frames and drawings compared: a stroke changes no frame).
    @Test func strokeStyles() throws {
        func drawn<V: View>(_ view: V) -> String {
            LayoutEngine.layout(view, proposal: ProposedViewSize(width: 200, height: 200), measurer: FixedAdvanceTextMeasurer())
                .root.allNodes().map { "\($0.dumpLine) \($0.drawing)" }.joined(separator: "\n")
        }
        let all = try previews("""
        VStack {
            RoundedRectangle(cornerRadius: 12).strokeBorder(Color.gray, style: StrokeStyle(lineWidth: 2, dash: [8, 5]))
            Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel))
            Capsule().strokeBorder(style: StrokeStyle(lineWidth: 3, miterLimit: 4, dash: [2], dashPhase: 1))
            Rectangle().strokeBorder(.blue, lineWidth: 2)
        }
        """)
        try #require(all.count == 1)
        let swift = VStack {
            RoundedRectangle(cornerRadius: 12).strokeBorder(Color.gray, style: StrokeStyle(lineWidth: 2, dash: [8, 5]))
            Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel))
            Capsule().strokeBorder(style: StrokeStyle(lineWidth: 3, miterLimit: 4, dash: [2], dashPhase: 1))
            Rectangle().strokeBorder(.blue, lineWidth: 2)
        }
        #expect(drawn(all[0].view) == drawn(swift))
        // The comparison sees the dashes: another pattern draws differently.
        #expect(drawn(Circle().stroke(Color.red, style: StrokeStyle(dash: [8, 5])))
                != drawn(Circle().stroke(Color.red, style: StrokeStyle(dash: [8, 4]))))
    }

    @Test func paddingForms() {
        expectSame("""
        VStack {
            Text("a").padding()
            Text("b").padding(12)
            Text("c").padding(.horizontal)
            Text("d").padding(.vertical, 6)
            Text("e").padding([.top, .leading], 3)
            Text("f").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("g").padding(.leading, -2.5)
            Text("h").padding(Edge.Set.bottom, 7)
        }
        """, VStack {
            Text("a").padding()
            Text("b").padding(12)
            Text("c").padding(.horizontal)
            Text("d").padding(.vertical, 6)
            Text("e").padding([.top, .leading], 3)
            Text("f").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("g").padding(.leading, -2.5)
            Text("h").padding(Edge.Set.bottom, 7)
        })
    }

    @Test func frameForms() {
        expectSame("""
        VStack(alignment: .leading) {
            Text("fixed").frame(width: 100, height: 30)
            Text("width only").frame(width: 80)
            Text("aligned").frame(width: 200, alignment: .trailing)
            Text("fill").frame(maxWidth: .infinity, alignment: .leading)
            Text("clamped").frame(minWidth: 50, idealWidth: 60, maxWidth: 70, minHeight: 10, idealHeight: 20, maxHeight: 30)
            Color.red.frame(maxWidth: CGFloat.infinity, maxHeight: 20)
            Text("tile").frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
        }
        """, VStack(alignment: .leading) {
            Text("fixed").frame(width: 100, height: 30)
            Text("width only").frame(width: 80)
            Text("aligned").frame(width: 200, alignment: .trailing)
            Text("fill").frame(maxWidth: .infinity, alignment: .leading)
            Text("clamped").frame(minWidth: 50, idealWidth: 60, maxWidth: 70, minHeight: 10, idealHeight: 20, maxHeight: 30)
            Color.red.frame(maxWidth: CGFloat.infinity, maxHeight: 20)
            Text("tile").frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
        }, ProposedViewSize(width: 300, height: 400))
    }

    @Test func fixedSizePriorityBorderOpacityOffset() {
        expectSame("""
        HStack {
            Text("A long line that is cut again and again").fixedSize(horizontal: false, vertical: true)
            Text("ideal").fixedSize()
            Text("first").layoutPriority(1)
            Text("second").border(.red).border(Color.blue, width: 2)
            Text("faded").opacity(0.5)
            Text("moved").offset(x: 5, y: -3)
            Text("moved too").offset(CGSize(width: 1, height: 2))
            Text("y only").offset(y: 4)
        }
        """, HStack {
            Text("A long line that is cut again and again").fixedSize(horizontal: false, vertical: true)
            Text("ideal").fixedSize()
            Text("first").layoutPriority(1)
            Text("second").border(.red).border(Color.blue, width: 2)
            Text("faded").opacity(0.5)
            Text("moved").offset(x: 5, y: -3)
            Text("moved too").offset(CGSize(width: 1, height: 2))
            Text("y only").offset(y: 4)
        })
    }

    @Test func backgroundsAndOverlays() {
        expectSame("""
        VStack {
            Text("view").background(Color.yellow)
            Text("style").background(.green)
            Text("in shape").background(Color.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
            Text("builder").background(alignment: .leading) {
                Rectangle().frame(width: 4)
            }
            Text("builder default").background { Capsule().fill(.gray) }
            Text("aligned view").background(Circle(), alignment: .topLeading)
            Text("overlay").overlay(Text("!"), alignment: .topTrailing)
            Text("overlay builder").overlay(alignment: .bottom) { Color.red.frame(height: 1) }
            Text("overlay style").overlay(.red, in: Capsule())
            Text("overlay trailing").overlay { Text("x") }
        }
        """, VStack {
            Text("view").background(Color.yellow)
            Text("style").background(.green)
            Text("in shape").background(Color.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
            Text("builder").background(alignment: .leading) {
                Rectangle().frame(width: 4)
            }
            Text("builder default").background { Capsule().fill(.gray) }
            Text("aligned view").background(Circle(), alignment: .topLeading)
            Text("overlay").overlay(Text("!"), alignment: .topTrailing)
            Text("overlay builder").overlay(alignment: .bottom) { Color.red.frame(height: 1) }
            Text("overlay style").overlay(.red, in: Capsule())
            Text("overlay trailing").overlay { Text("x") }
        })
    }

    @Test func environmentModifiers() {
        expectSame("""
        VStack {
            Text("one two three four five six seven").lineLimit(1).truncationMode(.middle)
            Text("centred lines of text").multilineTextAlignment(.center).lineSpacing(4)
            Text("font").font(.headline)
            Group { Text("a"); Text("b") }.font(.caption).foregroundColor(.secondary)
            Text("id").id("row-1")
            Text("number id").id(7)
            Text("env").environment(\\.font, .title3)
            Text("env limit").environment(\\.lineLimit, 2)
            Text("no limit").lineLimit(nil)
        }
        .frame(width: 120)
        """, VStack {
            Text("one two three four five six seven").lineLimit(1).truncationMode(.middle)
            Text("centred lines of text").multilineTextAlignment(.center).lineSpacing(4)
            Text("font").font(.headline)
            Group { Text("a"); Text("b") }.font(.caption).foregroundColor(.secondary)
            Text("id").id("row-1")
            Text("number id").id(7)
            Text("env").environment(\.font, .title3)
            Text("env limit").environment(\.lineLimit, 2)
            Text("no limit").lineLimit(nil)
        }
        .frame(width: 120))
    }

    @Test func dynamicTypeSizeRanges() {
        expectSame("""
        VStack {
            Text("closed").dynamicTypeSize(.xSmall ... .large)
            Text("from").dynamicTypeSize(.xxLarge...)
            Text("through").dynamicTypeSize(...DynamicTypeSize.small)
            Text("half-open").dynamicTypeSize(.small ..< .xLarge)
            Text("one").dynamicTypeSize(.medium)
        }
        .font(.body)
        .dynamicTypeSize(.accessibility5)
        """, VStack {
            Text("closed").dynamicTypeSize(DynamicTypeSize.xSmall ... .large)
            Text("from").dynamicTypeSize(DynamicTypeSize.xxLarge...)
            Text("through").dynamicTypeSize(...DynamicTypeSize.small)
            Text("half-open").dynamicTypeSize(DynamicTypeSize.small ..< .xLarge)
            Text("one").dynamicTypeSize(.medium)
        }
        .font(.body)
        .dynamicTypeSize(.accessibility5))
        #expect(parseError("#Preview { Text(\"x\").dynamicTypeSize(.large ... .small) }")?.message
                == "range requires lowerBound <= upperBound")
    }

    @Test func alignmentGuides() {
        expectSame("""
        VStack(alignment: .leading) {
            Text("plus ten").alignmentGuide(.leading) { d in d[.leading] + 10 }
            Text("trailing").alignmentGuide(.leading) { $0[.trailing] }
            Text("constant").alignmentGuide(.leading) { _ in 42 }
            Text("width").alignmentGuide(HorizontalAlignment.leading) { d in d.width / 2 - 3 * 2 }
            HStack(alignment: .top) {
                Text("v").alignmentGuide(.top) { d in d.height }
                Text("w").alignmentGuide(VerticalAlignment.top) { (d: ViewDimensions) -> CGFloat in
                    return d[.bottom] - 1
                }
            }
        }
        """, VStack(alignment: .leading) {
            Text("plus ten").alignmentGuide(.leading) { d in d[.leading] + 10 }
            Text("trailing").alignmentGuide(.leading) { $0[.trailing] }
            Text("constant").alignmentGuide(.leading) { _ in 42 }
            Text("width").alignmentGuide(HorizontalAlignment.leading) { d in d.width / 2 - 3 * 2 }
            HStack(alignment: .top) {
                Text("v").alignmentGuide(.top) { d in d.height }
                Text("w").alignmentGuide(VerticalAlignment.top) { (d: ViewDimensions) -> CGFloat in
                    return d[.bottom] - 1
                }
            }
        })
    }
}
