import Foundation
import LayoutCore

extension Registry {
    /// `safeAreaPadding`: insets, a length, or edges and a length (docs/BEHAVIOUR.md §16, "The safe area").
    func registerSafeAreaPaddingLayout() {
        modifier("safeAreaPadding", [Param("_ insets", .edgeInsets)]) { v, a in v.safeAreaPadding(a.insets as EdgeInsets) }
        modifier("safeAreaPadding", [Param("_ length", .cgFloat)]) { v, a in v.safeAreaPadding(a.length as CGFloat) }
        modifier("safeAreaPadding", [Param("_ edges", .edgeSet, default: Edge.Set.all),
                                     Param("_ length", .optional(.cgFloat), default: nil)]) { v, a in
            v.safeAreaPadding(a.edges, a.length)
        }
    }
}
