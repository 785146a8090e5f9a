import Foundation
import LayoutCore

extension Registry {
    /// `.blur(radius:opaque:)` and `.shadow(color:radius:x:y:)`.
    func registerShadowAndBlur() {
        modifier("blur", [Param("radius", .cgFloat), Param("opaque", .bool, default: false)]) { v, a in
            v.blur(radius: a.radius, opaque: a.opaque)
        }
        modifier("shadow", [Param("color", .color, default: Color(white: 0, opacity: 0.33)), Param("radius", .cgFloat),
                            Param("x", .cgFloat, default: CGFloat(0)), Param("y", .cgFloat, default: CGFloat(0))]) { v, a in
            v.shadow(color: a.color, radius: a.radius, x: a.x, y: a.y)
        }
    }
}
