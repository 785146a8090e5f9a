import Foundation
import LayoutCore

extension Registry {
    /// The built-in shapes.
    func registerShapes() {
        let shape = Builtin.shape
        view("Rectangle", parents: [shape], []) { _ in Rectangle() }
        view("RoundedRectangle", parents: [shape], [Param("cornerRadius", .cgFloat),
                                                    Param("style", .roundedCornerStyle, default: RoundedCornerStyle.continuous)]) { a in
            RoundedRectangle(cornerRadius: a.cornerRadius, style: a.style)
        }
        view("RoundedRectangle", parents: [shape], [Param("cornerSize", .cgSize),
                                                    Param("style", .roundedCornerStyle, default: RoundedCornerStyle.continuous)]) { a in
            RoundedRectangle(cornerSize: a.cornerSize, style: a.style)
        }
        view("Circle", parents: [shape], []) { _ in Circle() }
        view("Capsule", parents: [shape], [Param("style", .roundedCornerStyle, default: RoundedCornerStyle.continuous)]) { a in
            Capsule(style: a.style)
        }
        view("Ellipse", parents: [shape], []) { _ in Ellipse() }
        add(shape)
        // Converted to `any Shape` without a conformance look-up (`Builtin.anyShape`).
        Builtin.shapes.add(Rectangle.self) { $0 }
        Builtin.shapes.add(RoundedRectangle.self) { $0 }
        Builtin.shapes.add(Circle.self) { $0 }
        Builtin.shapes.add(Capsule.self) { $0 }
        Builtin.shapes.add(Ellipse.self) { $0 }
    }
}
