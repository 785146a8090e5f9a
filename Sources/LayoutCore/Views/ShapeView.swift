import Foundation

/// One fill or stroke of a shape before its style is resolved.
enum ShapeLayerSpec {
    case fill(AnyShapeStyle, FillStyle)
    /// `inset`: `strokeBorder`, the outline inset by half the line width first.
    case stroke(AnyShapeStyle, StrokeStyle, inset: Bool, antialiased: Bool)
}

/// A shape filled and/or stroked (SwiftUI 17's `_ShapeView`): `fill`, `stroke` and `strokeBorder` on it add
/// a layer drawn over the ones before (`Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`).
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    public typealias Body = Never
    let shape: Content
    var layers: [ShapeLayerSpec]
    var problems = ArgumentProblems()

    init(shape: Content, layers: [ShapeLayerSpec], problems: ArgumentProblems = ArgumentProblems()) {
        self.shape = shape
        self.layers = layers
        self.problems = problems
    }

    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        ShapeView(shape: AnyShape(shape), layers: layers, name: shapeName(shape), problems: problems).makeNodes(context)
    }

    private func adding(_ layer: ShapeLayerSpec, _ more: ArgumentProblems = ArgumentProblems()) -> _ShapeView {
        var copy = self
        copy.layers.append(layer)
        copy.problems.formUnion(more)
        return copy
    }

    /// Fills the shape over what is drawn so far.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView {
        adding(.fill(AnyShapeStyle(content), style))
    }

    /// Strokes the outline (centred on it) over what is drawn so far.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        adding(.stroke(AnyShapeStyle(content), style, inset: false, antialiased: antialiased))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView {
        let (style, problems) = ArgumentProblems.checking { StrokeStyle.checked(lineWidth: lineWidth, &$0) }
        return adding(.stroke(AnyShapeStyle(content), style, inset: false, antialiased: antialiased), problems)
    }

    /// Strokes inside the outline, over what is drawn so far.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> _ShapeView {
        adding(.stroke(AnyShapeStyle(content), style, inset: true, antialiased: antialiased))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView {
        let (style, problems) = ArgumentProblems.checking { StrokeStyle.checked(lineWidth: lineWidth, &$0) }
        return adding(.stroke(AnyShapeStyle(content), style, inset: true, antialiased: antialiased), problems)
    }
}

extension StrokeStyle {
    /// A plain line of `lineWidth`, checked (negative or non-finite: reported, 1).
    static func checked(lineWidth: CGFloat, _ problems: inout ArgumentProblems) -> StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dash: [], dashPhase: 0,
                    problems: &problems)
    }
}

extension Shape {
    /// Fills the shape with `content` (SwiftUI: `fill(_:style:)`, the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, layers: [.fill(AnyShapeStyle(content), style)])
    }

    /// Fills the shape with the foreground style and `style`'s rule.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> { fill(ForegroundStyle(), style: style) }

    /// Strokes the outline centred on the path with `style` (line width, caps, joins, dashes).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, layers: [.stroke(AnyShapeStyle(content), style, inset: false, antialiased: antialiased)])
    }

    /// Strokes the outline centred on the path with `lineWidth` points (a negative or non-finite width is
    /// reported and 1 used).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        let (style, problems) = ArgumentProblems.checking { StrokeStyle.checked(lineWidth: lineWidth, &$0) }
        return _ShapeView(shape: self, layers: [.stroke(AnyShapeStyle(content), style, inset: false, antialiased: antialiased)],
                          problems: problems)
    }

    /// The shape's outline stroked with `style`, as a shape: filled (by default with the foreground style)
    /// it draws the line (SwiftUI: `stroke(style:)` returns a shape).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The outline stroked `lineWidth` points wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        var problems = ArgumentProblems()
        return _StrokedShape(shape: self, style: StrokeStyle.checked(lineWidth: lineWidth, &problems))
    }

    /// Strokes inside the shape's frame, so the whole line stays within it: an `InsettableShape` is inset by
    /// half the line width (`inset(by:)`), any other shape is drawn in its frame inset by that much
    /// (Layoutshot's, for shapes SwiftUI would not compile this for).
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, layers: [.stroke(AnyShapeStyle(content), style, inset: true, antialiased: antialiased)])
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView<Self> {
        let (style, problems) = ArgumentProblems.checking { StrokeStyle.checked(lineWidth: lineWidth, &$0) }
        return _ShapeView(shape: self, layers: [.stroke(AnyShapeStyle(content), style, inset: true, antialiased: antialiased)],
                          problems: problems)
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }
}

/// A shape's outline stroked, as a shape (`stroke(style:)`, `stroke(lineWidth:)`): filling it draws the
/// line. Its `path(in:)` is the shape's own outline — Layoutshot does not compute the outline of a line, so
/// clipping to a stroked shape clips to the shape's inside (docs/BEHAVIOUR.md, known differences).
public struct _StrokedShape<Content: Shape>: Shape, ShapeWrapper {
    let shape: Content
    let style: StrokeStyle
    var strokeStyle: StrokeStyle? { style }
    var wrappedShapeName: String { shapeName(shape) }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

/// A shape with its layers, type-erased, ready to resolve.
struct ShapeView: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let shape: AnyShape
    let layers: [ShapeLayerSpec]
    let name: String
    var problems = ArgumentProblems()

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var diagnostics = problems.diagnostics
        let resolved = layers.map { spec -> ShapeLeaf.Layer in
            switch spec {
            case .fill(let style, let fill):
                let paint = style._paint(in: env, level: 0)
                diagnostics += paint.diagnostics
                // A stroked shape filled draws its line.
                if let stroke = shape.strokeStyle {
                    return ShapeLeaf.Layer(paint: paint, style: .stroke(stroke, antialiased: fill.isAntialiased), inset: 0)
                }
                return ShapeLeaf.Layer(paint: paint, style: .fill(fill), inset: 0)
            case .stroke(let style, let stroke, let inset, let antialiased):
                let paint = style._paint(in: env, level: 0)
                diagnostics += paint.diagnostics
                return ShapeLeaf.Layer(paint: paint, style: .stroke(stroke, antialiased: antialiased),
                                       inset: inset ? stroke.lineWidth / 2 : 0)
            }
        }
        let leaf = ShapeLeaf(shape: shape, layers: resolved,
                             mirrors: shape.layoutDirectionBehavior.flips(in: env.layoutDirection))
        let node = ViewNode(name: name, leaf: leaf)
        node.resolveDiagnostics = diagnostics
        return [node]
    }
}

/// A shape as a layout leaf.
struct ShapeLeaf: LeafView {
    struct Layer {
        let paint: _StylePaint
        let style: ShapeDrawing.Style
        /// How far the outline is inset first (a `strokeBorder`: half the line width).
        let inset: CGFloat
    }

    let shape: AnyShape
    let layers: [Layer]
    /// Mirror the path horizontally in its frame (a right-to-left layout, a shape that mirrors).
    let mirrors: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize { shape.sizeThatFits(proposal) }

    /// The shape's path in its own bounds (origin zero, the frame's size), as SwiftUI gives it, moved to the
    /// frame; paints are laid over the frame.
    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing {
        // Layers sharing an inset share a path. A shape has a layer or two: a list searched by `==` (as a
        // dictionary's keys compare) saves the dictionary and its hashing.
        var paths: [(inset: CGFloat, path: Path)] = []
        var drawn: [ShapeDrawing.Layer] = []
        drawn.reserveCapacity(layers.count)
        for layer in layers {
            let path: Path
            if let known = paths.first(where: { $0.inset == layer.inset }) {
                path = known.path
            } else {
                path = shape.placedPath(in: frame, insetBy: layer.inset, mirrors: mirrors)
                paths.append((layer.inset, path))
            }
            drawn.append(ShapeDrawing.Layer(path: path, paint: layer.paint.paint(in: frame), style: layer.style))
        }
        return .shape(ShapeDrawing(layers: drawn))
    }
}
