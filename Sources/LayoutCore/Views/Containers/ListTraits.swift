import Foundation

// What a list reads from the views it holds: SwiftUI keeps these as traits of the view-list element, so
// they follow the element outwards through the modifiers written after them (`ViewNode.wrapping`), and a
// modifier on a `Group` or `ForEach` sets them on each of its views.

/// SwiftUI's `Visibility`: whether a piece of chrome (a separator, a bar, a background) shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

/// A row's separator visibility per edge, as `.listRowSeparator(_:edges:)` set it.
struct RowSeparatorVisibility {
    var top = Visibility.automatic
    var bottom = Visibility.automatic
}

/// What a row shows after its content: NavigationLink's chevron, a disclosure group's arrow.
enum RowAccessory {
    case chevron
    case disclosure(expanded: Bool)
}

/// A section as its view made it, for the list to build: its header, rows and footer nodes.
final class ListSectionParts {
    let header: [ViewNode]
    let rows: [ViewNode]
    let footer: [ViewNode]

    init(header: [ViewNode], rows: [ViewNode], footer: [ViewNode]) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}

enum ListRowInsetsTrait: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
enum ListRowSeparatorTrait: LayoutValueKey { static let defaultValue = RowSeparatorVisibility() }
enum ListSectionSeparatorTrait: LayoutValueKey { static let defaultValue = RowSeparatorVisibility() }
/// `.listRowBackground`: the view's node, made once per row.
enum ListRowBackgroundTrait: LayoutValueKey { static let defaultValue: ViewNode? = nil }
/// `.listSectionSpacing` on a section: the gap after it.
enum ListSectionSpacingTrait: LayoutValueKey { static let defaultValue: ListSectionSpacing? = nil }
enum ListSectionTrait: LayoutValueKey { static let defaultValue: ListSectionParts? = nil }
enum RowAccessoryTrait: LayoutValueKey { static let defaultValue: RowAccessory? = nil }
/// `.badge`: the text a row, a tab item or a menu item shows.
enum BadgeTrait: LayoutValueKey { static let defaultValue: Text? = nil }
/// How deep an outline row is (`OutlineGroup`, `List(_:children:)`): its content is indented per level.
enum OutlineDepthTrait: LayoutValueKey { static let defaultValue = 0 }

/// How far apart a list's sections are: SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case standard, compact
        case custom(CGFloat)
    }
    let kind: Kind

    /// The platform's spacing.
    public static let `default` = ListSectionSpacing(kind: .standard)
    /// A tighter gap **[I]**.
    public static let compact = ListSectionSpacing(kind: .compact)
    /// `spacing` points between sections (a negative or non-finite value is reported and the default used).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        var problems = ArgumentProblems()
        guard spacing.isFinite, spacing >= 0 else {
            problems.note("Invalid section spacing (negative or non-finite)", "spacing", spacing, "used the default")
            return .default
        }
        return ListSectionSpacing(kind: .custom(spacing))
    }
}

private enum ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
private enum ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum ListContextKey: EnvironmentKey { static let defaultValue: ListMetrics? = nil }

extension EnvironmentValues {
    /// The gap between a list's sections (`.listSectionSpacing` on the list).
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The gap between a list's rows (`.listRowSpacing`); nil: none.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The list whose rows are being made, with its metrics; nil outside lists. Sections, navigation links
    /// and disclosure groups look different inside one.
    var listContext: ListMetrics? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
}

extension View {
    /// Insets the row's content by `insets` instead of the list's default (nil: the default). SwiftUI:
    /// `listRowInsets(_:)`.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        let (checked, problems) = ArgumentProblems.checking { p in insets.map { p.insets($0, "insets") } }
        return modifier(TraitModifier { $0.setValue(checked, for: ListRowInsetsTrait.self) }, reporting: problems)
    }

    /// Shows or hides the separators on `edges` of this row; hiding wins over the neighbour's.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(TraitModifier { traits in
            var v = traits.value(for: ListRowSeparatorTrait.self)
            if edges.contains(.top) { v.top = visibility }
            if edges.contains(.bottom) { v.bottom = visibility }
            traits.setValue(v, for: ListRowSeparatorTrait.self)
        })
    }

    /// The separator colour is drawn as the platform's; accepted so that the code compiles.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Shows or hides a grouped section's top and bottom lines.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(TraitModifier { traits in
            var v = traits.value(for: ListSectionSeparatorTrait.self)
            if edges.contains(.top) { v.top = visibility }
            if edges.contains(.bottom) { v.bottom = visibility }
            traits.setValue(v, for: ListSectionSeparatorTrait.self)
        })
    }

    /// Draws `view` behind the row, filling it (cut to an inset-grouped cell's rounded corners).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view.map(AnyView.init)))
    }

    /// The gap between the list's sections, or after this section when applied to one.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(ListSectionSpacingModifier(spacing: spacing))
    }

    /// `spacing` points between the list's sections, or after this section.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// `spacing` points between the list's rows (nil: none); inset-grouped rows then become cells of their own.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        let (checked, problems) = ArgumentProblems.checking { p in
            spacing.map { p.size($0, "spacing", kind: "row spacing", fallback: 0) }
        }
        return modifier(EnvironmentModifier(problems: problems) { $0.listRowSpacing = checked })
    }

    /// A badge on a list row or a tab item: a count, shown when it is not 0.
    public func badge(_ count: Int) -> some View {
        modifier(TraitModifier { $0.setValue(count == 0 ? nil : Text(verbatim: "\(count)"), for: BadgeTrait.self) })
    }

    /// A badge with a label (nil: none).
    public func badge(_ label: Text?) -> some View {
        modifier(TraitModifier { $0.setValue(label, for: BadgeTrait.self) })
    }

    /// A badge with a label (a string literal, Markdown rendered as `Text`'s).
    public func badge(_ key: LocalizedStringKey?) -> some View { badge(key.map { Text($0) }) }

    /// A badge with a string value as its label.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }

    /// The prominence of a section header; headers are drawn at the standard prominence.
    public func headerProminence(_ prominence: Prominence) -> some View { self }

    /// The tint of list items; drawn with the accent colour.
    public func listItemTint(_ tint: Color?) -> some View { self }
}

/// SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// Resolves the row background once per row it applies to.
struct ListRowBackgroundModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let background: AnyView?

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        var inner = context
        inner.stackAxis = nil
        inner.environment.listContext = nil
        for node in nodes {
            let made = background.map { $0.makeNodes(inner) } ?? []
            let background = made.count == 1 ? made[0]
                : made.isEmpty ? nil
                : ViewNode(name: "ZStack", layout: ConcreteLayoutBox(ZStackLayout()), children: made,
                           direction: context.environment.layoutDirection)
            node.traits.setValue(background, for: ListRowBackgroundTrait.self)
        }
        return nodes
    }
}

/// `.listSectionSpacing` sets the list's spacing (environment) and a section's own (trait).
struct ListSectionSpacingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let spacing: ListSectionSpacing

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.environment.listSectionSpacing = spacing
        let nodes = content(inner)
        for node in nodes { node.traits.setValue(spacing, for: ListSectionSpacingTrait.self) }
        return nodes
    }
}
