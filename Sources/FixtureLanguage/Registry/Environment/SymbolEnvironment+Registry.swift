import Foundation
import LayoutCore

extension Registry {
    /// SF Symbols' modifiers and values: `.imageScale(.large)`, `.symbolVariant(.circle.fill)`,
    /// `.symbolRenderingMode(.hierarchical)` (their environment keys are Environment+Registry.swift's, the
    /// styles per level `.foregroundStyle(.white, .blue)` Appearance+Registry.swift's).
    func registerSymbolEnvironment() {
        let scale = FType("Image.Scale", cast: { $0 as? Image.Scale })
        scale.members(["small": Image.Scale.small, "medium": Image.Scale.medium, "large": Image.Scale.large])
        scale.isComplete = true
        Builtin.image.staticMember("Scale", .type(scale))

        let variants = FType("SymbolVariants", cast: { $0 as? SymbolVariants })
        let parts: [(String, SymbolVariants, (SymbolVariants) -> SymbolVariants)] = [
            ("fill", .fill, \.fill), ("circle", .circle, \.circle), ("square", .square, \.square),
            ("rectangle", .rectangle, \.rectangle), ("slash", .slash, \.slash),
        ]
        for (name, value, add) in parts {
            variants.staticMember(name, variants.wrap(value))
            variants.property(name) { variants.wrap(add($0 as! SymbolVariants)) }
        }
        variants.staticMember("none", variants.wrap(SymbolVariants.none))
        variants.isComplete = true
        add(variants)

        let mode = FType("SymbolRenderingMode", cast: { $0 as? SymbolRenderingMode })
        mode.members(["monochrome": SymbolRenderingMode.monochrome, "hierarchical": SymbolRenderingMode.hierarchical,
                      "palette": SymbolRenderingMode.palette, "multicolor": SymbolRenderingMode.multicolor])
        mode.isComplete = true
        add(mode)

        modifier("imageScale", [Param("_ scale", .type(scale))]) { v, a in v.imageScale(a.scale) }
        modifier("symbolVariant", [Param("_ variant", .type(variants))]) { v, a in v.symbolVariant(a.variant) }
        modifier("symbolRenderingMode", [Param("_ mode", .optional(.type(mode)))]) { v, a in v.symbolRenderingMode(a.mode) }
    }
}
