import Foundation

/// One node of the resolved view tree: a leaf (text, shape, spacer) or a container driven by a `Layout`
/// (stacks, and modifiers such as padding and frame, which are one-child layouts). Nodes live for one
/// layout pass and hold that pass's memo.
///
/// Stored properties are `@exclusivity(unchecked)`, here and in `LayoutPass`, `PlacementSession`, `TextLeaf` and
/// `ResolveBudget`: the pass reads them on every call, the run-time checks were 4–6 % of a layout's
/// instructions, and the engine never holds two overlapping accesses to one of them.
///
/// What few nodes set (decorations, diagnostics, preference effects, a scroll view's margins …) is kept out of
/// line in `Extras`, made on the first non-empty value: a plain text, spacer or colour is a small object that
/// frees few fields (the node tree's size and freeing showed in profiles of large trees).
final class ViewNode {
    enum Kind {
        case leaf(any LeafView)
        case container(any LayoutBox)
    }

    /// SwiftUI's name for the view or modifier (`Text`, `HStack`, `padding`).
    let name: String
    let kind: Kind
    // The one-byte fields together, after `kind`'s tag (no padding between them).
    /// A container driven by a layout that is not built in (one the sizing/placing agreement is checked for).
    let isCustomLayout: Bool
    /// Leading/trailing direction of this container's children.
    @exclusivity(unchecked) var layoutDirection: LayoutDirection = .leftToRight
    /// Counted against `LayoutLimits.maximumViews` (wrappers such as AnyView and ForEach pass the same
    /// node up: it counts once).
    @exclusivity(unchecked) var isCounted = false
    /// A container `containerRelativeFrame` measures against (a `ScrollView`, a `List`, a navigation stack's
    /// content, a tab; outside any, the window): its proposal less `containerMargins`.
    @exclusivity(unchecked) var definesContainer = false
    /// A scroll view (`ScrollView`, `List`): it resolves the safe area around it into margins of its content,
    /// so its content sees no safe area (a view in it that ignores the safe area does not grow).
    @exclusivity(unchecked) var consumesSafeArea = false
    /// A `containerRelativeFrame`: its answers depend on the nearest container's size.
    @exclusivity(unchecked) var readsContainer = false
    /// Whether a `containerRelativeFrame` is below this node before the next container (memo).
    @exclusivity(unchecked) var containerReadersMemo: Bool?
    /// Whether the layout's cache is kept (it is not `Void`); a `Void` one is only noted as made (`layoutCache`).
    private let storesCache: Bool
    @exclusivity(unchecked) private var madeVoidCache = false

    @exclusivity(unchecked) private(set) var children: [ViewNode]
    @exclusivity(unchecked) var traits = ViewTraits()

    // Per-pass state.
    @exclusivity(unchecked) var serial = 0
    /// The preferences of the placed subtree.
    @exclusivity(unchecked) var preferenceValues = PreferenceValues()
    /// The memo: answers by proposal. A view is asked a handful of distinct proposals in a pass, so a
    /// short array searched linearly beats hashing.
    @exclusivity(unchecked) var sizes = SizeMemo()
    /// The container that holds this node (nil for the root), by identity only, for the sizing/placing agreement
    /// check. Not a `weak` reference: forming one gave every container a side table (an allocation) and each
    /// store and release was atomic. It never names a freed node (whose address a new one could reuse): only a
    /// container sets it, to itself, for the nodes in its `children`, and clears it when it lets them go
    /// (`deinit`, `replaceChildren`), so it is nil where `weak` was.
    @exclusivity(unchecked) private(set) var parent: ObjectIdentifier?
    @exclusivity(unchecked) var spacingMemo: ViewSpacing?
    /// Guides some node of this subtree may set explicitly; nil when a custom layout makes it unknowable.
    @exclusivity(unchecked) var explicitKeysMemo: Set<AlignmentKey>??
    @exclusivity(unchecked) private var extras: Extras?

    /// The fields few nodes set (see the type's comment).
    private final class Extras {
        @exclusivity(unchecked) var decorations: [PendingDecoration] = []
        @exclusivity(unchecked) var deferredContent: ((GeometryProxy) -> [ViewNode])?
        @exclusivity(unchecked) var preferenceEffects: [PreferenceEffect] = []
        @exclusivity(unchecked) var coordinateSpaceNames: [AnyHashable] = []
        @exclusivity(unchecked) var resolveDiagnostics: [LayoutDiagnostic] = []
        @exclusivity(unchecked) var sizesSeenWhileSizing: [CGSize] = []
        @exclusivity(unchecked) var explicitValues: [ExplicitQuery: CGFloat?] = [:]
        @exclusivity(unchecked) var layoutCache: Any?
        @exclusivity(unchecked) var containerMargins = EdgeInsets()
        @exclusivity(unchecked) var containerSeen: ProposedViewSize?
    }

    /// The node's extras, made now if it has none.
    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    @inline(__always)
    private var hasExtras: Bool { extras != nil }

    var decorations: [PendingDecoration] {
        get { extras?.decorations ?? [] }
        set { if hasExtras || !newValue.isEmpty { madeExtras.decorations = newValue } }
    }

    /// Children made only when the node's frame and safe-area insets are known (GeometryReader), from its proxy.
    var deferredContent: ((GeometryProxy) -> [ViewNode])? {
        get { extras?.deferredContent }
        set { if hasExtras || newValue != nil { madeExtras.deferredContent = newValue } }
    }

    /// What the node's modifiers do to the preferences passing up (`.preference`, `.onPreferenceChange` …), in
    /// the order they were applied.
    var preferenceEffects: [PreferenceEffect] {
        get { extras?.preferenceEffects ?? [] }
        set { if hasExtras || !newValue.isEmpty { madeExtras.preferenceEffects = newValue } }
    }

    /// The names `.coordinateSpace(name:)` gave the node's coordinate space.
    var coordinateSpaceNames: [AnyHashable] {
        get { extras?.coordinateSpaceNames ?? [] }
        set { if hasExtras || !newValue.isEmpty { madeExtras.coordinateSpaceNames = newValue } }
    }

    /// Problems found while resolving (an invalid frame), reported when the node is laid out.
    var resolveDiagnostics: [LayoutDiagnostic] {
        get { extras?.resolveDiagnostics ?? [] }
        set { if hasExtras || !newValue.isEmpty { madeExtras.resolveDiagnostics = newValue } }
    }

    /// What this view answered its custom-layout container while the container sized itself.
    var sizesSeenWhileSizing: [CGSize] {
        get { extras?.sizesSeenWhileSizing ?? [] }
        set { if hasExtras || !newValue.isEmpty { madeExtras.sizesSeenWhileSizing = newValue } }
        _modify { yield &madeExtras.sizesSeenWhileSizing }
    }

    /// Explicit guide values by guide and proposal. This and `sizesSeenWhileSizing` grow in place, per answer:
    /// their `_modify` makes the extras (the value will not be empty).
    var explicitValues: [ExplicitQuery: CGFloat?] {
        get { extras?.explicitValues ?? [:] }
        set { if hasExtras || !newValue.isEmpty { madeExtras.explicitValues = newValue } }
        _modify { yield &madeExtras.explicitValues }
    }

    /// The layout's cache, made once per pass (nil: not made yet). A `Void` cache is not stored, only that it was
    /// made: `ConcreteLayoutBox` never reads it (it passes its own `()`).
    var layoutCache: Any? {
        get { storesCache ? extras?.layoutCache : madeVoidCache ? () : nil }
        set {
            if !storesCache { madeVoidCache = newValue != nil; return }
            if hasExtras || newValue != nil { madeExtras.layoutCache = newValue }
        }
    }

    /// What the container's size leaves out of its proposal (a scroll view's content margins).
    var containerMargins: EdgeInsets {
        get { extras?.containerMargins ?? EdgeInsets() }
        set { if hasExtras || newValue != EdgeInsets() { madeExtras.containerMargins = newValue } }
    }

    /// The container size this node (one that defines a container) last gave its subtree.
    var containerSeen: ProposedViewSize? {
        get { extras?.containerSeen }
        set { if hasExtras || newValue != nil { madeExtras.containerSeen = newValue } }
    }

    init(name: String, leaf: any LeafView) {
        self.name = name
        kind = .leaf(leaf)
        isCustomLayout = false
        storesCache = false
        children = []
    }

    init(name: String, layout: any LayoutBox, children: [ViewNode], direction: LayoutDirection = .leftToRight) {
        self.name = name
        kind = .container(layout)
        isCustomLayout = !layout.derivesAlignmentFromChildren
        storesCache = !layout.hasVoidCache
        self.children = children
        layoutDirection = direction
        let id = ObjectIdentifier(self)
        for child in children { child.parent = id }
    }

    deinit { releaseChildren() }

    /// Replaces the children (a GeometryReader's content, made when it is placed).
    func replaceChildren(_ nodes: [ViewNode]) {
        releaseChildren()
        children = nodes
        let id = ObjectIdentifier(self)
        for child in nodes { child.parent = id }
    }

    /// Clears the parent of the children this node holds (one may live on, held elsewhere).
    private func releaseChildren() {
        let id = ObjectIdentifier(self)
        for child in children where child.parent == id { child.parent = nil }
    }
    /// `nodes` as one node: the only one, or an implicit container of them all (several views in a scroll view
    /// form a VStack, in a background or a `safeAreaInset` a ZStack), named `name`.
    static func grouping(_ nodes: [ViewNode], as name: String, layout: any LayoutBox, direction: LayoutDirection) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode(name: name, layout: layout, children: nodes, direction: direction)
    }

    /// Wraps `child` in a one-child layout node, moving the child's traits outwards: traits belong to the
    /// view-list element, which stays the same however many modifiers follow (SwiftUI).
    static func wrapping(_ child: ViewNode, name: String, layout: any LayoutBox,
                         direction: LayoutDirection = .leftToRight) -> ViewNode {
        let node = ViewNode(name: name, layout: layout, children: [child], direction: direction)
        node.traits = child.traits
        return node
    }

    struct ExplicitQuery: Hashable {
        let key: AlignmentKey
        let proposal: ProposedViewSize
    }
}

/// Answers by proposal, searched linearly (views see few distinct proposals in a pass).
struct SizeMemo {
    /// One array of 32-byte entries (an optional length pads to 16 bytes): a proposal's nil length is stored as
    /// NaN. A proposal with a NaN length is not stored: it equals no proposal, so no look-up could find it.
    private var entries: [Entry] = []

    private struct Entry {
        var width: CGFloat
        var height: CGFloat
        var size: CGSize

        /// Whether this is the answer to `proposal` (a stored NaN, nil, equals only nil; NaN asked equals nothing).
        func answers(_ proposal: ProposedViewSize) -> Bool {
            (proposal.width.map { $0 == width } ?? width.isNaN) && (proposal.height.map { $0 == height } ?? height.isNaN)
        }
    }

    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            for entry in entries where entry.answers(proposal) { return entry.size }
            return nil
        }
        set {
            guard let newValue, proposal.width?.isNaN != true, proposal.height?.isNaN != true else { return }
            if let i = entries.firstIndex(where: { $0.answers(proposal) }) { entries[i].size = newValue; return }
            // A view is usually asked 3 to 6 proposals: room for 4 at once saves the first regrowths.
            if entries.isEmpty { entries.reserveCapacity(4) }
            entries.append(Entry(width: proposal.width ?? .nan, height: proposal.height ?? .nan, size: newValue))
        }
    }
}

/// Per-view values a container reads: layout priority, `LayoutValueKey` values, `.id`, `.zIndex`.
///
/// The values few views have (`.id`, `.zIndex`, the `ForEach` tag, other keys) are in one `CopyOnWrite` box, so a trait-less view holds one nil reference; the tag has a field of its own, so a `ForEach`
/// element needs no dictionary.
struct ViewTraits {
    var layoutPriority: Double?
    /// The `ForEach` element this view was made for (its id, as `"\(id)"`), outer elements first.
    var elementID: String?
    private var rare: CopyOnWrite<Rare>?

    private struct Rare {
        var id: String?
        var zIndex: Double?
        var tag: AnyHashable?
        var values: [ObjectIdentifier: Any] = [:]
    }

    /// The rare traits, made now if there are none, for writing.
    private var madeRare: Rare {
        get { rare?.value ?? Rare() }
        _modify {
            if rare == nil { rare = CopyOnWrite(Rare()) }
            yield &rare!.value
        }
    }

    var id: String? {
        get { rare?.value.id }
        set { if rare != nil || newValue != nil { madeRare.id = newValue } }
    }

    var zIndex: Double? {
        get { rare?.value.zIndex }
        set { if rare != nil || newValue != nil { madeRare.zIndex = newValue } }
    }

    func value<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        // The tag's `Value` is `AnyHashable?` (the same type: no conversion).
        if K.self == TagKey.self { return unsafeBitCast(rare?.value.tag, to: K.Value.self) }
        // An unset key needs no cast.
        guard let value = rare?.value.values[ObjectIdentifier(key)] else { return K.defaultValue }
        return value as? K.Value ?? K.defaultValue
    }

    mutating func setValue<K: LayoutValueKey>(_ value: K.Value, for key: K.Type) {
        if K.self == TagKey.self {
            let tag = unsafeBitCast(value, to: AnyHashable?.self)
            if rare != nil || tag != nil { madeRare.tag = tag }
            return
        }
        madeRare.values[ObjectIdentifier(key)] = value
    }
}

/// A view with no children that answers proposals itself.
protocol LeafView {
    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize
    /// Explicit guide values (text baselines), in points from the top.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat?
    /// The guides `explicitAlignment` can answer.
    var explicitKeys: Set<AlignmentKey> { get }
    var spacing: ViewSpacing { get }
    /// Priority when `.layoutPriority` is not set (0; `Spacer`: −∞).
    var intrinsicPriority: Double { get }
    /// Whether a frame around this view keeps its spacing preferences as they are (a `Spacer`'s zero spacing;
    /// SwiftUI's "spacing projection", [D] OSU FrameLayout).
    var requiresSpacingProjection: Bool { get }
    /// What to draw for the final size.
    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing
    /// The text shown in dumps (`Text "Name"`), if any.
    var label: String? { get }
}

extension LeafView {
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? { nil }
    var explicitKeys: Set<AlignmentKey> { [] }
    var spacing: ViewSpacing { ViewSpacing() }
    var intrinsicPriority: Double { 0 }
    var requiresSpacingProjection: Bool { false }
    var label: String? { nil }
}

/// A type-erased `Layout` with its cache kept as `Any` in the node.
protocol LayoutBox {
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    /// Built-in layouts only have explicit guides their children have (plus `ownExplicitKeys`); a custom
    /// layout may answer any guide, so the engine must ask it.
    var derivesAlignmentFromChildren: Bool { get }
    var ownExplicitKeys: Set<AlignmentKey> { get }
    /// The child whose layout priority the container reports (`fixedSize`: its child; background and overlay:
    /// the primary view); nil: 0.
    var priorityChild: Int? { get }
    /// The child whose spacing projection the container passes on (background and overlay, which are the
    /// primary view to their container); nil: none.
    var spacingProjectionChild: Int? { get }
    /// Whether the layout keeps a cache (its `Cache` is not `Void`; `AnyLayout`'s is its layout's, not counted).
    var hasCache: Bool { get }
    /// Whether the layout's `Cache` is `Void` (the box never reads a cache value then).
    var hasVoidCache: Bool { get }
}

/// Marks layouts defined by Layoutshot itself.
protocol BuiltinLayout {
    var ownExplicitKeys: Set<AlignmentKey> { get }
    var priorityChild: Int? { get }
    var spacingProjectionChild: Int? { get }
    /// The stack algorithm an `HStackLayout` or `VStackLayout` runs (nil: another layout), which the box calls
    /// directly.
    var builtinStack: StackLayout? { get }
}

extension BuiltinLayout {
    var ownExplicitKeys: Set<AlignmentKey> { [] }
    var priorityChild: Int? { nil }
    var spacingProjectionChild: Int? { nil }
    var builtinStack: StackLayout? { nil }
}

struct ConcreteLayoutBox<L: Layout>: LayoutBox {
    let layout: L
    // Decided once: these are asked on every call, and a cast each time showed in profiles.
    let derivesAlignmentFromChildren: Bool
    let ownExplicitKeys: Set<AlignmentKey>
    let priorityChild: Int?
    let spacingProjectionChild: Int?
    let hasCache: Bool
    let hasVoidCache: Bool
    /// A built-in stack's algorithm: calling it directly skips the unspecialised generic path through `L` and
    /// its cache (a box's methods are reached through the `LayoutBox` existential, so nothing specialises them).
    let stack: StackLayout?

    init(_ layout: L) {
        self.layout = layout
        // Casting to a struct is a type comparison; to a protocol, a conformance look-up (it showed in profiles,
        // and the first for each type scans every conformance record): the commonest layouts by their type.
        let builtin: BuiltinLayout? = if let stack = layout as? HStackLayout { stack }
            else if let stack = layout as? VStackLayout { stack } else if let padding = layout as? PaddingLayout { padding }
            else if let frame = layout as? FrameLayout { frame } else { layout as? BuiltinLayout }
        derivesAlignmentFromChildren = builtin != nil
        ownExplicitKeys = builtin?.ownExplicitKeys ?? []
        priorityChild = builtin?.priorityChild
        spacingProjectionChild = builtin?.spacingProjectionChild
        stack = builtin?.builtinStack
        hasCache = L.Cache.self != Void.self && !(layout is AnyLayout)
        hasVoidCache = L.Cache.self == Void.self
    }

    private func withCache<R>(_ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
        // A layout without a cache (the usual case) needs no round trip through Any.
        if L.Cache.self == Void.self, var empty = () as? L.Cache { return body(&empty) }
        var typed = cache as! L.Cache
        defer { cache = typed }
        return body(&typed)
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        if let stack { return stack.sizeThatFits(proposal: proposal, subviews: subviews) }
        return withCache(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        if let stack { return stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews) }
        withCache(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        if let stack { return stack.spacing(subviews: subviews) }
        return withCache(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
        }
    }
}
