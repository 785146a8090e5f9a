import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// The debug style's outlines (DESIGN §6): under the content, dashed light blue for what a content view
/// was offered where that differs from what it chose (from the view's top-leading corner, cut at its
/// parent's frame, and left out where it would cross a sibling, so the picture stays readable); over the content, solid blue for containers and modifiers, solid
/// red for content views on top, then the optional `W×H` labels. Lines are one device pixel (`1 / scale` points) wide and sit on pixel
/// centres just inside each frame, so they stay crisp at every scale.
struct DebugOverlay {
    /// iOS system red and blue; the dashed proposal outline is the blue lightened.
    static let red = RGBA(red: 1, green: 59 / 255, blue: 48 / 255)
    static let blue = RGBA(red: 0, green: 122 / 255, blue: 1)
    static let lightBlue = RGBA(red: 102 / 255, green: 175 / 255, blue: 1)
    /// Dash pattern of proposal outlines, in device pixels.
    static let dash: [Double] = [4, 3]

    let text: PangoTextMeasurer
    let cr: OpaquePointer
    /// Device pixels per point.
    let scale: CGFloat

    /// Dashed offers of content views, drawn before the content.
    func drawProposals(_ root: FrameNode) {
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        let dashes = Self.dash.map { $0 / scale }
        cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
        for (node, parent, siblings) in Self.contentWithParents(root) {
            guard let rect = Self.offerOutline(of: node, parent: parent, siblings: siblings) else { continue }
            outline(rect, Self.lightBlue)
        }
        cairo_restore(cr)
    }

    /// Solid outlines over the content, then the labels.
    func draw(_ root: FrameNode, labels: Bool) {
        let nodes = root.allNodes()
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        for node in nodes where node.role == .container { outline(node.frame, Self.blue) }
        for node in nodes where node.role == .content { outline(node.frame, Self.red) }
        cairo_restore(cr)
        if labels {
            for node in nodes where node.role == .content { label(node.frame) }
        }
    }

    /// Content views with their parent's frame (the root's own for the root) and their siblings' frames.
    static func contentWithParents(_ root: FrameNode) -> [(FrameNode, CGRect, [CGRect])] {
        var result: [(FrameNode, CGRect, [CGRect])] = []
        func walk(_ node: FrameNode, _ parent: CGRect, _ siblings: [CGRect]) {
            if node.role == .content { result.append((node, parent, siblings)) }
            for (i, child) in node.children.enumerated() {
                var others = node.children.map(\.frame)
                others.remove(at: i)
                walk(child, node.frame, others)
            }
        }
        walk(root, root.frame, [])
        return result
    }

    /// The offer outline to draw for a content view: its proposal from its origin, cut at its parent's
    /// frame, and left out where it would run across a sibling (a stack's share along its axis covers
    /// the siblings' space and would only clutter the picture).
    static func offerOutline(of node: FrameNode, parent: CGRect, siblings: [CGRect]) -> CGRect? {
        guard let proposal = proposalRect(of: node) else { return nil }
        let clipped = proposal.intersection(parent)
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
        let crossesSibling = siblings.contains { sibling in
            let overlap = clipped.intersection(sibling)
            return !overlap.isNull && overlap.width > 1e-6 && overlap.height > 1e-6
        }
        return crossesSibling ? nil : clipped
    }

    /// The proposal drawn at the view's origin, where it is finite on an axis and differs from the chosen
    /// size (the chosen length stands in on axes proposed nil or infinity); nil when there is nothing to show.
    static func proposalRect(of node: FrameNode) -> CGRect? {
        let width = node.proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = node.proposal.height.flatMap { $0.isFinite ? $0 : nil }
        guard width != nil || height != nil else { return nil }
        let size = CGSize(width: width ?? node.frame.width, height: height ?? node.frame.height)
        if abs(size.width - node.frame.width) < 1e-9, abs(size.height - node.frame.height) < 1e-9 { return nil }
        return CGRect(origin: node.frame.origin, size: size)
    }

    /// The outline of `rect` in device pixels: the centres of the first and last pixel rows and columns the
    /// rectangle covers (after rounding its edges to the pixel grid).
    static func pixelOutline(_ rect: CGRect, scale: CGFloat) -> (left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        let left = (rect.minX * scale).rounded()
        let top = (rect.minY * scale).rounded()
        let right = max((rect.maxX * scale).rounded(), left + 1)
        let bottom = max((rect.maxY * scale).rounded(), top + 1)
        return (left + 0.5, top + 0.5, right - 0.5, bottom - 0.5)
    }

    private func outline(_ rect: CGRect, _ color: RGBA) {
        let p = Self.pixelOutline(rect, scale: scale)
        cairo_new_path(cr)
        cairo_rectangle(cr, p.left / scale, p.top / scale, (p.right - p.left) / scale, (p.bottom - p.top) / scale)
        color.setSource(on: cr)
        cairo_stroke(cr)
    }

    /// A `W×H` label in 9 pt DejaVu Sans Mono at the frame's top-left inside corner, on a white plate.
    private func label(_ frame: CGRect) {
        let string = "\(formatNumber(frame.width))×\(formatNumber(frame.height))"
        let font = ResolvedFont(size: 9, design: .monospaced)
        let resolved = ResolvedText(string: string, font: font)
        let size = text.measure(resolved, width: nil, maxLines: nil).size
        let p = Self.pixelOutline(frame, scale: scale)
        let origin = CGPoint(x: (p.left + 1.5) / scale, y: (p.top + 1.5) / scale)
        cairo_rectangle(cr, origin.x, origin.y, size.width + 2, size.height)
        RGBA(red: 1, green: 1, blue: 1, alpha: 0.85).setSource(on: cr)
        cairo_fill(cr)
        text.draw(resolved, width: nil, maxLines: nil, color: Self.red, at: CGPoint(x: origin.x + 1, y: origin.y),
                  frameWidth: size.width, in: cr)
    }
}
