import Foundation

/// Which kinds of a lazy stack's or lazy grid's section views stay at the edge of a scroll view while their
/// section scrolls past (`LazyVStack(pinnedViews: [.sectionHeaders])`).
///
/// A picture is the scroll view at offset 0, where a pinned header sits where it would anyway: the value is
/// checked and kept, and changes nothing drawn (docs/BEHAVIOUR.md §10a).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Each section's header, pinned to the scroll view's leading (top) edge while its section is visible.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Each section's footer, pinned to the scroll view's trailing (bottom) edge while its section is visible.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// The algorithm behind `LazyVStack` and `LazyHStack` (docs/BEHAVIOUR.md §10a). Unlike `StackLayout` it shares
/// nothing out along its axis: every child is offered nil there (its ideal length) and the stack's own proposal
/// across, and the stack is as long as its children and gaps. Across, it takes the whole proposal (an
/// unspecified one: its widest child), where a VStack hugs its widest child; the children, lined up on the
/// alignment as a VStack lines them up, sit in that width where the alignment puts a view of their width.
struct LazyStackLayout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    private var gapsOf: StackLayout { StackLayout(axis: axis, alignment: alignment, spacing: spacing) }

    /// Every child's proposal: nil along the stack, the stack's own across.
    func childProposal(across: CGFloat?) -> ProposedViewSize { .make(axis, major: nil, minor: across) }

    private func arrange(_ subviews: LayoutSubviews, across: CGFloat?)
        -> (dimensions: [ViewDimensions], guides: [CGFloat], line: CGFloat, length: CGFloat) {
        let dims = subviews.map { $0.dimensions(in: childProposal(across: across)) }
        let guides = dims.map { $0[alignment] }
        let span = alignedSpan(dims, guides: guides, axis: axis.other)
        return (dims, guides, span.line, span.length)
    }

    /// The stack's length across: the proposal when there is one, else what its children span.
    private func acrossLength(_ proposal: ProposedViewSize, span: CGFloat) -> CGFloat {
        proposal[axis.other] ?? span
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .make(axis, major: 0, minor: proposal[axis.other] ?? 0) }
        let arranged = arrange(subviews, across: proposal[axis.other])
        let major = arranged.dimensions.map { $0.size[axis] }.reduce(0, +) + gapsOf.gaps(subviews).reduce(0, +)
        return .make(axis, major: max(major, 0), minor: acrossLength(proposal, span: arranged.length))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let across = proposal[axis.other].flatMap { $0.isFinite ? $0 : nil } ?? bounds.size[axis.other]
        let arranged = arrange(subviews, across: across)
        // The aligned column of children sits in the bounds where the alignment puts a view of its length:
        // at the start for leading/top, in the middle for center, at the end for trailing/bottom.
        func guideValue(_ length: CGFloat) -> CGFloat {
            alignment.defaultValue(in: ViewDimensions(size: .make(axis.other, major: length, minor: 0)))
        }
        let spanStart = bounds.minValue(axis.other) + guideValue(bounds.size[axis.other])
            - (arranged.length.isFinite ? guideValue(arranged.length) : 0)
        let gaps = [0] + gapsOf.gaps(subviews)
        var position = bounds.minValue(axis)
        for (k, subview) in subviews.enumerated() {
            position += gaps[k]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.other] = spanStart + arranged.line - arranged.guides[k]
            subview.place(at: origin, anchor: .topLeading, proposal: childProposal(across: across))
            position += arranged.dimensions[k].size[axis]
        }
    }
}

/// What `LazyVStack`'s and `LazyHStack`'s layouts share: one `LazyStackLayout` along `majorAxis`.
protocol LazyAxisStackLayout: Layout, BuiltinLayout, ReportsInvalidArguments {
    static var majorAxis: Axis { get }
    var minorAlignment: AlignmentKey { get }
    var spacing: CGFloat? { get }
}

extension LazyAxisStackLayout {
    var lazyStack: LazyStackLayout { LazyStackLayout(axis: Self.majorAxis, alignment: minorAlignment, spacing: spacing) }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = majorAxis
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        lazyStack.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        lazyStack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Spaced as a stack: its first child's spacing on the leading edge, its last child's on the trailing edge.
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        StackLayout(axis: Self.majorAxis, alignment: minorAlignment, spacing: spacing).spacing(subviews: subviews)
    }
}

struct LazyVStackLayout: LazyAxisStackLayout {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    var invalidArguments = ArgumentProblems()

    init(alignment: HorizontalAlignment, spacing: CGFloat?) {
        self.alignment = alignment
        self.spacing = invalidArguments.spacing(spacing)
    }

    static var majorAxis: Axis { .vertical }
    var minorAlignment: AlignmentKey { alignment.key }
}

struct LazyHStackLayout: LazyAxisStackLayout {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    var invalidArguments = ArgumentProblems()

    init(alignment: VerticalAlignment, spacing: CGFloat?) {
        self.alignment = alignment
        self.spacing = invalidArguments.spacing(spacing)
    }

    static var majorAxis: Axis { .horizontal }
    var minorAlignment: AlignmentKey { alignment.key }
}

/// Children one above the other, created as they scroll into view. Layoutshot lays out every child (a
/// picture shows them all, cut at the scroll view's edge as a VStack's would be), each at its ideal height,
/// and the stack takes the whole width it is offered (docs/BEHAVIOUR.md §10a).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let layout: LazyVStackLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// `spacing`: the gap between children in points (nil: what their spacing preferences give, as a VStack);
    /// a non-finite one is reported and the default used. `pinnedViews` changes nothing in a picture at offset 0.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        layout = LazyVStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content, name: "LazyVStack").makeNodes(context)
    }
}

/// Children side by side, created as they scroll into view: each at its ideal width, the stack as tall as it
/// is offered (docs/BEHAVIOUR.md §10a).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let layout: LazyHStackLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// As `LazyVStack`'s, across the other axis.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        layout = LazyHStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content, name: "LazyHStack").makeNodes(context)
    }
}
