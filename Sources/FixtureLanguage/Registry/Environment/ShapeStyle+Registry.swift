import Foundation
import LayoutCore

extension Registry {
    /// `ShapeStyle` (where `.red` is a Color) and `ForegroundStyle`.
    func registerShapeStyle() {
        let color = Builtin.color, style = Builtin.shapeStyle
        // `.red` where any ShapeStyle is expected is a Color (SwiftUI's `ShapeStyle where Self == Color`).
        for (name, value) in Self.namedColors { style.staticMember(name, color.wrap(value)) }
        style.staticMember("foreground", .native(ForegroundStyle(), style))
        // `.tint`: what `.tint(_:)` set around the view, else the accent colour.
        style.staticMember("tint", .native(TintShapeStyle(), style))
        add(style)
        let foregroundStyle = FType("ForegroundStyle", parents: [style])
        foregroundStyle.initializer([]) { _ in ForegroundStyle() }
        add(foregroundStyle)
    }
}
