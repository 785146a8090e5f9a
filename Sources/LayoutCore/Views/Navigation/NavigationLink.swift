import Foundation

/// A link that pushes a view. A picture shows the stack's root, so the destination is never made. In a list
/// row (iOS) the label is drawn in the primary colour with a chevron at the row's trailing edge; elsewhere
/// it is drawn as a button, tinted (docs/BEHAVIOUR.md §21).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let styled: AnyView = env.listContext != nil ? AnyView(label) : AnyView(label.foregroundStyle(Color.accentColor))
        let made = styled.makeNodes(context)
        let content = made.count == 1 ? made[0]
            : ViewNode(name: "HStack", layout: ConcreteLayoutBox(HStackLayout()), children: made, direction: env.layoutDirection)
        let node = ViewNode.wrapping(content, name: "NavigationLink", layout: ConcreteLayoutBox(PassthroughLayout()),
                                     direction: env.layoutDirection)
        if env.listContext != nil { node.traits.setValue(.chevron, for: RowAccessoryTrait.self) }
        return [node]
    }
}

extension NavigationLink where Destination == Never {
    /// A link to the destination `navigationDestination(for:)` gives `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) { label = Text(titleKey) }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}
