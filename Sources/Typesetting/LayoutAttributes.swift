import CGraphics
import Foundation
import LayoutCore

/// The Pango attributes of one paragraph: tracking as letter spacing, and no hyphens at line breaks
/// (SwiftUI's default hyphenation factor is 0).
enum LayoutAttributes {
    /// A new attribute list for `paragraph` of `text`. The caller unrefs it.
    ///
    /// SF Pro's automatic tracking goes on every character except cursive scripts (Arabic, Syriac, N'Ko…),
    /// whose joined letters letter spacing would pull apart; Apple draws those with other fonts that the SF
    /// Pro table does not describe. `ResolvedText.tracking` is what the user asked for and goes everywhere.
    /// `offset` is the paragraph's UTF-8 offset in `text.string`, to place the styled runs of a
    /// concatenated or Markdown text: each gets its own font, colour, tracking, strikethrough, underline and
    /// baseline offset; tabular digits (`tnum`) where the font asks for them.
    static func make(for paragraph: String, at offset: Int, text: ResolvedText) -> OpaquePointer {
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        let length = paragraph.utf8.count
        // The styled parts of the text that fall in this paragraph, in its own byte offsets.
        let styled: [(bytes: Range<Int>, run: TextRun?)] = text.runs.isEmpty ? [(0..<length, nil)] : text.runs.compactMap {
            let lower = max($0.bytes.lowerBound - offset, 0), upper = min($0.bytes.upperBound - offset, length)
            return lower < upper ? (lower..<upper, $0) : nil
        }
        for (bytes, run) in styled {
            let font = run?.font ?? text.font
            if let run {
                let description = FontSelection.makeDescription(for: run.font)
                insert(pango_attr_font_desc_new(description), bytes, into: list)
                pango_font_description_free(description)
                if let color = run.color {
                    insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), bytes, into: list)
                    insert(pango_attr_foreground_alpha_new(channel(color.alpha)), bytes, into: list)
                }
                if run.isStrikethrough {
                    // Pango draws the line in the run's colour unless it is given one (drawing only).
                    insert(pango_attr_strikethrough_new(1), bytes, into: list)
                    if let color = run.strikethroughColor {
                        insert(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)),
                               bytes, into: list)
                    }
                }
                if run.isUnderline {
                    insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), bytes, into: list)
                    if let color = run.underlineColor {
                        insert(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)),
                               bytes, into: list)
                    }
                }
            }
            if font.monospacedDigit {
                // Tabular figures: the font's own equal-width digits (Inter, Noto Serif; a font without them
                // keeps its digits).
                insert(pango_attr_font_features_new("tnum"), bytes, into: list)
            }
            if let offset = run?.baselineOffset, offset != 0 {
                insert(pango_attr_rise_new(FontSelection.units(offset)), bytes, into: list)
            }
            let automatic = FontSelection.automaticTracking(for: font)
            let extra = run?.tracking ?? text.tracking
            for script in runs(of: paragraph) {
                let lower = max(script.bytes.lowerBound, bytes.lowerBound), upper = min(script.bytes.upperBound, bytes.upperBound)
                guard lower < upper else { continue }
                let units = FontSelection.units((script.isCursive ? 0 : automatic) + extra)
                guard units != 0 else { continue }
                insert(pango_attr_letter_spacing_new(units), lower..<upper, into: list)
            }
        }
        return list
    }

    private static func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }

    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ bytes: Range<Int>, into list: OpaquePointer) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(bytes.lowerBound)
        attribute.pointee.end_index = UInt32(bytes.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    /// The letter spacing, in Pango units, that Pango trims from a line's two ends: that of the paragraph's
    /// non-cursive characters if it has any.
    static func lineEndSpacing(for paragraph: String, text: ResolvedText) -> Int32 {
        let allCursive = !paragraph.unicodeScalars.isEmpty && paragraph.unicodeScalars.allSatisfy(isCursive)
        let automatic = allCursive ? 0 : FontSelection.automaticTracking(for: text.font)
        return FontSelection.units(automatic + text.tracking)
    }

    /// Maximal runs of cursive / non-cursive characters as UTF-8 byte ranges.
    static func runs(of string: String) -> [(bytes: Range<Int>, isCursive: Bool)] {
        var runs: [(bytes: Range<Int>, isCursive: Bool)] = []
        var offset = 0
        for scalar in string.unicodeScalars {
            let length = String(scalar).utf8.count
            let cursive = isCursive(scalar)
            if let last = runs.last, last.isCursive == cursive {
                runs[runs.count - 1].bytes = last.bytes.lowerBound..<(offset + length)
            } else {
                runs.append((offset..<(offset + length), cursive))
            }
            offset += length
        }
        return runs
    }

    /// Whether `scalar` belongs to a joining script: Arabic, Syriac, Thaana, N'Ko, Mongolian and the Arabic
    /// presentation forms.
    static func isCursive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x08FF, 0x1800...0x18AF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x10D00...0x10D3F,
             0x1EE00...0x1EEFF:
            return true
        default:
            return false
        }
    }
}
