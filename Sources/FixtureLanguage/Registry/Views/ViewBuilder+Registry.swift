import Foundation
import LayoutCore

extension Registry {
    /// `Group`, `EmptyView` and `AnyView`.
    func registerViewBuilder() {
        view("Group", [Param("content", .content)]) { a in Group { a.content as AnyView } }
        view("EmptyView", []) { _ in EmptyView() }
        view("AnyView", [Param("_ view", .view)]) { a in a.view as AnyView }
    }
}
