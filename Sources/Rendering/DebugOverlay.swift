import CGraphics
import Foundation
import LayoutCore
import Typesetting

/// The debug style's outlines (docs/RENDERING.md): under the content, dashed light blue for what a content view
/// was offered where that differs from what it chose (from the view's top-leading corner, cut at its
/// parent's frame, and left out where it would cross a sibling, so the picture stays readable); over the content, solid blue for containers and modifiers, solid
/// red for content views on top, then the optional `W×H` labels (placed by `LabelPlacement`) with their leader lines. Lines are one device pixel (`1 / scale` points) wide and sit on pixel
/// centres just inside each frame, so they stay crisp at every scale.
struct DebugOverlay {
    init(text: PangoTextMeasurer, cr: OpaquePointer?, scale: CGFloat) {
        self.text = text
        optionalContext = cr
        self.scale = scale
    }

    /// iOS system red and blue; the dashed proposal outline is the blue lightened.
    static let red = RGBA(red: 1, green: 59 / 255, blue: 48 / 255)
    static let blue = RGBA(red: 0, green: 122 / 255, blue: 1)
    static let lightBlue = RGBA(red: 102 / 255, green: 175 / 255, blue: 1)
    /// Dash pattern of proposal outlines, in device pixels.
    static let dash: [Double] = [4, 3]

    let text: PangoTextMeasurer
    /// The context drawn on; nil when only measuring.
    let optionalContext: OpaquePointer?
    var cr: OpaquePointer { optionalContext! }
    /// Device pixels per point.
    let scale: CGFloat

    /// Dashed offers of content views, drawn before the content.
    func drawProposals(_ root: FrameNode) {
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        let dashes = Self.dash.map { $0 / scale }
        cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
        for (rect, steps) in Self.offerOutlines(root) { applying(steps) { outline(rect, Self.lightBlue) } }
        cairo_restore(cr)
    }

    /// What an ancestor does to the drawing of the views inside it: cuts it at its frame (a clip), or turns
    /// and scales it (`rotationEffect`, `scaleEffect`).
    enum DrawingStep {
        case clip(CGRect)
        case transform(DrawingTransform, CGRect)
    }

    /// `outer` plus what `node`'s decorations do to its children, outermost first (decorations are listed
    /// innermost first). A round clip counts as its frame, so that a square clipped to a circle still
    /// shows the square it chose; a scroll view's viewport counts as the rectangle it clips to (its frame grown
    /// into the safe area around it).
    static func steps(inside node: FrameNode, after outer: [DrawingStep], clipsScrollViews: Bool) -> [DrawingStep] {
        var steps = outer
        for decoration in node.decorations.reversed() {
            switch decoration {
            case .clip(let shape) where clipsScrollViews || !shape.isScrollViewport:
                steps.append(.clip(shape.isScrollViewport ? shape.path.boundingRect : node.frame))
            case .transform(let transform): steps.append(.transform(transform, node.frame))
            default: break
            }
        }
        return steps
    }

    /// Runs `draw` with `steps` applied to the context.
    func applying(_ steps: [DrawingStep], _ draw: () -> Void) {
        guard !steps.isEmpty else { return draw() }
        cairo_save(cr)
        for step in steps {
            switch step {
            case .clip(let frame):
                // Out by half a pixel: an outline on the clip's own edge stays whole.
                let edge = 0.5 / scale
                cairo_rectangle(cr, frame.minX - edge, frame.minY - edge, frame.width + 2 * edge, frame.height + 2 * edge)
                cairo_clip(cr)
            case .transform(let transform, let frame):
                guard ContentPainter.apply(transform, in: frame, to: cr) else {
                    // Flattened to nothing: its outlines are not drawn either.
                    cairo_restore(cr)
                    return
                }
                // A turned line off the pixel grid needs antialiasing to stay a line.
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            }
        }
        draw()
        cairo_restore(cr)
    }

    /// The canvas's edge in grey, when a margin shows what lies outside it.
    func outlineCanvas(_ size: CGSize) {
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        outline(CGRect(origin: .zero, size: size), RGBA(red: 0.55, green: 0.55, blue: 0.58))
        cairo_restore(cr)
    }

    /// iOS system green: the safe area's outline.
    static let green = RGBA(red: 52 / 255, green: 199 / 255, blue: 89 / 255)

    /// The safe area's edge, dashed green, one device pixel wide (docs/RENDERING.md).
    func outlineSafeArea(_ rect: CGRect) {
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        cairo_set_dash(cr, Self.dash.map { $0 / scale }, Int32(Self.dash.count), 0)
        outline(rect, Self.green)
        cairo_restore(cr)
    }

    /// Solid outlines over the content: containers in blue, then content in red. A view inside a clipping
    /// ancestor (`.clipped()`, `.clipShape`, a scroll view's viewport unless `clipsScrollViews` is false) has
    /// its outline cut at that ancestor's frame, where its content stops showing; not at a round clip shape,
    /// so that a frame clipped to a circle still shows the square it chose. Inside a `rotationEffect` or
    /// `scaleEffect` the outlines turn with the content; the outline of the view it is applied to stays
    /// where layout put it, which is the point of the border technique.
    func draw(_ root: FrameNode, clipsScrollViews: Bool = true) {
        var outlines: [(frame: CGRect, isContent: Bool, steps: [DrawingStep])] = []
        func collect(_ node: FrameNode, _ steps: [DrawingStep]) {
            outlines.append((node.frame, node.role == .content, steps))
            let inner = Self.steps(inside: node, after: steps, clipsScrollViews: clipsScrollViews)
            for child in node.children { collect(child, inner) }
        }
        collect(root, [])
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        for pass in [false, true] {
            for item in outlines where item.isContent == pass {
                applying(item.steps) { outline(item.frame, pass ? Self.red : Self.blue) }
            }
        }
        cairo_restore(cr)
    }

    /// Radius of the dot that ends a leader line on its view, in points.
    static let leaderDot: CGFloat = 1.5

    /// The labels over everything else: plates, then leader lines (over other plates, so that none is
    /// hidden), then the text.
    func drawLabels(_ labels: [LabelPlacement.Label], theme: ColorScheme) {
        for label in labels { drawPlate(label, theme: theme) }
        cairo_save(cr)
        cairo_set_line_width(cr, 1 / scale)
        for label in labels {
            guard let leader = label.leader else { continue }
            (label.isContent ? Self.red : Self.blue).setSource(on: cr)
            cairo_move_to(cr, leader.from.x, leader.from.y)
            cairo_line_to(cr, leader.to.x, leader.to.y)
            cairo_stroke(cr)
            cairo_arc(cr, leader.to.x, leader.to.y, Self.leaderDot, 0, 2 * .pi)
            cairo_fill(cr)
        }
        cairo_restore(cr)
        for label in labels { drawLabelText(label) }
    }

    static let labelFont = ResolvedFont(size: 9, design: .default)

    /// The plate size of a label: its text plus one point of padding on each side.
    func labelSize(_ string: String) -> CGSize {
        let size = text.measure(ResolvedText(string: string, font: Self.labelFont), width: nil, maxLines: nil).size
        return CGSize(width: size.width + 3, height: size.height + 1)
    }

    /// A label: 9 pt text in the frame's colour on a plate of the canvas colour.
    func drawLabel(_ label: LabelPlacement.Label, theme: ColorScheme) {
        drawPlate(label, theme: theme)
        drawLabelText(label)
    }

    /// A label's plate: the canvas colour, slightly translucent.
    func drawPlate(_ label: LabelPlacement.Label, theme: ColorScheme) {
        cairo_rectangle(cr, label.rect.minX, label.rect.minY, label.rect.width, label.rect.height)
        (theme == .dark ? RGBA(red: 0, green: 0, blue: 0, alpha: 0.8) : RGBA(red: 1, green: 1, blue: 1, alpha: 0.85))
            .setSource(on: cr)
        cairo_fill(cr)
    }

    /// A label's text, inset 1.5 pt left and 0.5 pt down in its plate.
    func drawLabelText(_ label: LabelPlacement.Label) {
        text.draw(ResolvedText(string: label.text, font: Self.labelFont), width: nil, maxLines: nil,
                  color: label.isContent ? Self.red : Self.blue,
                  at: CGPoint(x: label.rect.minX + 1.5, y: label.rect.minY + 0.5), frameWidth: label.rect.width - 3, in: cr)
    }

    /// The offer outline of every content view, in tree order: its proposal from its origin, cut at its
    /// parent's frame, and left out where it would run across a sibling (a stack's share along its axis
    /// covers the siblings' space and would only clutter the picture).
    static func offerOutlines(_ root: FrameNode) -> [(CGRect, [DrawingStep])] {
        var result: [(CGRect, [DrawingStep])] = []
        func walk(_ node: FrameNode, parent: CGRect, siblings: SiblingFrames?, index: Int, steps: [DrawingStep]) {
            if node.role == .content, let rect = offerOutline(of: node, parent: parent, siblings: siblings, index: index) {
                result.append((rect, steps))
            }
            guard !node.children.isEmpty else { return }
            let frames = SiblingFrames(node.children.map(\.frame))
            // Offers are cut at the parent's frame already; only turns and scales are carried down.
            let inner = Self.steps(inside: node, after: steps, clipsScrollViews: false).filter {
                if case .transform = $0 { true } else { false }
            }
            for (i, child) in node.children.enumerated() {
                walk(child, parent: node.frame, siblings: frames, index: i, steps: inner)
            }
        }
        walk(root, parent: root.frame, siblings: nil, index: 0, steps: [])
        return result
    }

    static func offerOutline(of node: FrameNode, parent: CGRect, siblings: SiblingFrames?, index: Int) -> CGRect? {
        guard let proposal = proposalRect(of: node) else { return nil }
        let clipped = proposal.intersection(parent)
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
        guard let siblings else { return clipped }
        return siblings.anyOverlaps(clipped, except: index) == false ? clipped : nil
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

    func outline(_ rect: CGRect, _ color: RGBA) {
        let p = Self.pixelOutline(rect, scale: scale)
        cairo_new_path(cr)
        cairo_rectangle(cr, p.left / scale, p.top / scale, (p.right - p.left) / scale, (p.bottom - p.top) / scale)
        color.setSource(on: cr)
        cairo_stroke(cr)
    }

}

/// The frames of one container's children, arranged for "does any other child overlap this rectangle?" in
/// logarithmic time where the children follow one another along an axis (stacks, grids, identical frames in
/// a ZStack): sorted by their start on that axis, their ends then never decrease, so the children that can
/// overlap a rectangle form one band found by binary search. Other arrangements, and bands, are scanned up to
/// `scanLimit` children; beyond it the answer is unknown (nil) and the offer is not drawn, so that a
/// container of 100,000 children never costs 100,000² comparisons.
struct SiblingFrames {
    static let scanLimit = 500
    let frames: [CGRect]
    /// Indices sorted by (start, end) on the axis whose ends never decrease in that order; nil if neither.
    private let order: [Int]?
    private let vertical: Bool

    init(_ frames: [CGRect]) {
        self.frames = frames
        func sorted(vertical: Bool) -> [Int]? {
            func start(_ i: Int) -> CGFloat { vertical ? frames[i].minY : frames[i].minX }
            func end(_ i: Int) -> CGFloat { vertical ? frames[i].maxY : frames[i].maxX }
            let order = frames.indices.sorted { (start($0), end($0)) < (start($1), end($1)) }
            return zip(order, order.dropFirst()).allSatisfy { end($0) <= end($1) } ? order : nil
        }
        // Of the axes that qualify, the one the children spread along (an HStack's children share their y).
        func spread(_ order: [Int], vertical: Bool) -> Int {
            Set(order.map { vertical ? frames[$0].minY : frames[$0].minX }).count
        }
        let byY = frames.count > 2 ? sorted(vertical: true) : nil, byX = frames.count > 2 ? sorted(vertical: false) : nil
        if let byY, byX == nil || spread(byY, vertical: true) >= spread(byX!, vertical: false) {
            order = byY
            vertical = true
        } else {
            order = byX
            vertical = false
        }
    }

    /// Whether a child other than `index` overlaps `rect` with a positive area; nil when that would take a
    /// scan of more than `scanLimit` children.
    func anyOverlaps(_ rect: CGRect, except index: Int) -> Bool? {
        func overlaps(_ i: Int) -> Bool {
            guard i != index else { return false }
            let overlap = rect.intersection(frames[i])
            return !overlap.isNull && overlap.width > 1e-6 && overlap.height > 1e-6
        }
        guard let order else {
            return frames.count <= Self.scanLimit ? frames.indices.contains(where: overlaps) : nil
        }
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        func start(_ i: Int) -> CGFloat { vertical ? frames[i].minY : frames[i].minX }
        func end(_ i: Int) -> CGFloat { vertical ? frames[i].maxY : frames[i].maxX }
        // The first child (in order) ending after `low`; from there until one starts at or after `high`.
        var lo = 0, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if end(order[mid]) > low { hi = mid } else { lo = mid + 1 }
        }
        var k = lo
        while k < order.count, start(order[k]) < high {
            if overlaps(order[k]) { return true }
            k += 1
            if k - lo > Self.scanLimit { return nil }
        }
        return false
    }
}
