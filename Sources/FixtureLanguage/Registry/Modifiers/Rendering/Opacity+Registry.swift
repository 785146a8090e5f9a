import Foundation
import LayoutCore

extension Registry {
    /// `.opacity(_:)` and `.hidden()`.
    func registerOpacity() {
        modifier("opacity", [Param("_ opacity", .double)]) { v, a in v.opacity(a.opacity) }
        modifier("hidden", []) { v, _ in v.hidden() }
    }
}
