import Foundation

/// A 2D shape: a view that draws a path in the rectangle it is given.
///
/// SwiftUI: shapes accept any proposal, and a nil dimension becomes 10 pt (`replacingUnspecifiedDimensions`).
/// `path(in:)` is given the shape's own bounds — a rectangle at the origin, the size of its frame — and the
/// path is drawn where the frame is. Drawn filled with the foreground style unless `fill`/`stroke` says
/// otherwise.
public protocol Shape: View where Body == Never {
    /// The outline in `rect`, in the same coordinates as `rect` (its origin is (0, 0) when drawn).
    func path(in rect: CGRect) -> Path
    /// The size the shape chooses for `proposal`. Default: the proposal with nil replaced by 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether the path is mirrored in a right-to-left layout (SwiftUI 17: `.mirrors` by default, `.fixed`
    /// for the symmetric built-in shapes and `Path`).
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

/// Whether something mirrors horizontally in some layout direction (SwiftUI's `LayoutDirectionBehavior`).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)

    /// Mirrors in right-to-left layouts.
    public static let mirrors = LayoutDirectionBehavior.mirrors(in: .rightToLeft)

    func flips(in direction: LayoutDirection) -> Bool {
        if case .mirrors(let d) = self { return d == direction }
        return false
    }
}

/// A shape that can be inset, for `strokeBorder` (SwiftUI's `InsettableShape`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every side (negative: outset).
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: ShapeView(shape: AnyShape(self), layers: [.fill(AnyShapeStyle(ForegroundStyle()), FillStyle())],
                                      name: shapeName(self)).makeNodes(inputs.context))
    }
}

/// The name a shape's node gets: its type's, or for a shape modified by `trim`, `rotation`, `stroke` … the
/// shape it modifies.
func shapeName<S: Shape>(_ shape: S) -> String {
    shapeName(S.self, wrapper: isPlainShape(S.self) ? nil : shape as? any ShapeWrapper)
}

/// Whether `S` is `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule` or `Ellipse`: a plain shape (neither a
/// wrapper nor conditionally insettable), told by type comparison, as a cast to a protocol is a conformance
/// look-up that scans every conformance record the first time for each type.
func isPlainShape<S: Shape>(_: S.Type) -> Bool {
    S.self == Rectangle.self || S.self == RoundedRectangle.self || S.self == Circle.self || S.self == Capsule.self
        || S.self == Ellipse.self
}

/// `shapeName(_:)` for a caller that has cast the shape to `ShapeWrapper` already (`wrapper`: nil if it is not one).
func shapeName<S: Shape>(_ type: S.Type, wrapper: (any ShapeWrapper)?) -> String {
    // `_typeName` is what `String(describing:)` prints for a type, without its protocol and reflection
    // look-ups (1.4 % of a small render's instructions).
    wrapper?.wrappedShapeName ?? _typeName(type, qualified: false)
}

/// A shape made from another (`trim`, `rotation`, `offset`, `scale`, `inset`, `stroke(style:)`).
protocol ShapeWrapper {
    var wrappedShapeName: String { get }
    /// The line a `stroke(style:)` shape draws when filled; nil for the other wrappers. Asked of the wrapper,
    /// so that a plain shape costs one conformance look-up in `AnyShape.init`, not two.
    var strokeStyle: StrokeStyle? { get }
}

extension ShapeWrapper {
    var strokeStyle: StrokeStyle? { nil }
}

extension CGRect {
    /// The rectangle inset by `amount` on every side, never smaller than a point at its centre.
    func inset(by amount: CGFloat) -> CGRect {
        let w = max(width - 2 * amount, 0), h = max(height - 2 * amount, 0)
        return CGRect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}

/// A type-erased shape.
public struct AnyShape: Shape, @unchecked Sendable {
    private let makePath: (CGRect) -> Path
    private let fitting: (ProposedViewSize) -> CGSize
    /// The path inset by an amount, for shapes that can be inset.
    let insetPath: ((CGFloat, CGRect) -> Path)?
    /// The line a `stroke(style:)` shape draws when filled.
    let strokeStyle: StrokeStyle?
    let behavior: LayoutDirectionBehavior
    let name: String

    public init<S: Shape>(_ shape: S) {
        if let any = shape as? AnyShape {
            self = any
            return
        }
        makePath = shape.path(in:)
        fitting = shape.sizeThatFits(_:)
        behavior = shape.layoutDirectionBehavior
        // The plain built-in shapes by their type (`isPlainShape(_:)`).
        if let plain = AnyShape.plainInsetter(shape) {
            name = shapeName(S.self, wrapper: nil)
            strokeStyle = nil
            insetPath = plain
            return
        }
        let wrapper = shape as? any ShapeWrapper
        name = shapeName(S.self, wrapper: wrapper)
        strokeStyle = wrapper?.strokeStyle
        if let insettable = shape as? any InsettableShape {
            insetPath = AnyShape.insetter(insettable)
        } else {
            insetPath = nil
        }
    }

    /// The inset path of a `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule` or `Ellipse`; nil for any other shape.
    private static func plainInsetter<S: Shape>(_ shape: S) -> ((CGFloat, CGRect) -> Path)? {
        if let plain = shape as? Rectangle { return insetter(plain) }
        if let plain = shape as? RoundedRectangle { return insetter(plain) }
        if let plain = shape as? Circle { return insetter(plain) }
        if let plain = shape as? Capsule { return insetter(plain) }
        if let plain = shape as? Ellipse { return insetter(plain) }
        return nil
    }

    private static func insetter<S: InsettableShape>(_ shape: S) -> (CGFloat, CGRect) -> Path {
        { amount, rect in shape.inset(by: amount).path(in: rect) }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fitting(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }

    /// The path inset by `amount`: the shape's own inset where it has one, else its path in the inset
    /// rectangle.
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        guard amount != 0 else { return path(in: rect) }
        return insetPath?(amount, rect) ?? path(in: rect.inset(by: amount))
    }

    /// The path of the shape placed at `frame` (root coordinates): made in its own bounds (origin zero, the
    /// frame's size) as SwiftUI makes it, inset by `inset`, mirrored when `mirrors`, moved to the frame.
    func placedPath(in frame: CGRect, insetBy inset: CGFloat = 0, mirrors: Bool) -> Path {
        let bounds = CGRect(origin: .zero, size: frame.size)
        var p = path(in: bounds, insetBy: inset)
        if mirrors { p = p.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: bounds.width, ty: 0)) }
        return p.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    public struct _Inset: InsettableShape {
        var amount: CGFloat
        /// `ContainerRelativeShape`'s inset is this one under its own name.
        var wrappedShapeName = "Rectangle"
        public func path(in rect: CGRect) -> Path { Path(rect.inset(by: amount)) }
        public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount, wrappedShapeName: wrappedShapeName) }
    }
}

/// A rectangle with rounded corners (`.continuous` by default, as SwiftUI's).
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// A negative or non-finite radius is 0: reported to `ArgumentCheck.handler` where one is bound (a
    /// fixture's warning), and in any case drawn square, as `Path` clamps every corner into 0…half a side.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        var problems = ArgumentProblems()
        self.cornerSize = CGSize(width: problems.size(cornerSize.width, "cornerRadius", kind: "corner radius", fallback: 0),
                                 height: problems.size(cornerSize.height, "cornerRadius", kind: "corner radius", fallback: 0))
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    /// Inset by `amount`, with the corners shrunk by it too, so that the inset outline runs parallel to
    /// this one ([D] DanceUI `RoundedRectangle._Inset`).
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    public struct _Inset: InsettableShape {
        var base: RoundedRectangle
        var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let size = CGSize(width: max(base.cornerSize.width - amount, 0), height: max(base.cornerSize.height - amount, 0))
            return Path(roundedRect: rect.inset(by: amount), cornerSize: size, style: base.style)
        }
        public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

/// A rectangle with its own radius at each corner (SwiftUI's `UnevenRoundedRectangle`). Leading corners are
/// on the left; in a right-to-left layout the shape mirrors, so they are on the right. Negative or
/// non-finite radii are reported and 0 used.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        var problems = ArgumentProblems()
        func check(_ r: CGFloat, _ name: String) -> CGFloat { problems.size(r, name, kind: "corner radius", fallback: 0) }
        self.cornerRadii = RectangleCornerRadii(topLeading: check(cornerRadii.topLeading, "topLeadingRadius"),
                                                bottomLeading: check(cornerRadii.bottomLeading, "bottomLeadingRadius"),
                                                bottomTrailing: check(cornerRadii.bottomTrailing, "bottomTrailingRadius"),
                                                topTrailing: check(cornerRadii.topTrailing, "topTrailingRadius"))
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    public struct _Inset: InsettableShape {
        var base: UnevenRoundedRectangle
        var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let r = base.cornerRadii
            func less(_ v: CGFloat) -> CGFloat { max(v - amount, 0) }
            return Path(roundedRect: rect.inset(by: amount),
                        cornerRadii: RectangleCornerRadii(topLeading: less(r.topLeading), bottomLeading: less(r.bottomLeading),
                                                          bottomTrailing: less(r.bottomTrailing), topTrailing: less(r.topTrailing)),
                        style: base.style)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

/// A circle centred in its frame with the diameter of the frame's shorter side.
public struct Circle: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// SwiftUI: a circle fits itself into the proposal and reports its square (nil → 10).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    public struct _Inset: InsettableShape {
        var amount: CGFloat
        public func path(in rect: CGRect) -> Path { Circle().path(in: rect.inset(by: amount)) }
        public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { Circle().sizeThatFits(proposal) }
        public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: amount) }

    public struct _Inset: InsettableShape {
        var style: RoundedCornerStyle
        var amount: CGFloat
        public func path(in rect: CGRect) -> Path { Capsule(style: style).path(in: rect.inset(by: amount)) }
        public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: self.amount + amount) }
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    public struct _Inset: InsettableShape {
        var amount: CGFloat
        public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.inset(by: amount)) }
        public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

/// The shape of the container the view is in, inset to the view (SwiftUI's `ContainerRelativeShape`, used
/// in widgets). Layoutshot has no container shapes (`containerShape(_:)` is not modelled), so it is what
/// SwiftUI draws when no container shape was defined: a rectangle ([C] Apple: "If no container shape was
/// defined, is replaced by a rectangle").
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public func inset(by amount: CGFloat) -> Rectangle._Inset { Rectangle._Inset(amount: amount, wrappedShapeName: "ContainerRelativeShape") }
}

// An inset shape's node is named after the shape it insets, as the other shape modifiers' are.
extension Rectangle._Inset: ShapeWrapper {}
extension RoundedRectangle._Inset: ShapeWrapper { var wrappedShapeName: String { "RoundedRectangle" } }
extension UnevenRoundedRectangle._Inset: ShapeWrapper { var wrappedShapeName: String { "UnevenRoundedRectangle" } }
extension Circle._Inset: ShapeWrapper { var wrappedShapeName: String { "Circle" } }
extension Capsule._Inset: ShapeWrapper { var wrappedShapeName: String { "Capsule" } }
extension Ellipse._Inset: ShapeWrapper { var wrappedShapeName: String { "Ellipse" } }

extension Path: Shape {
    public typealias Body = Never
    /// A path is drawn as it is, in its frame's coordinates, whatever the frame's size.
    public func path(in rect: CGRect) -> Path { self }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (a rectangle here).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
