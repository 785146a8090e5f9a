import Foundation
import LayoutCore

extension Registry {
    /// `safeAreaInset(edge:alignment:spacing:content:)` above or below (`VerticalEdge`) and beside
    /// (`HorizontalEdge`) a view (docs/BEHAVIOUR.md §16, "The safe area").
    func registerSafeAreaInsetLayout() {
        let spacing = Param("spacing", .optional(.cgFloat), default: nil)
        modifier("safeAreaInset", [Param("edge", .type(Builtin.verticalEdge)),
                                   Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center),
                                   spacing, Param("content", .content)]) { v, a in
            let content: AnyView = a.content
            return v.safeAreaInset(edge: a.edge as VerticalEdge, alignment: a.alignment, spacing: a.spacing) { content }
        }
        modifier("safeAreaInset", [Param("edge", .type(Builtin.horizontalEdge)),
                                   Param("alignment", .verticalAlignment, default: VerticalAlignment.center),
                                   spacing, Param("content", .content)]) { v, a in
            let content: AnyView = a.content
            return v.safeAreaInset(edge: a.edge as HorizontalEdge, alignment: a.alignment, spacing: a.spacing) { content }
        }
    }
}
