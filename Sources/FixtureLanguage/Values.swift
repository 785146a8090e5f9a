import Foundation
import LayoutCore

/// A value while a fixture is evaluated.
indirect enum Value {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case none
    case array([Value])
    /// `lower..<upper` or `lower...upper`.
    case range(Int, Int, closed: Bool)
    /// `lower...` (`lineLimit(2...)`).
    case rangeFrom(Int)
    /// `...upper` (`lineLimit(...3)`).
    case rangeThrough(Int)
    /// A LayoutCore value (a view, a colour, a font, an alignment …) and the type it has in the fixture.
    case native(Any, FType)
    /// A value of a struct the fixture declares.
    case instance(Instance)
    /// A built-in type used as a value: `Color` in `Color.red`, `Font.Weight`.
    case type(FType)
    /// A struct the fixture declares, used as a value: `User` in `User(name: …)`.
    case userType(StructDecl)
    case closure(ClosureValue)
    case keyPath([String])

    /// The type's name as Swift would print it in a diagnostic.
    var typeName: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .none: return "nil"
        case .array(let elements): return "[\(elements.first?.typeName ?? "Any")]"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .rangeFrom: return "PartialRangeFrom<Int>"
        case .rangeThrough: return "PartialRangeThrough<Int>"
        case .native(_, let type): return type.name
        case .instance(let instance): return instance.decl.name
        case .type(let type): return "\(type.name).Type"
        case .userType(let decl): return "\(decl.name).Type"
        case .closure: return "closure"
        case .keyPath: return "KeyPath"
        }
    }

    /// The range's or array's elements.
    var elements: [Value]? {
        switch self {
        case .array(let elements): return elements
        case .range(let lower, let upper, let closed): return (closed ? Array(lower...upper) : Array(lower..<upper)).map(Value.int)
        default: return nil
        }
    }

    /// As `"\(value)"` prints it.
    var interpolated: String {
        switch self {
        case .int(let n): return String(n)
        case .double(let x): return String(x)
        case .string(let s): return s
        case .bool(let b): return String(b)
        case .none: return "nil"
        case .array(let elements): return "[" + elements.map(\.debugDescription).joined(separator: ", ") + "]"
        case .range(let lower, let upper, let closed): return "\(lower)\(closed ? "..." : "..<")\(upper)"
        case .rangeFrom(let lower): return "PartialRangeFrom<Int>(lowerBound: \(lower))"
        case .rangeThrough(let upper): return "PartialRangeThrough<Int>(upperBound: \(upper))"
        case .native(let value, _): return String(describing: value)
        case .instance(let instance):
            let fields = instance.decl.properties.filter { $0.getter == nil }.map { p in
                "\(p.name): \(instance.fields[p.name]?.debugDescription ?? "nil")"
            }
            return "\(instance.decl.name)(\(fields.joined(separator: ", ")))"
        case .type(let type): return type.name
        case .userType(let decl): return decl.name
        case .closure: return "(Function)"
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        }
    }

    /// Strings quoted, as in an array's description.
    var debugDescription: String {
        if case .string(let s) = self { return String(reflecting: s) }
        return interpolated
    }

    /// A Swift value for `.id(…)` and other `Hashable` parameters.
    var hashable: AnyHashable? {
        switch self {
        case .int(let n): return n
        case .double(let x): return x
        case .string(let s): return s
        case .bool(let b): return b
        case .native(let value, _): return value as? AnyHashable
        default: return nil
        }
    }
}

/// A value of a user-declared struct: its stored properties.
final class Instance {
    let decl: StructDecl
    let fields: [String: Value]

    init(decl: StructDecl, fields: [String: Value]) {
        self.decl = decl
        self.fields = fields
    }
}

/// A closure literal and the scope it was written in; `type` is the closure type it was stored as
/// (`var format: (Int) -> String`), which a call follows.
struct ClosureValue {
    let closure: Closure
    let scope: Scope
    var type: PType? = nil
}

/// Local names (closure parameters, `let`s in a builder), the `self` of a struct body, and the enclosing scope.
final class Scope {
    let parent: Scope?
    var values: [String: Value] = [:]
    let selfInstance: Instance?
    /// The struct whose static member is being evaluated (its other static members are in scope).
    let staticType: StructDecl?

    init(parent: Scope?, selfInstance: Instance? = nil, staticType: StructDecl? = nil) {
        self.parent = parent
        self.selfInstance = selfInstance ?? parent?.selfInstance
        self.staticType = staticType ?? parent?.staticType
    }

    func lookup(_ name: String) -> Value? {
        values[name] ?? parent?.lookup(name)
    }

    /// Every local name visible here, for suggestions.
    var allNames: [String] { Array(values.keys) + (parent?.allNames ?? []) }
}
