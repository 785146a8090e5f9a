import Foundation

/// SwiftUI's public names (with UIKit's and AppKit's view-side ones) and which of them Layoutshot lacks, so that
/// both paths can say `'monospacedDigit()' is SwiftUI API that Layoutshot does not support yet` instead of an
/// error that reads like the fixture's own typo (docs/FIXTURE_LANGUAGE.md, "SwiftUI API Layoutshot lacks").
///
/// SwiftUI's names are `SwiftUIAPI+Names.swift` (from Apple's documentation; its header names the sources);
/// Layoutshot's are `SwiftUIAPI+Layoutshot.swift`, generated from LayoutCore's, UIKit's and AppKit's symbol graphs
/// (`make api-names`). A name is lacked only when SwiftUI has it and Layoutshot has no name like it: a member
/// counts as present when any Layoutshot type has a member of that base name, so a name Layoutshot has is never
/// called unsupported.
public enum SwiftUIAPI {
    /// A name a fixture uses, as Swift sees it.
    public enum Name: Sendable, Equatable {
        /// A type: `LinearGradient`, `Text.DateStyle`.
        case type(String)
        /// A member of a type (a modifier, a method, a property, a static member): `monospacedDigit` of `Text`.
        /// `owners` are the type and what it is known to conform to, innermost first (`["Text", "View"]`); empty:
        /// any type.
        case member(String, owners: [String])
        /// An initialiser call: the type, the labels written (`"_"` for an unlabelled argument) and the number of
        /// trailing closures after them.
        case initializer(of: String, labels: [String], trailingClosures: Int)
    }

    /// The sentence for `name` when SwiftUI has it and Layoutshot does not — with `Registry/Unsupported.swift`'s
    /// advice where it has some — or nil (a name SwiftUI lacks is the fixture's own, or a typo).
    public static func unsupportedMessage(for name: Name, display: String? = nil) -> String? {
        guard let shown = swiftUIDisplay(of: name, written: display) else { return nil }
        guard !layoutshotHas(name) else { return nil }
        return sentence(shown, advice: advice(for: name), framework: framework(of: name))
    }

    /// `'X' is SwiftUI API that Layoutshot does not support yet` (UIKit API, AppKit API for their names), then
    /// `; advice` when there is advice.
    public static func sentence(_ shown: String, advice: String, framework: String = "SwiftUI") -> String {
        "'\(shown)' is \(framework) API that Layoutshot does not support yet" + (advice.isEmpty ? "" : "; \(advice)")
    }

    /// The framework that declares `name`: UIKit or AppKit for their types and members, else SwiftUI.
    static func framework(of name: Name) -> String {
        let type: String?
        switch name {
        case .type(let t): type = t
        case .initializer(let t, _, _): type = t
        case .member(let member, let owners):
            type = owners.first { swiftUI.members[$0]?.contains(member) == true }
        }
        guard let type else { return "SwiftUI" }
        return platformFrameworks[String(type.split(separator: ".").first ?? "")] ?? "SwiftUI"
    }

    /// Whether SwiftUI (or UIKit, AppKit) declares `name`.
    public static func swiftUIHas(_ name: Name) -> Bool { swiftUIDisplay(of: name, written: nil) != nil }

    /// Whether Layoutshot has `name` (or, for a member, any member of that base name).
    public static func layoutshotHas(_ name: Name) -> Bool {
        let index = layoutshot
        switch name {
        case .type(let type): return index.types.contains(type) || index.types.contains(lastComponent(type))
        case .member(let member, _): return index.anyMember.contains(member)
        case .initializer(let type, let labels, let trailing):
            let candidates = index.initializers[type] ?? index.initializers[lastComponent(type)] ?? []
            return candidates.contains { fits(labels, trailing, $0) }
        }
    }

    /// The protocols a SwiftUI value of type `type` is looked up in after the type itself: a view's modifiers are
    /// `View`'s, a shape's `Shape`'s, a style's `ShapeStyle`'s.
    public static let protocols = ["View", "Shape", "InsettableShape", "ShapeStyle"]

    /// The owners to look `type`'s members up in: the type, then `protocols` when the type is one of SwiftUI's or
    /// Layoutshot's (a fixture's own type has only its own members; `viewType` says the fixture declared it a view).
    public static func owners(of type: String, viewType: Bool = false) -> [String] {
        let base = String(type.prefix { $0 != "<" })
        if base.hasPrefix("some ") || base.hasPrefix("any ") { return [String(base.split(separator: " ")[1])] + protocols }
        if viewType { return [base, "View"] }
        let known = swiftUI.types.contains(base) || layoutshot.types.contains(base) || base == "ModifiedContent"
        return known ? [base] + protocols : [base]
    }

    // MARK: Answers

    /// How the message shows `name` when SwiftUI has it: a type by its name, a member as written (`display`), an
    /// initialiser with the labels of SwiftUI's matching declaration.
    static func swiftUIDisplay(of name: Name, written display: String?) -> String? {
        let index = swiftUI
        switch name {
        case .type(let type):
            return index.types.contains(type) ? (display ?? type) : nil
        case .member(let member, let owners):
            let found = owners.isEmpty ? index.anyMember.contains(member)
                : owners.contains { index.members[$0]?.contains(member) == true }
            return found ? (display ?? member) : nil
        case .initializer(let type, let labels, let trailing):
            guard let declared = index.initializers[type]?.first(where: { fits(labels, trailing, $0) }) else { return nil }
            return "\(type)(\(declared.map { "\($0):" }.joined()))"
        }
    }

    /// Whether a call with `labels` and `trailing` closures can call a declaration with `declared` labels: the
    /// written labels in order among the declared ones (the others have defaults), the closures after them.
    static func fits(_ labels: [String], _ trailing: Int, _ declared: [String]) -> Bool {
        var rest = declared[...]
        for label in labels {
            guard let at = rest.firstIndex(of: label) else { return false }
            rest = rest[(at + 1)...]
        }
        return rest.count >= trailing
    }

    static func advice(for name: Name) -> String {
        switch name {
        case .type(let type): return Registry.unsupportedViews[type] ?? ""
        case .member(let member, _): return Registry.unsupportedModifiers[member] ?? ""
        case .initializer(let type, let labels, _):
            return labels.lazy.compactMap { Registry.unsupportedInitializers["\(type).\($0)"] }.first ?? ""
        }
    }

    static func lastComponent(_ type: String) -> String { String(type.split(separator: ".").last ?? Substring(type)) }

    // MARK: The indexes

    struct Index {
        var types: Set<String> = []
        /// Member base names by owner (SwiftUI's only), and every member base name.
        var members: [String: Set<String>] = [:]
        var anyMember: Set<String> = []
        /// Label lists by type.
        var initializers: [String: [[String]]] = [:]
    }

    // The indexes are read as bytes (the names are ASCII): with Characters and Foundation's `range(of:)` and
    // `replacingOccurrences`, building them cost more than all the rest of a render (docs/PERFORMANCE.md).
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// `Type.init(a:_:)` → ("Type", ["a", "_"]); `Type.init` (no labels known) → nil.
    static func initializer(_ entry: Bytes) -> (type: String, labels: [String])? {
        guard entry.last == UInt8(ascii: ")"), let dot = firstIndex(of: Array(".init(".utf8), in: entry) else { return nil }
        let inside = entry[(dot + 6)..<(entry.endIndex - 1)]
        return (string(entry[..<dot]), inside.split(separator: UInt8(ascii: ":")).map(string))
    }

    /// Where `needle` first starts in `bytes`.
    static func firstIndex(of needle: [UInt8], in bytes: Bytes) -> Int? {
        var index = bytes.startIndex
        while let at = bytes[index...].firstIndex(of: needle[0]) {
            if bytes[at...].starts(with: needle) { return at }
            index = at + 1
        }
        return nil
    }

    static func string(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Each line of `text` as bytes.
    static func forEachLine(of text: String, _ body: (Bytes) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            for line in bytes.split(separator: UInt8(ascii: "\n")) { body(line) }
        }
    }

    static let swiftUI: Index = {
        var index = Index()
        let backtick = UInt8(ascii: "`")
        forEachLine(of: swiftUINames) { line in
            if let (type, labels) = initializer(line) {
                index.initializers[type, default: []].append(labels)
                return
            }
            let name = line.prefix { $0 != UInt8(ascii: "(") }
            guard let dot = name.lastIndex(of: UInt8(ascii: ".")), let first = name[(dot + 1)...].first,
                  (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) || first == backtick else {
                index.types.insert(string(name))
                return
            }
            let owner = string(name[..<dot]), member = String(decoding: name[(dot + 1)...].filter { $0 != backtick }, as: UTF8.self)
            guard member != "init" else { return }
            index.members[owner, default: []].insert(member)
            index.anyMember.insert(member)
        }
        return index
    }()

    static let layoutshot: Index = {
        var index = Index()
        forEachLine(of: layoutshotNames) { line in
            guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { return }
            let kind = line[..<space], name = line[(space + 1)...]
            guard !name.isEmpty else { return }
            if kind.elementsEqual("type".utf8) {
                index.types.insert(string(name))
            } else if kind.elementsEqual("member".utf8) {
                index.anyMember.insert(string(name))
            } else if kind.elementsEqual("init".utf8), let (type, labels) = initializer(name) {
                index.initializers[type, default: []].append(labels)
            }
        }
        return index
    }()
}
