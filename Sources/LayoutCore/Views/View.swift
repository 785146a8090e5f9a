import Foundation

/// A piece of user interface: either a primitive (text, shape, stack, modifier) or a composition whose
/// `body` is another view. SwiftUI's protocol, with the same shape.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of a composite view. Primitive views have `Never` as their body and never call it.
    @ViewBuilder var body: Body { get }
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
}

/// A view Layoutshot turns into layout nodes itself, rather than through its `body`.
protocol PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode]
}

extension View {
    /// The layout nodes this view contributes to its parent: none (`EmptyView`), one, or many
    /// (`TupleView`, `ForEach`, `Group`), each resolved in `context`.
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let primitive = self as? PrimitiveView { return primitive.makeNodes(context) }
        if let shape = self as? any Shape { return shape.makeShapeNodes(context) }
        return body.makeNodes(context)
    }
}

/// Resolves any view value, opening the existential.
func resolveNodes(_ view: any View, _ context: ResolveContext) -> [ViewNode] {
    view.makeNodes(context)
}
