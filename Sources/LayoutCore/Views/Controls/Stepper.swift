import Foundation

/// A value stepped up and down with − and + (docs/BEHAVIOUR.md §22). iOS: the label at the leading edge of a
/// row as wide as it is offered, the 94 × 32 stepper at the trailing edge; a button whose step would leave the
/// range (or whose action is nil) is dimmed. macOS: the label, then the 13 × 22 arrows.
public struct Stepper<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    /// Whether − and + can act, read when the stepper is drawn.
    let canStep: () -> (decrement: Bool, increment: Bool)

    /// A stepper for `value`, within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canStep = { (value.wrappedValue > bounds.lowerBound, value.wrappedValue < bounds.upperBound) }
    }

    /// A stepper for `value`, unbounded.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canStep = { (true, true) }
    }

    /// A stepper with its own actions; a nil one dims its button.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        let can = (onDecrement != nil, onIncrement != nil)
        canStep = { can }
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let (decrement, increment) = canStep()
        let control = env.platform == .macOS ? Self.arrows(env: env)
            : Self.buttons(decrement: decrement, increment: increment, env: env)
        return labelledControl("Stepper", label: AnyView(label), control: control, context: context)
    }

    /// iOS: a rounded rectangle in tertiarySystemFill, a separator between its halves, − and + in the label
    /// colour (tertiaryLabel where the step cannot be taken).
    static func buttons(decrement: Bool, increment: Bool, env: EnvironmentValues) -> AnyView {
        let size = ControlMetrics.stepperSize
        let glyph: CGFloat = 14, weight: CGFloat = 2, divider = CGSize(width: 1, height: 18)
        let minus = ControlGlyph.minus.part(weight: weight, color: decrement ? .primary : ControlColors.tertiaryLabel)
        let plus = ControlGlyph.plus.part(weight: weight, color: increment ? .primary : ControlColors.tertiaryLabel)
        return parts("StepperButtons", size: { _ in size }, frames: { s in
            let half = s.width / 2
            return [CGRect(origin: .zero, size: s),
                    CGRect(x: half - divider.width / 2, y: (s.height - divider.height) / 2, width: divider.width, height: divider.height),
                    CGRect(x: (half - glyph) / 2, y: (s.height - glyph) / 2, width: glyph, height: glyph),
                    CGRect(x: half + (half - glyph) / 2, y: (s.height - glyph) / 2, width: glyph, height: glyph)]
        }, [part("RoundedRectangle", RoundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius),
                 fill: ControlColors.tertiarySystemFill),
            part("Rectangle", Rectangle(), fill: ControlColors.separator), minus, plus])
    }

    /// macOS: two small arrows in a bordered rounded rectangle, split in the middle.
    static func arrows(env: EnvironmentValues) -> AnyView {
        let size = ControlMetrics.macStepperSize
        let chevron = CGSize(width: 7, height: 4)
        return parts("StepperButtons", size: { _ in size }, frames: { s in
            [CGRect(origin: .zero, size: s),
             CGRect(x: 2, y: s.height / 2 - 0.25, width: s.width - 4, height: 0.5),
             CGRect(x: (s.width - chevron.width) / 2, y: s.height / 4 - chevron.height / 2, width: chevron.width, height: chevron.height),
             CGRect(x: (s.width - chevron.width) / 2, y: 3 * s.height / 4 - chevron.height / 2, width: chevron.width, height: chevron.height)]
        }, [part("RoundedRectangle", RoundedRectangle(cornerRadius: 4), fill: ControlColors.macControlFace,
                 stroke: (ControlColors.macControlBorder, 0.5)),
            part("Rectangle", Rectangle(), fill: ControlColors.macControlBorder),
            ControlGlyph.chevronUp.part(weight: 1.3, color: .primary),
            ControlGlyph.chevronDown.part(weight: 1.3, color: .primary)])
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a string literal, for `value` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a string value, for `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper titled with a string literal, unbounded.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper titled with a string value, unbounded.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper titled with a string literal, with its own actions.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper titled with a string value, with its own actions.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
