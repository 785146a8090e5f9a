import Foundation

/// How a `Toggle` shows, made from its configuration: SwiftUI's `ToggleStyle`. The built-in styles
/// (`.automatic`, `.switch`, `.checkbox`, `.button`) conform, and so can a fixture's own type; `toggleStyle(_:)`
/// sets one for the toggles in a view, the innermost winning (docs/BEHAVIOUR.md §22, "Styles").
public protocol ToggleStyle {
    /// The view a styled toggle is.
    associatedtype Body: View
    /// The styled toggle, from its label and value.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` gets: the toggle's label, its value and whether it shows several values that differ.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased: drawn where the style's body puts it, in the environment there.
    public struct Label: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle shows several values (`Toggle(sources:isOn:)`) that are not all the same.
    public var isMixed: Bool

    init(label: AnyView, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = Label(content: label)
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// The built-in toggle styles, by name: what `Toggle` draws itself (`toggleNodes`).
enum ToggleStyleKind: Hashable, Sendable {
    /// The platform's: a switch on iOS, a checkbox on macOS.
    case automatic, `switch`, checkbox, button
}

/// A built-in style, drawn by the toggle itself.
// Each conformance declares its own public makeBody: a public method of an internal protocol's extension
// would not link from a fixture compiled against the release library (its conformance is not exported).
protocol BuiltinToggleStyle: ToggleStyle {
    var kind: ToggleStyleKind { get }
}

/// A built-in toggle style's body, for a declared style that calls the built-in's `makeBody(configuration:)`.
struct BuiltinToggleBody: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let kind: ToggleStyleKind
    let configuration: ToggleStyleConfiguration

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        toggleNodes(kind, on: configuration.isOn, label: AnyView(configuration.label), context: context)
    }
}

/// The platform's: a switch on iOS, a checkbox on macOS.
public struct DefaultToggleStyle: BuiltinToggleStyle {
    /// The toggle in this style: what a toggle set in it draws.
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View {
        BuiltinToggleBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ToggleStyleKind { .automatic }
}
/// A switch at the end of the row.
public struct SwitchToggleStyle: BuiltinToggleStyle {
    /// The toggle in this style: what a toggle set in it draws.
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View {
        BuiltinToggleBody(kind: kind, configuration: configuration)
    }
    let tint: Color?
    public init() { tint = nil }
    /// SwiftUI's deprecated tinted switch: the same as `.tint(tint)` on the toggle.
    public init(tint: Color) { self.tint = tint }
    var kind: ToggleStyleKind { .switch }
}
/// A checkbox before the label (macOS).
public struct CheckboxToggleStyle: BuiltinToggleStyle {
    /// The toggle in this style: what a toggle set in it draws.
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View {
        BuiltinToggleBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ToggleStyleKind { .checkbox }
}
/// A bordered button, prominent while on.
public struct ButtonToggleStyle: BuiltinToggleStyle {
    /// The toggle in this style: what a toggle set in it draws.
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View {
        BuiltinToggleBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ToggleStyleKind { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension View {
    /// The style of toggles in this view: a built-in one or a declared style's body; the innermost set wins.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            if let builtin = style as? any BuiltinToggleStyle {
                env.pushStyle(ControlStyle<ToggleStyleKind, ToggleStyleConfiguration>.builtin(builtin.kind))
                if let tint = (style as? SwitchToggleStyle)?.tint { env.tintStyle = StyleLevels([AnyShapeStyle(tint)], parent: nil) }
            } else {
                env.pushStyle(ControlStyle<ToggleStyleKind, ToggleStyleConfiguration>.body { AnyView(style.makeBody(configuration: $0)) })
            }
        })
    }
}

/// A control that is on or off, showing the value of its binding (docs/BEHAVIOUR.md §22). On iOS a switch
/// (51 × 31) at the trailing edge of a row as wide as it is offered, the label at the leading edge; on macOS
/// a checkbox before its label. `.toggleStyle(.switch/.checkbox/.button)` picks the look.
public struct Toggle<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    /// Whether the toggle shows several values that differ (`Toggle(sources:isOn:)`).
    var isMixed = false

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle showing several values at once: on when all are on (SwiftUI shows mixed ones as off on iOS);
    /// mixed (`ToggleStyleConfiguration.isMixed`) when some are on and some off.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let all = sources.allSatisfy { $0[keyPath: isOn].wrappedValue }
        let any = sources.contains { $0[keyPath: isOn].wrappedValue }
        self.isOn = .constant(all)
        self.label = label()
        isMixed = any && !all
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch context.environment.controlStyle(ToggleStyleKind.automatic, ToggleStyleConfiguration.self) {
        case .builtin(let kind):
            return toggleNodes(kind, on: isOn.wrappedValue, label: AnyView(label), context: context)
        case .body(let makeBody):
            let body = makeBody(ToggleStyleConfiguration(label: AnyView(label), isOn: isOn, isMixed: isMixed))
            return styleBodyNodes(body, kind: ToggleStyleKind.self, configuration: ToggleStyleConfiguration.self, name: "Toggle",
                                  context: context)
        }
    }

    /// The switch: a capsule track (the tint, else green, while on; secondarySystemFill while off) and a white
    /// thumb with a shadow at its end. iOS: 51 × 31 with a 28 pt thumb; macOS: 38 × 22, the thumb 2 pt smaller
    /// than the track, the accent colour while on.
    static func switchView(on: Bool, env: EnvironmentValues) -> AnyView {
        let mac = env.platform == .macOS
        let size = mac ? ControlMetrics.macSwitchSize : ControlMetrics.switchSize
        let thumb = mac ? size.height - 2 : ControlMetrics.switchThumb
        let inset = (size.height - thumb) / 2
        let onColor = env.tintStyle != nil || mac ? env.controlTint : Color.green
        let track = part("Capsule", Capsule(), fill: on ? onColor : ControlColors.secondarySystemFill)
        let knob = AnyView(part("Circle", Circle(), fill: ControlColors.thumb)
            .shadow(color: ControlColors.thumbShadow, radius: 4, x: 0, y: 3))
        let x = on ? size.width - inset - thumb : inset
        return parts("Switch", size: { _ in size }, frames: { _ in
            [CGRect(origin: .zero, size: size), CGRect(x: x, y: inset, width: thumb, height: thumb)]
        }, [track, knob])
    }

    /// The checkbox: a rounded square of the control size's side, the tint with a white check mark when on, the
    /// control face with a thin border when off.
    static func checkbox(on: Bool, env: EnvironmentValues) -> AnyView {
        let side = ControlMetrics.checkboxSide(env.controlSize)
        let radius = (side * 0.22).rounded()
        let tint = env.controlTint
        var list = [on ? part("RoundedRectangle", RoundedRectangle(cornerRadius: radius), fill: tint)
                       : part("RoundedRectangle", RoundedRectangle(cornerRadius: radius), fill: ControlColors.macControlFace,
                              stroke: (ControlColors.macControlBorder, 0.5))]
        if on { list.append(ControlGlyph.checkmark.part(weight: side * 0.14, color: .white)) }
        let inner = side * 0.22
        return parts("Checkbox", size: { _ in CGSize(width: side, height: side) }, frames: { s in
            [CGRect(origin: .zero, size: s), CGRect(x: inner, y: inner, width: s.width - 2 * inner, height: s.height - 2 * inner)]
        }, list)
    }
}

/// A toggle in a built-in style: on iOS a switch at the trailing end of a row, on macOS a checkbox before the
/// label; `.button`, a bordered button, prominent while on (docs/BEHAVIOUR.md §22).
func toggleNodes(_ kind: ToggleStyleKind, on: Bool, label: AnyView, context: ResolveContext) -> [ViewNode] {
    let env = context.environment
    var style = kind
    if style == .automatic { style = env.platform == .macOS ? .checkbox : .switch }
    switch style {
    case .button:
        // A bordered button, prominent while on.
        let styled = styledButtonLabel(label, style: on ? .borderedProminent : .bordered, role: nil, environment: env)
        let nodes = LayoutContainer(layout: PassthroughLayout(), content: styled, name: "Toggle").makeNodes(context)
        return drawsDisabledColours(.bordered, env) ? nodes : dimmedIfDisabled(nodes, env)
    case .checkbox:
        let box = Toggle<AnyView>.checkbox(on: on, env: env)
        let labelNodes = env.labelsHidden ? [] : label.makeNodes(context)
        let row = LayoutContainer(layout: HStackLayout(alignment: .center, spacing: ControlMetrics.checkboxSpacing),
                                  content: PartList([box] + (labelNodes.isEmpty ? [] : [AnyView(ResolvedNodes(nodes: labelNodes))])),
                                  name: "Toggle")
        return dimmedIfDisabled(row.makeNodes(context), env)
    case .automatic, .switch:
        return labelledControl("Toggle", label: label, control: Toggle<AnyView>.switchView(on: on, env: env), context: context)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a `ToggleStyle` is styling, made from its configuration inside the style's
    /// `makeBody(configuration:)`: drawn in the next style out (the one around the style's own
    /// `toggleStyle(_:)`, else the platform's), so that a style can add to another rather than start anew.
    public init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.$isOn
        label = configuration.label
        isMixed = configuration.isMixed
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a string literal (Markdown rendered, as `Text`'s).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(titleKey)
    }

    /// A toggle titled with a string value, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
    }
}

extension Toggle where Label == LayoutCore.Label<Text, Image> {
    /// A toggle titled with a string literal and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = LayoutCore.Label(titleKey, systemImage: systemImage)
    }

    /// A toggle titled with a string value and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = LayoutCore.Label(title, systemImage: systemImage)
    }
}
