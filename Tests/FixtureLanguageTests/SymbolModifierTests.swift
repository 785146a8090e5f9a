import Foundation
import Testing
import LayoutCore
import Typesetting
@testable import FixtureLanguage

/// The symbol modifiers in fixtures build what the Swift API builds: laid out with the real measurer, whose
/// glyphs make variants and scales visible in the frames and drawings (the fake measurer draws placeholders).
@Suite struct SymbolModifierTests {
    static let measurer = try! PangoTextMeasurer()
    static let lock = NSLock()

    /// Every node's frame and what it draws.
    func drawn<V: View>(_ view: V) -> String {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        let result = LayoutEngine.layout(view, proposal: .unspecified, measurer: Self.measurer)
        return result.root.allNodes().map { "\($0.dumpLine) \($0.drawing)" }.joined(separator: "\n")
            + "\n" + result.diagnostics.map(\.description).joined(separator: "\n")
    }

    func expectSameDrawing<V: View>(_ source: String, _ view: V, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            let all = try previews(source)
            try #require(all.count == 1)
            #expect(drawn(all[0].view) == drawn(view), sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func imageScale() {
        expectSameDrawing("Image(systemName: \"star\").imageScale(.large)", Image(systemName: "star").imageScale(.large))
        expectSameDrawing("Image(systemName: \"star\").imageScale(Image.Scale.small)", Image(systemName: "star").imageScale(.small))
        expectSameDrawing("Image(systemName: \"star\").environment(\\.imageScale, .small)",
                          Image(systemName: "star").environment(\.imageScale, .small))
    }

    @Test func symbolVariants() {
        expectSameDrawing("Image(systemName: \"heart\").symbolVariant(.circle.fill)", Image(systemName: "heart").symbolVariant(.circle.fill))
        expectSameDrawing("Image(systemName: \"bell\").symbolVariant(SymbolVariants.slash)", Image(systemName: "bell").symbolVariant(.slash))
        expectSameDrawing("""
            HStack { Image(systemName: "star"); Image(systemName: "star").environment(\\.symbolVariants, .none) }
                .symbolVariant(.fill)
            """, HStack { Image(systemName: "star"); Image(systemName: "star").environment(\.symbolVariants, .none) }
                .symbolVariant(.fill))
        // The fixture really picked the variant's glyph.
        #expect(drawn(Image(systemName: "heart").symbolVariant(.circle.fill)).contains("heart.circle.fill"))
    }

    @Test func renderingModeAndPaletteStyles() {
        expectSameDrawing("Image(systemName: \"star.fill\").symbolRenderingMode(.hierarchical).foregroundStyle(.red, .blue)",
                          Image(systemName: "star.fill").symbolRenderingMode(.hierarchical).foregroundStyle(Color.red, Color.blue))
        expectSameDrawing("Image(systemName: \"star.fill\").symbolRenderingMode(.palette).foregroundStyle(.red, .blue, .green)",
                          Image(systemName: "star.fill").symbolRenderingMode(.palette)
                              .foregroundStyle(Color.red, Color.blue, Color.green))
        expectSameDrawing("Image(systemName: \"star.fill\").symbolRenderingMode(nil)",
                          Image(systemName: "star.fill").symbolRenderingMode(nil))
    }

    /// `@Environment(\.imageScale)` and its siblings read what `.environment` or the modifiers set.
    @Test func theEnvironmentValuesAreReadable() {
        expectSameDrawing("""
            struct Badge: View {
                @Environment(\\.imageScale) private var scale
                @Environment(\\.symbolVariants) private var variants
                var body: some View { Image(systemName: "bell").imageScale(scale).symbolVariant(variants) }
            }
            Badge().environment(\\.imageScale, .large).symbolVariant(.slash)
            """, Image(systemName: "bell").imageScale(.large).symbolVariant(.slash))
        expectSameDrawing("Text(SymbolVariants.circle.fill.contains(.fill) ? \"has fill\" : \"none\")", Text("has fill"))
        expectSameDrawing("Text(SymbolVariants.fill.contains(.circle) ? \"has circle\" : \"none\")", Text("none"))
    }

    @Test func unknownMembersAreErrors() {
        #expect(parseError("Image(systemName: \"star\").imageScale(.huge)") != nil)
        #expect(parseError("Image(systemName: \"star\").symbolVariant(.filled)") != nil)
    }
}
