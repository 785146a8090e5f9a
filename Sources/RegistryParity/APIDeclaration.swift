import Foundation

/// One public declaration of LayoutCore, read from its symbol graph: what the registry's entries are compared
/// with.
public struct APIDeclaration: Hashable {
    public enum Kind: String, Hashable {
        case initializer, method, staticMethod, property, staticProperty, enumCase, subscriptAccess, type
    }

    public var kind: Kind
    /// The type it belongs to (`View`, `Text.TruncationMode`); for a type, the type enclosing it ("" at top level).
    public var typeName: String
    /// `padding`, `init`, `subscript`, `red`; for a type, its own name.
    public var name: String
    public var parameters: [APIParameter]
    /// Generic parameters and what they must conform to (`S: ShapeStyle` → `["S": ["ShapeStyle"]]`).
    public var conformances: [String: [String]]
    /// The generic parameters in scope (the type's and the declaration's own).
    public var genericParameters: Set<String>
    /// Same-type constraints (`T.Bound == DynamicTypeSize` → `["T.Bound": "DynamicTypeSize"]`).
    public var sameTypes: [String: String]
    /// The file under `Sources/LayoutCore/` (`Modifiers/Layout/PaddingLayout.swift`) and line that declare it.
    public var file: String
    public var line: Int
    /// The declaration as written, for messages.
    public var declaration: String
    /// A protocol requirement, or what implements one (`Layout.sizeThatFits`, `Shape.path(in:)`, `View.body`):
    /// what a type provides for the engine to call, not what a fixture calls.
    public var isRequirement = false
    /// The protocols the type it belongs to conforms to (`View`, `Shape`, `Layout`, …).
    public var ownerConformances: Set<String> = []

    /// `padding(_:_:)`, `red`: the name and labels without the type.
    var selector: String {
        parameters.isEmpty && ![.initializer, .method, .staticMethod, .subscriptAccess].contains(kind)
            ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    public var labels: [String] { parameters.map(\.label) }

    /// `View.padding(_:_:)`, `Color.red`, `HStack.init(alignment:spacing:content:)`.
    public var swiftName: String {
        let owner = typeName.isEmpty ? "" : typeName + "."
        switch kind {
        case .initializer, .method, .staticMethod, .subscriptAccess:
            return owner + name + "(" + labels.map { $0 + ":" }.joined() + ")"
        case .property, .staticProperty, .enumCase, .type:
            return owner + name
        }
    }

    /// `Sources/LayoutCore/Modifiers/Layout/PaddingLayout.swift:45`.
    public var place: String { "Sources/LayoutCore/\(file):\(line)" }
}

/// One parameter of a LayoutCore declaration.
public struct APIParameter: Hashable {
    /// The argument label, `_` for none.
    public var label: String
    public var name: String
    /// The type as written, attributes (`@escaping`, `@ViewBuilder`, `@Sendable`) removed: `Edge.Set`,
    /// `CGFloat?`, `() -> Content`.
    public var type: String
    /// Whether the type was marked `@ViewBuilder`.
    public var isViewBuilder: Bool
    /// The default value's source (`.all`, `nil`, `Color(white: 0, opacity: 0.33)`), nil when required.
    public var defaultValue: String?
}

extension APIDeclaration {
    /// The declarations of a symbol graph that can be compared: initialisers, methods, properties, enum cases,
    /// subscripts and types, without underscored names and operators.
    public static func all(in graph: SymbolGraph) -> [APIDeclaration] {
        // Protocol requirements and what implements them (a layout's `sizeThatFits`, a shape's `path(in:)`, a
        // view's `body`): what a conforming type provides for the engine, by selector.
        let requirementIDs = Set(graph.relationships.filter { ["requirementOf", "defaultImplementationOf"].contains($0.kind) }
            .map(\.source))
        var declarations: [APIDeclaration] = []
        var requirements: Set<String> = []
        for symbol in graph.symbols {
            guard let declaration = APIDeclaration(symbol) else { continue }
            if requirementIDs.contains(symbol.identifier.precise) { requirements.insert(declaration.selector) }
            declarations.append(declaration)
        }
        // The protocols each type conforms to, by the type's name.
        var names: [String: String] = [:]
        for symbol in graph.symbols { names[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".") }
        var conformances: [String: Set<String>] = [:]
        for relationship in graph.relationships where relationship.kind == "conformsTo" {
            guard let type = names[relationship.source],
                  let target = names[relationship.target] ?? relationship.targetFallback else { continue }
            conformances[type, default: []].insert(target)
        }
        for i in declarations.indices {
            declarations[i].isRequirement = requirements.contains(declarations[i].selector)
            declarations[i].ownerConformances = conformances[declarations[i].typeName] ?? []
        }
        return declarations
    }

    init?(_ symbol: SymbolGraph.Symbol) {
        let kinds: [String: Kind] = [
            "swift.init": .initializer, "swift.method": .method, "swift.type.method": .staticMethod,
            "swift.property": .property, "swift.type.property": .staticProperty, "swift.enum.case": .enumCase,
            "swift.subscript": .subscriptAccess, "swift.struct": .type, "swift.enum": .type, "swift.class": .type,
            "swift.protocol": .type, "swift.typealias": .type,
        ]
        guard let kind = kinds[symbol.kind.identifier], let last = symbol.pathComponents.last,
              !symbol.pathComponents.contains(where: { $0.hasPrefix("_") }),
              let location = symbol.location, let range = location.uri.range(of: "/Sources/LayoutCore/") else { return nil }
        self.kind = kind
        typeName = symbol.pathComponents.dropLast().joined(separator: ".")
        name = String(last.prefix { $0 != "(" })
        file = String(location.uri[range.upperBound...])
        line = location.position.line + 1
        declaration = symbol.declaration.trimmingCharacters(in: .whitespacesAndNewlines)
        var conformances: [String: [String]] = [:], sameTypes: [String: String] = [:]
        for constraint in (symbol.swiftGenerics?.constraints ?? []) + (symbol.swiftExtension?.constraints ?? []) {
            switch constraint.kind {
            case "conformance", "superclass": conformances[constraint.lhs, default: []].append(constraint.rhs)
            case "sameType": sameTypes[constraint.lhs] = constraint.rhs
            default: break
            }
        }
        self.conformances = conformances
        self.sameTypes = sameTypes
        genericParameters = Set((symbol.swiftGenerics?.parameters ?? []).map(\.name))
        // The declaration's own generic parameters and its `where` clause (a protocol extension's members carry
        // their constraints only there).
        genericParameters.formUnion(DeclarationParser.genericParameters(of: declaration))
        for (lhs, relation, rhs) in DeclarationParser.whereClause(of: declaration) {
            if relation == ":" { self.conformances[lhs, default: []].append(rhs) } else { self.sameTypes[lhs] = rhs }
        }
        let takesArguments = last.contains("(") && kind != .property && kind != .staticProperty && kind != .type
        switch takesArguments {
        case true:
            guard let list = DeclarationParser.parameterList(of: declaration) else { return nil }
            var parameters = list.map(DeclarationParser.parameter)
            // The labels as Swift spells the name (`subscript(_:)`, `fixed(_:)`): a subscript's single name is
            // its parameter's, not a label.
            let labels = last.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map(String.init)
            if labels.count == parameters.count {
                for i in parameters.indices { parameters[i].label = labels[i] }
            }
            self.parameters = parameters
            if kind == .enumCase { self.kind = .staticMethod }
        case false:
            parameters = []
        }
    }
}

/// Reads parameter lists out of Swift declarations.
enum DeclarationParser {
    /// The parameters of `func name<…>(…) -> …`, `init(…)` or `subscript(…)`, each as written.
    static func parameterList(of declaration: String) -> [String]? {
        let characters = Array(declaration)
        var index = 0
        var angle = 0
        // The parameter clause is the first `(` outside the generic parameter clause.
        while index < characters.count {
            let c = characters[index]
            if c == "<" { angle += 1 } else if c == ">" { angle -= 1 } else if c == "(" && angle == 0 { break }
            index += 1
        }
        guard index < characters.count else { return nil }
        var depth = 0
        var start = index + 1
        var pieces: [String] = []
        var inString = false
        var i = index
        while i < characters.count {
            let c = characters[i]
            if c == "\"" { inString.toggle() }
            if !inString {
                if c == "-" && i + 1 < characters.count && characters[i + 1] == ">" {
                    i += 2
                    continue
                }
                if "([<".contains(c) { depth += 1 }
                if ")]>".contains(c) {
                    depth -= 1
                    if depth == 0 {
                        pieces.append(String(characters[start..<i]))
                        break
                    }
                }
                if c == "," && depth == 1 {
                    pieces.append(String(characters[start..<i]))
                    start = i + 1
                }
            }
            i += 1
        }
        let trimmed = pieces.map { $0.trimmingCharacters(in: .whitespaces) }
        return trimmed == [""] ? [] : trimmed
    }

    /// The generic parameters `<S, T>` after the declared name.
    static func genericParameters(of declaration: String) -> [String] {
        guard let open = declaration.firstIndex(of: "<"), let paren = declaration.firstIndex(of: "("), open < paren,
              let close = declaration[open...].firstIndex(of: ">") else { return [] }
        return declaration[declaration.index(after: open)..<close].split(separator: ",")
            .map { String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces) }
    }

    /// `where S : ShapeStyle, T.Bound == DynamicTypeSize` → `[("S", ":", "ShapeStyle"), ("T.Bound", "==", …)]`.
    static func whereClause(of declaration: String) -> [(String, String, String)] {
        guard let range = declaration.range(of: " where ", options: .backwards) else { return [] }
        var clause = String(declaration[range.upperBound...])
        if let brace = clause.firstIndex(of: "{") { clause = String(clause[..<brace]) }
        return clause.split(separator: ",").compactMap { requirement in
            let text = requirement.trimmingCharacters(in: .whitespaces)
            for relation in ["==", ":"] {
                if let r = text.range(of: relation) {
                    return (text[..<r.lowerBound].trimmingCharacters(in: .whitespaces), relation == "==" ? "==" : ":",
                            text[r.upperBound...].trimmingCharacters(in: .whitespaces))
                }
            }
            return nil
        }
    }

    /// `_ edges: Edge.Set = .all` → label `_`, name `edges`, type `Edge.Set`, default `.all`; an enum case's
    /// `CGFloat` → label `_`, type `CGFloat`.
    static func parameter(_ text: String) -> APIParameter {
        let (names, rest) = split(text, at: ":")
        if rest == nil {
            return APIParameter(label: "_", name: "_", type: names, isViewBuilder: false, defaultValue: nil)
        }
        let (type, value) = split(rest ?? "", at: "=")
        var words = names.split(separator: " ").map(String.init)
        let isViewBuilder = words.contains("@ViewBuilder") || type.contains("@ViewBuilder")
        words.removeAll { $0.hasPrefix("@") }
        let label = words.first ?? "_"
        var cleaned = type
        for attribute in ["@escaping", "@ViewBuilder", "@Sendable", "@autoclosure", "inout"] {
            cleaned = cleaned.replacingOccurrences(of: attribute + " ", with: "")
        }
        return APIParameter(label: label, name: words.last ?? label, type: cleaned.trimmingCharacters(in: .whitespaces),
                            isViewBuilder: isViewBuilder,
                            defaultValue: value.map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// Splits at the first `separator` outside brackets and strings.
    static func split(_ text: String, at separator: Character) -> (String, String?) {
        var depth = 0
        var inString = false
        let characters = Array(text)
        for (i, c) in characters.enumerated() {
            if c == "\"" { inString.toggle() }
            guard !inString else { continue }
            if "([<".contains(c) { depth += 1 }
            if ")]".contains(c) { depth -= 1 }
            if c == ">" && (i == 0 || characters[i - 1] != "-") { depth -= 1 }
            if c == separator && depth == 0 {
                return (String(characters[..<i]).trimmingCharacters(in: .whitespaces),
                        String(characters[(i + 1)...]).trimmingCharacters(in: .whitespaces))
            }
        }
        return (text.trimmingCharacters(in: .whitespaces), nil)
    }
}
