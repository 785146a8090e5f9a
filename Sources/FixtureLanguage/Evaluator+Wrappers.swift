import Foundation
import LayoutCore

/// A fixture view whose body reads the environment (`@Environment`, `@ScaledMetric`): its content is built
/// when it is resolved, from the environment where it sits (as SwiftUI updates dynamic properties before it
/// asks for `body`). Adds no node of its own.
struct EnvironmentReadingView: View {
    let make: (EnvironmentValues) -> AnyView

    var body: AnyView { make(EnvironmentValues._current) }
}

extension Evaluator {
    // MARK: Property wrappers (docs/FIXTURE_LANGUAGE.md, "Property wrappers")

    /// Checks a stored property's wrapper before anything runs, so that a wrapper the interpreter cannot give a
    /// value sends the fixture to the compiler at once (with the wrapper as the reason).
    func checkWrapper(_ property: PropertyDecl) throws {
        guard let wrapper = property.wrapper else { return }
        switch wrapper.name {
        case "Environment":
            _ = try environmentReader(property)
        case "FocusState":
            guard let type = property.type, (try? focusStateValue(type)) != nil else {
                throw route("'@FocusState'", "a '@FocusState' property in a fixture must be a 'Bool' or an optional",
                            at: wrapper.location)
            }
        case "ScaledMetric":
            _ = try scaledMetricStyle(property)
        default:
            break
        }
    }

    /// How `@Environment(\.name) var x` reads its value; a key the interpreter cannot read, or an observable
    /// object (`@Environment(Theme.self)`), sends the fixture to the compiler.
    func environmentReader(_ property: PropertyDecl) throws -> EnvironmentReader {
        let wrapper = property.wrapper!
        guard wrapper.arguments.count == 1, wrapper.arguments[0].label == nil,
              case .keyPath(let path) = wrapper.arguments[0].value.kind else {
            let shown = wrapper.arguments.first.map { describe($0.value) } ?? ""
            throw route("'@Environment(\(shown))'", "'@Environment(\(shown))' is not supported in fixtures yet (an object from the environment)",
                        at: wrapper.location)
        }
        let name = path.joined(separator: ".")
        guard path.count == 1, let reader = registry.environmentReaders[name] else {
            let known = Array(registry.environmentReaders.keys)
            throw unknownName("the environment value '\\.\(name)' is not available in fixtures yet",
                              hint: Suggestions.hint(for: name, in: known), construct: "'@Environment(\\.\(name))'",
                              at: wrapper.arguments[0].value.location)
        }
        if let declared = property.type {
            let type = try resolveType(declared)
            guard type.name == reader.type.name else {
                throw error("'\\.\(name)' is a '\(reader.type.name)', not a '\(type.name)'", at: declared.location)
            }
        }
        return reader
    }

    /// `@ScaledMetric(relativeTo: .title)`: the text style whose curve the value follows (`.body` by default).
    func scaledMetricStyle(_ property: PropertyDecl) throws -> Font.TextStyle {
        let wrapper = property.wrapper!
        let params = [Param("relativeTo", .type(Builtin.textStyle), default: Font.TextStyle.body)]
        let (_, args) = try bind([params], name: "ScaledMetric", arguments: wrapper.arguments, in: globalScope,
                                 at: wrapper.location)
        return args.relativeTo
    }

    /// `@FocusState var x: Bool` starts false, an optional one nil: nothing has focus in a picture.
    func focusStateValue(_ type: TypeRef) throws -> Value {
        switch try resolveType(type) {
        case .optional: return .none
        case .type(let t) where t === Builtin.bool: return .bool(false)
        default: throw error("a '@FocusState' property must be a 'Bool' or an optional", at: type.location)
        }
    }

    /// The value of a wrapped property the memberwise initialiser does not set (`@Environment`, `@FocusState`,
    /// `@Namespace`), in `environment`; nil for other properties.
    func wrapperValue(_ property: PropertyDecl, in environment: EnvironmentValues) throws -> Value? {
        switch property.wrapper?.name {
        case "Environment": return try environmentReader(property).read(environment)
        case "FocusState": return try property.type.map(focusStateValue)
        case "Namespace": return .native(context.nextNamespace(), registry.types["Namespace.ID"]!)
        default: return nil
        }
    }

    /// The declared type of a stored property as its initialiser takes it: written, or, as Swift infers it,
    /// the type of its default value (`var color = Color.yellow` takes a Color, so `Star(color: .red)` works).
    func storedType(_ property: PropertyDecl, of decl: StructDecl) throws -> PType? {
        if let type = property.type { return try resolveType(type) }
        switch property.wrapper?.name {
        case "ScaledMetric": return .double // `@ScaledMetric var size = 20` is a Double (a BinaryFloatingPoint)
        case "Environment": return try environmentReader(property).type
        default: break
        }
        guard property.isInitParameter, let initial = property.initialValue else { return nil }
        let key = "\(decl.name).\(property.name)"
        if let known = inferredTypes[key] { return known }
        let type = inferredType(of: try hard { try evaluate(initial, in: globalScope) })
        inferredTypes[key] = type
        return type
    }

    /// The type Swift gives a value written without a type (nil where the fixture language cannot name it).
    func inferredType(of value: Value) -> PType? {
        switch value {
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .bool: return .bool
        case .native(_, let type): return type === Builtin.view ? .view : .type(type)
        case .instance(let instance): return .user(instance.decl)
        case .array(let elements): return elements.first.flatMap(inferredType).map { .array($0) }
        case .closure: return .action(nil)
        default: return nil
        }
    }

    /// Whether a struct's body depends on the environment it is resolved in.
    func readsEnvironment(_ decl: StructDecl) -> Bool {
        decl.properties.contains { ["Environment", "ScaledMetric"].contains($0.wrapper?.name ?? "") }
    }

    /// The environment a view that reads it is checked with while parsing: the defaults of the platform.
    var probeEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.platform = context.platform
        return environment
    }

    /// `instance` as its body sees it in `environment`: `@Environment` values read there, `@ScaledMetric`
    /// values scaled for its Dynamic Type size.
    func instance(_ instance: Instance, in environment: EnvironmentValues) throws -> Instance {
        var fields = instance.fields
        for property in instance.decl.properties {
            switch property.wrapper?.name {
            case "Environment":
                fields[property.name] = try environmentReader(property).read(environment)
            case "ScaledMetric":
                guard case .double(let base)? = instance.fields[property.name] else { continue }
                let style = try scaledMetricStyle(property)
                fields[property.name] = .double(ScaledMetric<Double>.scaledValue(base, relativeTo: style, in: environment))
            default:
                break
            }
        }
        return Instance(decl: instance.decl, fields: fields)
    }

    /// The value an argument for a `@Binding` property stands for: `.constant(x)` is `x`, `$name` is `name`'s
    /// value (a picture never writes through a binding).
    func bindingArgument(_ expr: Expr) -> Expr {
        if case .call(let callee, let arguments) = expr.kind, case .implicitMember("constant") = callee.kind,
           arguments.count == 1, arguments[0].label == nil {
            return arguments[0].value
        }
        return expr
    }

    /// A short rendering of a simple expression for messages (`Theme.self`, `\.dismiss`).
    func describe(_ expr: Expr) -> String {
        switch expr.kind {
        case .identifier(let name): return name
        case .member(let base, let name): return describe(base) + "." + name
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .selfValue: return "self"
        default: return "…"
        }
    }
}
