import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// A sequence diagram: lanes (participants) and messages between them, top to bottom. `layoutshot explain
/// --format svg|png` draws a layout pass as one: a parent proposes to a child, the child answers its size.
public struct SequenceDiagram: Sendable {
    public enum Kind: Sendable {
        /// A proposal (solid arrow).
        case proposal
        /// An answer (dashed arrow back).
        case answer
        /// A repeated proposal answered from the pass's memo (grey).
        case memo
        /// A placement: where the parent put the child.
        case placement
    }

    public struct Message: Sendable {
        public var from: Int
        public var to: Int
        public var label: String
        public var kind: Kind

        public init(from: Int, to: Int, label: String, kind: Kind) {
            self.from = from
            self.to = to
            self.label = label
            self.kind = kind
        }
    }

    public var lanes: [String]
    public var messages: [Message]

    public init(lanes: [String], messages: [Message]) {
        self.lanes = lanes
        self.messages = messages
    }

    static let rowHeight: CGFloat = 16
    static let headerHeight: CGFloat = 30
    static let margin: CGFloat = 12
    /// Room between a label and the lifelines its arrow joins (the arrow heads), and between two lane titles.
    static let labelClearance: CGFloat = 16
    static let titleGap: CGFloat = 8
    /// How far a message to its own lane reaches right before its label starts.
    static let loopWidth: CGFloat = 20

    /// Lane centres and the picture size. Each pair of lanes is only as far apart as the widest label between
    /// them and their titles need (not every lane as wide as the pass's widest label, which made a 25-view
    /// screen's diagram some 5,000 points wide): lanes are placed left to right, each at the least distance
    /// every message ending there asks of the lane it starts from. `messages`: each message's lanes and its
    /// label's width.
    static func geometry(titleWidths: [CGFloat], messages: [(from: Int, to: Int, labelWidth: CGFloat)],
                         rows: Int) -> (centres: [CGFloat], size: CGSize) {
        // Half a title's box (the title plus 5 points each side).
        let half = titleWidths.map { ($0 + 10) / 2 }
        var needs: [[(lane: Int, distance: CGFloat)]] = Array(repeating: [], count: titleWidths.count)
        var rightEdge: CGFloat = 0
        for message in messages {
            let (left, right) = (min(message.from, message.to), max(message.from, message.to))
            guard titleWidths.indices.contains(left), titleWidths.indices.contains(right) else { continue }
            if left == right {
                // A loop on the right of its lane, the label after it: the next lane (or the edge) clears it.
                let reach = loopWidth + message.labelWidth + titleGap
                if right + 1 < titleWidths.count { needs[right + 1].append((right, reach)) } else { rightEdge = max(rightEdge, reach) }
            } else {
                needs[right].append((left, message.labelWidth + labelClearance))
            }
        }
        var centres: [CGFloat] = []
        for lane in titleWidths.indices {
            var centre = margin + half[lane]
            if lane > 0 { centre = max(centre, centres[lane - 1] + half[lane - 1] + titleGap + half[lane]) }
            for need in needs[lane] { centre = max(centre, centres[need.lane] + need.distance) }
            centres.append(centre)
        }
        let width = (centres.last.map { $0 + max(half[half.count - 1], rightEdge) } ?? 0) + margin
        return (centres, CGSize(width: width, height: headerHeight + rowHeight * CGFloat(rows) + 2 * margin))
    }
}

extension Renderer {
    /// The size in points of `diagram`'s picture (before `--scale`), as `render(_:as:options:)` draws it.
    public func size(of diagram: SequenceDiagram) -> CGSize { geometry(of: diagram).size }

    private func geometry(of diagram: SequenceDiagram) -> (centres: [CGFloat], size: CGSize) {
        let font = ResolvedFont(size: 10)
        func width(_ s: String) -> CGFloat { text.measure(ResolvedText(string: s, font: font), width: nil, maxLines: nil).size.width }
        return SequenceDiagram.geometry(titleWidths: diagram.lanes.map(width),
                                        messages: diagram.messages.map { ($0.from, $0.to, width($0.label)) },
                                        rows: diagram.messages.count)
    }

    /// Draws a sequence diagram as PNG, SVG or PDF (same scale and determinism as layout pictures).
    public func render(_ diagram: SequenceDiagram, as format: OutputFormat, options: RenderOptions) throws -> Data {
        let font = ResolvedFont(size: 10)
        func width(_ s: String) -> CGFloat { text.measure(ResolvedText(string: s, font: font), width: nil, maxLines: nil).size.width }
        let geometry = geometry(of: diagram)
        return try renderCanvas(geometry.size, as: format, options: options) { cr in
            let ink = RGBA(red: 0.11, green: 0.11, blue: 0.12), grey = RGBA(red: 0.6, green: 0.6, blue: 0.63)
            func draw(_ string: String, centredAt x: CGFloat, top y: CGFloat, color: RGBA) {
                let w = width(string)
                self.text.draw(ResolvedText(string: string, font: font), width: nil, maxLines: nil, color: color,
                               at: CGPoint(x: x - w / 2, y: y), frameWidth: w, in: cr)
            }
            // Lane titles and lifelines.
            let bottom = geometry.size.height - SequenceDiagram.margin
            for (i, title) in diagram.lanes.enumerated() {
                let x = geometry.centres[i]
                let w = width(title) + 10
                cairo_rectangle(cr, x - w / 2, SequenceDiagram.margin, w, 18)
                RGBA(red: 0.94, green: 0.95, blue: 0.98).setSource(on: cr)
                cairo_fill_preserve(cr)
                ink.setSource(on: cr)
                cairo_set_line_width(cr, 0.75)
                cairo_stroke(cr)
                draw(title, centredAt: x, top: SequenceDiagram.margin + 3, color: ink)
                cairo_move_to(cr, x, SequenceDiagram.margin + 18)
                cairo_line_to(cr, x, bottom)
                grey.setSource(on: cr)
                cairo_set_dash(cr, [2, 2], 2, 0)
                cairo_stroke(cr)
                cairo_set_dash(cr, nil, 0, 0)
            }
            // Messages.
            for (row, message) in diagram.messages.enumerated() {
                let y = SequenceDiagram.headerHeight + SequenceDiagram.margin + SequenceDiagram.rowHeight * (CGFloat(row) + 0.75)
                let (x0, x1) = (geometry.centres[message.from], geometry.centres[message.to])
                let color: RGBA
                switch message.kind {
                case .proposal: color = DebugOverlay.blue
                case .answer: color = DebugOverlay.red
                case .memo: color = grey
                case .placement: color = RGBA(red: 0.2, green: 0.6, blue: 0.3)
                }
                if message.kind == .answer || message.kind == .memo { cairo_set_dash(cr, [4, 2], 2, 0) }
                cairo_set_line_width(cr, 1)
                color.setSource(on: cr)
                if x0 == x1 {
                    // A message to itself: a small loop on the right.
                    cairo_move_to(cr, x0, y - 6)
                    cairo_line_to(cr, x0 + 16, y - 6)
                    cairo_line_to(cr, x0 + 16, y)
                    cairo_line_to(cr, x0 + 3, y)
                    cairo_stroke(cr)
                    cairo_set_dash(cr, nil, 0, 0)
                    self.text.draw(ResolvedText(string: message.label, font: font), width: nil, maxLines: nil, color: color,
                                   at: CGPoint(x: x0 + 20, y: y - 11), frameWidth: width(message.label), in: cr)
                    continue
                }
                cairo_move_to(cr, x0, y)
                cairo_line_to(cr, x1, y)
                cairo_stroke(cr)
                cairo_set_dash(cr, nil, 0, 0)
                // Arrow head.
                let direction: CGFloat = x1 > x0 ? -1 : 1
                cairo_move_to(cr, x1, y)
                cairo_line_to(cr, x1 + 6 * direction, y - 3)
                cairo_line_to(cr, x1 + 6 * direction, y + 3)
                cairo_close_path(cr)
                cairo_fill(cr)
                draw(message.label, centredAt: (x0 + x1) / 2, top: y - 13, color: color)
            }
        }
    }
}
