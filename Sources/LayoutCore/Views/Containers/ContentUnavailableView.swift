import Foundation

/// An empty state: a large symbol over a bold title, a description under them and any actions, centred in
/// all the space offered (docs/BEHAVIOUR.md §20, sizes **[I]**: the symbol at 48 pt in the secondary colour,
/// the title `.title2` bold, the description `.subheadline` secondary, 12 pt between them, 16 pt before the
/// actions, 32 pt of padding on the sides).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var inner = context
        inner.stackAxis = .vertical
        inner.environment.listContext = nil
        inner.environment.multilineTextAlignment = .center
        let parts = LabelParts.split(AnyView(label), iconFont: .system(size: 48), titleFont: Font.title2.bold(), color: nil,
                                     iconColor: .secondary, context: inner)
        let head = [parts.icon, parts.title].compactMap { $0 }
        var described = inner
        described.environment.font = .subheadline
        described.environment.foregroundStyle = StyleLevels.single(Color.secondary)
        let text = ViewNode(name: "VStack", layout: ConcreteLayoutBox(VStackLayout(spacing: 12)),
                            children: head + description.makeNodes(described),
                            direction: env.layoutDirection)
        let stack = ViewNode(name: "VStack", layout: ConcreteLayoutBox(VStackLayout(spacing: 16)),
                             children: [text] + actions.makeNodes(inner), direction: env.layoutDirection)
        let padded = ViewNode.wrapping(stack, name: "padding", layout: ConcreteLayoutBox(PaddingLayout(insets: EdgeInsets(.horizontal, 32))),
                                       direction: env.layoutDirection)
        let node = ViewNode(name: "ContentUnavailableView", layout: ConcreteLayoutBox(CenteringLayout()), children: [padded],
                            direction: env.layoutDirection)
        return [node]
    }
}

extension ContentUnavailableView where Label == LayoutCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title, a symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { LayoutCore.Label(titleKey, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { LayoutCore.Label(title, systemImage: name) }, description: { description })
    }

    /// The empty search: "No Results" and a suggestion.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text(verbatim: "Check the spelling or try a new search."))
    }

    /// The empty search for `text`: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass",
                               description: Text(verbatim: "Check the spelling or try a new search."))
    }
}
