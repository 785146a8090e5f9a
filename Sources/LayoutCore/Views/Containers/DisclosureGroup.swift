import Foundation

/// A label that shows or hides its content, drawn in the state it is given (collapsed unless `isExpanded`
/// is true). In a list it is a row with a chevron at its trailing edge (pointing down when expanded) and,
/// expanded, its content's rows below it, indented one level; elsewhere the label and the chevron on one
/// line and the content under them (docs/BEHAVIOUR.md §20).
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Bool

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = false
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded.wrappedValue
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        if env.listContext != nil {
            let row = ViewNode.named("DisclosureGroup", label.makeNodes(context), env)
            row.traits.setValue(.disclosure(expanded: isExpanded), for: RowAccessoryTrait.self)
            guard isExpanded else { return [row] }
            let depth = row.traits.value(for: OutlineDepthTrait.self)
            let rows = content.makeNodes(context)
            for child in rows { child.traits.setValue(child.traits.value(for: OutlineDepthTrait.self) + depth + 1, for: OutlineDepthTrait.self) }
            return [row] + rows
        }
        var inner = context
        inner.stackAxis = .horizontal
        let header = ViewNode(name: "HStack", layout: ConcreteLayoutBox(HStackLayout()),
                              children: label.makeNodes(inner)
                                  + [ViewNode(name: "Spacer", leaf: SpacerLeaf(minLength: 8, axis: .horizontal)),
                                     chevronNode(env, pointing: isExpanded ? .bottom : .trailing, color: .accentColor)],
                              direction: env.layoutDirection)
        guard isExpanded else { return [ViewNode.named("DisclosureGroup", [header], env)] }
        var below = context
        below.stackAxis = .vertical
        let stack = ViewNode(name: "VStack", layout: ConcreteLayoutBox(VStackLayout(alignment: .leading)),
                             children: [header] + content.makeNodes(below), direction: env.layoutDirection)
        return [ViewNode.named("DisclosureGroup", [stack], env)]
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// A tree of rows from data whose elements have children: shown at rest, every group collapsed, so only
/// the roots are rows, those with children marked by a collapsed chevron (docs/BEHAVIOUR.md §20).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let data: Data
    let hasChildren: (Data.Element) -> Bool
    let content: (Data.Element) -> Leaf

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        hasChildren = { $0[keyPath: children].map { !$0.isEmpty } ?? false }
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var rows: [ViewNode] = []
        for element in data {
            if context.budget.isExceeded { break }
            let row = ViewNode.named("OutlineRow", content(element).makeNodes(context), env)
            guard hasChildren(element) else {
                rows.append(row)
                continue
            }
            if env.listContext != nil {
                row.traits.setValue(.disclosure(expanded: false), for: RowAccessoryTrait.self)
                rows.append(row)
            } else {
                let line = ViewNode(name: "HStack", layout: ConcreteLayoutBox(HStackLayout()),
                                    children: [row, ViewNode(name: "Spacer", leaf: SpacerLeaf(minLength: 8, axis: .horizontal)),
                                               chevronNode(env, color: .accentColor)],
                                    direction: env.layoutDirection)
                rows.append(line)
            }
        }
        return rows
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree's rows (`OutlineGroup`): the roots, collapsed.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
