import Foundation

/// How a `ProgressView` shows, made from its configuration: SwiftUI's `ProgressViewStyle`. The built-in styles
/// (`.automatic`, `.linear`, `.circular`) conform, and so can a fixture's own type; `progressViewStyle(_:)`
/// sets one for the progress views in a view, the innermost winning (docs/BEHAVIOUR.md §22, "Styles").
public protocol ProgressViewStyle {
    /// The view a styled progress view is.
    associatedtype Body: View
    /// The styled progress view, from its fraction and labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` gets: the fraction completed (nil: indeterminate) and the labels, each drawn
/// where the style's body puts it, in the environment there.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public struct Label: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }
    /// The label of the current value, type-erased.
    public struct CurrentValueLabel: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// `value / total`, clamped to 0…1, or nil for an indeterminate progress view.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The label of the current value, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?

    init(fractionCompleted: Double?, label: AnyView?, currentValueLabel: AnyView?) {
        self.fractionCompleted = fractionCompleted
        self.label = label.map { Label(content: $0) }
        self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(content: $0) }
    }
}

/// The built-in progress view styles, by name: what `ProgressView` draws itself (`progressNodes`).
enum ProgressViewStyleKind: Hashable, Sendable {
    /// Linear with a value, circular without one.
    case automatic, linear, circular
}

/// A built-in style, drawn by the progress view itself.
// Each conformance declares its own public makeBody: a public method of an internal protocol's extension
// would not link from a fixture compiled against the release library (its conformance is not exported).
protocol BuiltinProgressViewStyle: ProgressViewStyle {
    var kind: ProgressViewStyleKind { get }
}

/// A built-in progress view style's body, for a declared style that calls the built-in's `makeBody(configuration:)`.
struct BuiltinProgressBody: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let kind: ProgressViewStyleKind
    let configuration: ProgressViewStyleConfiguration

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        progressNodes(kind, fraction: configuration.fractionCompleted, label: configuration.label.map { AnyView($0) },
                      currentValueLabel: configuration.currentValueLabel.map { AnyView($0) }, context: context)
    }
}

/// The platform's: linear with a value, circular without one.
public struct DefaultProgressViewStyle: BuiltinProgressViewStyle {
    /// The progress view in this style: what a progress view set in it draws.
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
        BuiltinProgressBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ProgressViewStyleKind { .automatic }
}
/// A bar filled to the fraction.
public struct LinearProgressViewStyle: BuiltinProgressViewStyle {
    /// The progress view in this style: what a progress view set in it draws.
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
        BuiltinProgressBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ProgressViewStyleKind { .linear }
}
/// A spinner.
public struct CircularProgressViewStyle: BuiltinProgressViewStyle {
    /// The progress view in this style: what a progress view set in it draws.
    public func makeBody(configuration: ProgressViewStyleConfiguration) -> some View {
        BuiltinProgressBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

extension View {
    /// The style of progress views in this view: a built-in one or a declared style's body; the innermost set
    /// wins.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            if let builtin = style as? any BuiltinProgressViewStyle {
                env.pushStyle(ControlStyle<ProgressViewStyleKind, ProgressViewStyleConfiguration>.builtin(builtin.kind))
            } else {
                env.pushStyle(ControlStyle<ProgressViewStyleKind, ProgressViewStyleConfiguration>.body {
                    AnyView(style.makeBody(configuration: $0))
                })
            }
        })
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
        var problems = ArgumentProblems()
        let fraction = value.map { controlFraction($0.0, in: 0, $0.1, "value", problems: &problems) }
        let nodes: [ViewNode]
        switch context.environment.controlStyle(ProgressViewStyleKind.automatic, ProgressViewStyleConfiguration.self) {
        case .builtin(let kind):
            nodes = progressNodes(kind, fraction: fraction, label: label.map { AnyView($0) },
                                  currentValueLabel: currentValueLabel.map { AnyView($0) }, context: context)
        case .body(let makeBody):
            let body = makeBody(ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label.map { AnyView($0) },
                                                               currentValueLabel: currentValueLabel.map { AnyView($0) }))
            nodes = styleBodyNodes(body, kind: ProgressViewStyleKind.self, configuration: ProgressViewStyleConfiguration.self,
                                   name: "ProgressView", context: context)
        }
        return reporting(problems, nodes)
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

/// A progress view in a built-in style (docs/BEHAVIOUR.md §22): without a fraction (or `.circular`) a spinner
/// with its label below in the secondary colour; with one, a bar filled to it with the label above and the
/// current value label (secondary) below.
func progressNodes(_ kind: ProgressViewStyleKind, fraction: Double?, label: AnyView?, currentValueLabel: AnyView?,
                   context: ResolveContext) -> [ViewNode] {
    typealias Drawing = ProgressView<EmptyView, EmptyView>
    let env = context.environment
    var style = kind
    if style == .automatic { style = fraction == nil ? .circular : .linear }
    let secondary = { (view: AnyView) in AnyView(view.foregroundStyle(Color.secondary)) }
    let view: AnyView
    switch style {
    case .circular, .automatic:
        let spinner = Drawing.spinner(env: env)
        if let label {
            view = AnyView(LayoutContainer(layout: VStackLayout(alignment: .center, spacing: 8),
                                           content: PartList([spinner, AnyView(label.foregroundStyle(Color.secondary))]),
                                           name: "ProgressView"))
        } else {
            view = AnyView(LayoutContainer(layout: PassthroughLayout(), content: spinner, name: "ProgressView"))
        }
    case .linear:
        let list = [label, Drawing.bar(fraction: fraction ?? 0, env: env), currentValueLabel.map(secondary)].compactMap { $0 }
        view = AnyView(LayoutContainer(layout: VStackLayout(alignment: .leading, spacing: ControlMetrics.progressLabelSpacing),
                                       content: PartList(list), name: "ProgressView"))
    }
    return dimmedIfDisabled(view.makeNodes(context), env)
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a `ProgressViewStyle` is styling, made from its configuration inside the style's
    /// `makeBody(configuration:)`: drawn in the next style out, so that a style can add to another.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted.map { ($0, 1) }, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
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
