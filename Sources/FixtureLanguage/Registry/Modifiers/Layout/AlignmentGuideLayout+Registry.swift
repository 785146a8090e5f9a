import Foundation
import LayoutCore

extension Registry {
    /// `.alignmentGuide(_:computeValue:)` for horizontal and vertical guides.
    func registerAlignmentGuideLayout() {
        modifier("alignmentGuide", [Param("_ g", .horizontalAlignment), Param("computeValue", .dimensionsFunction)]) { v, a in
            v.alignmentGuide(a.g as HorizontalAlignment, computeValue: a.computeValue)
        }
        modifier("alignmentGuide", [Param("_ g", .verticalAlignment), Param("computeValue", .dimensionsFunction)]) { v, a in
            v.alignmentGuide(a.g as VerticalAlignment, computeValue: a.computeValue)
        }
    }
}
