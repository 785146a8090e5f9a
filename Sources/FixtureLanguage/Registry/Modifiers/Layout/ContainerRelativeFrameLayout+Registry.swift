import Foundation
import LayoutCore

extension Registry {
    /// `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:count:span:spacing:alignment:)` and
    /// `containerRelativeFrame(_:alignment:_:)`, whose closure gets the container's length and the axis
    /// (docs/BEHAVIOUR.md §16, "The safe area").
    func registerContainerRelativeFrameLayout() {
        modifier("containerRelativeFrame", [Param("_ axes", .axisSet), Param("alignment", .alignment, default: Alignment.center)]) { v, a in
            v.containerRelativeFrame(a.axes, alignment: a.alignment)
        }
        // LayoutCore checks count, span and spacing; the warning gets the call's line.
        modifier("containerRelativeFrame", [Param("_ axes", .axisSet), Param("count", .int), Param("span", .int, default: 1),
                                            Param("spacing", .cgFloat), Param("alignment", .alignment, default: Alignment.center)]) { v, a in
            v.containerRelativeFrame(a.axes, count: a.count, span: a.span, spacing: a.spacing, alignment: a.alignment)
        }
        modifier("containerRelativeFrame", [Param("_ axes", .axisSet), Param("alignment", .alignment, default: Alignment.center),
                                            Param("_ length", .lengthFunction)]) { v, a in
            v.containerRelativeFrame(a.axes, alignment: a.alignment, a.length)
        }
    }
}
