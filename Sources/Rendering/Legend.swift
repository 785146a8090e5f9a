import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// The debug style's key (`--legend`) in a strip under the canvas, and `--highlight`: one view's
/// negotiation drawn prominently over a faded picture.
struct Annotations {
    let overlay: DebugOverlay
    var cr: OpaquePointer { overlay.cr }

    /// Height of one row of the legend, in points.
    static let rowHeight: CGFloat = 20

    static let legendEntries: [(sample: Sample, text: String)] = [
        (.solid(DebugOverlay.red), "view (chose)"),
        (.solid(DebugOverlay.blue), "wrapper"),
        (.dashed(DebugOverlay.lightBlue), "offered"),
    ]

    /// Where each entry goes in a strip `width` points wide: entries flow left to right and wrap.
    static func legendLayout(width: CGFloat, measure: (String) -> CGSize) -> (origins: [CGPoint], height: CGFloat) {
        var origins: [CGPoint] = []
        var x: CGFloat = 6, row: CGFloat = 0
        for entry in legendEntries {
            let w = 16 + 4 + measure(entry.text).width
            if x > 6 && x + w > width - 6 {
                x = 6
                row += 1
            }
            origins.append(CGPoint(x: x, y: row * rowHeight))
            x += w + 14
        }
        return (origins, (row + 1) * rowHeight)
    }

    enum Sample {
        case solid(RGBA)
        case dashed(RGBA)
    }

    /// Draws the key in the strip whose top-left corner is `origin` and which is `width` points wide.
    func drawLegend(at origin: CGPoint, width: CGFloat, theme: ColorScheme) {
        let textColor = theme == .dark ? RGBA(red: 0.85, green: 0.85, blue: 0.87) : RGBA(red: 0.24, green: 0.24, blue: 0.26)
        let layout = Annotations.legendLayout(width: width) { overlay.labelSize($0) }
        for ((sample, label), position) in zip(Annotations.legendEntries, layout.origins) {
            let middle = origin.y + position.y + Annotations.rowHeight / 2
            let box = CGRect(x: origin.x + position.x, y: middle - 5, width: 16, height: 10)
            cairo_save(cr)
            cairo_set_line_width(cr, 1 / overlay.scale)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
            switch sample {
            case .solid(let color):
                overlay.outline(box, color)
            case .dashed(let color):
                let dashes = DebugOverlay.dash.map { $0 / overlay.scale }
                cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
                overlay.outline(box, color)
            }
            cairo_restore(cr)
            let text = ResolvedText(string: label, font: DebugOverlay.labelFont)
            let size = overlay.text.measure(text, width: nil, maxLines: nil).size
            overlay.text.draw(text, width: nil, maxLines: nil, color: textColor,
                              at: CGPoint(x: box.maxX + 4, y: middle - size.height / 2), frameWidth: size.width, in: cr)
        }
    }

    /// The label of a highlighted view: what it chose and what it was offered, just above its frame if
    /// there is room above it in `visible` (canvas points), else just below; the picture grows to show it.
    static func highlightLabel(for node: FrameNode, visible: CGRect, measure: (String) -> CGSize) -> LabelPlacement.Label {
        let chose = "\(formatNumber(node.frame.width))×\(formatNumber(node.frame.height))"
        let text = "\(node.type)\(node.id.map { " #\($0)" } ?? ""): chose \(chose), offered \(node.proposal)"
        let size = measure(text)
        let above = CGRect(origin: CGPoint(x: node.frame.minX, y: node.frame.minY - size.height - 2), size: size)
        let rect = above.minY >= visible.minY ? above : CGRect(origin: CGPoint(x: node.frame.minX, y: node.frame.maxY + 2), size: size)
        return LabelPlacement.Label(text: text, rect: rect, isContent: true)
    }

    /// Fades everything drawn in `area` so far, then draws `node` again (within `views`, where the views are
    /// drawn) with its offer and its frame in bold, and its `label`.
    func highlight(_ node: FrameNode, label: LabelPlacement.Label, area: CGRect, views: CGRect, painter: ContentPainter,
                   background: RGBA?, theme: ColorScheme) {
        var veil = background ?? (theme == .dark ? .black : .white)
        veil.alpha = 0.7
        cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
        veil.setSource(on: cr)
        cairo_fill(cr)
        cairo_save(cr)
        cairo_rectangle(cr, views.minX, views.minY, views.width, views.height)
        cairo_clip(cr)
        painter.paint(node)
        cairo_set_line_width(cr, 2 / overlay.scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        if let offer = DebugOverlay.proposalRect(of: node) {
            let dashes = DebugOverlay.dash.map { 2 * $0 / overlay.scale }
            cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
            overlay.outline(offer, DebugOverlay.blue)
            cairo_set_dash(cr, nil, 0, 0)
        }
        overlay.outline(node.frame, DebugOverlay.red)
        cairo_restore(cr)
        overlay.drawLabel(label, theme: theme)
    }
}
