import Foundation
import LayoutCore

extension Registry {
    /// `.fixedSize()` and `.fixedSize(horizontal:vertical:)`.
    func registerFixedSizeLayout() {
        modifier("fixedSize", []) { v, _ in v.fixedSize() }
        modifier("fixedSize", [Param("horizontal", .bool), Param("vertical", .bool)]) { v, a in
            v.fixedSize(horizontal: a.horizontal, vertical: a.vertical)
        }
    }
}
