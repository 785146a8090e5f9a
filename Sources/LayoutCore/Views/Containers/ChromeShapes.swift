import Foundation

/// A piece of system chrome of a fixed size (a chevron, a search field's magnifying glass), drawn as a path
/// in its frame. Layoutshot draws these itself, not with SF Symbols, so that they look the same whether or
/// not a symbol font is installed.
struct ChromeGlyphLeaf: LeafView {
    let size: CGSize
    let path: (CGRect) -> Path
    let fill: RGBA?
    /// A line along the path: its colour and width.
    let stroke: (color: RGBA, width: CGFloat)?

    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize { size }

    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing {
        let outline = path(frame)
        var layers: [ShapeDrawing.Layer] = []
        if let fill { layers.append(ShapeDrawing.Layer(path: outline, paint: .color(fill), style: .fill(FillStyle()))) }
        if let stroke {
            layers.append(ShapeDrawing.Layer(path: outline, paint: .color(stroke.color),
                                             style: .stroke(StrokeStyle(lineWidth: stroke.width), antialiased: true)))
        }
        return .shape(ShapeDrawing(layers: layers))
    }
}

/// A node named `name` drawing `shape` in its frame, filled with one colour and, with a `border`, a line of
/// that colour and width inside its edge: the chrome's cells, bars, tracks and badges.
func chromeFill<S: Shape>(_ name: String, _ shape: S, _ fill: RGBA, border: (color: RGBA, width: CGFloat)? = nil) -> ViewNode {
    var layers = [ShapeLeaf.Layer(paint: .color(fill), style: .fill(FillStyle()), inset: 0)]
    if let border {
        layers.append(ShapeLeaf.Layer(paint: .color(border.color), style: .stroke(StrokeStyle(lineWidth: border.width), antialiased: true),
                                      inset: border.width / 2))
    }
    return ViewNode(name: name, leaf: ShapeLeaf(shape: AnyShape(shape), layers: layers, mirrors: false))
}

/// The outline of a chevron (`>`, `v`, `<`) of stroke width `thickness` filling `rect`, mitred at its point
/// and cut square at its ends: a filled shape, so that it needs no line caps.
func chevronPath(in rect: CGRect, pointing edge: Edge, thickness: CGFloat) -> Path {
    // Worked out pointing right in a unit frame (w × h), then turned.
    let across = edge == .top || edge == .bottom
    let w = across ? rect.height : rect.width, h = across ? rect.width : rect.height
    let t = min(thickness, w / 2, h / 2)
    let start = CGPoint(x: t / 2, y: t / 2), apex = CGPoint(x: w - t / 2, y: h / 2), end = CGPoint(x: t / 2, y: h - t / 2)
    func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y, length = max(hypot(dx, dy), 1e-9)
        return CGPoint(x: dy / length, y: -dx / length)
    }
    let n1 = normal(start, apex), n2 = normal(apex, end)
    func offset(_ p: CGPoint, _ n: CGPoint, _ k: CGFloat) -> CGPoint { CGPoint(x: p.x + n.x * k, y: p.y + n.y * k) }
    // The mitre: where the two offset edges meet, on the axis through the apex.
    func miter(_ k: CGFloat) -> CGPoint {
        let a = offset(apex, n1, k), b = offset(start, n1, k)
        let dy = a.y - b.y
        let x = abs(dy) < 1e-9 ? a.x : a.x + (h / 2 - a.y) * (a.x - b.x) / dy
        return CGPoint(x: x, y: h / 2)
    }
    let points = [offset(start, n1, t / 2), miter(t / 2), offset(end, n2, t / 2),
                  offset(end, n2, -t / 2), miter(-t / 2), offset(start, n1, -t / 2)]
    func place(_ p: CGPoint) -> CGPoint {
        switch edge {
        case .trailing: return CGPoint(x: rect.minX + p.x, y: rect.minY + p.y)
        case .leading: return CGPoint(x: rect.maxX - p.x, y: rect.minY + p.y)
        case .bottom: return CGPoint(x: rect.minX + p.y, y: rect.minY + p.x)
        case .top: return CGPoint(x: rect.minX + p.y, y: rect.maxY - p.x)
        }
    }
    var path = Path()
    path.addLines(points.map(place))
    path.closeSubpath()
    return path
}

/// A rectangle with rounded top corners, bottom corners, both or neither: an inset-grouped section's first,
/// last or only cell.
func cellPath(in rect: CGRect, radius: CGFloat, top: Bool, bottom: Bool) -> Path {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    guard r > 0, top || bottom else { return Path(rect) }
    if top && bottom { return Path(roundedRect: rect, cornerRadius: r) }
    let k = Path.kappa * r
    var path = Path()
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    if top {
        path.move(to: CGPoint(x: x0, y: y1))
        path.addLine(to: CGPoint(x: x0, y: y0 + r))
        path.addCurve(to: CGPoint(x: x0 + r, y: y0), control1: CGPoint(x: x0, y: y0 + r - k), control2: CGPoint(x: x0 + r - k, y: y0))
        path.addLine(to: CGPoint(x: x1 - r, y: y0))
        path.addCurve(to: CGPoint(x: x1, y: y0 + r), control1: CGPoint(x: x1 - r + k, y: y0), control2: CGPoint(x: x1, y: y0 + r - k))
        path.addLine(to: CGPoint(x: x1, y: y1))
    } else {
        path.move(to: CGPoint(x: x0, y: y0))
        path.addLine(to: CGPoint(x: x1, y: y0))
        path.addLine(to: CGPoint(x: x1, y: y1 - r))
        path.addCurve(to: CGPoint(x: x1 - r, y: y1), control1: CGPoint(x: x1, y: y1 - r + k), control2: CGPoint(x: x1 - r + k, y: y1))
        path.addLine(to: CGPoint(x: x0 + r, y: y1))
        path.addCurve(to: CGPoint(x: x0, y: y1 - r), control1: CGPoint(x: x0 + r - k, y: y1), control2: CGPoint(x: x0, y: y1 - r + k))
    }
    path.closeSubpath()
    return path
}

/// A magnifying glass in `rect`: a ring and a handle towards the bottom trailing corner, to be stroked.
func magnifierPath(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let d = side * 0.72
    var path = Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: d, height: d))
    let c = CGPoint(x: rect.minX + d / 2, y: rect.minY + d / 2)
    let r = d / 2 * 1.0
    path.move(to: CGPoint(x: c.x + r * 0.7071, y: c.y + r * 0.7071))
    path.addLine(to: CGPoint(x: rect.minX + side, y: rect.minY + side))
    return path
}

/// The chevron a NavigationLink row shows at its trailing edge: 8 × 13 pt in the tertiary label colour
/// **[I]** (UIKit's disclosure indicator; SF Symbols' `chevron.right` at the footnote size, semibold).
func chevronNode(_ env: EnvironmentValues, pointing edge: Edge = .trailing, color: Color = Color.tertiaryLabel) -> ViewNode {
    // Right to left, a trailing chevron points left: frames are mirrored, drawings are not.
    var edge = edge
    if env.layoutDirection == .rightToLeft { edge = edge == .trailing ? .leading : edge == .leading ? .trailing : edge }
    let across = edge == .top || edge == .bottom
    let size = across ? CGSize(width: 13, height: 8) : CGSize(width: 8, height: 13)
    let leaf = ChromeGlyphLeaf(size: size, path: { chevronPath(in: $0, pointing: edge, thickness: 2) },
                               fill: color.resolve(in: env.colorScheme), stroke: nil)
    return ViewNode(name: "Chevron", leaf: leaf)
}
