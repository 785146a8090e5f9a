import Foundation
import LayoutCore

extension Registry {
    /// `.badge(_:)`: a count (none at 0) or a label (none when nil), at a list row's trailing edge or on a tab
    /// item; `VerticalEdge` and `HorizontalEdge` (`safeAreaInset(edge:…)`); `Visibility` (a confirmation dialog's
    /// title's).
    func registerListTraits() {
        Builtin.visibility.members(["automatic": Visibility.automatic, "visible": Visibility.visible,
                                    "hidden": Visibility.hidden])
        add(Builtin.visibility)
        let vertical = Builtin.verticalEdge, horizontal = Builtin.horizontalEdge
        vertical.members(["top": VerticalEdge.top, "bottom": VerticalEdge.bottom])
        vertical.isComplete = true
        add(vertical)
        horizontal.members(["leading": HorizontalEdge.leading, "trailing": HorizontalEdge.trailing])
        horizontal.isComplete = true
        add(horizontal)
        modifier("badge", [Param("_ count", .int)]) { v, a in v.badge(a.count as Int) }
        // A literal (Markdown rendered) before a String value (shown as it is), as for Text.
        modifier("badge", [Param("_ key", .optional(.localizedStringKey))]) { v, a in v.badge(a.key as LocalizedStringKey?) }
        modifier("badge", [Param("_ label", .optional(.string))]) { v, a in v.badge(a.label as String?) }
    }
}
