import Foundation

/// A list section: its header, its rows one under the other, its footer (docs/BEHAVIOUR.md §20). Rows take
/// the section's width less the cell inset on both sides; the header and the footer stand in as far as the
/// rows' content (the cell inset plus the row's leading inset) and are proposed the width left between those
/// insets. Between the header and the rows: `headerBottom`; between the rows and the footer: `footerTop`;
/// between rows: the row spacing.
struct ListSectionLayout: Layout, BuiltinLayout {
    let header: Int?
    let rows: Range<Int>
    let footer: Int?
    let cellInset: CGFloat
    /// Header and footer stand in this far from the section's edges.
    let captionInset: CGFloat
    let headerBottom: CGFloat
    let footerTop: CGFloat
    let rowSpacing: CGFloat

    private func captionProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { $0.isFinite ? max(0, $0 - 2 * captionInset) : $0 }, height: nil)
    }

    private func rowProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { $0.isFinite ? max(0, $0 - 2 * cellInset) : $0 }, height: nil)
    }

    /// The top of each piece (header, rows, footer) from the section's top, and the section's height.
    private func stack(_ width: CGFloat?, _ subviews: Subviews) -> (tops: [(index: Int, top: CGFloat)], height: CGFloat, width: CGFloat) {
        var tops: [(index: Int, top: CGFloat)] = []
        var y: CGFloat = 0
        var widest: CGFloat = 0
        if let header {
            let size = subviews[header].sizeThatFits(captionProposal(width))
            tops.append((header, y))
            y += size.height + headerBottom
            widest = max(widest, size.width + 2 * captionInset)
        }
        for (k, row) in rows.enumerated() {
            if k > 0 { y += rowSpacing }
            let size = subviews[row].sizeThatFits(rowProposal(width))
            tops.append((row, y))
            y += size.height
            widest = max(widest, size.width + 2 * cellInset)
        }
        if let footer {
            y += rows.isEmpty ? 0 : footerTop
            let size = subviews[footer].sizeThatFits(captionProposal(width))
            tops.append((footer, y))
            y += size.height
            widest = max(widest, size.width + 2 * captionInset)
        }
        return (tops, y, widest)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let result = stack(proposal.width, subviews)
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? result.width, height: result.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let result = stack(bounds.width, subviews)
        for (index, top) in result.tops {
            let isCaption = index == header || index == footer
            let inset = isCaption ? captionInset : cellInset
            subviews[index].place(at: CGPoint(x: bounds.minX + inset, y: bounds.minY + top),
                                  proposal: isCaption ? captionProposal(bounds.width) : rowProposal(bounds.width))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A list's sections one under the other, `gaps[i]` before section i and the last gap after the last one;
/// each section is proposed the list's width.
struct ListContentLayout: Layout, BuiltinLayout {
    let gaps: [CGFloat]

    private func proposalFor(_ width: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: width, height: nil) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var height = gaps.reduce(0, +)
        var width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(proposalFor(proposal.width))
            height += size.height
            width = max(width, size.width)
        }
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (k, subview) in subviews.enumerated() {
            y += k < gaps.count ? gaps[k] : 0
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposalFor(bounds.width))
            y += subview.sizeThatFits(proposalFor(bounds.width)).height
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A list's viewport: it takes the offer (nil → its content's length and margins, as a `ScrollView`) and
/// shows its content from the top, inset by the content margins (`contentMargins`); its first child, the
/// background, fills the viewport or the content, whichever is taller, so that `--scroll-content` shows the
/// background under every row, and grows into the safe area around the list as a scroll view's content is
/// drawn there: up under the bars and the status bar, down to the screen's bottom edge.
struct ListViewportLayout: Layout, BuiltinLayout {
    var margins = EdgeInsets()

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0.isFinite ? max(0, $0 - margins.sum(.horizontal)) : $0 }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.last?.sizeThatFits(contentProposal(proposal)) ?? .zero
        func length(_ offered: CGFloat?, _ own: CGFloat) -> CGFloat { offered.flatMap { $0.isFinite ? $0 : nil } ?? own }
        return CGSize(width: length(proposal.width, content.width + margins.sum(.horizontal)),
                      height: length(proposal.height, content.height + margins.sum(.vertical)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.last else { return }
        let inner = contentProposal(ProposedViewSize(bounds.size))
        let height = content.sizeThatFits(inner).height + margins.sum(.vertical)
        if subviews.count > 1 {
            let grow = subviews.safeAreaInsets(of: bounds, matching: .container)
            let background = CGRect(x: bounds.minX - grow.leading, y: bounds.minY - grow.top,
                                    width: bounds.width + grow.leading + grow.trailing,
                                    height: max(bounds.height + grow.bottom, height) + grow.top)
            subviews[subviews.startIndex].place(at: background.origin, proposal: ProposedViewSize(background.size))
        }
        content.place(at: CGPoint(x: bounds.minX + margins.leading, y: bounds.minY + margins.top), proposal: inner)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
