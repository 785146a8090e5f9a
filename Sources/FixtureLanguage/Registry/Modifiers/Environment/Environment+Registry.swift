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
        environmentKey("imageScale", .type(Builtin.imageScale), \.imageScale)
        environmentKey("symbolVariants", .type(Builtin.symbolVariants), \.symbolVariants)
        environmentKey("symbolRenderingMode", .optional(.type(Builtin.symbolRenderingMode)), \.symbolRenderingMode)
    }
}
