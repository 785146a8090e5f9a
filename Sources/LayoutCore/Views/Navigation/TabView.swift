import Foundation

/// A tab view's look: SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {
    var _kind: TabViewStyleKind { get }
}

public enum TabViewStyleKind: Hashable, Sendable {
    /// A tab bar (iOS: at the bottom; macOS: tabs over a box).
    case automatic
    /// Pages side by side, the selected one shown, with page dots (`.page`); `showsIndex` false hides them.
    case page(showsIndex: Bool)
}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .automatic }
}
/// iOS 18's sidebar-adaptable and tab-bar-only styles: a tab bar on an iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .automatic }
}
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .automatic }
}
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let shows: Bool
        public static let automatic = IndexDisplayMode(shows: true)
        public static let always = IndexDisplayMode(shows: true)
        public static let never = IndexDisplayMode(shows: false)
    }
    let mode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
    public var _kind: TabViewStyleKind { .page(showsIndex: mode.shows) }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

/// SwiftUI's page index style: whether the page dots have a background. `.always` draws it; `.interactive`
/// shows it only while the dots are touched, so a still picture has none, as with `.automatic` and `.never`.
public struct PageIndexViewStyle {
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, interactive, always, never }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}
extension PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private enum TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }
private enum PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

/// A tab's item (`.tabItem`, a `Tab`'s title and image): the label view, resolved by the tab bar.
enum TabItemTrait: LayoutValueKey { static let defaultValue: AnyView? = nil }

extension View {
    /// The style of tab views in this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { environment(\.tabViewStyle, style._kind) }

    /// The page dots' style: `.page(backgroundDisplayMode: .always)` puts them on a dark capsule.
    public func indexViewStyle(_ style: PageIndexViewStyle) -> some View {
        environment(\.pageIndexBackground, style.backgroundDisplayMode)
    }

    /// The label of this view's tab in a `TabView`: usually a `Label`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = AnyView(label())
        return modifier(TraitModifier { $0.setValue(label, for: TabItemTrait.self) })
    }

    /// How a tab is shown in a sidebar-adaptable tab view: an iPhone's tab bar shows every tab.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}

/// SwiftUI's `TabViewCustomization`: kept, not used.
public struct TabViewCustomization: Hashable, Sendable {
    public init() {}
}

/// A tab (iOS 18): its content, title and image, and the value a selection finds it by. Layoutshot makes
/// it a view, so that `TabView { Tab(…) { … } }` is built with the view builder.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let value: Value?
    let content: Content
    let label: Label

    /// A tab labelled with its content's own view, found by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let made = content.makeNodes(context)
        let node = made.count == 1 ? made[0]
            : ViewNode(name: "VStack", layout: ConcreteLayoutBox(VStackLayout()), children: made,
                       direction: context.environment.layoutDirection)
        node.traits.setValue(AnyView(label), for: TabItemTrait.self)
        if let value { node.traits.setValue(AnyHashable(value), for: TagKey.self) }
        return [node]
    }
}

/// SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab: a magnifying glass labelled "Search".
    public static let search = TabRole(name: "search")
}

extension Tab where Label == LayoutCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content, label: { LayoutCore.Label(titleKey, systemImage: systemImage) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content, label: { LayoutCore.Label(title, systemImage: systemImage) })
    }
}

extension Tab where Value == Never, Label == LayoutCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = LayoutCore.Label(titleKey, systemImage: systemImage)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = LayoutCore.Label(title, systemImage: systemImage)
    }
    /// A tab with a role (`.search`: "Search" with a magnifying glass).
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = LayoutCore.Label("Search", systemImage: "magnifyingglass")
    }
}

extension Tab where Label == LayoutCore.Label<Text, Image> {
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content, label: { LayoutCore.Label("Search", systemImage: "magnifyingglass") })
    }
}

/// A titled group of tabs (iOS 18): an iPhone's tab bar shows its tabs as any others.
public struct TabSection<Header: View, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) { self.content = content() }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] { content.makeNodes(context) }
}

extension TabSection where Header == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Tabs, the selected one shown: on iOS over a tab bar at the bottom, each item its icon over its title,
/// the selected one tinted; on macOS under a row of tabs; in the page style, full size with page dots
/// (docs/BEHAVIOUR.md §21). The selected tab is the one whose tag (or `Tab` value) equals the selection,
/// else the first.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let selection: AnyHashable?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.stackAxis = nil
        inner.environment.listContext = nil
        let tabs = content.makeNodes(inner)
        guard !tabs.isEmpty else { return [] }
        let selected = selection.flatMap { value in tabs.firstIndex { tagMatches($0.traits.value(for: TagKey.self), value) } } ?? 0
        return [TabBars.make(tabs: tabs, selected: selected, context: context)]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}
