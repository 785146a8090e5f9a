import Foundation

/// The tag of a view-list element (`.tag(_:)`, or the element's id in a `ForEach`): what a picker compares
/// with its selection.
struct TagKey: LayoutValueKey { static let defaultValue: AnyHashable? = nil }

extension View {
    /// Tags the view with a value a `Picker` (or a `TabView`) selects it by. No effect on layout.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TraitModifier { $0.setValue(AnyHashable(tag), for: TagKey.self) })
    }
}

/// Optionals, so that a tag `x` matches a selection `Optional(x)` and the other way round (SwiftUI matches
/// them so since iOS 17).
private protocol OptionalTag {
    var unwrappedTag: AnyHashable? { get }
}

extension Optional: OptionalTag where Wrapped: Hashable {
    var unwrappedTag: AnyHashable? { map { AnyHashable($0) } }
}

/// Whether `tag` is the tag of `selection`.
func tagMatches(_ tag: AnyHashable?, _ selection: AnyHashable) -> Bool {
    guard let tag else { return false }
    if tag == selection { return true }
    if let wrapped = (selection.base as? OptionalTag)?.unwrappedTag, wrapped == tag { return true }
    if let wrapped = (tag.base as? OptionalTag)?.unwrappedTag, wrapped == selection { return true }
    return false
}
