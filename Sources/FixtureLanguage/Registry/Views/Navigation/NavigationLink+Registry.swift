import Foundation
import LayoutCore

extension Registry {
    /// `NavigationLink` with a title or a label. Its destination is never shown (a picture is a stack's root),
    /// but it is evaluated, so that its mistakes are reported as Swift would.
    func registerNavigationLink() {
        view("NavigationLink", [Param("_ titleKey", .localizedStringKey), Param("destination", .content)]) { a in
            NavigationLink(a.titleKey as LocalizedStringKey) { a.destination as AnyView }
        }
        view("NavigationLink", [Param("_ title", .string), Param("destination", .content)]) { a in
            NavigationLink(a.title as String) { a.destination as AnyView }
        }
        view("NavigationLink", [Param("destination", .content), Param("label", .content)]) { a in
            NavigationLink { a.destination as AnyView } label: { a.label as AnyView }
        }
    }
}
