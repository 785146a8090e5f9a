import Foundation
import LayoutCore

/// Where the `--labels` annotations go: each labelled view's chosen size (`120×20`) and, where it differs,
/// its offer (`← 300×nil`), next to its frame and never over another label, a text or an image.
///
/// Labels are placed on an unbounded plane, in tree order, each at the cheapest free spot near its view
/// (free: over no other label, text or image): covering other views' colours and shapes costs most, then
/// the view's own, then growing the picture (which then holds the label), then lying outside the preferred
/// area (the canvas and any margin). A view with no free spot right next to its frame gets one further out, ring by
/// ring, and a leader line.
public struct LabelPlacement: Sendable {
    public struct Label: Sendable, Equatable {
        public var text: String
        /// The label's plate, in canvas points.
        public var rect: CGRect
        /// Whether the label belongs to a content view (red) or a container (blue).
        public var isContent: Bool
        /// A line from the plate to its view's frame, for a label more than `gap` points away from it.
        public var leader: Leader?
    }

    /// A straight line between two points in canvas points: `from` on the plate's edge, `to` on the view's.
    public struct Leader: Sendable, Equatable {
        public var from: CGPoint
        public var to: CGPoint
    }

    /// The labels, in tree order (views wholly outside the preferred area have none).
    public private(set) var labels: [Label] = []

    /// Points between a frame and a label placed right next to it.
    public static let gap: CGFloat = 1

    // What a spot costs, summed. Covering is counted per share covered (of the plate or of the view,
    // whichever is smaller).
    /// Marks a text or an image: a plate never covers one (what it says would be lost).
    static let textCost: CGFloat = 4
    /// Covering another view's colour or shape: it stays recognisable, but the label could be read as its.
    static let otherShapeCost: CGFloat = 1
    /// Covering the labelled view's own colour or shape. An empty view (a spacer) costs nothing to cover.
    static let ownShapeCost: CGFloat = 0.25
    /// Lying outside the preferred area (the canvas and any margin), per share of the plate.
    static let outsideCost: CGFloat = 0.1
    /// Per plate height the picture gets wider or taller: labels share a margin once one has opened it, and
    /// a strip above or below is preferred to a wide one at a side.
    static let growthCost: CGFloat = 0.2
    /// Per ring further out than right next to the view (such a label gets a leader).
    static let ringCost: CGFloat = 0.75
    /// Per label or text a leader crosses (the new label's leader, or the new plate over an earlier leader):
    /// the line stays visible, drawn over plates and under their text, but is harder to follow.
    static let crossingCost: CGFloat = 1
    /// Per text or image a leader runs through: the line strikes out what it says.
    static let leaderOverTextCost: CGFloat = 4

    static func coverCost(_ node: FrameNode, own: Bool) -> CGFloat {
        switch node.drawing {
        case .text, .image: return textCost
        // A line (a Divider, a hairline) would vanish under a plate, as a text would.
        case .shape: return min(node.frame.width, node.frame.height) <= 2 ? textCost : own ? ownShapeCost : otherShapeCost
        case .none: return 0
        }
    }

    /// Every node's frame as drawn (in `allNodes()` order): turned and scaled by the `rotationEffect` and
    /// `scaleEffect` of its ancestors and, with `includingOwnEffects`, its own (its content turns with
    /// those, its outline does not), as its bounding box.
    static func drawnFrames(_ root: FrameNode, includingOwnEffects: Bool = true) -> [CGRect] {
        var result: [CGRect] = []
        func walk(_ node: FrameNode, _ outer: [(DrawingTransform, CGRect)]) {
            // Innermost first: the node's own effects (in the order applied), then its ancestors'.
            var own: [(DrawingTransform, CGRect)] = []
            for case .transform(let t) in node.decorations { own.append((t, node.frame)) }
            let chain = own + outer, shown = includingOwnEffects ? chain : outer
            result.append(shown.isEmpty ? node.frame : Self.boundingBox(of: node.frame, through: shown))
            for child in node.children { walk(child, chain) }
        }
        walk(root, [])
        return result
    }

    static func boundingBox(of frame: CGRect, through chain: [(DrawingTransform, CGRect)]) -> CGRect {
        var points = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                      CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)]
        for (transform, anchorFrame) in chain {
            let m = transform.matrix(in: anchorFrame)
            points = points.map { CGPoint(x: m.a * $0.x + m.c * $0.y + m.tx, y: m.b * $0.x + m.d * $0.y + m.ty) }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// More labelled views than this get no labels at all: a picture with thousands of labels cannot be
    /// read, and placing each one looks at the labels before it.
    public static let maximumLabels = 2_000

    /// How many views of `root` would get a label.
    public static func labelledCount(in root: FrameNode) -> Int { root.allNodes().filter(isLabelled).count }

    /// Views worth a label: content views, and containers named like views (`HStack`, `Grid`, a custom
    /// layout) — modifiers (`padding`, `frame`) are lower-case and left out to keep pictures readable.
    static func isLabelled(_ node: FrameNode) -> Bool {
        node.role == .content || (node.type.first?.isUppercase ?? false)
    }

    /// Whether some of `frame` (even an empty one) lies in `area`. A view wholly outside the canvas and its
    /// margin gets no label: it is not in the picture to point at, and a scroll view's long content would
    /// otherwise stretch the picture without bound.
    static func touches(_ frame: CGRect, _ area: CGRect) -> Bool {
        frame.minX <= area.maxX && frame.maxX >= area.minX && frame.minY <= area.maxY && frame.maxY >= area.minY
    }

    /// The label text: `W×H`, then ` ← offer` when the proposal differs from the chosen size.
    public static func text(for node: FrameNode) -> String {
        let size = "\(formatNumber(node.frame.width))×\(formatNumber(node.frame.height))"
        let p = node.proposal
        let same = p.width.map { abs($0 - node.frame.width) < 0.005 } ?? false
            && p.height.map { abs($0 - node.frame.height) < 0.005 } ?? false
        return same ? size : "\(size) ← \(p)"
    }

    /// Places a label for every labelled view of `root` in `preferred` (canvas points; the canvas plus any
    /// margin), preferring spots inside it but never refusing one outside it. `measure` gives a plate's size
    /// in points.
    /// More than `maximumLabels` labelled views get none.
    public init(root: FrameNode, preferred: CGRect, measure: (String) -> CGSize) {
        let nodes = root.allNodes()
        guard nodes.filter(Self.isLabelled).count <= Self.maximumLabels else { return }
        let content = nodes.indices.filter {
            nodes[$0].role == .content && nodes[$0].frame.width > 0 && nodes[$0].frame.height > 0
        }
        // Content is in the way where it is drawn: a turned or scaled text covers its drawn box. A label sits
        // by its view's outline, which turns with its ancestors' effects but not with the view's own.
        let drawn = Self.drawnFrames(root)
        let outlined = Self.drawnFrames(root, includingOwnEffects: false)
        // Tree order: a container's label takes its place before its children's, on its outer edge.
        for (index, node) in nodes.enumerated() where Self.isLabelled(node) && Self.touches(outlined[index], preferred) {
            let anchor = outlined[index]
            let text = Self.text(for: node)
            let size = measure(text)
            let obstacles = content.map { (rect: drawn[$0], cost: Self.coverCost(nodes[$0], own: $0 == index)) }
                .filter { $0.cost > 0 }
            let rect = Self.spot(for: anchor, size: size, preferred: preferred, obstacles: obstacles, taken: labels)
            labels.append(Label(text: text, rect: rect, isContent: node.role == .content,
                                leader: Self.leaderIfNeeded(from: rect, to: anchor)))
        }
    }

    /// The cheapest free spot for a plate of `size` near `frame`, searching ring by ring until no further
    /// ring could be cheaper.
    static func spot(for frame: CGRect, size: CGSize, preferred: CGRect, obstacles: [(rect: CGRect, cost: CGFloat)],
                     taken: [Label]) -> CGRect {
        let extent = taken.reduce(preferred) { $0.union($1.rect) }
        var best: (rect: CGRect, cost: CGFloat)?
        var ring = 0
        // Far enough out, a ring always has a free spot outside everything; the cap only guards against
        // frames that are not finite.
        while ring < 10_000 {
            // Never over another label, a text or an image (the issue's "without overlapping other labels
            // or content"); colours and shapes may be covered at a cost.
            for rect in candidates(for: frame, size: size, ring: ring)
            where !taken.contains(where: { overlaps($0.rect, rect) })
                && !obstacles.contains(where: { $0.cost >= textCost && overlaps($0.rect, rect) }) {
                var cost = cost(of: rect, ring: ring, preferred: preferred, extent: extent, obstacles: obstacles)
                let leader = leaderIfNeeded(from: rect, to: frame)
                for other in taken {
                    if let leader, crosses(leader, other.rect) { cost += crossingCost }
                    if let theirs = other.leader, crosses(theirs, rect) { cost += crossingCost }
                }
                if let leader {
                    cost += leaderOverTextCost * CGFloat(obstacles.filter { $0.cost >= textCost && crosses(leader, $0.rect) }.count)
                }
                if best == nil || cost < best!.cost { best = (rect, cost) }
            }
            ring += 1
            if let best, best.cost <= ringCost * CGFloat(ring) { return best.rect }
        }
        return best?.rect ?? candidates(for: frame, size: size, ring: ring)[0]
    }

    /// A spot's cost (see the weights above); `extent` is the picture so far.
    static func cost(of rect: CGRect, ring: Int, preferred: CGRect, extent: CGRect,
                     obstacles: [(rect: CGRect, cost: CGFloat)]) -> CGFloat {
        let area = rect.width * rect.height
        guard area > 0 else { return ringCost * CGFloat(ring) }
        // Covered share of the plate or of the view, whichever is smaller: half of a short text hidden
        // is as bad as half of the plate over a long one.
        var cost = obstacles.reduce(0) { $0 + $1.cost * overlapArea($1.rect, rect) / min(area, $1.rect.width * $1.rect.height) }
        cost += outsideCost * (area - overlapArea(preferred, rect)) / area
        let growth = max(0, extent.minX - rect.minX) + max(0, rect.maxX - extent.maxX)
            + max(0, extent.minY - rect.minY) + max(0, rect.maxY - extent.maxY)
        return cost + growthCost * growth / rect.height + ringCost * CGFloat(ring)
    }

    /// Positions around a frame, best first among equals. Ring 0: just above its top-left corner, just
    /// below its bottom-left, inside its top-left, to its right, to its left, above and below its right
    /// edge, inside its bottom-left and top-right. Ring r > 0: the outside positions pushed r plate heights
    /// (plus gaps) further out, then above and below the frame's middle (where a leader can pass between
    /// the labels of ring 0).
    static func candidates(for frame: CGRect, size: CGSize, ring: Int) -> [CGRect] {
        let step = CGFloat(ring) * (size.height + gap)
        let above = frame.minY - size.height - gap - step
        let below = frame.maxY + gap + step
        var origins = [
            CGPoint(x: frame.minX, y: above),
            CGPoint(x: frame.minX, y: below),
            CGPoint(x: frame.maxX + gap + step, y: frame.minY),
            CGPoint(x: frame.minX - size.width - gap - step, y: frame.minY),
            CGPoint(x: frame.maxX - size.width, y: above),
            CGPoint(x: frame.maxX - size.width, y: below),
        ]
        if ring == 0 {
            origins.insert(CGPoint(x: frame.minX + gap, y: frame.minY + gap), at: 2)
            origins += [CGPoint(x: frame.minX + gap, y: frame.maxY - size.height - gap),
                        CGPoint(x: frame.maxX - size.width - gap, y: frame.minY + gap)]
        } else {
            origins += [CGPoint(x: frame.midX - size.width / 2, y: above), CGPoint(x: frame.midX - size.width / 2, y: below)]
        }
        return origins.map { CGRect(origin: $0, size: size) }
    }

    /// A leader for a plate more than `gap` points (and some rounding) from its view's frame.
    static func leaderIfNeeded(from plate: CGRect, to frame: CGRect) -> Leader? {
        distance(plate, frame) > gap + 0.5 ? leader(from: plate, to: frame) : nil
    }

    /// Whether a leader runs through the inside of `rect` (touching its edge does not count).
    static func crosses(_ leader: Leader, _ rect: CGRect) -> Bool {
        // Liang–Barsky: the stretch of the segment, as fractions t of its length, inside the rectangle.
        let d = CGPoint(x: leader.to.x - leader.from.x, y: leader.to.y - leader.from.y)
        var t0: CGFloat = 0, t1: CGFloat = 1
        let sides: [(CGFloat, CGFloat)] = [(-d.x, leader.from.x - rect.minX), (d.x, rect.maxX - leader.from.x),
                                           (-d.y, leader.from.y - rect.minY), (d.y, rect.maxY - leader.from.y)]
        for (p, q) in sides {
            if p == 0 {
                if q <= 0 { return false }
            } else if p < 0 {
                t0 = max(t0, q / p)
            } else {
                t1 = min(t1, q / p)
            }
        }
        return t1 - t0 > 1e-9
    }

    /// The distance between two rectangles in points (0 when they touch or overlap).
    static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The shortest line from `plate` to `frame`: on each axis, the facing edges, or the middle of the
    /// stretch they share.
    static func leader(from plate: CGRect, to frame: CGRect) -> Leader {
        func ends(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
            if a.1 < b.0 { return (a.1, b.0) }
            if b.1 < a.0 { return (a.0, b.1) }
            let middle = (max(a.0, b.0) + min(a.1, b.1)) / 2
            return (middle, middle)
        }
        let x = ends((plate.minX, plate.maxX), (frame.minX, frame.maxX))
        let y = ends((plate.minY, plate.maxY), (frame.minY, frame.maxY))
        return Leader(from: CGPoint(x: x.0, y: y.0), to: CGPoint(x: x.1, y: y.1))
    }

    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool { overlapArea(a, b) > 0 }

    static func overlapArea(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let i = a.intersection(b)
        return i.isNull ? 0 : max(0, i.width) * max(0, i.height)
    }
}
