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
        case .default, .serif, .rounded:
            let face = font.size >= displaySize ? PinnedFonts.interDisplay : PinnedFonts.inter
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

    /// SF Pro's automatic tracking at this size, in points; 0 for the monospaced design, which is SF Mono
    /// on Apple platforms and not covered by the SF Pro table.
    static func automaticTracking(for font: ResolvedFont) -> CGFloat {
        font.design == .monospaced ? 0 : SFProTracking.points(forSize: font.size)
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
