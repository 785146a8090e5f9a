import Foundation
import LayoutCore

extension Registry {
    /// `.position(x:y:)` and `.position(_:)`.
    func registerPositionLayout() {
        modifier("position", [Param("x", .cgFloat, default: CGFloat(0)), Param("y", .cgFloat, default: CGFloat(0))]) { v, a in
            v.position(x: a.x, y: a.y)
        }
        modifier("position", [Param("_ position", .type(Builtin.cgPoint))]) { v, a in v.position(a.position as CGPoint) }
    }
}
