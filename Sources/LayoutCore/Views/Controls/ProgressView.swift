import Foundation

/// How a `ProgressView` shows: SwiftUI's `ProgressViewStyle` (the built-in styles).
public protocol ProgressViewStyle {
    var _kind: ProgressViewStyleKind { get }
}

public enum ProgressViewStyleKind: Hashable, Sendable {
    /// Linear with a value, circular without one.
    case automatic, linear, circular
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind { .automatic }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind { .linear }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

extension View {
    /// The style of progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.setStyle(style._kind) })
    }
}

/// Progress (docs/BEHAVIOUR.md §22). Without a value (or `.circular`): a spinner, drawn still (20 pt on iOS,
/// 37 with `.controlSize(.large)`), its label below in the secondary colour. With a value: a bar as wide as
/// it is offered (4 pt on iOS), filled with the tint to `value / total`, the label above and the current
/// value label below, 4 pt apart.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    /// The value and total, or nil (indeterminate).
    let value: (Double, Double)?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(value: (Double, Double)?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.value = value
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Progress of `value` out of `total`, labelled, with a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value.map { (Double($0), Double(total)) }, label: label(), currentValueLabel: currentValueLabel())
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var style = env.style(ProgressViewStyleKind.automatic)
        if style == .automatic { style = value == nil ? .circular : .linear }
        var problems = ArgumentProblems()
        let secondary = { (view: CurrentValueLabel) in AnyView(view.foregroundStyle(Color.secondary)) }
        let view: AnyView
        switch style {
        case .circular, .automatic:
            let spinner = Self.spinner(env: env)
            if let label {
                view = AnyView(LayoutContainer(layout: VStackLayout(alignment: .center, spacing: 8),
                                               content: PartList([spinner, AnyView(label.foregroundStyle(Color.secondary))]),
                                               name: "ProgressView"))
            } else {
                view = AnyView(LayoutContainer(layout: PassthroughLayout(), content: spinner, name: "ProgressView"))
            }
        case .linear:
            let fraction = value.map { controlFraction($0.0, in: 0, $0.1, "value", problems: &problems) } ?? 0
            let list = [label.map(AnyView.init), Self.bar(fraction: fraction, env: env), currentValueLabel.map(secondary)].compactMap { $0 }
            view = AnyView(LayoutContainer(layout: VStackLayout(alignment: .leading, spacing: ControlMetrics.progressLabelSpacing),
                                           content: PartList(list), name: "ProgressView"))
        }
        return reporting(problems, dimmedIfDisabled(view.makeNodes(context), env))
    }

    /// The bar: a capsule track in systemFill and the fill in the tint, as wide as offered (nil: 10, as a
    /// shape). macOS: a 6 pt bar in a 20 pt cell.
    static func bar(fraction: Double, env: EnvironmentValues) -> AnyView {
        let mac = env.platform == .macOS
        let thickness = mac ? ControlMetrics.macProgressBar : ControlMetrics.progressBar
        let height = mac ? ControlMetrics.macProgressHeight : thickness
        return parts("ProgressBar", size: { proposal in CGSize(width: proposal.width ?? 10, height: height) }, frames: { s in
            let y = (s.height - thickness) / 2
            return [CGRect(x: 0, y: y, width: s.width, height: thickness),
                    CGRect(x: 0, y: y, width: s.width * CGFloat(fraction), height: thickness)]
        }, [part("Capsule", Capsule(), fill: ControlColors.systemFill), part("Capsule", Capsule(), fill: env.controlTint)])
    }

    /// The spinner, still: eight spokes in systemGray, fading clockwise from the one at twelve o'clock.
    static func spinner(env: EnvironmentValues) -> AnyView {
        let side = ControlMetrics.spinnerSide(env.controlSize, platform: env.platform)
        let spokes = (0..<8).map { i -> AnyView in
            let angle = Double(i) * Double.pi / 4 - Double.pi / 2
            let shape = PathShape { rect in
                let width = rect.width * 0.1
                let outer = rect.width / 2 - width / 2, inner = rect.width * 0.24
                let c = CGPoint(x: rect.midX, y: rect.midY)
                func at(_ r: CGFloat) -> CGPoint { CGPoint(x: c.x + r * CGFloat(cos(angle)), y: c.y + r * CGFloat(sin(angle))) }
                var path = Path()
                path.addStrokedPolyline([at(inner), at(outer)], width: width)
                return path
            }
            return part("spoke", shape, fill: Color.gray.opacity(1 - Double(i) * 0.09))
        }
        return parts("Spinner", fixed: CGSize(width: side, height: side), spokes)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() where Label == EmptyView { self.init(value: nil, label: nil, currentValueLabel: nil) }

    /// A spinner with a label below it.
    public init(@ViewBuilder label: () -> Label) { self.init(value: nil, label: label(), currentValueLabel: nil) }

    /// Progress of `value` out of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(value: value.map { (Double($0), Double(total)) }, label: nil, currentValueLabel: nil)
    }

    /// Labelled progress of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { (Double($0), Double(total)) }, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled with a string literal.
    public init(_ titleKey: LocalizedStringKey) { self.init(value: nil, label: Text(titleKey), currentValueLabel: nil) }

    /// A spinner titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(value: nil, label: Text(title), currentValueLabel: nil) }

    /// Progress titled with a string literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value.map { (Double($0), Double(total)) }, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Progress titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value.map { (Double($0), Double(total)) }, label: Text(title), currentValueLabel: nil)
    }
}
