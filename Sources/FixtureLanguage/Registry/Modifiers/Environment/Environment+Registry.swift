import Foundation
import LayoutCore

extension Registry {
    /// `.environment(\.font, .title)`: one overload per supported key, each with the key's value type.
    func registerEnvironment() {
        environmentKey("font", .optional(.font), \.font)
        environmentKey("lineLimit", .optional(.int), \.lineLimit)
        environmentKey("lineSpacing", .cgFloat, \.lineSpacing)
        environmentKey("truncationMode", .type(Builtin.truncationMode), \.truncationMode)
        environmentKey("multilineTextAlignment", .type(Builtin.textAlignment), \.multilineTextAlignment)
        environmentKey("textCase", .optional(.type(Builtin.textCase)), \.textCase)
        environmentKey("layoutDirection", .type(Builtin.layoutDirection), \.layoutDirection)
        environmentKey("colorScheme", .type(Builtin.colorScheme), \.colorScheme)
        environmentKey("dynamicTypeSize", .type(Builtin.dynamicTypeSize), \.dynamicTypeSize)
        // SF Symbols' keys, with SymbolEnvironment+Registry.swift's types (registered before this).
        if case .type(let scale)? = Builtin.image.staticMembers["Scale"], let variants = types["SymbolVariants"],
           let mode = types["SymbolRenderingMode"] {
            environmentKey("imageScale", .type(scale), \.imageScale)
            environmentKey("symbolVariants", .type(variants), \.symbolVariants)
            environmentKey("symbolRenderingMode", .optional(.type(mode)), \.symbolRenderingMode)
        }
    }
}
