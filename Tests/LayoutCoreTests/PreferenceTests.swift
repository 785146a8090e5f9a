import Foundation
import Testing
@testable import LayoutCore

/// Preferences, anchors and coordinate spaces (Preferences.swift, docs/BEHAVIOUR.md §19), with values and
/// frames derived by hand (fake measurer: 10 pt per character at 20 pt).
@Suite struct PreferenceTests {
    struct Sum: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    struct Widest: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    final class Seen { var values: [CGFloat] = []; var rects: [CGRect] = [] }

    @Test func valuesCombineInOrderAndTheReaderRunsOnce() {
        let seen = Seen()
        _ = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10).preference(key: Sum.self, value: 10)
            Color.blue.frame(width: 20).preference(key: Sum.self, value: 20)
            Color.green.frame(width: 5)
        }.onPreferenceChange(Sum.self) { seen.values.append($0) })
        // 10 + 20; the second pass sees 30 again, so the action does not run again.
        #expect(seen.values == [30])
    }

    @Test func writesReplaceAndTransformsChange() {
        let seen = Seen()
        _ = layout(VStack {
            HStack {
                Color.red.preference(key: Sum.self, value: 1)
                Color.red.preference(key: Sum.self, value: 2)
            }
            .preference(key: Sum.self, value: 7)                       // replaces 1 + 2
            Color.blue.preference(key: Sum.self, value: 5).transformPreference(Sum.self) { $0 *= 2 }   // 10
            Color.green.transformPreference(Sum.self) { $0 += 3 }       // the default 0, plus 3
        }.onPreferenceChange(Sum.self) { seen.values.append($0) }, width: 100, height: 100)
        #expect(seen.values == [20])
        // Nothing sets the key: the action never runs.
        _ = layout(Color.red.onPreferenceChange(Sum.self) { seen.values.append($0) })
        #expect(seen.values == [20])
    }

    struct SpecSheet: View {
        @State private var labelWidth: CGFloat = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(["ab", "abcd", "a"], id: \.self) { label in
                    HStack(spacing: 0) {
                        Text(label)
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: Widest.self, value: proxy.size.width)
                            })
                            .frame(width: labelWidth == 0 ? nil : labelWidth, alignment: .leading)
                        Text("v")
                    }
                }
            }
            .onPreferenceChange(Widest.self) { labelWidth = $0 }
        }
    }

    @Test func aStateSetFromAPreferenceIsSeenByTheNextPass() {
        // The widest label is "abcd", 40 pt: every label column is 40 wide, so every value starts at x = 40.
        let r = layout(SpecSheet())
        for row in 0..<3 {
            expectFrame(r.root[row, 0].frame, rect(0, CGFloat(row) * line, 40, line))
            expectFrame(r.root[row, 1].frame, rect(40, CGFloat(row) * line, 10, line))
        }
        #expect(r.diagnostics.isEmpty)
    }

    @Test func anAnchorIsReadInTheOverlaysCoordinates() {
        // VStack 50 × 30 (ideal): the blue 30 × 20 view is centred under the red one at (10, 10).
        let r = layout(VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 30, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Color.green.frame(width: bounds.width, height: bounds.height).position(x: bounds.midX, y: bounds.midY)
                }
            }
        }
        .padding(5))
        // The overlay's reader is at (5, 5): the anchor there is (10, 10, 30, 20), drawn at root (15, 15).
        let green = r.root[0, 1, 0, 0, 0]
        #expect(green.type == "Color")
        expectFrame(green.frame, rect(15, 15, 30, 20))
    }

    @Test func namedAndGlobalSpaces() {
        let seen = Seen()
        let r = layout(VStack(spacing: 0) {
            Color.red.frame(height: 10)
            GeometryReader { proxy in
                let _ = seen.rects += [proxy.frame(in: .named("card")), proxy.frame(in: .global), proxy.frame(in: .local),
                                       proxy.frame(in: .named("nobody")), proxy.bounds(of: .named("card")) ?? .zero]
                Color.clear
            }
            .frame(height: 20)
        }
        .padding(5)
        .coordinateSpace(name: "card")
        .padding(20), width: 100)
        expectSize(r.root.frame.size, 100, 10 + 20 + 10 + 40)
        // The card's space starts at (20, 20); the reader at (25, 35), 50 wide (100 − 2 × 25).
        #expect(seen.rects == [rect(5, 15, 50, 20), rect(25, 35, 50, 20), rect(0, 0, 50, 20), rect(25, 35, 50, 20),
                               rect(-5, -15, 60, 40)])
    }

    @Test func aReaderInARightToLeftStackSeesItsMirroredFrame() {
        let seen = Seen()
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        _ = LayoutEngine.layout(HStack(spacing: 0) {
            Color.red.frame(width: 10)
            GeometryReader { proxy in
                let _ = seen.rects.append(proxy.frame(in: .global))
                Color.clear
            }
            .frame(width: 30)
        }, proposal: ProposedViewSize(width: nil, height: 10), measurer: FixedAdvanceTextMeasurer(), environment: environment)
        // Right to left the first child is at the right: the reader is drawn at x 0…30.
        #expect(seen.rects.last == rect(0, 0, 30, 10))
    }

    struct Runaway: View {
        @State private var count: CGFloat = 0
        let seen: Seen
        var body: some View {
            Color.red.preference(key: Sum.self, value: count)
                .onPreferenceChange(Sum.self) { value in seen.values.append(value); count = value + 1 }
        }
    }

    @Test func aReaderThatKeepsChangingItsValueIsBounded() {
        let seen = Seen()
        let r = layout(Runaway(seen: seen), width: 10, height: 10)
        // Pass 1 sees 0, pass 2 sees 1, …: four passes, four actions, and the warning.
        #expect(seen.values == [0, 1, 2, 3])
        #expect(PreferencePasses.maximum == 4)
        #expect(r.diagnostics == [.preferencesDidNotSettle(passes: 4)])
    }
}
