import Foundation

/// Builds views from closures with several statements, `if`/`else` and `ForEach`, as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView(value: (repeat each content), elements: views)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views side by side in a builder; each becomes its own child of the enclosing container.
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    let elements: [any View]

    /// Wraps a tuple of views built by hand; `ViewBuilder` uses the faster internal initialiser.
    public init(_ value: T) {
        self.value = value
        elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }
}

extension TupleView: PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // Room for one node an element up front (the usual case), rather than growing as flatMap does.
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(elements.count)
        for element in elements { nodes.append(contentsOf: resolveNodes(element, context)) }
        return nodes
    }
}

/// The result of an `if`/`else` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): return view.makeNodes(context)
        case .falseContent(let view): return view.makeNodes(context)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        self?.makeNodes(context) ?? []
    }
}

/// A view that contributes nothing.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [] }
}

/// A type-erased view; the fixture language builds every view through it.
public struct AnyView: View {
    public typealias Body = Never
    let view: any View

    public init<V: View>(_ view: V) {
        if let inner = view as? AnyView { self.view = inner.view } else { self.view = view }
    }

    /// Wraps a view whose type is only known at run time.
    public init(erasing view: any View) {
        self.view = (view as? AnyView)?.view ?? view
    }
}

extension AnyView: PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { resolveNodes(view, context) }
}

/// Groups views without laying them out; modifiers on a group apply to each of its views.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { content.makeNodes(context) }
}
