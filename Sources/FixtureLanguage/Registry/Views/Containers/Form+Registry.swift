import Foundation
import LayoutCore

extension Registry {
    /// `Form { … }`: an inset-grouped list on iOS, columns on macOS (docs/BEHAVIOUR.md §20).
    func registerForm() {
        view("Form", [Param("content", .content)]) { a in Form { a.content as AnyView } }
    }
}
