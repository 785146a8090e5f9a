import Foundation
import LayoutCore

/// "Did you mean …?" for names (LayoutCore's, shared with the device names).
typealias Suggestions = _Suggestions

/// A Swift type as the fixture language sees it: how values convert to it, its static members (what an
/// implicit member such as `.red` or `.leading` means where this type is expected), its initialisers, its
/// methods (modifiers for views), properties and subscripts. Lookups walk `parents` (Text → View).
final class FType {
    let name: String
    var parents: [FType]
    /// Whether this is a view type (for "unknown view" / "unknown modifier" messages and suggestions).
    var isView: Bool
    /// The Swift value a fixture value stands for where this type is expected, or nil if it is not one.
    var convert: (Value) -> Any?
    /// Turns a Swift value of this type back into a fixture value.
    var wrap: (Any) -> Value = { _ in .none }
    var staticMembers: [String: Value] = [:]
    var staticFunctions: [String: [Signature]] = [:]
    var initializers: [Signature] = []
    var methods: [String: [Signature]] = [:]
    var properties: [String: (Any) -> Value] = [:]
    var subscripts: [Signature] = []
    /// A better message than "cannot convert" for some values (`ForEach(1...3)` without `id:`).
    var mismatchMessage: ((Value) -> String?)?
    /// For option sets: the value an array literal of members makes (`[.top, .leading]`).
    var arrayLiteral: (([Any]) -> Any)?
    /// Whether `staticMembers` are all that SwiftUI's type has (`DynamicTypeSize`, `Edge`): an unknown member
    /// is then a mistake, never Swift the compiler might know.
    var isComplete = false
    /// Where each static member and property was declared (`members`, `staticMember`, `property`).
    var memberSites: [String: RegistrySite] = [:]

    init(_ name: String, parents: [FType] = [], isView: Bool = false, convert: ((Value) -> Any?)? = nil,
         cast: ((Any) -> Any?)? = nil) {
        self.name = name
        self.parents = parents
        self.isView = isView || parents.contains { $0.isView }
        let cast = cast ?? { $0 }
        self.convert = convert ?? { value in
            if case .native(let x, _) = value { return cast(x) }
            return nil
        }
        wrap = { [unowned self] in .native($0, self) }
    }

    /// This type and its ancestors, nearest first.
    var lineage: [FType] {
        var result: [FType] = [self]
        var index = 0
        while index < result.count {
            for parent in result[index].parents where !result.contains(where: { $0 === parent }) { result.append(parent) }
            index += 1
        }
        return result
    }

    /// Overloads of `name` along the lineage, each with the type that declares it (which converts `self`).
    func methodOverloads(_ name: String) -> [(owner: FType, signature: Signature)] {
        lineage.flatMap { type in (type.methods[name] ?? []).map { (type, $0) } }
    }

    func property(_ name: String) -> (owner: FType, get: (Any) -> Value)? {
        for type in lineage { if let get = type.properties[name] { return (type, get) } }
        return nil
    }

    var memberNames: [String] { lineage.flatMap { Array($0.methods.keys) + Array($0.properties.keys) } }

    /// Adds overloads of a method (a modifier on views). `file` and `line` say where the registry declares it.
    func method(_ name: String, _ params: [Param], returns result: FType? = nil, file: String = #fileID, line: Int = #line,
                _ body: @escaping (Any, Args) throws -> Any) {
        methods[name, default: []].append(Signature(params: params, result: result, site: RegistrySite(file, line)) {
            try body($0!, $1)
        })
    }

    func staticFunction(_ name: String, _ params: [Param], returns result: FType? = nil, file: String = #fileID,
                        line: Int = #line, _ body: @escaping (Args) throws -> Any) {
        staticFunctions[name, default: []].append(Signature(params: params, result: result ?? self,
                                                            site: RegistrySite(file, line)) { try body($1) })
    }

    func initializer(_ params: [Param], file: String = #fileID, line: Int = #line, _ body: @escaping (Args) throws -> Any) {
        initializers.append(Signature(params: params, result: self, site: RegistrySite(file, line)) { try body($1) })
    }

    /// Static members that are values of this type (`Color.red`, `Edge.Set.horizontal`).
    func members(_ values: [String: Any], file: String = #fileID, line: Int = #line) {
        for (name, value) in values { staticMember(name, wrap(value), file: file, line: line) }
    }

    /// One static member: a value (`Color.red`), or a type nested in this one (`.type(Font.Weight)`).
    func staticMember(_ name: String, _ value: Value, file: String = #fileID, line: Int = #line) {
        staticMembers[name] = value
        memberSites[name] = RegistrySite(file, line)
    }

    /// A property of this type's values (`CGRect.width`).
    func property(_ name: String, file: String = #fileID, line: Int = #line, _ get: @escaping (Any) -> Value) {
        properties[name] = get
        memberSites[name] = RegistrySite(file, line)
    }
}

/// Where the registry declares an entry (`#fileID` and line): the parity test's messages name it, and it checks
/// that the entry sits in the registry file that mirrors LayoutCore's (docs/ARCHITECTURE.md, "Adding a view or
/// modifier").
struct RegistrySite: Hashable {
    let file: String
    let line: Int
    init(_ file: String, _ line: Int) {
        self.file = file
        self.line = line
    }
}

/// What a parameter expects.
indirect enum PType {
    case type(FType)
    case optional(PType)
    case array(PType)
    /// A struct the fixture declares.
    case user(StructDecl)
    /// `@ViewBuilder () -> some View`, evaluated at once into an `AnyView`.
    case viewBuilder
    /// `@ViewBuilder (Element) -> some View`: a `(Value) throws -> AnyView` the registry calls per element.
    case viewBuilderFunction
    /// `(ViewDimensions) -> CGFloat`, evaluated during layout (`alignmentGuide`).
    case dimensionsFunction
    /// `(CGFloat, Axis) -> CGFloat`, evaluated during layout (`containerRelativeFrame`'s length).
    case lengthFunction
    /// An action (`Button`'s, `onTapGesture`'s): a closure taking this many parameters (any number when
    /// nil), parsed but never run — a picture is static. Arrives as `()`.
    case action(Int?)
    /// `\.self`, `\.name`: the path.
    case keyPath
    /// An array or a range: its elements as `[Value]`.
    case sequence
    /// Any `Hashable` value (`.id(…)`), as `AnyHashable`.
    case hashable
    /// A key path into `EnvironmentValues` with this name (`\.font`).
    case environmentKey(String)
    /// A closure type that returns a value (`(Int) -> String`), as a stored property declares it; closures
    /// returning `Void` are `.action(n)`.
    case function([PType], PType)

    /// The type whose static members an implicit member expression (`.red`) is looked up in.
    var memberType: FType? {
        switch self {
        case .type(let type): return type
        case .optional(let wrapped): return wrapped.memberType
        default: return nil
        }
    }

    /// The fixture's struct an implicit member (`.sample`) is looked up in.
    var userType: StructDecl? {
        switch self {
        case .user(let decl): return decl
        case .optional(let wrapped): return wrapped.userType
        default: return nil
        }
    }

    var isClosure: Bool {
        switch self {
        case .viewBuilder, .viewBuilderFunction, .dimensionsFunction, .lengthFunction, .action, .function: return true
        default: return false
        }
    }

    var name: String {
        switch self {
        case .type(let type): return type.name
        case .optional(let wrapped): return "\(wrapped.name)?"
        case .array(let element): return "[\(element.name)]"
        case .user(let decl): return decl.name
        case .viewBuilder: return "() -> some View"
        case .viewBuilderFunction: return "(Element) -> some View"
        case .dimensionsFunction: return "(ViewDimensions) -> CGFloat"
        case .lengthFunction: return "(CGFloat, Axis) -> CGFloat"
        case .action(let count):
            guard let count else { return "(…) -> Void" }
            return "(" + Array(repeating: "_", count: count).joined(separator: ", ") + ") -> Void"
        case .keyPath: return "KeyPath"
        case .sequence: return "a range or an array"
        case .hashable: return "Hashable"
        case .environmentKey(let key): return "WritableKeyPath<EnvironmentValues, …> (\\.\(key))"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.name).joined(separator: ", ") + ") -> \(result.name)"
        }
    }
}

/// Marks a parameter without a default value.
struct NoDefault {}

/// One parameter: `"alignment"`, `"_ length"`, `"in shape"` (label, then the name `Args` uses), its type and
/// its default value (`default: nil` for an optional parameter that defaults to nil; none if required).
struct Param {
    var label: String?
    var name: String
    var type: PType
    var defaultValue: Any

    init(_ spelling: String, _ type: PType, default defaultValue: Any? = NoDefault()) {
        let words = spelling.split(separator: " ").map(String.init)
        label = words[0] == "_" ? nil : words[0]
        name = words.last!
        self.type = type
        self.defaultValue = defaultValue ?? (Optional<Any>.none as Any)
    }

    var hasDefault: Bool { !(defaultValue is NoDefault) }
    var labelText: String { label.map { "\($0):" } ?? "_:" }
}

/// One overload: parameters, result type and the Swift code that builds the value.
struct Signature {
    var params: [Param]
    /// The fixture type of the result; nil for the generic `some View`.
    var result: FType?
    /// Where the registry declares it; nil for the evaluator's own signatures.
    var site: RegistrySite? = nil
    /// Receives `self` (nil for initialisers and static functions) and the converted arguments.
    var body: (Any?, Args) throws -> Any
}

/// Converted arguments by parameter name: `a.spacing` is the `spacing` parameter as whatever Swift type the
/// context asks for (the registry's conversion guarantees it).
@dynamicMemberLookup
struct Args {
    var values: [String: Any]
    /// What the fixture was parsed with (where its images are).
    var fixture: FixtureContext

    subscript<T>(dynamicMember name: String) -> T {
        guard let value = values[name] else { preconditionFailure("no argument named '\(name)'") }
        if let typed = value as? T { return typed }
        preconditionFailure("argument '\(name)' is \(type(of: value)), not \(T.self)")
    }

    /// A builder closure argument called per element (`ForEach`).
    func function(_ name: String) -> (Value) throws -> AnyView { self[dynamicMember: name] }

    /// A `.shape` argument as `any Shape` (`Builtin.anyShape(_:)`: `a.shape as any Shape` would cast, a
    /// conformance look-up for each shape type).
    func shape(_ name: String) -> any Shape {
        guard let value = values[name] else { preconditionFailure("no argument named '\(name)'") }
        guard let shape = Builtin.anyShape(value) else { preconditionFailure("argument '\(name)' is \(type(of: value)), not a Shape") }
        return shape
    }
}

/// What a parse was given beyond the source: where `Image("name")` looks, and the limits to build within.
final class FixtureContext {
    let imageSource: any ImageSource
    let limits: LayoutLimits
    /// The platform previewed: what environment-dependent views are checked with while parsing.
    let platform: Platform

    init(imageSource: any ImageSource, limits: LayoutLimits = LayoutLimits(), platform: Platform = .iOS) {
        self.imageSource = imageSource
        self.limits = limits
        self.platform = platform
    }

    /// Warnings raised by the registry entry being called; the evaluator adds the call's location.
    var pendingWarnings: [String] = []
    /// `UUID()`s and `@Namespace`s made so far (their values count up, so pictures are deterministic).
    var uuidsMade = 0
    var namespacesMade = 0

    /// SwiftUI would log `message` and go on: so does the fixture, with a warning at the call.
    func warn(_ message: String) { pendingWarnings.append(message) }

    /// Why `Image(name)` cannot be shown (a name leading out of the folder, a file that is not a PNG), or nil.
    /// An image that is simply not there is SwiftUI's logged case — it draws nothing — so the layout warns of it
    /// (`LayoutDiagnostic.missingImage`, docs/BEHAVIOUR.md §12), on both paths alike.
    func imageProblem(_ name: String) -> String? {
        guard let folder = imageSource as? FolderImageSource, !folder.isMissing(name) else { return nil }
        return folder.problem(with: name)
    }
}
