import Foundation
import Testing
@testable import FixtureLanguage
import LayoutCore

/// Xcode's preview forms in the interpreter: `PreviewProvider`s beside `#Preview`s, their modifiers and traits
/// (LayoutCore's Previews.swift makes the previews; the command-line tests compare both paths).
@Suite struct PreviewFormTests {
    @Test func aPreviewProviderGivesOnePreviewPerTopLevelView() throws {
        let p = try previews("""
        struct Swatch: View {
            var width: CGFloat
            var body: some View { Color.red.frame(width: width, height: 20) }
        }

        #Preview("First", traits: .sizeThatFitsLayout) { Swatch(width: 5) }

        struct Swatch_Previews: PreviewProvider {
            static let wide: CGFloat = 60
            static var previews: some View {
                Group {
                    Swatch(width: 30).previewDisplayName("Narrow")
                    Swatch(width: Self.wide).previewDisplayName("Wide")
                }
                .previewLayout(.sizeThatFits)
                Swatch(width: wide).previewLayout(.fixed(width: 100, height: 40))
                    .previewInterfaceOrientation(.landscapeRight)
                Swatch(width: 10).previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
            }
        }

        #Preview("Last") { Swatch(width: 1) }
        """)
        // In the order of the lines: the provider's four previews at its declaration's line.
        #expect(p.map(\.name) == ["First", "Narrow", "Wide", nil, nil, "Last"])
        #expect(p.map(\.line) == [6, 8, 8, 8, 8, 22])
        #expect(p.map(\.layout) == [.sizeThatFits, .sizeThatFits, .sizeThatFits, .fixed(width: 100, height: 40), .device, .device])
        #expect(p[3].orientation == .landscapeRight)
        #expect(p[4].device == PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        // Each preview shows only its own view: Swatch(width: 60) alone in a 100 × 40 canvas.
        let fixed = LayoutEngine.layout(p[3].view, proposal: p[3].proposal(on: .iOS), measurer: FixedAdvanceTextMeasurer())
        #expect(fixed.root.textDump() == "frame (20, 10, 60, 20) ← 100×40\n  Color (20, 10, 60, 20) ← 60×20\n")
    }

    @Test func schemesAndOrientationsFromModifiers() throws {
        let p = try previews("""
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                ForEach(ColorScheme.allCases, id: \\.self) { scheme in
                    Color.primary.frame(width: 10, height: 10)
                        .preferredColorScheme(scheme)
                        .previewDisplayName("\\(scheme)")
                }
                .previewLayout(.fixed(width: 375, height: 72))
            }
        }
        """)
        #expect(p.map(\.name) == ["light", "dark"])
        let dark = LayoutEngine.layout(p[1].view, proposal: p[1].proposal(on: .iOS), measurer: FixedAdvanceTextMeasurer())
        #expect(dark.colorScheme == .dark)
        #expect(dark.canvasSize == CGSize(width: 375, height: 72))
    }

    @Test func previewableStateAndSeveralTraits() throws {
        let p = try previews("""
        #Preview("Counter", traits: .landscapeLeft, .fixedLayout(width: 200, height: 50)) {
            @Previewable @State var count = 3
            Color.red.frame(width: CGFloat(count) * 10, height: 10)
        }
        """)
        #expect(p[0].layout == .fixed(width: 200, height: 50) && p[0].orientation == .landscapeLeft)
        let r = LayoutEngine.layout(p[0].view, proposal: p[0].proposal(on: .iOS), measurer: FixedAdvanceTextMeasurer())
        #expect(r.root.textDump() == "frame (85, 20, 30, 10) ← 200×50\n  Color (85, 20, 30, 10) ← 30×10\n")
    }

    @Test func aPreviewProviderWithoutPreviewsIsAnError() {
        let error = parseError("struct P: PreviewProvider {\n    static let x = 1\n}")
        #expect(error?.message == "'P' conforms to 'PreviewProvider' but declares no 'static var previews'")
        #expect(error?.line == 1)
    }
}
