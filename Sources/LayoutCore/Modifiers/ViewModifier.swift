import Foundation

/// A modifier that turns a view into another, as in SwiftUI. Custom modifiers implement `body(content:)`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content a custom modifier wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let content = context.modifierContent.last else { return [] }
        var outer = context
        outer.modifierContent.removeLast()
        return content(outer)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let primitive = primitiveModifier(modifier) {
            return primitive.apply(to: { content.makeNodes($0) }, in: context)
        }
        let saved = context.modifierContent
        var inner = context
        inner.modifierContent.append { outer in
            var restored = outer
            restored.modifierContent = saved
            return content.makeNodes(restored)
        }
        return modifier.body(content: _ViewModifier_Content<Modifier>()).makeNodes(inner)
    }
}

extension View {
    /// Applies a modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier Layoutshot applies to the resolved nodes itself.
protocol PrimitiveModifier {
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode]
}

/// `modifier` as a `PrimitiveModifier`, the commonest built-in ones recognised by their type: a cast to the
/// protocol is a conformance look-up, which scans every conformance record the first time for each type.
private func primitiveModifier<M>(_ modifier: M) -> PrimitiveModifier? {
    if M.self == EnvironmentModifier.self { return modifier as! EnvironmentModifier }
    if M.self == LayoutModifier<PaddingLayout>.self { return modifier as! LayoutModifier<PaddingLayout> }
    if M.self == ReportingModifier<LayoutModifier<FrameLayout>>.self {
        return modifier as! ReportingModifier<LayoutModifier<FrameLayout>>
    }
    if M.self == DecorationModifier.self { return modifier as! DecorationModifier }
    return modifier as? PrimitiveModifier
}

/// Wraps each view of the content in a one-child layout node (padding, frame, fixedSize, …). A modifier on
/// several views (a `Group`, a `ForEach`) applies to each of them, as in SwiftUI.
struct LayoutModifier<L: Layout>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let layout: L

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map {
            ViewNode.wrapping($0, name: name, layout: ConcreteLayoutBox(layout), direction: context.environment.layoutDirection)
        }
    }
}

/// Changes the environment for its content (font, foreground style, platform).
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var problems = ArgumentProblems()
    let transform: (inout EnvironmentValues) -> Void

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        var inner = context
        transform(&inner.environment)
        let nodes = content(inner)
        if !problems.isEmpty { for node in nodes { node.resolveDiagnostics += problems.diagnostics } }
        return nodes
    }
}

/// Sets a trait (layout priority, layout value, id) on each view of its content.
struct TraitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout ViewTraits) -> Void

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for node in nodes { transform(&node.traits) }
        return nodes
    }
}

/// Adds a drawing-only decoration (border, opacity, clip) to each view of its content.
struct DecorationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: (EnvironmentValues) -> PendingDecoration

    init(_ make: @escaping (EnvironmentValues) -> Decoration) {
        self.make = { .ready(make($0)) }
    }

    /// A decoration that needs the node's frame (a clip's outline).
    init(pending make: @escaping (EnvironmentValues) -> PendingDecoration) {
        self.make = make
    }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        let decoration = make(context.environment)
        for node in nodes {
            node.decorations.append(decoration)
            if case .laidOut(let diagnostics, _) = decoration { node.resolveDiagnostics += diagnostics }
        }
        return nodes
    }
}
