import Foundation
import LayoutCore

extension Registry {
    /// The colour effects: `.grayscale`, `.saturation`, `.brightness`, `.contrast`, `.colorMultiply`,
    /// `.colorInvert()`, `.hueRotation` and `.luminanceToAlpha()`.
    func registerColorFilters() {
        modifier("grayscale", [Param("_ amount", .double)]) { v, a in v.grayscale(a.amount) }
        modifier("saturation", [Param("_ amount", .double)]) { v, a in v.saturation(a.amount) }
        modifier("brightness", [Param("_ amount", .double)]) { v, a in v.brightness(a.amount) }
        modifier("contrast", [Param("_ amount", .double)]) { v, a in v.contrast(a.amount) }
        modifier("colorMultiply", [Param("_ color", .color)]) { v, a in v.colorMultiply(a.color) }
        modifier("colorInvert", []) { v, _ in v.colorInvert() }
        modifier("hueRotation", [Param("_ angle", .type(Builtin.angle))]) { v, a in v.hueRotation(a.angle) }
        modifier("luminanceToAlpha", []) { v, _ in v.luminanceToAlpha() }
    }
}
