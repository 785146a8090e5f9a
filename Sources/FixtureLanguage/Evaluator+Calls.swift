import Foundation
import LayoutCore

/// A default value that the evaluator computes itself (a user struct property's initial value).
struct ComputedDefault {}

extension Evaluator {
    /// `Name(…)`, `base.method(…)`, `.member(…)`, each with trailing closures.
    func evaluateCall(_ expr: Expr, callee: Expr, arguments: [Argument], in scope: Scope,
                      expecting expected: PType?) throws -> Value {
        switch callee.kind {
        case .identifier(let name):
            guard let value = try resolve(name, in: scope, at: callee.location) else {
                if let overloads = registry.functions[name] {
                    return try invoke(overloads.map { (nil, $0) }, name: name, self: nil, arguments: arguments, in: scope,
                                      at: callee.location)
                }
                // The advice is for names Layoutshot lacks; one its library has is the compiler's.
                if let advice = Registry.unsupportedViews[name], !SwiftUIAPI.layoutshotHas(.type(name)) {
                    throw error(SwiftUIAPI.sentence(name, advice: advice), at: callee.location)
                }
                if name.first?.isUppercase == true {
                    let candidates = registry.viewNames + registry.containerNames + Array(program.structs.keys)
                    throw unknownName("unknown view '\(name)'", hint: Suggestions.hint(for: name, in: candidates),
                                      construct: "'\(name)'", api: .type(name), at: callee.location)
                }
                let candidates = scope.allNames + Array(program.globals.keys) + Array(registry.functions.keys)
                    + registry.viewNames + Array(program.structs.keys)
                throw unknownName("cannot find '\(name)' in scope", hint: Suggestions.hint(for: name, in: candidates),
                                  construct: "'\(name)(…)'", at: callee.location)
            }
            // `Color(uiColor:)`, `Image(nsImage:)`: UIKit's and AppKit's types are the compiled path's.
            if let label = arguments.first?.label, let module = Registry.platformLabels[label] {
                throw route("'\(name)(\(label):)'", "'\(name)(\(label):)' (\(module)) is not supported in fixtures yet",
                            at: arguments[0].labelLocation)
            }
            return try construct(value, arguments, in: scope, at: callee.location)
        case .member(let baseExpr, let name):
            let base = try evaluate(baseExpr, in: scope, expecting: chainExpectation(baseExpr, expected))
            return try callMember(name, of: base, arguments, in: scope, at: callee.nameLocation)
        case .implicitMember(let name):
            if let decl = expected?.userType, name == "init" {
                return try instantiate(decl, arguments, in: scope, at: callee.nameLocation)
            }
            guard let type = expected?.memberType else {
                throw mismatch("cannot infer the type of '.\(name)(…)' here; write the type before the dot",
                               at: callee.nameLocation, kind: .needsCompiler(construct: "'.\(name)(…)' (a type the interpreter cannot infer)"))
            }
            var overloads = name == "init" ? type.initializers : type.staticFunctions[name] ?? []
            // A binding is its value in a still picture, so the registry declares a `Binding<Bool>` parameter as
            // `Bool`: `.constant(true)` there is `Binding.constant(true)` (`sheet(isPresented: .constant(true))`).
            if overloads.isEmpty, name == "constant", let binding = registry.types["Binding"] {
                overloads = binding.staticFunctions[name] ?? []
            }
            guard !overloads.isEmpty else {
                func suggestion() -> String? { Suggestions.closest(to: name, in: type.staticFunctions.keys) }
                // The score and message are worked out only if this overload's failure is compared or reported.
                throw ArgumentMismatch(lazyScore: { suggestion() == nil ? 0 : 1 }) { [self] in
                    let suggestion = suggestion()
                    if suggestion == nil, name != "init",
                       let unsupported = SwiftUIAPI.unsupportedMessage(for: .member(name, owners: SwiftUIAPI.owners(of: type.name)),
                                                                      display: "." + Evaluator.callDisplay(name, arguments)) {
                        return mismatch(unsupported, at: callee.nameLocation).error
                    }
                    return mismatch("type '\(type.name)' has no function '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                                    at: callee.nameLocation,
                                    kind: suggestion == nil ? .needsCompiler(construct: "'\(type.name).\(name)(…)'") : .final).error
                }
            }
            // Soft: if no overload fits, the enclosing call may expect another type (`.init(…)`).
            return try invoke(overloads.map { (nil, $0) }, name: name, self: nil, arguments: arguments, in: scope,
                              at: callee.nameLocation, soft: true)
        default:
            let value = try evaluate(callee, in: scope)
            if case .closure(let closure) = value { return try call(closure, arguments, in: scope, at: expr.location) }
            throw route("a call of a '\(value.typeName)' value", "cannot call value of type '\(value.typeName)'", at: expr.location)
        }
    }

    /// Calls a type (a built-in initialiser or a struct's memberwise initialiser) or a value that can be
    /// called (a layout: `layout { … }`).
    func construct(_ value: Value, _ arguments: [Argument], in scope: Scope, at location: SourceLocation) throws -> Value {
        switch value {
        case .type(let type):
            guard !type.initializers.isEmpty else {
                throw route("'\(type.name)(…)'", "'\(type.name)' cannot be created directly in a fixture", at: location)
            }
            // `HStackLayout(spacing: 4) { … }` is `HStackLayout(spacing: 4).callAsFunction { … }`.
            let trailing = arguments.reversed().prefix(while: \.isTrailingClosure).count
            if trailing > 0, !type.methodOverloads("callAsFunction").isEmpty {
                let layout = try invoke(type.initializers.map { (nil, $0) }, name: type.name, self: nil,
                                        arguments: Array(arguments.dropLast(trailing)), in: scope, at: location)
                return try callMember("callAsFunction", of: layout, Array(arguments.suffix(trailing)), in: scope, at: location)
            }
            try checkSupportedInitializer(of: type, arguments, at: location)
            return try invoke(type.initializers.map { (nil, $0) }, name: type.name, self: nil, arguments: arguments,
                              in: scope, at: location)
        case .native(_, let type) where !type.methodOverloads("callAsFunction").isEmpty:
            return try callMember("callAsFunction", of: value, arguments, in: scope, at: location)
        case .userType(let decl):
            return try instantiate(decl, arguments, in: scope, at: location)
        case .closure(let closure):
            return try call(closure, arguments, in: scope, at: location)
        default:
            throw route("a call of a '\(value.typeName)' value", "cannot call value of type '\(value.typeName)'", at: location)
        }
    }

    /// An initialiser whose labels fit none of the type's but one of SwiftUI's (`Button(role:action:)`,
    /// `Text(_:format:)`) is SwiftUI API Layoutshot lacks: said so, rather than as a wrong label.
    func checkSupportedInitializer(of type: FType, _ arguments: [Argument], at location: SourceLocation) throws {
        let fits = type.initializers.contains { signature in
            if case .success = matchLabels(signature.params, arguments, name: type.name, at: location) { return true }
            return false
        }
        guard !fits else { return }
        let trailing = arguments.filter { $0.isTrailingClosure && $0.label == nil }.count
        let labels = arguments.filter { !($0.isTrailingClosure && $0.label == nil) }.map { $0.label ?? "_" }
        let name = SwiftUIAPI.Name.initializer(of: type.name, labels: labels, trailingClosures: trailing)
        if let unsupported = SwiftUIAPI.unsupportedMessage(for: name) {
            throw error(unsupported, at: location)
        }
        // Layoutshot's Swift API has it under a label the interpreter's initialisers lack (`Text(_:format:)`, whose
        // format styles are Foundation's; `List(_:rowContent:)`, where no interpreted initialiser takes an unlabelled
        // argument): the compiler runs it.
        let interpreterLabels = Set(type.initializers.flatMap { $0.params.map { $0.label ?? "_" } })
        if labels.contains(where: { !interpreterLabels.contains($0) }),
           SwiftUIAPI.swiftUIHas(name), SwiftUIAPI.layoutshotHas(name) {
            throw route("'\(type.name)(\(labels.map { "\($0):" }.joined()))'",
                        "the interpreter has no '\(type.name)(\(labels.map { "\($0):" }.joined()))'", at: location)
        }
        // A standard-library or Foundation type (not SwiftUI's, whose initialisers SwiftUIAPI knows) given labels
        // near none of the interpreter's has an overload it does not model (`String(format:_:)`,
        // `Date(timeIntervalSince1970:)`), no typo: the compiler's to know, as for unknown names.
        let known = interpreterLabels.subtracting(["_"])
        let given = arguments.compactMap(\.label).filter { !known.contains($0) }
        if !type.isComplete, !SwiftUIAPI.swiftUIHas(.type(type.name)), !given.isEmpty,
           given.allSatisfy({ Suggestions.closest(to: $0, in: Array(known)) == nil }) {
            throw route("'\(type.name)(\(given.map { "\($0):" }.joined()))'",
                        "no initialiser of '\(type.name)' takes '\(given.map { "\($0):" }.joined())'", at: location)
        }
    }

    /// `base.name(…)`: a static function of a type, or a method (a modifier) of a value.
    func callMember(_ name: String, of base: Value, _ arguments: [Argument], in scope: Scope,
                    at location: SourceLocation) throws -> Value {
        if name == "map", let mapped = try optionalMap(base, arguments, in: scope, at: location) { return mapped }
        // `self.format(n)`, `item.action()`: a stored closure.
        if case .instance(let instance) = base, instance.decl.property(name) != nil,
           case .closure(let closure) = try property(name, of: instance, at: location) {
            return try call(closure, arguments, in: scope, at: location)
        }
        if case .userType(let decl) = base {
            if name == "init" { return try instantiate(decl, arguments, in: scope, at: location) }
            let value = try userStaticMember(name, of: decl, at: location)
            if case .closure(let closure) = value { return try call(closure, arguments, in: scope, at: location) }
            throw error("cannot call value of type '\(value.typeName)'", at: location)
        }
        if case .type(let type) = base {
            if name == "init" { return try construct(base, arguments, in: scope, at: location) }
            if let overloads = type.staticFunctions[name] {
                return try invoke(overloads.map { (nil, $0) }, name: name, self: nil, arguments: arguments, in: scope, at: location)
            }
            if case .type? = type.staticMembers[name] {
                return try construct(type.staticMembers[name]!, arguments, in: scope, at: location)
            }
            let candidates = Array(type.staticFunctions.keys) + Array(type.staticMembers.keys)
            throw unknownName("type '\(type.name)' has no member '\(name)'", hint: Suggestions.hint(for: name, in: candidates),
                              construct: "'\(type.name).\(name)(…)'", api: .member(name, owners: SwiftUIAPI.owners(of: type.name)),
                              display: "\(type.name).\(Evaluator.callDisplay(name, arguments))", at: location)
        }
        var type = typeOf(base)
        var typeName = base.typeName
        if case .instance(let instance) = base {
            if instance.decl.isView { type = Builtin.view }
            typeName = instance.decl.name
        }
        let overloads = type?.methodOverloads(name) ?? []
        guard !overloads.isEmpty else {
            var candidates = type?.memberNames ?? []
            if case .instance(let instance) = base { candidates += instance.decl.properties.map(\.name) }
            var hint = Suggestions.hint(for: name, in: candidates)
            let owners = Set(registry.types.values.filter { $0.methods[name] != nil && $0.isView == (type?.isView ?? false) }
                .map(\.name)).sorted()
            if hint.isEmpty, !owners.isEmpty {
                hint = "; '\(name)' is available on \(owners.map { "'\($0)'" }.joined(separator: " and "))"
            }
            let api = SwiftUIAPI.Name.member(name, owners: type?.isView == true ? [typeName, "View"] : SwiftUIAPI.owners(of: typeName))
            if type?.isView == true, let advice = Registry.unsupportedModifiers[name], !SwiftUIAPI.layoutshotHas(api) {
                throw error(SwiftUIAPI.sentence(Evaluator.callDisplay(name, arguments), advice: advice), at: location)
            }
            if type?.isView == true {
                // A modifier the interpreter has on other views only (`kerning` on a VStack; Text's) is the
                // fixture's mistake, not the compiler's to try.
                throw unknownName("unknown modifier '\(name)' on '\(typeName)'", hint: hint, construct: "'.\(name)(…)'",
                                  api: owners.isEmpty ? api : nil,
                                  display: Evaluator.callDisplay(name, arguments), at: location)
            }
            if case .instance(let instance) = base, !instance.decl.isView {
                // The fixture's own struct: every member is known, so compiling would not help.
                throw error("value of type '\(typeName)' has no method '\(name)'\(hint)", at: location)
            }
            throw unknownName("value of type '\(typeName)' has no method '\(name)'", hint: hint,
                              construct: "'\(typeName).\(name)(…)'", api: api, display: Evaluator.callDisplay(name, arguments),
                              at: location)
        }
        // Mapped, not converted as an array: an array's element conversion is a dynamic cast of each element
        // (conformance look-ups the first time).
        return try invoke(overloads.map { (owner: $0.owner, signature: $0.signature) }, name: name, self: base,
                          arguments: arguments, in: scope, at: location)
    }

    /// Overload resolution: the first overload whose labels match and whose arguments convert is called;
    /// if none does, the most promising failure is reported.
    func invoke(_ overloads: [(owner: FType?, signature: Signature)], name: String, self selfValue: Value?,
                arguments: [Argument], in scope: Scope, at location: SourceLocation, soft: Bool = false) throws -> Value {
        let (index, args) = try bind(overloads.map(\.signature.params), name: name, arguments: arguments, in: scope,
                                     at: location, soft: soft)
        let (owner, signature) = overloads[index]
        var receiver: Any?
        if let selfValue, let owner { receiver = try convertSelf(selfValue, to: owner, at: location) }
        do {
            defer { collectWarnings(at: location) }
            return wrap(try signature.body(receiver, args), as: signature.result)
        } catch let failure as Failure {
            throw error(failure.message, at: location)
        }
    }

    /// Matches `arguments` against each parameter list in turn; returns the first that fits, converted.
    /// Throws the most promising failure: as an `ArgumentMismatch` when `soft`, as a `FixtureError` otherwise.
    func bind(_ overloads: [[Param]], name: String, arguments: [Argument], in scope: Scope,
              at location: SourceLocation, soft: Bool = false) throws -> (Int, Args) {
        // Scores are compared only if no overload fits (working one out may mean finding a suggestion).
        var failures: [ArgumentMismatch] = []
        var evaluated: [Int: Value] = [:]
        func record(_ failure: ArgumentMismatch) { failures.append(failure) }
        overloads: for (index, params) in overloads.enumerated() {
            let assignment: [Int?]
            switch matchLabels(params, arguments, name: name, at: location) {
            case .failure(let problem):
                record(problem)
                continue overloads
            case .success(let matched):
                assignment = matched
            }
            var values: [String: Any] = [:]
            for (p, param) in params.enumerated() {
                guard let a = assignment[p] else {
                    values[param.name] = param.defaultValue
                    continue
                }
                let argument = arguments[a].value
                do {
                    let value = try evaluated[a] ?? evaluate(argument, in: scope, expecting: param.type)
                    if isContextFree(argument) { evaluated[a] = value }
                    values[param.name] = try convert(value, to: param.type, at: argument)
                } catch var failure as ArgumentMismatch {
                    failure.raiseScore(by: 1000 + 10 * p)
                    record(failure)
                    continue overloads
                }
            }
            return (index, Args(values: values, fixture: context))
        }
        // The first failure with the highest score.
        var best: (failure: ArgumentMismatch, score: Int)?
        for failure in failures {
            let score = failure.score
            if best == nil || score > best!.score { best = (failure, score) }
        }
        let failure = best?.failure ?? mismatch("no overload of '\(name)' matches", at: location)
        if soft { throw failure }
        throw failure.error
    }

    /// Whether an argument's value does not depend on the type its parameter expects (so it can be reused
    /// when the next overload is tried).
    func isContextFree(_ expr: Expr) -> Bool {
        switch expr.kind {
        // A string literal is a LocalizedStringKey where one is expected, else a String.
        case .implicitMember, .closure, .array, .nilLiteral, .string: return false
        case .call(let callee, _): return isContextFree(callee)
        case .member(let base, _): return isContextFree(base)
        // A range's type depends on the parameter's (Int for lineLimit, DynamicTypeSize for dynamicTypeSize).
        case .prefix("...", _), .postfix("...", _), .binary("...", _, _), .binary("..<", _, _): return false
        case .parenthesized(let inner), .forceUnwrap(let inner), .prefix(_, let inner): return isContextFree(inner)
        case .ternary(_, let a, let b), .binary(_, let a, let b): return isContextFree(a) && isContextFree(b)
        default: return true
        }
    }

    /// Assigns arguments to parameters by label, in order, as Swift does: parameters with defaults may be
    /// skipped; the first unlabelled trailing closure goes to the next closure parameter — past one with a
    /// default when a later closure parameter needs an argument (SE-0286's forward scan:
    /// `sheet(isPresented: $shown) { … }` gives the closure to `content:`, not to `onDismiss:`).
    func matchLabels(_ params: [Param], _ arguments: [Argument], name: String,
                     at location: SourceLocation) -> Result<[Int?], ArgumentMismatch> {
        var assignment = [Int?](repeating: nil, count: params.count)
        var next = 0
        func fail(_ message: String, _ at: SourceLocation, _ score: Int) -> Result<[Int?], ArgumentMismatch> {
            .failure(mismatch(message, at: at, score: score))
        }
        for (a, argument) in arguments.enumerated() {
            let score = 10 * a
            var p = next
            if argument.isTrailingClosure, argument.label == nil {
                func laterClosureNeedsIt(_ p: Int) -> Bool {
                    params[p].hasDefault && params[(p + 1)...].contains { $0.type.isClosure && !$0.hasDefault }
                }
                while p < params.count, !params[p].type.isClosure || laterClosureNeedsIt(p) {
                    if !params[p].hasDefault {
                        return fail("missing argument for parameter '\(params[p].labelText)' in call to '\(name)'", location, score)
                    }
                    p += 1
                }
                guard p < params.count else { return fail("extra trailing closure passed in call to '\(name)'", argument.labelLocation, score) }
            } else {
                while p < params.count, params[p].label != argument.label, params[p].hasDefault { p += 1 }
                guard p < params.count, params[p].label == argument.label else {
                    return fail(labelProblem(argument, params, from: next, name: name), argument.labelLocation, score
                                + (Suggestions.closest(to: argument.label ?? "", in: params.compactMap(\.label)) == nil ? 0 : 1))
                }
            }
            assignment[p] = a
            next = p + 1
        }
        if let missing = params[next...].first(where: { !$0.hasDefault }) {
            return fail("missing argument for parameter '\(missing.labelText)' in call to '\(name)'", location, 10 * arguments.count)
        }
        return .success(assignment)
    }

    /// Why `argument` fits no parameter from `next` on.
    func labelProblem(_ argument: Argument, _ params: [Param], from next: Int, name: String) -> String {
        let label = argument.label.map { "'\($0):'" } ?? "unlabelled"
        if argument.label != nil, let earlier = params[..<next].firstIndex(where: { $0.label == argument.label }) {
            return "argument \(label) must precede argument '\(params[next - 1].labelText)' (parameter \(earlier + 1) of '\(name)')"
        }
        let remaining = Array(params[next...])
        let required = remaining.first { !$0.hasDefault }
        if let given = argument.label {
            if let close = Suggestions.closest(to: given, in: remaining.compactMap(\.label)) {
                return "incorrect argument label '\(given):' in call to '\(name)'; did you mean '\(close):'?"
            }
            if let required, required.label == nil {
                return "extraneous argument label '\(given):' in call to '\(name)'"
            }
            if let required, let expected = required.label {
                return "incorrect argument label '\(given):' in call to '\(name)', expected '\(expected):'"
            }
            let labels = remaining.map(\.labelText)
            return labels.isEmpty ? "extra argument '\(given):' in call to '\(name)'"
                : "extra argument '\(given):' in call to '\(name)' (expected one of \(labels.map { "'\($0)'" }.joined(separator: ", ")))"
        }
        if let required, let expected = required.label {
            return "missing argument label '\(expected):' in call to '\(name)'"
        }
        return remaining.isEmpty ? "extra argument in call to '\(name)'"
            : "unlabelled argument in call to '\(name)', expected \(remaining.map { "'\($0.labelText)'" }.joined(separator: ", "))"
    }

    /// `optional.map { … }` (nil stays nil, a value goes through the closure) and `array.map { … }`; nil when
    /// the call is not a one-closure `map`.
    func optionalMap(_ base: Value, _ arguments: [Argument], in scope: Scope, at location: SourceLocation) throws -> Value? {
        guard arguments.count == 1, arguments[0].label == nil, case .closure(let literal) = arguments[0].value.kind else {
            return nil
        }
        let closure = ClosureValue(closure: literal, scope: scope)
        let parameters = max(literal.parameters.count, literal.anonymousParameterCount)
        guard parameters <= 1 else {
            throw error("the closure of 'map' takes 1 parameter, not \(parameters)", at: literal.location)
        }
        func apply(_ value: Value) throws -> Value {
            try hard { try runFunction(literal.body, in: bind(closure, [value]), expecting: nil, at: literal.location) }
        }
        if case .none = base { return Value.none }
        if case .instance = base { return nil }
        if let elements = base.elements { return .array(try elements.map(apply)) }
        return try apply(base)
    }

    /// A registry function's result as a fixture value (`nil` type: some View).
    func wrap(_ result: Any, as type: FType?) -> Value {
        if let value = result as? Value { return value }
        // The metadata's kind first: a `Mirror` (or a protocol cast) is a conformance look-up, which scans every
        // conformance record the first time for each type; only an Optional pays for one, for its payload.
        if isOptional(result) {
            guard let wrapped = Mirror(reflecting: result).children.first?.value else { return .none }
            return wrap(wrapped, as: type)
        }
        return (type ?? Builtin.view).wrap(result)
    }

    /// `self` for a method declared on `owner` (an `AnyView` for view modifiers).
    func convertSelf(_ value: Value, to owner: FType, at location: SourceLocation) throws -> Any {
        if case .instance(let instance) = value { return try viewOf(instance, at: location) }
        guard let converted = owner.convert(value) else {
            throw error("internal error: '\(value.typeName)' is not a '\(owner.name)'", at: location)
        }
        return converted
    }
}

/// Whether `value`'s dynamic type is an `Optional`.
private func isOptional(_ value: Any) -> Bool {
    func check<T>(_: T) -> Bool { _isOptional(T.self) }
    return _openExistential(value, do: check)
}
