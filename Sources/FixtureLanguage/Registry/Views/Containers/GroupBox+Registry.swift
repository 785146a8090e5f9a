import Foundation
import LayoutCore

extension Registry {
    /// `GroupBox`, with or without a title.
    func registerGroupBox() {
        view("GroupBox", [Param("content", .content)]) { a in GroupBox { a.content as AnyView } }
        view("GroupBox", [Param("_ titleKey", .localizedStringKey), Param("content", .content)]) { a in
            GroupBox(a.titleKey as LocalizedStringKey) { a.content as AnyView }
        }
    }
}
