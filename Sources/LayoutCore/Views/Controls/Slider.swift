import Foundation

/// A value in a range, shown by a thumb on a track (docs/BEHAVIOUR.md §22): as wide as it is offered (nil:
/// the thumb's diameter), the track filled with the tint up to the thumb. iOS: 34 pt tall, a 28 pt thumb, a
/// 4 pt track; the label is not shown (it names the slider for accessibility), the minimum and maximum value
/// labels are, at the ends. macOS: 20 pt tall, the label before it.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let value: () -> (Double, Double, Double)
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, label: Label, minimum: ValueLabel?, maximum: ValueLabel?) {
        self.value = { (Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound)) }
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// A slider with a label and labels at the two ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A stepped slider with a label and labels at the two ends (the steps are not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var problems = ArgumentProblems()
        let (v, lower, upper) = value()
        let fraction = controlFraction(v, in: lower, upper, "value", problems: &problems)
        let mac = env.platform == .macOS
        var control: AnyView
        if let minimum = minimumValueLabel, let maximum = maximumValueLabel {
            control = AnyView(LayoutContainer(layout: HStackLayout(alignment: .center, spacing: nil),
                                              content: PartList([AnyView(minimum), Self.track(fraction: fraction, env: env, name: "Track"),
                                                                 AnyView(maximum)]),
                                              name: mac ? "HStack" : "Slider"))
        } else {
            control = Self.track(fraction: fraction, env: env, name: mac ? "Track" : "Slider")
        }
        if mac { return reporting(problems, labelledControl("Slider", label: AnyView(label), control: control, context: context)) }
        return reporting(problems, dimmedIfDisabled(control.makeNodes(context), env))
    }

    /// The track and thumb at `fraction`: the thumb's centre runs from its radius to the width less it.
    static func track(fraction: Double, env: EnvironmentValues, name: String) -> AnyView {
        let mac = env.platform == .macOS
        let height = mac ? ControlMetrics.macSliderHeight : ControlMetrics.sliderHeight
        let thumb = mac ? ControlMetrics.macSliderKnob : ControlMetrics.sliderThumb
        let bar = mac ? ControlMetrics.macSliderTrack : ControlMetrics.sliderTrack
        let background = part("Capsule", Capsule(), fill: ControlColors.systemFill)
        let filled = part("Capsule", Capsule(), fill: env.controlTint)
        let knob = AnyView(part("Circle", Circle(), fill: ControlColors.thumb,
                                stroke: mac ? (ControlColors.macControlBorder, 0.5) : nil)
            .shadow(color: ControlColors.thumbShadow, radius: mac ? 1 : 4, x: 0, y: mac ? 1 : 3))
        return parts(name, size: { proposal in
            CGSize(width: proposal.width ?? thumb, height: height)
        }, frames: { size in
            let centre = thumb / 2 + CGFloat(fraction) * max(0, size.width - thumb)
            let y = (size.height - bar) / 2
            return [CGRect(x: 0, y: y, width: size.width, height: bar),
                    CGRect(x: 0, y: y, width: centre, height: bar),
                    CGRect(x: centre - thumb / 2, y: (size.height - thumb) / 2, width: thumb, height: thumb)]
        }, [background, filled, knob])
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider for `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }

    /// A stepped slider (the steps are not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (shown on macOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, label: label(), minimum: nil, maximum: nil)
    }

    /// A stepped slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, label: label(), minimum: nil, maximum: nil)
    }
}
