import Foundation

/// SwiftUI's `NavigationPath`: the stack's pushed values. A picture shows the root, so it is only kept.
public struct NavigationPath: Equatable {
    private var items: [AnyHashable] = []
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { items = elements.map(AnyHashable.init) }
    public var count: Int { items.count }
    public var isEmpty: Bool { items.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { items.append(value) }
    public mutating func removeLast(_ k: Int = 1) { items.removeLast(min(k, items.count)) }
}

/// A navigation stack shown at its root: the root view under the navigation bar its content declares
/// (title, toolbar items, search field), with a bottom toolbar if it has items there (docs/BEHAVIOUR.md §21).
/// A pushed path is kept, not shown.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let root: Root

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [NavigationContainer.make(name: "NavigationStack", context: context) { root.makeNodes($0) }]
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
}

/// The deprecated navigation container: a stack (its first view is the root; a second one, the detail of
/// a split layout, is not shown at the root).
public struct NavigationView<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [NavigationContainer.make(name: "NavigationView", context: context) { Array(content.makeNodes($0).prefix(1)) }]
    }
}

/// SwiftUI's navigation view styles: accepted, drawn as a stack.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { .init() }
}

extension View {
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// What every navigation container does with its content: collect its declarations, build its bars, and
/// lay the content out between them (`BarsLayout`).
enum NavigationContainer {
    static func make(name: String, context: ResolveContext, content: (ResolveContext) -> [ViewNode]) -> ViewNode {
        let env = context.environment
        let declarations = NavigationDeclarations()
        var inner = context
        inner.stackAxis = nil
        inner.environment.navigationDeclarations = declarations
        inner.environment.listContext = nil
        let made = content(inner)
        let root = made.count == 1 ? made[0]
            : ViewNode(name: "VStack", layout: ConcreteLayoutBox(VStackLayout()), children: made, direction: env.layoutDirection)
        // The stack (a split view's column) is a container for `containerRelativeFrame`: the room between its bars.
        root.definesContainer = true
        let bars = NavigationBars.make(declarations, context: context)
        var children = [root]
        var top: Int?, bottom: Int?
        if let bar = bars.top {
            top = children.count
            children.append(bar)
        }
        if let bar = bars.bottom {
            bottom = children.count
            children.append(bar)
        }
        let node = ViewNode(name: name, layout: ConcreteLayoutBox(BarsLayout(content: 0, top: top, bottom: bottom)),
                            children: children, direction: env.layoutDirection)
        // A tab bar around the stack reads what the stack's content declared for it (`.toolbar(.hidden, for:
        // .tabBar)`, `.toolbarBackground(_:for: .tabBar)`).
        node.traits.setValue(declarations, for: TabBarDeclarationsTrait.self)
        return node
    }
}

/// What a navigation container's content declared, for the tab bar around it.
enum TabBarDeclarationsTrait: LayoutValueKey { static let defaultValue: NavigationDeclarations? = nil }
