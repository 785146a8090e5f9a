import Foundation
import LayoutCore

extension Evaluator {
    /// The Swift value `value` stands for as an argument of type `type`; throws `ArgumentMismatch` when it is
    /// not one (so that overload resolution can try the next overload).
    func convert(_ value: Value, to type: PType, at expr: Expr) throws -> Any {
        func mismatched() -> ArgumentMismatch {
            mismatch("cannot convert value of type '\(value.typeName)' to expected argument type '\(type.name)'", at: expr.location)
        }
        switch type {
        case .type(let t):
            if t === Builtin.view, case .instance(let instance) = value { return try viewOf(instance, at: expr.location) }
            if let converted = t.convert(value) { return converted }
            if let message = t.mismatchMessage?(value) { throw mismatch(message, at: expr.location) }
            throw mismatched()
        case .optional(let wrapped):
            if case .none = value { return Optional<Any>.none as Any }
            return try convert(value, to: wrapped, at: expr)
        case .array(let element):
            guard let elements = value.elements else { throw mismatched() }
            return try elements.map { try convert($0, to: element, at: expr) }
        case .user(let decl):
            guard case .instance(let instance) = value, instance.decl === decl else { throw mismatched() }
            return value
        case .viewBuilder:
            let closure = try closureValue(value, type: type, parameters: 0, at: expr)
            return try combine(evaluateBuilder(closure.closure.body, in: Scope(parent: closure.scope)))
        case .viewBuilderFunction:
            let closure = try closureValue(value, type: type, parameters: 1, at: expr)
            return { (element: Value) throws -> AnyView in
                try combine(self.evaluateBuilder(closure.closure.body, in: self.bind(closure, [element])))
            }
        case .dimensionsFunction:
            let closure = try closureValue(value, type: type, parameters: 1, at: expr)
            return try dimensionsFunction(closure.closure.body, at: closure.closure.location) { d in
                self.bind(closure, [.native(d, Builtin.viewDimensions)])
            }
        case .lengthFunction:
            let closure = try closureValue(value, type: type, parameters: 2, at: expr)
            let probes: [(CGFloat, Axis)] = [(100, .horizontal), (0, .vertical), (1000, .horizontal)]
            let function = try numberFunction(closure.closure.body, at: closure.closure.location, probes: probes) { input in
                self.bind(closure, [.double(Double(input.0)), .native(input.1, Builtin.axis)])
            }
            return { (length: CGFloat, axis: Axis) -> CGFloat in function((length, axis)) }
        case .action(let count):
            guard case .closure(let closure) = value else {
                throw mismatch("cannot convert value of type '\(value.typeName)' to expected argument type '\(type.name)'",
                               at: expr.location)
            }
            if let count { _ = try closureValue(value, type: type, parameters: count, at: expr) }
            actionClosures.insert(closure.closure.location)
            return ()
        case .function(let parameters, _):
            var closure = try closureValue(value, type: type, parameters: parameters.count, at: expr)
            closure.type = type
            return Value.closure(closure)
        case .keyPath:
            guard case .keyPath(let path) = value else { throw mismatched() }
            return KeyPathValue(path: path) { base in
                try path.reduce(base) { value, name in name == "self" ? value : try self.member(name, of: value, at: expr.location) }
            }
        case .sequence:
            guard let elements = value.elements else { throw mismatched() }
            return elements
        case .hashable:
            guard let hashable = value.hashable else { throw mismatched() }
            return hashable
        case .environmentKey(let key):
            guard case .keyPath(let path) = value else { throw mismatched() }
            guard path == [key] else {
                let keys = registry.environmentKeys
                let name = path.joined(separator: ".")
                let hint = Suggestions.hint(for: name, in: keys)
                throw mismatch("unsupported environment key '\\.\(name)'\(hint)",
                               at: expr.location, score: keys.contains(name) ? -1 : 0,
                               kind: hint.isEmpty && !keys.contains(name) ? .needsCompiler(construct: "'\\.\(name)'") : .final)
            }
            return key
        }
    }

    /// `(ViewDimensions) -> CGFloat` from a closure's or a `defaultValue(in:)` function's body; `scope` binds
    /// the parameter (`numberFunction`).
    func dimensionsFunction(_ body: [Stmt], at location: SourceLocation,
                            scope: @escaping (ViewDimensions) -> Scope) throws -> (ViewDimensions) -> CGFloat {
        let probes = [(100, 20), (0, 0), (1000, 1000)].map { ViewDimensions(width: CGFloat($0.0), height: CGFloat($0.1)) }
        return try numberFunction(body, at: location, probes: probes, scope: scope)
    }

    /// A function returning a `CGFloat` from a closure's or a function's body, `scope` binding its parameters
    /// to an input. Checked now with `probes`, so that a mistake in the body is reported while parsing; run
    /// again during layout, where it can only fail if it branches on its input in a way no probe took (and
    /// then gives 0).
    func numberFunction<Input>(_ body: [Stmt], at location: SourceLocation, probes: [Input],
                               scope: @escaping (Input) -> Scope) throws -> (Input) -> CGFloat {
        let function = { (input: Input) throws -> CGFloat in
            let result = try self.hard { try self.runFunction(body, in: scope(input), expecting: .cgFloat, at: location) }
            guard let value = Builtin.cgFloat.convert(result) as? CGFloat else {
                throw self.error("cannot convert value of type '\(result.typeName)' to closure result type 'CGFloat'", at: location)
            }
            return value
        }
        for probe in probes { _ = try function(probe) }
        return { (input: Input) -> CGFloat in (try? function(input)) ?? 0 }
    }

    /// A closure argument with the right number of parameters (a mismatch otherwise, so that an overload
    /// taking another number can be tried).
    func closureValue(_ value: Value, type: PType, parameters: Int, at expr: Expr) throws -> ClosureValue {
        guard case .closure(let closure) = value else {
            throw mismatch("cannot convert value of type '\(value.typeName)' to expected argument type '\(type.name)'",
                           at: expr.location)
        }
        let declared = closure.closure.parameters.count
        let anonymous = closure.closure.anonymousParameterCount
        if declared > 0, declared != parameters {
            throw mismatch("the closure declares \(declared) parameter\(declared == 1 ? "" : "s") but '\(type.name)' takes \(parameters)",
                        at: closure.closure.location, score: 5)
        }
        if anonymous > parameters {
            throw mismatch("the closure uses '$\(anonymous - 1)' but '\(type.name)' takes \(parameters) parameter\(parameters == 1 ? "" : "s")",
                        at: closure.closure.location, score: 5)
        }
        if declared == 0, anonymous < parameters {
            throw mismatch("the closure must take \(parameters) parameter\(parameters == 1 ? "" : "s") ('\(type.name)'); write '{ _ in … }' to ignore \(parameters == 1 ? "it" : "them")",
                        at: closure.closure.location, score: 5)
        }
        return closure
    }

    /// A scope for a closure's body with its parameters (named, `_`, or `$0`, `$1`) bound.
    func bind(_ closure: ClosureValue, _ values: [Value]) -> Scope {
        let scope = Scope(parent: closure.scope)
        for (index, value) in values.enumerated() {
            if closure.closure.parameters.isEmpty {
                scope.values["$\(index)"] = value
            } else if closure.closure.parameters[index] != "_" {
                scope.values[closure.closure.parameters[index]] = value
            }
        }
        return scope
    }

    /// `value` as a stored property or constant of the declared type (numbers become the declared kind).
    func coerce(_ value: Value, to type: PType, at location: SourceLocation) throws -> Value {
        switch (type, value) {
        case (.optional, .none): return .none
        case (.optional(let wrapped), _): return try coerce(value, to: wrapped, at: location)
        case (.array(let element), _):
            guard let elements = value.elements else { break }
            return .array(try elements.map { try coerce($0, to: element, at: location) })
        case (.user(let decl), .instance(let instance)) where instance.decl === decl:
            return value
        case (.action(let count), .closure(var closure)):
            // A stored action (`var onTap: () -> Void = {}`): kept, never run, so it may hold what actions hold.
            closure.type = type
            if let count, closure.closure.parameters.count > 0, closure.closure.parameters.count != count { break }
            actionClosures.insert(closure.closure.location)
            return .closure(closure)
        case (.function(let parameters, _), .closure(var closure)):
            if closure.closure.parameters.count > 0, closure.closure.parameters.count != parameters.count { break }
            closure.type = type
            return .closure(closure)
        case (.type(let t), _):
            if t === Builtin.view, case .instance(let instance) = value {
                return .native(try viewOf(instance, at: location), Builtin.view)
            }
            if let converted = t.convert(value) { return t.wrap(converted) }
        default: break
        }
        throw mismatch("cannot convert value of type '\(value.typeName)' to specified type '\(type.name)'", at: location)
    }

    /// A written type as a parameter type. A concrete view type keeps its type (`var image: Image { … }` is
    /// an `Image`, so `item.image.resizable()` works); `View`, `AnyView` and `some View` are any view.
    func resolveType(_ type: TypeRef) throws -> PType {
        switch type {
        case .named(let name, let location):
            if name == "View" || name == "AnyView" { return .view }
            if let decl = program.structs[name] { return .user(decl) }
            if let builtin = registry.types[name] { return .type(builtin) }
            throw unknownType(name, candidates: Array(registry.types.keys) + Array(program.structs.keys),
                              construct: "type '\(name)'", at: location)
        case .optional(let wrapped): return .optional(try resolveType(wrapped))
        case .array(let element): return .array(try resolveType(element))
        case .opaque(let inner): return try resolveType(inner)
        case .dictionary(let key, _):
            throw route("dictionary type", "dictionary types are not supported in fixtures yet", at: key.location)
        case .function(let parameters, let result, _):
            let types = try parameters.map(resolveType)
            if result.isVoid { return .action(types.count) }
            return .function(types, try resolveType(result))
        }
    }
}

extension TypeRef {
    /// Where the type is written (its first name).
    var location: SourceLocation {
        switch self {
        case .named(_, let location): return location
        case .optional(let t), .array(let t), .opaque(let t), .dictionary(let t, _): return t.location
        case .function(_, _, let location): return location
        }
    }
}
