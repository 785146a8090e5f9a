import Foundation
import LayoutCore

/// Evaluates a parsed fixture into LayoutCore views. Everything is evaluated eagerly (view bodies, `ForEach`
/// contents, builder blocks) so that every error surfaces while parsing; only alignment-guide closures run
/// during layout, and they are checked once here first.
final class Evaluator {
    let program: Program
    let file: String
    let registry = Registry.standard
    let globalScope = Scope(parent: nil)
    private var globalValues: [String: Value] = [:]
    private var globalsInProgress: [String] = []
    /// User views whose body is being evaluated, outermost first (a view that contains itself is an error).
    var viewsInProgress: [String] = []
    /// User views whose body has been evaluated at least once.
    var evaluatedViews: Set<String> = []
    /// Computed properties being evaluated, to report one that uses itself.
    var gettersInProgress: [String] = []
    /// The errors met while evaluating the fixture, which goes on after each (`Evaluator+Errors.swift`).
    var errorLog = ErrorLog()
    private var depth = 0
    static let maximumDepth = 160
    /// Where images are, for `Image("name")`; the limits.
    let context: FixtureContext
    var limits: LayoutLimits { context.limits }
    /// Expressions evaluated, for looking at the deadline now and then.
    private var steps = 0
    /// Views and modifiers made for the preview being evaluated; counted while parsing only (a layout
    /// counts its own, GeometryReader contents included).
    var viewsMade = 0
    var countsViews = false
    /// UTF-8 bytes of text and array elements built so far.
    var textBuilt = 0
    var elementsBuilt = 0
    /// Warnings so far, each once (a call in a `ForEach` runs many times), in order.
    private(set) var warnings: [FixtureWarning] = []
    private var warned: Set<FixtureWarning> = []

    /// Moves the warnings of the registry entry just called to `warnings`, at its call.
    func collectWarnings(at location: SourceLocation) {
        for message in context.pendingWarnings {
            let warning = FixtureWarning(file: file, line: location.line, column: location.column, message: message)
            if warned.insert(warning).inserted { warnings.append(warning) }
        }
        context.pendingWarnings.removeAll()
    }
    /// Closures used as actions (`Button { … }`): never run, so statements skipped in them are fine.
    var actionClosures: Set<SourceLocation> = []
    /// Static members that the fixture's extensions add to built-in types, by type.
    var extensionMembers: [ObjectIdentifier: [String: ExtensionMember]] = [:]
    /// Static members (of extensions and of the fixture's structs), by `Type.name`, evaluated on first use.
    var staticValues: [String: Value] = [:]
    var staticsInProgress: [String] = []
    /// The guide identity each `AlignmentID` declaration stands for, made on first use.
    var alignmentIDs: [String: Value] = [:]
    /// Types of stored properties written without one, from their default values, by `Struct.property`.
    var inferredTypes: [String: PType?] = [:]

    init(program: Program, file: String, context: FixtureContext) {
        self.program = program
        self.file = file
        self.context = context
    }

    func error(_ message: String, at location: SourceLocation) -> FixtureError {
        FixtureError(message, at: location, file: file)
    }

    func mismatch(_ message: String, at location: SourceLocation, score: Int = 0,
                  kind: FixtureError.Kind = .final) -> ArgumentMismatch {
        ArgumentMismatch(error: FixtureError(message, at: location, file: file, kind: kind), score: score)
    }

    /// Swift the interpreter does not run but the compiler would: the fixture goes to the compiled path.
    func route(_ construct: String, _ message: String, at location: SourceLocation) -> FixtureError {
        FixtureError(message, at: location, file: file, kind: .needsCompiler(construct: construct))
    }

    /// A name the interpreter does not know. With a close suggestion (`hint`) it is a typo, reported at once
    /// so that it never costs a compile; without one the compiler may know it (a Foundation or UIKit name, a
    /// SwiftUI member the registry lacks), so the fixture goes there.
    ///
    /// A name SwiftUI has and Layoutshot lacks (`api`, `SwiftUIAPI`) is neither: compiling would only fail in
    /// the compiler, so it is reported as what it is, at once.
    func unknownName(_ message: String, hint: String, construct: String, api: SwiftUIAPI.Name? = nil,
                     display: String? = nil, at location: SourceLocation) -> FixtureError {
        if hint.isEmpty, let api, let unsupported = SwiftUIAPI.unsupportedMessage(for: api, display: display) {
            return FixtureError(unsupported, at: location, file: file)
        }
        // A name Layoutshot's library has is no typo, whatever is close to it: the compiler has it.
        // Layoutshot's members are known by name alone, so a member must also be SwiftUI's on these owners:
        // `Button.tint` is the compiler's, `Text.fill` (Shape's) stays a typo.
        var known = api.map(SwiftUIAPI.layoutshotHas) ?? false
        if case .member? = api, let api { known = known && SwiftUIAPI.swiftUIHas(api) }
        return FixtureError(message + hint, at: location, file: file,
                            kind: hint.isEmpty || known ? .needsCompiler(construct: construct) : .final)
    }

    /// A type the interpreter does not model. UIKit's, AppKit's and SwiftUI's types that Layoutshot's library has
    /// (`extension UIColor { … }`, `let brand: UIFont`) go to the compiler, which has them; SwiftUI's that it lacks
    /// are said to be; other names are typos when a close one exists, else the compiler's to know.
    func unknownType(_ name: String, candidates: some Sequence<String>, construct: String, at location: SourceLocation) -> FixtureError {
        if Registry.platformModules[name] != nil || SwiftUIAPI.layoutshotHas(.type(name)) {
            return route(construct, "'\(name)' is a type fixtures do not model yet", at: location)
        }
        return unknownName("cannot find type '\(name)' in scope", hint: Suggestions.hint(for: name, in: candidates),
                           construct: construct, api: .type(name), at: location)
    }

    /// `'name()'` for a call without arguments, `'name(…)'` for one with: how an unsupported method is shown.
    static func callDisplay(_ name: String, _ arguments: [Argument]) -> String {
        arguments.isEmpty ? "\(name)()" : "\(name)(…)"
    }

    // MARK: Expressions

    func evaluate(_ expr: Expr, in scope: Scope, expecting expected: PType? = nil) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw limitError("the fixture nests too deeply to evaluate (more than \(Self.maximumDepth) levels)", at: expr.location)
        }
        steps &+= 1
        if steps & 1023 == 0, let deadline = limits.deadline, deadline.hasPassed {
            throw limitError("stopped after \(formatNumber(CGFloat(deadline.seconds))) s: the fixture took longer than its "
                        + "time limit", at: expr.location)
        }
        let value = try evaluateKind(expr, in: scope, expecting: expected)
        try checkLimits(value, of: expr)
        return value
    }

    private func evaluateKind(_ expr: Expr, in scope: Scope, expecting expected: PType?) throws -> Value {
        switch expr.kind {
        case .integer(let n):
            // A literal takes the type its context asks for: `16 / 9` where a CGFloat is expected is 1.78.
            if let t = expected?.memberType, t === Builtin.cgFloat || t === Builtin.double { return .double(Double(n)) }
            return .int(n)
        case .float(let x): return .double(x)
        case .bool(let b): return .bool(b)
        case .nilLiteral: return .none
        case .string(let parts):
            if let type = expected?.memberType, type === Builtin.localizedStringKey {
                return .native(try localizedStringKey(parts, in: scope, of: expr), type)
            }
            var text = ""
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .interpolation(let e, nil): text += try evaluate(e, in: scope).interpolated
                case .interpolation(let e, let specifierExpr?): text += try format(e, specifierExpr, in: scope)
                }
                // Each piece is within the limits; many of them must not add up to gigabytes first.
                if text.utf8.count > limits.maximumFixtureText { throw tooMuchText(at: expr.location) }
            }
            return .string(text)
        case .identifier(let name):
            guard let value = try resolve(name, in: scope, at: expr.location) else {
                let candidates = scope.allNames + (scope.selfInstance?.decl.properties.map(\.name) ?? [])
                    + Array(program.globals.keys) + Array(program.structs.keys) + Array(registry.types.keys)
                throw unknownName("cannot find '\(name)' in scope", hint: Suggestions.hint(for: name, in: candidates),
                                  construct: "'\(name)'", at: expr.location)
            }
            return value
        case .selfValue:
            guard let instance = scope.selfInstance else { throw error("'self' is only available inside a struct", at: expr.location) }
            return .instance(instance)
        case .implicitMember(let name):
            return try implicitMember(name, expected, at: expr)
        case .member(let baseExpr, let name):
            let base = try evaluate(baseExpr, in: scope, expecting: chainExpectation(baseExpr, expected))
            return try member(name, of: base, at: expr.nameLocation)
        case .call(let callee, let arguments):
            return try evaluateCall(expr, callee: callee, arguments: arguments, in: scope, expecting: expected)
        case .subscripted(let baseExpr, let arguments):
            return try evaluateSubscript(try evaluate(baseExpr, in: scope), arguments, in: scope, at: expr)
        case .closure(let closure):
            return .closure(ClosureValue(closure: closure, scope: scope))
        case .binary(let op, let left, let right):
            return try binary(op, left, right, in: scope, expecting: expected, at: expr.nameLocation)
        case .prefix(let op, let operand):
            if op == "...", expected?.memberType === Builtin.dynamicTypeSizeRange {
                return try typeSizeRange(op, nil, operand, in: scope, at: expr.location)
            }
            let value = try evaluate(operand, in: scope, expecting: expected)
            switch (op, value) {
            case ("-", .int(let n)): return .int(-n)
            case ("-", .double(let x)): return .double(-x)
            case ("+", .int), ("+", .double): return value
            case ("!", .bool(let b)): return .bool(!b)
            case ("...", .int(let n)): return .rangeThrough(n)
            case ("...", _):
                // Another overload may take a range of this type (dynamicTypeSize).
                throw mismatch("unary operator '...' cannot be applied to an operand of type '\(value.typeName)'", at: expr.location)
            default:
                throw error("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'", at: expr.location)
            }
        case .postfix(let op, let operand):
            if op == "...", expected?.memberType === Builtin.dynamicTypeSizeRange {
                return try typeSizeRange(op, operand, nil, in: scope, at: expr.nameLocation)
            }
            let value = try evaluate(operand, in: scope)
            guard op == "...", case .int(let n) = value else {
                throw error("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'", at: expr.nameLocation)
            }
            return .rangeFrom(n)
        case .forceUnwrap(let inner):
            let value = try evaluate(inner, in: scope, expecting: expected.map { .optional($0) })
            if case .none = value { throw error("unexpectedly found nil while unwrapping an Optional value", at: expr.nameLocation) }
            return value
        case .ternary(let test, let whenTrue, let whenFalse):
            let chosen = try condition(test, in: scope) ? whenTrue : whenFalse
            return try evaluate(chosen, in: scope, expecting: expected)
        case .array(let elements):
            if let type = expected?.memberType, let make = type.arrayLiteral {
                let members = try elements.map { element -> Any in
                    let value = try evaluate(element, in: scope, expecting: .type(type))
                    guard let member = type.convert(value) else {
                        throw mismatch("cannot convert value of type '\(value.typeName)' to expected element type '\(type.name)'",
                                       at: element.location)
                    }
                    return member
                }
                return type.wrap(make(members))
            }
            var element: PType?
            if case .array(let e)? = expected { element = e }
            return .array(try elements.map { try evaluate($0, in: scope, expecting: element) })
        case .keyPath(let path):
            return .keyPath(path)
        case .parenthesized(let inner):
            return try evaluate(inner, in: scope, expecting: expected)
        }
    }

    /// An implicit member chain (`.body.weight(.light)`) starts from the type the whole chain is expected to
    /// have; any other base has no expected type.
    func chainExpectation(_ base: Expr, _ expected: PType?) -> PType? {
        switch base.kind {
        case .implicitMember: return expected
        case .member(let inner, _), .call(let inner, _), .forceUnwrap(let inner), .subscripted(let inner, _):
            return chainExpectation(inner, expected)
        default: return nil
        }
    }

    /// A string literal where a `LocalizedStringKey` is expected: the literal parts are Markdown, the
    /// interpolated values are shown as they are, an interpolated `Text` keeps its styles.
    func localizedStringKey(_ parts: [StringPart], in scope: Scope, of expr: Expr) throws -> LocalizedStringKey {
        var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: parts.count)
        // The same text limits as a String literal, on the characters the key holds.
        var plain = ""
        for part in parts {
            switch part {
            case .text(let t):
                interpolation.appendLiteral(t)
                plain += t
            case .interpolation(let e, nil):
                let value = try evaluate(e, in: scope)
                if case .native(let x, _) = value, let text = x as? Text {
                    interpolation.appendInterpolation(text)
                } else if case .native(let x, _) = value, x is Image {
                    throw error("Layoutshot does not draw images inside a Text yet", at: e.location)
                } else {
                    // Numbers as SwiftUI's key formats them (`%lld`, `%lf` in the locale: "2,021", "3.500000").
                    var shown = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
                    switch value {
                    case .int(let n): shown.appendInterpolation(n)
                    case .double(let x): shown.appendInterpolation(x)
                    default: shown.appendInterpolation(value.interpolated)
                    }
                    let text = LocalizedStringKey(stringInterpolation: shown).plainText
                    interpolation.appendInterpolation(text)
                    plain += text
                }
            case .interpolation(let e, let specifierExpr?):
                let formatted = try format(e, specifierExpr, in: scope)
                interpolation.appendInterpolation(formatted)
                plain += formatted
            }
        }
        try checkLimits(.string(plain), of: expr)
        return LocalizedStringKey(stringInterpolation: interpolation)
    }

    /// `\(value, specifier: "%.2f")`: a number formatted with a printf-style specifier.
    func format(_ expr: Expr, _ specifierExpr: Expr, in scope: Scope) throws -> String {
        let value = try evaluate(expr, in: scope)
        guard case .string(let specifier) = try evaluate(specifierExpr, in: scope) else {
            throw error("the specifier must be a string such as \"%.1f\"", at: specifierExpr.location)
        }
        guard LocalizedStringKey.numberConversion(in: specifier) != nil else {
            throw error("unsupported specifier \"\(specifier)\"; use one number conversion such as \"%.1f\" or \"%d\"",
                        at: specifierExpr.location)
        }
        switch value {
        case .int(let n): return LocalizedStringKey.format(n, specifier: specifier)
        case .double(let x): return LocalizedStringKey.format(x, specifier: specifier)
        default: throw error("a specifier formats numbers, not '\(value.typeName)'", at: expr.location)
        }
    }

    /// A Bool for `if`, `?:`, `&&`, `||`.
    func condition(_ expr: Expr, in scope: Scope) throws -> Bool {
        let value = try evaluate(expr, in: scope, expecting: .bool)
        guard case .bool(let b) = value else {
            throw error("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'", at: expr.location)
        }
        return b
    }

    /// A name: a local, a property of `self`, a global constant, a struct or a built-in type; nil if unknown.
    func resolve(_ name: String, in scope: Scope, at location: SourceLocation) throws -> Value? {
        if let value = scope.lookup(name) { return value }
        if let instance = scope.selfInstance, instance.decl.property(name) != nil {
            return try property(name, of: instance, at: location)
        }
        // In a static member's value the type's other static members need no `Self.`.
        if let type = scope.staticType, type.staticMember(name) != nil {
            return try userStaticMember(name, of: type, at: location)
        }
        if name == "Self", let type = scope.selfInstance?.decl ?? scope.staticType { return .userType(type) }
        if program.globals[name] != nil { return try global(name, at: location) }
        if let decl = program.structs[name] { return .userType(decl) }
        if let decl = program.alignmentIDs[name] { return try alignmentID(decl) }
        if let type = registry.types[name] { return .type(type) }
        // `$count`: a binding to `count`; in a static picture it is as good as the value.
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
            return try resolve(String(name.dropFirst()), in: scope, at: location)
        }
        if let module = Registry.platformModules[name] {
            throw route("'\(name)'", "\(module)'s '\(name)' is not supported in fixtures yet", at: location)
        }
        return nil
    }

    /// A top-level constant, evaluated on first use (so declaration order does not matter).
    func global(_ name: String, at location: SourceLocation) throws -> Value {
        if let value = globalValues[name] { return value }
        let decl = program.globals[name]!
        if globalsInProgress.contains(name) {
            throw error("'\(name)' is defined in terms of itself (\((globalsInProgress + [name]).joined(separator: " → ")))",
                        at: decl.location)
        }
        globalsInProgress.append(name)
        defer { globalsInProgress.removeLast() }
        var value: Value
        if let getter = decl.getter {
            value = try runGetter(getter, type: decl.type, in: Scope(parent: globalScope), at: decl.location)
        } else {
            let type = try decl.type.map(resolveType)
            value = try hard { try evaluate(decl.initialValue!, in: globalScope, expecting: type) }
            if let type { value = try hard { try coerce(value, to: type, at: decl.initialValue!.location) } }
        }
        globalValues[name] = value
        return value
    }

    /// Runs `body`, turning an argument mismatch into the error it carries (outside overload resolution there
    /// is nothing else to try).
    func hard<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let mismatch as ArgumentMismatch { throw mismatch.error }
    }

    /// `.red` where a Color (or any ShapeStyle) is expected, `.leading` where an alignment is, …
    func implicitMember(_ name: String, _ expected: PType?, at expr: Expr) throws -> Value {
        if let decl = expected?.userType { return try userImplicitMember(name, of: decl, at: expr) }
        guard let type = expected?.memberType else {
            throw mismatch("cannot infer the type of '.\(name)' here; write the type before the dot", at: expr.nameLocation,
                           kind: .needsCompiler(construct: "'.\(name)' (a type the interpreter cannot infer)"))
        }
        if let value = try extensionMember(name, of: type, at: expr.nameLocation) {
            // Swift only finds `.name` in the extension when it has the type the context expects.
            if type.convert(value) != nil || type === Builtin.view { return value }
            throw mismatch("cannot convert value of type '\(value.typeName)' to expected type '\(type.name)' ('\(type.name).\(name)')",
                           at: expr.nameLocation)
        }
        if let value = type.staticMembers[name] { return value }
        func suggestion() -> String? { Suggestions.closest(to: name, in: Array(type.staticMembers.keys) + extensionMemberNames(type)) }
        // The score and message are worked out only if this overload's failure is compared or reported.
        throw ArgumentMismatch(lazyScore: { suggestion() == nil ? 0 : 1 }) { [self] in
            let suggestion = suggestion()
            var hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            let members = type.staticMembers.filter { if case .type = $0.value { false } else { true } }.keys.sorted()
                + type.staticFunctions.keys.sorted().map { "\($0)(…)" }
            if suggestion == nil, !members.isEmpty, members.count <= 8 {
                hint = " (expected one of \(members.map { "'.\($0)'" }.joined(separator: ", ")))"
            }
            if suggestion == nil, !type.isComplete,
               let unsupported = SwiftUIAPI.unsupportedMessage(for: .member(name, owners: SwiftUIAPI.owners(of: type.name)),
                                                              display: ".\(name)") {
                return mismatch(unsupported, at: expr.nameLocation).error
            }
            return mismatch("type '\(type.name)' has no member '\(name)'" + hint, at: expr.nameLocation,
                            kind: suggestion == nil && !type.isComplete ? .needsCompiler(construct: "'.\(name)'") : .final).error
        }
    }

    /// `base.name` where it is not called: a static member, a struct property, a built-in property.
    func member(_ name: String, of base: Value, at location: SourceLocation) throws -> Value {
        switch base {
        case .type(let type):
            if let value = try extensionMember(name, of: type, at: location) { return value }
            if let value = type.staticMembers[name] { return value }
            let candidates = Array(type.staticMembers.keys) + Array(type.staticFunctions.keys) + extensionMemberNames(type)
            let hint = Suggestions.hint(for: name, in: candidates)
            if type.isComplete { throw error("type '\(type.name)' has no member '\(name)'\(hint)", at: location) }
            throw unknownName("type '\(type.name)' has no member '\(name)'", hint: hint,
                              construct: "'\(type.name).\(name)'", api: .member(name, owners: SwiftUIAPI.owners(of: type.name)),
                              display: "\(type.name).\(name)", at: location)
        case .userType(let decl):
            return try userStaticMember(name, of: decl, at: location)
        case .instance(let instance):
            if instance.decl.property(name) != nil { return try property(name, of: instance, at: location) }
            let candidates = instance.decl.properties.map(\.name)
            throw error("value of type '\(instance.decl.name)' has no member '\(name)'\(Suggestions.hint(for: name, in: candidates))",
                        at: location)
        default:
            if let type = typeOf(base), let (owner, get) = type.property(name), let swiftValue = owner.convert(base) {
                return get(swiftValue)
            }
            let candidates = typeOf(base)?.memberNames ?? []
            throw unknownName("value of type '\(base.typeName)' has no member '\(name)'", hint: Suggestions.hint(for: name, in: candidates),
                              construct: "'\(base.typeName).\(name)'",
                              api: .member(name, owners: SwiftUIAPI.owners(of: base.typeName, viewType: typeOf(base)?.isView == true)),
                              display: "\(base.typeName).\(name)", at: location)
        }
    }

    /// The built-in type whose methods and properties a value has.
    func typeOf(_ value: Value) -> FType? {
        switch value {
        case .int: return Builtin.int
        case .double: return Builtin.double
        case .string: return Builtin.string
        case .bool: return Builtin.bool
        case .array, .range: return Builtin.array
        case .native(_, let type): return type
        default: return nil
        }
    }
}

extension Evaluator {
    /// Stops a fixture before it builds more than a layout could take (`LayoutLimits`), at the expression
    /// that crossed the limit: a clear error instead of gigabytes of memory or a layout that cannot finish.
    func checkLimits(_ value: Value, of expr: Expr) throws {
        let builds: Bool
        switch expr.kind {
        case .string, .binary, .call, .array: builds = true
        default: builds = false
        }
        switch value {
        case .string(let text):
            let limit = limits.maximumTextLength
            if text.utf8.count > limit, case let count = text.count, count > limit {
                throw error("a string of \(count) characters; texts are limited to \(limit) characters", at: expr.location)
            }
            if builds {
                textBuilt += text.utf8.count
                if textBuilt > limits.maximumFixtureText { throw tooMuchText(at: expr.location) }
            }
        case .array(let elements):
            try checkElementCount(elements.count, at: expr.location)
            if builds { try countElements(elements.count, at: expr.location) }
        case .native(_, let type) where type.isView:
            // A modifier (a method call on a view); the views themselves are counted by their builder.
            guard case .call(let callee, _) = expr.kind, case .member = callee.kind else { break }
            try countView(at: expr.nameLocation)
        default:
            break
        }
    }

    /// One more view or modifier in the preview being evaluated.
    func countView(at location: SourceLocation) throws {
        guard countsViews else { return }
        viewsMade += 1
        if viewsMade > limits.maximumViews {
            throw limitError("more than \(limits.maximumViews) views and modifiers in one preview", at: location)
        }
    }

    /// Arrays and ranges hold at most as many elements as a layout may have views (each can become one).
    func checkElementCount(_ count: Int, at location: SourceLocation) throws {
        guard count > limits.maximumViews else { return }
        throw limitError(Self.tooManyElements(count, limit: limits.maximumViews), at: location)
    }

    /// The message for an array or range longer than `limit` (the most views a layout may have).
    static func tooManyElements(_ count: Int, limit: Int) -> String {
        "\(count) elements; arrays and ranges in fixtures are limited to \(limit) (the most views a layout may have)"
    }

    /// Counts array elements built, against the fixture's budget.
    func countElements(_ count: Int, at location: SourceLocation) throws {
        elementsBuilt += count
        guard elementsBuilt > limits.maximumFixtureElements else { return }
        throw limitError("the fixture builds more than \(limits.maximumFixtureElements) array elements in all", at: location)
    }

    func tooMuchText(at location: SourceLocation) -> FixtureError {
        limitError("the fixture builds more than \(limits.maximumFixtureText / 1_000_000) MB of text in all", at: location)
    }
}
