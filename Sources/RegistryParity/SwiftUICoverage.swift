import Foundation
import FixtureLanguage

/// How much of SwiftUI's API Layoutshot has, name by name (`make coverage`, docs/ARCHITECTURE.md "Adding a view
/// or modifier"): each of SwiftUI's names is run by the interpreter (a registry entry matches a LayoutCore
/// declaration of it), by the compiled path only (LayoutCore declares it, the registry lacks it), or not at all.
public struct SwiftUICoverage {
    public enum Tier: String, CaseIterable, Sendable {
        case interpreter
        case compiledOnly = "compiled path only"
        case notAtAll = "not at all"
    }

    /// One of SwiftUI's names: `View.frame(width:height:alignment:)` is owner `View`, member `frame`, labels
    /// `width height alignment`; `Text.DateStyle` is a type (no member); `View.padding` a member of unknown labels.
    public struct Name: Hashable, Sendable {
        public var owner: String
        public var member: String?
        public var labels: [String]?
        public var written: String

        /// Reads one line of `SwiftUIAPI+Names.swift`; nil for a line that names nothing.
        public init?(_ line: String) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            written = text
            let head = String(text.prefix { $0 != "(" })
            var components = head.split(separator: ".").map { String($0).replacingOccurrences(of: "`", with: "") }
            // The member is the first component that starts in lower case (`init` included); a type otherwise.
            if let index = components.firstIndex(where: { $0.first?.isLowercase == true }), index > 0 {
                member = components[index]
                components = Array(components[..<index])
            } else {
                member = nil
            }
            owner = components.joined(separator: ".")
            if member != nil, let open = text.firstIndex(of: "("), text.hasSuffix(")") {
                let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
                labels = inside.split(separator: ":").map(String.init)
            } else {
                labels = nil
            }
        }

        public var isType: Bool { member == nil }
        public var isViewModifier: Bool { owner == "View" && member != nil }
        /// `frame(width:height:alignment:)`, `padding`, `DateStyle`.
        public var shortName: String {
            guard let member else { return owner }
            return member + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
        }
    }

    public var tiers: [(name: Name, tier: Tier)] = []
    /// SwiftUI's labels that the declaration a name was matched with lacks (`clipped(antialiased:)` is
    /// LayoutCore's `clipped()`: `antialiased`), by name; absent when the labels are SwiftUI's.
    public var lacking: [Name: [String]] = [:]

    /// Sorts `names` (SwiftUI's, one a line) by what runs them: `covered` is what the parity comparison matched
    /// registry entries with, `api` all of LayoutCore's declarations, `entries` the registry's. A bare member
    /// (`View.frame`, a documentation page for all its overloads) is left out when SwiftUI's list has labelled
    /// overloads of it.
    public init(names: [String], api: [APIDeclaration], report: ParityReport, entries: [RegistryEntry],
                exceptions: ParityExceptions = .standard) {
        let parsed = names.compactMap(Name.init)
        // Some of SwiftUI's names are in lower case only (`View.rotationeffect(_:anchor:)`, as the documentation
        // mirror spells its paths): members and labels are compared without case.
        let labelled = Set(parsed.filter { $0.labels != nil }.map { "\($0.owner).\($0.member ?? "")".lowercased() })
        var declarations: [String: [APIDeclaration]] = [:]
        var types: Set<String> = []
        var conformances: [String: Set<String>] = [:]
        for declaration in api {
            if declaration.kind == .type {
                types.insert(declaration.typeName.isEmpty ? declaration.name : "\(declaration.typeName).\(declaration.name)")
            } else {
                declarations["\(declaration.typeName).\(declaration.name)".lowercased(), default: []].append(declaration)
                conformances[declaration.typeName, default: []].formUnion(declaration.ownerConformances)
            }
        }
        // The types a fixture can name: those the registry's entries belong to, and its nested types.
        var registryTypes: Set<String> = RegistryCatalog.propertyWrappers
        for entry in entries {
            registryTypes.insert(exceptions.typeNames[entry.typeName]?.layoutCore ?? entry.typeName)
            if entry.kind == .nestedType { registryTypes.insert("\(entry.typeName).\(entry.name)") }
        }
        for name in parsed {
            if let member = name.member, name.labels == nil, labelled.contains("\(name.owner).\(member)".lowercased()) {
                continue
            }
            let tier: Tier
            if let member = name.member {
                // SwiftUI documents some members on the type and LayoutCore declares them on a protocol the type
                // conforms to (a shape's `fill`, a view's modifiers), or the other way round.
                let owners = [name.owner] + (conformances[name.owner] ?? []).sorted()
                let named = owners.flatMap { declarations["\($0).\(member)".lowercased()] ?? [] }
                // What a conforming type provides for the engine (`View.body`, `Layout.sizeThatFits`), not what a
                // fixture calls: left out.
                if !named.isEmpty, named.allSatisfy(\.isRequirement) { continue }
                let labels = name.labels?.map { $0.lowercased() }
                var matching = named.filter { declaration in labels.map { $0 == declaration.labels.map { $0.lowercased() } } ?? true }
                if matching.isEmpty, let labels {
                    // LayoutCore's declaration with some of SwiftUI's labels (`clipped()` for
                    // `clipped(antialiased:)`): the name is there without the others.
                    matching = named.filter { Self.isSubsequence($0.labels.map { $0.lowercased() }, of: labels) }
                    if let best = matching.max(by: { $0.labels.count < $1.labels.count }) {
                        var rest = best.labels.map { $0.lowercased() }[...]
                        lacking[name] = labels.filter { label in
                            if rest.first == label { rest.removeFirst(); return false }
                            return true
                        }
                    }
                }
                tier = matching.contains(where: report.covered.contains) ? .interpreter
                    : matching.isEmpty ? .notAtAll : .compiledOnly
            } else {
                tier = registryTypes.contains(name.owner) ? .interpreter
                    : types.contains(name.owner) ? .compiledOnly : .notAtAll
            }
            tiers.append((name, tier))
        }
    }

    static func isSubsequence(_ part: [String], of whole: [String]) -> Bool {
        var rest = whole[...]
        for label in part {
            guard let index = rest.firstIndex(of: label) else { return false }
            rest = rest[(index + 1)...]
        }
        return true
    }

    public func count(_ tier: Tier, where include: (Name) -> Bool) -> Int {
        tiers.filter { $0.tier == tier && include($0.name) }.count
    }

    /// The report: a table of counts, then the views and types and the `View` modifiers of each tier; with `all`,
    /// every other type's members too, by type.
    public func text(all: Bool = false, width: Int = 110) -> String {
        let groups: [(String, (Name) -> Bool)] = [
            ("types", { $0.isType }),
            ("View modifiers", { $0.isViewModifier }),
            ("members of other types", { !$0.isType && !$0.isViewModifier }),
        ]
        func shown(_ name: Name) -> String {
            name.shortName + (lacking[name].map { " [without " + $0.map { $0 + ":" }.joined(separator: " ") + "]" } ?? "")
        }
        var lines = ["SwiftUI's API (Sources/FixtureLanguage/SwiftUIAPI+Names.swift, UIKit's and AppKit's names left out) "
                     + "in Layoutshot:", ""]
        func row(_ label: String, _ cells: [String]) -> String {
            label.padding(toLength: 26, withPad: " ", startingAt: 0)
                + cells.map { String(repeating: " ", count: max(0, 20 - $0.count)) + $0 }.joined()
        }
        lines.append(row("", Tier.allCases.map(\.rawValue)))
        for (label, include) in groups {
            lines.append(row(label, Tier.allCases.map { String(count($0, where: include)) }))
        }
        lines.append(row("all", Tier.allCases.map { String(count($0) { _ in true }) }))
        lines.append("A name is a type, or a member with SwiftUI's labels; \"[without x:]\" marks a member Layoutshot has")
        lines.append("without some of SwiftUI's parameters. Protocol requirements a type implements (View.body) are left out.")
        lines.append("")

        func list(_ title: String, _ include: (Name) -> Bool, byOwner: Bool) {
            lines.append("\(title):")
            for tier in Tier.allCases {
                let names = tiers.filter { $0.tier == tier && include($0.name) }.map(\.name)
                lines.append("  \(tier.rawValue) (\(names.count)):")
                if byOwner {
                    let owners = Dictionary(grouping: names, by: \.owner)
                    for owner in owners.keys.sorted() {
                        lines += wrapped(owners[owner]!.map(shown), lead: "    \(owner): ", width: width)
                    }
                } else {
                    lines += wrapped(names.map { $0.isType ? $0.owner : shown($0) }, lead: "    ", width: width)
                }
            }
            lines.append("")
        }
        list("Types", { $0.isType }, byOwner: false)
        list("View modifiers", { $0.isViewModifier }, byOwner: false)
        if all {
            list("Members of other types", { !$0.isType && !$0.isViewModifier }, byOwner: true)
        } else {
            lines.append("(layoutshot-coverage --all lists the members of the other types too.)")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `items` joined by commas in lines of at most `width` characters, the first after `lead`, the others
    /// indented as far.
    func wrapped(_ items: [String], lead: String, width: Int) -> [String] {
        guard !items.isEmpty else { return [lead + "none"] }
        let indent = String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = lead
        for (i, item) in items.enumerated() {
            let piece = item + (i == items.count - 1 ? "" : ",")
            if line.count + piece.count + 1 > width, line != lead, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == lead || line == indent ? "" : " ") + piece
        }
        lines.append(line)
        return lines
    }
}
