import Foundation

/// Where a container's bars go in the space it was offered, and what is left for its content: the one
/// place that decides it for navigation bars, toolbars and tab bars alike (docs/BEHAVIOUR.md §21, "Bars and
/// the safe area").
///
/// The container is laid out inside the safe area, so its top bar sits below the status bar and its bottom
/// bar above the home indicator. The bars are safe area for the content: the content is proposed the room
/// between them, and its safe area grows by them, so a view that ignores the safe area extends under the bars
/// (and, through the device's own safe area, to the screen's edges). A bar's background extends into the
/// unsafe band beyond its outer edge (`backgroundFrame`): up to the screen's top, down to its bottom edge.
enum BarPlacement {
    struct Regions: Equatable {
        var top: CGRect
        var content: CGRect
        var bottom: CGRect
    }

    /// The top bar `top` points tall at the top of `bounds`, the bottom bar `bottom` points tall at its
    /// bottom, the content between them (never of negative height).
    static func regions(in bounds: CGRect, top: CGFloat, bottom: CGFloat) -> Regions {
        let topHeight = min(top, bounds.height)
        let bottomHeight = min(bottom, max(0, bounds.height - topHeight))
        let topRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: topHeight)
        let bottomRect = CGRect(x: bounds.minX, y: bounds.maxY - bottomHeight, width: bounds.width, height: bottomHeight)
        let content = CGRect(x: bounds.minX, y: topRect.maxY, width: bounds.width,
                             height: max(0, bounds.height - topHeight - bottomHeight))
        return Regions(top: topRect, content: content, bottom: bottomRect)
    }

    /// The frame a bar's background fills: the bar's `bounds` grown by the safe-area `insets` around the bar
    /// (how far its frame may grow, `LayoutSubviews.safeAreaInsets(of:matching:)`) on `edges` — a top bar's top,
    /// leading and trailing edges, a bottom bar's bottom, leading and trailing ones. [D] Apple UIKit
    /// `UIBarPosition.topAttached` (such bars "draw their background extended upwards, allowing their background
    /// content to show through the status bar"); [I] a bottom bar's down to the screen's edge, under the home
    /// indicator, by the same rule (Apple's Human Interface Guidelines: backgrounds extend to the display's edges).
    static func backgroundFrame(_ bounds: CGRect, insets: EdgeInsets, edges: Edge.Set) -> CGRect {
        let top = edges.contains(.top) ? insets.top : 0, bottom = edges.contains(.bottom) ? insets.bottom : 0
        let leading = edges.contains(.leading) ? insets.leading : 0, trailing = edges.contains(.trailing) ? insets.trailing : 0
        return CGRect(x: bounds.minX - leading, y: bounds.minY - top, width: bounds.width + leading + trailing,
                      height: bounds.height + top + bottom)
    }
}

/// A container with bars at its top and bottom edges and its content between them (`NavigationStack`,
/// `TabView`): it takes the space it is offered (nil: its content's ideal size plus the bars), places the
/// bars where `BarPlacement` says and proposes the content the rest, centring it there; the content's safe
/// area is the whole container less the bars. The bars are drawn over the content.
struct BarsLayout: Layout, BuiltinLayout {
    let content: Int
    let top: Int?
    let bottom: Int?

    private func height(_ index: Int?, _ subviews: Subviews, width: CGFloat?) -> CGFloat {
        index.map { subviews[$0].sizeThatFits(ProposedViewSize(width: width, height: nil)).height } ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let barHeight = height(top, subviews, width: proposal.width) + height(bottom, subviews, width: proposal.width)
        let contentHeight = proposal.height.map { $0.isFinite ? max(0, $0 - barHeight) : $0 }
        let inner = subviews[content].sizeThatFits(ProposedViewSize(width: proposal.width, height: contentHeight))
        func length(_ offered: CGFloat?, _ own: CGFloat) -> CGFloat { offered.flatMap { $0.isFinite ? $0 : nil } ?? own }
        // Unoffered, it is as wide as the widest of its content and its bars' items.
        let barWidths = [top, bottom].compactMap { $0 }.map { subviews[$0].sizeThatFits(.unspecified).width }
        return CGSize(width: length(proposal.width, ([inner.width] + barWidths).max()!),
                      height: length(proposal.height, inner.height + barHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let regions = BarPlacement.regions(in: bounds, top: height(top, subviews, width: bounds.width),
                                           bottom: height(bottom, subviews, width: bounds.width))
        // Content smaller than its region is centred in it, as a hosting view centres its root.
        subviews[content].place(at: CGPoint(x: regions.content.midX, y: regions.content.midY), anchor: .center,
                                proposal: ProposedViewSize(regions.content.size))
        // The bars are safe area for the content: what ignores the safe area extends under them.
        if regions.top.height > 0 || regions.bottom.height > 0 {
            subviews[content].addSafeArea(space: bounds, insets: EdgeInsets(top: regions.top.height, leading: 0,
                                                                            bottom: regions.bottom.height, trailing: 0))
        }
        if let top { subviews[top].place(at: regions.top.origin, proposal: ProposedViewSize(width: bounds.width, height: nil)) }
        if let bottom {
            subviews[bottom].place(at: regions.bottom.origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
