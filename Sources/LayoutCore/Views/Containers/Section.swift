import Foundation

/// A list's or form's section: rows under an optional header and over an optional footer. Inside a `List`
/// or `Form` the list builds its chrome from it (docs/BEHAVIOUR.md §20); elsewhere, as in SwiftUI, its
/// header, content and footer are simply its views, one after the other.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    var isExpanded = true

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let list = context.environment.listContext else {
            return header.makeNodes(context) + content.makeNodes(context) + footer.makeNodes(context)
        }
        let headerNodes = header.makeNodes(SectionCaption.context(list.header, context))
        let footerNodes = footer.makeNodes(SectionCaption.context(list.footer, context))
        let rows = isExpanded ? content.makeNodes(context) : []
        let parts = ListSectionParts(header: headerNodes, rows: rows, footer: footerNodes)
        let node = ViewNode(name: "Section", layout: ConcreteLayoutBox(PassthroughLayout()), children: [])
        node.traits.setValue(parts, for: ListSectionTrait.self)
        return [node]
    }
}

/// How a section's header and footer are resolved: the list style's caption font, colour and case.
enum SectionCaption {
    static func context(_ caption: ListMetrics.Caption, _ context: ResolveContext) -> ResolveContext {
        var inner = context
        inner.stackAxis = nil
        inner.environment.listContext = nil
        inner.environment.font = caption.font
        inner.environment.foregroundStyle = StyleLevels.single(caption.color)
        if caption.uppercased { inner.environment.textCase = .uppercase }
        return inner
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header, written first (iOS 17's order).
    public init(@ViewBuilder header: () -> Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// The older form: `Section(header: Text("…"))`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// The older form: `Section(footer: Text("…"))`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// The older form: `Section(header: Text("…"), footer: Text("…"))`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a string literal (Markdown rendered).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section titled with a string value, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A collapsible section (sidebars): its rows show when `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header view.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}
