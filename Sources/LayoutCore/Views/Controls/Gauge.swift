import Foundation

/// How a `Gauge` shows, made from its configuration: SwiftUI's `GaugeStyle`. The built-in styles
/// (`.automatic`, `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`, `.accessoryCircular`,
/// `.accessoryCircularCapacity`) conform, and so can a fixture's own type; `gaugeStyle(_:)` sets one for the
/// gauges in a view, the innermost winning (docs/BEHAVIOUR.md §22, "Styles").
public protocol GaugeStyle {
    /// The view a styled gauge is.
    associatedtype Body: View
    /// The styled gauge, from its value and labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` gets: the gauge's value as a fraction of its range and its labels, each drawn where the
/// style's body puts it, in the environment there.
public struct GaugeStyleConfiguration {
    /// The gauge's label, type-erased.
    public struct Label: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }
    /// The label of the current value, type-erased.
    public struct CurrentValueLabel: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }
    /// The label of the lower bound, type-erased.
    public struct MinimumValueLabel: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }
    /// The label of the upper bound, type-erased.
    public struct MaximumValueLabel: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }
    /// The labels of marked values, type-erased (Layoutshot's gauges take none: empty).
    public struct MarkedValueLabel: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The value as a fraction of the gauge's range: 0 at its lower bound, 1 at its upper (clamped).
    public var value: Double
    /// The gauge's label.
    public var label: Label
    /// The label of the current value, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The label of the lower bound, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The label of the upper bound, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
    /// The labels of the marked values.
    public var markedValueLabels: MarkedValueLabel

    init(value: Double, label: AnyView, current: AnyView?, minimum: AnyView?, maximum: AnyView?) {
        self.value = value
        self.label = Label(content: label)
        currentValueLabel = current.map { CurrentValueLabel(content: $0) }
        minimumValueLabel = minimum.map { MinimumValueLabel(content: $0) }
        maximumValueLabel = maximum.map { MaximumValueLabel(content: $0) }
        markedValueLabels = MarkedValueLabel(content: AnyView(EmptyView()))
    }
}

/// The built-in gauge styles, by name: what `Gauge` draws itself (`gaugeNodes`).
enum GaugeStyleKind: Hashable, Sendable {
    /// `linearCapacity` on iOS and macOS.
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

/// A built-in style, drawn by the gauge itself.
// Each conformance declares its own public makeBody: a public method of an internal protocol's extension
// would not link from a fixture compiled against the release library (its conformance is not exported).
protocol BuiltinGaugeStyle: GaugeStyle {
    var kind: GaugeStyleKind { get }
}

/// A built-in gauge style's body, for a declared style that calls the built-in's `makeBody(configuration:)`.
struct BuiltinGaugeBody: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let kind: GaugeStyleKind
    let configuration: GaugeStyleConfiguration

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let c = configuration
        return gaugeNodes(kind, fraction: c.value, label: AnyView(c.label), current: c.currentValueLabel.map { AnyView($0) },
                          minimum: c.minimumValueLabel.map { AnyView($0) }, maximum: c.maximumValueLabel.map { AnyView($0) },
                          context: context)
    }
}

/// The platform's: `linearCapacity`.
public struct DefaultGaugeStyle: BuiltinGaugeStyle {
    /// The gauge in this style: what a gauge set in it draws.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View {
        BuiltinGaugeBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: GaugeStyleKind { .automatic }
}
/// A bar filled to the value, the label above and the bounds' labels below.
public struct LinearCapacityGaugeStyle: BuiltinGaugeStyle {
    /// The gauge in this style: what a gauge set in it draws.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View {
        BuiltinGaugeBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: GaugeStyleKind { .linearCapacity }
}
/// A thinner bar with a marker at the value, between the bounds' labels.
public struct AccessoryLinearGaugeStyle: BuiltinGaugeStyle {
    /// The gauge in this style: what a gauge set in it draws.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View {
        BuiltinGaugeBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: GaugeStyleKind { .accessoryLinear }
}
/// A bar filled to the value, between the bounds' labels.
public struct AccessoryLinearCapacityGaugeStyle: BuiltinGaugeStyle {
    /// The gauge in this style: what a gauge set in it draws.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View {
        BuiltinGaugeBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: GaugeStyleKind { .accessoryLinearCapacity }
}
/// An open ring with a marker at the value, the current value inside.
public struct AccessoryCircularGaugeStyle: BuiltinGaugeStyle {
    /// The gauge in this style: what a gauge set in it draws.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View {
        BuiltinGaugeBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: GaugeStyleKind { .accessoryCircular }
}
/// A closed ring filled to the value, the current value inside.
public struct AccessoryCircularCapacityGaugeStyle: BuiltinGaugeStyle {
    /// The gauge in this style: what a gauge set in it draws.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View {
        BuiltinGaugeBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: GaugeStyleKind { .accessoryCircularCapacity }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

extension View {
    /// The style of gauges in this view: a built-in one or a declared style's body; the innermost set wins.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            if let builtin = style as? any BuiltinGaugeStyle {
                env.pushStyle(ControlStyle<GaugeStyleKind, GaugeStyleConfiguration>.builtin(builtin.kind))
            } else {
                env.pushStyle(ControlStyle<GaugeStyleKind, GaugeStyleConfiguration>.body { AnyView(style.makeBody(configuration: $0)) })
            }
        })
    }
}

/// A value in a range, shown as a level (docs/BEHAVIOUR.md §22; no public measurement exists, every size is
/// [I]). Linear styles: a bar as wide as offered with the label above; circular ones: a 56 pt ring with the
/// current value label inside.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let value: (Double, Double, Double)
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
                                 minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.value = (Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// A gauge with its label, current value label and the labels of its bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        self.init(value, bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var problems = ArgumentProblems()
        let fraction = controlFraction(value.0, in: value.1, value.2, "value", problems: &problems)
        let nodes: [ViewNode]
        switch context.environment.controlStyle(GaugeStyleKind.automatic, GaugeStyleConfiguration.self) {
        case .builtin(let kind):
            nodes = gaugeNodes(kind, fraction: fraction, label: AnyView(label), current: currentValueLabel.map { AnyView($0) },
                               minimum: minimumValueLabel.map { AnyView($0) }, maximum: maximumValueLabel.map { AnyView($0) },
                               context: context)
        case .body(let makeBody):
            let body = makeBody(GaugeStyleConfiguration(value: fraction, label: AnyView(label), current: currentValueLabel.map { AnyView($0) },
                                                        minimum: minimumValueLabel.map { AnyView($0) },
                                                        maximum: maximumValueLabel.map { AnyView($0) }))
            nodes = styleBodyNodes(body, kind: GaugeStyleKind.self, configuration: GaugeStyleConfiguration.self, name: "Gauge",
                                   context: context)
        }
        return reporting(problems, nodes)
    }

    /// A capsule bar, as wide as offered (nil: 10): filled with the tint to the value, or (`accessoryLinear`)
    /// a marker at the value.
    static func bar(fraction: Double, marker: Bool, env: EnvironmentValues) -> AnyView {
        let thickness = marker ? ControlMetrics.gaugeBar - 2 : ControlMetrics.gaugeBar
        return parts("GaugeBar", size: { proposal in CGSize(width: proposal.width ?? 10, height: thickness) }, frames: { s in
            let x = CGFloat(fraction) * s.width
            return [CGRect(origin: .zero, size: s),
                    marker ? CGRect(x: min(max(x - s.height / 2, 0), s.width - s.height), y: 0, width: s.height, height: s.height)
                        : CGRect(x: 0, y: 0, width: x, height: s.height)]
        }, [part("Capsule", Capsule(), fill: marker ? env.controlTint.opacity(0.35) : ControlColors.systemFill),
            part(marker ? "Circle" : "Capsule", marker ? AnyShape(Circle()) : AnyShape(Capsule()), fill: marker ? .primary : env.controlTint)])
    }

    /// A 56 pt ring. Capacity: a full circle track with the tint from twelve o'clock clockwise to the value.
    /// Otherwise: a 270° arc open at the bottom in the tint with a marker at the value.
    static func ring(fraction: Double, capacity: Bool, env: EnvironmentValues) -> AnyView {
        let side = ControlMetrics.circularGauge, width = ControlMetrics.circularGaugeRing
        let (start, sweep) = capacity ? (-Double.pi / 2, 2 * Double.pi) : (3 * Double.pi / 4, 3 * Double.pi / 2)
        func arc(_ from: Double, _ to: Double) -> PathShape {
            PathShape { rect in
                let radius = min(rect.width, rect.height) / 2 - width / 2
                var path = Path()
                guard to > from else { return path }
                path.addStrokedPolyline(Path.arcPoints(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, from: from, to: to),
                                        width: width)
                return path
            }
        }
        let end = start + sweep * fraction
        var list = [part("arc", arc(start, start + sweep), fill: capacity ? ControlColors.systemFill : env.controlTint.opacity(0.35))]
        if capacity {
            list.append(part("arc", arc(start, end), fill: env.controlTint))
        } else {
            let marker = PathShape { rect in
                let radius = min(rect.width, rect.height) / 2 - width / 2
                var path = Path()
                path.addStrokedPolyline([CGPoint(x: rect.midX + radius * CGFloat(cos(end)), y: rect.midY + radius * CGFloat(sin(end)))],
                                        width: width + 2)
                return path
            }
            list.append(part("marker", marker, fill: .primary))
        }
        return parts("GaugeRing", fixed: CGSize(width: side, height: side), list)
    }
}

/// A gauge in a built-in style (docs/BEHAVIOUR.md §22): the linear styles a bar as wide as offered with the
/// label (and the current value label, secondary) above and the bounds' labels (caption 2, secondary) below
/// or beside it; the circular ones a ring with the current value label (or the label, caption) inside.
func gaugeNodes(_ kind: GaugeStyleKind, fraction: Double, label: AnyView, current currentValueLabel: AnyView?, minimum: AnyView?,
                maximum: AnyView?, context: ResolveContext) -> [ViewNode] {
    typealias Drawing = Gauge<EmptyView, EmptyView, EmptyView, EmptyView>
    let env = context.environment
    let small = { (view: AnyView) in AnyView(view.font(.caption2).foregroundStyle(Color.secondary)) }
    let bounds = [minimum.map(small), maximum.map(small)]
    var style = kind
    if style == .automatic { style = .linearCapacity }
    let view: AnyView
    switch style {
    case .accessoryCircular, .accessoryCircularCapacity:
        let ring = Drawing.ring(fraction: fraction, capacity: style == .accessoryCircularCapacity, env: env)
        let inside = currentValueLabel.map { AnyView($0.font(.system(size: 17, weight: .medium))) } ?? AnyView(label.font(.caption))
        view = AnyView(LayoutContainer(layout: ZStackLayout(alignment: .center), content: PartList([ring, inside]), name: "Gauge"))
    case .automatic, .linearCapacity, .accessoryLinear, .accessoryLinearCapacity:
        let bar = Drawing.bar(fraction: fraction, marker: style == .accessoryLinear, env: env)
        var rows: [AnyView] = []
        let top = [label, currentValueLabel.map { AnyView($0.foregroundStyle(Color.secondary)) }].compactMap { $0 }
        rows.append(top.count == 1 ? top[0] : AnyView(HStack { top[0]; Spacer(minLength: 8); top[1] }))
        if let minimum = bounds[0], let maximum = bounds[1] {
            if style == .linearCapacity || style == .automatic {
                rows += [bar, AnyView(HStack { minimum; Spacer(minLength: 8); maximum })]
            } else {
                rows.append(AnyView(HStack(spacing: 6) { minimum; bar; maximum }))
            }
        } else {
            rows.append(bar)
        }
        view = AnyView(LayoutContainer(layout: VStackLayout(alignment: .leading, spacing: 4), content: PartList(rows), name: "Gauge"))
    }
    return dimmedIfDisabled(view.makeNodes(context), env)
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
                      BoundsLabel == AnyView, MarkedValueLabels == GaugeStyleConfiguration.MarkedValueLabel {
    /// The gauge a `GaugeStyle` is styling, made from its configuration inside the style's
    /// `makeBody(configuration:)`: drawn in the next style out, so that a style can add to another.
    public init(_ configuration: GaugeStyleConfiguration) {
        self.init(configuration.value, 0...1, label: configuration.label, current: configuration.currentValueLabel,
                  minimum: configuration.minimumValueLabel.map { AnyView($0) }, maximum: configuration.maximumValueLabel.map { AnyView($0) })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value, bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value, bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}
