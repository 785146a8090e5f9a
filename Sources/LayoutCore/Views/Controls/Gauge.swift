import Foundation

/// How a `Gauge` shows: SwiftUI's `GaugeStyle` (the built-in styles).
public protocol GaugeStyle {
    var _kind: GaugeStyleKind { get }
}

public enum GaugeStyleKind: Hashable, Sendable {
    /// `linearCapacity` on iOS and macOS.
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .automatic }
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .linearCapacity }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .accessoryLinear }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .accessoryLinearCapacity }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .accessoryCircular }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _kind: GaugeStyleKind { .accessoryCircularCapacity }
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
    /// The style of gauges in this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { modifier(EnvironmentModifier { $0.setStyle(style._kind) }) }
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
        let env = context.environment
        var problems = ArgumentProblems()
        let fraction = controlFraction(value.0, in: value.1, value.2, "value", problems: &problems)
        let small = { (view: BoundsLabel) in AnyView(view.font(.caption2).foregroundStyle(Color.secondary)) }
        let bounds = [minimumValueLabel.map(small), maximumValueLabel.map(small)]
        var style = env.style(GaugeStyleKind.automatic)
        if style == .automatic { style = .linearCapacity }
        let view: AnyView
        switch style {
        case .accessoryCircular, .accessoryCircularCapacity:
            let ring = Self.ring(fraction: fraction, capacity: style == .accessoryCircularCapacity, env: env)
            let inside = currentValueLabel.map { AnyView($0.font(.system(size: 17, weight: .medium))) } ?? AnyView(label.font(.caption))
            view = AnyView(LayoutContainer(layout: ZStackLayout(alignment: .center), content: PartList([ring, inside]), name: "Gauge"))
        case .automatic, .linearCapacity, .accessoryLinear, .accessoryLinearCapacity:
            let bar = Self.bar(fraction: fraction, marker: style == .accessoryLinear, env: env)
            var rows: [AnyView] = []
            let top = [AnyView(label), currentValueLabel.map { AnyView($0.foregroundStyle(Color.secondary)) }].compactMap { $0 }
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
        return reporting(problems, dimmedIfDisabled(view.makeNodes(context), env))
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
