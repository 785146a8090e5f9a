import Foundation
import LayoutCore

extension Registry {
    /// `.offset(x:y:)` and `.offset(_:)`.
    func registerOffsetLayout() {
        modifier("offset", [Param("x", .cgFloat, default: CGFloat(0)), Param("y", .cgFloat, default: CGFloat(0))]) { v, a in
            v.offset(x: a.x, y: a.y)
        }
        modifier("offset", [Param("_ offset", .cgSize)]) { v, a in v.offset(a.offset as CGSize) }
    }
}
