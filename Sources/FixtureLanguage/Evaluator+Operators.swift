import Foundation
import LayoutCore

extension Evaluator {
    /// Arithmetic, comparison, logic, ranges and `??`.
    func binary(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, in scope: Scope, expecting expected: PType?,
                at location: SourceLocation) throws -> Value {
        switch op {
        case "&&": return .bool(try condition(leftExpr, in: scope) && condition(rightExpr, in: scope))
        case "||": return .bool(try condition(leftExpr, in: scope) || condition(rightExpr, in: scope))
        case "??":
            let left = try evaluate(leftExpr, in: scope, expecting: expected.map { .optional($0) })
            // `title ?? "…"` is a String in Swift (the left side is a String?), not a LocalizedStringKey.
            let rightExpected = expected?.memberType === Builtin.localizedStringKey ? nil : expected
            if case .none = left { return try evaluate(rightExpr, in: scope, expecting: rightExpected) }
            return left
        default: break
        }
        if op == "..." || op == "..<", expected?.memberType === Builtin.dynamicTypeSizeRange {
            return try typeSizeRange(op, leftExpr, rightExpr, in: scope, at: location)
        }
        let numeric = expected.flatMap { type -> PType? in
            guard let t = type.memberType, t === Builtin.cgFloat || t === Builtin.double || t === Builtin.int else { return nil }
            return type
        }
        let left: Value, right: Value
        if ["==", "!=", "<", "<=", ">", ">="].contains(op), numeric == nil, isImplicitMember(leftExpr) != isImplicitMember(rightExpr) {
            // `scheme == .dark`, `size >= .accessibility1`: the implicit member takes the other operand's type.
            let explicit = try evaluate(isImplicitMember(leftExpr) ? rightExpr : leftExpr, in: scope)
            let implicit = try hard { try evaluate(isImplicitMember(leftExpr) ? leftExpr : rightExpr, in: scope,
                                                   expecting: inferredType(of: explicit).map { .optional($0) }) }
            (left, right) = isImplicitMember(leftExpr) ? (implicit, explicit) : (explicit, implicit)
        } else {
            left = try evaluate(leftExpr, in: scope, expecting: numeric)
            right = try evaluate(rightExpr, in: scope, expecting: numeric)
        }
        func incompatible() -> FixtureError {
            error("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'",
                  at: location)
        }
        switch op {
        case "..<", "...":
            guard case .int(let lower) = left, case .int(let upper) = right else { throw incompatible() }
            guard lower <= upper else { throw error("range requires lowerBound <= upperBound (\(lower)\(op)\(upper))", at: location) }
            let (span, overflow) = upper.subtractingReportingOverflow(lower)
            try checkElementCount(overflow ? Int.max : span + (op == "..." && span < Int.max ? 1 : 0), at: location)
            return .range(lower, upper, closed: op == "...")
        case "==", "!=":
            guard let equal = equals(left, right) else { throw incompatible() }
            return .bool(equal == (op == "=="))
        case "<", "<=", ">", ">=":
            let order: ComparisonResult
            switch (left, right) {
            case (.string(let a), .string(let b)): order = a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
            case (.native(let a as any Comparable, let typeA), .native(let b, let typeB)) where typeA === typeB:
                // `size >= .accessibility1`: values of one Comparable type (DynamicTypeSize).
                guard let result = compare(a, b) else { throw incompatible() }
                order = result
            default:
                guard let a = number(left), let b = number(right) else { throw incompatible() }
                order = a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
            }
            switch op {
            case "<": return .bool(order == .orderedAscending)
            case "<=": return .bool(order != .orderedDescending)
            case ">": return .bool(order == .orderedDescending)
            default: return .bool(order != .orderedAscending)
            }
        default:
            break
        }
        switch (left, right) {
        case (.string(let a), .string(let b)) where op == "+": return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+": return .array(a + b)
        case (.native(let a as Text, let type), .native(let b as Text, _)) where op == "+":
            return .native(a + b, type) // Text + Text concatenates runs

        case (.int(let a), .int(let b)):
            let result: (Int, Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/", "%":
                guard b != 0 else { throw error("division by zero", at: location) }
                result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default: throw incompatible()
            }
            guard !result.1 else { throw error("arithmetic operation '\(a) \(op) \(b)' overflows", at: location) }
            return .int(result.0)
        default:
            guard let a = number(left), let b = number(right) else { throw incompatible() }
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "%": return .double(a.truncatingRemainder(dividingBy: b))
            default: throw incompatible()
            }
        }
    }

    /// Whether `expr` is an implicit member expression (`.dark`, `.system(size: 3)`, `.red.opacity(0.5)`).
    func isImplicitMember(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember: return true
        case .member(let base, _), .call(let base, _), .parenthesized(let base): return isImplicitMember(base)
        default: return false
        }
    }

    /// The order of two values of one `Comparable` type, or nil when `b` is not of `a`'s type.
    func compare<T: Comparable>(_ a: T, _ b: Any) -> ComparisonResult? {
        guard let b = b as? T else { return nil }
        return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
    }

    func number(_ value: Value) -> Double? {
        switch value {
        case .int(let n): return Double(n)
        case .double(let x): return x
        default: return nil
        }
    }

    /// Equality of two values, or nil when they cannot be compared.
    func equals(_ left: Value, _ right: Value) -> Bool? {
        switch (left, right) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                guard let same = equals(x, y) else { return nil }
                if !same { return false }
            }
            return true
        case (.instance(let a), .instance(let b)) where a.decl === b.decl
            && !Set(a.decl.conformances).isDisjoint(with: ["Equatable", "Hashable", "Comparable"]):
            // Swift's synthesised `==`: every stored property equal.
            for property in a.decl.properties where property.getter == nil {
                guard let x = a.fields[property.name], let y = b.fields[property.name] else { continue }
                guard let same = equals(x, y) else { return nil }
                if !same { return false }
            }
            return true
        default:
            if let a = number(left), let b = number(right) { return a == b }
            if case .native(let a, let typeA) = left, case .native(let b, let typeB) = right, typeA === typeB,
               let a = a as? AnyHashable, let b = b as? AnyHashable {
                return a == b
            }
            return nil
        }
    }

    /// `array[i]`, `d[.leading]`.
    func evaluateSubscript(_ base: Value, _ arguments: [Argument], in scope: Scope, at expr: Expr) throws -> Value {
        if let elements = base.elements {
            guard arguments.count == 1, arguments[0].label == nil else {
                throw error("an array subscript takes one index", at: expr.nameLocation)
            }
            let index = try evaluate(arguments[0].value, in: scope, expecting: .int)
            guard case .int(let i) = index else {
                throw error("cannot convert value of type '\(index.typeName)' to expected argument type 'Int'",
                            at: arguments[0].value.location)
            }
            guard elements.indices.contains(i) else {
                throw error("index \(i) is out of range (the collection has \(elements.count) elements)", at: arguments[0].value.location)
            }
            return elements[i]
        }
        guard let type = typeOf(base), !type.subscripts.isEmpty else {
            throw error("value of type '\(base.typeName)' has no subscripts", at: expr.nameLocation)
        }
        return try invoke(type.subscripts.map { (type, $0) }, name: "subscript", self: base, arguments: arguments,
                          in: scope, at: expr.nameLocation)
    }

    /// A range of Dynamic Type sizes, as one closed range (`..<` stops at the size before its bound; a missing
    /// bound is the smallest or largest size).
    func typeSizeRange(_ op: String, _ leftExpr: Expr?, _ rightExpr: Expr?, in scope: Scope,
                       at location: SourceLocation) throws -> Value {
        func size(_ expr: Expr?) throws -> DynamicTypeSize? {
            guard let expr else { return nil }
            guard case .native(let value, _) = try evaluate(expr, in: scope, expecting: .type(Builtin.dynamicTypeSize)),
                  let size = value as? DynamicTypeSize else {
                throw error("expected a DynamicTypeSize", at: expr.location)
            }
            return size
        }
        let lower = try size(leftExpr) ?? DynamicTypeSize.allCases.first!
        var upper = try size(rightExpr) ?? DynamicTypeSize.allCases.last!
        if op == "..<" {
            guard let before = DynamicTypeSize(rawValue: upper.rawValue - 1), lower < upper else {
                throw error("range requires lowerBound < upperBound", at: location)
            }
            upper = before
        }
        guard lower <= upper else { throw error("range requires lowerBound <= upperBound", at: location) }
        return .native(lower...upper, Builtin.dynamicTypeSizeRange)
    }
}
