import Foundation
import LayoutCore

/// `@Namespace var ns`'s value: only compared, never drawn.
struct NamespaceID: Hashable {
    let serial: Int
}

extension Registry {
    /// `Namespace.ID`, and the modifiers of focus and matched geometry, which never change a picture.
    func registerPropertyWrappers() {
        let namespace = FType("Namespace")
        let namespaceID = FType("Namespace.ID", cast: { $0 as? NamespaceID })
        namespace.staticMember("ID", .type(namespaceID))
        add(namespace)
        add(namespaceID)

        // Any value will do where SwiftUI only watches a value: an optional that is nil included.
        let anyValue = PType.type(Builtin.value)
        // Focus does not change layout, and nothing has it in a picture.
        noOpModifier("focused", [Param("_ condition", anyValue)])
        noOpModifier("focused", [Param("_ binding", anyValue), Param("equals value", anyValue)])
        // A picture has no transition; the source view keeps its own frame.
        let matched = FType("MatchedGeometryProperties", cast: { $0 as? MatchedGeometryProperties })
        matched.members(["position": MatchedGeometryProperties.position, "size": MatchedGeometryProperties.size,
                         "frame": MatchedGeometryProperties.frame])
        add(matched)
        noOpModifier("matchedGeometryEffect", [Param("id", .hashable), Param("in namespace", anyValue),
                                               Param("properties", .type(matched), default: MatchedGeometryProperties.frame),
                                               Param("anchor", .unitPoint, default: UnitPoint.center),
                                               Param("isSource", .bool, default: true)])
    }
}

extension FixtureContext {
    /// A new `@Namespace` value.
    func nextNamespace() -> NamespaceID {
        namespacesMade += 1
        return NamespaceID(serial: namespacesMade)
    }
}
