import Foundation

/// A container that measures and places its subviews: SwiftUI's `Layout` protocol, source-compatible.
///
/// Built-in stacks, frames and padding conform to it too, so they go through the same path as a user's
/// `FlowLayout`. Sizes and positions are in points; `bounds` passed to `placeSubviews` may not start at
/// the origin.
public protocol Layout {
    /// Data a layout computes once and reuses between `sizeThatFits` and `placeSubviews`.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`. SwiftUI may call this several times with different proposals.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's spacing preferences. Default: the union of the subviews' preferences.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's explicit value for a horizontal guide. Default: the subviews' explicit values merged
    /// at the positions `placeSubviews` gives them.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The container's explicit value for a vertical guide. Default as for horizontal guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Creates the cache; called once per layout pass before the first measurement.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

/// Layout properties; `stackOrientation` tells `Spacer` and `Divider` which way to stretch.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing(preferences: [:])
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Places the subviews in a scratch session and merges their explicit values for `key`, relative to
    /// `bounds`' origin (SwiftUI averages, the text baselines take the extreme).
    func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                 subviews: Subviews, cache: inout Cache) -> CGFloat? {
        let pass = subviews.pass
        guard subviews.contains(where: { pass.mayHaveExplicit($0.node, key) }) else {
            return nil
        }
        let session = PlacementSession(count: subviews.allNodes.count, scratch: true)
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews.with(session: session), cache: &cache)
        var values: [CGFloat] = []
        for subview in subviews {
            let placement = session.placement(of: subview.index, container: bounds, proposal: proposal)
            let size = pass.sizeThatFits(subview.node, placement.proposal)
            guard let value = pass.explicitAlignment(subview.node, key, placement.proposal) else { continue }
            let origin = placement.origin(for: size)
            values.append(origin[key.axis] - bounds.minValue(key.axis) + value)
        }
        // A one-child container forwards its child's value whatever the guide; merging is for siblings.
        return subviews.count == 1 ? values.first : key.combine.combine(values)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Uses the layout as a container: `FlowLayout(spacing: 8) { … }`.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

/// A `Layout` applied to its content views.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let layout: L
    let content: Content
    var name: String?

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // An AnyLayout behaves as the layout it wraps. Comparing the type first spares every other container a
        // dynamic cast (it showed in profiles).
        let erased = L.self == AnyLayout.self ? layout as? AnyLayout : nil
        var inner = context
        inner.stackAxis = erased?.properties.stackOrientation ?? L.layoutProperties.stackOrientation
        let children = content.makeNodes(inner)
        let node = ViewNode(name: name ?? erased?.name ?? layoutName(L.self),
                            layout: erased?.box ?? ConcreteLayoutBox(layout), children: children,
                            direction: context.environment.layoutDirection)
        // The stacks by their type: a cast to the protocol is a conformance look-up, which scans every
        // conformance record the first time for each type.
        let reporting: ReportsInvalidArguments? = if let stack = layout as? HStackLayout { stack }
            else if let stack = layout as? VStackLayout { stack } else { layout as? ReportsInvalidArguments }
        node.resolveDiagnostics = reporting?.invalidArguments.diagnostics ?? []
        return [node]
    }
}

/// A built-in layout whose initialiser checked its numbers and kept what it could not use.
protocol ReportsInvalidArguments {
    var invalidArguments: ArgumentProblems { get }
}

/// A layout whose frame-tree node shows a name other than its Swift type's (the seeds' layouts are built in
/// as `SeedFlowLayout` but appear as `FlowLayout`, the name the seed and the fixture use).
protocol NamedLayout {
    static var frameTreeName: String { get }
}

/// The frame-tree name of a layout type: its own (`NamedLayout`) or its Swift name.
func layoutName<L: Layout>(_ type: L.Type) -> String {
    (type as? NamedLayout.Type)?.frameTreeName ?? String(describing: type)
}
