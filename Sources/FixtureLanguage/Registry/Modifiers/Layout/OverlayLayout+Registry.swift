import Foundation
import LayoutCore

extension Registry {
    /// `.background` and `.overlay`: a view behind or in front, aligned in the frame; a style, or a style in a
    /// shape.
    func registerOverlayLayout() {
        let alignment = Param("alignment", .alignment, default: Alignment.center)
        for inFront in [false, true] {
            let name = inFront ? "overlay" : "background"
            modifier(name, [alignment, Param("content", .content)]) { v, a in
                let content: AnyView = a.content
                return inFront ? AnyView(v.overlay(alignment: a.alignment) { content })
                    : AnyView(v.background(alignment: a.alignment) { content })
            }
            if !inFront {
                // Swift prefers this one for `.background(Color.red)`: a Color is a ShapeStyle and a View.
                modifier(name, [Param("_ style", .shapeStyle)]) { v, a in
                    let style: any ShapeStyle = a.style
                    return v.background(style)
                }
            }
            modifier(name, [Param("_ content", .view), alignment]) { v, a in
                let content: AnyView = a.content
                return inFront ? AnyView(v.overlay(content, alignment: a.alignment))
                    : AnyView(v.background(content, alignment: a.alignment))
            }
            modifier(name, [Param("_ style", .shapeStyle), Param("in shape", .shape)]) { v, a in
                let style: any ShapeStyle = a.style, shape: any Shape = a.shape
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
