import Foundation

/// A 2D shape: a view that draws a path in the rectangle it is given.
///
/// SwiftUI: shapes accept any proposal, and a nil dimension becomes 10 pt (`replacingUnspecifiedDimensions`).
/// Drawn filled with the foreground style unless `fill`/`stroke` says otherwise.
public protocol Shape: View where Body == Never {
    /// The outline in `rect`, in the same coordinates as `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape chooses for `proposal`. Default: the proposal with nil replaced by 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Fills the shape with `content` (a colour).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> some View {
        ShapeView(shape: AnyShape(self), fill: AnyShapeStyle(content), stroke: nil, inset: false, name: Self.name)
    }

    /// Strokes the outline centred on the path with `lineWidth` points (a negative or non-finite width is
    /// reported and 1 used).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        let (width, problems) = ArgumentProblems.checking { $0.size(lineWidth, "lineWidth", kind: "line width", fallback: 1) }
        return ShapeView(shape: AnyShape(self), fill: nil, stroke: (AnyShapeStyle(content), width), inset: false,
                         name: Self.name, problems: problems)
    }

    /// Strokes the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { stroke(ForegroundStyle(), lineWidth: lineWidth) }

    /// Strokes inside the shape's frame, so the whole line width stays within it.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> some View {
        let (width, problems) = ArgumentProblems.checking { $0.size(lineWidth, "lineWidth", kind: "line width", fallback: 1) }
        return ShapeView(shape: AnyShape(self), fill: nil, stroke: (AnyShapeStyle(content), width), inset: true,
                         name: Self.name, problems: problems)
    }

    static var name: String { String(describing: Self.self) }

    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeShapeNodes(inputs.context)) }

    func makeShapeNodes(_ context: ResolveContext) -> [ViewNode] {
        ShapeView(shape: AnyShape(self), fill: AnyShapeStyle(ForegroundStyle()), stroke: nil, inset: false,
                  name: Self.name).makeNodes(context)
    }
}

/// A shape with its fill and stroke resolved.
struct ShapeView: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let shape: AnyShape
    let fill: AnyShapeStyle?
    let stroke: (AnyShapeStyle, CGFloat)?
    let inset: Bool
    let name: String
    var problems = ArgumentProblems()

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let leaf = ShapeLeaf(shape: shape, fill: fill?.resolveColor(in: env),
                             stroke: stroke.map { ShapeLeaf.Stroke(color: $0.0.resolveColor(in: env), width: $0.1,
                                                                   inset: inset) })
        let node = ViewNode(name: name, leaf: leaf)
        node.resolveDiagnostics = problems.diagnostics
        return [node]
    }
}

/// A shape as a layout leaf.
struct ShapeLeaf: LeafView {
    struct Stroke {
        let color: RGBA
        let width: CGFloat
        let inset: Bool
    }

    let shape: AnyShape
    let fill: RGBA?
    let stroke: Stroke?

    init(shape: AnyShape, fill: RGBA?, stroke: Stroke?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }

    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize { shape.sizeThatFits(proposal) }

    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing {
        var rect = frame
        if let stroke, stroke.inset { rect = rect.insetBy(dx: stroke.width / 2, dy: stroke.width / 2) }
        return .shape(ShapeDrawing(path: shape.path(in: rect), fill: fill,
                                   stroke: stroke.map { .init(color: $0.color, width: $0.width) }))
    }
}

/// A type-erased shape.
public struct AnyShape: Shape, @unchecked Sendable {
    private let makePath: (CGRect) -> Path
    private let fitting: (ProposedViewSize) -> CGSize

    public init<S: Shape>(_ shape: S) {
        makePath = shape.path(in:)
        fitting = shape.sizeThatFits(_:)
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fitting(proposal) }
}

/// How rounded corners are drawn. Layoutshot draws both as circular arcs.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
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

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

/// A circle centred in its frame with the diameter of the frame's shorter side.
public struct Circle: Shape {
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
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
