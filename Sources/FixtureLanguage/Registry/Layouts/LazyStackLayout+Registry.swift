import Foundation
import LayoutCore

extension Registry {
    /// `LazyVStack`, `LazyHStack` and `PinnedScrollableViews`.
    func registerLazyStackLayout() {
        let pinned = Builtin.pinnedScrollableViews
        pinned.members(["sectionHeaders": PinnedScrollableViews.sectionHeaders,
                        "sectionFooters": PinnedScrollableViews.sectionFooters])
        pinned.arrayLiteral = { members in
            members.reduce(PinnedScrollableViews()) { $0.union($1 as! PinnedScrollableViews) }
        }
        add(pinned)
        let pinnedViews = Param("pinnedViews", .type(pinned), default: PinnedScrollableViews())
        view("LazyVStack", [Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center),
                            Param("spacing", .optional(.cgFloat), default: nil), pinnedViews, Param("content", .content)]) { a in
            LazyVStack(alignment: a.alignment, spacing: a.spacing, pinnedViews: a.pinnedViews) { a.content as AnyView }
        }
        view("LazyHStack", [Param("alignment", .verticalAlignment, default: VerticalAlignment.center),
                            Param("spacing", .optional(.cgFloat), default: nil), pinnedViews, Param("content", .content)]) { a in
            LazyHStack(alignment: a.alignment, spacing: a.spacing, pinnedViews: a.pinnedViews) { a.content as AnyView }
        }
    }
}
