import Foundation
import FixtureLanguage

/// Whether a registry parameter's type is the type LayoutCore's declaration takes. The rules (each a fact about
/// how the fixture language stands in for a Swift type, not a case of one entry):
/// - a named type matches the same name (`Swift.`/`Foundation.` prefixes aside), or, where LayoutCore takes a
///   generic parameter, a protocol the parameter conforms to or a type whose registry parents include it
///   (`Color` for `S: ShapeStyle`); an unconstrained generic parameter takes anything;
/// - `String` stands for `S: StringProtocol`; "any value" for a parameter SwiftUI only watches (any type);
/// - `Hashable` for `ID: Hashable`; an array or a range (`sequence`, `Range<Int>`, `[Identifiable]`) for
///   `ForEach`'s `Data: RandomAccessCollection`; a key path for `KeyPath<…>`; a range of sizes for
///   `T: RangeExpression` with `T.Bound == DynamicTypeSize`;
/// - the closures: `@ViewBuilder () -> some View`, `@ViewBuilder (Element) -> some View`,
///   `(ViewDimensions) -> CGFloat`, and actions for `() -> Void`, `(V, V) -> Void`, `(() -> Void)?` and
///   `@Sendable () async -> Void` (an action of n parameters for a closure of n);
/// - `WritableKeyPath<EnvironmentValues, V>` for an environment key, whose value type is checked apart;
/// - `Binding<T>` for the type of `T`: a binding is its value in a still picture (`$isOn` is `isOn`).
struct TypeMatch {
    let declaration: APIDeclaration

    func matches(_ registry: RegistryType, _ written: String, isViewBuilder: Bool = false) -> Bool {
        let type = Self.normalised(written)
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            return matches(registry, String(type.dropFirst("Binding<".count).dropLast()), isViewBuilder: isViewBuilder)
        }
        // An unconstrained generic parameter (`V` of `environment(_:_:)`) takes anything.
        if declaration.genericParameters.contains(type), declaration.conformances[type] == nil { return true }
        switch registry {
        case .anyValue:
            return true
        case .optional(let wrapped):
            guard let inner = Self.unwrappedOptional(type) else { return false }
            return matches(wrapped, inner)
        case .array(let element):
            guard type.hasPrefix("["), type.hasSuffix("]") else { return false }
            return matches(element, String(type.dropFirst().dropLast()))
        case .viewBuilder:
            guard isViewBuilder, let (parameters, result) = Self.function(type), parameters.isEmpty else { return false }
            return conforms(result, to: "View")
        case .viewBuilderFunction:
            guard isViewBuilder, let (parameters, result) = Self.function(type), parameters.count == 1 else { return false }
            return conforms(result, to: "View")
        case .dimensionsFunction:
            return type == "(ViewDimensions) -> CGFloat"
        case .lengthFunction:
            return type == "(CGFloat, Axis) -> CGFloat"
        case .action(let count):
            let closure = Self.unwrappedOptional(type).map { $0.hasPrefix("(") && $0.hasSuffix(")") ? String($0.dropFirst().dropLast()) : $0 } ?? type
            guard let (parameters, result) = Self.function(closure.replacingOccurrences(of: " async", with: "")),
                  result == "Void" || result == "()" else { return false }
            return count.map { $0 == parameters.count } ?? true
        case .keyPath:
            return type.hasPrefix("KeyPath<")
        case .sequence:
            return conforms(type, to: "RandomAccessCollection")
        case .hashable:
            return conforms(type, to: "Hashable") || type == "AnyHashable"
        case .environmentKey:
            return type.hasPrefix("WritableKeyPath<EnvironmentValues,")
        case .fixtureStruct, .function:
            return false
        case .named(let name, let parents):
            let names = [name] + parents
            if names.contains(type) || name == "String" && type == "StaticString" { return true }
            guard declaration.genericParameters.contains(type) else { return false }
            // A generic parameter: the registry's type must be (or stand in for) what it conforms to; an
            // unconstrained one (`V` of `environment(_:_:)`) takes anything.
            return (declaration.conformances[type] ?? []).allSatisfy { required in
                names.contains(required) || Self.standsIn(name, for: required, sameTypes: declaration.sameTypes, parameter: type)
            }
        }
    }

    /// Whether a generic parameter (or a concrete type) conforms to `protocolName`.
    func conforms(_ type: String, to protocolName: String) -> Bool {
        if type == protocolName || type == "some \(protocolName)" || type == "any \(protocolName)" { return true }
        return declaration.conformances[type]?.contains(protocolName) ?? false
    }

    /// Registry types that stand for a generic parameter's protocol without being registered as it.
    static func standsIn(_ registry: String, for required: String, sameTypes: [String: String], parameter: String) -> Bool {
        switch (registry, required) {
        case ("String", "StringProtocol"), ("String", "StaticString"): return true
        case ("Range<Int>", "RandomAccessCollection"), ("[Identifiable]", "RandomAccessCollection"): return true
        case ("ClosedRange<DynamicTypeSize>", "RangeExpression"):
            return sameTypes["\(parameter).Bound"] == "DynamicTypeSize"
        default: return false
        }
    }

    /// `Swift.Int` → `Int`, spaces tidied.
    static func normalised(_ type: String) -> String {
        var result = type.trimmingCharacters(in: .whitespaces)
        for prefix in ["Swift.", "Foundation.", "LayoutCore."] { result = result.replacingOccurrences(of: prefix, with: "") }
        // `any AlignmentID.Type` is the existential the registry's `AlignmentID.Type` names.
        if result.hasPrefix("any ") { result.removeFirst(4) }
        return result
    }

    /// `CGFloat?` → `CGFloat`, `Optional<X>` → `X`, `(() -> Void)?` → `(() -> Void)`; nil when not optional.
    static func unwrappedOptional(_ type: String) -> String? {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return nil
    }

    /// `(A, B) -> R` → (["A", "B"], "R").
    static func function(_ type: String) -> (parameters: [String], result: String)? {
        guard type.hasPrefix("("), let arrow = arrowOutsideParentheses(type) else { return nil }
        let head = String(type[..<arrow]).trimmingCharacters(in: .whitespaces)
        let result = String(type[type.index(arrow, offsetBy: 2)...]).trimmingCharacters(in: .whitespaces)
        guard head.hasPrefix("("), head.hasSuffix(")") else { return nil }
        let inside = String(head.dropFirst().dropLast())
        let parameters = inside.isEmpty ? [] : DeclarationParser.parameterList(of: "(\(inside))") ?? []
        return (parameters, result)
    }

    private static func arrowOutsideParentheses(_ type: String) -> String.Index? {
        var depth = 0
        var index = type.startIndex
        while index < type.endIndex {
            let c = type[index]
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if c == "-", depth == 0, type.index(after: index) < type.endIndex, type[type.index(after: index)] == ">" {
                return index
            }
            index = type.index(after: index)
        }
        return nil
    }
}
