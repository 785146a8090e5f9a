import Foundation
import LayoutCore

extension Registry {
    /// SF Symbols' modifiers and values: `.imageScale(.large)`, `.symbolVariant(.circle.fill)`,
    /// `.symbolRenderingMode(.hierarchical)`, and `@Environment(\.imageScale)` and its two siblings. Their
    /// `.environment(\.imageScale, …)` keys are in Environment+Registry.swift, `foregroundStyle(_:_:)` in
    /// Appearance+Registry.swift.
    func registerSymbolEnvironment() {
        let scale = Builtin.imageScale
        scale.members(["small": Image.Scale.small, "medium": Image.Scale.medium, "large": Image.Scale.large])
        Builtin.image.staticMember("Scale", .type(scale))

        let variants = Builtin.symbolVariants
        variants.members(["none": SymbolVariants.none, "fill": SymbolVariants.fill, "circle": SymbolVariants.circle,
                          "square": SymbolVariants.square, "rectangle": SymbolVariants.rectangle,
                          "slash": SymbolVariants.slash])
        let parts: [(String, (SymbolVariants) -> SymbolVariants)] = [
            ("fill", \.fill), ("circle", \.circle), ("square", \.square), ("rectangle", \.rectangle), ("slash", \.slash),
        ]
        for (name, add) in parts {
            variants.property(name) { variants.wrap(add($0 as! SymbolVariants)) }
        }
        variants.method("contains", [Param("_ other", .type(variants))], returns: Builtin.bool) { v, a in
            (v as! SymbolVariants).contains(a.other)
        }
        add(variants)

        let mode = Builtin.symbolRenderingMode
        mode.members(["monochrome": SymbolRenderingMode.monochrome, "hierarchical": SymbolRenderingMode.hierarchical,
                      "palette": SymbolRenderingMode.palette, "multicolor": SymbolRenderingMode.multicolor])
        add(mode)

        modifier("imageScale", [Param("_ scale", .type(scale))]) { v, a in v.imageScale(a.scale) }
        modifier("symbolVariant", [Param("_ variant", .type(variants))]) { v, a in v.symbolVariant(a.variant) }
        modifier("symbolRenderingMode", [Param("_ mode", .optional(.type(mode)))]) { v, a in v.symbolRenderingMode(a.mode) }

        environmentReader("imageScale", .type(scale), \.imageScale) { scale.wrap($0) }
        environmentReader("symbolVariants", .type(variants), \.symbolVariants) { variants.wrap($0) }
        environmentReader("symbolRenderingMode", .optional(.type(mode)), \.symbolRenderingMode) { $0.map(mode.wrap) ?? .none }
    }
}
