import Foundation

/// An angle, as SwiftUI's `Angle`: `.degrees(45)`, `.radians(.pi / 2)`.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
}

/// A drawing-only rotation and scale about an anchor of the node's frame (`rotationEffect`, `scaleEffect`).
/// Layout never sees it: the frame, and so the debug outline of the view it is applied to, stay where
/// layout put them (SwiftUI: "rotation effects don't change the layout of the view"; the classic border lesson).
public struct DrawingTransform: Hashable, Sendable {
    public var rotation: Angle
    /// Horizontal and vertical factors (negative flips).
    public var scale: CGSize
    /// The fixed point, as a unit point of the frame.
    public var anchor: UnitPoint

    public init(rotation: Angle = .zero, scale: CGSize = CGSize(width: 1, height: 1), anchor: UnitPoint = .center) {
        self.rotation = rotation
        self.scale = scale
        self.anchor = anchor
    }

    /// The affine map (x′ = a·x + c·y + tx, y′ = b·x + d·y + ty) in canvas points for a node at `frame`:
    /// scale, then rotate (clockwise for positive angles, y pointing down), both about the anchor point.
    public func matrix(in frame: CGRect) -> (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let px = Double(frame.minX + anchor.x * frame.width), py = Double(frame.minY + anchor.y * frame.height)
        let cosine = cos(rotation.radians), sine = sin(rotation.radians)
        let sx = Double(scale.width), sy = Double(scale.height)
        let a = cosine * sx, b = sine * sx, c = -sine * sy, d = cosine * sy
        return (a, b, c, d, px - a * px - c * py, py - b * px - d * py)
    }
}

extension View {
    /// Draws the view rotated by `angle` about `anchor` (clockwise for positive angles); layout is unchanged.
    /// SwiftUI: `rotationEffect(_:anchor:)`.
    /// A non-finite angle or anchor is reported (0, the centre).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let (transform, problems) = ArgumentProblems.checking {
            DrawingTransform(rotation: $0.angle(angle, "angle"), anchor: $0.unitPoint(anchor, "anchor"))
        }
        return modifier(DecorationModifier { _ in .transform(transform) }, reporting: problems)
    }

    /// Draws the view scaled by `scale` about `anchor`; layout is unchanged. SwiftUI: `scaleEffect(_:anchor:)`.
    /// A non-finite factor is reported and 1 used; 0 collapses the drawing, negative flips it.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        let (transform, problems) = ArgumentProblems.checking {
            DrawingTransform(scale: CGSize(width: $0.factor(scale.width, "scale.width"), height: $0.factor(scale.height, "scale.height")),
                             anchor: $0.unitPoint(anchor, "anchor"))
        }
        return modifier(DecorationModifier { _ in .transform(transform) }, reporting: problems)
    }

    /// Draws the view scaled by `s` on both axes about `anchor`; layout is unchanged.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`; layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
