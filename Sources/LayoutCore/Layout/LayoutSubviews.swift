import Foundation

/// The subviews of a `Layout` container, in declaration order. A random-access collection; slicing
/// (`subviews[1...]`) keeps the original indices, as in SwiftUI.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Index = Int
    public typealias Element = LayoutSubview
    public typealias SubSequence = LayoutSubviews

    let allNodes: [ViewNode]
    let range: Range<Int>
    let pass: LayoutPass
    let session: PlacementSession?

    init(nodes: [ViewNode], pass: LayoutPass, session: PlacementSession?) {
        allNodes = nodes
        range = nodes.indices
        self.pass = pass
        self.session = session
    }

    private init(allNodes: [ViewNode], range: Range<Int>, pass: LayoutPass, session: PlacementSession?) {
        self.allNodes = allNodes
        self.range = range
        self.pass = pass
        self.session = session
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: allNodes[index], index: index, pass: pass, session: session)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(allNodes: allNodes, range: bounds, pass: pass, session: session)
    }

    /// How far a container placed at `bounds` may grow into the safe areas of `regions` around it
    /// (`SafeAreaChain`), leading and trailing in its direction; zero outside a real placement.
    func safeAreaInsets(of bounds: CGRect, matching regions: SafeAreaRegions) -> EdgeInsets {
        guard let session, let chain = session.safeArea else { return EdgeInsets() }
        return chain.insets(of: bounds, matching: regions, tolerance: session.tolerance).edgeInsets(session.direction)
    }

    // What built-in layouts ask of subview `index` without making a `LayoutSubview` for it (its optional
    // session's copy showed in profiles): the same calls, in the same order, as `self[index]`'s.
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        pass.sizeThatFits(allNodes[index], pass.checked(proposal))
    }
    func dimensions(_ index: Int, in proposal: ProposedViewSize) -> ViewDimensions {
        pass.dimensions(allNodes[index], pass.checked(proposal))
    }
    func priority(_ index: Int) -> Double { pass.priority(allNodes[index]) }
    func spacing(_ index: Int) -> ViewSpacing { pass.spacing(allNodes[index]) }

    /// The same subviews recording their placements in `session`.
    func with(session: PlacementSession) -> LayoutSubviews {
        LayoutSubviews(allNodes: allNodes, range: range, pass: pass, session: session)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.range == b.range && a.allNodes.count == b.allNodes.count
            && zip(a.allNodes, b.allNodes).allSatisfy { $0 === $1 }
    }
}

/// One subview as its container sees it: it can be measured, asked for its guides, priority, spacing and
/// layout values, and placed.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let index: Int
    let pass: LayoutPass
    let session: PlacementSession?

    /// The size the subview chooses for `proposal`, in points. Answers are memoised within a pass. A NaN
    /// dimension of the proposal is reported and taken as nil, a negative one as 0.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        pass.sizeThatFits(node, pass.checked(proposal))
    }

    /// The size for `proposal` together with the subview's alignment guides (the proposal checked as above).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        pass.dimensions(node, pass.checked(proposal))
    }

    /// The layout priority: `.layoutPriority(_:)` if set, otherwise the view's own (0; a `Spacer`: −∞).
    public var priority: Double { pass.priority(node) }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { pass.spacing(node) }

    /// Whether a frame around the subview keeps its spacing as it is (a `Spacer`, also under a background).
    var requiresSpacingProjection: Bool { pass.requiresSpacingProjection(node) }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.value(for: key)
    }

    /// Places the subview: the point `position` (in the container's coordinate space) is where the
    /// subview's `anchor` lands; the subview is proposed `proposal` and chooses its size from it.
    /// A non-finite position or anchor is reported (0, the top-leading corner) and the proposal checked
    /// as `sizeThatFits` checks it.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let session else {
            pass.report(.placedOutsidePlaceSubviews(node.name))
            return
        }
        // Finite positions, however far, are the layout's business; NaN and ∞ cannot be drawn.
        var problems = ArgumentProblems()
        func finite(_ value: CGFloat, _ name: String) -> CGFloat {
            value.isFinite ? value : problems.length(value, name)
        }
        let placement = Placement(position: CGPoint(x: finite(position.x, "position.x"), y: finite(position.y, "position.y")),
                                  anchor: problems.unitPoint(anchor, "anchor"), proposal: pass.checked(proposal))
        problems.diagnostics.forEach(pass.report)
        session.record(index: index, placement, pass: pass, node: node)
    }

    /// Leaves the subview out of the picture (built-in layouts only; SwiftUI's public API has no such call).
    func omit() { session?.omit(index: index) }

    /// Gives the subview a safe area of its own (built-in layouts only): `insets` inside `space`, the
    /// container's frame, leading and trailing in the container's direction.
    func addSafeArea(space: CGRect, insets: EdgeInsets) { session?.addSafeArea(index: index, space: space, insets: insets) }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node && a.index == b.index }
}

/// Where a container put one subview.
struct Placement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize

    func origin(for size: CGSize) -> CGPoint {
        CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }
}

/// Collects the `place` calls of one `placeSubviews` run.
final class PlacementSession {
    @exclusivity(unchecked) private(set) var placements: [Placement?]
    /// A scratch session only answers "where would it go" (for explicit alignment); it reports nothing.
    let scratch: Bool

    init(count: Int, scratch: Bool) {
        placements = Array(repeating: nil, count: count)
        self.scratch = scratch
    }

    /// Subviews a built-in layout chose not to show (ViewThatFits' other candidates).
    @exclusivity(unchecked) private(set) var omitted: Set<Int> = []

    /// The safe areas the container being placed sits in (nil: none, and always in a scratch session).
    @exclusivity(unchecked) var safeArea: SafeAreaChain?
    @exclusivity(unchecked) var tolerance: CGFloat = 0
    /// The container's layout direction, in which its layout reads leading and trailing.
    @exclusivity(unchecked) var direction: LayoutDirection = .leftToRight
    /// Safe areas a built-in layout gave single subviews (`safeAreaInset`'s content, `safeAreaPadding`'s).
    @exclusivity(unchecked) private(set) var addedSafeAreas: [Int: (space: CGRect, insets: SideInsets)] = [:]

    func addSafeArea(index: Int, space: CGRect, insets: EdgeInsets) {
        addedSafeAreas[index] = (space, SideInsets(insets, direction))
    }

    func omit(index: Int) { omitted.insert(index) }

    func record(index: Int, _ placement: Placement, pass: LayoutPass, node: ViewNode) {
        if placements[index] != nil && !scratch { pass.report(.placedTwice(node.name)) }
        placements[index] = placement
    }

    /// The recorded placement, or SwiftUI's fallback for an unplaced subview: centred in the container with
    /// the container's proposal.
    func placement(of index: Int, container bounds: CGRect, proposal: ProposedViewSize) -> Placement {
        placements[index] ?? Placement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                                       proposal: proposal)
    }
}

/// A key for a per-subview value a custom layout reads (`subview[Weight.self]`).
public protocol LayoutValueKey {
    associatedtype Value
    /// The value for subviews that did not set one.
    static var defaultValue: Value { get }
}

extension View {
    /// Attaches `value` for `key`, readable by the enclosing layout as `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TraitModifier { $0.setValue(value, for: key) })
    }
}
