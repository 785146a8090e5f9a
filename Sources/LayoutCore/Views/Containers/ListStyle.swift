import Foundation

/// A list's look: SwiftUI's `ListStyle`. Layoutshot draws the built-in styles (docs/BEHAVIOUR.md §20).
public protocol ListStyle {
    var _kind: ListStyleKind { get }
}

/// The built-in list styles.
public enum ListStyleKind: Hashable, Sendable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar, bordered

    /// The style `automatic` stands for: inset grouped on iOS (SwiftUI's default since iOS 14), inset on
    /// macOS **[I]**.
    func resolved(for platform: Platform) -> ListStyleKind {
        guard self == .automatic else { return self }
        return platform == .iOS ? .insetGrouped : .inset
    }
}

public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .automatic }
}
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .plain }
}
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .grouped }
}
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .insetGrouped }
}
/// `.inset`; macOS's alternating row backgrounds are not drawn.
public struct InsetListStyle: ListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
    public var _kind: ListStyleKind { .inset }
}
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: ListStyleKind { .sidebar }
}
/// macOS's `.bordered`, drawn as `.inset` inside a border.
public struct BorderedListStyle: ListStyle {
    public init() {}
    public init(alternatesRowBackgrounds: Bool) {}
    public var _kind: ListStyleKind { .bordered }
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { .init() }
}

private enum ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.automatic }

extension EnvironmentValues {
    /// The style of lists in this subtree (`.listStyle`).
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyle, style._kind) }
}
