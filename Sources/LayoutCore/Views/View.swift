import Foundation

/// A piece of user interface: either a primitive (text, shape, stack, modifier) or a composition whose
/// `body` is another view. SwiftUI's protocol, with the same shape.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of a composite view. Primitive views have `Never` as their body and never call it.
    @ViewBuilder var body: Body { get }
    /// Layoutshot's resolution hook: primitive views make their layout nodes here; any other view uses the
    /// default, which resolves its `body`. Not for use outside Layoutshot.
    func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs
}

/// What resolving a view receives (opaque outside Layoutshot).
public struct _ViewInputs {
    let context: ResolveContext
}

/// What resolving a view produces (opaque outside Layoutshot).
public struct _ViewOutputs {
    let nodes: [ViewNode]
}

extension View {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs {
        // `body` sees the environment where the view sits, as SwiftUI's dynamic properties do.
        let content = ResolvingEnvironment.with(inputs.context.environment) { body }
        return _ViewOutputs(nodes: content.makeNodes(inputs.context))
    }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views have no body; Layoutshot resolves them directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// What resolving a view sees: the environment and the axis of the stack it sits in (for `Spacer`).
struct ResolveContext {
    var environment: EnvironmentValues
    /// The major axis of the innermost enclosing HStack/VStack, or nil outside stacks.
    var stackAxis: Axis?
    /// The content a custom `ViewModifier`'s `body(content:)` wraps.
    var modifierContent: [(ResolveContext) -> [ViewNode]] = []
    /// How deep in the view tree (views and modifiers) resolution is.
    var depth = 0
    /// Counts views against the limits of a layout.
    var budget = ResolveBudget(limits: LayoutLimits())
}

/// A view Layoutshot turns into layout nodes itself, rather than through its `body`.
protocol PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode]
}

extension View {
    /// The layout nodes this view contributes to its parent: none (`EmptyView`), one, or many
    /// (`TupleView`, `ForEach`, `Group`), each resolved in `context`.
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let budget = context.budget
        guard !budget.isExceeded, !budget.deadlinePassed() else { return [] }
        var inner = context
        inner.depth += 1
        if inner.depth > budget.limits.maximumDepth {
            budget.exceeded = .tooDeep(budget.limits.maximumDepth)
            return []
        }
        // Dispatch through the protocol requirement: no dynamic casts (they showed in profiles).
        let nodes = _makeNodes(_ViewInputs(context: inner)).nodes
        // Each view counts once, however many wrappers (AnyView, ForEach) pass it up.
        for node in nodes where !node.isCounted {
            node.isCounted = true
            budget.views += 1
        }
        if budget.views > budget.limits.maximumViews {
            budget.exceeded = .tooManyViews(budget.limits.maximumViews)
            return []
        }
        return nodes
    }
}

/// Resolves any view value, opening the existential.
func resolveNodes(_ view: any View, _ context: ResolveContext) -> [ViewNode] {
    view.makeNodes(context)
}
