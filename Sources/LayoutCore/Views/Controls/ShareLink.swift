import Foundation

/// A button that shares an item (docs/BEHAVIOUR.md §22): by default the label "Share" with the
/// `square.and.arrow.up` symbol, drawn as a button of the environment's style (on iOS the tinted label, on
/// macOS a push button). Nothing is shared in a picture; the item, subject and message are only kept.
public struct ShareLink<Item, Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let item: Item
    let label: Label

    /// A share link with its own label.
    public init(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = item
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        buttonNodes(AnyView(label), role: nil, style: context.environment.buttonStyle, name: "ShareLink", context: context)
    }
}

extension ShareLink where Label == LayoutCore.Label<Text, Image> {
    /// The system's share label: "Share" and `square.and.arrow.up`.
    public init(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { LayoutCore.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A share link titled with a string literal, with the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { LayoutCore.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    /// A share link titled with a string value, with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { LayoutCore.Label(title, systemImage: "square.and.arrow.up") }
    }
}
