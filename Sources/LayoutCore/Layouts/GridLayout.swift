import Foundation

/// The layout of the eager `Grid`: rows of cells whose columns share one width.
///
/// SwiftUI (Apple's Grid documentation): a column is as wide as its widest cell, a row as tall as its
/// tallest; flexible cells share what is left. Layoutshot distributes the offered width among the
/// columns with the stack algorithm (each column answering with its widest cell, seed 004's steps), then
/// the height among the rows the same way; a view outside a `GridRow` is a row spanning all columns;
/// `gridCellColumns(n)` spans n columns and widens them only by what it needs beyond them, split evenly;
/// `gridCellUnsizedAxes` keeps a cell out of
/// the sizing on those axes. See docs/BEHAVIOUR.md §Grid.
public struct GridLayout: Layout, BuiltinLayout, ReportsInvalidArguments {
    public var alignment: Alignment
    /// Gap between columns in points; nil for the default 8.
    public var horizontalSpacing: CGFloat?
    /// Gap between rows in points; nil for the default 8.
    public var verticalSpacing: CGFloat?
    var invalidArguments = ArgumentProblems()

    /// A non-finite spacing is reported and the default used.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = invalidArguments.spacing(horizontalSpacing, "horizontalSpacing")
        self.verticalSpacing = invalidArguments.spacing(verticalSpacing, "verticalSpacing")
    }

    /// One cell: its subview, its row and first column, how many columns it spans.
    struct Cell {
        let subview: LayoutSubview
        let row: Int
        let column: Int
        let span: Int
        let unsized: Axis.Set
    }

    struct Structure {
        var cells: [Cell] = []
        var rowCount = 0
        var columnCount = 0
        var rowAlignments: [VerticalAlignment?] = []
        /// Indices of each row's cells, of each column's one-column cells, and of the cells spanning more:
        /// a track's answer looks only at its own cells (a grid of 3,000 rows was quadratic).
        var rows: [[Int]] = []
        var columns: [[Int]] = []
        var spanning: [Int] = []
    }

    /// The most columns a grid has (`gridCellColumns(1_000_000_000)` would otherwise ask for a billion).
    static let maximumColumns = 10_000

    /// Groups the subviews into rows (consecutive cells of one `GridRow`; any other view is a row of its
    /// own spanning every column) and numbers the columns.
    func structure(_ subviews: Subviews) -> Structure {
        var rows: [(info: GridRowInfo?, cells: [LayoutSubview])] = []
        for subview in subviews {
            let info = subview[GridRowKey.self]
            if info == nil || rows.last?.info !== info {
                rows.append((info, []))
            }
            rows[rows.count - 1].cells.append(subview)
        }
        var s = Structure()
        s.rowCount = rows.count
        s.rowAlignments = rows.map { $0.info?.alignment }
        func requested(_ subview: LayoutSubview) -> Int { min(max(1, subview[GridCellColumnsKey.self]), Self.maximumColumns) }
        s.columnCount = rows.map { row in
            row.info == nil ? 1 : min(row.cells.reduce(0) { $0 + requested($1) }, Self.maximumColumns)
        }.max() ?? 0
        s.rows = Array(repeating: [], count: s.rowCount)
        s.columns = Array(repeating: [], count: s.columnCount)
        for (r, row) in rows.enumerated() {
            var column = 0
            for subview in row.cells {
                let span = row.info == nil ? s.columnCount : min(requested(subview), max(s.columnCount - column, 1))
                let cell = Cell(subview: subview, row: r, column: min(column, s.columnCount - 1), span: span,
                                unsized: subview[GridCellUnsizedAxesKey.self])
                s.rows[r].append(s.cells.count)
                if span == 1 { s.columns[cell.column].append(s.cells.count) } else { s.spanning.append(s.cells.count) }
                s.cells.append(cell)
                column = min(column + span, Self.maximumColumns)
            }
        }
        return s
    }

    /// Column widths and row heights for a proposal.
    func tracks(_ proposal: ProposedViewSize, _ s: Structure) -> (widths: [CGFloat], heights: [CGFloat]) {
        let hGap = horizontalSpacing ?? ViewSpacing.defaultDistance
        let vGap = verticalSpacing ?? ViewSpacing.defaultDistance
        // First the columns of the one-column cells: each answers with its widest cell, distributed as a stack
        // distributes. Then each cell spanning k columns (narrowest spans first) is offered its columns, their
        // gaps and whatever the grid has left of its proposal, and widens its columns only by what it needs
        // beyond them, split evenly (Layoutshot's rule; SwiftUI's split is undocumented): a column stays as
        // wide as its widest cell whenever the spanning cells fit.
        let unsized = { (cell: Cell) in cell.unsized.contains(.horizontal) }
        var widths = distribute(proposal.width, count: s.columnCount, gap: hGap) { column, offer in
            s.columns[column].map { s.cells[$0] }.filter { !unsized($0) }
                .map { $0.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        var total = widths.reduce(0, +)
        let allGaps = hGap * CGFloat(max(s.columnCount - 1, 0))
        let spanning = s.spanning.map { s.cells[$0] }.filter { !unsized($0) }.enumerated()
            .sorted { ($0.element.span, $0.offset) < ($1.element.span, $1.offset) }.map(\.element)
        for cell in spanning {
            let k = CGFloat(cell.span)
            // A cell across every column (a view outside a GridRow) spans the total, kept as it changes.
            let spanned = cell.span == s.columnCount ? total + allGaps : cellWidth(cell, widths, hGap)
            let offer = proposal.width.map { $0.isFinite ? spanned + max(0, $0 - total - allGaps) : $0 }
            let excess = cell.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width - spanned
            guard excess > 0 else { continue } // also NaN: ∞ − ∞, an infinite column already holds it
            for column in cell.column..<(cell.column + cell.span) { widths[column] += excess / k }
            total += excess
        }
        let heights = distribute(proposal.height, count: s.rowCount, gap: vGap) { row, offer in
            s.rows[row].map { s.cells[$0] }.filter { !$0.unsized.contains(.vertical) }
                .map { $0.subview.sizeThatFits(ProposedViewSize(width: cellWidth($0, widths, hGap), height: offer)).height }
                .max() ?? 0
        }
        return (widths, heights)
    }

    /// The stack algorithm over tracks: each track answers an offer with `answer(track, offer)`.
    private func distribute(_ length: CGFloat?, count: Int, gap: CGFloat,
                            answer: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard count > 0 else { return [] }
        guard let length else { return (0..<count).map { answer($0, nil) } }
        var available = length - gap * CGFloat(count - 1)
        let minima = (0..<count).map { answer($0, 0) }
        let maxima = (0..<count).map { answer($0, .infinity) }
        let order = StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
            .flexibilityOrder(priorities: Array(repeating: 0, count: count), minima: minima, maxima: maxima)
        var result = Array(repeating: CGFloat(0), count: count)
        var remaining = count
        for track in order {
            result[track] = answer(track, max(available / CGFloat(remaining), 0))
            available -= result[track]
            remaining -= 1
        }
        return result
    }

    func cellWidth(_ cell: Cell, _ widths: [CGFloat], _ gap: CGFloat) -> CGFloat {
        let spanned = widths[cell.column..<min(cell.column + cell.span, widths.count)]
        return spanned.reduce(0, +) + gap * CGFloat(max(spanned.count - 1, 0))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let s = structure(subviews)
        let (widths, heights) = tracks(proposal, s)
        // Negative spacing may pull the tracks closer than nothing: the grid is then 0 long.
        func total(_ tracks: [CGFloat], _ gap: CGFloat?) -> CGFloat {
            max(0, tracks.reduce(0, +) + (gap ?? ViewSpacing.defaultDistance) * CGFloat(max(tracks.count - 1, 0)))
        }
        return CGSize(width: total(widths, horizontalSpacing), height: total(heights, verticalSpacing))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let s = structure(subviews)
        let (widths, heights) = tracks(proposal, s)
        let hGap = horizontalSpacing ?? ViewSpacing.defaultDistance
        let vGap = verticalSpacing ?? ViewSpacing.defaultDistance
        // Each track starts after the ones before it and their gaps (running sums, added in the same order as
        // summing each prefix anew, so the frames are the same to the last bit).
        func starts(_ tracks: [CGFloat], from origin: CGFloat, gap: CGFloat) -> [CGFloat] {
            var before: CGFloat = 0
            return tracks.indices.map { i in
                defer { before += tracks[i] }
                return origin + before + gap * CGFloat(i)
            }
        }
        let xs = starts(widths, from: bounds.minX, gap: hGap)
        let ys = starts(heights, from: bounds.minY, gap: vGap)
        // A column takes the alignment a cell in it asks for with gridColumnAlignment.
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for cell in s.cells { if let a = cell.subview[GridColumnAlignmentKey.self] { columnAlignment[cell.column] = a } }
        for cell in s.cells {
            let frame = CGRect(x: xs[cell.column], y: ys[cell.row], width: cellWidth(cell, widths, hGap),
                               height: heights[cell.row])
            let cellProposal = ProposedViewSize(frame.size)
            if let anchor = cell.subview[GridCellAnchorKey.self] {
                // The cell's anchor point meets the same point of its cell rectangle.
                cell.subview.place(at: CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height),
                                   anchor: anchor, proposal: cellProposal)
            } else {
                let a = Alignment(horizontal: columnAlignment[cell.column] ?? alignment.horizontal,
                                  vertical: s.rowAlignments[cell.row] ?? alignment.vertical)
                cell.subview.placeAligned(in: frame, alignment: a, proposal: cellProposal)
            }
        }
    }
}

/// Marks the cells of one `GridRow` (identity = the row) and the row's vertical alignment.
final class GridRowInfo {
    let alignment: VerticalAlignment?
    init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

struct GridRowKey: LayoutValueKey { static let defaultValue: GridRowInfo? = nil }
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

/// A grid of rows and columns that sizes its columns to their widest cells.
public struct Grid<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content, name: "Grid").makeNodes(context)
    }
}

/// One row of a `Grid`: its views are the row's cells, one per column unless they span more.
public struct GridRow<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let info = GridRowInfo(alignment: alignment)
        let cells = content.makeNodes(context)
        for cell in cells { cell.traits.setValue(info, for: GridRowKey.self) }
        return cells
    }
}

extension View {
    /// The cell spans `count` columns of its grid row (fewer than 1 is 1 and more than
    /// `GridLayout.maximumColumns` that many, as the grid counts them).
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(TraitModifier { $0.setValue(count, for: GridCellColumnsKey.self) })
    }

    /// Places the cell at `anchor` of its cell rectangle instead of using the grid's alignment (a non-finite
    /// anchor is reported and the centre used).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.unitPoint(anchor, "anchor") }
        return modifier(TraitModifier { $0.setValue(checked, for: GridCellAnchorKey.self) }, reporting: problems)
    }

    /// Aligns every cell of this cell's column with `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(TraitModifier { $0.setValue(guide, for: GridColumnAlignmentKey.self) })
    }

    /// The cell does not size the grid on `axes` (a Divider or Color that should only fill its column).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(TraitModifier { $0.setValue(axes, for: GridCellUnsizedAxesKey.self) })
    }
}
