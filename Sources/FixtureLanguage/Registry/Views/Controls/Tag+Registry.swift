import Foundation
import LayoutCore

extension Registry {
    /// `.tag(_:)`: the value a tab view's or a picker's selection finds the view by.
    func registerTag() {
        modifier("tag", [Param("_ tag", .hashable)]) { v, a in v.tag(a.tag as AnyHashable) }
    }
}
