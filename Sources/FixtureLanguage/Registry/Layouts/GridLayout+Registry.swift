import Foundation
import LayoutCore

extension Registry {
    /// `Grid`, `GridRow`, `GridLayout` and the grid-cell modifiers.
    func registerGridLayout() {
        let alignment = Param("alignment", .alignment, default: Alignment.center)
        view("Grid", [alignment, Param("horizontalSpacing", .optional(.cgFloat), default: nil),
                      Param("verticalSpacing", .optional(.cgFloat), default: nil), Param("content", .content)]) { a in
            Grid(alignment: a.alignment, horizontalSpacing: a.horizontalSpacing, verticalSpacing: a.verticalSpacing) {
                a.content as AnyView
            }
        }
        view("GridRow", [Param("alignment", .optional(.verticalAlignment), default: nil), Param("content", .content)]) { a in
            GridRow(alignment: a.alignment) { a.content as AnyView }
        }
        layoutType("GridLayout", [Param("alignment", .alignment, default: Alignment.center),
                                  Param("horizontalSpacing", .optional(.cgFloat), default: nil),
                                  Param("verticalSpacing", .optional(.cgFloat), default: nil)]) { a in
            GridLayout(alignment: a.alignment, horizontalSpacing: a.horizontalSpacing, verticalSpacing: a.verticalSpacing)
        }

        modifier("gridCellColumns", [Param("_ count", .int)]) { v, a in v.gridCellColumns(a.count) }
        modifier("gridCellAnchor", [Param("_ anchor", .unitPoint)]) { v, a in v.gridCellAnchor(a.anchor) }
        modifier("gridColumnAlignment", [Param("_ guide", .horizontalAlignment)]) { v, a in v.gridColumnAlignment(a.guide) }
        modifier("gridCellUnsizedAxes", [Param("_ axes", .axisSet)]) { v, a in v.gridCellUnsizedAxes(a.axes) }
    }
}
