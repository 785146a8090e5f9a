import Foundation

/// SwiftUI's `Canvas`: a view that draws with a `GraphicsContext` in its final size. Sized as a shape: the
/// offer, 10 pt on an axis offered nil **[I]**. Its renderer runs when the view is drawn, with the frame's
/// size; fills and strokes of paths with colours, styles and gradients are drawn, in order, with the
/// context's transform and opacity. Differences (**[I]**): text, images and symbols drawn into a context,
/// clipping, filters and blend modes are not drawn; a scaled context does not scale stroke widths.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewNode(name: "Canvas", leaf: CanvasLeaf(renderer: renderer, environment: context.environment))]
    }
}

/// How a canvas blends colours: accepted, drawn in sRGB.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// SwiftUI's `GraphicsContext`: what a `Canvas` renderer draws with. Coordinates are the canvas's own, in
/// points, (0, 0) top-leading, transformed by `transform`.
public struct GraphicsContext {
    /// What a fill or stroke is painted with.
    public struct Shading {
        enum Kind {
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
    }

    /// How a gradient continues past its ends: accepted, the end colours continue.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A filter (`addFilter`): accepted, not drawn.
    public struct Filter {
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
    }
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }
    /// How colours combine: accepted, drawn as `.normal`.
    public struct BlendMode: Hashable, Sendable {
        let name: String
        public static let normal = BlendMode(name: "normal")
        public static let multiply = BlendMode(name: "multiply")
        public static let screen = BlendMode(name: "screen")
        public static let overlay = BlendMode(name: "overlay")
        public static let plusLighter = BlendMode(name: "plusLighter")
        public static let sourceAtop = BlendMode(name: "sourceAtop")
        public static let destinationOut = BlendMode(name: "destinationOut")
    }

    /// The opacity every drawing is made with (multiplied into its colours).
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// Canvas coordinates → the canvas's own, applied to every path drawn.
    public var transform: CGAffineTransform = .identity
    public var environment: EnvironmentValues
    let recorder: CanvasRecorder
    /// The canvas's own coordinates → root coordinates (its frame's origin), applied after `transform`.
    let origin: CGAffineTransform

    init(environment: EnvironmentValues, recorder: CanvasRecorder, origin: CGPoint) {
        self.environment = environment
        self.recorder = recorder
        self.origin = CGAffineTransform(translationX: origin.x, y: origin.y)
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Fills `path` (its inside by `style`'s rule) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path, shading, .fill(style))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(path, shading, .stroke(style, antialiased: true))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Runs `content` with a copy of this context (its transform and opacity changes stay inside).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    /// Text drawn into a canvas: not drawn **[I]**.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Images drawn into a canvas: not drawn **[I]**.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

    private func record(_ path: Path, _ shading: Shading, _ style: ShapeDrawing.Style) {
        let toRoot = transform.concatenating(origin)
        let placed = path.applying(toRoot)
        func stops(_ gradient: Gradient) -> [GradientStop] {
            gradient.resolvedStops(in: environment, level: 0, space: .device).stops.multiplyingAlpha(opacity)
        }
        let paint: Paint
        switch shading.kind {
        case .style(let style):
            paint = style._paint(in: environment, level: 0).multiplyingOpacity(opacity).paint(in: placed.boundingRect)
        case .linear(let gradient, let start, let end):
            paint = .linearGradient(stops: stops(gradient), start: start.applying(toRoot), end: end.applying(toRoot))
        case .radial(let gradient, let center, let startRadius, let endRadius):
            paint = .radialGradient(stops: stops(gradient), center: center.applying(toRoot), startRadius: startRadius,
                                    endRadius: endRadius)
        }
        recorder.layers.append(ShapeDrawing.Layer(path: placed, paint: paint, style: style))
    }
}

/// The layers a renderer drew, shared by the copies of its context.
final class CanvasRecorder {
    var layers: [ShapeDrawing.Layer] = []
}

struct CanvasLeaf: LeafView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Runs the renderer in the frame's size, its drawings moved to the frame.
    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing {
        let recorder = CanvasRecorder()
        var context = GraphicsContext(environment: environment, recorder: recorder, origin: frame.origin)
        renderer(&context, frame.size)
        return .shape(ShapeDrawing(layers: recorder.layers))
    }
}
