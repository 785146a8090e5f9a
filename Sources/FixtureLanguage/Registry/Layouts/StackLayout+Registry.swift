import Foundation
import LayoutCore

extension Registry {
    /// `HStack`, `VStack` and their layouts.
    func registerStackLayout() {
        view("HStack", [Param("alignment", .verticalAlignment, default: VerticalAlignment.center),
                        Param("spacing", .optional(.cgFloat), default: nil), Param("content", .content)]) { a in
            HStack(alignment: a.alignment, spacing: a.spacing) { a.content as AnyView }
        }
        view("VStack", [Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center),
                        Param("spacing", .optional(.cgFloat), default: nil), Param("content", .content)]) { a in
            VStack(alignment: a.alignment, spacing: a.spacing) { a.content as AnyView }
        }
        let spacing = Param("spacing", .optional(.cgFloat), default: nil)
        layoutType("HStackLayout", [Param("alignment", .verticalAlignment, default: VerticalAlignment.center), spacing]) { a in
            HStackLayout(alignment: a.alignment, spacing: a.spacing)
        }
        layoutType("VStackLayout", [Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center), spacing]) { a in
            VStackLayout(alignment: a.alignment, spacing: a.spacing)
        }
    }
}
