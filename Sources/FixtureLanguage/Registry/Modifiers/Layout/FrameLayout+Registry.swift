import Foundation
import LayoutCore

extension Registry {
    /// `.frame(width:height:alignment:)`.
    func registerFrameLayout() {
        // LayoutCore checks the numbers (SwiftUI's "Invalid frame dimension"); the warning gets the call's line.
        modifier("frame", [Param("width", .optional(.cgFloat), default: nil),
                           Param("height", .optional(.cgFloat), default: nil),
                           Param("alignment", .alignment, default: Alignment.center)]) { v, a in
            v.frame(width: a.width, height: a.height, alignment: a.alignment)
        }
    }
}
