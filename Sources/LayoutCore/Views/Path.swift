import Foundation

/// An outline made of lines and cubic/quadratic Bézier curves, in points, y down, as SwiftUI's `Path`.
/// Shapes produce paths; renderers draw them. A path is also a shape (and so a view): it draws itself in
/// its frame's coordinates, unchanged by the frame's size.
public struct Path: Sendable, Equatable {
    public enum Element: Sendable, Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle; `style` `.continuous` is SwiftUI's default (both styles are drawn as quarter
    /// ellipses for now: `RoundedCorners`).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with a radius per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Builds a path with a closure, as SwiftUI's `Path { p in … }`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added (after `closeSubpath`, the subpath's start); nil for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath:
            // The start of the subpath just closed: its move, or the first point after the close before it.
            var start: CGPoint?
            for element in elements.dropLast().reversed() {
                switch element {
                case .move(let p): return p
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): start = p
                case .closeSubpath: return start
                }
            }
            return start
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// A subpath through `points`: a move to the first, lines to the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// A closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        // Untransformed (every shape leaf's rectangle), the same five elements without a temporary path.
        if transform.isIdentity {
            elements.reserveCapacity(elements.count + 5)
            elements.append(.move(to: CGPoint(x: r.minX, y: r.minY)))
            elements.append(.line(to: CGPoint(x: r.maxX, y: r.minY)))
            elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY)))
            elements.append(.line(to: CGPoint(x: r.minX, y: r.maxY)))
            elements.append(.closeSubpath)
            return
        }
        adding(transform) {
            $0.addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                         CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
            $0.closeSubpath()
        }
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A rectangle with rounded corners of `cornerSize` (clamped to half the rectangle; NaN is 0).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        adding(transform) { RoundedCorners.add(to: &$0, rect: rect.standardized, cornerSize: cornerSize, style: style) }
    }

    /// A rectangle with a radius per corner (each clamped to half the shorter side; NaN is 0).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        adding(transform) { RoundedCorners.add(to: &$0, rect: rect.standardized, radii: cornerRadii, style: style) }
    }

    /// An ellipse inscribed in `rect`, as four cubic curves, starting at its rightmost point and going
    /// clockwise on screen (so `trim(from: 0, to:)` grows from 3 o'clock, as in SwiftUI).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let k = Path.kappa
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        adding(transform) {
            $0.move(to: CGPoint(x: cx + rx, y: cy))
            $0.addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                        control2: CGPoint(x: cx + k * rx, y: cy + ry))
            $0.addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                        control2: CGPoint(x: cx - rx, y: cy + k * ry))
            $0.addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                        control2: CGPoint(x: cx - k * rx, y: cy - ry))
            $0.addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                        control2: CGPoint(x: cx + rx, y: cy - k * ry))
            $0.closeSubpath()
        }
    }

    /// An arc of the circle about `center`, from `startAngle` to `endAngle`, as Core Graphics draws it:
    /// angles from the positive x axis, growing clockwise on screen (y points down); `clockwise: false`
    /// sweeps towards growing angles — clockwise on screen, the reverse of the word, as in SwiftUI, whose y
    /// also points down — and `clockwise: true` the other way. A sweep of a turn or more is one whole turn.
    /// A line joins the current point to the arc's start; with no current point the arc starts a subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let turn = 2 * Double.pi
        let difference = endAngle.radians - startAngle.radians
        guard difference.isFinite else { return }
        let delta: Double
        let rest = difference.truncatingRemainder(dividingBy: turn)
        if clockwise {
            delta = difference <= -turn ? -turn : difference <= 0 ? difference : (rest == 0 ? 0 : rest - turn)
        } else {
            delta = difference >= turn ? turn : difference >= 0 ? difference : (rest == 0 ? 0 : rest + turn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: delta), transform: transform)
    }

    /// An arc of the circle about `center` from `startAngle` through `delta` (positive: growing angles,
    /// clockwise on screen), joined to the current point by a line.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let a0 = startAngle.radians, sweep = delta.radians
        guard a0.isFinite, sweep.isFinite, radius.isFinite else { return }
        let r = abs(radius)
        func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)) }
        let start = point(a0).applying(transform)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        // At most a quarter turn per cubic: the control points sit 4/3·tan(θ/4) radii along the tangents.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        for i in 0..<pieces {
            let a = a0 + Double(i) * step, b = a + step
            let p0 = point(a), p1 = point(b)
            let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
            let c2 = CGPoint(x: p1.x + k * sin(b), y: p1.y - k * cos(b))
            addCurve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }

    /// Core Graphics' `addArc(tangent1End:tangent2End:radius:)`: a line from the current point towards
    /// `tangent1End`, then the arc of `radius` tangent to that line and to the line from `tangent1End` to
    /// `tangent2End`, ending on the second line. With the three points on a line (or no radius) a line to
    /// `tangent1End`; with no current point the path starts at `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        guard let p0 = currentPoint?.applying(inverse) else { return move(to: p1.applying(transform)) }
        let u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        let cross = u.x * v.y - u.y * v.x
        guard lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv, radius > 0, radius.isFinite else {
            return addLine(to: p1.applying(transform))
        }
        let cosine = max(-1, min(1, (u.x * v.x + u.y * v.y) / (lu * lv)))
        let half = acos(cosine) / 2                   // half the angle between the two lines
        let distance = radius / tan(half)             // from p1 to each tangent point
        let t1 = CGPoint(x: p1.x + u.x / lu * distance, y: p1.y + u.y / lu * distance)
        let t2 = CGPoint(x: p1.x + v.x / lv * distance, y: p1.y + v.y / lv * distance)
        // The centre lies on the bisector, radius / sin(half) from p1.
        let bx = u.x / lu + v.x / lv, by = u.y / lu + v.y / lv, lb = hypot(bx, by)
        let c = CGPoint(x: p1.x + bx / lb * radius / sin(half), y: p1.y + by / lb * radius / sin(half))
        addLine(to: t1.applying(transform))
        let a0 = atan2(t1.y - c.y, t1.x - c.x), a1 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addRelativeArc(center: c, radius: radius, startAngle: Angle(radians: a0), delta: Angle(radians: sweep), transform: transform)
    }

    /// Adds the elements of `path`, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// Runs `build` on an empty path and adds what it made mapped by `transform`.
    private mutating func adding(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
        var part = Path()
        build(&part)
        elements += transform.isIdentity ? part.elements : part.applying(transform).elements
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        return mapped { $0.applying(transform) }
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        guard dx != 0 || dy != 0 else { return self }
        return mapped { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    func mapped(_ m: (CGPoint) -> CGPoint) -> Path {
        var result = Path()
        result.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(to: m(p))
            case .line(let p): return .line(to: m(p))
            case .quadCurve(let p, let c): return .quadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return result
    }

    /// The smallest rectangle holding every point the path passes through (curves' extremes included,
    /// their control points not: Core Graphics' `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                add(p)
                current = p
            case .quadCurve(let p, let c):
                add(p)
                for t in PathGeometry.extremes(quadratic: current, c, p) { add(PathGeometry.point(quadratic: current, c, p, at: t)) }
                current = p
            case .curve(let p, let c1, let c2):
                add(p)
                for t in PathGeometry.extremes(cubic: current, c1, c2, p) { add(PathGeometry.point(cubic: current, c1, c2, p, at: t)) }
                current = p
            case .closeSubpath:
                break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// 4/3·(√2 − 1): the control-point distance that makes a cubic Bézier approximate a quarter circle.
    static let kappa: CGFloat = 0.5522847498
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii` (leading and trailing:
/// left and right in a left-to-right layout; shapes mirror in right-to-left ones).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

/// Points on and extremes of Bézier curves.
enum PathGeometry {
    static func point(quadratic p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func point(cubic p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a quadratic's x or y stops growing or shrinking.
    static func extremes(quadratic p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a, b, e) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let denominator = a - 2 * b + e
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0, t < 1 { result.append(t) }
            }
        }
        return result
    }

    /// Parameters in (0, 1) where a cubic's x or y stops growing or shrinking (roots of its derivative).
    static func extremes(cubic p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // B'(t)/3 = (b−a)(1−t)² + 2(c−b)(1−t)t + (d−c)t² = A t² + B t + C
            let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
            var roots: [CGFloat] = []
            if abs(qa) < 1e-12 {
                if abs(qb) > 1e-12 { roots = [-qc / qb] }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots = [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
                }
            }
            result += roots.filter { $0 > 0 && $0 < 1 }
        }
        return result
    }
}
