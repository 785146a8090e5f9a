import Foundation

/// The algorithm behind `HStack` and `VStack`, along either axis (seed 004's five steps, with
/// `layoutPriority` groups; docs/BEHAVIOUR.md §4).
struct StackLayout {
    let axis: Axis
    /// The guide children line up on across the stack (a vertical guide for an HStack).
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// Distributes `proposal` among the subviews and returns the proposal each one gets.
    func childProposals(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [ProposedViewSize] {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            // An unspecified major axis (a ScrollView's content): every child takes its ideal length.
            return Array(repeating: .make(axis, major: nil, minor: minor), count: subviews.count)
        }
        // Step 1: subtract the stack's own spacing from the proposal.
        var available = major - gapTotal(subviews)
        // Step 2: ask each child for its minimum (0) and maximum (∞) along the major axis — every minimum
        // first, then every maximum, as before (the order is what `explain` shows).
        var minima: [CGFloat] = []
        minima.reserveCapacity(subviews.count)
        for i in subviews.indices { minima.append(subviews.sizeThatFits(i, .make(axis, major: 0, minor: minor))[axis]) }
        var maxima: [CGFloat] = []
        maxima.reserveCapacity(subviews.count)
        for i in subviews.indices { maxima.append(subviews.sizeThatFits(i, .make(axis, major: .infinity, minor: minor))[axis]) }
        var priorities: [Double] = []
        priorities.reserveCapacity(subviews.count)
        for i in subviews.indices { priorities.append(subviews.priority(i)) }
        // Step 3: order by priority, then by flexibility (the gap between the two answers).
        let order = flexibilityOrder(priorities: priorities, minima: minima, maxima: maxima)
        // Lower priority groups keep their minimum in reserve until their turn.
        let topPriority = priorities[order[0]]
        for i in order where priorities[i] != topPriority { available -= minima[i] }

        var proposals = Array(repeating: ProposedViewSize.make(axis, major: 0, minor: minor), count: subviews.count)
        var start = 0
        while start < order.count {
            let priority = priorities[order[start]]
            let group = order[start...].prefix { priorities[$0] == priority }
            if start > 0 { for i in group { available += minima[i] } }
            // Step 4: offer the least flexible child an equal share of what is left…
            var remaining = group.count
            for i in group {
                let share = max(available / CGFloat(remaining), 0)
                let childProposal = ProposedViewSize.make(axis, major: share, minor: minor)
                proposals[i] = childProposal
                // Step 5: …and return what it does not use to the others. An infinite offer stays infinite
                // whatever a child takes: a child that takes ∞ (a Spacer or a Color offered ∞) would
                // otherwise leave ∞ − ∞, NaN, to the children after it.
                let used = subviews.sizeThatFits(subviews.startIndex + i, childProposal)[axis]
                if available.isFinite { available -= used }
                remaining -= 1
            }
            start += group.count
        }
        return proposals
    }

    /// Indices in the order children are served: higher priority first, then less flexible first, then
    /// declaration order. Two infinitely flexible children: the one with the larger minimum first.
    func flexibilityOrder(priorities: [Double], minima: [CGFloat], maxima: [CGFloat]) -> [Int] {
        func flexibility(_ i: Int) -> CGFloat {
            let f = maxima[i] - minima[i]
            return f.isNaN ? .infinity : f
        }
        return minima.indices.sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let (fa, fb) = (flexibility(a), flexibility(b))
            if fa.isInfinite && fb.isInfinite {
                if minima[a] != minima[b] { return minima[a] > minima[b] }
            } else if fa != fb {
                return fa < fb
            }
            return a < b
        }
    }

    /// The gap before each child after the first: `spacing`, or what the neighbours' preferences give.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (subviews.startIndex + 1..<subviews.endIndex).map { gap(before: $0, subviews) }
    }

    /// The gap between subview `index` and the one before it.
    private func gap(before index: Int, _ subviews: LayoutSubviews) -> CGFloat {
        spacing ?? subviews.spacing(index - 1).distance(to: subviews.spacing(index), along: axis)
    }

    /// `gaps(subviews)` summed in order from 0, without the array.
    private func gapTotal(_ subviews: LayoutSubviews) -> CGFloat {
        var total: CGFloat = 0
        guard subviews.count > 1 else { return total }
        for index in subviews.startIndex + 1..<subviews.endIndex { total += gap(before: index, subviews) }
        return total
    }

    /// Child sizes and their minor-axis offsets from the alignment line.
    private func arrange(_ proposals: [ProposedViewSize], _ subviews: LayoutSubviews)
        -> (dimensions: [ViewDimensions], guides: [CGFloat], line: CGFloat, minorLength: CGFloat) {
        var dims: [ViewDimensions] = []
        dims.reserveCapacity(proposals.count)
        for (i, proposal) in zip(subviews.indices, proposals) { dims.append(subviews.dimensions(i, in: proposal)) }
        var guides: [CGFloat] = []
        guides.reserveCapacity(dims.count)
        for d in dims { guides.append(d[alignment]) }
        let span = alignedSpan(dims, guides: guides, axis: axis.other)
        return (dims, guides, span.line, span.length)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let proposals = childProposals(proposal, subviews)
        let arranged = arrange(proposals, subviews)
        // Negative spacing may pull the children closer than nothing: the stack is then 0 long.
        var lengths: CGFloat = 0
        for d in arranged.dimensions { lengths += d.size[axis] }
        let major = lengths + gapTotal(subviews)
        return .make(axis, major: max(major, 0), minor: arranged.minorLength)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        // SwiftUI re-runs the distribution with the original major proposal and the bounds on the minor axis.
        var effective = proposal
        effective[axis.other] = proposal[axis.other] ?? bounds.size[axis.other]
        let proposals = childProposals(effective, subviews)
        let arranged = arrange(proposals, subviews)
        let gaps = gaps(subviews)
        var position = bounds.minValue(axis)
        for (k, subview) in subviews.enumerated() {
            position += k == 0 ? 0 : gaps[k - 1]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.other] = bounds.minValue(axis.other) + arranged.line - arranged.guides[k]
            subview.place(at: origin, anchor: .topLeading, proposal: proposals[k])
            position += arranged.dimensions[k].size[axis]
        }
    }

    /// A stack's spacing: its first child's on the leading edge, its last child's on the trailing edge,
    /// the union of all children's across the stack.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        var result = ViewSpacing(preferences: [:])
        let (leadingEdge, trailingEdge): (Edge.Set, Edge.Set) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        if let first = subviews.first { result.formUnion(first.spacing, edges: leadingEdge) }
        if let last = subviews.last { result.formUnion(last.spacing, edges: trailingEdge) }
        for i in subviews.indices { result.formUnion(subviews.spacing(i), edges: across) }
        return result
    }
}

/// What `HStackLayout` and `VStackLayout` share: one stack (`StackLayout`) along `majorAxis`, its children
/// lined up across it on `minorAlignment` (OpenSwiftUI's HVStack idea: one implementation, two axes).
protocol AxisStackLayout: Layout, BuiltinLayout, ReportsInvalidArguments {
    static var majorAxis: Axis { get }
    /// The guide children line up on across the stack (a vertical guide for an HStack).
    var minorAlignment: AlignmentKey { get }
    var spacing: CGFloat? { get }
}

extension AxisStackLayout {
    var stack: StackLayout { StackLayout(axis: Self.majorAxis, alignment: minorAlignment, spacing: spacing) }
    var builtinStack: StackLayout? { stack }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = majorAxis
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { stack.spacing(subviews: subviews) }
}

/// The layout of `HStack`: children side by side, aligned on a vertical guide.
public struct HStackLayout: AxisStackLayout {
    public var alignment: VerticalAlignment
    /// Gap between children in points; nil for the spacing their preferences give (usually 8).
    public var spacing: CGFloat?
    var invalidArguments = ArgumentProblems()

    /// A non-finite spacing is reported and the default used; a negative one overlaps the children.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = invalidArguments.spacing(spacing)
    }

    static var majorAxis: Axis { .horizontal }
    var minorAlignment: AlignmentKey { alignment.key }
}

/// The layout of `VStack`: children one above the other, aligned on a horizontal guide.
public struct VStackLayout: AxisStackLayout {
    public var alignment: HorizontalAlignment
    /// Gap between children in points; nil for the spacing their preferences give.
    public var spacing: CGFloat?
    var invalidArguments = ArgumentProblems()

    /// A non-finite spacing is reported and the default used; a negative one overlaps the children.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = invalidArguments.spacing(spacing)
    }

    static var majorAxis: Axis { .vertical }
    var minorAlignment: AlignmentKey { alignment.key }
}

/// Children side by side. SwiftUI: the least flexible child is offered its share first.
public struct HStack<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content, name: "HStack").makeNodes(context)
    }
}

/// Children one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content, name: "VStack").makeNodes(context)
    }
}
