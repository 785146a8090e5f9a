import Foundation
import LayoutCore
@testable import FixtureLanguage

/// Every call of the fixture language's registry that takes a number, once per hostile value: made by
/// walking the registry (views, modifiers, methods, initialisers and static functions of every type), so a
/// new entry is covered without being listed here.
struct HostileValueCase: CustomStringConvertible {
    /// `Text("x").kerning(_:)`: the call, as the registry names it.
    var call: String
    /// The parameter that gets the value (`kerning`, or a path `GridItem(_:) > adaptive(minimum:)`).
    var parameter: String
    var value: String
    /// A view expression with the hostile value in it.
    var expression: String

    var description: String { expression }

    /// The fixture: the expression as a fixed-size canvas and inside a stack that probes it with 0 and ∞.
    var source: String {
        """
        #Preview("canvas", traits: .fixedLayout(width: 120, height: 80)) {
            \(expression)
        }
        #Preview("stack") {
            HStack {
                \(expression)
                Text("b")
            }
        }
        """
    }

    var isNaN: Bool { value.contains("nan") }
}

enum HostileValues {
    static let doubles = [".nan", ".infinity", "-.infinity", "1e308", "-1e308", "-0.0"]
    static let ints = ["9223372036854775807", "-9223372036854775807", "-1", "0"]

    /// Every case, each call with each hostile value in each numeric parameter (the others get ordinary
    /// values), in a stable order.
    static func all() -> [HostileValueCase] {
        let registry = Registry.standard
        var cases: [HostileValueCase] = []
        var seen = Set<ObjectIdentifier>()
        // Modifiers live on `View`, which no fixture names as a type.
        let types = ([("View", Builtin.view)] + registry.types.sorted { $0.key < $1.key })
            .filter { seen.insert(ObjectIdentifier($0.1)).inserted }
        for (name, type) in types {
            // Views and layouts: their initialisers.
            if type !== Builtin.view, type.isView || type.lineage.contains(where: { $0 === Builtin.layout }) {
                let isLayout = type.lineage.contains { $0 === Builtin.layout } && !type.isView
                for signature in type.initializers {
                    for variant in variants(of: signature, calling: name, depth: 2) {
                        let expression = isLayout ? "\(variant.code) { Text(\"a\") }" : variant.code
                        cases.append(HostileValueCase(call: "\(name)(\(labels(signature)))", parameter: variant.parameter,
                                                      value: variant.value, expression: expression))
                    }
                }
            }
            // Methods on values a view expression can start from.
            guard let receiver = receivers[name] else { continue }
            for (method, signatures) in type.methods.sorted(by: { $0.key < $1.key }) {
                for signature in signatures {
                    for variant in variants(of: signature, calling: "\(receiver).\(method)", depth: 2) {
                        cases.append(HostileValueCase(call: "\(name).\(method)(\(labels(signature)))",
                                                      parameter: variant.parameter, value: variant.value,
                                                      expression: variant.code))
                    }
                }
            }
        }
        // Values that are not views: their initialisers and static functions, where some view takes them.
        for (name, type) in types where !type.isView && consumers[name] != nil {
            for variant in valueVariants(type, name: name, depth: 2) {
                for consumer in consumers[name]! {
                    cases.append(HostileValueCase(call: variant.call, parameter: variant.parameter, value: variant.value,
                                                  expression: consumer.replacingOccurrences(of: "$", with: variant.code)))
                }
            }
        }
        // Free functions (`min`, `max`, `abs`) in a text.
        for (name, signatures) in registry.functions.sorted(by: { $0.key < $1.key }) {
            for value in doubles {
                let arguments = signatures[0].params.indices.map { $0 == 0 ? spelled(value) : "1" }.joined(separator: ", ")
                cases.append(HostileValueCase(call: "\(name)(…)", parameter: "_", value: value,
                                              expression: "Text(\"\\(\(name)(\(arguments)))\")"))
            }
        }
        return cases
    }

    /// Where each non-view value is used; `$` is the value.
    static let consumers: [String: [String]] = [
        "CGSize": ["Text(\"a\").offset($)", "Text(\"a\").scaleEffect($)", "Color.red.aspectRatio($, contentMode: .fit)",
                   "RoundedRectangle(cornerSize: $)"],
        "CGPoint": ["Text(\"a\").position($)"],
        "CGRect": ["Text(\"a\").id($.width)"],
        "UnitPoint": ["Text(\"a\").rotationEffect(.degrees(10), anchor: $)", "Text(\"a\").scaleEffect(2, anchor: $)",
                      "Grid { GridRow { Text(\"a\").gridCellAnchor($) } }"],
        "Angle": ["Text(\"a\").rotationEffect($)"],
        "EdgeInsets": ["Text(\"a\").padding($)", "Image(systemName: \"star\").resizable(capInsets: $)"],
        "Font": ["Text(\"a\").font($)", "Text(\"a\").bold().font($)", "VStack { Text(\"a\") }.font($)",
                 "Text(\"a\").environment(\\.font, $)"],
        "GridItem": ["LazyVGrid(columns: [$]) { Text(\"a\"); Text(\"b\") }", "LazyHGrid(rows: [$]) { Text(\"a\"); Text(\"b\") }"],
        "GridItem.Size": ["LazyVGrid(columns: [GridItem($)]) { Text(\"a\"); Text(\"b\") }",
                          "LazyHGrid(rows: [GridItem($)]) { Text(\"a\"); Text(\"b\") }"],
        "CGFloat": ["Text(\"a\").padding($)"],
        "Double": ["Text(\"a\").opacity($)"],
        "Int": ["Text(\"a\").lineLimit($)"],
        "PreviewTrait": [],
        "Animation": ["Text(\"a\").animation($, value: 1)"],
    ]

    /// The receiver a method call starts from, by type.
    static let receivers: [String: String] = [
        "View": "Text(\"a\")", "Text": "Text(\"a\")", "Shape": "Rectangle()", "Image": "Image(systemName: \"star\")",
        "Color": "Color.red",
    ]

    struct Variant {
        var call: String
        var parameter: String
        var value: String
        var code: String
    }

    /// `.nan` as `Double.nan`, for places with no type to infer it from.
    static func spelled(_ value: String) -> String {
        value.replacingOccurrences(of: "-.", with: "-Double.").replacingOccurrences(of: "^\\.", with: "Double.", options: .regularExpression)
    }

    static func labels(_ signature: Signature) -> String {
        signature.params.map(\.labelText).joined()
    }

    /// Calls of `signature` as `callee(…)`, one per numeric parameter (or parameter of a value type with
    /// numbers inside, to `depth`) and hostile value.
    static func variants(of signature: Signature, calling callee: String, depth: Int) -> [Variant] {
        let ordinary = signature.params.map { sample($0.type) }
        var result: [Variant] = []
        for (index, param) in signature.params.enumerated() {
            // Every other required parameter needs an ordinary value.
            guard signature.params.indices.allSatisfy({ $0 == index || signature.params[$0].hasDefault || ordinary[$0] != nil })
            else { continue }
            for hostile in hostileArguments(param.type, depth: depth) {
                var arguments: [String] = []
                var trailing: String?
                for (k, other) in signature.params.enumerated() where k == index || !other.hasDefault {
                    let code = k == index ? hostile.code : ordinary[k]!
                    if k == signature.params.count - 1, k != index, case .viewBuilder = other.type {
                        trailing = code
                    } else {
                        arguments.append(other.label.map { "\($0): \(code)" } ?? code)
                    }
                }
                var call = "\(callee)(\(arguments.joined(separator: ", ")))"
                if let trailing { call += " \(trailing)" }
                let parameter = param.label ?? "_"
                result.append(Variant(call: callee, parameter: hostile.path.isEmpty ? parameter : "\(parameter) > \(hostile.path)",
                                      value: hostile.value, code: call))
            }
        }
        return result
    }

    /// Hostile versions of a value of `type`: the numbers themselves, or calls that make the value with a
    /// hostile number inside.
    static func hostileArguments(_ type: PType, depth: Int) -> [(path: String, value: String, code: String)] {
        switch type {
        case .optional(let wrapped): return hostileArguments(wrapped, depth: depth)
        case .array(let element): return hostileArguments(element, depth: depth).map { ($0.path, $0.value, "[\($0.code)]") }
        case .dimensionsFunction: return doubles.map { ("closure result", $0, "{ _ in CGFloat(\($0)) }") }
        case .lengthFunction: return doubles.map { ("closure result", $0, "{ _, _ in CGFloat(\($0)) }") }
        case .type(let t):
            if t === Builtin.cgFloat || t === Builtin.double { return doubles.map { ("", $0, $0) } }
            if t === Builtin.int { return ints.map { ("", $0, $0) } }
            // Where any value is taken, the number is spelt with its type.
            if t === Builtin.value { return doubles.map { ("", $0, spelled($0)) } }
            guard depth > 0 else { return [] }
            if t === Builtin.shapeStyle || t === Builtin.color {
                return valueVariants(Builtin.color, name: "Color", depth: depth - 1).map { ($0.call, $0.value, $0.code) }
            }
            // Views are walked on their own; strings only show a number as text.
            if t.isView || [Builtin.string, Builtin.localizedStringKey, Builtin.value].contains(where: { $0 === t }) { return [] }
            return valueVariants(t, name: t.name, depth: depth - 1).map { ($0.call, $0.value, $0.code) }
        default: return []
        }
    }

    /// A type's own initialisers and static functions with hostile numbers, and its methods returning the type.
    static func valueVariants(_ type: FType, name: String, depth: Int) -> [Variant] {
        var result: [Variant] = []
        for signature in type.initializers {
            result += variants(of: signature, calling: name, depth: depth).map {
                Variant(call: "\(name)(\(labels(signature)))", parameter: $0.parameter, value: $0.value, code: $0.code)
            }
        }
        for (function, signatures) in type.staticFunctions.sorted(by: { $0.key < $1.key }) {
            for signature in signatures {
                result += variants(of: signature, calling: "\(name).\(function)", depth: depth).map {
                    Variant(call: "\(name).\(function)(\(labels(signature)))", parameter: $0.parameter, value: $0.value, code: $0.code)
                }
            }
        }
        if let receiver = sample(.type(type)) {
            for (method, signatures) in type.methods.sorted(by: { $0.key < $1.key }) {
                for signature in signatures where signature.result === type {
                    result += variants(of: signature, calling: "(\(receiver)).\(method)", depth: depth).map {
                        Variant(call: "\(name).\(method)(\(labels(signature)))", parameter: $0.parameter, value: $0.value, code: $0.code)
                    }
                }
            }
        }
        return result
    }

    /// An ordinary value of `type` in fixture source, or nil when there is none to write.
    static func sample(_ type: PType) -> String? {
        switch type {
        case .optional(let wrapped): return sample(wrapped)
        case .array(let element): return sample(element).map { "[\($0)]" }
        case .user: return nil
        case .viewBuilder: return "{ Text(\"a\") }"
        case .viewBuilderFunction: return "{ _ in Text(\"a\") }"
        case .dimensionsFunction: return "{ d in d[.leading] }"
        case .lengthFunction: return "{ length, _ in length / 2 }"
        case .action(let count): return count == 0 ? "{}" : count == nil ? "{ _, _ in }" : "{ _ in }"
        case .keyPath: return "\\.self"
        case .sequence: return "[1, 2]"
        case .hashable: return "1"
        case .environmentKey(let name): return "\\.\(name)"
        case .function: return nil
        case .type(let t):
            if let fixed = samples[t.name] { return fixed }
            let members = t.staticMembers.filter { if case .type = $0.value { return false } else { return true } }
            if let member = members.keys.sorted().first { return "\(t.name).\(member)" }
            for signature in t.initializers {
                let required = signature.params.filter { !$0.hasDefault }
                let values = required.map { sample($0.type) }
                guard values.allSatisfy({ $0 != nil }) else { continue }
                let arguments = zip(required, values).map { p, v in p.label.map { "\($0): \(v!)" } ?? v! }
                return "\(t.name)(\(arguments.joined(separator: ", ")))"
            }
            return nil
        }
    }

    static let samples: [String: String] = [
        "CGFloat": "1", "Double": "1", "Int": "1", "String": "\"a\"", "LocalizedStringKey": "\"a\"", "Bool": "true",
        "View": "Text(\"a\")", "Text": "Text(\"a\")", "Shape": "Rectangle()", "ShapeStyle": "Color.red",
        "Color": "Color.red", "Font": ".body", "Value": "1", "Range<Int>": "0..<2", "ClosedRange<Int>": "1...2",
        "PartialRangeFrom<Int>": "1...", "PartialRangeThrough<Int>": "...2", "Layout": "HStackLayout()",
        "Image": "Image(systemName: \"star\")", "GridItem": "GridItem()", "GridItem.Size": ".flexible()",
        "ClosedRange<DynamicTypeSize>": ".small ... .large", "Array": "[1, 2]", "Edge.Set": ".all",
        "Axis.Set": ".horizontal", "Alignment": ".center", "UnitPoint": ".center", "Angle": ".zero",
        "CGSize": "CGSize(width: 1, height: 1)", "CGPoint": "CGPoint(x: 1, y: 1)", "EdgeInsets": "EdgeInsets()",
        "PrimitiveButtonStyle": ".plain",
    ]
}
