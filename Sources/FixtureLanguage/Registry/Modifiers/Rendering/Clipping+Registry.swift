import Foundation
import LayoutCore

extension Registry {
    /// `.clipped()`, `.clipShape(_:)` and `.cornerRadius(_:)`.
    func registerClipping() {
        modifier("clipped", []) { v, _ in v.clipped() }
        modifier("clipShape", [Param("_ shape", .shape)]) { v, a in
            let shape = a.shape("shape")
            return clip(v, shape)
        }
        modifier("cornerRadius", [Param("_ radius", .cgFloat)]) { v, a in v.cornerRadius(a.radius) }
    }
}

private func clip<S: Shape>(_ view: AnyView, _ shape: S) -> any View {
    view.clipShape(shape)
}
