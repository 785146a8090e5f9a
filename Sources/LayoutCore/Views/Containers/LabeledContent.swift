import Foundation

/// A label beside a value: SwiftUI's `LabeledContent`. Its default style puts the label at the leading edge
/// and the content at the trailing edge in the secondary colour (a `Form` row's "name … value"); in a macOS
/// form with columns the label goes to the label column (docs/BEHAVIOUR.md §20).
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.stackAxis = .horizontal
        let labelNodes = label.makeNodes(inner)
        var valueContext = inner
        valueContext.environment.foregroundStyle = StyleLevels.single(Color.secondary)
        let contentNodes = content.makeNodes(valueContext)
        return [LabeledRow.make(name: "LabeledContent", label: labelNodes, content: contentNodes, context: inner)]
    }
}

extension LabeledContent where Label == Text {
    /// A row titled with a string literal (Markdown rendered).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A row titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title and a value, both string values shown as they are (SwiftUI's `value:` is a `StringProtocol`).
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A title and a value shown as `format` gives it, in the environment's locale, as `Text(_:format:)`
    /// shows it: `LabeledContent("Size", value: 1.2, format: .percent)` reads "Size … 120%".
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

/// A row made of a label and a control or value (`LabeledContent`; the controls' labelled forms can use it
/// too): an HStack of the label, a flexible space and the content, marked so that a macOS form with columns
/// can put the label in its label column.
enum LabeledRow {
    /// Marks a node whose children are [label, spacer, content].
    enum Trait: LayoutValueKey { static let defaultValue = false }

    static func make(name: String, label: [ViewNode], content: [ViewNode], context: ResolveContext) -> ViewNode {
        let env = context.environment
        func one(_ nodes: [ViewNode]) -> ViewNode {
            if nodes.count == 1 { return nodes[0] }
            return ViewNode(name: "HStack", layout: ConcreteLayoutBox(HStackLayout()), children: nodes, direction: env.layoutDirection)
        }
        let spacer = ViewNode(name: "Spacer", leaf: SpacerLeaf(minLength: env.platform.defaultSpacing, axis: .horizontal))
        let node = ViewNode(name: name, layout: ConcreteLayoutBox(HStackLayout(alignment: .firstTextBaseline)),
                            children: [one(label), spacer, one(content)], direction: env.layoutDirection)
        node.traits.setValue(true, for: Trait.self)
        return node
    }
}
