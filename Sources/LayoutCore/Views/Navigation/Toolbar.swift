import Foundation

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`. On iOS, leading items go to the navigation
/// bar's leading edge, trailing and automatic ones to its trailing edge, `principal` to its middle,
/// `bottomBar` and `status` to the bottom toolbar; `keyboard` items are not shown (no keyboard is up).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction,
             cancellationAction, destructiveAction, keyboard, topBarLeading, topBarTrailing, bottomBar
    }
    let kind: Kind

    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    public static let principal = ToolbarItemPlacement(kind: .principal)
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
    public static let status = ToolbarItemPlacement(kind: .status)
    public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
    public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
    public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
    public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)

    /// The region of the bars the item is drawn in.
    var region: ToolbarRegion {
        switch kind {
        case .navigation, .cancellationAction, .topBarLeading: return .leading
        case .principal: return .principal
        case .bottomBar: return .bottom
        case .status: return .bottomCenter
        case .keyboard: return .hidden
        case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction, .topBarTrailing:
            return .trailing
        }
    }
}

enum ToolbarRegion: Hashable {
    case leading, trailing, principal, bottom, bottomCenter, hidden
}

/// A bar a toolbar modifier names: SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar, windowToolbar }
    let kind: Kind
    public static let automatic = ToolbarPlacement(kind: .automatic)
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    public static let windowToolbar = ToolbarPlacement(kind: .windowToolbar)
}

/// SwiftUI's `ToolbarRole`: accepted, drawn as the default role.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// One item a toolbar declared, resolved: where it goes and its views.
struct ToolbarEntry {
    let region: ToolbarRegion
    let nodes: [ViewNode]
}

/// What a toolbar's content made (opaque outside Layoutshot).
public struct _ToolbarEntries {
    let entries: [ToolbarEntry]
}

/// The content of a `.toolbar`: items and groups, or a type of the fixture's own whose `body` is made of
/// them. SwiftUI's `ToolbarContent`.
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
    /// Layoutshot's resolution hook; the default resolves `body`.
    func _toolbarEntries(_ inputs: _ViewInputs) -> _ToolbarEntries
}

/// SwiftUI's `CustomizableToolbarContent`: toolbar content a macOS user may rearrange.
public protocol CustomizableToolbarContent: ToolbarContent {}

extension ToolbarContent {
    public func _toolbarEntries(_ inputs: _ViewInputs) -> _ToolbarEntries { body._toolbarEntries(inputs) }
}

/// The body of primitive toolbar content, which has none (`Never` is already a `View`, whose `body` it has).
public enum _NoToolbarBody: ToolbarContent {
    public typealias Body = _NoToolbarBody
    public var body: _NoToolbarBody { self }
    public func _toolbarEntries(_ inputs: _ViewInputs) -> _ToolbarEntries { _ToolbarEntries(entries: []) }
}

extension ToolbarContent where Body == _NoToolbarBody {
    public var body: _NoToolbarBody { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// A toolbar item: a view in one place of the bars.
public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent {
    public typealias Body = _NoToolbarBody
    let placement: ToolbarItemPlacement
    let content: Content

    public func _toolbarEntries(_ inputs: _ViewInputs) -> _ToolbarEntries {
        _ToolbarEntries(entries: [ToolbarEntry(region: placement.region, nodes: ToolbarItems.nodes(content, inputs.context))])
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A customisable item; the identifier only matters to a macOS user rearranging the toolbar.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views in one place of the bars, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = _NoToolbarBody
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public func _toolbarEntries(_ inputs: _ViewInputs) -> _ToolbarEntries {
        _ToolbarEntries(entries: [ToolbarEntry(region: placement.region, nodes: ToolbarItems.nodes(content, inputs.context))])
    }
}

/// Toolbar contents side by side in a builder.
public struct _TupleToolbarContent: ToolbarContent {
    public typealias Body = _NoToolbarBody
    let parts: [any ToolbarContent]

    public func _toolbarEntries(_ inputs: _ViewInputs) -> _ToolbarEntries {
        _ToolbarEntries(entries: parts.flatMap { $0._toolbarEntries(inputs).entries })
    }
}

/// Builds toolbar content from items, groups, `if` and `ForEach`-free blocks, as SwiftUI's.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> _TupleToolbarContent { _TupleToolbarContent(parts: []) }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _TupleToolbarContent {
        var parts: [any ToolbarContent] = []
        for part in repeat each content { parts.append(part) }
        return _TupleToolbarContent(parts: parts)
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _TupleToolbarContent {
        _TupleToolbarContent(parts: content.map { [$0] } ?? [])
    }
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> _TupleToolbarContent {
        _TupleToolbarContent(parts: content.map { [$0] } ?? [])
    }
    public static func buildEither<First: ToolbarContent>(first: First) -> _TupleToolbarContent {
        _TupleToolbarContent(parts: [first])
    }
    public static func buildEither<Second: ToolbarContent>(second: Second) -> _TupleToolbarContent {
        _TupleToolbarContent(parts: [second])
    }
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> _TupleToolbarContent {
        _TupleToolbarContent(parts: [content])
    }
}

/// How toolbar items are resolved: in a horizontal stack's context, at the bar button font (body on iOS;
/// macOS's toolbar font is its body too).
enum ToolbarItems {
    static func nodes<Content: View>(_ content: Content, _ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.stackAxis = .horizontal
        inner.environment.listContext = nil
        inner.environment.navigationDeclarations = nil
        return content.makeNodes(inner)
    }
}

extension View {
    /// Adds toolbar items to the navigation container around this view.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(NavigationDeclaration { declarations, context in
            declarations.toolbar += content._toolbarEntries(_ViewInputs(context: context)).entries
        })
    }

    /// Adds views to the toolbar at the automatic place (the navigation bar's trailing edge on iOS).
    @_disfavoredOverload
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(NavigationDeclaration { declarations, context in
            declarations.toolbar.append(ToolbarEntry(region: .trailing, nodes: ToolbarItems.nodes(content, context)))
        })
    }

    /// Shows or hides bars: `.toolbar(.hidden, for: .navigationBar)`, `.toolbar(.hidden, for: .tabBar)`.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationDeclaration { declarations, _ in
            let kinds = bars.isEmpty ? [ToolbarPlacement.Kind.automatic] : bars.map(\.kind)
            for kind in kinds { declarations.barVisibility[kind] = visibility }
        })
    }

    /// Removes the toolbar items a user could add (macOS); nothing to draw.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }

    /// The style a bar's background is drawn in when it shows (`bars` empty: `automatic`, every bar). At rest an
    /// iOS navigation bar's background shows only with `toolbarBackground(.visible, for: .navigationBar)`; a tab
    /// bar's and a bottom toolbar's show unless hidden (docs/BEHAVIOUR.md §21). [D] Apple
    /// `toolbarBackground(_:for:)`; the outer declaration wins, as for the other declarations.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        return modifier(NavigationDeclaration { declarations, _ in
            for kind in bars.isEmpty ? [.automatic] : bars.map(\.kind) where declarations.barBackgrounds[kind] == nil {
                declarations.barBackgrounds[kind] = style
            }
        })
    }

    /// Whether a bar's background shows: `.visible` always, `.hidden` never, `.automatic` as the bar does at
    /// rest (an iOS navigation bar's is transparent over content scrolled to its top; a tab bar's shows).
    /// [D] Apple `toolbarBackground(_:for:)` ("automatic makes the visibility … depend on where a List or
    /// ScrollView settles").
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(Self.backgroundVisibility(visibility, bars))
    }

    /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(Self.backgroundVisibility(visibility, bars))
    }

    private static func backgroundVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> NavigationDeclaration {
        NavigationDeclaration { declarations, _ in
            for kind in bars.isEmpty ? [.automatic] : bars.map(\.kind) where declarations.barBackgroundVisibility[kind] == nil {
                declarations.barBackgroundVisibility[kind] = visibility
            }
        }
    }
    /// A bar's colour scheme: drawn in the view's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// The toolbar's role: drawn as the default role.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    public static let title = ToolbarDefaultItemKind(name: "title")
}
