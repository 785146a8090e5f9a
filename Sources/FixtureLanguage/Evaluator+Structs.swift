import Foundation
import LayoutCore

extension Evaluator {
    // MARK: User structs

    /// `Name(label: value, …)`: the memberwise initialiser. Stored properties are its parameters, in order,
    /// except `let`s with a value and wrappers that set themselves up (`@Environment`, `@Namespace`); those
    /// with a value may be left out. A parameter's type is the declared one or that of its default value.
    func instantiate(_ decl: StructDecl, _ arguments: [Argument], in scope: Scope,
                     at location: SourceLocation) throws -> Value {
        let stored = decl.properties.filter { $0.getter == nil }
        var params: [Param] = []
        var types: [String: PType] = [:]
        for property in stored {
            if let type = try storedType(property, of: decl) { types[property.name] = type }
            if property.isInitParameter {
                let hasDefault = property.initialValue != nil || property.isImplicitlyNil
                params.append(Param(property.name, types[property.name] ?? .type(Builtin.value),
                                    default: hasDefault ? ComputedDefault() : NoDefault() as Any))
            }
        }
        let assignment: [Int?]
        switch matchLabels(params, arguments, name: decl.name, at: location) {
        case .failure(let problem): throw problem.error
        case .success(let matched): assignment = matched
        }
        var fields: [String: Value] = [:]
        for property in stored {
            let type = types[property.name]
            var value: Value
            if let p = params.firstIndex(where: { $0.name == property.name }), let a = assignment[p] {
                var argument = arguments[a].value
                if property.wrapper?.name == "Binding" { argument = bindingArgument(argument) }
                value = try hard { try evaluate(argument, in: scope, expecting: type) }
                value = try hard { try coerce(value, to: type ?? .type(Builtin.value), at: argument.location) }
            } else if let wrapped = try wrapperValue(property, in: probeEnvironment) {
                value = wrapped
            } else if property.isImplicitlyNil {
                value = .none
            } else {
                let initial = property.initialValue!
                value = try hard { try evaluate(initial, in: globalScope, expecting: type) }
                if let type { value = try hard { try coerce(value, to: type, at: initial.location) } }
            }
            fields[property.name] = value
        }
        return .instance(Instance(decl: decl, fields: fields))
    }

    /// A property of a struct value: stored, or computed by its getter.
    func property(_ name: String, of instance: Instance, at location: SourceLocation) throws -> Value {
        if let value = instance.fields[name] { return value }
        guard let decl = instance.decl.property(name), let getter = decl.getter else {
            throw error("value of type '\(instance.decl.name)' has no member '\(name)'", at: location)
        }
        let key = "\(instance.decl.name).\(name)"
        if gettersInProgress.contains(key) {
            throw error("'\(key)' is defined in terms of itself", at: decl.location)
        }
        gettersInProgress.append(key)
        defer { gettersInProgress.removeLast() }
        return try runGetter(getter, type: decl.type, in: Scope(parent: globalScope, selfInstance: instance),
                             at: decl.location)
    }

    /// `Type.name` for a static member of the fixture's own struct, evaluated on first use.
    func userStaticMember(_ name: String, of decl: StructDecl, at location: SourceLocation) throws -> Value {
        guard let member = decl.staticMember(name) else {
            let candidates = decl.staticMembers.map(\.name)
            throw error("type '\(decl.name)' has no member '\(name)'\(Suggestions.hint(for: name, in: candidates))", at: location)
        }
        return try staticValue(member, key: "\(decl.name).\(name)", in: Scope(parent: globalScope, staticType: decl),
                               expecting: nil)
    }

    /// `.sample` where the fixture's struct `decl` is expected: a static member of that type.
    func userImplicitMember(_ name: String, of decl: StructDecl, at expr: Expr) throws -> Value {
        guard decl.staticMember(name) != nil else {
            let suggestion = Suggestions.closest(to: name, in: decl.staticMembers.map(\.name))
            throw mismatch("type '\(decl.name)' has no member '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                           at: expr.nameLocation, score: suggestion == nil ? 0 : 1)
        }
        let value = try userStaticMember(name, of: decl, at: expr.nameLocation)
        guard case .instance(let instance) = value, instance.decl === decl else {
            throw mismatch("cannot convert value of type '\(value.typeName)' to expected type '\(decl.name)' ('\(decl.name).\(name)')",
                           at: expr.nameLocation)
        }
        return value
    }

    /// Calls a closure value: a stored action (`() -> Void`) does nothing, as actions never run in a picture;
    /// any other closure runs with its arguments (`format(3)`, `{ … }()`).
    func call(_ closure: ClosureValue, _ arguments: [Argument], in scope: Scope, at location: SourceLocation) throws -> Value {
        if case .action? = closure.type { return .none }
        if case .optional(.action)? = closure.type { return .none }
        var parameterTypes: [PType?]
        var resultType: PType?
        if case .function(let parameters, let result)? = closure.type {
            parameterTypes = parameters
            resultType = result
        } else {
            parameterTypes = Array(repeating: nil, count: max(closure.closure.parameters.count, closure.closure.anonymousParameterCount))
        }
        guard arguments.count == parameterTypes.count else {
            throw error("the closure takes \(parameterTypes.count) argument\(parameterTypes.count == 1 ? "" : "s"), not \(arguments.count)",
                        at: location)
        }
        if let labelled = arguments.first(where: { $0.label != nil }) {
            throw error("extraneous argument label '\(labelled.label!):' in a closure call", at: labelled.labelLocation)
        }
        let values = try zip(arguments, parameterTypes).map { argument, type -> Value in
            let value = try hard { try evaluate(argument.value, in: scope, expecting: type) }
            guard let type else { return value }
            return try hard { try coerce(value, to: type, at: argument.value.location) }
        }
        let result = try hard { try runFunction(closure.closure.body, in: bind(closure, values), expecting: resultType, at: location) }
        return try hard { try resultType.map { try coerce(result, to: $0, at: location) } ?? result }
    }

    /// A computed property: a view builder when its type is a view, a function body otherwise.
    func runGetter(_ body: [Stmt], type: TypeRef?, in scope: Scope, at location: SourceLocation) throws -> Value {
        let resolved = try type.map(resolveType)
        // `some View` and `AnyView` properties are built like a body (leniently: Swift wants `@ViewBuilder`
        // for more than one view); a concrete type (`Image`, `Text`) keeps its type.
        if case .type(let t)? = resolved, t === Builtin.view {
            return .native(try combine(evaluateBuilder(body, in: scope)), Builtin.view)
        }
        let value = try hard { try runFunction(body, in: scope, expecting: resolved, at: location) }
        return try hard { try resolved.map { try coerce(value, to: $0, at: location) } ?? value }
    }

    /// The body of a non-builder closure or getter: `let`s, `if`s, and a `return` (or one final expression).
    func runFunction(_ body: [Stmt], in scope: Scope, expecting expected: PType?, at location: SourceLocation) throws -> Value {
        guard let result = try runStatements(body, in: Scope(parent: scope), expecting: expected) else {
            throw error("missing return in a closure expected to return '\(expected?.name ?? "a value")'", at: location)
        }
        return result
    }

    private func runStatements(_ body: [Stmt], in scope: Scope, expecting expected: PType?) throws -> Value? {
        for (index, statement) in body.enumerated() {
            switch statement.kind {
            case .binding(let name, let type, let valueExpr):
                scope.values[name] = try bindingValue(type, valueExpr, in: scope)
            case .returnStatement(let expr):
                guard let expr else { throw error("a value must be returned here", at: statement.location) }
                return try evaluate(expr, in: scope, expecting: expected)
            case .expression(let expr):
                guard index == body.count - 1 else {
                    throw error("unused expression; only the last line of a closure gives its value", at: expr.location)
                }
                return try evaluate(expr, in: scope, expecting: expected)
            case .assignment, .skipped:
                throw unrunnable(statement)
            case .ifStatement(let conditions, let then, let otherwise):
                let branchScope = Scope(parent: scope)
                if try holds(conditions, in: branchScope) {
                    if let value = try runStatements(then, in: branchScope, expecting: expected) { return value }
                } else if let otherwise, let value = try runStatements(otherwise, in: Scope(parent: scope), expecting: expected) {
                    return value
                }
            }
        }
        return nil
    }

    /// The error for a statement that only an action closure (which never runs) may hold.
    func unrunnable(_ statement: Stmt) -> FixtureError {
        switch statement.kind {
        case .skipped(let keyword):
            return route("'\(keyword)' statement", "'\(keyword)' statements are not supported in fixtures yet", at: statement.location)
        default:
            return error("an assignment can only be in an action (a Button's or onTapGesture's closure, which a picture never runs)",
                         at: statement.location)
        }
    }

    /// `let x: T = value` inside a body.
    func bindingValue(_ type: TypeRef?, _ valueExpr: Expr, in scope: Scope) throws -> Value {
        let resolved = try type.map(resolveType)
        let value = try hard { try evaluate(valueExpr, in: scope, expecting: resolved) }
        return try hard { try resolved.map { try coerce(value, to: $0, at: valueExpr.location) } ?? value }
    }

    /// An `if` condition list; `let` bindings are added to `scope`.
    func holds(_ conditions: [Condition], in scope: Scope) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                guard try hard({ try self.condition(expr, in: scope) }) else { return false }
            case .optionalBinding(let name, let expr):
                let value = try hard { try evaluate(expr, in: scope) }
                if case .none = value { return false }
                scope.values[name] = value
            }
        }
        return true
    }

    // MARK: Views

    /// A user view: its body, evaluated with `self` bound to the instance.
    func viewOf(_ instance: Instance, at location: SourceLocation) throws -> AnyView {
        let decl = instance.decl
        guard decl.isView else {
            throw error("'\(decl.name)' is not a View; declare it as 'struct \(decl.name): View' with a 'body'", at: location)
        }
        guard let body = decl.property("body"), let getter = body.getter else {
            throw error("'\(decl.name)' conforms to View but has no 'var body: some View { … }'", at: decl.location)
        }
        if viewsInProgress.contains(decl.name) {
            throw error("'\(decl.name)' contains itself (\((viewsInProgress + [decl.name]).joined(separator: " → "))); a view's body cannot use the view",
                        at: location)
        }
        viewsInProgress.append(decl.name)
        evaluatedViews.insert(decl.name)
        defer { viewsInProgress.removeLast() }
        guard readsEnvironment(decl) else {
            return try combine(evaluateBuilder(getter, in: Scope(parent: globalScope, selfInstance: instance)))
        }
        // Checked now with the platform's defaults, so that mistakes are reported while parsing; built again
        // where the view is resolved, from that environment. A failure then (a branch the check did not take)
        // shows the error as red text, as a GeometryReader's does.
        _ = try combine(evaluateBuilder(getter, in: Scope(parent: globalScope, selfInstance: self.instance(instance, in: probeEnvironment))))
        return AnyView(EnvironmentReadingView { environment in
            do {
                let resolved = try self.instance(instance, in: environment)
                return try combine(self.evaluateBuilder(getter, in: Scope(parent: self.globalScope, selfInstance: resolved)))
            } catch {
                return AnyView(Text(verbatim: "\(error)").foregroundColor(.red))
            }
        })
    }

    /// A value in view position (a builder line): a view, or an error.
    func view(_ value: Value, at expr: Expr) throws -> AnyView {
        if case .instance(let instance) = value { return try viewOf(instance, at: expr.location) }
        if let view = Builtin.view.convert(value) as? AnyView { return view }
        throw error("expected a view, found a value of type '\(value.typeName)'", at: expr.location)
    }

    /// A `@ViewBuilder` block: each line a view, `if`/`else` choosing views, `let`s in between.
    func evaluateBuilder(_ body: [Stmt], in outer: Scope) throws -> [AnyView] {
        let scope = Scope(parent: outer)
        var views: [AnyView] = []
        for statement in body {
            switch statement.kind {
            case .expression(let expr), .returnStatement(let expr?):
                // A statement that fails is recorded and left out while the fixture is evaluated
                // (`Evaluator+Errors.swift`), so that the next statements' errors are found too.
                try collectingErrors {
                    let value = try hard { try evaluate(expr, in: scope, expecting: .view) }
                    views.append(try view(value, at: expr))
                    try countView(at: expr.location)
                }
            case .returnStatement(nil):
                try collectingErrors { throw error("expected a view after 'return'", at: statement.location) }
            case .binding(let name, let type, let valueExpr):
                scope.values[name] = try bindingValue(type, valueExpr, in: scope)
            case .assignment, .skipped:
                throw unrunnable(statement)
            case .ifStatement(let conditions, let then, let otherwise):
                try collectingErrors {
                    let branchScope = Scope(parent: scope)
                    if try holds(conditions, in: branchScope) {
                        views += try evaluateBuilder(then, in: branchScope)
                    } else if let otherwise {
                        views += try evaluateBuilder(otherwise, in: scope)
                    }
                }
            }
        }
        return views
    }
}
