import Foundation
import Testing
@testable import LayoutCore

/// Every numeric input of LayoutCore's public API, given values no view should get: the layout finishes,
/// every frame is finite, and the value is reported (`LayoutDiagnostic.invalidArgument`) or has a
/// documented meaning (docs/BEHAVIOUR.md §18).
@Suite struct InvalidArgumentTests {
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, -0.0]

    /// One use of each numeric parameter, by name. `silent` lists the values that parameter takes without a
    /// word, by its documented rule.
    struct Use: CustomStringConvertible {
        let name: String
        let make: (CGFloat) -> AnyView
        var silent: (CGFloat) -> Bool = { $0 == 0 }
        var description: String { name }
    }

    static let text = Text("ab").font(font)
    static func finite(_ x: CGFloat) -> Bool { x.isFinite && abs(x) <= ArgumentCheck.maximumLength }
    static func nonNegative(_ x: CGFloat) -> Bool { finite(x) && x >= 0 }

    static let uses: [Use] = [
        Use(name: "frame(width:)", make: { AnyView(text.frame(width: $0)) }, silent: nonNegative),
        Use(name: "frame(height:)", make: { AnyView(text.frame(height: $0)) }, silent: nonNegative),
        Use(name: "frame(minWidth:)", make: { AnyView(text.frame(minWidth: $0)) }, silent: finite),
        Use(name: "frame(idealHeight:)", make: { AnyView(text.frame(idealHeight: $0)) }, silent: finite),
        // ∞ and very large maxima mean "no maximum"; a finite negative one is normalised.
        Use(name: "frame(maxWidth:)", make: { AnyView(text.frame(maxWidth: $0)) }, silent: { !$0.isNaN && $0 != -.infinity }),
        Use(name: "padding(_:)", make: { AnyView(text.padding($0)) }, silent: finite),
        Use(name: "padding(_:_:)", make: { AnyView(text.padding(.horizontal, $0)) }, silent: finite),
        Use(name: "padding(EdgeInsets)", make: { AnyView(text.padding(EdgeInsets(top: $0, leading: 1))) }, silent: finite),
        Use(name: "offset(x:)", make: { AnyView(text.offset(x: $0)) }, silent: finite),
        Use(name: "offset(CGSize)", make: { AnyView(text.offset(CGSize(width: 1, height: $0))) }, silent: finite),
        Use(name: "position(x:)", make: { AnyView(text.position(x: $0)) }, silent: finite),
        Use(name: "aspectRatio(_:)", make: { AnyView(Color.red.aspectRatio($0, contentMode: .fit)) },
            silent: { $0.isFinite && $0 > 0 && $0 <= ArgumentCheck.maximumLength && $0 >= 1 / ArgumentCheck.maximumLength }),
        Use(name: "aspectRatio(CGSize)", make: { AnyView(Color.red.aspectRatio(CGSize(width: $0, height: 1), contentMode: .fill)) },
            silent: { $0.isFinite && $0 > 0 && $0 <= ArgumentCheck.maximumLength && $0 >= 1 / ArgumentCheck.maximumLength }),
        Use(name: "HStack(spacing:)", make: { AnyView(HStack(spacing: $0) { text; text }) }, silent: finite),
        Use(name: "VStack(spacing:)", make: { AnyView(VStack(spacing: $0) { text; text }) }, silent: finite),
        Use(name: "HStackLayout(spacing:)", make: { AnyView(HStackLayout(spacing: $0) { text; text }) }, silent: finite),
        Use(name: "AnyLayout(VStackLayout(spacing:))", make: { AnyView(AnyLayout(VStackLayout(spacing: $0)) { text; text }) }, silent: finite),
        Use(name: "Grid(horizontalSpacing:)", make: { v in AnyView(Grid(horizontalSpacing: v) { GridRow { text; text } }) }, silent: finite),
        Use(name: "GridLayout(verticalSpacing:)", make: { AnyView(GridLayout(verticalSpacing: $0) { text; text }) }, silent: finite),
        Use(name: "Spacer(minLength:)", make: { v in AnyView(HStack { Spacer(minLength: v); text }) }, silent: nonNegative),
        Use(name: "LazyVGrid fixed", make: { AnyView(LazyVGrid(columns: [GridItem(.fixed($0))]) { text; text }) }, silent: nonNegative),
        Use(name: "LazyHGrid adaptive", make: { AnyView(LazyHGrid(rows: [GridItem(.adaptive(minimum: $0))]) { text; text }) },
            silent: nonNegative),
        Use(name: "LazyVGrid flexible maximum", make: { AnyView(LazyVGrid(columns: [GridItem(.flexible(maximum: $0))]) { text }) },
            silent: { !$0.isNaN && $0 >= 0 }),
        Use(name: "GridItem(spacing:)", make: { AnyView(LazyVGrid(columns: [GridItem(spacing: $0), GridItem()]) { text; text }) },
            silent: finite),
        Use(name: "LazyVGrid(spacing:)", make: { AnyView(LazyVGrid(columns: [GridItem()], spacing: $0) { text; text }) }, silent: finite),
        // The seed's FlowLayout is as wide as its proposal, ∞ for none (seed 000): framed here.
        Use(name: "FlowLayout(spacing:)", make: { AnyView(SeedFlowLayout(spacing: $0) { text; text }.frame(width: 100)) }, silent: finite),
        Use(name: "Text.tracking", make: { AnyView(text.tracking($0)) },
            silent: { $0.isFinite && abs($0) <= ArgumentCheck.maximumTracking }),
        Use(name: "Text.kerning", make: { AnyView(text.kerning($0)) },
            silent: { $0.isFinite && abs($0) <= ArgumentCheck.maximumTracking }),
        Use(name: "Text.font(.system(size:))", make: { AnyView(Text("ab").font(.system(size: $0))) },
            silent: { $0.isFinite && $0 >= 0 && $0 <= ArgumentCheck.maximumFontSize }),
        Use(name: "font(.custom(_:size:))", make: { AnyView(Text("ab").font(.custom("x", size: $0))) },
            silent: { $0.isFinite && $0 >= 0 && $0 <= ArgumentCheck.maximumFontSize }),
        Use(name: "environment(\\.font)", make: { AnyView(Text("ab").environment(\.font, .system(size: $0))) },
            silent: { $0.isFinite && $0 >= 0 && $0 <= ArgumentCheck.maximumFontSize }),
        Use(name: "lineSpacing(_:)", make: { AnyView(Text("a b c").font(font).frame(width: 10).lineSpacing($0)) }, silent: finite),
        Use(name: "minimumScaleFactor(_:)", make: { AnyView(text.minimumScaleFactor($0)) }, silent: { $0.isFinite }),
        Use(name: "opacity(_:)", make: { AnyView(text.opacity(Double($0))) }, silent: { $0.isFinite }),
        // Orders: ±∞ order as numbers do.
        Use(name: "layoutPriority(_:)", make: { v in AnyView(HStack { text.layoutPriority(Double(v)); text }) }, silent: { !$0.isNaN }),
        Use(name: "zIndex(_:)", make: { v in AnyView(ZStack { text.zIndex(Double(v)); text }) }, silent: { !$0.isNaN }),
        Use(name: "border(width:)", make: { AnyView(text.border(Color.red, width: $0)) }, silent: nonNegative),
        Use(name: "stroke(lineWidth:)", make: { AnyView(Circle().stroke(Color.red, lineWidth: $0)) }, silent: nonNegative),
        Use(name: "strokeBorder(lineWidth:)", make: { AnyView(Circle().strokeBorder(Color.red, lineWidth: $0)) }, silent: nonNegative),
        Use(name: "rotationEffect(_:)", make: { AnyView(text.rotationEffect(.degrees(Double($0)))) },
            silent: { ($0 * .pi / 180).isFinite }),
        Use(name: "rotationEffect(anchor:)", make: { AnyView(text.rotationEffect(.degrees(10), anchor: UnitPoint(x: $0, y: 0))) },
            silent: finite),
        Use(name: "scaleEffect(_:)", make: { AnyView(text.scaleEffect($0)) }, silent: finite),
        Use(name: "scaleEffect(x:y:)", make: { AnyView(text.scaleEffect(x: 1, y: $0)) }, silent: finite),
        Use(name: "shadow(radius:)", make: { AnyView(text.shadow(radius: $0)) }, silent: nonNegative),
        Use(name: "shadow(x:)", make: { AnyView(text.shadow(radius: 1, x: $0)) }, silent: finite),
        Use(name: "blur(radius:)", make: { AnyView(text.blur(radius: $0)) }, silent: nonNegative),
        Use(name: "gridCellAnchor(_:)", make: { v in AnyView(Grid { GridRow { text.gridCellAnchor(UnitPoint(x: 0, y: v)) } }) }, silent: finite),
        Use(name: "Image.resizable(capInsets:)", make: { AnyView(Image(systemName: "star").resizable(capInsets: EdgeInsets(top: $0))) },
            silent: finite),
        Use(name: "alignmentGuide result", make: { v in AnyView(VStack(alignment: .leading) { text.alignmentGuide(.leading) { _ in v }; text }) },
            silent: finite),
        // Colours and corner radii have a documented meaning for every value (clamped when drawn); the
        // fixture language warns about non-finite ones at the call (ArgumentCheck.handler).
        Use(name: "Color(red:)", make: { AnyView(Color(red: Double($0), green: 0, blue: 0)) }, silent: { _ in true }),
        Use(name: "Color.opacity(_:)", make: { AnyView(Color.red.opacity(Double($0))) }, silent: { _ in true }),
        Use(name: "RoundedRectangle(cornerRadius:)", make: { AnyView(RoundedRectangle(cornerRadius: $0)) }, silent: { _ in true }),
        Use(name: "cornerRadius(_:)", make: { AnyView(Color.red.cornerRadius($0)) }, silent: { _ in true }),
    ]

    @Test(arguments: uses)
    func hostileValuesAreReportedAndNeverReachTheFrames(_ use: Use) {
        for value in Self.hostile {
            for proposal in [ProposedViewSize(width: 120, height: 80), .unspecified, .infinity] {
                let r = LayoutEngine.layout(HStack { use.make(value); Text("b") }, proposal: proposal,
                                            measurer: FixedAdvanceTextMeasurer())
                let frames = r.root.allNodes().map(\.frame)
                #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) },
                        "\(use) \(value) \(proposal): \(r.root.textDump())")
                let reported = r.diagnostics.contains { if case .invalidArgument = $0 { true } else { false } }
                #expect(reported != use.silent(value), "\(use) \(value): \(r.diagnostics)")
                #expect(!r.diagnostics.contains { if case .invalidSize = $0 { true } else { false } },
                        "\(use) \(value): checked at the call, not left to the layout: \(r.diagnostics)")
            }
        }
    }

    @Test func theWarningsSayWhatWasWrongAndWhatWasUsed() {
        func diagnostics<V: View>(_ view: V) -> [String] {
            LayoutEngine.layout(view, measurer: FixedAdvanceTextMeasurer()).diagnostics.map(\.description)
        }
        #expect(diagnostics(Text("x").kerning(1e308))
                == ["Kerning out of range (beyond ±1000 pt): kerning 1e+308; used 1000"])
        #expect(diagnostics(Text("x").kerning(.nan)) == ["Invalid kerning (non-finite): kerning nan; used 0"])
        #expect(diagnostics(Text("x").tracking(.infinity)) == ["Invalid tracking (non-finite): tracking inf; used 0"])
        #expect(diagnostics(Text("x").tracking(-1e308))
                == ["Tracking out of range (beyond ±1000 pt): tracking -1e+308; used -1000"])
        #expect(diagnostics(Text("x").font(.system(size: .nan)))
                == ["Invalid font size (negative or non-finite): size nan; used the body style"])
        #expect(diagnostics(LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan))]) { Text("a") })
                == ["Invalid grid item minimum (negative or non-finite): minimum nan; used 10"])
        #expect(diagnostics(LazyHGrid(rows: [GridItem(.adaptive(minimum: .nan))]) { Text("a") })
                == ["Invalid grid item minimum (negative or non-finite): minimum nan; used 10"])
        #expect(diagnostics(Text("x").frame(width: .nan))
                == ["Invalid frame dimension (negative or non-finite): width nan; ignored"])
    }

    @Test func theCheckedValueIsTheOneLaidOut() {
        // kerning(1e308) is 1000 pt after each of the two characters: 2 × (10 + 1000).
        expectSize(layout(Text("ab").font(font).kerning(1e308)).root.frame.size, 2 * (10 + 1000), line)
        // A NaN font size is the body style's 17 pt: 8.5 pt per character with the fake measurer.
        let body = LayoutEngine.layout(Text("ab").font(.system(size: .nan)), measurer: FixedAdvanceTextMeasurer())
        #expect(abs(body.root.frame.width - 17) < 1e-9)
        // An adaptive minimum of NaN is flexible's default 10: in 45 pt, (45 + 8) / (10 + 8) → 2 columns of
        // (45 − 8) / 2 = 18.5 pt.
        let grid = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan))]) { Color.red; Color.blue }, width: 45, height: 10)
        expectFrame(grid.root[1].frame, rect(18.5 + 8, 0, 18.5, 10))
        // A NaN offset moves nothing.
        expectFrame(layout(Color.red.frame(width: 10, height: 10).offset(x: .nan, y: 3)).root[0].frame, rect(0, 3, 10, 10))
    }

    @Test func anAdaptiveGridProbedWithInfinityHasOneTrack() {
        // A stack probes its children with ∞: an adaptive track then splits into one sub-track as long as
        // the share (as a flexible one would), not into ∞ columns.
        let r = layout(HStack(spacing: 0) { LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: 0)]) { Color.red }; Color.blue.frame(width: 20) },
                       width: 100, height: 10)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        expectFrame(r.root[1].frame, rect(80, 0, 20, 10))
    }

    @Test func aCustomLayoutsNaNProposalsAndPositionsAreReported() {
        struct Wild: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                _ = subviews.first?.sizeThatFits(ProposedViewSize(width: .nan, height: -5))
                return CGSize(width: 50, height: 50)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: CGPoint(x: CGFloat.nan, y: 4), anchor: UnitPoint(x: .infinity, y: 0),
                                      proposal: ProposedViewSize(width: .nan, height: 10))
            }
        }
        let r = LayoutEngine.layout(Wild { Color.red }, measurer: FixedAdvanceTextMeasurer())
        let texts = r.diagnostics.map(\.description)
        #expect(texts.contains("Invalid proposal (NaN or negative): proposal.width nan; used nil"))
        #expect(texts.contains("Invalid proposal (NaN or negative): proposal.height -5; used 0"))
        #expect(texts.contains("Invalid length (non-finite): position.x nan; used 0"))
        #expect(texts.contains { $0.hasPrefix("Invalid unit point") })
        // Placed with its centre (the anchor used instead) at (0, 4), proposed nil × 10: a colour takes
        // 10 × 10 there, so its corner is at (−5, −1).
        expectFrame(r.root[0].frame, rect(-5, -1, 10, 10))
    }

    @Test func aRootProposalOfNaNIsUnspecified() {
        let r = LayoutEngine.layout(Color.red.frame(width: 30, height: 20), proposal: ProposedViewSize(width: .nan, height: -1),
                                    measurer: FixedAdvanceTextMeasurer())
        #expect(r.canvasSize == CGSize(width: 30, height: 0))
        #expect(r.diagnostics.count == 2)
    }

    @Test func anEnvironmentSetDirectlyIsCheckedToo() {
        var environment = EnvironmentValues()
        environment.lineSpacing = .nan
        environment.lineLimit = -3
        environment.displayScale = 0
        let r = LayoutEngine.layout(Text("a b"), measurer: FixedAdvanceTextMeasurer(), environment: environment)
        #expect(r.diagnostics.map(\.description) == [
            "Invalid line spacing (non-finite): lineSpacing nan; used 0",
            "Invalid line limit (less than 1): lineLimit -3; used 1",
            "Invalid display scale (not within 0…100): displayScale 0; used the platform's",
        ])
    }

    @Test func hugeIntegersAreLineCountsLikeAnyOther() {
        for limit in [Int.max, Int.min, -1, 0] {
            let r = layout(Text("a b c").font(font).lineLimit(limit, reservesSpace: true), width: 10)
            #expect(r.root.frame.height.isFinite && r.root.frame.height <= CGFloat(ArgumentCheck.maximumLines) * 30)
            #expect(r.diagnostics.isEmpty == (limit > 0), "\(limit): \(r.diagnostics)")
        }
        let ranged = layout(Text("a").font(font).lineLimit(Int.min...Int.max), width: 10)
        #expect(ranged.diagnostics.map(\.description) == ["Invalid line limit (less than 1): reservedLines -9.22337e+18; used 1"])
    }

    @Test func aForEachOverEveryIntegerStopsAtTheViewLimit() {
        // 2^63 elements: the resolution stops at the element that crosses 200,000 views, with the limit's
        // diagnostic, instead of making empty views for ever.
        let r = LayoutEngine.layout(VStack { ForEach(0..<Int.max) { _ in Color.red } }, measurer: FixedAdvanceTextMeasurer())
        #expect(r.diagnostics == [.tooManyViews(LayoutLimits().maximumViews)])
    }

    @Test func aHandlerGetsTheProblemsInsteadOfTheLayout() {
        final class Box: @unchecked Sendable { var seen: [InvalidArgument] = [] }
        let box = Box()
        let view = ArgumentCheck.$handler.withValue(ArgumentCheck.Handler { box.seen.append($0) }) {
            Text("x").padding(.nan).frame(width: -1)
        }
        #expect(box.seen.map(\.parameter) == ["length", "width"])
        #expect(LayoutEngine.layout(view, measurer: FixedAdvanceTextMeasurer()).diagnostics.isEmpty)
    }
}

/// The stack algorithm at its cause: what is left of an infinite offer stays infinite.
@Suite struct InfiniteOfferTests {
    @Test func nestedStacksWithSpacersProposeNoNaN() {
        // Three levels of `HStack { rigid; Spacer; VStack { Spacer; HStack { … } } }`: a stack probed with ∞
        // served its infinitely flexible VStack before its Spacer and offered the Spacer ∞ − ∞.
        let r = layout(VStack(spacing: 0) {
            Spacer(minLength: 0)
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 10)
                Spacer(minLength: 0)
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    HStack(spacing: 0) {
                        Color.red.frame(width: 20, height: 10)
                        Spacer(minLength: 0)
                        VStack(spacing: 0) {
                            Spacer(minLength: 0)
                            HStack(spacing: 0) {
                                Color.red.frame(width: 20, height: 10)
                                Spacer(minLength: 0)
                                Color.blue.frame(width: 30, height: 10)
                            }
                        }
                    }
                }
            }
        }, width: 200, height: 100)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        // By hand (docs/BEHAVIOUR.md §4): each VStack gives its HStack (priority 0, minimum 10, maximum ∞) the
        // whole height and its Spacer (priority −∞) nothing, except the innermost, whose HStack is 10 tall
        // (two fixed 10 pt frames), so its Spacer takes 90. Across, each HStack serves its 20 pt frame a
        // share (takes 20), then its VStack what is left; the Spacers get the rest: 0, 0, and 160 − 50 = 110.
        expectFrame(r.root.frame, rect(0, 0, 200, 100))
        expectFrame(r.root[0].frame, rect(100, 0, 0, 0))             // outer Spacer
        let h1 = r.root[1]
        expectFrame(h1.frame, rect(0, 0, 200, 100))
        expectFrame(h1[0].frame, rect(0, 45, 20, 10))
        expectFrame(h1[1].frame, rect(20, 50, 0, 0))
        expectFrame(h1[2].frame, rect(20, 0, 180, 100))
        let h2 = h1[2][1]
        expectFrame(h1[2][0].frame, rect(110, 0, 0, 0))
        expectFrame(h2.frame, rect(20, 0, 180, 100))
        expectFrame(h2[0].frame, rect(20, 45, 20, 10))
        expectFrame(h2[1].frame, rect(40, 50, 0, 0))
        expectFrame(h2[2].frame, rect(40, 0, 160, 100))
        expectFrame(h2[2][0].frame, rect(120, 0, 0, 90))               // innermost VStack's Spacer
        let h3 = h2[2][1]
        expectFrame(h3.frame, rect(40, 90, 160, 10))
        expectFrame(h3[0].frame, rect(40, 90, 20, 10))
        expectFrame(h3[1].frame, rect(60, 95, 110, 0))
        expectFrame(h3[2].frame, rect(170, 90, 30, 10))
    }

    @Test func theIssuesNestOfTextsProposesNoNaN() {
        let r = layout(VStack { Spacer(); HStack { Text("a0"); Spacer(); VStack { Spacer(); HStack { Text("a1"); Spacer()
            VStack { Spacer(); HStack { Text("a2"); Spacer(); Text("leaf") } } } } } })
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(r.root.allNodes().allSatisfy { $0.proposal.width?.isNaN != true && $0.proposal.height?.isNaN != true })
    }

    @Test func aStackOfferedInfinityOffersEveryChildInfinity() {
        final class Proposals: LayoutTracer {
            var seen: [ProposedViewSize] = []
            func willSizeThatFits(node: TraceNode, proposal: ProposedViewSize, purpose: TracePurpose, asker: TraceNode?) {
                seen.append(proposal)
            }
        }
        let tracer = Proposals()
        _ = LayoutEngine.layout(HStack(spacing: 0) { Color.red; Color.blue; Spacer() }, proposal: ProposedViewSize(width: .infinity, height: 10),
                                measurer: FixedAdvanceTextMeasurer(), tracer: tracer)
        #expect(tracer.seen.allSatisfy { $0.width?.isNaN != true })
        #expect(tracer.seen.filter { $0 == ProposedViewSize(width: .infinity, height: 10) }.count >= 3)
    }
}
