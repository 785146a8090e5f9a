import Foundation

/// A column of `LazyVGrid` (or a row of `LazyHGrid`): fixed, flexible within a range, or adaptive (as many
/// sub-columns of at least `minimum` as fit).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// Gap after this track, in points; nil for 8.
    public var spacing: CGFloat?
    /// How cells sit in this track; nil for the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The item with sizes a grid can use, checked where a grid receives it: an unusable fixed size makes
    /// the item `.flexible()`; an unusable minimum is 10 (flexible's default); a NaN or −∞ maximum is none;
    /// a non-finite spacing is the default.
    func checked(_ problems: inout ArgumentProblems) -> GridItem {
        var item = self
        item.spacing = problems.spacing(spacing)
        func minimum(_ value: CGFloat) -> CGFloat {
            problems.size(value, "minimum", kind: "grid item minimum", fallback: 10)
        }
        // A maximum below the minimum is the minimum, as a frame normalises its range.
        func maximum(_ value: CGFloat, atLeast low: CGFloat) -> CGFloat {
            guard !value.isNaN, value >= 0 else {
                problems.note("Invalid grid item maximum (negative or NaN)", "maximum", value, "ignored")
                return .infinity
            }
            return max(value > ArgumentCheck.maximumLength ? .infinity : value, low)
        }
        switch size {
        case .fixed(let length):
            if length.isFinite, length >= 0 {
                item.size = .fixed(problems.size(length, "fixed", kind: "grid item size", fallback: 0))
            } else {
                problems.note("Invalid grid item size (negative or non-finite)", "fixed", length, "used .flexible()")
                item.size = .flexible()
            }
        case .flexible(let low, let high):
            let low = minimum(low)
            item.size = .flexible(minimum: low, maximum: maximum(high, atLeast: low))
        case .adaptive(let low, let high):
            let low = minimum(low)
            item.size = .adaptive(minimum: low, maximum: maximum(high, atLeast: low))
        }
        return item
    }
}

/// `LazyVGrid`/`LazyHGrid`: the track sizes come from the `GridItem`s alone, never from the cells; cells
/// fill the tracks in order, and each line (row of a LazyVGrid) is as tall as its tallest cell.
///
/// SwiftUI (docs/BEHAVIOUR.md §LazyVGrid): fixed tracks first, then the others in declaration order, each
/// offered an equal share of what is left; an adaptive track splits into
/// n = max(1, ⌊(share + s) / (min + s)⌋) sub-tracks. The tracks are resolved again from the grid's own
/// width when placing, which is why a clamped grid can render wider than it reported.
struct LazyGridLayout: Layout, BuiltinLayout, ReportsInvalidArguments {
    /// The axis the tracks divide: horizontal for LazyVGrid (columns).
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    /// Gap between lines (rows of a LazyVGrid); nil for 8.
    let spacing: CGFloat?
    var invalidArguments = ArgumentProblems()

    init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        var problems = ArgumentProblems()
        self.items = items.map { $0.checked(&problems) }
        self.spacing = problems.spacing(spacing)
        invalidArguments = problems
    }

    struct Track {
        var length: CGFloat
        var gapAfter: CGFloat
        var alignment: Alignment?
    }

    /// The tracks for `length` points along `axis` (nil: each track at its minimum).
    func tracks(_ length: CGFloat?) -> [Track] {
        let gaps = items.map { $0.spacing ?? ViewSpacing.defaultDistance }
        var remaining = (length ?? 0) - gaps.dropLast().reduce(0, +)
        for item in items { if case .fixed(let v) = item.size { remaining -= v } }
        var left = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var result: [Track] = []
        for (item, gap) in zip(items, gaps) {
            switch item.size {
            case .fixed(let v):
                result.append(Track(length: v, gapAfter: gap, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let share = length == nil ? minimum : remaining / CGFloat(left)
                let width = min(max(share, minimum), maximum)
                result.append(Track(length: width, gapAfter: gap, alignment: item.alignment))
                // What is left of an infinite length stays infinite (∞ − ∞ would be NaN for the next track).
                if remaining.isFinite { remaining -= width }
                left -= 1
            case .adaptive(let minimum, let maximum):
                let share = length == nil ? minimum : remaining / CGFloat(left)
                // As many as fit, at most as many columns as a grid has; an infinite share (a stack probing
                // with ∞) is one track as long as the share, as a flexible track would be.
                let fitting = ((share + gap) / (minimum + gap)).rounded(.down)
                let count = fitting.isFinite ? Int(min(max(fitting, 1), CGFloat(GridLayout.maximumColumns))) : 1
                let sub = min(maximum, (share - CGFloat(count - 1) * gap) / CGFloat(count))
                for _ in 0..<count { result.append(Track(length: max(sub, 0), gapAfter: gap, alignment: item.alignment)) }
                if remaining.isFinite { remaining -= share }
                left -= 1
            }
        }
        return result
    }

    /// Line lengths (row heights of a LazyVGrid): the tallest cell of each line.
    func lines(_ tracks: [Track], _ subviews: Subviews) -> [CGFloat] {
        guard !tracks.isEmpty else { return [] }
        var result: [CGFloat] = []
        for (k, subview) in subviews.enumerated() {
            let track = tracks[k % tracks.count]
            let size = subview.sizeThatFits(.make(axis, major: track.length, minor: nil))
            if k % tracks.count == 0 { result.append(0) }
            result[result.count - 1] = max(result[result.count - 1], size[axis.other])
        }
        return result
    }

    /// Never negative (negative spacing may pull the tracks closer than nothing).
    func length(_ tracks: [Track]) -> CGFloat {
        max(0, tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.gapAfter).reduce(0, +))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let t = tracks(proposal[axis])
        let l = lines(t, subviews)
        let lineGap = spacing ?? ViewSpacing.defaultDistance
        return .make(axis, major: length(t), minor: max(0, l.reduce(0, +) + lineGap * CGFloat(max(l.count - 1, 0))))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Second pass: the tracks are resolved again from the grid's own length.
        let t = tracks(bounds.size[axis])
        guard !t.isEmpty else { return }
        let l = lines(t, subviews)
        let lineGap = spacing ?? ViewSpacing.defaultDistance
        var trackStart: [CGFloat] = []
        var position = bounds.minValue(axis)
        for track in t {
            trackStart.append(position)
            position += track.length + track.gapAfter
        }
        var lineStart = bounds.minValue(axis.other)
        for (k, subview) in subviews.enumerated() {
            let (line, index) = (k / t.count, k % t.count)
            if index == 0 && line > 0 { lineStart += l[line - 1] + lineGap }
            var origin = CGPoint.zero
            origin[axis] = trackStart[index]
            origin[axis.other] = lineStart
            let cell = CGRect(origin: origin, size: .make(axis, major: t[index].length, minor: l[line]))
            subview.placeAligned(in: cell, alignment: t[index].alignment ?? alignment, proposal: ProposedViewSize(cell.size))
        }
    }
}

/// A grid that grows vertically: its columns come from `columns`, its cells fill rows in order.
/// (Layoutshot lays out every cell; laziness only matters for scrolling.)
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    /// Each column's sizes and the spacing are checked here (`GridItem.checked`); `pinnedViews` changes
    /// nothing in a picture at scroll offset 0 (docs/BEHAVIOUR.md §10a).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: columns,
                                alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content, name: "LazyVGrid").makeNodes(context)
    }
}

/// A grid that grows horizontally: its rows come from `rows`, its cells fill columns in order.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    /// Each row's sizes and the spacing are checked here (`GridItem.checked`); `pinnedViews` as LazyVGrid's.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: rows,
                                alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content, name: "LazyHGrid").makeNodes(context)
    }
}
