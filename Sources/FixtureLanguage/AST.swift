import Foundation

/// An expression with the place it starts.
final class Expr {
    indirect enum Kind {
        case integer(Int)
        case float(Double)
        case string([StringPart])
        case bool(Bool)
        case nilLiteral
        /// A name: a local, a property, a global constant or a type (`title`, `$0`, `Color`).
        case identifier(String)
        case selfValue
        /// `.red`, `.leading`: resolved against the type the context expects.
        case implicitMember(String)
        /// `base.name`
        case member(Expr, String)
        /// `callee(arguments) { trailing }`
        case call(Expr, [Argument])
        /// `base[arguments]`
        case subscripted(Expr, [Argument])
        case closure(Closure)
        case binary(String, Expr, Expr)
        case prefix(String, Expr)
        /// `2...` (a partial range from 2).
        case postfix(String, Expr)
        /// `value!`
        case forceUnwrap(Expr)
        case ternary(Expr, Expr, Expr)
        case array([Expr])
        /// `\.self`, `\.name`
        case keyPath([String])
        case parenthesized(Expr)
    }

    let kind: Kind
    let location: SourceLocation
    /// Where a member name or operator sits, for messages about it (`.paddin` points at `paddin`).
    let nameLocation: SourceLocation
    /// The longest path from here to a leaf, closure bodies included: the parser bounds it, so that no
    /// walk over the tree (evaluation, deinitialisation) can run out of stack.
    let height: Int

    init(_ kind: Kind, at location: SourceLocation, name nameLocation: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
        self.nameLocation = nameLocation ?? location
        height = 1 + Expr.childHeight(kind)
    }

    private static func childHeight(_ kind: Kind) -> Int {
        func highest(_ exprs: [Expr]) -> Int { exprs.reduce(0) { max($0, $1.height) } }
        switch kind {
        case .integer, .float, .bool, .nilLiteral, .identifier, .selfValue, .implicitMember, .keyPath:
            return 0
        case .string(let parts):
            return parts.reduce(0) { result, part in
                guard case .interpolation(let value, let specifier) = part else { return result }
                return max(result, value.height, specifier?.height ?? 0)
            }
        case .member(let base, _), .prefix(_, let base), .postfix(_, let base), .forceUnwrap(let base),
             .parenthesized(let base):
            return base.height
        case .call(let base, let arguments), .subscripted(let base, let arguments):
            return max(base.height, highest(arguments.map(\.value)))
        case .closure(let closure): return closure.height
        case .binary(_, let left, let right): return max(left.height, right.height)
        case .ternary(let test, let whenTrue, let whenFalse): return highest([test, whenTrue, whenFalse])
        case .array(let elements): return highest(elements)
        }
    }
}

enum StringPart {
    case text(String)
    /// `\(value)`, or `\(value, specifier: "%.1f")` as `Text` allows.
    case interpolation(Expr, specifier: Expr?)
}

/// One argument of a call; trailing closures are arguments too (`isTrailingClosure`), labelled from the
/// second on (`label: { … }`).
struct Argument {
    var label: String?
    var labelLocation: SourceLocation
    var value: Expr
    var isTrailingClosure = false
}

/// `{ a, b in statements }`; parameters are empty for `{ … }` and `$0`-style closures.
struct Closure {
    var parameters: [String]
    var body: [Stmt]
    /// Highest `$n` used + 1 (0 when none).
    var anonymousParameterCount: Int
    var location: SourceLocation

    var height: Int { body.reduce(0) { max($0, $1.height) } }
}

/// A statement in a view builder, a closure or a computed property.
final class Stmt {
    enum Kind {
        case expression(Expr)
        /// `let x = …` / `var x: T = …`
        case binding(name: String, type: TypeRef?, value: Expr)
        /// `if a, let b = c { … } else { … }`; the else branch is nil, or a block (possibly one `if`).
        case ifStatement([Condition], [Stmt], [Stmt]?)
        case returnStatement(Expr?)
        /// `target = value`, `count += 1`: only meaningful in action closures, which never run.
        case assignment(Expr, String, Expr)
        /// A `for`, `while`, `switch`, `guard`, `do`, `defer` or `repeat` statement, skipped by the parser: an
        /// error wherever it would run (the keyword is kept for the message); allowed in action closures.
        case skipped(String)
    }

    let kind: Kind
    let location: SourceLocation
    /// As `Expr.height`.
    let height: Int

    init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
        func highest(_ statements: [Stmt]) -> Int { statements.reduce(0) { max($0, $1.height) } }
        switch kind {
        case .expression(let e), .binding(_, _, let e), .returnStatement(let e?): height = 1 + e.height
        case .returnStatement(nil), .skipped: height = 1
        case .assignment(let target, _, let value): height = 1 + max(target.height, value.height)
        case .ifStatement(let conditions, let then, let otherwise):
            let tests = conditions.map { condition -> Int in
                switch condition {
                case .expression(let e), .optionalBinding(_, let e): return e.height
                }
            }
            height = 1 + max(tests.max() ?? 0, highest(then), highest(otherwise ?? []))
        }
    }
}

enum Condition {
    case expression(Expr)
    /// `let name = value`, or `let name` (value is then the name itself).
    case optionalBinding(String, Expr)
}

/// A written type: `String`, `CGFloat?`, `[String]`, `some View`, `Font.Weight`, `() async -> Void`.
indirect enum TypeRef: CustomStringConvertible {
    case named(String, SourceLocation)
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case opaque(TypeRef)
    /// `(A, B) -> R` (also `async`, `throws`, `@escaping`); `Void` and `()` results are `.named("Void")`.
    case function([TypeRef], TypeRef, SourceLocation)

    var description: String {
        switch self {
        case .named(let name, _): return name
        case .optional(let t): return "\(t)?"
        case .array(let t): return "[\(t)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .opaque(let t): return "some \(t)"
        case .function(let parameters, let result, _):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
        }
    }

    /// `Void` or `()`.
    var isVoid: Bool {
        if case .named(let name, _) = self { return name == "Void" }
        return false
    }
}

/// An attribute before a declaration: `@State`, `@Environment(\.colorScheme)`, `@MainActor`. Only property
/// wrappers' arguments are parsed (as a call's); others are skipped.
struct Attribute {
    var name: String
    var arguments: [Argument]
    var location: SourceLocation
}

/// A stored or computed property of a struct, or a global constant.
struct PropertyDecl {
    var name: String
    var isLet: Bool
    var type: TypeRef?
    var initialValue: Expr?
    /// The getter of a computed property (`var body: some View { … }`).
    var getter: [Stmt]?
    var location: SourceLocation
    /// The property wrapper (`@State`, `@Binding`, `@Environment(\.colorScheme)`, `@ScaledMetric`), if any.
    var wrapper: Attribute?

    init(name: String, isLet: Bool, type: TypeRef?, initialValue: Expr?, getter: [Stmt]?, location: SourceLocation,
         wrapper: Attribute? = nil) {
        self.name = name
        self.isLet = isLet
        self.type = type
        self.initialValue = initialValue
        self.getter = getter
        self.location = location
        self.wrapper = wrapper
    }

    /// Whether the memberwise initialiser takes it: stored, not a `let` with a value, and not a wrapper that
    /// has no `init(wrappedValue:)` (`@Environment`, `@FocusState`, `@Namespace` are set up by the wrapper).
    var isInitParameter: Bool {
        if let wrapper, Self.selfInitialisingWrappers.contains(wrapper.name) { return false }
        return getter == nil && !(isLet && initialValue != nil)
    }

    static let selfInitialisingWrappers: Set<String> = ["Environment", "FocusState", "Namespace"]

    /// A stored `var` of optional type without a value starts as nil, and the memberwise initialiser lets it
    /// be left out (Swift's implicit `= nil`).
    var isImplicitlyNil: Bool {
        guard !isLet, getter == nil, initialValue == nil, case .optional? = type else { return false }
        return true
    }
}

/// `struct Name: Conformances { properties }`, with what its extensions add.
final class StructDecl {
    let name: String
    var conformances: [String]
    var properties: [PropertyDecl]
    /// `static let` / `static var` members (`static let sample = Item(…)`), by name.
    var staticMembers: [PropertyDecl]
    let location: SourceLocation

    init(name: String, conformances: [String], properties: [PropertyDecl], staticMembers: [PropertyDecl] = [],
         location: SourceLocation) {
        self.name = name
        self.conformances = conformances
        self.properties = properties
        self.staticMembers = staticMembers
        self.location = location
    }

    var isView: Bool { conformances.contains("View") }

    func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name } }

    func staticMember(_ name: String) -> PropertyDecl? { staticMembers.first { $0.name == name } }
}

/// `#Preview("Name", traits: …) { body }`, or a bare view expression (`arguments` empty).
struct PreviewDecl {
    var arguments: [Argument]
    var body: [Stmt]
    var location: SourceLocation
}

/// `enum Name: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { body } }`,
/// at the top level or nested in an extension: a custom alignment guide's identity and default value.
final class AlignmentIDDecl {
    let name: String
    /// The function's parameter name (`context`), or `_`.
    let parameter: String
    let body: [Stmt]
    let location: SourceLocation

    init(name: String, parameter: String, body: [Stmt], location: SourceLocation) {
        self.name = name
        self.parameter = parameter
        self.body = body
        self.location = location
    }
}

/// `extension Type: Conformances where Self == Constraint { … }`: static members, computed properties and
/// `AlignmentID` types. Extensions of the fixture's own structs are merged into them by the parser; the
/// others add static members to a built-in type (and, with `where Self == T`, to `T`).
struct ExtensionDecl {
    var typeName: String
    var typeLocation: SourceLocation
    var conformances: [String] = []
    /// `where Self == Color`: the type the members also belong to.
    var constraint: (name: String, location: SourceLocation)?
    var staticMembers: [PropertyDecl] = []
    /// Computed instance properties (`var body: some View { … }`).
    var instanceMembers: [PropertyDecl] = []

    init(typeName: String, typeLocation: SourceLocation) {
        self.typeName = typeName
        self.typeLocation = typeLocation
    }
}

/// A statement the parser skipped (`for`, `switch` …) and the closures it sits in, innermost last: it is an
/// error unless one of those closures turns out to be an action closure (`Button { … }`), which never runs.
struct SkippedStatement {
    var keyword: String
    var location: SourceLocation
    var enclosingClosures: [SourceLocation]
}

/// A parsed fixture file.
struct Program {
    var structs: [String: StructDecl] = [:]
    var alignmentIDs: [String: AlignmentIDDecl] = [:]
    var extensions: [ExtensionDecl] = []
    var skippedStatements: [SkippedStatement] = []
    /// The arguments of `// layoutshot: …` directive comments before the first token, in order.
    var directives: [String] = []
    var directiveLine: Int?
    var globals: [String: PropertyDecl] = [:]
    var previews: [PreviewDecl] = []
    /// Top-level view expressions outside `#Preview` (the bare-expression form).
    var bareStatements: [Stmt] = []
    /// Where the file ends, for errors about what is missing.
    var endLocation = SourceLocation(line: 1, column: 1)
}
