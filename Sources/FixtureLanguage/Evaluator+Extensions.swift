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

extension Evaluator {
    // MARK: Extensions and alignment IDs

    /// Registers the static members the fixture's extensions declare, then evaluates all of them and every
    /// `AlignmentID` (Swift compiles them whether used or not).
    func checkExtensions() throws {
        for decl in program.extensions {
            guard let type = registry.types[decl.typeName] else {
                if program.structs[decl.typeName] != nil {
                    throw error("extensions of the fixture's own types are not supported yet; declare the members in '\(decl.typeName)' itself",
                                at: decl.typeLocation)
                }
                let hint = Suggestions.hint(for: decl.typeName, in: registry.types.keys)
                throw error("cannot find type '\(decl.typeName)' in scope\(hint)", at: decl.typeLocation)
            }
            for member in decl.members {
                if type.staticMembers[member.name] != nil || type.staticFunctions[member.name] != nil
                    || extensionMembers[ObjectIdentifier(type)]?[member.name] != nil {
                    throw error("invalid redeclaration of '\(member.name)' in '\(type.name)'", at: member.location)
                }
                extensionMembers[ObjectIdentifier(type), default: [:]][member.name] = member
            }
        }
        for decl in program.alignmentIDs.values.sorted(by: { $0.location < $1.location }) { _ = try alignmentID(decl) }
        for decl in program.extensions {
            let type = registry.types[decl.typeName]!
            for member in decl.members { _ = try extensionMember(member.name, of: type, at: member.location) }
        }
    }

    /// Names a fixture's extensions add to `type`, for suggestions.
    func extensionMemberNames(_ type: FType) -> [String] {
        extensionMembers[ObjectIdentifier(type)].map { Array($0.keys) } ?? []
    }

    /// `Type.name` declared in an extension, evaluated on first use; nil when no extension declares it.
    func extensionMember(_ name: String, of type: FType, at location: SourceLocation) throws -> Value? {
        guard let decl = extensionMembers[ObjectIdentifier(type)]?[name] else { return nil }
        let key = "\(type.name).\(name)"
        if let value = extensionValues[key] { return value }
        if extensionsInProgress.contains(key) {
            throw error("'\(key)' is defined in terms of itself (\((extensionsInProgress + [key]).joined(separator: " → ")))",
                        at: decl.location)
        }
        extensionsInProgress.append(key)
        defer { extensionsInProgress.removeLast() }
        var value: Value
        if let getter = decl.getter {
            value = try runGetter(getter, type: decl.type, in: Scope(parent: globalScope), at: decl.location)
        } else {
            let declared = try decl.type.map(resolveType)
            let initial = decl.initialValue!
            // Without a type annotation the extended type is the likeliest (`static let brand = Color(…)`).
            value = try hard { try evaluate(initial, in: globalScope, expecting: declared ?? .type(type)) }
            if let declared { value = try hard { try coerce(value, to: declared, at: initial.location) } }
        }
        extensionValues[key] = value
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
            throw error("'\(statement.keyword)' statements are not supported in fixtures yet", at: statement.location)
        }
    }
}
