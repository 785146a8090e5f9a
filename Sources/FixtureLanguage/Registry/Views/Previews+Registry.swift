import Foundation
import LayoutCore

extension Registry {
    /// Xcode's preview vocabulary: `#Preview`'s traits, and the `.preview…` modifiers of `PreviewProvider`
    /// previews with their types.
    func registerPreviews() {
        // `#Preview(traits: .fixedLayout(width: 320, height: 44), .landscapeLeft)`.
        let trait = Builtin.previewTrait
        trait.members(["defaultLayout": PreviewTrait.defaultLayout, "sizeThatFitsLayout": PreviewTrait.sizeThatFitsLayout,
                       "portrait": PreviewTrait.portrait, "portraitUpsideDown": PreviewTrait.portraitUpsideDown,
                       "landscapeLeft": PreviewTrait.landscapeLeft, "landscapeRight": PreviewTrait.landscapeRight])
        trait.staticFunction("fixedLayout", [Param("width", .cgFloat), Param("height", .cgFloat)]) { a in
            PreviewTrait.fixedLayout(width: a.width, height: a.height)
        }
        add(trait)

        let layout = FType("PreviewLayout", cast: { $0 as? PreviewLayout })
        layout.members(["device": PreviewLayout.device, "sizeThatFits": PreviewLayout.sizeThatFits])
        layout.staticFunction("fixed", [Param("width", .cgFloat), Param("height", .cgFloat)]) { a in
            PreviewLayout.fixed(width: a.width, height: a.height)
        }
        add(layout)

        let orientation = FType("InterfaceOrientation", cast: { $0 as? InterfaceOrientation })
        orientation.members(Dictionary(uniqueKeysWithValues: InterfaceOrientation.allCases.map { ($0.rawValue, $0) }))
        add(orientation)

        // A string literal is a device too (`PreviewDevice` is `ExpressibleByStringLiteral`).
        let device = FType("PreviewDevice", convert: { value in
            switch value {
            case .string(let name): return PreviewDevice(rawValue: name)
            case .native(let device as PreviewDevice, _): return device
            default: return nil
            }
        })
        device.initializer([Param("rawValue", .string)]) { a in PreviewDevice(rawValue: a.rawValue) }
        device.property("rawValue") { .string(($0 as! PreviewDevice).rawValue) }
        add(device)

        modifier("previewLayout", [Param("_ value", .type(layout))]) { v, a in v.previewLayout(a.value) }
        modifier("previewDisplayName", [Param("_ value", .optional(.string))]) { v, a in v.previewDisplayName(a.value) }
        modifier("previewDevice", [Param("_ value", .optional(.type(device)))]) { v, a in v.previewDevice(a.value) }
        modifier("previewInterfaceOrientation", [Param("_ value", .type(orientation))]) { v, a in
            v.previewInterfaceOrientation(a.value)
        }
        modifier("preferredColorScheme", [Param("_ colorScheme", .optional(.type(Builtin.colorScheme)))]) { v, a in
            v.preferredColorScheme(a.colorScheme)
        }
    }
}
