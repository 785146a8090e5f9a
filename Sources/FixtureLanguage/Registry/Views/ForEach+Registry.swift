import Foundation
import LayoutCore

extension Registry {
    /// `ForEach` over arrays, ranges and `Identifiable` values.
    func registerForEach() {
        // ForEach builds its views at once, one per element; they become separate children of the container,
        // each with its element's identity as Swift's ForEach gives it (`"\(id)"`, none for a UUID).
        func forEach(_ identity: @escaping (Args, Value) throws -> Value) -> (Args) throws -> ForEach<Range<Int>, Int, AnyView> {
            { a in
                let data: [Value] = a.data
                let content = a.function("content")
                let views = try data.map(content)
                let keys = data.map { element in (try? identity(a, element)).flatMap(Self.elementKey) }
                return ForEach(views.indices, _elementKeys: keys, content: { views[$0] })
            }
        }
        view("ForEach", [Param("_ data", .sequence), Param("id", .keyPath), Param("content", .viewBuilderFunction)],
             forEach { a, element in try (a.id as KeyPathValue).get(element) })
        view("ForEach", [Param("_ data", .type(Builtin.intRange)), Param("content", .viewBuilderFunction)],
             forEach { _, element in element })
        view("ForEach", [Param("_ data", .type(Builtin.identifiables)), Param("content", .viewBuilderFunction)],
             forEach { _, element in
                 guard case .instance(let instance) = element, let id = instance.fields["id"] else { throw Failure("no stored id") }
                 return id
             })
        Builtin.intRange.mismatchMessage = { value in
            switch value {
            case .range: return "ForEach over a closed range needs 'id: \\.self' (or use '..<')"
            case .array: return "ForEach over '\(value.typeName)' needs 'id: \\.self' or elements that conform to Identifiable"
            default: return nil
            }
        }
    }
}

extension Registry {
    /// What `forEachElementKey` makes of the Swift value `id` stands for: `"\(id)"`, nil for a `UUID`.
    static func elementKey(_ id: Value) -> String? {
        if case .native(let value, _) = id, value is UUID { return nil }
        return id.interpolated
    }
}

/// A key path argument (`id: \.name`) and how to follow it on a fixture value.
struct KeyPathValue {
    var path: [String]
    var get: (Value) throws -> Value
}
