import Foundation
import LayoutCore

extension Registry {
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    func registerFlexFrameLayout() {
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
            Param($0, .optional(.cgFloat), default: nil)
        }
        modifier("frame", flexible + [Param("alignment", .alignment, default: Alignment.center)]) { v, a in
            v.frame(minWidth: a.minWidth, idealWidth: a.idealWidth, maxWidth: a.maxWidth, minHeight: a.minHeight,
                    idealHeight: a.idealHeight, maxHeight: a.maxHeight, alignment: a.alignment)
        }
    }
}
