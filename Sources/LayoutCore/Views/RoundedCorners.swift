import Foundation

/// How rounded corners are drawn: `.circular` quarter ellipses, `.continuous` Apple's smooth corner, whose
/// curvature eases in from the straight edge (SwiftUI's default for `RoundedRectangle`, `Capsule`, `.rect`).
/// Layoutshot draws both as quarter ellipses for now.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// Rounded rectangles as paths: quarter ellipses for both styles, clockwise from the top edge. Apple's
/// continuous corner (whose curvature eases in from the edge) is not drawn yet, a known difference
/// (docs/BEHAVIOUR.md, "Known differences"). Radii are clamped into 0...half a side (NaN is 0).
enum RoundedCorners {
    static func clamped(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value > 0 ? min(value, max(limit, 0)) : 0 }

    /// A rectangle whose four corners have `cornerSize` (an elliptical corner when width ≠ height).
    static func add(to path: inout Path, rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
        let rx = clamped(cornerSize.width, rect.width / 2), ry = clamped(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { return path.addRect(rect) }
        let size = CGSize(width: rx, height: ry)
        addCorners(to: &path, rect: rect, sizes: [size, size, size, size])
    }

    /// A rectangle with its own radius at each corner, each clamped to half the shorter side (leading is left
    /// here; shapes mirror for right-to-left).
    static func add(to path: inout Path, rect: CGRect, radii: RectangleCornerRadii, style: RoundedCornerStyle) {
        let half = min(rect.width, rect.height) / 2
        // Clockwise from the top-right corner: top trailing, bottom trailing, bottom leading, top leading.
        let r = [radii.topTrailing, radii.bottomTrailing, radii.bottomLeading, radii.topLeading].map { clamped($0, half) }
        guard r.contains(where: { $0 > 0 }) else { return path.addRect(rect) }
        addCorners(to: &path, rect: rect, sizes: r.map { CGSize(width: $0, height: $0) })
    }

    /// Four corners clockwise from the top-right; `sizes[i]` are corner i's radii (x, y). A corner without a
    /// radius is the rectangle's own corner.
    private static func addCorners(to path: inout Path, rect: CGRect, sizes: [CGSize]) {
        let k = Path.kappa
        let corners = [CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY)]
        // Direction of the edge entering each corner, then of the one leaving it.
        let entering = [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)]
        path.move(to: CGPoint(x: rect.minX + sizes[3].width, y: rect.minY))
        for i in 0..<4 {
            let c = corners[i], dIn = entering[i], dOut = entering[(i + 1) % 4]
            // The entering edge is horizontal at corners 0 and 2: its radius is the corner's x radius.
            let rIn = i % 2 == 0 ? sizes[i].width : sizes[i].height, rOut = i % 2 == 0 ? sizes[i].height : sizes[i].width
            guard rIn > 0, rOut > 0 else {
                path.addLine(to: c)
                continue
            }
            // The arc leaves the entering edge rIn before the corner and meets the leaving one rOut after it;
            // its controls are kappa radii along the edges.
            let start = CGPoint(x: c.x - rIn * dIn.x, y: c.y - rIn * dIn.y), end = CGPoint(x: c.x + rOut * dOut.x, y: c.y + rOut * dOut.y)
            path.addLine(to: start)
            path.addCurve(to: end, control1: CGPoint(x: start.x + k * rIn * dIn.x, y: start.y + k * rIn * dIn.y),
                          control2: CGPoint(x: end.x - k * rOut * dOut.x, y: end.y - k * rOut * dOut.y))
        }
        path.closeSubpath()
    }
}
