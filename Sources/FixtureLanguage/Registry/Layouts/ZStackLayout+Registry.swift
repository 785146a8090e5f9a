import Foundation
import LayoutCore

extension Registry {
    /// `ZStack` and its layout.
    func registerZStackLayout() {
        view("ZStack", [Param("alignment", .alignment, default: Alignment.center), Param("content", .content)]) { a in
            ZStack(alignment: a.alignment) { a.content as AnyView }
        }
        layoutType("ZStackLayout", [Param("alignment", .alignment, default: Alignment.center)]) { a in
            ZStackLayout(alignment: a.alignment)
        }
    }
}
