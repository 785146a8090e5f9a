import Foundation

/// `containerRelativeFrame`: a fixed frame (`FrameLayout`) whose length on each of `axes` is computed from the
/// nearest container's — the window (the root's proposal: a device's screen less its safe area, a fixed
/// canvas) or a `ScrollView` (its proposal) — by `rule`; on the other axes, and where the container has no
/// finite length (a scroll axis, a root proposed its ideal size), it is the child's. [C] Apple
/// `containerRelativeFrame(_:alignment:)` ("the size of a container … subtracting any safe area insets that
/// might be applied to that container"), `containerRelativeFrame(_:count:span:spacing:alignment:)` (the
/// formula below); [I] what a missing container length does. docs/BEHAVIOUR.md §16, "The safe area".
struct ContainerRelativeFrameLayout: Layout, BuiltinLayout {
    enum Rule {
        /// The container's length.
        case whole
        /// `count` columns (rows) `spacing` apart, `span` of them with the spacing between them.
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// The view's own function of the container's length and the axis.
        case function((CGFloat, Axis) -> CGFloat)
    }

    let axes: Axis.Set
    let alignment: Alignment
    let rule: Rule

    /// The length on `axis` for a container `length` long; nil (the child's) for a function's unusable answer,
    /// which `report` receives.
    func length(_ length: CGFloat, _ axis: Axis, report: (InvalidArgument) -> Void) -> CGFloat? {
        switch rule {
        case .whole:
            return length
        case .grid(let count, let span, let spacing):
            // Apple: available = container − spacing × (count − 1); column = available / count;
            // item = column × span + (span − 1) × spacing.
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return min(max(0, column * CGFloat(span) + CGFloat(span - 1) * spacing), ArgumentCheck.maximumLength)
        case .function(let function):
            let value = function(length, axis)
            guard value.isFinite, value >= 0 else {
                report(InvalidArgument(problem: "Invalid frame dimension (negative or non-finite)",
                                       parameter: "containerRelativeFrame length (\(axis == .horizontal ? "width" : "height"))",
                                       value: Double(value), outcome: "ignored"))
                return nil
            }
            return min(value, ArgumentCheck.maximumLength)
        }
    }

    /// The frame the container's size makes.
    func frame(in container: ProposedViewSize, report: (InvalidArgument) -> Void) -> FrameLayout {
        func side(_ axis: Axis, _ mask: Axis.Set) -> CGFloat? {
            guard axes.contains(mask), let container = container[axis] else { return nil }
            return length(container, axis, report: report)
        }
        return FrameLayout(width: side(.horizontal, .horizontal), height: side(.vertical, .vertical), alignment: alignment)
    }

    private func frame(_ subviews: Subviews) -> FrameLayout {
        frame(in: subviews.pass.containerSize) { subviews.pass.report(.invalidArgument($0)) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var none: Void = ()
        return frame(subviews).sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var none: Void = ()
        frame(subviews).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing.constrained(width: axes.contains(.horizontal), height: axes.contains(.vertical)) ?? ViewSpacing()
    }
}

/// Wraps each view in a `ContainerRelativeFrameLayout` node that the pass knows reads its container's size.
struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let layout: ContainerRelativeFrameLayout

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map {
            let node = ViewNode.wrapping($0, name: "containerRelativeFrame", layout: ConcreteLayoutBox(layout),
                                         direction: context.environment.layoutDirection)
            node.readsContainer = true
            return node
        }
    }
}

extension View {
    /// The view in a frame as long as the nearest container (the screen less its safe area, a `ScrollView`)
    /// on `axes`, the view aligned in it by `alignment`; the other axes are the view's.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, rule: .whole)))
    }

    /// The view in a frame `span` of `count` columns (rows) `spacing` apart across the nearest container on
    /// `axes`: `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`. A count or span
    /// below 1 is reported and 1 is used; a non-finite spacing 0.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let (layout, problems) = ArgumentProblems.checking { problems -> ContainerRelativeFrameLayout in
            func atLeastOne(_ value: Int, _ parameter: String) -> Int {
                guard value < 1 else { return value }
                problems.note("Invalid \(parameter) (below 1)", parameter, CGFloat(value), "used 1")
                return 1
            }
            let rule = ContainerRelativeFrameLayout.Rule.grid(count: atLeastOne(count, "count"), span: atLeastOne(span, "span"),
                                                              spacing: problems.length(spacing, "spacing", kind: "spacing"))
            return ContainerRelativeFrameLayout(axes: axes, alignment: alignment, rule: rule)
        }
        return modifier(ContainerRelativeFrameModifier(layout: layout), reporting: problems)
    }

    /// The view in a frame whose length on each of `axes` is `length(container's length, axis)`; a negative
    /// or non-finite answer is reported and that axis is the view's.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment,
                                                                                     rule: .function(length))))
    }
}
