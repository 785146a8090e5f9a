import Foundation
import LayoutCore

/// A custom alignment guide's identity as the fixture declares it: `enum ValueColumn: AlignmentID { … }`
/// becomes a unique name and its `defaultValue(in:)` as a function, which `HorizontalAlignment(_:)` and
/// `VerticalAlignment(_:)` turn into LayoutCore's run-time guides (`HorizontalAlignment(_dynamicName:…)`).
struct GuideID {
    let name: String
    let defaultValue: (ViewDimensions) -> CGFloat

    /// Names are unique per process: two fixtures' `ValueColumn`s are different guides.
    static func uniqueName(_ declared: String) -> String { "\(declared)#\(serial.next())" }
    private static let serial = Serial()

    private final class Serial: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

/// A static member an extension adds to a built-in type: its declaration, the key its value is kept under
/// (one per declaration, however many types share it) and the type a value without annotation likely has.
struct ExtensionMember {
    let decl: PropertyDecl
    let key: String
    let likelyType: FType
}

extension Evaluator {
    // MARK: Extensions and alignment IDs

    /// Registers the static members the fixture's extensions of built-in types declare, then evaluates all of
    /// them and every `AlignmentID` (Swift compiles them whether used or not). `extension ShapeStyle where
    /// Self == Color { static var brand: Color { … } }` adds `.brand` to both `ShapeStyle` and `Color`, as in
    /// Swift. (Extensions of the fixture's own structs were merged into them by the parser.)
    func checkExtensions() throws {
        for decl in program.extensions {
            guard let type = registry.types[decl.typeName] else {
                throw unknownType(decl.typeName, candidates: registry.types.keys, construct: "'extension \(decl.typeName)'",
                                  at: decl.typeLocation)
            }
            if !decl.conformances.isEmpty {
                throw route("'extension \(decl.typeName): \(decl.conformances[0])'",
                            "conformances added to '\(decl.typeName)' are not supported in fixtures yet", at: decl.typeLocation)
            }
            if let member = decl.instanceMembers.first {
                throw route("'var \(member.name)' in an extension of '\(decl.typeName)'",
                            "instance properties added to '\(decl.typeName)' are not supported in fixtures yet", at: member.location)
            }
            var owners = [type]
            if let constraint = decl.constraint {
                guard let constrained = registry.types[constraint.name], constrained.lineage.contains(where: { $0 === type }) else {
                    throw route("'extension … where'", "the constraint 'Self == \(constraint.name)' is not supported in fixtures yet",
                                at: constraint.location)
                }
                owners.append(constrained)
            }
            for member in decl.staticMembers {
                for owner in owners {
                    if owner.staticMembers[member.name] != nil || owner.staticFunctions[member.name] != nil
                        || extensionMembers[ObjectIdentifier(owner)]?[member.name] != nil {
                        throw error("invalid redeclaration of '\(member.name)' in '\(owner.name)'", at: member.location)
                    }
                    extensionMembers[ObjectIdentifier(owner), default: [:]][member.name] =
                        ExtensionMember(decl: member, key: "\(decl.typeName).\(member.name)", likelyType: owners.last!)
                }
            }
        }
        for decl in program.alignmentIDs.values.sorted(by: { $0.location < $1.location }) { _ = try alignmentID(decl) }
        for decl in program.extensions {
            let type = registry.types[decl.typeName]!
            for member in decl.staticMembers { _ = try extensionMember(member.name, of: type, at: member.location) }
        }
    }

    /// Names a fixture's extensions add to `type`, for suggestions.
    func extensionMemberNames(_ type: FType) -> [String] {
        extensionMembers[ObjectIdentifier(type)].map { Array($0.keys) } ?? []
    }

    /// `Type.name` declared in an extension, evaluated on first use; nil when no extension declares it.
    func extensionMember(_ name: String, of type: FType, at location: SourceLocation) throws -> Value? {
        guard let member = extensionMembers[ObjectIdentifier(type)]?[name] else { return nil }
        // Without a type annotation the extended type is the likeliest (`static let brand = Color(…)`).
        return try staticValue(member.decl, key: member.key, in: Scope(parent: globalScope),
                               expecting: .type(member.likelyType))
    }

    /// A static member's value (`key` is `Type.name`), computed once from its getter or its initial value,
    /// evaluated with its annotation or, without one, `likely`. A member defined in terms of itself is an error.
    func staticValue(_ decl: PropertyDecl, key: String, in scope: Scope, expecting likely: PType?) throws -> Value {
        if let value = staticValues[key] { return value }
        if staticsInProgress.contains(key) {
            throw error("'\(key)' is defined in terms of itself (\((staticsInProgress + [key]).joined(separator: " → ")))",
                        at: decl.location)
        }
        staticsInProgress.append(key)
        defer { staticsInProgress.removeLast() }
        var value: Value
        if let getter = decl.getter {
            value = try runGetter(getter, type: decl.type, in: scope, at: decl.location)
        } else {
            let declared = try decl.type.map(resolveType)
            let initial = decl.initialValue!
            value = try hard { try evaluate(initial, in: scope, expecting: declared ?? likely) }
            if let declared { value = try hard { try coerce(value, to: declared, at: initial.location) } }
        }
        staticValues[key] = value
        return value
    }

    /// The guide identity an `AlignmentID` declaration stands for (made once, its function checked now).
    func alignmentID(_ decl: AlignmentIDDecl) throws -> Value {
        if let value = alignmentIDs[decl.name] { return value }
        let function = try dimensionsFunction(decl.body, at: decl.location) { d in
            let scope = Scope(parent: self.globalScope)
            if decl.parameter != "_" { scope.values[decl.parameter] = .native(d, Builtin.viewDimensions) }
            return scope
        }
        let value = Value.native(GuideID(name: GuideID.uniqueName(decl.name), defaultValue: function), Builtin.alignmentID)
        alignmentIDs[decl.name] = value
        return value
    }

    /// Statements the parser skipped (`for`, `switch` …) are errors unless they sit in an action closure.
    func checkSkippedStatements() throws {
        let statements = program.skippedStatements.sorted { $0.location < $1.location }
        for statement in statements where !statement.enclosingClosures.contains(where: actionClosures.contains) {
            throw route("'\(statement.keyword)' statement", "'\(statement.keyword)' statements are not supported in fixtures yet",
                        at: statement.location)
        }
    }
}
