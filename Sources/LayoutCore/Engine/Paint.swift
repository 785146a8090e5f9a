import Foundation

/// One colour of a gradient at a location along it (0 at its start, 1 at its end), resolved.
public struct GradientStop: Sendable, Hashable {
    public var color: RGBA
    /// 0...1 along the gradient.
    public var location: Double

    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}

/// What a shape, a text or a border is painted with, resolved to plain data: a colour, a gradient whose
/// geometry is in root coordinates (points, y down, as the frame tree's), or a tiled image. A shape
/// style (`ShapeStyle`) becomes one when the view it paints is placed: its unit points are mapped into the
/// bounding rectangle of what it fills, as SwiftUI maps them (docs/BEHAVIOUR.md §8). Renderers draw it
/// exactly; it moves with its node.
public enum Paint: Sendable, Hashable {
    case color(RGBA)
    /// Colours along the line from `start` to `end`, constant on lines across it, the end colours beyond
    /// either end (SwiftUI's `LinearGradient`).
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    /// Colours on circles about `center`, from `startRadius` to `endRadius` points, the end colours inside
    /// and beyond (`RadialGradient`).
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colours on ellipses about `center` shaped like the bounding rectangle: location 0 on the ellipse of
    /// radii `radii × startFraction`, 1 on `radii × endFraction`, where `radii` is the rectangle's size
    /// (`EllipticalGradient`).
    case ellipticalGradient(stops: [GradientStop], center: CGPoint, radii: CGSize, startFraction: CGFloat,
                            endFraction: CGFloat)
    /// Colours by angle about `center`: location 0 at `startAngle`, 1 at `endAngle` (radians, 0 pointing
    /// right, growing clockwise on screen; `endAngle - startAngle` is in (0, 2π]); the rest of a turn goes
    /// from the last colour back to the first, changing halfway (`AngularGradient`).
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// An image tiled from `origin` (`ImagePaint`).
    case image(ImageTile)

    /// The colour of a solid paint; a gradient's first stop; an image's nothing (clear).
    public var firstColor: RGBA {
        switch self {
        case .color(let c): return c
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _),
             .angularGradient(let stops, _, _, _):
            return stops.first?.color ?? .clear
        case .image: return .clear
        }
    }

    /// The same paint moved by (dx, dy) points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Paint {
        func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        switch self {
        case .color: return self
        case .linearGradient(let stops, let start, let end): return .linearGradient(stops: stops, start: m(start), end: m(end))
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(stops: stops, center: m(center), startRadius: r0, endRadius: r1)
        case .ellipticalGradient(let stops, let center, let radii, let f0, let f1):
            return .ellipticalGradient(stops: stops, center: m(center), radii: radii, startFraction: f0, endFraction: f1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(stops: stops, center: m(center), startAngle: a0, endAngle: a1)
        case .image(var tile):
            tile.origin = m(tile.origin)
            return .image(tile)
        }
    }
}

/// A bitmap repeated in both directions: the `sourceRect` part of the image (in its unit square), drawn
/// `size` points large with its top-left corner at `origin`, then every `size` further.
public struct ImageTile: Sendable, Hashable {
    public var asset: ImageAsset
    /// The part of the image used, in its unit square ((0, 0, 1, 1): all of it).
    public var sourceRect: CGRect
    /// The size of one tile in points.
    public var size: CGSize
    /// Where a tile's top-left corner is, in root coordinates.
    public var origin: CGPoint

    public init(asset: ImageAsset, sourceRect: CGRect, size: CGSize, origin: CGPoint) {
        self.asset = asset
        self.sourceRect = sourceRect
        self.size = size
        self.origin = origin
    }
}

extension RGBA {
    /// The colour with its opacity multiplied by `factor`.
    public func withOpacity(_ factor: Double) -> RGBA { multiplyingAlpha(factor) }
}

extension Array where Element == GradientStop {
    /// The stops with each colour's alpha times `factor`.
    func multiplyingAlpha(_ factor: Double) -> [GradientStop] {
        map { GradientStop(color: $0.color.multiplyingAlpha(factor), location: $0.location) }
    }
}
