import Foundation
import LayoutCore

extension Registry {
    /// The environment values `@Environment(\.key)` can read.
    func registerDynamicProperties() {
        func native<T>(_ type: FType) -> (T) -> Value { { type.wrap($0) } }
        func optional<T>(_ type: FType) -> (T?) -> Value { { $0.map(type.wrap) ?? .none } }
        let number: (CGFloat) -> Value = { .double(Double($0)) }
        environmentReader("colorScheme", .type(Builtin.colorScheme), \.colorScheme, native(Builtin.colorScheme))
        environmentReader("layoutDirection", .type(Builtin.layoutDirection), \.layoutDirection, native(Builtin.layoutDirection))
        environmentReader("dynamicTypeSize", .type(Builtin.dynamicTypeSize), \.dynamicTypeSize, native(Builtin.dynamicTypeSize))
        environmentReader("font", .optional(.font), \.font, optional(Builtin.font))
        environmentReader("lineLimit", .optional(.int), \.lineLimit) { $0.map(Value.int) ?? .none }
        environmentReader("lineSpacing", .cgFloat, \.lineSpacing, number)
        environmentReader("truncationMode", .type(Builtin.truncationMode), \.truncationMode, native(Builtin.truncationMode))
        environmentReader("multilineTextAlignment", .type(Builtin.textAlignment), \.multilineTextAlignment,
                          native(Builtin.textAlignment))
        environmentReader("textCase", .optional(.type(Builtin.textCase)), \.textCase, optional(Builtin.textCase))
        environmentReader("minimumScaleFactor", .cgFloat, \.minimumScaleFactor, number)
        environmentReader("displayScale", .cgFloat, \.displayScale, number)
        environmentReader("pixelLength", .cgFloat, \.displayScale) { .double(1 / Double($0)) }
    }
}

/// How `@Environment(\.name)` reads a value: its type in the fixture and the read.
struct EnvironmentReader {
    let type: PType
    /// Where the registry declares it.
    let site: RegistrySite
    let read: (EnvironmentValues) -> Value
}
