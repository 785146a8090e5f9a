import Foundation

/// How a `Menu` shows its label: SwiftUI's `MenuStyle` (the built-in styles; Layoutshot draws them itself).
public protocol MenuStyle {
    var _kind: MenuStyleKind { get }
}

public enum MenuStyleKind: Hashable, Sendable {
    /// The platform's: a button on iOS, a pull-down button on macOS.
    case automatic, button, borderlessButton
}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public var _kind: MenuStyleKind { .automatic }
}
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public var _kind: MenuStyleKind { .button }
}
/// SwiftUI's deprecated borderless menu: the label in the tint, with the arrow on macOS.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public var _kind: MenuStyleKind { .borderlessButton }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

extension View {
    /// The style of menus in this view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { modifier(EnvironmentModifier { $0.setStyle(style._kind) }) }
}

/// A control that presents its content as a menu (docs/BEHAVIOUR.md §22), drawn closed: the content is never
/// shown. iOS: the label drawn as a button in the environment's button style (the tinted label by default).
/// macOS: a pull-down button — a push button with the label and `chevron.down` after it; `.borderlessButton`
/// and the `.borderless` button style draw the label in the tint with the arrow. A primary action changes
/// nothing in a picture.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu whose label, when tapped, runs `primaryAction` instead (the menu opens on a long press).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let style = env.style(MenuStyleKind.automatic)
        var buttonStyle = env.buttonStyle
        if style == .borderlessButton { buttonStyle = .borderless }
        guard env.platform == .macOS, buttonStyle != .plain else {
            return buttonNodes(AnyView(label), role: nil, style: buttonStyle, name: "Menu", context: context)
        }
        // The arrow after the label, filled with the label's colour (the style's, or an explicit one).
        let arrow = ControlGlyph.chevronDown.shape(weight: 1.5)
            .frame(width: ControlMetrics.pullDownArrow.width, height: ControlMetrics.pullDownArrow.height)
        let face = AnyView(HStack(spacing: ControlMetrics.pullDownArrowGap) { label; arrow })
        return buttonNodes(face, role: nil, style: buttonStyle, name: "Menu", context: context)
    }
}

extension Menu where Label == Text {
    /// A menu titled with a string literal, its Markdown rendered as `Text`'s.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string value, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A titled menu with a primary action.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == LayoutCore.Label<Text, Image> {
    /// A menu titled with a string literal and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled with a string value and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LayoutCore.Label(title, systemImage: systemImage) }
    }
}
