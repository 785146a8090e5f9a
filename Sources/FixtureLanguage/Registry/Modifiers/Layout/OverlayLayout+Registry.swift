import Foundation
import LayoutCore

extension Registry {
    /// `.background` and `.overlay`: a view behind or in front, aligned in the frame; a style (grown into the
    /// safe area on `ignoresSafeAreaEdges`), or a style in a shape.
    func registerOverlayLayout() {
        let alignment = Param("alignment", .alignment, default: Alignment.center)
        for inFront in [false, true] {
            let name = inFront ? "overlay" : "background"
            modifier(name, [alignment, Param("content", .content)]) { v, a in
                let content: AnyView = a.content
                return inFront ? AnyView(v.overlay(alignment: a.alignment) { content })
                    : AnyView(v.background(alignment: a.alignment) { content })
            }
            // Swift prefers the style's form for `.background(Color.red)` and `.overlay(.blue)`: a Color is a
            // ShapeStyle and a View, and the view forms are disfavoured. It grows into the safe area.
            modifier(name, [Param("_ style", .shapeStyle), Param("ignoresSafeAreaEdges", .edgeSet, default: Edge.Set.all)]) { v, a in
                let style: any ShapeStyle = a.style
                return inFront ? AnyView(v.overlay(style, ignoresSafeAreaEdges: a.ignoresSafeAreaEdges))
                    : AnyView(v.background(style, ignoresSafeAreaEdges: a.ignoresSafeAreaEdges))
            }
            modifier(name, [Param("_ content", .view), alignment]) { v, a in
                let content: AnyView = a.content
                return inFront ? AnyView(v.overlay(content, alignment: a.alignment))
                    : AnyView(v.background(content, alignment: a.alignment))
            }
            modifier(name, [Param("_ style", .shapeStyle), Param("in shape", .shape)]) { v, a in
                let style: any ShapeStyle = a.style, shape = a.shape("shape")
                return inFront ? overlay(v, style, shape) : background(v, style, shape)
            }
        }
    }
}

private func background<S: Shape>(_ view: AnyView, _ style: any ShapeStyle, _ shape: S) -> any View {
    view.background(style, in: shape)
}

private func overlay<S: Shape>(_ view: AnyView, _ style: any ShapeStyle, _ shape: S) -> any View {
    view.overlay(style, in: shape)
}
