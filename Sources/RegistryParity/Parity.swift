import Foundation
import FixtureLanguage

/// What comparing the registry with LayoutCore's public API found.
public struct ParityReport {
    /// A registry entry that does not agree with LayoutCore (or a LayoutCore API the registry lacks without a
    /// listed reason).
    public struct Problem: CustomStringConvertible, Hashable {
        /// `View.shadow(color:radius:x:y:)`.
        public var entry: String
        /// The registry file and line (or LayoutCore's, for a missing entry).
        public var place: String
        public var message: String
        public var description: String { "\(place): \(entry): \(message)" }
    }

    /// Entries that differ from LayoutCore: labels, types, defaults, or the file they are declared in.
    public var problems: [Problem] = []
    /// LayoutCore's vocabulary (views, their initialisers, modifiers, members of the registry's types) that no
    /// registry entry covers and `ParityExceptions.unsupported` does not list.
    public var missing: [APIDeclaration] = []
    /// LayoutCore's vocabulary the registry leaves out on purpose, with the reason.
    public var unsupported: [(api: APIDeclaration, reason: String)] = []
    /// Registry entries compared, and LayoutCore declarations they cover.
    /// Parameters with defaults that an entry leaves out (a fixture cannot pass them): `View.onLongPressGesture`'s
    /// `maximumDistance`, by LayoutCore declaration.
    public var leftOut: [(api: APIDeclaration, labels: [String])] = []
    public var compared = 0
    public var covered: Set<APIDeclaration> = []
}

/// Compares registry entries with LayoutCore's declarations (docs/ARCHITECTURE.md, "Adding a view or modifier").
public enum Parity {
    /// Every entry is matched with a LayoutCore declaration of the same type and name whose argument labels are
    /// the entry's — or the entry's plus parameters that have defaults, which the entry leaves out — and whose
    /// parameter types are the entry's (`TypeMatch`). Then each default must be on both sides or neither, and
    /// LayoutCore's default, as written, evaluated by the fixture language as that parameter's argument, must
    /// equal the registry's; and the entry must be declared in `Registry/<path>/<Name>+Registry.swift` for
    /// LayoutCore's `<path>/<Name>.swift`. `exceptions` lists what differs on purpose.
    public static func compare(_ entries: [RegistryEntry], with api: [APIDeclaration],
                               exceptions: ParityExceptions = .standard) -> ParityReport {
        var report = ParityReport()
        var byMember: [String: [APIDeclaration]] = [:]
        for declaration in api { byMember["\(declaration.typeName).\(declaration.name)", default: []].append(declaration) }
        var problemOf: (RegistryEntry, String) -> Void = { _, _ in }
        problemOf = { entry, message in
            report.problems.append(.init(entry: entry.swiftName, place: entry.place, message: message))
        }

        for entry in entries {
            if exceptions.outsideLayoutCore[entry.typeName] != nil || entry.kind == .function { continue }
            if exceptions.fixtureOnly[entry.swiftName] != nil { continue }
            report.compared += 1
            let typeName = exceptions.typeNames[entry.typeName]?.layoutCore ?? entry.typeName
            let candidates = byMember["\(typeName).\(entry.name)"] ?? []
            switch entry.kind {
            case .initializer, .method, .staticFunction, .subscriptAccess:
                let kinds: Set<APIDeclaration.Kind> = switch entry.kind {
                case .initializer: [.initializer]
                case .method: [.method]
                case .staticFunction: [.staticMethod, .enumCase]
                default: [.subscriptAccess]
                }
                let overloads = candidates.filter { kinds.contains($0.kind) }
                switch match(entry, overloads) {
                case .matched(let declaration, let positions):
                    report.covered.insert(declaration)
                    let omitted = declaration.parameters.indices.filter { !positions.contains($0) }
                    if !omitted.isEmpty { report.leftOut.append((declaration, omitted.map { declaration.parameters[$0].label })) }
                    // Overloads with the same labels that the entry's types accept too (`onChange`'s actions of
                    // one or two parameters, `accessibilityLabel`'s `String` for `S: StringProtocol`).
                    for other in overloads where other.labels == declaration.labels
                        && typesMatch(entry, other, positions).isEmpty {
                        report.covered.insert(other)
                    }
                    for message in compareDefaults(entry, declaration, positions) { problemOf(entry, message) }
                    if let message = misplaced(entry, declaration) { problemOf(entry, message) }
                    if case .environmentKey(let key)? = entry.parameters.first?.type,
                       let message = environmentKeyProblem(key, value: entry.parameters[1].type, byMember) {
                        problemOf(entry, message)
                    }
                case .failed(let message):
                    problemOf(entry, message)
                }
            case .staticMember, .nestedType, .property, .environmentReader:
                let kinds: Set<APIDeclaration.Kind> = switch entry.kind {
                case .staticMember: [.staticProperty, .enumCase]
                case .nestedType: [.type]
                default: [.property]
                }
                let member = entry.kind == .nestedType
                    ? api.filter { $0.kind == .type && $0.typeName == typeName && $0.name == entry.name }
                    : candidates.filter { kinds.contains($0.kind) }
                guard let declaration = member.first else {
                    problemOf(entry, "LayoutCore has no \(describe(entry.kind)) \(typeName).\(entry.name)")
                    continue
                }
                // One name to a fixture, however many declarations make it (`ShapeStyle.secondary` for
                // `Self == HierarchicalShapeStyle` and for `Self == Color`).
                report.covered.formUnion(member)
                if entry.kind == .environmentReader {
                    if let type = entry.valueType, let written = propertyType(declaration),
                       !TypeMatch(declaration: declaration).matches(type, written) {
                        problemOf(entry, "reads it as \(type); LayoutCore's EnvironmentValues.\(entry.name) is \(written)")
                    }
                } else if !member.contains(where: { misplaced(entry, $0) == nil }),
                          let message = misplaced(entry, declaration) {
                    problemOf(entry, message)
                }
            case .function:
                break
            }
        }

        // A declaration the registry accepts as a call of an entry with defaults left out (`padding()` is
        // `padding(_:_:)` with both defaults) is covered by it.
        var entriesByMember: [String: [RegistryEntry]] = [:]
        for entry in entries {
            let typeName = exceptions.typeNames[entry.typeName]?.layoutCore ?? entry.typeName
            entriesByMember["\(typeName).\(entry.name)", default: []].append(entry)
        }
        for declaration in api where !report.covered.contains(declaration) {
            let callers = entriesByMember["\(declaration.typeName).\(declaration.name)"] ?? []
            if callers.contains(where: { acceptsCall(of: declaration, $0) }) { report.covered.insert(declaration) }
        }

        for declaration in api where isVocabulary(declaration, entries: entries, exceptions: exceptions)
            && !report.covered.contains(declaration) {
            if let reason = exceptions.unsupportedReason(declaration) {
                report.unsupported.append((declaration, reason))
            } else {
                report.missing.append(declaration)
            }
        }
        report.problems.sort { ($0.place, $0.entry) < ($1.place, $1.entry) }
        return report
    }

    enum Match {
        /// The declaration, and for each registry parameter the index of LayoutCore's parameter it is.
        case matched(APIDeclaration, [Int])
        case failed(String)
    }

    /// The declaration the entry stands for: same labels (or a call form of one with defaults left out), then
    /// the same types.
    static func match(_ entry: RegistryEntry, _ overloads: [APIDeclaration]) -> Match {
        let owner = overloads.first?.typeName ?? entry.typeName
        guard !overloads.isEmpty else {
            return .failed("LayoutCore has no \(describe(entry.kind)) named \(owner).\(entry.name)")
        }
        var labelled: [(APIDeclaration, [Int])] = []
        for declaration in overloads {
            if let positions = positions(of: entry.labels, in: declaration) { labelled.append((declaration, positions)) }
        }
        // Exact label lists first: a call form (defaults left out) only when no overload has the entry's labels.
        labelled.sort { ($0.1.count == $0.0.parameters.count ? 0 : 1) < ($1.1.count == $1.0.parameters.count ? 0 : 1) }
        guard !labelled.isEmpty else {
            let known = overloads.map { $0.swiftName }.sorted().joined(separator: ", ")
            return .failed("the labels (\(entry.labels.map { $0 + ":" }.joined())) are not LayoutCore's: it has \(known)")
        }
        for (declaration, positions) in labelled where typesMatch(entry, declaration, positions).isEmpty {
            return .matched(declaration, positions)
        }
        let (declaration, positions) = labelled[0]
        return .failed(typesMatch(entry, declaration, positions).joined(separator: "; ") + " (\(declaration.declaration))")
    }

    /// Whether `entry` takes a call written with `declaration`'s labels and types (its other parameters defaulted).
    static func acceptsCall(of declaration: APIDeclaration, _ entry: RegistryEntry) -> Bool {
        guard [.initializer, .method, .staticMethod, .subscriptAccess].contains(declaration.kind) else { return false }
        var next = 0
        let match = TypeMatch(declaration: declaration)
        for parameter in declaration.parameters {
            guard let index = entry.parameters[next...].firstIndex(where: { ($0.label ?? "_") == parameter.label }),
                  entry.parameters[next..<index].allSatisfy(\.hasDefault),
                  match.matches(entry.parameters[index].type, parameter.type, isViewBuilder: parameter.isViewBuilder)
            else { return false }
            next = index + 1
        }
        return entry.parameters[next...].allSatisfy(\.hasDefault)
    }

    /// Where each of `labels` is among the declaration's parameters, when the others all have defaults.
    static func positions(of labels: [String], in declaration: APIDeclaration) -> [Int]? {
        var positions: [Int] = []
        var next = 0
        for label in labels {
            guard let index = declaration.parameters[next...].firstIndex(where: { $0.label == label }) else { return nil }
            // Parameters skipped over must have defaults.
            guard declaration.parameters[next..<index].allSatisfy({ $0.defaultValue != nil }) else { return nil }
            positions.append(index)
            next = index + 1
        }
        guard declaration.parameters[next...].allSatisfy({ $0.defaultValue != nil }) else { return nil }
        return positions
    }

    /// Each parameter whose type differs.
    static func typesMatch(_ entry: RegistryEntry, _ declaration: APIDeclaration, _ positions: [Int]) -> [String] {
        let match = TypeMatch(declaration: declaration)
        return zip(entry.parameters, positions).compactMap { parameter, index in
            let api = declaration.parameters[index]
            guard !match.matches(parameter.type, api.type, isViewBuilder: api.isViewBuilder) else { return nil }
            return "`\(api.label == "_" ? api.name : api.label)` is \(parameter.type) in the registry, \(api.type) in LayoutCore"
        }
    }

    /// Defaults on one side only, or different values.
    static func compareDefaults(_ entry: RegistryEntry, _ declaration: APIDeclaration, _ positions: [Int]) -> [String] {
        zip(entry.parameters, positions).compactMap { parameter, index in
            let api = declaration.parameters[index]
            let name = api.label == "_" ? api.name : api.label
            switch (parameter.hasDefault, api.defaultValue) {
            case (false, nil): return nil
            case (true, nil): return "the registry gives `\(name)` a default, LayoutCore's has none"
            case (false, let source?): return "LayoutCore's `\(name)` defaults to `\(source)`, the registry's has no default"
            case (true, let source?):
                if case .action = parameter.type {
                    // An action arrives as `()` whatever it is; LayoutCore's "no action" is nil or `{}`.
                    return ["nil", "{}"].contains(source) ? nil : "LayoutCore's `\(name)` defaults to the action `\(source)`"
                }
                do {
                    let value = try parameter.evaluate(source)
                    return same(value, parameter.defaultValue as Any) ? nil
                        : "default of `\(name)`: LayoutCore's is `\(source)` (\(show(value))), the registry's is \(show(parameter.defaultValue as Any))"
                } catch {
                    return "LayoutCore's default of `\(name)`, `\(source)`, is not a value the fixture language makes: \(error)"
                }
            }
        }
    }

    /// A message when the entry is not in the registry file that mirrors the declaration's LayoutCore file.
    static func misplaced(_ entry: RegistryEntry, _ declaration: APIDeclaration) -> String? {
        guard let file = entry.file else { return "its place in the registry is not recorded" }
        let expected = mirror(of: declaration.file)
        let name = expected.split(separator: "/").last.map(String.init) ?? expected
        guard file.split(separator: "/").last.map(String.init) != name else { return nil }
        return "declared in \(file.split(separator: "/").last ?? ""); LayoutCore declares it in \(declaration.place), so "
            + "its entry belongs in Sources/FixtureLanguage/\(expected)"
    }

    /// `Modifiers/Layout/PaddingLayout.swift` → `Registry/Modifiers/Layout/PaddingLayout+Registry.swift`.
    public static func mirror(of layoutCoreFile: String) -> String {
        let base = layoutCoreFile.hasSuffix(".swift") ? String(layoutCoreFile.dropLast(6)) : layoutCoreFile
        return "Registry/\(base)+Registry.swift"
    }

    /// `.environment(\.key, value)`: the key must be a settable property of `EnvironmentValues` of the value's type.
    static func environmentKeyProblem(_ key: String, value: RegistryType, _ byMember: [String: [APIDeclaration]]) -> String? {
        guard let property = byMember["EnvironmentValues.\(key)"]?.first(where: { $0.kind == .property }) else {
            return "LayoutCore's EnvironmentValues has no property `\(key)`"
        }
        guard property.declaration.contains("set") else { return "LayoutCore's EnvironmentValues.\(key) cannot be set" }
        guard let written = propertyType(property), TypeMatch(declaration: property).matches(value, written) else {
            return "sets \\.\(key) to \(value); LayoutCore's EnvironmentValues.\(key) is \(propertyType(property) ?? "?")"
        }
        return nil
    }

    /// `var font: Font? { get set }` → `Font?`.
    static func propertyType(_ declaration: APIDeclaration) -> String? {
        let (_, rest) = DeclarationParser.split(declaration.declaration, at: ":")
        return rest.map { String($0.prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces) }
    }

    /// What `make coverage` lists and the test requires a registry entry (or a listed reason) for: views and
    /// their initialisers, modifiers, and the members of every type the registry knows.
    static func isVocabulary(_ declaration: APIDeclaration, entries: [RegistryEntry], exceptions: ParityExceptions) -> Bool {
        guard declaration.kind != .type, !declaration.isRequirement else { return false }
        let known = Set(entries.map { exceptions.typeNames[$0.typeName]?.layoutCore ?? $0.typeName })
        return known.contains(declaration.typeName) || exceptions.vocabularyTypes.contains(declaration.typeName)
            || !declaration.ownerConformances.isDisjoint(with: exceptions.vocabularyProtocols)
    }

    static func describe(_ kind: RegistryEntry.Kind) -> String {
        switch kind {
        case .initializer: return "initialiser"
        case .method: return "method"
        case .staticFunction: return "static function"
        case .subscriptAccess: return "subscript"
        case .staticMember: return "static member"
        case .nestedType: return "nested type"
        case .property, .environmentReader: return "property"
        case .function: return "function"
        }
    }

    /// Two default values are the same value: equal as `Hashable` values, as numbers, or in their full
    /// descriptions (for values that are not `Hashable`); `nil` only equals `nil`.
    static func same(_ a: Any, _ b: Any) -> Bool {
        let (x, y) = (unwrapped(a), unwrapped(b))
        guard let x, let y else { return unwrapped(a) == nil && unwrapped(b) == nil }
        if let p = x as? AnyHashable, let q = y as? AnyHashable, p == q { return true }
        if let p = number(x), let q = number(y) { return p == q || (p.isNaN && q.isNaN) }
        return String(reflecting: x) == String(reflecting: y)
    }

    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let x as Double: return x
        case let x as CGFloat: return Double(x)
        case let x as Int: return Double(x)
        default: return nil
        }
    }

    static func show(_ value: Any) -> String {
        unwrapped(value).map { String(reflecting: $0) } ?? "nil"
    }
}
