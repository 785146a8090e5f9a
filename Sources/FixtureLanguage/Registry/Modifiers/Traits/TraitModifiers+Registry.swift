import Foundation
import LayoutCore

extension Registry {
    /// Layout priority, z-index and identity: traits of the view-list element.
    func registerTraitModifiers() {
        modifier("layoutPriority", [Param("_ value", .double)]) { v, a in v.layoutPriority(a.value) }
        modifier("zIndex", [Param("_ value", .double)]) { v, a in v.zIndex(a.value) }
        modifier("id", [Param("_ id", .hashable)]) { v, a in v.id(a.id as AnyHashable) }
    }
}
