import Foundation
import LayoutCore

extension Registry {
    /// Text styling on any view: fonts, weights, lines, case, scale factor and Dynamic Type size. One entry per
    /// overload, in the order Swift prefers them.
    func registerTextModifiers() {
        modifier("font", [Param("_ font", .optional(.font))]) { v, a in v.font(a.font) }
        modifier("lineLimit", [Param("_ number", .optional(.int))]) { v, a in v.lineLimit(a.number as Int?) }
        modifier("truncationMode", [Param("_ mode", .type(Builtin.truncationMode))]) { v, a in v.truncationMode(a.mode) }
        modifier("multilineTextAlignment", [Param("_ alignment", .type(Builtin.textAlignment))]) { v, a in
            v.multilineTextAlignment(a.alignment)
        }
        modifier("lineSpacing", [Param("_ spacing", .cgFloat)]) { v, a in v.lineSpacing(a.spacing) }
        modifier("textCase", [Param("_ textCase", .optional(.type(Builtin.textCase)))]) { v, a in v.textCase(a.textCase) }
        modifier("fontWeight", [Param("_ weight", .optional(.fontWeight))]) { v, a in v.fontWeight(a.weight) }
        modifier("bold", [Param("_ isActive", .bool, default: true)]) { v, a in v.bold(a.isActive) }
        modifier("italic", [Param("_ isActive", .bool, default: true)]) { v, a in v.italic(a.isActive) }
        modifier("fontDesign", [Param("_ design", .optional(.fontDesign))]) { v, a in v.fontDesign(a.design) }
        modifier("monospaced", [Param("_ isActive", .bool, default: true)]) { v, a in v.monospaced(a.isActive) }
        modifier("strikethrough", [Param("_ isActive", .bool, default: true), Param("color", .optional(.color), default: nil)]) { v, a in
            v.strikethrough(a.isActive, color: a.color)
        }
        modifier("underline", [Param("_ isActive", .bool, default: true), Param("color", .optional(.color), default: nil)]) { v, a in
            v.underline(a.isActive, color: a.color)
        }
        modifier("lineLimit", [Param("_ limits", .type(Builtin.closedRange))]) { v, a in v.lineLimit(a.limits as ClosedRange<Int>) }
        modifier("lineLimit", [Param("_ limits", .type(Builtin.rangeFrom))]) { v, a in v.lineLimit(a.limits as PartialRangeFrom<Int>) }
        modifier("lineLimit", [Param("_ limits", .type(Builtin.rangeThrough))]) { v, a in
            v.lineLimit(a.limits as PartialRangeThrough<Int>)
        }
        modifier("lineLimit", [Param("_ limit", .int), Param("reservesSpace", .bool)]) { v, a in
            v.lineLimit(a.limit as Int, reservesSpace: a.reservesSpace)
        }
        modifier("minimumScaleFactor", [Param("_ factor", .cgFloat)]) { v, a in v.minimumScaleFactor(a.factor) }
        modifier("dynamicTypeSize", [Param("_ size", .type(Builtin.dynamicTypeSize))]) { v, a in v.dynamicTypeSize(a.size) }
        modifier("dynamicTypeSize", [Param("_ range", .type(Builtin.dynamicTypeSizeRange))]) { v, a in
            v.dynamicTypeSize(a.range as ClosedRange<DynamicTypeSize>)
        }
    }
}
