import Foundation

/// A box around related content with an optional label (docs/BEHAVIOUR.md §20, all **[I]**): on iOS the
/// label (headline) over the content, 8 pt apart, padded 16 pt on a rounded rectangle (radius 8) in the
/// secondary system background; on macOS the label over a box (radius 5, a light fill and border) holding
/// the content padded 10 pt.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.environment.listContext = nil
        let env = context.environment
        let box: AnyView
        if env.platform == .iOS {
            box = AnyView(VStack(alignment: .leading, spacing: 8) {
                label.font(.headline)
                content
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(16)
            .background(ChromeColors.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 8)))
        } else {
            box = AnyView(VStack(alignment: .leading, spacing: 4) {
                label
                VStack(alignment: .leading) { content }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(10)
                    .background(ChromeColors.macGroupFill, in: RoundedRectangle(cornerRadius: 5))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(ChromeColors.macGroupBorder))
            })
        }
        return [ViewNode.named("GroupBox", box.makeNodes(inner), env)]
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
