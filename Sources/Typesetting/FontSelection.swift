import CGraphics
import Foundation
import LayoutCore

/// Turns a `ResolvedFont` into the Pango font description and tracking Layoutshot draws it with.
enum FontSelection {
    /// Pango units per point (`PANGO_SCALE`).
    static let unitsPerPoint: CGFloat = 1024

    /// From this size (points) on, Inter Display stands in for SF Pro (see docs/TYPESETTING.md).
    static let displaySize: CGFloat = 25

    /// The families to try in order: the design's face, then DejaVu Sans for scripts it lacks, Noto Sans CJK for
    /// Chinese, Japanese and Korean, and Noto Color Emoji (docs/TYPESETTING.md, "CJK and emoji").
    static func families(for font: ResolvedFont) -> String {
        switch font.design {
        case .monospaced:
            return "\(PinnedFonts.dejaVuSansMono),\(PinnedFonts.dejaVuSans),\(PinnedFonts.notoSansMonoCJK),\(PinnedFonts.notoColorEmoji)"
        case .serif:
            return "\(PinnedFonts.notoSerif),\(PinnedFonts.dejaVuSans),\(PinnedFonts.notoSansCJK),\(PinnedFonts.notoColorEmoji)"
        case .rounded:
            // Quicksand's Light and Medium files name families of their own ("Quicksand Light", "Quicksand
            // Medium"); "Quicksand" holds Regular and Bold, between which Pango matches the other weights.
            let face = font.weight < 350 ? PinnedFonts.quicksand + " Light"
                : (450..<600).contains(font.weight) ? PinnedFonts.quicksand + " Medium" : PinnedFonts.quicksand
            return "\(face),\(PinnedFonts.quicksand),\(PinnedFonts.inter),\(PinnedFonts.dejaVuSans),\(PinnedFonts.notoSansCJK),\(PinnedFonts.notoColorEmoji)"
        case .default:
            // Inter Display's tabular figures are not of one width (its `tnum` "1" is 1028/2048 em, "4" 1220/2048;
            // Inter's are all 1824/2816), so tabular digits are Inter's at every size.
            let face = font.size >= displaySize && !font.monospacedDigit ? PinnedFonts.interDisplay : PinnedFonts.inter
            return "\(face),\(PinnedFonts.dejaVuSans),\(PinnedFonts.notoSansCJK),\(PinnedFonts.notoColorEmoji)"
        }
    }

    /// A new Pango font description for `font` at its absolute size (points at 72 dpi). The caller frees it.
    static func makeDescription(for font: ResolvedFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families(for: font))
        pango_font_description_set_weight(description, PangoWeight(UInt32(min(max(font.weight, 100), 900))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.size * unitsPerPoint))
        return description
    }

    /// SF Pro's automatic tracking at this size, in points, for the default and rounded designs (SF Pro Rounded
    /// is SF Pro with rounded ends); 0 for the monospaced (SF Mono) and serif (New York) designs, which the SF Pro
    /// table does not describe.
    static func automaticTracking(for font: ResolvedFont) -> CGFloat {
        font.design == .default || font.design == .rounded ? SFProTracking.points(forSize: font.size) : 0
    }

    /// Points → Pango units, rounded to the nearest unit.
    /// Clamped to what Pango's 32 bits hold (LayoutCore keeps sizes and tracking far inside; NaN is 0).
    static func units(_ points: CGFloat) -> Int32 {
        let units = (points * unitsPerPoint).rounded()
        return units.isNaN ? 0 : Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }

    /// Pango units → points (exact: the scale is a power of two).
    static func points(_ units: Int32) -> CGFloat { CGFloat(units) / unitsPerPoint }
}
