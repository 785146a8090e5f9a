import Foundation
import LayoutCore

extension Registry {
    /// What a view declares for the navigation bar around it: its title and the title's display mode.
    func registerNavigationDeclarations() {
        modifier("navigationTitle", [Param("_ titleKey", .localizedStringKey)]) { v, a in
            v.navigationTitle(a.titleKey as LocalizedStringKey)
        }
        modifier("navigationTitle", [Param("_ title", .string)]) { v, a in v.navigationTitle(a.title as String) }
        let mode = FType("NavigationBarItem.TitleDisplayMode", cast: { $0 as? NavigationBarItem.TitleDisplayMode })
        mode.members(["automatic": NavigationBarItem.TitleDisplayMode.automatic,
                      "inline": NavigationBarItem.TitleDisplayMode.inline,
                      "large": NavigationBarItem.TitleDisplayMode.large])
        add(mode)
        modifier("navigationBarTitleDisplayMode", [Param("_ displayMode", .type(mode))]) { v, a in
            v.navigationBarTitleDisplayMode(a.displayMode)
        }
    }
}
