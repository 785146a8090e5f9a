import Foundation
import LayoutCore

extension Registry {
    /// `RedactionReasons` and `@Environment(\.redactionReasons)` (the modifiers are in
    /// Modifiers/Rendering/RedactionModifiers+Registry.swift).
    func registerRedactionReasons() {
        let reasons = Builtin.redactionReasons
        reasons.members(["placeholder": RedactionReasons.placeholder, "privacy": RedactionReasons.privacy,
                         "invalidated": RedactionReasons.invalidated])
        reasons.arrayLiteral = { members in members.reduce(RedactionReasons()) { $0.union($1 as! RedactionReasons) } }
        reasons.method("contains", [Param("_ member", .type(reasons))], returns: Builtin.bool) { v, a in
            (v as! RedactionReasons).contains(a.member)
        }
        reasons.property("isEmpty") { .bool(($0 as! RedactionReasons).isEmpty) }
        add(reasons)
        environmentReader("redactionReasons", .type(reasons), \.redactionReasons) { reasons.wrap($0) }
    }
}
