import Foundation
import LayoutCore

extension Registry {
    /// `GridItem` and its sizes, `LazyVGrid` and `LazyHGrid`.
    func registerLazyGridLayout() {
        let item = Builtin.gridItem, size = Builtin.gridItemSize
        size.staticFunction("fixed", [Param("_ size", .cgFloat)]) { a in GridItem.Size.fixed(a.size) }
        size.staticFunction("flexible", [Param("minimum", .cgFloat, default: CGFloat(10)),
                                         Param("maximum", .cgFloat, default: CGFloat.infinity)]) { a in
            GridItem.Size.flexible(minimum: a.minimum, maximum: a.maximum)
        }
        size.staticFunction("adaptive", [Param("minimum", .cgFloat),
                                         Param("maximum", .cgFloat, default: CGFloat.infinity)]) { a in
            GridItem.Size.adaptive(minimum: a.minimum, maximum: a.maximum)
        }
        item.staticMember("Size", .type(size))
        item.initializer([Param("_ size", .type(size), default: GridItem.Size.flexible()),
                          Param("spacing", .optional(.cgFloat), default: nil),
                          Param("alignment", .optional(.alignment), default: nil)]) { a in
            GridItem(a.size, spacing: a.spacing, alignment: a.alignment)
        }
        add(item)
        add(size)
        let items = PType.array(.type(item))
        // LazyStackLayout+Registry.swift registers PinnedScrollableViews first.
        let pinnedViews = Param("pinnedViews", .type(Builtin.pinnedScrollableViews), default: PinnedScrollableViews())
        view("LazyVGrid", [Param("columns", items), Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center),
                           Param("spacing", .optional(.cgFloat), default: nil), pinnedViews, Param("content", .content)]) { a in
            LazyVGrid(columns: (a.columns as [Any]).map { $0 as! GridItem }, alignment: a.alignment, spacing: a.spacing,
                      pinnedViews: a.pinnedViews) {
                a.content as AnyView
            }
        }
        view("LazyHGrid", [Param("rows", items), Param("alignment", .verticalAlignment, default: VerticalAlignment.center),
                           Param("spacing", .optional(.cgFloat), default: nil), pinnedViews, Param("content", .content)]) { a in
            LazyHGrid(rows: (a.rows as [Any]).map { $0 as! GridItem }, alignment: a.alignment, spacing: a.spacing,
                      pinnedViews: a.pinnedViews) {
                a.content as AnyView
            }
        }
    }
}
