import Foundation
import LayoutCore

/// Where the `--labels` annotations go: each labelled view's chosen size (`120×20`) and, where it differs,
/// its offer (`← 300×nil`), next to its frame, never over another label and, where possible, not over any
/// content view.
public struct LabelPlacement: Sendable {
    public struct Label: Sendable, Equatable {
        public var text: String
        /// The label's plate, in canvas points.
        public var rect: CGRect
        /// Whether the label belongs to a content view (red) or a container (blue).
        public var isContent: Bool
    }

    /// The labels, in tree order.
    public private(set) var labels: [Label] = []

    /// More labelled views than this get no labels at all: placing each one looks at every other (a cost
    /// that grows with the square of their number), and a picture with thousands of labels cannot be read.
    public static let maximumLabels = 2_000

    /// How many views of `root` would get a label.
    public static func labelledCount(in root: FrameNode) -> Int { root.allNodes().filter(isLabelled).count }

    /// Views worth a label: content views, and containers named like views (`HStack`, `Grid`, a custom
    /// layout) — modifiers (`padding`, `frame`) are lower-case and left out to keep pictures readable.
    static func isLabelled(_ node: FrameNode) -> Bool {
        node.role == .content || (node.type.first?.isUppercase ?? false)
    }

    /// The label text: `W×H`, then ` ← offer` when the proposal differs from the chosen size.
    public static func text(for node: FrameNode) -> String {
        let size = "\(formatNumber(node.frame.width))×\(formatNumber(node.frame.height))"
        let p = node.proposal
        let same = p.width.map { abs($0 - node.frame.width) < 0.005 } ?? false
            && p.height.map { abs($0 - node.frame.height) < 0.005 } ?? false
        return same ? size : "\(size) ← \(p)"
    }

    /// Places a label for every labelled view of `root` inside `canvas`. `measure` gives a label's plate size.
    public init(root: FrameNode, canvas: CGRect, measure: (String) -> CGSize) {
        let nodes = root.allNodes().filter(Self.isLabelled)
        guard nodes.count <= Self.maximumLabels else { return }
        // Content frames (the view's own included) that labels try to stay off.
        let content = root.allNodes().filter { $0.role == .content && $0.frame.width > 0 && $0.frame.height > 0 }
        for node in nodes {
            let text = Self.text(for: node)
            let size = measure(text)
            let candidates = Self.candidates(for: node.frame, size: size, canvas: canvas)
            var best: (rect: CGRect, cost: CGFloat)?
            for rect in candidates {
                if labels.contains(where: { Self.overlaps($0.rect, rect) }) { continue }
                let cost = content.map { Self.overlapArea($0.frame, rect) }.reduce(0, +)
                if best == nil || cost < best!.cost { best = (rect, cost) }
                if cost == 0 { break }
            }
            // Nowhere free next to the frame: stack the label below the lowest label in the same column.
            let rect = best?.rect ?? Self.fallback(size: size, near: node.frame, avoiding: labels.map(\.rect), canvas: canvas)
            labels.append(Label(text: text, rect: rect, isContent: node.role == .content))
        }
    }

    /// Positions around a frame, best first: just above its top-left corner, just below its bottom-left,
    /// inside its top-left, to its right, to its left, above its right edge.
    static func candidates(for frame: CGRect, size: CGSize, canvas: CGRect) -> [CGRect] {
        let gap: CGFloat = 1
        let origins = [
            CGPoint(x: frame.minX, y: frame.minY - size.height - gap),
            CGPoint(x: frame.minX, y: frame.maxY + gap),
            CGPoint(x: frame.minX + gap, y: frame.minY + gap),
            CGPoint(x: frame.maxX + gap, y: frame.minY),
            CGPoint(x: frame.minX - size.width - gap, y: frame.minY),
            CGPoint(x: frame.maxX - size.width, y: frame.minY - size.height - gap),
            CGPoint(x: frame.maxX - size.width, y: frame.maxY + gap),
        ]
        return origins.map { CGRect(origin: $0, size: size) }.filter { canvas.contains($0) }
    }

    static func fallback(size: CGSize, near frame: CGRect, avoiding taken: [CGRect], canvas: CGRect) -> CGRect {
        var rect = CGRect(origin: CGPoint(x: max(canvas.minX, min(frame.minX, canvas.maxX - size.width)), y: frame.minY),
                          size: size)
        while let blocker = taken.first(where: { overlaps($0, rect) }) { rect.origin.y = blocker.maxY + 1 }
        return rect
    }

    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool { overlapArea(a, b) > 0 }

    static func overlapArea(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let i = a.intersection(b)
        return i.isNull ? 0 : max(0, i.width) * max(0, i.height)
    }
}
