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
    static func make(for paragraph: String, text: ResolvedText) -> OpaquePointer {
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        let automatic = FontSelection.automaticTracking(for: text.font)
        for run in runs(of: paragraph) {
            let points = (run.isCursive ? 0 : automatic) + text.tracking
            let units = FontSelection.units(points)
            guard units != 0, let attribute = pango_attr_letter_spacing_new(units) else { continue }
            attribute.pointee.start_index = UInt32(run.bytes.lowerBound)
            attribute.pointee.end_index = UInt32(run.bytes.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        return list
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
