import Foundation
import LayoutCore

extension Registry {
    /// The foreground style text and shapes are drawn with, and its secondary and tertiary levels.
    func registerAppearance() {
        modifier("tint", [Param("_ tint", .optional(.shapeStyle))]) { v, a in
            let tint: (any ShapeStyle)? = a.tint
            return v.tint(tint.map { AnyShapeStyle($0) })
        }
        modifier("foregroundStyle", [Param("_ style", .shapeStyle)]) { v, a in
            let style: any ShapeStyle = a.style
            return v.foregroundStyle(style)
        }
        modifier("foregroundStyle", [Param("_ primary", .shapeStyle), Param("_ secondary", .shapeStyle)]) { v, a in
            let primary: any ShapeStyle = a.primary, secondary: any ShapeStyle = a.secondary
            return v.foregroundStyle(AnyShapeStyle(primary), AnyShapeStyle(secondary))
        }
        modifier("foregroundStyle", [Param("_ primary", .shapeStyle), Param("_ secondary", .shapeStyle),
                                     Param("_ tertiary", .shapeStyle)]) { v, a in
            let primary: any ShapeStyle = a.primary, secondary: any ShapeStyle = a.secondary, tertiary: any ShapeStyle = a.tertiary
            return v.foregroundStyle(AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary))
        }
        modifier("foregroundColor", [Param("_ color", .optional(.color))]) { v, a in v.foregroundColor(a.color) }
    }
}
