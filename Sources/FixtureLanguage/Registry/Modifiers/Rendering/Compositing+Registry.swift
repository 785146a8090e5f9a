import Foundation
import LayoutCore

extension Registry {
    /// `BlendMode`, `.blendMode`, `.compositingGroup()`, `.drawingGroup(…)` and `.mask`.
    func registerCompositing() {
        let blend = Builtin.blendMode
        blend.members(Dictionary(uniqueKeysWithValues: BlendMode.allCases.map { ($0.rawValue, $0 as Any) }))
        add(blend)

        modifier("blendMode", [Param("_ mode", .type(blend))]) { v, a in v.blendMode(a.mode) }
        modifier("compositingGroup", []) { v, _ in v.compositingGroup() }
        // `colorMode:` takes Canvas's ColorRenderingMode, which fixtures compile (it changes nothing drawn).
        modifier("drawingGroup", [Param("opaque", .bool, default: false)]) { v, a in v.drawingGroup(opaque: a.opaque) }
        modifier("mask", [Param("alignment", .alignment, default: Alignment.center), Param("_ mask", .content)]) { v, a in
            let mask: AnyView = a.mask
            return v.mask(alignment: a.alignment) { mask }
        }
        modifier("mask", [Param("_ mask", .view)]) { v, a in
            let mask: AnyView = a.mask
            return v.mask(mask)
        }
    }
}
