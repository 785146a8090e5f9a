import Foundation
import LayoutCore

extension Registry {
    /// What a shape draws with: `fill`, `stroke`, `strokeBorder` (with a line width or a `StrokeStyle`).
    func registerShapeView() {
        let shape = Builtin.shape
        let foreground: any ShapeStyle = ForegroundStyle()
        shape.method("fill", [Param("_ content", .shapeStyle, default: foreground)]) { s, a in
            let shape = Builtin.anyShape(s)!
            return fill(shape, a.content)
        }
        shape.method("stroke", [Param("_ content", .shapeStyle), Param("lineWidth", .cgFloat, default: CGFloat(1))]) { s, a in
            let shape = Builtin.anyShape(s)!
            return stroke(shape, a.content, a.lineWidth)
        }
        shape.method("stroke", [Param("lineWidth", .cgFloat, default: CGFloat(1))]) { s, a in
            let shape = Builtin.anyShape(s)!
            return stroke(shape, foreground, a.lineWidth)
        }
        shape.method("strokeBorder", [Param("_ content", .shapeStyle, default: foreground),
                                      Param("lineWidth", .cgFloat, default: CGFloat(1))]) { s, a in
            let shape = Builtin.anyShape(s)!
            return strokeBorder(shape, a.content, a.lineWidth)
        }
        let strokeStyle = PType.type(Builtin.strokeStyle)
        shape.method("stroke", [Param("_ content", .shapeStyle), Param("style", strokeStyle)]) { s, a in
            let shape = Builtin.anyShape(s)!
            return stroke(shape, a.content, style: a.style)
        }
        shape.method("strokeBorder", [Param("_ content", .shapeStyle, default: foreground), Param("style", strokeStyle)]) { s, a in
            let shape = Builtin.anyShape(s)!
            return strokeBorder(shape, a.content, style: a.style)
        }
    }
}

// Existential openers: a shape and a style known only at run time, passed to the generic API. The result is
// erased here, where its type is known, so that converting it to a view later needs no conformance look-up.
private func fill<S: Shape>(_ shape: S, _ style: any ShapeStyle) -> AnyView { AnyView(shape.fill(style)) }
private func stroke<S: Shape>(_ shape: S, _ style: any ShapeStyle, _ width: CGFloat) -> AnyView {
    AnyView(shape.stroke(style, lineWidth: width))
}
private func strokeBorder<S: Shape>(_ shape: S, _ style: any ShapeStyle, _ width: CGFloat) -> AnyView {
    AnyView(shape.strokeBorder(style, lineWidth: width))
}
private func stroke<S: Shape>(_ shape: S, _ style: any ShapeStyle, style stroke: StrokeStyle) -> AnyView {
    AnyView(shape.stroke(style, style: stroke))
}
private func strokeBorder<S: Shape>(_ shape: S, _ style: any ShapeStyle, style stroke: StrokeStyle) -> AnyView {
    AnyView(shape.strokeBorder(style, style: stroke))
}
