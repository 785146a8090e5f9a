import Foundation

/// A macOS form with columns (`.formStyle(.columns)`, the macOS default): every row's label in a leading
/// column, trailing-aligned, and its control or value in a trailing column, leading-aligned, the two on their
/// first text baselines; a row without a label has only the trailing column; sections are separated by a
/// gap, their headers bold at the start of the label column. The grid is centred in the form's width
/// **[I]** (docs/BEHAVIOUR.md §20: no public measurement).
struct FormColumnsLayout: Layout, BuiltinLayout {
    enum Item {
        case caption(Int)
        /// A label (if any) and its content on their first baselines; `centresTextless`: a labelled control's
        /// pair, centred on each other when the control has no text **[I]** (a stepper's arrows beside their label).
        case pair(label: Int?, content: Int, centresTextless: Bool = false)
        case gap(CGFloat)
    }

    let items: [Item]
    /// Between the label and the control column **[I]**.
    static let columnSpacing: CGFloat = 8
    /// Between rows **[I]**.
    static let rowSpacing: CGFloat = 10
    /// Around the grid **[I]**.
    static let padding: CGFloat = 20

    private func labelWidth(_ subviews: Subviews) -> CGFloat {
        items.reduce(0) { width, item in
            switch item {
            case .pair(let label?, _, _): return max(width, subviews[label].sizeThatFits(.unspecified).width)
            default: return width
            }
        }
    }

    private func idealContentWidth(_ subviews: Subviews) -> CGFloat {
        items.reduce(0) { width, item in
            switch item {
            case .pair(_, let content, _): return max(width, subviews[content].sizeThatFits(.unspecified).width)
            case .caption(let index): return max(width, subviews[index].sizeThatFits(.unspecified).width - labelWidth(subviews)
                                                    - Self.columnSpacing)
            case .gap: return width
            }
        }
    }

    /// The label column's and the content column's widths for a form `width` wide.
    private func columns(_ width: CGFloat?, _ subviews: Subviews) -> (label: CGFloat, content: CGFloat) {
        let label = labelWidth(subviews)
        let ideal = idealContentWidth(subviews)
        guard let width, width.isFinite else { return (label, ideal) }
        let available = max(0, width - 2 * Self.padding - label - Self.columnSpacing)
        return (label, min(ideal, available))
    }

    private func rowLayout(_ columns: (label: CGFloat, content: CGFloat), _ subviews: Subviews)
        -> (rows: [(item: Item, top: CGFloat, height: CGFloat, labelShift: CGFloat, contentShift: CGFloat)], height: CGFloat) {
        var rows: [(item: Item, top: CGFloat, height: CGFloat, labelShift: CGFloat, contentShift: CGFloat)] = []
        var y = Self.padding
        var previousWasRow = false
        let contentProposal = ProposedViewSize(width: columns.content, height: nil)
        for item in items {
            switch item {
            case .gap(let gap):
                y += gap
                previousWasRow = false
            case .caption(let index):
                if previousWasRow { y += Self.rowSpacing }
                let h = subviews[index].sizeThatFits(ProposedViewSize(width: columns.label + Self.columnSpacing + columns.content,
                                                                      height: nil)).height
                rows.append((item, y, h, 0, 0))
                y += h
                previousWasRow = true
            case .pair(let label, let content, let centresTextless):
                if previousWasRow { y += Self.rowSpacing }
                let c = subviews[content].dimensions(in: contentProposal)
                var height = c.height, labelShift: CGFloat = 0, contentShift: CGFloat = 0
                if let label {
                    let l = subviews[label].dimensions(in: .unspecified)
                    // A view without text has its first baseline at its bottom edge.
                    let centred = centresTextless && c[.firstTextBaseline] >= c.height
                    let labelLine = centred ? l.height / 2 : l[.firstTextBaseline]
                    let contentLine = centred ? c.height / 2 : c[.firstTextBaseline]
                    let line = max(labelLine, contentLine)
                    labelShift = line - labelLine
                    contentShift = line - contentLine
                    height = max(labelShift + l.height, contentShift + c.height)
                }
                rows.append((item, y, height, labelShift, contentShift))
                y += height
                previousWasRow = true
            }
        }
        return (rows, y + Self.padding)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cols = columns(proposal.width, subviews)
        let height = rowLayout(cols, subviews).height
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? 2 * Self.padding + cols.label + Self.columnSpacing + cols.content
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cols = columns(bounds.width, subviews)
        let grid = cols.label + Self.columnSpacing + cols.content
        let x0 = bounds.minX + max(Self.padding, (bounds.width - grid) / 2)
        let contentX = x0 + cols.label + Self.columnSpacing
        for row in rowLayout(cols, subviews).rows {
            switch row.item {
            case .caption(let index):
                subviews[index].place(at: CGPoint(x: x0, y: bounds.minY + row.top), proposal: ProposedViewSize(width: grid, height: nil))
            case .pair(let label, let content, _):
                if let label {
                    subviews[label].place(at: CGPoint(x: x0 + cols.label, y: bounds.minY + row.top + row.labelShift),
                                          anchor: .topTrailing, proposal: .unspecified)
                }
                subviews[content].place(at: CGPoint(x: contentX, y: bounds.minY + row.top + row.contentShift),
                                        proposal: ProposedViewSize(width: cols.content, height: nil))
            case .gap:
                break
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// Builds a columns form's node from its content: sections' headers and rows, labelled rows split.
enum FormColumns {
    /// The gap between sections **[I]**.
    static let sectionGap: CGFloat = 20

    static func make(context: ResolveContext, content: (ResolveContext) -> [ViewNode]) -> ViewNode {
        let env = context.environment
        var metrics = ListMetrics(style: .plain, environment: env)
        metrics.header = ListMetrics.Caption(font: Font.system(size: 13, weight: .bold), color: .primary, uppercased: false)
        var inner = context
        inner.stackAxis = nil
        inner.environment.listContext = metrics
        var children: [ViewNode] = []
        var items: [FormColumnsLayout.Item] = []
        func add(_ node: ViewNode) -> Int {
            children.append(node)
            return children.count - 1
        }
        func addRow(_ node: ViewNode) {
            if node.traits.value(for: LabeledRow.Trait.self), node.children.count == 3 {
                items.append(.pair(label: add(node.children[0]), content: add(node.children[2])))
            } else if node.traits.value(for: LabelledControlTrait.self), node.children.count == 2 {
                // A picker's, stepper's or slider's label in the label column, the control after it; what the
                // control's node drew (a disabled control's dimming) goes with both.
                for child in node.children { child.decorations.append(contentsOf: node.decorations) }
                items.append(.pair(label: add(node.children[0]), content: add(node.children[1]), centresTextless: true))
            } else {
                items.append(.pair(label: nil, content: add(node)))
            }
        }
        for node in content(inner) {
            guard let parts = node.traits.value(for: ListSectionTrait.self) else {
                addRow(node)
                continue
            }
            if !items.isEmpty { items.append(.gap(sectionGap)) }
            if let header = ListBuilder.single(parts.header, env) { items.append(.caption(add(header))) }
            parts.rows.forEach(addRow)
            if let footer = ListBuilder.single(parts.footer, env) { items.append(.caption(add(footer))) }
        }
        let form = ViewNode(name: "Form", layout: ConcreteLayoutBox(FormColumnsLayout(items: items)), children: children,
                            direction: env.layoutDirection)
        return form
    }
}
