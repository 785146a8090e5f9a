import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// SF Symbols' sizing rules with the real glyphs (docs/BEHAVIOUR.md §12): the size follows the font's point
/// size and the image scale, the frame is the glyph's bounds, the centre sits on the text's cap-height middle.
///
/// Expected sizes come from the font files, with fontTools (pip install fonttools), never from the program:
///
///     from fontTools.ttLib import TTFont
///     from fontTools.pens.boundsPen import BoundsPen
///     f = TTFont("/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf")
///     gs = f.getGlyphSet(); p = BoundsPen(gs); gs[f.getBestCmap()[0xE838]].draw(p); p.bounds  # star
///     # (43, 64, 469, 469) of 512 units: 426 × 405
///     # chevron_right U+E5CC (183, 128, 341, 384): 158 × 256
///     i = TTFont("/usr/share/fonts/opentype/inter/Inter-Bold.otf")   # and Inter-Regular.otf
///     gs = i.getGlyphSet(); p = BoundsPen(gs); gs["l"].draw(p); p.bounds
///     # Bold (170, 0, 596, 2048), Regular (216, 0, 452, 2048), of 2816 units: stems 426 and 236
///
/// A symbol of point size p draws the 512-unit em at p × 0.9961 × 24 / 20 (the 20-unit live area of the
/// 24-unit grid is a medium symbol's 0.9961 p).
@Suite struct SymbolSizing {
    static let emPerPoint: CGFloat = 0.9961 * 24 / 20

    func layout<V: View>(_ view: V) -> LayoutResult {
        withMeasurer { LayoutEngine.layout(view, proposal: .unspecified, measurer: $0) }
    }

    func expectSize(_ size: CGSize, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(size.width - width) < 1e-3 && abs(size.height - height) < 1e-3, "\(size) ≠ \(width)×\(height)",
                sourceLocation: sourceLocation)
    }

    /// `star.fill` (426 × 405 units) at a point size, scale factor and thickening.
    func star(_ points: CGFloat, scale: CGFloat = 1, thickening: CGFloat = 0) -> (CGFloat, CGFloat) {
        let size = points * scale
        return ((426.0 / 512 * Self.emPerPoint + thickening) * size, (405.0 / 512 * Self.emPerPoint + thickening) * size)
    }

    @Test func theSizeFollowsTheFont() {
        let body = star(17), title = star(28), forty = star(40)
        expectSize(layout(Image(systemName: "star.fill")).root.frame.size, body.0, body.1)
        expectSize(layout(Image(systemName: "star.fill").font(.title)).root.frame.size, title.0, title.1)
        expectSize(layout(Image(systemName: "star.fill").font(.system(size: 40))).root.frame.size, forty.0, forty.1)
        // Another glyph, another frame: the chevron is narrow.
        expectSize(layout(Image(systemName: "chevron.right")).root.frame.size,
                   158.0 / 512 * Self.emPerPoint * 17, 256.0 / 512 * Self.emPerPoint * 17)
    }

    /// A variable value never changes a symbol's size (it only dims layers, which the icon fonts do not have):
    /// `star.fill` at 17 pt is 426 × 405 units of the em at every value, and draws the same glyph.
    @Test func aVariableValueKeepsTheSymbolWhole() {
        let body = star(17)
        let plain = layout(Image(systemName: "star.fill"))
        for value in [0, 0.33, 1, nil] as [Double?] {
            let r = layout(Image(systemName: "star.fill", variableValue: value))
            expectSize(r.root.frame.size, body.0, body.1)
            #expect(r.root.textDump() == plain.root.textDump())
            #expect(r.diagnostics.isEmpty)
        }
    }

    /// Apple's custom-symbol template: small 0.783, large 1.29 of medium, at the same point size.
    @Test func imageScale() {
        let small = star(17, scale: 0.783), large = star(17, scale: 1.29)
        expectSize(layout(Image(systemName: "star.fill").imageScale(.small)).root.frame.size, small.0, small.1)
        expectSize(layout(Image(systemName: "star.fill").imageScale(.large)).root.frame.size, large.0, large.1)
    }

    /// Bold thickens every stroke by the difference of Inter's stems, (426 − 236) / 2816 em.
    @Test func fontWeightThickens() {
        let bold = star(17, thickening: 190.0 / 2816)
        expectSize(layout(Image(systemName: "star.fill").fontWeight(.bold)).root.frame.size, bold.0, bold.1)
        expectSize(layout(Image(systemName: "star.fill").font(.system(size: 17, weight: .bold))).root.frame.size, bold.0, bold.1)
        // Lighter than regular: not thinned.
        let regular = star(17)
        expectSize(layout(Image(systemName: "star.fill").fontWeight(.light)).root.frame.size, regular.0, regular.1)
    }

    /// In a first-text-baseline HStack the symbol's centre is on the middle of the text's cap height, at every
    /// scale: SF Pro's ascent 1950 and cap height 1443 of 2048 units (17 pt body).
    @Test(arguments: [Image.Scale.small, .medium, .large])
    func centredOnTheCapHeight(scale: Image.Scale) {
        let result = layout(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill").imageScale(scale)
            Text("Favourites")
        })
        let image = result.root.children[0].frame, text = result.root.children[1].frame
        let baseline = text.minY + 17 * 1950 / 2048
        #expect(abs(image.midY - (baseline - 17 * 1443 / 2048 / 2)) < 1e-3)
    }

    @Test func aVariantPicksTheVariantsGlyph() {
        func drawn(_ view: some View) -> String? {
            if case .image(let image) = layout(view).root.drawing, case .symbol(let symbol) = image.kind { return symbol.name }
            return nil
        }
        #expect(drawn(Image(systemName: "star").symbolVariant(.fill)) == "star.fill")
        #expect(drawn(Image(systemName: "heart").symbolVariant(.circle.fill)) == "heart.circle.fill")
        #expect(drawn(Image(systemName: "bell").symbolVariant(.slash)) == "bell.slash")
        // `bolt.slash` is not mapped: the symbol as written.
        #expect(drawn(Image(systemName: "bolt").symbolVariant(.slash)) == "bolt")
        // The environment's `.none` drops the variant set above.
        #expect(drawn(Image(systemName: "star").environment(\.symbolVariants, .none).symbolVariant(.fill)) == "star")
        let filled = star(17)
        expectSize(layout(Image(systemName: "star").symbolVariant(.fill)).root.frame.size, filled.0, filled.1)
    }

    @Test func anUnknownNameIsAPlaceholderReportedOnce() {
        let result = layout(VStack {
            Image(systemName: "no.such.symbol")
            Image(systemName: "no.such.symbol").font(.title)
            Image(systemName: "another.unknown")
        })
        let unknown = result.diagnostics.filter { if case .unknownSymbol = $0 { return true } else { return false } }
        #expect(unknown == [.unknownSymbol("no.such.symbol"), .unknownSymbol("another.unknown")])
        // A medium symbol's typical size: 0.9961 × the point size, square.
        expectSize(result.root.children[0].frame.size, 17 * 0.9961, 17 * 0.9961)
        if case .image(let image) = result.root.children[0].drawing, case .symbolPlaceholder(let name, _) = image.kind {
            #expect(name == "no.such.symbol")
        } else {
            Issue.record("not a placeholder")
        }
    }

    /// The fake measurer has no symbol font: placeholders, and no name is reported.
    @Test func aMeasurerWithoutSymbolsReportsNothing() {
        let result = LayoutEngine.layout(Image(systemName: "star.fill"), proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        #expect(result.diagnostics.isEmpty)
        expectSize(result.root.frame.size, 17 * 0.9961, 17 * 0.9961)
    }
}
