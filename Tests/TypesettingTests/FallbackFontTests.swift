import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

private let cjkRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
private let cjkBold = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
private let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

/// CJK text and emoji: measured and drawn with the pinned fallbacks, never as hex boxes.
///
/// Expected widths come from the font files, read with fontTools (pip install fonttools), not from Pango:
///
///     from fontTools.ttLib import TTFont
///     f = TTFont("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", fontNumber=2)  # Noto Sans CJK SC
///     f["hmtx"][f.getBestCmap()[ord("你")]]   # (1000, …), unitsPerEm 1000: every Han and kana glyph is 1 em
///     f["hmtx"][f.getBestCmap()[ord("한")]]   # (920, …): Hangul syllables are 0.92 em
///     e = TTFont("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
///     e["hmtx"][e.getBestCmap()[0x1F600]]      # (2550, 0), unitsPerEm 2048
///
/// and, where the font kerns (its GPOS `kern` pulls テ and キ 30 units together), shaped with HarfBuzz's
/// Python binding (pip install uharfbuzz):
///
///     import uharfbuzz as hb
///     font = hb.Font(hb.Face(hb.Blob.from_file_path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"), 2))
///     buf = hb.Buffer(); buf.add_str("日本語のテキスト"); buf.guess_segment_properties(); hb.shape(font, buf, {})
///     sum(p.x_advance for p in buf.glyph_positions)   # 7970
///
/// plus SF Pro's tracking at 17 pt, −0.43 pt between characters (n − 1 spacings, docs/TYPESETTING.md).
@Suite struct FallbackFonts {
    func width(_ string: String, weight: Int = 400) -> CGFloat {
        withMeasurer { $0.measure(text(string, weight: weight), width: nil, maxLines: nil).size.width }
    }

    func files(_ string: String, weight: Int = 400) -> [String] {
        withMeasurer { $0.fontFiles(for: text(string, weight: weight)) }
    }

    func unknownGlyphs(_ string: String) -> Int {
        withMeasurer { $0.unknownGlyphCount(for: text(string)) }
    }

    @Test(arguments: ["你好世界", "日本語のテキスト", "한국어"])
    func cjkTextIsDrawnWithNotoSansCJK(string: String) {
        #expect(files(string) == [cjkRegular])
        #expect(files(string, weight: 700) == [cjkBold])
        #expect(unknownGlyphs(string) == 0, "no hex boxes")
    }

    @Test func cjkWidthsAreTheFontsAdvances() {
        #expect(abs(width("你好世界") - (4 * 17 - 3 * 0.43)) < 0.01)
        #expect(abs(width("日本語のテキスト") - (7.970 * 17 - 7 * 0.43)) < 0.01)
        #expect(abs(width("한국어") - (3 * 0.92 * 17 - 2 * 0.43)) < 0.01)
        // Latin and CJK in one text: Inter for the one, Noto for the other.
        #expect(files("Tokyo 東京") == ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", cjkRegular])
    }

    /// Unicode UTS #51: a character whose default presentation is emoji (U+1F600), or one followed by the
    /// emoji variation selector U+FE0F, is an emoji; U+2764 alone is text (Inter has it), and so is a
    /// character followed by the text selector U+FE0E.
    @Test func emojiTakeTheColourEmojiFont() {
        #expect(files("😀") == [emoji], "DejaVu Sans has U+1F600 in black and white; the emoji font wins")
        #expect(files("❤\u{FE0F}") == [emoji])
        #expect(files("❤") == ["/usr/share/fonts/opentype/inter/Inter-Regular.otf"])
        #expect(files("☺\u{FE0E}") != [emoji])
        for sequence in ["👍🏽", "🇻🇳", "👨‍👩‍👧", "1\u{FE0F}\u{20E3}", "🫠"] {
            #expect(files(sequence) == [emoji], "\(sequence)")
            #expect(unknownGlyphs(sequence) == 0, "\(sequence)")
        }
    }

    /// The emoji font is a 109-pixel bitmap font, scaled to the text's size: one emoji at 17 pt is
    /// 2550 / 2048 em wide, and a sequence (a skin tone, a family, a flag) is one glyph.
    @Test func emojiAreScaledToTheTextSize() {
        let em = CGFloat(2550) / 2048
        #expect(abs(width("😀") - em * 17) < 0.01)
        #expect(abs(width("👍🏽") - em * 17) < 0.01)
        #expect(abs(width("👨‍👩‍👧") - em * 17) < 0.01)
        let large = withMeasurer { $0.measure(text("😀", size: 34), width: nil, maxLines: nil).size.width }
        #expect(abs(large - em * 34) < 0.01)
    }
}
