import Foundation
import LayoutCore

extension Registry {
    /// A list's or form's `Section`: its rows, a title, `header:` and `footer:` closures, or a header and footer
    /// view given first (`Section(header: Text("General")) { … }`, the older initialisers apps still use).
    func registerSection() {
        view("Section", [Param("content", .content)]) { a in Section { a.content as AnyView } }
        // Titles: a literal (Markdown rendered) before a String value (shown as it is), as for Text.
        view("Section", [Param("_ titleKey", .localizedStringKey), Param("content", .content)]) { a in
            Section(a.titleKey as LocalizedStringKey) { a.content as AnyView }
        }
        view("Section", [Param("_ title", .string), Param("content", .content)]) { a in
            Section(a.title as String) { a.content as AnyView }
        }
        view("Section", [Param("content", .content), Param("header", .content)]) { a in
            Section { a.content as AnyView } header: { a.header as AnyView }
        }
        view("Section", [Param("content", .content), Param("footer", .content)]) { a in
            Section { a.content as AnyView } footer: { a.footer as AnyView }
        }
        view("Section", [Param("content", .content), Param("header", .content), Param("footer", .content)]) { a in
            Section { a.content as AnyView } header: { a.header as AnyView } footer: { a.footer as AnyView }
        }
        view("Section", [Param("header", .view), Param("content", .content)]) { a in
            Section(header: a.header as AnyView) { a.content as AnyView }
        }
        view("Section", [Param("footer", .view), Param("content", .content)]) { a in
            Section(footer: a.footer as AnyView) { a.content as AnyView }
        }
        view("Section", [Param("header", .view), Param("footer", .view), Param("content", .content)]) { a in
            Section(header: a.header as AnyView, footer: a.footer as AnyView) { a.content as AnyView }
        }
    }
}
