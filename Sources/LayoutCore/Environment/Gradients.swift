import Foundation

/// Colours at locations from 0 to 1, as SwiftUI's `Gradient`. `init(colors:)` spaces them evenly.
/// Interpolated in sRGB as given (`.device`, SwiftUI's default) unless `colorSpace(.perceptual)` says
/// otherwise; locations outside 0...1 are clamped and stops are drawn in order of location (a stable sort,
/// [I]); NaN locations are 0 (reported).
public struct Gradient: Hashable, Sendable {
    /// A colour at a location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// 0...1 along the gradient.
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// How colours between stops are mixed.
    public struct ColorSpace: Hashable, Sendable {
        let perceptual: Bool
        /// Component by component in sRGB (the output colour space).
        public static let device = ColorSpace(perceptual: false)
        /// In a perceptual space (Oklab, [I]).
        public static let perceptual = ColorSpace(perceptual: true)
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// `colors` at even intervals: the first at 0, the last at 1 (one colour: at 0).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The gradient interpolated in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self, colorSpace: space) }

    /// The stops resolved in `environment` at hierarchical `level`, clamped, sorted, and — in a perceptual
    /// space — with 15 more stops between each pair, mixed in Oklab, so that a renderer that interpolates
    /// in sRGB draws the perceptual blend to within a fraction of a shade.
    func resolvedStops(in environment: EnvironmentValues, level: Int, space: ColorSpace) -> (stops: [GradientStop], diagnostics: [LayoutDiagnostic]) {
        var diagnostics: [LayoutDiagnostic] = []
        var problems = ArgumentProblems()
        var resolved = stops.map { stop -> GradientStop in
            let paint = stop.color._paint(in: environment, level: level)
            diagnostics += paint.diagnostics
            var location = Double(stop.location)
            if location.isNaN {
                problems.note("Invalid gradient stop location (NaN)", "location", stop.location, "used 0")
                location = 0
            }
            return GradientStop(color: paint.paint(in: .zero).firstColor, location: min(max(location, 0), 1))
        }
        diagnostics += problems.diagnostics
        resolved = resolved.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        guard space.perceptual, resolved.count > 1 else { return (resolved, diagnostics) }
        var blended: [GradientStop] = [resolved[0]]
        for (a, b) in zip(resolved, resolved.dropFirst()) {
            if b.location > a.location {
                for k in 1..<16 {
                    let t = Double(k) / 16
                    blended.append(GradientStop(color: ColorSpaces.mix(a.color, b.color, t, perceptual: true),
                                                location: a.location + (b.location - a.location) * t))
                }
            }
            blended.append(b)
        }
        return (blended, diagnostics)
    }
}

/// A gradient with its colour space, as SwiftUI's `AnyGradient` (`Color.gradient`, `Gradient.colorSpace`).
/// As a shape style it is a linear gradient from the top (0.5, 0) to the bottom (0.5, 1) of what it fills
/// ([C] Apple `AnyGradient`: "start-point [0.5, 0] and end-point [0.5, 1]").
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient
    let space: Gradient.ColorSpace

    public init(_ gradient: Gradient) { self.init(gradient, colorSpace: .device) }

    init(_ gradient: Gradient, colorSpace: Gradient.ColorSpace) {
        self.gradient = gradient
        space = colorSpace
    }

    /// The same gradient interpolated in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(gradient, colorSpace: space) }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        LinearGradient(gradient, space: space, startPoint: .top, endPoint: .bottom)._paint(in: environment, level: level)
    }
}

extension Color {
    /// A subtle gradient of this colour (SwiftUI's `Color.gradient`): from the colour mixed a fifth with
    /// white at the top to the colour itself at the bottom ([I]: Apple shows it, without numbers).
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mix(with: .white, by: 0.2, in: .device), self]))
    }
}

/// Colours along a line between two unit points of what it fills (SwiftUI's `LinearGradient`); as a view it
/// fills its frame.
public struct LinearGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var space: Gradient.ColorSpace
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    init(_ gradient: Gradient, space: Gradient.ColorSpace, startPoint: UnitPoint, endPoint: UnitPoint) {
        var problems = ArgumentProblems()
        self.gradient = gradient
        self.space = space
        self.startPoint = problems.unitPoint(startPoint, "startPoint")
        self.endPoint = problems.unitPoint(endPoint, "endPoint")
    }

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient, space: .device, startPoint: startPoint, endPoint: endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        let (stops, diagnostics) = gradient.resolvedStops(in: environment, level: level, space: space)
        return _StylePaint(.linear(stops, start: startPoint, end: endPoint), diagnostics: diagnostics)
    }
}

/// Colours on circles about a unit point of what it fills, from `startRadius` to `endRadius` points
/// (SwiftUI's `RadialGradient`); as a view it fills its frame. A negative or non-finite radius is reported
/// and 0 used.
public struct RadialGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var space: Gradient.ColorSpace
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    init(_ gradient: Gradient, space: Gradient.ColorSpace, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        var problems = ArgumentProblems()
        self.gradient = gradient
        self.space = space
        self.center = problems.unitPoint(center, "center")
        self.startRadius = problems.size(startRadius, "startRadius", kind: "gradient radius", fallback: 0)
        self.endRadius = problems.size(endRadius, "endRadius", kind: "gradient radius", fallback: 0)
    }

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient, space: .device, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        let (stops, diagnostics) = gradient.resolvedStops(in: environment, level: level, space: space)
        return _StylePaint(.radial(stops, center: center, startRadius: startRadius, endRadius: endRadius), diagnostics: diagnostics)
    }
}

/// Colours on ellipses shaped like what it fills, about a unit point (SwiftUI's `EllipticalGradient`):
/// location 0 on the ellipse whose radii are `startRadiusFraction` of the bounding rectangle's width and
/// height, 1 on `endRadiusFraction` (defaults 0 and 0.5: the ellipse inscribed in the rectangle). As a view
/// it fills its frame. A non-finite fraction is reported (0 or 0.5 used).
public struct EllipticalGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var space: Gradient.ColorSpace
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    init(_ gradient: Gradient, space: Gradient.ColorSpace, center: UnitPoint, startRadiusFraction: CGFloat,
         endRadiusFraction: CGFloat) {
        var problems = ArgumentProblems()
        self.gradient = gradient
        self.space = space
        self.center = problems.unitPoint(center, "center")
        self.startRadiusFraction = problems.size(startRadiusFraction, "startRadiusFraction", kind: "radius fraction", fallback: 0)
        self.endRadiusFraction = problems.size(endRadiusFraction, "endRadiusFraction", kind: "radius fraction", fallback: 0.5)
    }

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient, space: .device, center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        let (stops, diagnostics) = gradient.resolvedStops(in: environment, level: level, space: space)
        return _StylePaint(.elliptical(stops, center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction),
                           diagnostics: diagnostics)
    }
}

/// Colours by angle about a unit point of what it fills (SwiftUI's `AngularGradient`, a "conic" gradient):
/// location 0 at `startAngle`, 1 at `endAngle` (0° points right; angles grow clockwise on screen). A sweep of
/// more than a turn draws its last complete turn; a shorter one fills the rest of the turn with the last
/// and first colours, changing halfway across it (Apple). As a view it fills its frame. A non-finite angle
/// is reported and 0 used.
public struct AngularGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var space: Gradient.ColorSpace
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    init(_ gradient: Gradient, space: Gradient.ColorSpace, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        var problems = ArgumentProblems()
        self.gradient = gradient
        self.space = space
        self.center = problems.unitPoint(center, "center")
        self.startAngle = problems.angle(startAngle, "startAngle")
        self.endAngle = problems.angle(endAngle, "endAngle")
    }

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient, space: .device, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        let (stops, diagnostics) = gradient.resolvedStops(in: environment, level: level, space: space)
        return _StylePaint(.angular(stops, center: center, start: startAngle, end: endAngle), diagnostics: diagnostics)
    }
}

// As views, the gradients fill their frame (SwiftUI: each is a `View` "filling its bounds").
extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: styleViewNodes(self, "LinearGradient", inputs.context)) }
}

extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: styleViewNodes(self, "RadialGradient", inputs.context)) }
}

extension EllipticalGradient: View, PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: styleViewNodes(self, "EllipticalGradient", inputs.context))
    }
}

extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: styleViewNodes(self, "AngularGradient", inputs.context)) }
}

/// A style as a view: a rectangle filling the offer, painted with it.
func styleViewNodes<S: ShapeStyle>(_ style: S, _ name: String, _ context: ResolveContext) -> [ViewNode] {
    ShapeView(shape: AnyShape(Rectangle()), layers: [.fill(AnyShapeStyle(style), FillStyle())], name: name).makeNodes(context)
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient.gradient, space: gradient.space, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient.gradient, space: gradient.space, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient.gradient, space: gradient.space, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient.gradient, space: gradient.space, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient.gradient, space: gradient.space, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
