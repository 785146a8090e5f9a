import Foundation

/// Seed 000's `FlowLayout`, built in so that fixtures can use it without compiling anything: children in
/// reading order, left to right, wrapping to a new row when the next one would pass the proposed width
/// (tag chips). Fixtures call it `FlowLayout(spacing:)`; its node is named `FlowLayout`.
///
/// Same behaviour as the seed's code, step for step:
/// - every child is measured at its ideal size (`.unspecified`) and placed with that size proposed back;
/// - a child starts a new row when the row already holds something and the child would end past the width
///   (`rowWidth + spacing + width > maxWidth` while sizing, `x + width > bounds.maxX` while placing — the
///   seed's two tests, kept as they are);
/// - rows are `spacing` apart; a row is as tall as its tallest child;
/// - the layout's width is the proposed width (infinite when the proposal has none), its height the rows'.
///
/// Named `SeedFlowLayout` in Swift so that code declaring its own `FlowLayout` (as the seed does) compiles
/// next to it.
public struct SeedFlowLayout: Layout, NamedLayout, ReportsInvalidArguments {
    /// Gap between chips in a row and between rows, in points.
    public var spacing: CGFloat
    var invalidArguments = ArgumentProblems()

    /// A non-finite spacing is reported and 8 used.
    public init(spacing: CGFloat = 8) {
        self.spacing = 8
        self.spacing = invalidArguments.length(spacing, "spacing", kind: "spacing", fallback: 8)
    }

    static var frameTreeName: String { "FlowLayout" }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let limit = proposal.width ?? .infinity
        var rowWidth: CGFloat = 0, rowHeight: CGFloat = 0, finishedRowsHeight: CGFloat = 0
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            let wraps = rowWidth > 0 && rowWidth + spacing + ideal.width > limit
            if wraps {
                finishedRowsHeight += rowHeight + spacing
                rowWidth = ideal.width
                rowHeight = ideal.height
            } else {
                rowWidth += (rowWidth > 0 ? spacing : 0) + ideal.width
                rowHeight = max(rowHeight, ideal.height)
            }
        }
        return CGSize(width: limit, height: finishedRowsHeight + rowHeight)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var cursor = CGPoint(x: bounds.minX, y: bounds.minY)
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            if cursor.x > bounds.minX, cursor.x + ideal.width > bounds.maxX {
                cursor = CGPoint(x: bounds.minX, y: cursor.y + rowHeight + spacing)
                rowHeight = 0
            }
            subview.place(at: cursor, proposal: ProposedViewSize(ideal))
            cursor.x += ideal.width + spacing
            rowHeight = max(rowHeight, ideal.height)
        }
    }
}
