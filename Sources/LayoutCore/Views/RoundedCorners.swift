import Foundation

/// How rounded corners are drawn: `.circular` quarter ellipses, `.continuous` Apple's smooth corner, whose
/// curvature eases in from the straight edge (SwiftUI's default for `RoundedRectangle`, `Capsule`, `.rect`).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// Rounded rectangles as paths.
///
/// A continuous corner is the published reconstruction of Apple's: PaintCode's "Code for iOS 7 rounded
/// rectangles" (2013), measured from UIKit's `UIBezierPath(roundedRect:cornerRadius:)`. It leaves each edge
/// 1.52866483 radii before the corner and is three cubic curves joined by two short lines; the numbers
/// below are its control points, in radii from the corner. Where that much edge is not there (a radius
/// over about a third of the shorter side), the corner is blended towards a circular one, reaching it when
/// the radius is half the side, as a capsule's ([I]: UIKit's own transition is not published). Radii are
/// clamped into 0...half the shorter side (NaN is 0).
enum RoundedCorners {
    /// How far along each edge a continuous corner reaches, in radii.
    static let continuousReach: CGFloat = 1.52866483

    /// One corner from the edge it is entered by to the one it leaves by: (along, across) pairs, in radii
    /// from the corner — `along` back along the entering edge, `across` along the leaving one. A line to the
    /// first point, then curve (3 points), line (1), curve (3), line (1), curve (3).
    static let continuous: [(CGFloat, CGFloat)] = [
        (1.52866483, 0),
        (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
        (0.63149399, 0.07491100),
        (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
        (0.06549600, 0.66993427),
        (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
    ]

    /// A circular corner in the same steps (so that the two can be blended): one quarter-circle curve, the
    /// other curves and lines of no length.
    static let circular: [(CGFloat, CGFloat)] = {
        let rest = 1 - Path.kappa
        return [(1, 0), (1, 0), (1, 0), (1, 0), (1, 0), (rest, 0), (0, rest), (0, 1), (0, 1), (0, 1), (0, 1), (0, 1)]
    }()

    static func clamped(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value > 0 ? min(value, max(limit, 0)) : 0 }

    /// A rectangle whose four corners have `cornerSize` (an elliptical corner when width ≠ height).
    static func add(to path: inout Path, rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
        let rx = clamped(cornerSize.width, rect.width / 2), ry = clamped(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { return path.addRect(rect) }
        let blend: CGFloat = 0 // continuous corners are drawn circular for now
        if blend == 0 { return addCircular(to: &path, rect: rect, rx: rx, ry: ry) }
        let size = CGSize(width: rx, height: ry)
        addCorners(to: &path, rect: rect, sizes: [size, size, size, size], blends: [blend, blend, blend, blend])
    }

    /// A rectangle with its own radius at each corner (leading is left here; shapes mirror for right-to-left).
    static func add(to path: inout Path, rect: CGRect, radii: RectangleCornerRadii, style: RoundedCornerStyle) {
        let half = min(rect.width, rect.height) / 2
        // Clockwise from the top-right corner: top trailing, bottom trailing, bottom leading, top leading.
        let r = [radii.topTrailing, radii.bottomTrailing, radii.bottomLeading, radii.topLeading].map { clamped($0, half) }
        guard r.contains(where: { $0 > 0 }) else { return path.addRect(rect) }
        let blends = r.map { _ in CGFloat(0) }
        addCorners(to: &path, rect: rect, sizes: r.map { CGSize(width: $0, height: $0) }, blends: blends)
    }

    /// How continuous a corner of radius `r` can be with `half` of a side to reach along: 1 when its full
    /// reach fits, 0 (circular) when the radius is the whole half side, linear in the reach between.
    static func blendFactor(_ r: CGFloat, _ half: CGFloat) -> CGFloat {
        guard r > 0 else { return 0 }
        let reach = min(continuousReach * r, max(half, r))
        return min(max((reach / r - 1) / (continuousReach - 1), 0), 1)
    }

    /// Four corners clockwise from the top-right; `sizes[i]` are corner i's radii (x, y), `blends[i]` how
    /// continuous it is.
    private static func addCorners(to path: inout Path, rect: CGRect, sizes: [CGSize], blends: [CGFloat]) {
        let corners = [CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY)]
        // Direction of the edge entering each corner, then of the one leaving it.
        let entering = [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)]
        for i in 0..<4 {
            let c = corners[i], dIn = entering[i], dOut = entering[(i + 1) % 4]
            // The entering edge is horizontal at corners 0 and 2: its radius is the corner's x radius.
            let rIn = i % 2 == 0 ? sizes[i].width : sizes[i].height, rOut = i % 2 == 0 ? sizes[i].height : sizes[i].width
            let points = zip(circular, continuous).map { circle, smooth -> CGPoint in
                let along = circle.0 + (smooth.0 - circle.0) * blends[i], across = circle.1 + (smooth.1 - circle.1) * blends[i]
                return CGPoint(x: c.x - along * rIn * dIn.x + across * rOut * dOut.x,
                               y: c.y - along * rIn * dIn.y + across * rOut * dOut.y)
            }
            if i == 0 { path.move(to: CGPoint(x: rect.minX + sizes[3].width * reach(blends[3]), y: rect.minY)) }
            if rIn == 0 && rOut == 0 {
                path.addLine(to: c)
                continue
            }
            path.addLine(to: points[0])
            path.addCurve(to: points[3], control1: points[1], control2: points[2])
            path.addLine(to: points[4])
            path.addCurve(to: points[7], control1: points[5], control2: points[6])
            path.addLine(to: points[8])
            path.addCurve(to: points[11], control1: points[9], control2: points[10])
        }
        path.closeSubpath()
    }

    /// How far a corner blended by `blend` reaches along its edges, in radii.
    private static func reach(_ blend: CGFloat) -> CGFloat { 1 + (continuousReach - 1) * blend }

    /// Quarter ellipses, clockwise from the top edge.
    private static func addCircular(to path: inout Path, rect: CGRect, rx: CGFloat, ry: CGFloat) {
        let k = Path.kappa
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: x0 + rx, y: y0))
        path.addLine(to: CGPoint(x: x1 - rx, y: y0))
        path.addCurve(to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - rx + k * rx, y: y0),
                      control2: CGPoint(x: x1, y: y0 + ry - k * ry))
        path.addLine(to: CGPoint(x: x1, y: y1 - ry))
        path.addCurve(to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - ry + k * ry),
                      control2: CGPoint(x: x1 - rx + k * rx, y: y1))
        path.addLine(to: CGPoint(x: x0 + rx, y: y1))
        path.addCurve(to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + rx - k * rx, y: y1),
                      control2: CGPoint(x: x0, y: y1 - ry + k * ry))
        path.addLine(to: CGPoint(x: x0, y: y0 + ry))
        path.addCurve(to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + ry - k * ry),
                      control2: CGPoint(x: x0 + rx - k * rx, y: y0))
        path.closeSubpath()
    }
}
