import Foundation

/// An outline made of lines and cubic/quadratic Bézier curves, in points. Shapes produce paths; renderers
/// draw them.
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

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize) { addRoundedRect(in: rect, cornerSize: cornerSize) }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Builds a path with a closure, as SwiftUI's `Path { p in … }`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// A rectangle with elliptical corners; the corner size is clamped to half the rectangle (NaN is 0).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        func clamped(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value > 0 ? min(value, limit) : 0 }
        let rx = clamped(cornerSize.width, rect.width / 2)
        let ry = clamped(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let k = Path.kappa
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: CGPoint(x: x0 + rx, y: y0))
        addLine(to: CGPoint(x: x1 - rx, y: y0))
        addCurve(to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - rx + k * rx, y: y0),
                 control2: CGPoint(x: x1, y: y0 + ry - k * ry))
        addLine(to: CGPoint(x: x1, y: y1 - ry))
        addCurve(to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - ry + k * ry),
                 control2: CGPoint(x: x1 - rx + k * rx, y: y1))
        addLine(to: CGPoint(x: x0 + rx, y: y1))
        addCurve(to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + rx - k * rx, y: y1),
                 control2: CGPoint(x: x0, y: y1 - ry + k * ry))
        addLine(to: CGPoint(x: x0, y: y0 + ry))
        addCurve(to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + ry - k * ry),
                 control2: CGPoint(x: x0 + rx - k * rx, y: y0))
        closeSubpath()
    }

    /// An ellipse inscribed in `rect`, as four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let k = Path.kappa
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
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

    /// 4/3·(√2 − 1): the control-point distance that makes a cubic Bézier approximate a quarter circle.
    static let kappa: CGFloat = 0.5522847498
}
