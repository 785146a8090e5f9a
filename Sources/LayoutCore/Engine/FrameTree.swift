import Foundation

/// One node of the frame tree, the single product of layout: what the view is, where it went (root
/// coordinates, points, y down), what it was proposed, and what to draw. Renderers, dumps and snapshots
/// only read this.
public struct FrameNode: Sendable {
    /// Content views (text, shapes, colours, spacers) are drawn red in the debug style; containers and
    /// modifiers blue.
    public enum Role: String, Sendable {
        case content
        case container
    }

    /// SwiftUI's name for the view or modifier: `HStack`, `Text`, `padding`, `frame`, `WideFirstGrid`.
    public var type: String
    /// The string of a `Text`.
    public var text: String?
    /// The value of `.id(…)`.
    public var id: String?
    /// The identity of the `ForEach` element the view was made for (`"\(id)"`; nested elements joined by
    /// `/`, outer first); nil outside a `ForEach` and for ids that differ from run to run (`UUID`s).
    public var elementID: String?
    /// The frame in root coordinates, in points.
    public var frame: CGRect
    /// The proposal the parent made when it placed this view.
    public var proposal: ProposedViewSize
    public var role: Role = .container
    public var drawing: Drawing = .none
    /// Borders, opacity and clipping, in the order they were applied.
    public var decorations: [Decoration] = []
    /// Drawing order among its siblings (`.zIndex`): higher on top, equal ones in order; layout ignores it.
    public var zIndex: Double = 0
    public var children: [FrameNode] = []

    /// The children in the order they are drawn: by `zIndex`, ties in their order (SwiftUI: "controls the
    /// display order of overlapping views").
    public var childrenInDrawingOrder: [FrameNode] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    public init(type: String, frame: CGRect, proposal: ProposedViewSize) {
        self.type = type
        self.frame = frame
        self.proposal = proposal
    }

    /// The subtree reflected left to right inside `bounds`; shapes and clips move with their frames.
    func mirrored(in bounds: CGRect) -> FrameNode {
        var copy = self
        let dx = bounds.minX + bounds.maxX - frame.minX - frame.maxX
        copy.translate(dx: dx, dy: 0)
        return copy
    }

    /// Moves the subtree by (dx, dy) points.
    mutating func translate(dx: CGFloat, dy: CGFloat) {
        frame = frame.offsetBy(dx: dx, dy: dy)
        switch drawing {
        case .shape(var shape):
            for i in shape.layers.indices {
                shape.layers[i].path = shape.layers[i].path.offsetBy(dx: dx, dy: dy)
                shape.layers[i].paint = shape.layers[i].paint.offsetBy(dx: dx, dy: dy)
            }
            drawing = .shape(shape)
        case .text(var text):
            text.paint = text.paint.offsetBy(dx: dx, dy: dy)
            for i in text.runPaints.indices { text.runPaints[i].paint = text.runPaints[i].paint.offsetBy(dx: dx, dy: dy) }
            drawing = .text(text)
        case .none, .image: break
        }
        for (i, decoration) in decorations.enumerated() {
            switch decoration {
            case .clip(var clip):
                clip.path = clip.path.offsetBy(dx: dx, dy: dy)
                decorations[i] = .clip(clip)
            case .border(let paint, let width):
                decorations[i] = .border(paint.offsetBy(dx: dx, dy: dy), width: width)
            default: break
            }
        }
        for i in children.indices { children[i].translate(dx: dx, dy: dy) }
    }

    /// Whether the node is a scroll view's viewport (a `ScrollView`, a `List`): its content beyond it is cut
    /// unless the renderer is asked to show it.
    public var isScrollViewport: Bool {
        decorations.contains { if case .clip(let shape) = $0 { return shape.isScrollViewport } else { return false } }
    }

    /// Every node of the subtree, depth first, parents before children.
    public func allNodes() -> [FrameNode] {
        var result: [FrameNode] = []
        func walk(_ node: FrameNode) {
            result.append(node)
            node.children.forEach(walk)
        }
        walk(self)
        return result
    }
}

/// What a node draws itself (its children draw themselves).
public enum Drawing: Sendable {
    case none
    case text(TextDrawing)
    case shape(ShapeDrawing)
    case image(ImageDrawing)
}

/// A text to draw: lay it out again with the same width and line limit the layout used, and draw the
/// lines from the frame's top-leading corner.
public struct TextDrawing: Sendable {
    public var text: ResolvedText
    /// The wrapping width the final size was measured with; nil for one line per paragraph.
    public var width: CGFloat?
    /// The line limit the final size was measured with.
    public var maxLines: Int?
    /// What the glyphs are filled with where a run has no colour of its own (a gradient is laid over the
    /// text's frame).
    public var paint: Paint
    /// Runs painted with something other than a colour (a `Text + Text` run with a gradient foreground),
    /// over the text's frame; their glyphs are not drawn with `paint`.
    public var runPaints: [RunPaint] = []
    /// Drawn as placeholder bars instead of glyphs (`.redacted(reason: .placeholder)`): each line's glyph box
    /// filled with `paint` at `redactionOpacity`, corners rounded.
    public var isRedacted = false

    /// The opacity of a redacted text's or image's placeholder over its own paint [I]: black text becomes
    /// the light grey of SwiftUI's placeholders on white (docs/BEHAVIOUR.md §8, "Redaction").
    public static let redactionOpacity = 0.16

    public init(text: ResolvedText, width: CGFloat?, maxLines: Int?, paint: Paint, runPaints: [RunPaint] = [],
                isRedacted: Bool = false) {
        self.text = text
        self.width = width
        self.maxLines = maxLines
        self.paint = paint
        self.runPaints = runPaints
        self.isRedacted = isRedacted
    }

    /// A text drawn in one colour.
    public init(text: ResolvedText, width: CGFloat?, maxLines: Int?, color: RGBA) {
        self.init(text: text, width: width, maxLines: maxLines, paint: .color(color))
    }

    /// The glyphs of the UTF-8 byte range `bytes` of the text, painted with `paint`.
    public struct RunPaint: Sendable, Hashable {
        public var bytes: Range<Int>
        public var paint: Paint

        public init(bytes: Range<Int>, paint: Paint) {
            self.bytes = bytes
            self.paint = paint
        }
    }
}

/// What a shape draws: layers of its path, filled or stroked, in root coordinates, in the order they are
/// drawn (`.fill(…)` then `.stroke(…)` in SwiftUI 17's chaining draws the fill first).
public struct ShapeDrawing: Sendable {
    public var layers: [Layer]

    public init(layers: [Layer]) { self.layers = layers }

    /// `path` filled with one colour (a `Color` view, a divider).
    public static func filled(_ path: Path, with color: RGBA) -> ShapeDrawing {
        ShapeDrawing(layers: [Layer(path: path, paint: .color(color), style: .fill(FillStyle()))])
    }

    /// One fill or stroke of a path.
    public struct Layer: Sendable {
        /// The outline, in root coordinates, points.
        public var path: Path
        public var paint: Paint
        public var style: Style

        public init(path: Path, paint: Paint, style: Style) {
            self.path = path
            self.paint = paint
            self.style = style
        }
    }

    /// How a layer covers its path.
    public enum Style: Sendable, Hashable {
        /// The inside of the path (non-zero winding, or even-odd).
        case fill(FillStyle)
        /// A line along the path: width, caps, joins, dashes in points.
        case stroke(StrokeStyle, antialiased: Bool)
    }
}

/// A drawing-only modifier attached to a node.
public enum Decoration: Sendable {
    /// A border of `width` points drawn inside the frame, painted with a colour or a gradient laid over the
    /// frame.
    case border(Paint, width: CGFloat)
    /// The node and its subtree drawn with this opacity.
    case opacity(Double)
    /// The node and its subtree clipped to this shape, laid into the node's frame.
    case clip(ClipShape)
    /// The node and its subtree are not drawn (`.hidden()`); layout is unchanged.
    case hidden
    /// The node and its subtree drawn rotated and scaled (`rotationEffect`, `scaleEffect`); layout is unchanged.
    case transform(DrawingTransform)
    /// A blurred copy of the node and its subtree's shape, in `color`, offset by `x`, `y` points, under them
    /// (`.shadow`); layout is unchanged.
    case shadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// The node and its subtree drawn blurred (`.blur`); with `opaque`, edges do not fade and the blur stays
    /// within the drawing's bounds. Layout is unchanged.
    case blur(radius: CGFloat, opaque: Bool)
    /// The node's children but the last drawn through the last one's alpha (`.mask`; the node is laid out as
    /// an overlay, the mask its secondary view).
    case mask
    /// The node and its subtree combined with what is under them by a blend mode (`.blendMode`).
    case blend(BlendMode)
    /// The node and its subtree drawn into a layer of their own, then combined with what is under it
    /// (`.compositingGroup()`, `.drawingGroup()`).
    case group
    /// The colours the node and its subtree draw, changed (`.grayscale`, `.saturation`, `.colorInvert`, …).
    case colorFilter(ColorFilter)
}

/// A clip region: the outline the clipping shape had in the node's frame, in root coordinates (it moves
/// with the node, as a shape's drawing does). Plain data, so that a frame tree can be copied between
/// processes.
public struct ClipShape: Sendable {
    /// The clip outline, in root coordinates, points.
    public var path: Path
    /// A ScrollView's viewport: the renderer may leave it open to show the whole content.
    public var isScrollViewport: Bool

    public init(path: Path, isScrollViewport: Bool = false) {
        self.path = path
        self.isScrollViewport = isScrollViewport
    }
}

/// A decoration as a view node holds it before layout: a clip's outline is made from the shape once the
/// node's frame is known.
enum PendingDecoration {
    case ready(Decoration)
    case clip(isScrollViewport: Bool, makePath: (CGRect) -> Path)
    /// A decoration made from the frame (a border's gradient laid over it), with what resolving its style
    /// reported.
    case laidOut(diagnostics: [LayoutDiagnostic], make: (CGRect) -> Decoration)

    /// The decoration of a node placed at `frame`; a scroll viewport's clip is made in `viewport()` (the frame
    /// grown into the safe area around it).
    func resolved(in frame: CGRect, viewport: () -> CGRect) -> Decoration {
        switch self {
        case .ready(let decoration): return decoration
        case .clip(let isScrollViewport, let makePath):
            return .clip(ClipShape(path: makePath(isScrollViewport ? viewport() : frame), isScrollViewport: isScrollViewport))
        case .laidOut(_, let make):
            return make(frame)
        }
    }
}

/// Receives each step of a layout pass (what `layoutshot explain` prints). Calls nest: every
/// `sizeThatFits` between a `willSizeThatFits` and its `didSizeThatFits` was asked while answering it.
public protocol LayoutTracer: AnyObject {
    /// `asker` is the container whose layout asks (nil for the root).
    func willSizeThatFits(node: TraceNode, proposal: ProposedViewSize, purpose: TracePurpose, asker: TraceNode?)
    func didSizeThatFits(node: TraceNode, proposal: ProposedViewSize, size: CGSize, source: TraceSource)
    /// A layout's `makeCache` ran (once per container and pass).
    func madeCache(node: TraceNode)
    /// `parent` is the container that placed the view (nil for the root).
    func placed(node: TraceNode, frame: CGRect, proposal: ProposedViewSize, parent: TraceNode?)
}

extension LayoutTracer {
    public func willSizeThatFits(node: TraceNode, proposal: ProposedViewSize, purpose: TracePurpose, asker: TraceNode?) {}
    public func didSizeThatFits(node: TraceNode, proposal: ProposedViewSize, size: CGSize, source: TraceSource) {}
    public func madeCache(node: TraceNode) {}
    public func placed(node: TraceNode, frame: CGRect, proposal: ProposedViewSize, parent: TraceNode?) {}
}

/// Who asked: a layout (a container's `sizeThatFits`/`placeSubviews`/`makeCache`, which is what SwiftUI
/// authors control), the engine sizing a child for the placement its container chose, or the root.
public enum TracePurpose: String, Sendable {
    case layout
    case placement
    case root
}

/// Where a traced answer came from.
public enum TraceSource: String, Sendable {
    /// The view computed it.
    case computed
    /// The pass's memo answered a repeated proposal.
    case memo
}

/// A view as the tracer names it.
public struct TraceNode: Hashable, Sendable {
    /// Unique within a pass.
    public let serial: Int
    public let type: String
    public let text: String?
}

extension LayoutPass {
    /// The node as the tracer names it; serials count up in the order nodes are first met.
    func traceInfo(_ node: ViewNode) -> TraceNode {
        if node.serial == 0 {
            lastSerial += 1
            node.serial = lastSerial
        }
        let text: String?
        if case .leaf(let leaf) = node.kind { text = leaf.label } else { text = nil }
        return TraceNode(serial: node.serial, type: node.name, text: text)
    }
}
