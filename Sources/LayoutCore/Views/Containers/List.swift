import Foundation

/// A scrolling list of rows in sections, drawn in its list style (docs/BEHAVIOUR.md §20): a viewport that
/// takes the space it is offered and shows its rows from the top, the rows beyond it cut (`--scroll-content`
/// shows them all). Selection is accepted and not drawn (a picture has no selection).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let content: Content

    /// A list whose selection is one value (nil: none).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// A list whose selection is a set of values.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let style = context.environment.listStyle.resolved(for: context.environment.platform)
        return [ListBuilder.makeList(name: "List", style: style, context: context) { content.makeNodes($0) }]
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections `content` makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// One row per `Identifiable` element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// One row per element, identified by the element's value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// One row per `Identifiable` element, with a selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// Builds a list's nodes from its rows: groups them into sections (rows outside a `Section` form sections
/// of their own), gives every row its cell, separators and accessories, and every section its header and
/// footer (docs/BEHAVIOUR.md §20). `List` and `Form` share it.
enum ListBuilder {
    /// The list's node, named `name`: the viewport, its background and its sections.
    static func makeList(name: String, style: ListStyleKind, isForm: Bool = false, context: ResolveContext,
                         content: (ResolveContext) -> [ViewNode]) -> ViewNode {
        let env = context.environment
        let metrics = ListMetrics(style: style, environment: env, isForm: isForm)
        var inner = context
        inner.stackAxis = nil
        inner.environment.listContext = metrics
        let nodes = content(inner)

        var sections: [(parts: ListSectionParts, traits: ViewTraits?)] = []
        var loose: [ViewNode] = []
        func flush() {
            if !loose.isEmpty { sections.append((ListSectionParts(header: [], rows: loose, footer: []), nil)) }
            loose = []
        }
        for node in nodes {
            if let parts = node.traits.value(for: ListSectionTrait.self) {
                flush()
                sections.append((parts, node.traits))
            } else {
                loose.append(node)
            }
        }
        flush()

        let rowSpacing = env.listRowSpacing ?? 0
        let sectionNodes = sections.map { makeSection($0.parts, traits: $0.traits, metrics: metrics, rowSpacing: rowSpacing,
                                                       context: inner) }
        // Gaps: before each section its top (a header's, or the rows'), after each its bottom; a section
        // spacing replaces the two between neighbours.
        var gaps: [CGFloat] = []
        for (k, section) in sections.enumerated() {
            let top = section.parts.header.isEmpty ? metrics.sectionTop : metrics.headerTop
            guard k > 0 else { gaps.append(top); continue }
            let spacing = sections[k - 1].traits?.value(for: ListSectionSpacingTrait.self) ?? env.listSectionSpacing
            switch spacing.kind {
            case .standard: gaps.append(metrics.sectionBottom + top)
            case .compact: gaps.append(metrics.compactSectionGap)
            case .custom(let value): gaps.append(value)
            }
        }
        if !sections.isEmpty { gaps.append(metrics.sectionBottom) }

        let direction = env.layoutDirection
        let stack = ViewNode(name: "ListContent", layout: ConcreteLayoutBox(ListContentLayout(gaps: gaps)),
                             children: sectionNodes, direction: direction)
        let background = chromeFill("ListBackground", Rectangle(), metrics.background.resolve(in: env.colorScheme))
        let hidesBackground = env.scrollContentBackground == .hidden
        let margins = env.contentMargins.content
        let list = ViewNode(name: name, layout: ConcreteLayoutBox(ListViewportLayout(margins: margins)),
                            children: hidesBackground ? [stack] : [background, stack], direction: direction)
        if !env.scrollClipDisabled { list.decorations.append(.clip(isScrollViewport: true) { Path($0) }) }
        // A list is a scroll view: a container for `containerRelativeFrame`, less its content margins.
        list.definesContainer = true
        list.containerMargins = margins
        list.consumesSafeArea = true
        return list
    }

    /// One view as a single node: several form a VStack (a header of two texts).
    static func single(_ nodes: [ViewNode], _ env: EnvironmentValues) -> ViewNode? {
        if nodes.count <= 1 { return nodes.first }
        return ViewNode(name: "VStack", layout: ConcreteLayoutBox(VStackLayout(alignment: .leading)), children: nodes,
                        direction: env.layoutDirection)
    }

    private static func makeSection(_ parts: ListSectionParts, traits: ViewTraits?, metrics: ListMetrics,
                                    rowSpacing: CGFloat, context: ResolveContext) -> ViewNode {
        let env = context.environment
        var children: [ViewNode] = []
        let header = single(parts.header, env)
        if let header { children.append(header) }
        let borders = traits?.value(for: ListSectionSeparatorTrait.self) ?? RowSeparatorVisibility()
        let first = children.count
        for (k, row) in parts.rows.enumerated() {
            children.append(makeRow(row, index: k, of: parts.rows, metrics: metrics, rowSpacing: rowSpacing,
                                    borders: borders, context: context))
        }
        let rows = first..<children.count
        let footer = single(parts.footer, env)
        if let footer { children.append(footer) }
        let layout = ListSectionLayout(header: header == nil ? nil : 0, rows: rows, footer: footer == nil ? nil : children.count - 1,
                                       cellInset: metrics.cellInset, captionInset: metrics.cellInset + metrics.margin,
                                       headerBottom: metrics.headerBottom, footerTop: metrics.footerTop,
                                       rowSpacing: rowSpacing)
        let node = ViewNode(name: "Section", layout: ConcreteLayoutBox(layout), children: children,
                            direction: env.layoutDirection)
        if let traits { node.traits = traits }
        node.traits.setValue(nil, for: ListSectionTrait.self)
        return node
    }

    /// A row's indent per outline level **[I]**.
    static let outlineIndent: CGFloat = 20

    private static func makeRow(_ content: ViewNode, index k: Int, of rows: [ViewNode], metrics: ListMetrics,
                                rowSpacing: CGFloat, borders: RowSeparatorVisibility, context: ResolveContext) -> ViewNode {
        let env = context.environment
        let traits = content.traits
        let separate = rowSpacing > 0
        let isFirst = k == 0, isLast = k == rows.count - 1
        var parts = ListRowLayout.Parts()
        var children: [ViewNode] = []
        let roundTop = isFirst || separate, roundBottom = isLast || separate
        let radius = metrics.cornerRadius
        if let user = traits.value(for: ListRowBackgroundTrait.self) {
            parts.background = children.count
            children.append(user)
        } else if let fill = metrics.cellBackground {
            let shape = CellShape(radius: radius, top: roundTop, bottom: roundBottom)
            parts.background = children.count
            children.append(chromeFill("RowBackground", shape, fill.resolve(in: env.colorScheme)))
        }
        parts.content = children.count
        children.append(content)
        let accessoriesStart = children.count
        if let badge = traits.value(for: BadgeTrait.self) {
            var inner = context
            inner.environment.foregroundStyle = StyleLevels.single(Color.secondary)
            inner.environment.listContext = nil
            children += badge.makeNodes(inner)
        }
        switch traits.value(for: RowAccessoryTrait.self) {
        case .chevron?:
            if metrics.showsChevron { children.append(chevronNode(env)) }
        case .disclosure(let expanded)?:
            children.append(chevronNode(env, pointing: expanded ? .bottom : .trailing, color: .accentColor))
        case nil:
            break
        }
        parts.accessories = accessoriesStart..<children.count
        func line() -> ViewNode {
            ViewNode(name: "Separator", leaf: DividerLeaf(vertical: false, thickness: 1 / env.displayScale,
                                                          color: metrics.separatorColor.resolve(in: env.colorScheme)))
        }
        let separators = traits.value(for: ListRowSeparatorTrait.self)
        if metrics.showsSeparators, !separate, !isLast, separators.bottom != .hidden,
           rows[k + 1].traits.value(for: ListRowSeparatorTrait.self).top != .hidden {
            parts.separator = children.count
            children.append(line())
        }
        if metrics.sectionBorders, !separate {
            if isFirst, borders.top != .hidden, separators.top != .hidden {
                parts.topBorder = children.count
                children.append(line())
            }
            if isLast, borders.bottom != .hidden, separators.bottom != .hidden {
                parts.bottomBorder = children.count
                children.append(line())
            }
        }
        let indent = CGFloat(traits.value(for: OutlineDepthTrait.self)) * outlineIndent
        let layout = ListRowLayout(parts: parts, insets: traits.value(for: ListRowInsetsTrait.self) ?? metrics.rowInsets,
                                   minHeight: metrics.minRowHeight, accessorySpacing: metrics.accessorySpacing, indent: indent)
        let row = ViewNode(name: "ListRow", layout: ConcreteLayoutBox(layout), children: children, direction: env.layoutDirection)
        row.traits = traits
        // A rounded cell cuts what it holds (its background, content that reaches its edge) to its corners.
        if radius > 0, roundTop || roundBottom {
            row.decorations.append(.clip(isScrollViewport: false) { cellPath(in: $0, radius: radius, top: roundTop, bottom: roundBottom) })
        }
        return row
    }
}

/// A cell of an inset-grouped section: rounded at the top (the first row), the bottom (the last) or both.
struct CellShape: Shape {
    let radius: CGFloat
    let top: Bool
    let bottom: Bool

    func path(in rect: CGRect) -> Path { cellPath(in: rect, radius: radius, top: top, bottom: bottom) }
}
