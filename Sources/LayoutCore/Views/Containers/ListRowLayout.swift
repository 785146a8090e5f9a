import Foundation

/// One list row: its content inset by the row insets, at least the minimum row height tall, with its
/// accessories (a chevron, a badge) at the trailing edge and its separators (docs/BEHAVIOUR.md §20).
///
/// The row takes the width it is offered; its height is max(minimum row height, content + top and bottom
/// insets), the content proposed the width left between the insets and the accessories (and no height) and
/// placed at the leading inset, centred vertically. A separator runs along the bottom edge, inside the row,
/// from the content's `listRowSeparatorLeading` guide (the leading edge of its first text, else its own
/// leading edge) to the row's trailing edge; a grouped section's border lines run the full width.
struct ListRowLayout: Layout, BuiltinLayout {
    /// Children, in drawing order.
    struct Parts {
        var background: Int?
        var content = 0
        /// Accessories, leading to trailing.
        var accessories: Range<Int> = 0..<0
        var separator: Int?
        var topBorder: Int?
        var bottomBorder: Int?
    }

    let parts: Parts
    let insets: EdgeInsets
    let minHeight: CGFloat
    let accessorySpacing: CGFloat
    /// Extra leading inset of an outline row's content (its depth × the indent).
    let indent: CGFloat

    private func accessorySizes(_ subviews: Subviews) -> [CGSize] {
        parts.accessories.map { subviews[$0].sizeThatFits(.unspecified) }
    }

    private func accessoryWidth(_ sizes: [CGSize]) -> CGFloat {
        sizes.isEmpty ? 0 : sizes.reduce(0) { $0 + $1.width } + CGFloat(sizes.count) * accessorySpacing
    }

    /// The width offered to the content in a row `width` wide.
    private func contentWidth(_ width: CGFloat?, _ accessories: [CGSize]) -> CGFloat? {
        width.map { $0.isFinite ? max(0, $0 - insets.leading - insets.trailing - indent - accessoryWidth(accessories)) : $0 }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let accessories = accessorySizes(subviews)
        let content = subviews[parts.content].sizeThatFits(ProposedViewSize(width: contentWidth(proposal.width, accessories),
                                                                              height: nil))
        let tallest = max(content.height, accessories.map(\.height).max() ?? 0)
        let height = max(minHeight, tallest + insets.top + insets.bottom)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? content.width + insets.leading + insets.trailing + indent + accessoryWidth(accessories)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if let background = parts.background {
            subviews[background].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
        let accessories = accessorySizes(subviews)
        let contentProposal = ProposedViewSize(width: contentWidth(bounds.width, accessories), height: nil)
        let content = subviews[parts.content]
        let size = content.sizeThatFits(contentProposal)
        let innerTop = bounds.minY + insets.top
        let innerHeight = bounds.height - insets.top - insets.bottom
        let contentX = bounds.minX + insets.leading + indent
        content.place(at: CGPoint(x: contentX, y: innerTop + (innerHeight - size.height) / 2), proposal: contentProposal)
        var x = bounds.maxX - insets.trailing
        for (index, size) in zip(parts.accessories, accessories).reversed() {
            x -= size.width
            subviews[index].place(at: CGPoint(x: x, y: innerTop + (innerHeight - size.height) / 2), proposal: .unspecified)
            x -= accessorySpacing
        }
        func line(_ index: Int?, from minX: CGFloat, y: (CGFloat) -> CGFloat) {
            guard let index else { return }
            let thickness = subviews[index].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
            let proposal = ProposedViewSize(width: max(0, bounds.maxX - minX), height: nil)
            subviews[index].place(at: CGPoint(x: minX, y: y(thickness)), proposal: proposal)
        }
        // The separator starts where the content's text does (`listRowSeparatorLeading`).
        let guide = content.dimensions(in: contentProposal)[explicit: HorizontalAlignment.listRowSeparatorLeading] ?? 0
        line(parts.separator, from: contentX + guide) { bounds.maxY - $0 }
        line(parts.topBorder, from: bounds.minX) { _ in bounds.minY }
        line(parts.bottomBorder, from: bounds.minX) { bounds.maxY - $0 }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

private enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
private enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}

extension HorizontalAlignment {
    /// Where a list row's separator starts: by default the leading edge of the row's first text (a text
    /// sets it explicitly; a container takes its leftmost text's), else the content's leading edge.
    /// `.alignmentGuide(.listRowSeparatorLeading) { … }` moves it. [C] Apple
    /// `HorizontalAlignment.listRowSeparatorLeading`.
    public static let listRowSeparatorLeading = HorizontalAlignment(key: AlignmentKey(
        ListRowSeparatorLeadingID.self, axis: .horizontal, combine: .minimum, name: "listRowSeparatorLeading"))
    /// Where a list row's separator ends; Layoutshot draws separators to the row's trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: AlignmentKey(
        ListRowSeparatorTrailingID.self, axis: .horizontal, combine: .maximum, name: "listRowSeparatorTrailing"))
}
