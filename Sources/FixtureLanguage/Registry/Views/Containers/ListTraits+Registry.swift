import Foundation
import LayoutCore

extension Registry {
    /// `.badge(_:)`: a count (none at 0) or a label (none when nil), at a list row's trailing edge or on a tab
    /// item.
    func registerListTraits() {
        modifier("badge", [Param("_ count", .int)]) { v, a in v.badge(a.count as Int) }
        // A literal (Markdown rendered) before a String value (shown as it is), as for Text.
        modifier("badge", [Param("_ key", .optional(.localizedStringKey))]) { v, a in v.badge(a.key as LocalizedStringKey?) }
        modifier("badge", [Param("_ label", .optional(.string))]) { v, a in v.badge(a.label as String?) }
    }
}
