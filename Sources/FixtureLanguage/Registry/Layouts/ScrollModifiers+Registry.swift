import Foundation
import LayoutCore

extension Registry {
    /// The scroll views' modifiers (docs/BEHAVIOUR.md §11): `contentMargins` in its three forms with its
    /// placements, `scrollClipDisabled`, and the scroll-target modifiers a still accepts (`scrollTargetLayout`,
    /// `scrollTarget`, `scrollTargetBehavior(.paging | .viewAligned)`). `scrollPosition(id:)` takes a binding:
    /// compiled.
    func registerScrollModifiers() {
        let placement = FType("ContentMarginPlacement", cast: { $0 as? ContentMarginPlacement })
        placement.members(["automatic": ContentMarginPlacement.automatic, "scrollContent": ContentMarginPlacement.scrollContent,
                           "scrollIndicators": ContentMarginPlacement.scrollIndicators])
        placement.isComplete = true
        add(placement)
        let forPlacement = Param("for placement", .type(placement), default: ContentMarginPlacement.automatic)
        modifier("contentMargins", [Param("_ edges", .edgeSet, default: Edge.Set.all), Param("_ length", .optional(.cgFloat)),
                                    forPlacement]) { v, a in
            v.contentMargins(a.edges, a.length as CGFloat?, for: a.placement)
        }
        modifier("contentMargins", [Param("_ edges", .edgeSet, default: Edge.Set.all), Param("_ insets", .edgeInsets),
                                    forPlacement]) { v, a in
            v.contentMargins(a.edges, a.insets as EdgeInsets, for: a.placement)
        }
        modifier("contentMargins", [Param("_ length", .cgFloat), forPlacement]) { v, a in
            v.contentMargins(a.length as CGFloat, for: a.placement)
        }
        modifier("scrollClipDisabled", [Param("_ disabled", .bool, default: true)]) { v, a in v.scrollClipDisabled(a.disabled) }
        modifier("scrollTargetLayout", [Param("isEnabled", .bool, default: true)]) { v, a in v.scrollTargetLayout(isEnabled: a.isEnabled) }
        modifier("scrollTarget", [Param("isEnabled", .bool, default: true)]) { v, a in v.scrollTarget(isEnabled: a.isEnabled) }

        let behavior = FType("ScrollTargetBehavior", cast: { $0 as? any ScrollTargetBehavior })
        let limit = FType("ViewAlignedScrollTargetBehavior.LimitBehavior",
                          cast: { $0 as? ViewAlignedScrollTargetBehavior.LimitBehavior })
        limit.members(["automatic": ViewAlignedScrollTargetBehavior.LimitBehavior.automatic,
                       "always": ViewAlignedScrollTargetBehavior.LimitBehavior.always,
                       "never": ViewAlignedScrollTargetBehavior.LimitBehavior.never,
                       "alwaysByFew": ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByFew,
                       "alwaysByOne": ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByOne])
        add(limit)
        let paging = FType("PagingScrollTargetBehavior", parents: [behavior])
        paging.initializer([]) { _ in PagingScrollTargetBehavior() }
        add(paging)
        let aligned = FType("ViewAlignedScrollTargetBehavior", parents: [behavior])
        aligned.initializer([Param("limitBehavior", .type(limit), default: ViewAlignedScrollTargetBehavior.LimitBehavior.automatic)]) { a in
            ViewAlignedScrollTargetBehavior(limitBehavior: a.limitBehavior)
        }
        aligned.staticMember("LimitBehavior", .type(limit))
        add(aligned)
        behavior.staticMember("paging", behavior.wrap(PagingScrollTargetBehavior()))
        behavior.staticMember("viewAligned", behavior.wrap(ViewAlignedScrollTargetBehavior()))
        behavior.staticFunction("viewAligned", [Param("limitBehavior", .type(limit))]) { a in
            ViewAlignedScrollTargetBehavior(limitBehavior: a.limitBehavior)
        }
        add(behavior)
        modifier("scrollTargetBehavior", [Param("_ behavior", .type(behavior))]) { v, a in
            let behavior: any ScrollTargetBehavior = a.behavior
            return v.scrollTargetBehavior(behavior)
        }
    }
}
