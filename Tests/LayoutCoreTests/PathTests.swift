import Foundation
import Testing
@testable import LayoutCore

/// `Path`'s geometry, with every expected point worked out by hand from Core Graphics' definitions.
@Suite struct PathTests {
    func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// The points an element ends at, in order.
    func ends(_ path: Path) -> [CGPoint] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    @Test func aQuarterArcGrowingTheAngleTurnsClockwiseOnScreen() throws {
        // 0° is +x; with y down, growing angles go clockwise on screen, which Core Graphics calls
        // counter-clockwise (`clockwise: false`). One cubic whose controls are 4/3·tan(22.5°)·r = 5.5228 along
        // the tangents.
        var p = Path()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(p.elements.count == 2)
        guard case .move(let start) = p.elements[0], case .curve(let end, let c1, let c2) = p.elements[1] else {
            Issue.record("\(p.elements)")
            return
        }
        let k = 4.0 / 3.0 * 0.41421356237 * 10
        #expect(close(start, CGPoint(x: 60, y: 50)))
        #expect(close(end, CGPoint(x: 50, y: 60)))
        #expect(close(c1, CGPoint(x: 60, y: 50 + k)) && close(c2, CGPoint(x: 50 + k, y: 60)))
    }

    @Test func theOtherDirectionGoesTheLongWayRound() {
        // `clockwise: true` from 0° to 90° sweeps −270°: through the top (−90°) and the left (−180°).
        var p = Path()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        let points = ends(p)
        #expect(points.count == 4)
        #expect(close(points[1], CGPoint(x: 50, y: 40), 1e-9) && close(points[2], CGPoint(x: 40, y: 50), 1e-9))
        #expect(close(points[3], CGPoint(x: 50, y: 60), 1e-9))
    }

    @Test func aWholeTurnIsFourQuartersBackToTheStart() {
        var p = Path()
        p.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        let points = ends(p)
        #expect(points.count == 5 && close(points[4], CGPoint(x: 5, y: 0), 1e-9))
        // An arc added after a point starts with a line to the arc's start.
        var q = Path()
        q.move(to: CGPoint(x: -20, y: 0))
        q.addArc(center: .zero, radius: 5, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        guard case .line(let joined) = q.elements[1] else { Issue.record("\(q.elements)"); return }
        #expect(close(joined, CGPoint(x: -5, y: 0), 1e-9))
        #expect(close(q.currentPoint, CGPoint(x: 0, y: -5), 1e-9))
    }

    @Test func anArcTangentToTwoLinesRoundsTheCorner() {
        // From (0, 0) towards the corner (10, 0), then down to (10, 10), radius 5: a line to (5, 0), then the
        // quarter circle about (5, 5) to (10, 5).
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        let points = ends(p)
        #expect(close(points[1], CGPoint(x: 5, y: 0), 1e-9))
        #expect(close(points.last, CGPoint(x: 10, y: 5), 1e-9))
        // Collinear points: just the line to the first.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    @Test func boundingRectsAreTightAroundCurves() {
        // The ellipse's extremes are its four on-curve points; its controls (outside) do not count.
        expectFrame(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect, rect(10, 20, 30, 40))
        // A quadratic from (0, 0) to (20, 0) controlled by (10, 20) peaks at t = ½: y = 2·½·½·20 = 10.
        var q = Path()
        q.move(to: .zero)
        q.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        expectFrame(q.boundingRect, rect(0, 0, 20, 10))
        #expect(Path().boundingRect.isNull)
    }

    @Test func transformsMapEveryPoint() {
        let turned = Path(CGRect(x: 0, y: 0, width: 2, height: 1)).applying(CGAffineTransform(rotationAngle: .pi / 2))
        // A quarter turn maps (x, y) to (−y, x): the corner (2, 0) goes to (0, 2).
        #expect(close(ends(turned)[1], CGPoint(x: 0, y: 2), 1e-12))
        var added = Path()
        added.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(translationX: 5, y: 7))
        expectFrame(added.boundingRect, rect(5, 7, 1, 1))
        let scaled = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint(x: 0, y: 0).applying(scaled) == CGPoint(x: 2, y: 3))
        #expect(CGPoint(x: 4, y: 9).applying(scaled.inverted()) == CGPoint(x: 1, y: 2))
    }

    @Test func trimmingARectangleCutsAtLengths() {
        // A 100 × 50 rectangle is 300 pt round, starting at its top-left corner clockwise: half of it is the
        // top (100) and the right side (50), ending at the bottom-right corner.
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        let half = rect.trimmedPath(from: 0, to: 0.5)
        #expect(ends(half) == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
        // From 75 pt (on the top) to 150.
        let middle = rect.trimmedPath(from: 0.25, to: 0.5)
        #expect(ends(middle) == [CGPoint(x: 75, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
        // The closing side counts: 90 % is 270 pt, 20 pt up the left side from the bottom-left corner.
        #expect(close(ends(rect.trimmedPath(from: 0, to: 0.9)).last, CGPoint(x: 0, y: 30), 1e-9))
        #expect(rect.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(rect.trimmedPath(from: -1, to: 2) == rect)
    }

    @Test func trimmingACircleFollowsItsLength() {
        // Four equal quarter arcs from the rightmost point, clockwise on screen: a quarter ends exactly at the
        // bottom; an eighth at 45°, where the symmetric first arc is halfway (its Bézier radius there is
        // r × 1.000272, the approximation's error).
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(ends(circle.trimmedPath(from: 0, to: 0.25)).last, CGPoint(x: 50, y: 100), 1e-6))
        let eighth = ends(circle.trimmedPath(from: 0, to: 0.125)).last!
        let r = 50 * 1.000272
        #expect(close(eighth, CGPoint(x: 50 + r * cos(.pi / 4), y: 50 + r * sin(.pi / 4)), 0.01))
        // The length is the Bézier circle's, within 0.03 % of 2πr.
        #expect(abs(circle.length - 2 * .pi * 50) < 0.0003 * 2 * .pi * 50)
    }

    @Test func unevenCornersTakeTheirOwnRadii() {
        // Only the top-leading corner is rounded (circular, 10): the path passes through the three square
        // corners and starts 10 pt along the top.
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
                     cornerRadii: RectangleCornerRadii(topLeading: 10), style: .circular)
        let points = ends(p)
        #expect(close(points[0], CGPoint(x: 10, y: 0)))
        for corner in [CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50)] {
            #expect(points.contains(corner), "\(corner)")
        }
        #expect(close(points.last, CGPoint(x: 10, y: 0)))
        // Nothing else: the start, three square corners, the top of the left side, the arc's end.
        #expect(points.count == 6)
        #expect(close(points[4], CGPoint(x: 0, y: 10)))
    }
}
