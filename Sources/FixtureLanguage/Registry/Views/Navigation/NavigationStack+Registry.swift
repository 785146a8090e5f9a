import Foundation
import LayoutCore

extension Registry {
    /// `NavigationStack { … }` at its root (docs/BEHAVIOUR.md §21); paths are compiled.
    func registerNavigationStack() {
        view("NavigationStack", [Param("root", .content)]) { a in NavigationStack { a.root as AnyView } }
    }
}
