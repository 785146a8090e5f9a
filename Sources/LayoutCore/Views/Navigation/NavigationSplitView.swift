import Foundation

/// SwiftUI's `NavigationSplitViewVisibility`: kept; a picture shows the columns its width allows.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// SwiftUI's `NavigationSplitViewColumn`: which column a collapsed split view shows.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    public static let content = NavigationSplitViewColumn(name: "content")
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// SwiftUI's split view styles: accepted, drawn as the default.
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

/// A column's width set with `.navigationSplitViewColumnWidth`.
enum ColumnWidthTrait: LayoutValueKey { static let defaultValue: CGFloat? = nil }

extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of the split view column this view is the root of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.size(width, "width", kind: "column width", fallback: 0) }
        return modifier(TraitModifier { $0.setValue(checked > 0 ? checked : nil, for: ColumnWidthTrait.self) }, reporting: problems)
    }

    /// The column's ideal width is used (a picture does not resize).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        navigationSplitViewColumnWidth(ideal)
    }
}

/// Two or three columns — sidebar, optional content, detail — side by side where the width is regular
/// (macOS, an iPad's regular size class), each column a navigation container of its own with its bar;
/// in a compact width (an iPhone) collapsed into one stack showing the sidebar, or the preferred compact
/// column (docs/BEHAVIOUR.md §21). A sidebar's list takes the sidebar style.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    var compactColumn = NavigationSplitViewColumn.sidebar

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// The sidebar column's width on iOS's regular width and on macOS **[I]**.
    static func sidebarWidth(_ platform: Platform) -> CGFloat { platform == .iOS ? 320 : 220 }
    /// The middle column's **[I]**.
    static func contentWidth(_ platform: Platform) -> CGFloat { platform == .iOS ? 320 : 260 }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var sidebarContext = context
        if sidebarContext.environment.listStyle == .automatic, env.platform == .macOS || env.horizontalSizeClass == .regular {
            sidebarContext.environment.listStyle = .sidebar
        }
        let columns: Bool = env.platform == .macOS || env.horizontalSizeClass == .regular
        guard columns else {
            // Collapsed: one stack, the preferred compact column at its root.
            let shown: ViewNode
            switch compactColumn.name {
            case "detail": shown = NavigationContainer.make(name: "NavigationSplitView", context: context) { detail.makeNodes($0) }
            case "content" where content != nil:
                shown = NavigationContainer.make(name: "NavigationSplitView", context: context) { content!.makeNodes($0) }
            default: shown = NavigationContainer.make(name: "NavigationSplitView", context: sidebarContext) { sidebar.makeNodes($0) }
            }
            return [shown]
        }
        var children: [ViewNode] = []
        var widths: [CGFloat?] = []
        func column(_ name: String, _ ctx: ResolveContext, width: CGFloat?, _ make: (ResolveContext) -> [ViewNode]) {
            let node = NavigationContainer.make(name: name, context: ctx, content: make)
            if !children.isEmpty {
                children.append(NavigationBars.verticalSeparator(env))
                widths.append(nil)
            }
            children.append(node)
            widths.append(node.children.first?.traits.value(for: ColumnWidthTrait.self) ?? width)
        }
        column("Sidebar", sidebarContext, width: Self.sidebarWidth(env.platform)) { sidebar.makeNodes($0) }
        if let content { column("Content", context, width: Self.contentWidth(env.platform)) { content.makeNodes($0) } }
        column("Detail", context, width: nil) { detail.makeNodes($0) }
        return [ViewNode(name: "NavigationSplitView", layout: ConcreteLayoutBox(SplitColumnsLayout(widths: widths)),
                         children: children, direction: env.layoutDirection)]
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        compactColumn = preferredCompactColumn.wrappedValue
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        compactColumn = preferredCompactColumn.wrappedValue
    }
}

/// Columns side by side, each as tall as the offer: those with a width take it (never more than the room
/// left), the others (the detail) share what remains; the columns' separators (nil widths among them, the
/// odd children) are as thin as they are.
struct SplitColumnsLayout: Layout, BuiltinLayout {
    let widths: [CGFloat?]

    private func frames(_ bounds: CGRect, _ subviews: Subviews) -> [CGRect] {
        var fixed: [CGFloat?] = []
        var used: CGFloat = 0
        var flexible = 0
        for (k, subview) in subviews.enumerated() {
            if k % 2 == 1 {
                let w = subview.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width
                fixed.append(w)
                used += w
            } else if let width = widths[k] {
                let w = min(width, max(0, bounds.width - used))
                fixed.append(w)
                used += w
            } else {
                fixed.append(nil)
                flexible += 1
            }
        }
        let share = flexible == 0 ? 0 : max(0, bounds.width - used) / CGFloat(flexible)
        var x = bounds.minX
        return fixed.map { w in
            let frame = CGRect(x: x, y: bounds.minY, width: w ?? share, height: bounds.height)
            x += frame.width
            return frame
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideal = subviews.enumerated().reduce(CGFloat(0)) { sum, item in
            sum + (widths[item.offset] ?? item.element.sizeThatFits(.unspecified).width)
        }
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)).height }.max() ?? 0
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(bounds, subviews)) {
            subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
