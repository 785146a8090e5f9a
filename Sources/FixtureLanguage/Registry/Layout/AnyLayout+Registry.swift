import Foundation
import LayoutCore

extension Registry {
    /// `AnyLayout(HStackLayout())`.
    func registerAnyLayout() {
        layoutType("AnyLayout", [Param("_ layout", .type(Builtin.layout))]) { a in
            let wrapped: any Layout = a.layout
            return AnyLayout(wrapped)
        }
    }
}
