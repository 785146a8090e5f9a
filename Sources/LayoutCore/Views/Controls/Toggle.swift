import Foundation

/// How a `Toggle` shows: SwiftUI's `ToggleStyle` (the built-in styles; Layoutshot draws them itself).
public protocol ToggleStyle {
    var _kind: ToggleStyleKind { get }
}

public enum ToggleStyleKind: Hashable, Sendable {
    /// The platform's: a switch on iOS, a checkbox on macOS.
    case automatic, `switch`, checkbox, button
}

public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public var _kind: ToggleStyleKind { .automatic }
}
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    /// SwiftUI's deprecated tinted switch: the same as `.tint(tint)` on the toggle.
    public init(tint: Color) { self.tint = tint }
    public var _kind: ToggleStyleKind { .switch }
}
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public var _kind: ToggleStyleKind { .checkbox }
}
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public var _kind: ToggleStyleKind { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension View {
    /// The style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            env.setStyle(style._kind)
            if let tint = (style as? SwitchToggleStyle)?.tint { env.tintStyle = StyleLevels([AnyShapeStyle(tint)], parent: nil) }
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

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle showing several values at once: on when all are on (SwiftUI shows mixed ones as off on iOS).
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let all = sources.allSatisfy { $0[keyPath: isOn].wrappedValue }
        self.isOn = .constant(all)
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let on = isOn.wrappedValue
        var style = env.style(ToggleStyleKind.automatic)
        if style == .automatic { style = env.platform == .macOS ? .checkbox : .switch }
        switch style {
        case .button:
            // A bordered button, prominent while on.
            let styled = styledButtonLabel(AnyView(label), style: on ? .borderedProminent : .bordered, role: nil, environment: env)
            let nodes = LayoutContainer(layout: PassthroughLayout(), content: styled, name: "Toggle").makeNodes(context)
            return drawsDisabledColours(.bordered, env) ? nodes : dimmedIfDisabled(nodes, env)
        case .checkbox:
            let box = Toggle<Label>.checkbox(on: on, env: env)
            let labelNodes = env.labelsHidden ? [] : AnyView(label).makeNodes(context)
            let row = LayoutContainer(layout: HStackLayout(alignment: .center, spacing: ControlMetrics.checkboxSpacing),
                                      content: PartList([box] + (labelNodes.isEmpty ? [] : [AnyView(ResolvedNodes(nodes: labelNodes))])),
                                      name: "Toggle")
            return dimmedIfDisabled(row.makeNodes(context), env)
        case .automatic, .switch:
            return labelledControl("Toggle", label: AnyView(label), control: Toggle<Label>.switchView(on: on, env: env),
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
