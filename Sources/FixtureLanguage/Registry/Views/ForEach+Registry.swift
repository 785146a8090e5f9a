import Foundation
import LayoutCore

extension Registry {
    /// `ForEach` over arrays, ranges and `Identifiable` values.
    func registerForEach() {
        // ForEach builds its views at once, one per element; they become separate children of the container.
        let forEach: (Args) throws -> Any = { a in
            let data: [Value] = a.data
            let content = a.function("content")
            let views = try data.map(content)
            return ForEach(views.indices, content: { views[$0] })
        }
        view("ForEach", [Param("_ data", .sequence), Param("id", .keyPath), Param("content", .viewBuilderFunction)], forEach)
        view("ForEach", [Param("_ data", .type(Builtin.intRange)), Param("content", .viewBuilderFunction)], forEach)
        view("ForEach", [Param("_ data", .type(Builtin.identifiables)), Param("content", .viewBuilderFunction)], forEach)
        Builtin.intRange.mismatchMessage = { value in
            switch value {
            case .range: return "ForEach over a closed range needs 'id: \\.self' (or use '..<')"
            case .array: return "ForEach over '\(value.typeName)' needs 'id: \\.self' or elements that conform to Identifiable"
            default: return nil
            }
        }
    }
}
