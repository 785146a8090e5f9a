import Foundation

/// What the views inside a navigation container declare for its bars — title, display mode, toolbar items,
/// search field, hidden bars — collected while the container's content is resolved, as SwiftUI collects
/// them with preferences. The innermost container collects its own content's (each installs a fresh one);
/// where two views set the same thing, the outer one wins **[I]**.
final class NavigationDeclarations {
    var title: Text?
    var subtitle: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var toolbar: [ToolbarEntry] = []
    var search: SearchDeclaration?
    var barVisibility: [ToolbarPlacement.Kind: Visibility] = [:]
    /// `toolbarBackground(_:for:)`: a bar's background style, and whether its background shows.
    var barBackgrounds: [ToolbarPlacement.Kind: AnyShapeStyle] = [:]
    var barBackgroundVisibility: [ToolbarPlacement.Kind: Visibility] = [:]

    /// Whether the bar `kind` is hidden (by its own placement or `automatic`).
    func hides(_ kind: ToolbarPlacement.Kind) -> Bool {
        (barVisibility[kind] ?? barVisibility[.automatic]) == .hidden
    }

    /// The background visibility declared for the bar `kind` (its own placement's, else `automatic`'s).
    func backgroundVisibility(_ kind: ToolbarPlacement.Kind) -> Visibility {
        barBackgroundVisibility[kind] ?? barBackgroundVisibility[.automatic] ?? .automatic
    }

    /// The background style declared for the bar `kind`, if any.
    func backgroundStyle(_ kind: ToolbarPlacement.Kind) -> AnyShapeStyle? {
        barBackgrounds[kind] ?? barBackgrounds[.automatic]
    }
}

/// A `.searchable` field at rest: its prompt.
struct SearchDeclaration {
    /// The prompt, or the search text when the binding holds some.
    var prompt: Text?
    /// Whether `prompt` is the field's text (drawn in the primary colour) rather than its placeholder.
    var showsText = false
}

private enum NavigationDeclarationsKey: EnvironmentKey { static let defaultValue: NavigationDeclarations? = nil }

extension EnvironmentValues {
    /// The navigation container collecting its content's declarations; nil outside one.
    var navigationDeclarations: NavigationDeclarations? {
        get { self[NavigationDeclarationsKey.self] }
        set { self[NavigationDeclarationsKey.self] = newValue }
    }
}

/// Records a declaration in the enclosing navigation container (outer modifiers run first) and leaves the
/// view unchanged. Outside a navigation container it has nothing to tell and draws nothing, as in SwiftUI.
struct NavigationDeclaration: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let record: (NavigationDeclarations, ResolveContext) -> Void

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        if let declarations = context.environment.navigationDeclarations { record(declarations, context) }
        return content(context)
    }
}

/// SwiftUI's `NavigationBarItem` (for its `TitleDisplayMode`).
public struct NavigationBarItem: Sendable {
    /// How the navigation bar shows the title: `large` below the bar, `inline` in it; `automatic` is large at
    /// a stack's root **[C]** Apple `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A large title in the bar's own row (iOS 17): drawn as inline.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

extension View {
    /// The title of the navigation container around this view (iOS: its navigation bar; macOS: its toolbar).
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationDeclaration { d, _ in if d.title == nil { d.title = title } })
    }

    /// The navigation title from a string literal (Markdown rendered).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// The navigation title from a string value, shown as it is.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// An editable title (`navigationTitle($name)`): shown as its value.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(verbatim: title.wrappedValue)) }

    /// A subtitle (macOS toolbars) under the title.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(NavigationDeclaration { d, _ in if d.subtitle == nil { d.subtitle = subtitle } })
    }
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { navigationSubtitle(Text(subtitleKey)) }
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { navigationSubtitle(Text(subtitle)) }

    /// Whether the title is large (below the bar) or inline (in it).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationDeclaration { d, _ in if d.displayMode == nil { d.displayMode = displayMode } })
    }

    /// iOS 17's name for the display mode.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// The deprecated title modifiers.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationDeclaration { d, _ in if hidden, d.barVisibility[.navigationBar] == nil { d.barVisibility[.navigationBar] = .hidden } })
    }

    /// The deprecated bar items: leading and trailing views.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(NavigationDeclaration { d, context in
            d.toolbar.append(ToolbarEntry(region: .leading, nodes: ToolbarItems.nodes(leading, context)))
            d.toolbar.append(ToolbarEntry(region: .trailing, nodes: ToolbarItems.nodes(trailing, context)))
        })
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(NavigationDeclaration { d, context in
            d.toolbar.append(ToolbarEntry(region: .leading, nodes: ToolbarItems.nodes(leading, context)))
        })
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(NavigationDeclaration { d, context in
            d.toolbar.append(ToolbarEntry(region: .trailing, nodes: ToolbarItems.nodes(trailing, context)))
        })
    }

    /// A back button is not drawn at a stack's root, which is what a picture shows.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Destinations are never shown: a picture is a stack's root.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// A search field in the navigation bar, shown at rest: its prompt ("Search" by default) in an empty field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let shown = text.wrappedValue.isEmpty ? nil : Text(verbatim: text.wrappedValue)
        return modifier(NavigationDeclaration { d, _ in
            if d.search == nil { d.search = SearchDeclaration(prompt: shown ?? prompt, showsText: shown != nil) }
        })
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// `searchable(text:isPresented:…)`: the field at rest.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Suggestions and scopes show only while searching.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
    /// Pull to refresh is not part of a picture at rest.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// Where a search field goes: SwiftUI's `SearchFieldPlacement`; Layoutshot draws it in the navigation bar.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }

    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic, always
    }
}
