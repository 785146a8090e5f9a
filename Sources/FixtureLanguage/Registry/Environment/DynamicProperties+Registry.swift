import Foundation
import LayoutCore

/// `@Namespace var ns`'s value: only compared, never drawn.
struct NamespaceID: Hashable {
    let serial: Int
}

extension Registry {
    /// What property wrappers and `Identifiable` data need: `Binding.constant(_:)`, `UUID()`, `Namespace.ID`,
    /// and the environment values `@Environment(\.key)` can read.
    func registerWrapperValues() {
        // `Binding.constant(x)` is `x`: in a picture a binding is as good as its value (`$count` is `count`).
        let binding = FType("Binding", convert: { $0 })
        binding.wrap = { $0 as! Value }
        binding.staticFunction("constant", [Param("_ value", .type(Builtin.value))], returns: Builtin.value) { a in a.value as Value }
        add(binding)

        // `UUID()`: a new identifier each call, counted per fixture so that pictures do not change between runs.
        let uuid = FType("UUID", cast: { $0 as? UUID })
        uuid.initializer([]) { a in a.fixture.nextUUID() }
        uuid.initializer([Param("uuidString", .string)]) { a in UUID(uuidString: a.uuidString) as Any }
        uuid.properties["uuidString"] = { .string(($0 as! UUID).uuidString) }
        add(uuid)

        let namespace = FType("Namespace")
        let namespaceID = FType("Namespace.ID", cast: { $0 as? NamespaceID })
        namespace.staticMembers["ID"] = .type(namespaceID)
        add(namespace)
        add(namespaceID)

        func readable<T>(_ name: String, _ type: PType, _ path: KeyPath<EnvironmentValues, T>, _ wrap: @escaping (T) -> Value) {
            environmentReaders[name] = EnvironmentReader(type: type) { wrap($0[keyPath: path]) }
        }
        func native<T>(_ type: FType) -> (T) -> Value { { type.wrap($0) } }
        func optional<T>(_ type: FType) -> (T?) -> Value { { $0.map(type.wrap) ?? .none } }
        let number: (CGFloat) -> Value = { .double(Double($0)) }
        readable("colorScheme", .type(Builtin.colorScheme), \.colorScheme, native(Builtin.colorScheme))
        readable("layoutDirection", .type(Builtin.layoutDirection), \.layoutDirection, native(Builtin.layoutDirection))
        readable("dynamicTypeSize", .type(Builtin.dynamicTypeSize), \.dynamicTypeSize, native(Builtin.dynamicTypeSize))
        readable("font", .optional(.font), \.font, optional(Builtin.font))
        readable("lineLimit", .optional(.int), \.lineLimit) { $0.map(Value.int) ?? .none }
        readable("lineSpacing", .cgFloat, \.lineSpacing, number)
        readable("truncationMode", .type(Builtin.truncationMode), \.truncationMode, native(Builtin.truncationMode))
        readable("multilineTextAlignment", .type(Builtin.textAlignment), \.multilineTextAlignment, native(Builtin.textAlignment))
        readable("textCase", .optional(.type(Builtin.textCase)), \.textCase, optional(Builtin.textCase))
        readable("minimumScaleFactor", .cgFloat, \.minimumScaleFactor, number)
        readable("displayScale", .cgFloat, \.displayScale, number)
        readable("pixelLength", .cgFloat, \.displayScale) { .double(1 / Double($0)) }
    }
}

/// How `@Environment(\.name)` reads a value: its type in the fixture and the read.
struct EnvironmentReader {
    let type: PType
    let read: (EnvironmentValues) -> Value
}

extension FixtureContext {
    /// The next of the fixture's `UUID()`s: `00000000-0000-4000-8000-000000000001`, `…02`, … (valid version-4
    /// identifiers, the same on every run).
    func nextUUID() -> UUID {
        uuidsMade += 1
        return UUID(uuidString: String(format: "00000000-0000-4000-8000-%012llX", UInt64(uuidsMade)))!
    }

    /// A new `@Namespace` value.
    func nextNamespace() -> NamespaceID {
        namespacesMade += 1
        return NamespaceID(serial: namespacesMade)
    }
}
