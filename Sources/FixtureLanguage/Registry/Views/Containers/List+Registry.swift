import Foundation
import LayoutCore

extension Registry {
    /// `List { … }` of rows and sections (docs/BEHAVIOUR.md §20); the data forms and selections are compiled.
    func registerList() {
        view("List", [Param("content", .content)]) { a in List { a.content as AnyView } }
    }
}
