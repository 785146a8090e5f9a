import Foundation

/// Seed 001's `WideFirstGrid`, built in so that fixtures can use it without compiling anything: equal
/// columns at least 96 pt wide with 8 pt gaps; the first child spans two slots (when two columns fit), the
/// others one, filling rows in order; each row as tall as its tallest cell. Fixtures call it
/// `WideFirstGrid()`; its node is named `WideFirstGrid`.
///
/// Same behaviour as the seed's code (one plan serves sizing and placing):
/// - slots = children + 1 when there are at least two children (the wide first cell), else the count;
/// - width: a nil proposal gives the ideal width of min(4, slots) columns; an infinite one the width of
///   all slots in one row; a finite one `max(96, proposed)`;
/// - columns = `max(1, ⌊(width + 8) / (96 + 8)⌋)`, column width = `(width − (columns − 1) × 8) / columns`;
/// - a cell that does not fit in what is left of the row starts the next row (rows 8 pt apart);
/// - each cell is measured and placed at its cell width and an unspecified height, top-leading anchored.
///
/// Named `SeedWideFirstGrid` in Swift so that code declaring its own `WideFirstGrid` compiles next to it.
public struct SeedWideFirstGrid: Layout, NamedLayout {
    /// The narrowest an ordinary column may be, in points.
    public let minimumColumnWidth: CGFloat = 96
    /// Gap between columns and between rows, in points.
    public let gap: CGFloat = 8

    public init() {}

    static var frameTreeName: String { "WideFirstGrid" }

    /// The container's size and every cell's frame (relative to the container's origin) for a width.
    struct Plan {
        var size: CGSize
        var cells: [CGRect]
    }

    func plan(width proposedWidth: CGFloat?, subviews: Subviews) -> Plan {
        guard !subviews.isEmpty else { return Plan(size: .zero, cells: []) }
        let slots = subviews.count + (subviews.count > 1 ? 1 : 0)
        func rowWidth(columns: Int) -> CGFloat {
            CGFloat(columns) * minimumColumnWidth + CGFloat(columns - 1) * gap
        }
        let width: CGFloat
        switch proposedWidth {
        case nil: width = rowWidth(columns: min(4, slots))
        case let proposed? where !proposed.isFinite: width = rowWidth(columns: slots)
        case let proposed?: width = max(minimumColumnWidth, proposed)
        }
        let columns = max(1, Int(floor((width + gap) / (minimumColumnWidth + gap))))
        let columnWidth = (width - CGFloat(columns - 1) * gap) / CGFloat(columns)

        var cells: [CGRect] = []
        var column = 0
        var rowTop: CGFloat = 0, rowHeight: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let span = index == 0 ? min(2, columns) : 1
            if column + span > columns {
                rowTop += rowHeight + gap
                column = 0
                rowHeight = 0
            }
            let cellWidth = CGFloat(span) * columnWidth + CGFloat(span - 1) * gap
            let height = subview.sizeThatFits(ProposedViewSize(width: cellWidth, height: nil)).height
            cells.append(CGRect(x: CGFloat(column) * (columnWidth + gap), y: rowTop, width: cellWidth, height: height))
            rowHeight = max(rowHeight, height)
            column += span
        }
        return Plan(size: CGSize(width: width, height: rowTop + rowHeight), cells: cells)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        plan(width: proposal.width, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cells = plan(width: bounds.width, subviews: subviews).cells
        for (subview, cell) in zip(subviews, cells) {
            subview.place(at: CGPoint(x: bounds.minX + cell.minX, y: bounds.minY + cell.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: cell.width, height: nil))
        }
    }
}
