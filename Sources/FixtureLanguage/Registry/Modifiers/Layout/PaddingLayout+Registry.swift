import Foundation
import LayoutCore

extension Registry {
    /// `.padding` on some or all edges, by a length or by insets.
    func registerPaddingLayout() {
        modifier("padding", [Param("_ length", .cgFloat)]) { v, a in v.padding(a.length as CGFloat) }
        modifier("padding", [Param("_ edges", .edgeSet, default: Edge.Set.all),
                             Param("_ length", .optional(.cgFloat), default: nil)]) { v, a in
            v.padding(a.edges, a.length)
        }
        modifier("padding", [Param("_ insets", .edgeInsets)]) { v, a in v.padding(a.insets as EdgeInsets) }
    }
}
