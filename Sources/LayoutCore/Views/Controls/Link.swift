import Foundation

/// A control that opens a URL (docs/BEHAVIOUR.md §22): its label drawn as a borderless button — in the tint,
/// on iOS and macOS alike — or in the style `buttonStyle(_:)` sets. Nothing opens in a picture.
public struct Link<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // `.automatic` is a link's own style: borderless, also on macOS, where buttons are push buttons.
        let style = context.environment.buttonStyle
        return buttonNodes(AnyView(label), role: nil, style: style == .automatic ? .borderless : style, name: "Link",
                           context: context)
    }
}

extension Link where Label == Text {
    /// A link titled with a string literal, its Markdown rendered as `Text`'s.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string value, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
