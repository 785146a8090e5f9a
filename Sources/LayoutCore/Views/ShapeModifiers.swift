import Foundation

/// A shape cut to the part between two fractions of its outline's length (SwiftUI's `trim(from:to:)`,
/// `Path.trimmedPath(from:to:)`).
public struct _TrimmedShape<Content: Shape>: Shape, ShapeWrapper {
    let shape: Content
    let startFraction: CGFloat
    let endFraction: CGFloat
    var wrappedShapeName: String { shapeName(shape) }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// A shape mapped by a transform (`transform(_:)`); rotation, offset and scale are the usual ones.
public struct TransformedShape<Content: Shape>: Shape, ShapeWrapper {
    public var shape: Content
    public var transform: CGAffineTransform
    var wrappedShapeName: String { shapeName(shape) }

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// A shape turned by `angle` (clockwise on screen for positive angles) about a unit point of its bounds
/// (SwiftUI's `RotatedShape`); its frame is unchanged.
public struct RotatedShape<Content: Shape>: Shape, ShapeWrapper {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    var wrappedShapeName: String { shapeName(shape) }

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        var problems = ArgumentProblems()
        self.shape = shape
        self.angle = problems.angle(angle, "angle")
        self.anchor = problems.unitPoint(anchor, "anchor")
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians).about(anchor, in: rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape moved by an offset in points (SwiftUI's `OffsetShape`); its frame is unchanged.
public struct OffsetShape<Content: Shape>: Shape, ShapeWrapper {
    public var shape: Content
    public var offset: CGSize
    var wrappedShapeName: String { shapeName(shape) }

    public init(shape: Content, offset: CGSize) {
        var problems = ArgumentProblems()
        self.shape = shape
        self.offset = CGSize(width: problems.length(offset.width, "offset.width"), height: problems.length(offset.height, "offset.height"))
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape scaled about a unit point of its bounds (SwiftUI's `ScaledShape`); its frame is unchanged.
public struct ScaledShape<Content: Shape>: Shape, ShapeWrapper {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    var wrappedShapeName: String { shapeName(shape) }

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        var problems = ArgumentProblems()
        self.shape = shape
        self.scale = CGSize(width: problems.factor(scale.width, "scale.width"), height: problems.factor(scale.height, "scale.height"))
        self.anchor = problems.unitPoint(anchor, "anchor")
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension CGAffineTransform {
    /// This transform applied about the `anchor` point of `rect` (which stays where it is).
    func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let p = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(self).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }
}

extension Shape {
    /// The part of the outline from the fraction `startFraction` of its length to `endFraction` (both
    /// clamped into 0...1; nothing when start ≥ end). A circle's outline starts at its rightmost point
    /// and runs clockwise.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape turned by `angle` about `anchor` of its bounds; layout is unchanged.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape moved by `offset` points; layout is unchanged (SwiftUI's `Shape.offset`, which a shape
    /// takes instead of `View.offset`).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape scaled by `x` and `y` about `anchor` of its bounds; layout is unchanged.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape's path mapped by `transform` (in its bounds' coordinates).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
