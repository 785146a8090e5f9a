import Foundation
import LayoutCore

extension Registry {
    /// `.border(_:width:)`.
    func registerBorder() {
        modifier("border", [Param("_ content", .shapeStyle), Param("width", .cgFloat, default: CGFloat(1))]) { v, a in
            let style: any ShapeStyle = a.content
            return v.border(style, width: a.width)
        }
    }
}
