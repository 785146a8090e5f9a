import Foundation
import LayoutCore

/// The fixture language's vocabulary as data: every initialiser, method, static function, static member, nested
/// type, property, subscript, free function and `@Environment` reader the registry declares, with the registry
/// file and line that declare it. For comparing the registry with LayoutCore's public API (`RegistryParity`:
/// the parity test and `make coverage`, docs/ARCHITECTURE.md "Adding a view or modifier").
public enum RegistryCatalog {
    /// Every entry, ordered by type, name and place of declaration (overloads in the order the registry tries
    /// them).
    public static var entries: [RegistryEntry] {
        let registry = Registry.standard
        var seen: Set<ObjectIdentifier> = []
        var types: [FType] = []
        func visit(_ type: FType) {
            guard seen.insert(ObjectIdentifier(type)).inserted else { return }
            types.append(type)
            type.parents.forEach(visit)
            for case .type(let nested) in type.staticMembers.values { visit(nested) }
        }
        registry.types.values.sorted { $0.name < $1.name }.forEach(visit)
        visit(Builtin.view)

        var entries: [RegistryEntry] = []
        for type in types.sorted(by: { $0.name < $1.name }) {
            func add(_ kind: RegistryEntry.Kind, _ name: String, _ signature: Signature) {
                entries.append(RegistryEntry(kind: kind, typeName: type.name, name: name,
                                             parameters: signature.params.map(RegistryParameter.init),
                                             file: signature.site?.file, line: signature.site?.line))
            }
            for signature in type.initializers { add(.initializer, "init", signature) }
            for (name, overloads) in type.methods.sorted(by: { $0.key < $1.key }) {
                for signature in overloads { add(.method, name, signature) }
            }
            for (name, overloads) in type.staticFunctions.sorted(by: { $0.key < $1.key }) {
                for signature in overloads { add(.staticFunction, name, signature) }
            }
            for signature in type.subscripts { add(.subscriptAccess, "subscript", signature) }
            for (name, value) in type.staticMembers.sorted(by: { $0.key < $1.key }) {
                var entry = RegistryEntry(kind: .staticMember, typeName: type.name, name: name, parameters: [],
                                          file: type.memberSites[name]?.file, line: type.memberSites[name]?.line)
                if case .type(let nested) = value {
                    entry.kind = .nestedType
                    entry.valueType = .named(nested.name, conformances: [])
                }
                entries.append(entry)
            }
            for name in type.properties.keys.sorted() {
                entries.append(RegistryEntry(kind: .property, typeName: type.name, name: name, parameters: [],
                                             file: type.memberSites[name]?.file, line: type.memberSites[name]?.line))
            }
        }
        for (name, overloads) in registry.functions.sorted(by: { $0.key < $1.key }) {
            for signature in overloads {
                entries.append(RegistryEntry(kind: .function, typeName: "", name: name,
                                             parameters: signature.params.map(RegistryParameter.init),
                                             file: signature.site?.file, line: signature.site?.line))
            }
        }
        for (name, reader) in registry.environmentReaders.sorted(by: { $0.key < $1.key }) {
            var entry = RegistryEntry(kind: .environmentReader, typeName: "EnvironmentValues", name: name, parameters: [],
                                      file: reader.site.file, line: reader.site.line)
            entry.valueType = RegistryType(reader.type)
            entries.append(entry)
        }
        return entries
    }
}

/// One thing a fixture can name: `View.padding(_:_:)`, `HStack.init(alignment:spacing:content:)`, `Color.red`.
public struct RegistryEntry {
    public enum Kind: String, Sendable {
        case initializer, method, staticFunction, staticMember, nestedType, property, subscriptAccess, function
        /// What `@Environment(\.name)` reads: `name` is the `EnvironmentValues` property.
        case environmentReader
    }

    public var kind: Kind
    /// The type as the registry names it (`View` for modifiers, `Font.Weight`); empty for free functions.
    public var typeName: String
    /// The member's name (`padding`, `red`); `init` for initialisers, `subscript` for subscripts.
    public var name: String
    public var parameters: [RegistryParameter]
    /// The registry file (`#fileID`: `FixtureLanguage/PaddingLayout+Registry.swift`) and line that declare it.
    public var file: String?
    public var line: Int?
    /// A nested type's name, or the type an environment reader gives.
    public var valueType: RegistryType?

    public init(kind: Kind, typeName: String, name: String, parameters: [RegistryParameter], file: String?, line: Int?) {
        self.kind = kind
        self.typeName = typeName
        self.name = name
        self.parameters = parameters
        self.file = file
        self.line = line
    }

    /// The argument labels, `_` for none: `["_", "_"]` for `padding(_:_:)`.
    public var labels: [String] { parameters.map { $0.label ?? "_" } }

    /// Swift's name for it: `View.padding(_:_:)`, `Color.red`, `HStack.init(alignment:spacing:content:)`.
    public var swiftName: String {
        let owner = typeName.isEmpty ? "" : typeName + "."
        switch kind {
        case .initializer, .method, .staticFunction, .subscriptAccess, .function:
            return owner + name + "(" + labels.map { $0 + ":" }.joined() + ")"
        case .staticMember, .nestedType, .property, .environmentReader:
            return owner + name
        }
    }

    /// `Registry/…/PaddingLayout+Registry.swift:12`, or the name alone when the place is not recorded.
    public var place: String {
        guard let file else { return "the registry" }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return line.map { "\(name):\($0)" } ?? name
    }
}

/// One parameter of a registry entry, as the fixture language declares it.
public struct RegistryParameter {
    public var label: String?
    public var name: String
    public var type: RegistryType
    /// Whether the argument may be left out.
    public var hasDefault: Bool
    /// The value used when it is left out (an optional's `nil` as `Optional<Any>.none`); nil when required.
    public var defaultValue: Any?
    let parameterType: PType

    init(_ param: Param) {
        label = param.label
        name = param.name
        type = RegistryType(param.type)
        hasDefault = param.hasDefault
        defaultValue = param.hasDefault ? param.defaultValue : nil
        parameterType = param.type
    }

    /// `source` — an expression as LayoutCore's declaration spells a default (`.center`, `nil`,
    /// `Color(white: 0, opacity: 0.33)`) — evaluated by the fixture language as an argument of this parameter,
    /// converted to the Swift value the registry entry would receive. Throws what the fixture language would
    /// report for it (an unknown member, a mismatched type).
    public func evaluate(_ source: String) throws -> Any {
        let file = "<default of \(name)>"
        var lexer = Lexer(source: source, file: file)
        var parser = Parser(tokens: try lexer.tokenize(), file: file)
        let expression = try parser.parseExpression()
        guard case .endOfFile = parser.current.kind else {
            throw FixtureError(file: file, line: 1, column: parser.current.location.column, message: "not one expression")
        }
        let evaluator = Evaluator(program: Program(), file: file,
                                  context: FixtureContext(imageSource: NoImages()))
        do {
            let value = try evaluator.evaluate(expression, in: evaluator.globalScope, expecting: parameterType)
            return try evaluator.convert(value, to: parameterType, at: expression)
        } catch let mismatch as ArgumentMismatch {
            throw mismatch.error
        }
    }
}

/// Where a default value's evaluation looks for images: nowhere (no default names one).
private struct NoImages: ImageSource {
    func image(named name: String) -> ImageAsset? { nil }
}

/// A registry parameter's type.
public indirect enum RegistryType: Equatable, CustomStringConvertible, Sendable {
    /// A built-in type and the names of the types it stands in for (`Color`: `View`, `ShapeStyle`).
    case named(String, conformances: [String])
    /// Any fixture value (a parameter SwiftUI only watches: `onChange(of:)`, `tag(_:)`).
    case anyValue
    case optional(RegistryType)
    case array(RegistryType)
    /// A struct the fixture declares.
    case fixtureStruct(String)
    /// `@ViewBuilder () -> some View`.
    case viewBuilder
    /// `@ViewBuilder (Element) -> some View`.
    case viewBuilderFunction
    /// `(ViewDimensions) -> CGFloat`.
    case dimensionsFunction
    /// `(CGFloat, Axis) -> CGFloat`.
    case lengthFunction
    /// An action closure with this many parameters (any number when nil), never run.
    case action(parameters: Int?)
    case keyPath
    /// An array or a range.
    case sequence
    case hashable
    /// `WritableKeyPath<EnvironmentValues, …>` naming this key.
    case environmentKey(String)
    case function([RegistryType], RegistryType)

    init(_ type: PType) {
        switch type {
        case .type(let type) where type === Builtin.value: self = .anyValue
        case .type(let type): self = .named(type.name, conformances: type.lineage.dropFirst().map(\.name))
        case .optional(let wrapped): self = .optional(RegistryType(wrapped))
        case .array(let element): self = .array(RegistryType(element))
        case .user(let decl): self = .fixtureStruct(decl.name)
        case .viewBuilder: self = .viewBuilder
        case .viewBuilderFunction: self = .viewBuilderFunction
        case .dimensionsFunction: self = .dimensionsFunction
        case .lengthFunction: self = .lengthFunction
        case .action(let count): self = .action(parameters: count)
        case .keyPath: self = .keyPath
        case .sequence: self = .sequence
        case .hashable: self = .hashable
        case .environmentKey(let key): self = .environmentKey(key)
        case .function(let parameters, let result): self = .function(parameters.map(RegistryType.init), RegistryType(result))
        }
    }

    public var description: String {
        switch self {
        case .named(let name, _): return name
        case .anyValue: return "any value"
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .fixtureStruct(let name): return name
        case .viewBuilder: return "@ViewBuilder () -> some View"
        case .viewBuilderFunction: return "@ViewBuilder (Element) -> some View"
        case .dimensionsFunction: return "(ViewDimensions) -> CGFloat"
        case .lengthFunction: return "(CGFloat, Axis) -> CGFloat"
        case .action(let count): return count.map { "an action of \($0) parameters" } ?? "an action"
        case .keyPath: return "KeyPath"
        case .sequence: return "a range or an array"
        case .hashable: return "Hashable"
        case .environmentKey(let key): return "WritableKeyPath<EnvironmentValues, …> (\\.\(key))"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
        }
    }
}

extension RegistryCatalog {
    /// SwiftUI's public API names as `SwiftUIAPI` lists them (`SwiftUIAPI+Names.swift`, one a line:
    /// `View.frame(width:height:alignment:)`, `Text.DateStyle`, `Color.red`), without UIKit's and AppKit's: what
    /// `make coverage` sorts into what the interpreter runs, what only the compiled path runs, and what neither.
    public static var swiftUINames: [String] {
        SwiftUIAPI.swiftUINames.split(separator: "\n").map(String.init).filter { name in
            SwiftUIAPI.platformFrameworks[String(name.prefix { $0 != "." })] == nil
        }
    }
}

extension RegistryCatalog {
    /// The property wrappers the interpreter gives values (`@State`, `@Environment`, …; docs/FIXTURE_LANGUAGE.md,
    /// "Property wrappers"): types a fixture names without a registry entry.
    public static var propertyWrappers: Set<String> { Parser.propertyWrappers }
}
