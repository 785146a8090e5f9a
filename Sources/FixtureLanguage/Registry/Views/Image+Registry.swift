import Foundation
import LayoutCore

extension Registry {
    /// Images (next to the fixture, or SF Symbols drawn as placeholders) and `resizable`.
    func registerImage() {
        let image = Builtin.image
        add(image)
        view("Image", [Param("_ name", .string)]) { a in
            let name: String = a.name
            if let problem = a.fixture.imageProblem(name) { throw Failure(problem) }
            return Image(name)
        }
        view("Image", [Param("systemName", .string)]) { a in Image(systemName: a.systemName) }
        view("Image", [Param("systemName", .string), Param("variableValue", .optional(.double))]) { a in
            Image(systemName: a.systemName, variableValue: a.variableValue)
        }
        Builtin.resizingMode.members(["stretch": Image.ResizingMode.stretch, "tile": Image.ResizingMode.tile])
        image.staticMember("ResizingMode", .type(Builtin.resizingMode))
        image.method("resizable", [Param("capInsets", .edgeInsets, default: EdgeInsets()),
                                   Param("resizingMode", .type(Builtin.resizingMode), default: Image.ResizingMode.stretch)],
                     returns: image) { i, a in
            (i as! Image).resizable(capInsets: a.capInsets, resizingMode: a.resizingMode)
        }
    }
}
