import Foundation
import LayoutCore

extension Registry {
    /// The foreground style text and shapes are drawn with.
    func registerAppearance() {
        modifier("foregroundStyle", [Param("_ style", .shapeStyle)]) { v, a in
            let style: any ShapeStyle = a.style
            return v.foregroundStyle(style)
        }
        modifier("foregroundColor", [Param("_ color", .optional(.color))]) { v, a in v.foregroundColor(a.color) }
    }
}
