import Foundation
import LayoutCore

extension Registry {
    /// `ContentMode`, `.aspectRatio`, `.scaledToFit()` and `.scaledToFill()`.
    func registerAspectRatioLayout() {
        Builtin.contentMode.members(["fit": ContentMode.fit, "fill": ContentMode.fill])
        add(Builtin.contentMode)
        modifier("aspectRatio", [Param("_ aspectRatio", .optional(.cgFloat), default: nil),
                                 Param("contentMode", .contentMode)]) { v, a in
            v.aspectRatio(a.aspectRatio as CGFloat?, contentMode: a.contentMode)
        }
        modifier("aspectRatio", [Param("_ aspectRatio", .cgSize), Param("contentMode", .contentMode)]) { v, a in
            v.aspectRatio(a.aspectRatio as CGSize, contentMode: a.contentMode)
        }
        modifier("scaledToFit", []) { v, _ in v.scaledToFit() }
        modifier("scaledToFill", []) { v, _ in v.scaledToFill() }
    }
}
