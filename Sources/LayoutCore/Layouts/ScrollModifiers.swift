import Foundation

/// Where a content margin applies: SwiftUI's `ContentMarginPlacement`. A scroll view (`ScrollView`, `List`,
/// `Form`) insets its content by `.automatic` and `.scrollContent` margins and its scroll indicators by
/// `.automatic` and `.scrollIndicators` ones; a still at rest shows no indicators, so those draw nothing.
/// [D] Apple `ContentMarginPlacement` (each placement's documentation).
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind
    /// The content and the indicators.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The content only.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The indicators only (not drawn in a still).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

/// The content margins in force: per placement, per edge, the innermost modifier's length (points; leading
/// and trailing in the layout direction).
struct ContentMargins: Hashable, Sendable {
    private var lengths: [ContentMarginPlacement.Kind: [Edge: CGFloat]] = [:]

    static let none = ContentMargins()

    /// Sets `insets` on `edges` for `placement`; the other edges keep what an outer modifier set.
    mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets, for placement: ContentMarginPlacement) {
        var values = lengths[placement.kind] ?? [:]
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            switch edge {
            case .top: values[edge] = insets.top
            case .leading: values[edge] = insets.leading
            case .bottom: values[edge] = insets.bottom
            case .trailing: values[edge] = insets.trailing
            }
        }
        lengths[placement.kind] = values
    }

    /// The margins a scroll view insets its content by: on each edge the `.scrollContent` length, else the
    /// `.automatic` one, else 0 **[I]** (Apple documents each placement, not how the two combine).
    var content: EdgeInsets {
        func length(_ edge: Edge) -> CGFloat {
            lengths[.scrollContent]?[edge] ?? lengths[.automatic]?[edge] ?? 0
        }
        return EdgeInsets(top: length(.top), leading: length(.leading), bottom: length(.bottom), trailing: length(.trailing))
    }
}

private enum ContentMarginsKey: EnvironmentKey { static let defaultValue = ContentMargins.none }
private enum ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The content margins of the scroll views below (`contentMargins(_:_:for:)`).
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }

    /// Whether the scroll views below draw their content beyond their bounds (`scrollClipDisabled(_:)`).
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

/// SwiftUI's `ScrollTargetBehavior`: where a scroll comes to rest. A still is at offset 0, so the behaviour is
/// accepted and changes nothing.
public protocol ScrollTargetBehavior {}

/// `.paging`: one page (the scroll view's size) at a time.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// `.viewAligned`: coming to rest on the scroll targets (`scrollTargetLayout()`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may go.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { .init() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Insets the content of the scroll views in this view (`ScrollView`, `List`, `Form`) by `length` on
    /// `edges` for `placement`, on top of their safe area (nil: the default, no margin). A scroll view's
    /// content is proposed its size less the margins across its scroll axes and placed at the leading and top
    /// margins; along a scroll axis the margins add to the scrollable length. The margins apply to every scroll
    /// view in this view; an inner modifier's edges win. [D] Apple `contentMargins(_:_:for:)` ("the scroll view
    /// will automatically inset its content by the safe area plus an additional 20 points"); fatbobman, "New
    /// features of ScrollView in SwiftUI 5" (all scrollable containers in scope, the content as a whole).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View {
        var problems = ArgumentProblems()
        let checked = length.map { problems.length($0, "length", kind: "content margin") } ?? 0
        return modifier(EnvironmentModifier(problems: problems) { $0.contentMargins.set(edges, EdgeInsets(edges, checked), for: placement) })
    }

    /// Insets the scroll views' content by `insets` on `edges` for `placement` (as the length form).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.insets(insets, "insets") }
        return modifier(EnvironmentModifier(problems: problems) { $0.contentMargins.set(edges, checked, for: placement) })
    }

    /// Insets the scroll views' content by `length` on every edge for `placement`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Whether the scroll views in this view clip their content to their bounds (and the safe area they may
    /// grow into): disabled, what lies beyond the viewport is drawn too. [D] Apple `scrollClipDisabled(_:)`.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }

    /// Makes the views of this layout the scroll targets of the scroll view around it (for `.viewAligned` and
    /// `scrollPosition(id:)`): where a scroll comes to rest, which a still at offset 0 does not show.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Makes this view a scroll target (as `scrollTargetLayout()` does for a layout's views).
    public func scrollTarget(isEnabled: Bool = true) -> some View { self }

    /// How the scroll views in this view come to rest (`.paging`, `.viewAligned`): a still is at offset 0.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// The scroll target shown at the scroll view's `anchor`: kept, not applied — a still is at offset 0, as a
    /// scroll view is before anything is scrolled (docs/BEHAVIOUR.md §11, difference).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
}
