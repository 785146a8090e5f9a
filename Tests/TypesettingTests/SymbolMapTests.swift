import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// `SFSymbols.tsv`, the SF Symbol names' glyphs: every line resolves to a drawn glyph of the pinned fonts, and
/// its code point is the icon the line names, by the icon font package's own list of names.
@Suite struct SymbolMapTests {
    /// `"star": e838,` lines of a package's SCSS map of icon names to code points.
    static func codePoints(inSCSS path: String) throws -> [String: UInt32] {
        var result: [String: UInt32] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: ":")
            guard parts.count == 2, parts[0].hasPrefix("\""), parts[0].hasSuffix("\"") else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " ,;"))
            if let code = UInt32(value, radix: 16) { result[String(parts[0].dropFirst().dropLast())] = code }
        }
        return result
    }

    static let material = try! codePoints(inSCSS: "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss")
    static let mdi = try! codePoints(inSCSS: "/usr/share/fonts-materialdesignicons-webfont/scss/_variables.scss")

    /// The table in the repository, read as a file: what the library embedded is that file.
    @Test func theEmbeddedTableIsTheFile() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Typesetting/SFSymbols.tsv").standardized
        let entries = SymbolMap.parse(try String(contentsOf: file, encoding: .utf8))
        #expect(entries.count == SymbolMap.entries.count)
        #expect(Set(entries) == Set(SymbolMap.entries.values))
        #expect(Set(entries.map(\.name)).count == entries.count, "one line per name")
    }

    /// 299 of the 300 most used names (`swift`, the Swift logo, has no glyph) and the 96 additions.
    @Test func coversTheMostUsedNames() {
        #expect(SymbolMap.entries.count == 397)
        for name in ["plus", "magnifyingglass", "chevron.right", "trash", "checkmark", "xmark", "star.fill", "gear",
                     "person.crop.circle", "square.and.arrow.up", "ellipsis", "heart", "house.fill", "bell"] {
            #expect(SymbolMap.entries[name] != nil, "\(name)")
        }
        #expect(SymbolMap.entries["swift"] == nil)
    }

    @Test func everyNameResolvesToAGlyphWithAnOutline() {
        let fonts = SymbolFonts()
        for entry in SymbolMap.entries.values {
            let glyph = fonts.glyph(named: entry.name)
            #expect(glyph != nil, "\(entry.name): U+\(String(entry.codePoint, radix: 16)) in \(entry.font)")
            if let glyph { #expect(glyph.index != 0 && glyph.bounds.width > 0 && glyph.bounds.height > 0, "\(entry.name)") }
        }
    }

    @Test func everyCodePointIsTheIconItNames() {
        for entry in SymbolMap.entries.values {
            let list = entry.font == .material ? Self.material : Self.mdi
            #expect(list[entry.icon] == entry.codePoint, "\(entry.name): \(entry.icon)")
        }
    }

    /// Exact outline bounds from the font files with fontTools (pip install fonttools), not from FreeType:
    ///
    ///     from fontTools.ttLib import TTFont
    ///     from fontTools.pens.boundsPen import BoundsPen
    ///     f = TTFont("/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf")
    ///     gs = f.getGlyphSet(); p = BoundsPen(gs); gs[f.getBestCmap()[0xE838]].draw(p); p.bounds
    ///     # (43, 64, 469, 469), unitsPerEm 512
    @Test(arguments: [("star.fill", 43, 64, 469, 469), ("chevron.right", 183, 128, 341, 384),
                      ("ellipsis", 85, 213, 427, 299), ("circle", 43, 43, 469, 469), ("heart.fill", 43, 57, 469, 448),
                      ("folder", 43, 21, 469, 363), ("star.slash", 43, -21, 469, 405)])
    func boundsAreTheOutlinesExactBounds(name: String, xMin: Int, yMin: Int, xMax: Int, yMax: Int) throws {
        let glyph = try #require(SymbolFonts().glyph(named: name))
        let em: CGFloat = 512
        #expect(glyph.bounds == CGRect(x: CGFloat(xMin) / em, y: CGFloat(yMin) / em, width: CGFloat(xMax - xMin) / em,
                                       height: CGFloat(yMax - yMin) / em))
    }
}
