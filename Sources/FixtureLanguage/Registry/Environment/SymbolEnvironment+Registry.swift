import Foundation
import LayoutCore

extension Registry {
    /// SF Symbols' modifiers and values: `.imageScale(.large)`, `.symbolVariant(.circle.fill)`,
    /// `.symbolRenderingMode(.hierarchical)`, `.foregroundStyle(.white, .blue)`, and the environment keys
    /// `\.imageScale`, `\.symbolVariants` and `\.symbolRenderingMode`.
    func registerSymbolEnvironment() {
        let scale = FType("Image.Scale", cast: { $0 as? Image.Scale })
        scale.members(["small": Image.Scale.small, "medium": Image.Scale.medium, "large": Image.Scale.large])
        scale.isComplete = true
        Builtin.image.staticMembers["Scale"] = .type(scale)

        let variants = FType("SymbolVariants", cast: { $0 as? SymbolVariants })
        let parts: [(String, SymbolVariants, (SymbolVariants) -> SymbolVariants)] = [
            ("fill", .fill, \.fill), ("circle", .circle, \.circle), ("square", .square, \.square),
            ("rectangle", .rectangle, \.rectangle), ("slash", .slash, \.slash),
        ]
        for (name, value, add) in parts {
            variants.staticMembers[name] = variants.wrap(value)
            variants.properties[name] = { variants.wrap(add($0 as! SymbolVariants)) }
        }
        variants.staticMembers["none"] = variants.wrap(SymbolVariants.none)
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
        modifier("foregroundStyle", [Param("_ primary", .shapeStyle), Param("_ secondary", .shapeStyle)]) { v, a in
            let primary: any ShapeStyle = a.primary, secondary: any ShapeStyle = a.secondary
            return v.foregroundStyle(AnyShapeStyle(primary), AnyShapeStyle(secondary))
        }
        modifier("foregroundStyle", [Param("_ primary", .shapeStyle), Param("_ secondary", .shapeStyle),
                                     Param("_ tertiary", .shapeStyle)]) { v, a in
            let primary: any ShapeStyle = a.primary, secondary: any ShapeStyle = a.secondary, tertiary: any ShapeStyle = a.tertiary
            return v.foregroundStyle(AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary))
        }
        func key<T>(_ name: String, _ type: PType, _ path: WritableKeyPath<EnvironmentValues, T>) {
            environmentKeys.append(name)
            modifier("environment", [Param("_ keyPath", .environmentKey(name)), Param("_ value", type)]) { v, a in
                v.environment(path, a.value as T)
            }
        }
        key("imageScale", .type(scale), \.imageScale)
        key("symbolVariants", .type(variants), \.symbolVariants)
        key("symbolRenderingMode", .optional(.type(mode)), \.symbolRenderingMode)
    }
}
