import Foundation

// The pieces controls are drawn with: a container that puts each part at a computed rectangle, parts that are
// shapes filled with one colour, and glyphs (chevrons, check marks, plus and minus) drawn as filled outlines.
// Every part is a node of the frame tree, so the debug style outlines a switch's track and thumb.

/// A control's fixed arrangement: `size` answers every proposal, `frames` gives each part's rectangle (from
/// the container's top-leading corner) in the size chosen. Parts beyond the frames given are placed at the
/// origin with a zero proposal.
struct PartsLayout: Layout, BuiltinLayout {
    let size: (ProposedViewSize) -> CGSize
    let frames: (CGSize) -> [CGRect]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size(proposal) }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rects = frames(bounds.size)
        for (i, subview) in subviews.enumerated() {
            let r = i < rects.count ? rects[i] : .zero
            subview.place(at: CGPoint(x: bounds.minX + r.minX, y: bounds.minY + r.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: r.width, height: r.height))
        }
    }
}

/// Views given as a list, each contributing its nodes (the parts of a control).
struct PartList: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let views: [AnyView]

    init(_ views: [AnyView]) { self.views = views }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] { views.flatMap { $0.makeNodes(context) } }
}

/// Nodes already resolved (a picker's options, resolved once to read their tags), as a view.
struct ResolvedNodes: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: nodes) }
    typealias Body = Never
    let nodes: [ViewNode]
}

/// A control part: `shape` filled with `fill` (and stroked inside its frame with `stroke`), named `name` in
/// the frame tree.
func part<S: Shape>(_ name: String, _ shape: S, fill: Color?, stroke: (Color, CGFloat)? = nil) -> AnyView {
    var layers = fill.map { [ShapeLayerSpec.fill(AnyShapeStyle($0), FillStyle())] } ?? []
    if let (color, width) = stroke {
        var problems = ArgumentProblems()
        layers.append(.stroke(AnyShapeStyle(color), .checked(lineWidth: width, &problems), inset: true, antialiased: true))
    }
    return AnyView(ShapeView(shape: AnyShape(shape), layers: layers, name: name))
}

/// A container named `name` that places `parts` with `PartsLayout`.
func parts(_ name: String, size: @escaping (ProposedViewSize) -> CGSize, frames: @escaping (CGSize) -> [CGRect],
           _ parts: [AnyView]) -> AnyView {
    AnyView(LayoutContainer(layout: PartsLayout(size: size, frames: frames), content: PartList(parts), name: name))
}

/// A container named `name` of fixed `size` whose parts all fill it (a glyph over its background).
func parts(_ name: String, fixed size: CGSize, _ list: [AnyView]) -> AnyView {
    let count = list.count
    return parts(name, size: { _ in size }, frames: { s in Array(repeating: CGRect(origin: .zero, size: s), count: count) }, list)
}

/// A shape drawn by a closure in its rectangle (glyphs, arcs).
struct PathShape: Shape {
    let make: @Sendable (CGRect) -> Path
    func path(in rect: CGRect) -> Path { make(rect) }
}

extension Path {
    /// The outline of a line through `points` that is `width` wide with round caps and joins, as one filled
    /// path: a capsule around each segment, every one wound the same way, so that a non-zero fill unites them
    /// (overlaps are not filled twice, which matters for translucent colours).
    mutating func addStrokedPolyline(_ points: [CGPoint], width: CGFloat) {
        let r = width / 2
        guard r > 0, let first = points.first else { return }
        if points.count == 1 { return addEllipse(in: CGRect(x: first.x - r, y: first.y - r, width: width, height: width)) }
        for (a, b) in zip(points, points.dropFirst()) { addSegmentCapsule(from: a, to: b, radius: r) }
    }

    /// A capsule of radius `r` around the segment a–b (a circle when they meet).
    private mutating func addSegmentCapsule(from a: CGPoint, to b: CGPoint, radius r: CGFloat) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9 else { return addEllipse(in: CGRect(x: a.x - r, y: a.y - r, width: 2 * r, height: 2 * r)) }
        let d = CGPoint(x: dx / length, y: dy / length)
        let n = CGPoint(x: -d.y, y: d.x)
        func at(_ c: CGPoint, _ u: CGPoint) -> CGPoint { CGPoint(x: c.x + r * u.x, y: c.y + r * u.y) }
        func neg(_ u: CGPoint) -> CGPoint { CGPoint(x: -u.x, y: -u.y) }
        move(to: at(a, n))
        addLine(to: at(b, n))
        addQuarterArc(center: b, from: n, to: d, radius: r)
        addQuarterArc(center: b, from: d, to: neg(n), radius: r)
        addLine(to: at(a, neg(n)))
        addQuarterArc(center: a, from: neg(n), to: neg(d), radius: r)
        addQuarterArc(center: a, from: neg(d), to: n, radius: r)
        closeSubpath()
    }

    /// A quarter circle around `center` from the direction `u` to the perpendicular direction `v`.
    private mutating func addQuarterArc(center c: CGPoint, from u: CGPoint, to v: CGPoint, radius r: CGFloat) {
        let k = Path.kappa * r
        let p0 = CGPoint(x: c.x + r * u.x, y: c.y + r * u.y), p1 = CGPoint(x: c.x + r * v.x, y: c.y + r * v.y)
        addCurve(to: p1, control1: CGPoint(x: p0.x + k * v.x, y: p0.y + k * v.y),
                 control2: CGPoint(x: p1.x + k * u.x, y: p1.y + k * u.y))
    }

    /// Points along a circular arc around `center`, from `start` to `end` (radians, clockwise on screen for
    /// increasing angles, 0 pointing right), at most 6° apart: a stroked polyline through them is the arc.
    static func arcPoints(center: CGPoint, radius: CGFloat, from start: Double, to end: Double) -> [CGPoint] {
        let steps = max(1, Int((abs(end - start) / (Double.pi / 30)).rounded(.up)))
        return (0...steps).map { i in
            let a = start + (end - start) * Double(i) / Double(steps)
            return CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a)))
        }
    }
}

/// Glyphs controls draw, each a stroked polyline in unit coordinates of its rectangle (SF Symbols' shapes,
/// drawn by Layoutshot so that controls do not depend on a symbol font).
enum ControlGlyph {
    /// `chevron.right` (a NavigationLink row, a picker's navigation style).
    case chevronRight
    /// `chevron.left` (a calendar's previous month).
    case chevronLeft
    /// `chevron.down` and `chevron.up` (a macOS pull-down menu, stepper arrows).
    case chevronDown, chevronUp
    /// `chevron.up.chevron.down` (a menu picker).
    case chevronUpDown
    /// `checkmark` (an inline picker's selected row, a checkbox).
    case checkmark
    /// `plus` and `minus` (a stepper).
    case plus, minus

    var symbolName: String {
        switch self {
        case .chevronRight: return "chevron.right"
        case .chevronLeft: return "chevron.left"
        case .chevronDown: return "chevron.down"
        case .chevronUp: return "chevron.up"
        case .chevronUpDown: return "chevron.up.chevron.down"
        case .checkmark: return "checkmark"
        case .plus: return "plus"
        case .minus: return "minus"
        }
    }

    /// The strokes, in unit coordinates.
    var strokes: [[CGPoint]] {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        switch self {
        case .chevronRight: return [[p(0.2, 0), p(0.8, 0.5), p(0.2, 1)]]
        case .chevronLeft: return [[p(0.8, 0), p(0.2, 0.5), p(0.8, 1)]]
        case .chevronDown: return [[p(0, 0.2), p(0.5, 0.8), p(1, 0.2)]]
        case .chevronUp: return [[p(0, 0.8), p(0.5, 0.2), p(1, 0.8)]]
        case .chevronUpDown: return [[p(0, 0.38), p(0.5, 0), p(1, 0.38)], [p(0, 0.62), p(0.5, 1), p(1, 0.62)]]
        case .checkmark: return [[p(0, 0.55), p(0.36, 0.95), p(1, 0)]]
        case .plus: return [[p(0, 0.5), p(1, 0.5)], [p(0.5, 0), p(0.5, 1)]]
        case .minus: return [[p(0, 0.5), p(1, 0.5)]]
        }
    }

    /// The glyph as a part of `size` points (a frame around it), its lines `weight` points wide.
    func view(size: CGSize, weight: CGFloat, color: Color) -> AnyView {
        AnyView(part(weight: weight, color: color).frame(width: size.width, height: size.height))
    }

    /// The glyph as a part that fills the rectangle it is given, its lines `weight` points wide, inside it.
    func part(weight: CGFloat, color: Color) -> AnyView {
        LayoutCore.part(symbolName, shape(weight: weight), fill: color)
    }

    /// The glyph as a shape filling the rectangle it is given, its lines `weight` points wide, inside it; bare,
    /// it is filled with the foreground style, as a label's text is.
    func shape(weight: CGFloat) -> PathShape {
        let strokes = self.strokes
        return PathShape { rect in
            // Strokes stay inside the frame: the unit square maps onto the frame inset by half a line.
            let inner = rect.insetBy(dx: min(weight / 2, rect.width / 2), dy: min(weight / 2, rect.height / 2))
            var path = Path()
            for stroke in strokes {
                path.addStrokedPolyline(stroke.map { CGPoint(x: inner.minX + $0.x * inner.width, y: inner.minY + $0.y * inner.height) },
                                        width: weight)
            }
            return path
        }
    }
}
