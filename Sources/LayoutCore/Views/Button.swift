import Foundation

/// A one-child container that takes its child's size and place: the node a `Button` shows as.
struct PassthroughLayout: Layout, BuiltinLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

/// A button style; Layoutshot draws the built-in ones (docs/BEHAVIOUR.md §Button).
public protocol PrimitiveButtonStyle {
    var _kind: ButtonStyleKind { get }
}

public enum ButtonStyleKind: Hashable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: ButtonStyleKind { .automatic }
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: ButtonStyleKind { .plain }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: ButtonStyleKind { .borderless }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: ButtonStyleKind { .bordered }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: ButtonStyleKind { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

extension EnvironmentValues {
    /// The style of buttons in this subtree.
    public var buttonStyle: ButtonStyleKind {
        get { builtin.buttonStyle }
        set { builtin.buttonStyle = newValue }
    }
}


extension View {
    /// The style of buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { environment(\.buttonStyle, style._kind) }
}

/// A button: lays out its label. Its action never runs (pictures are static). Its style (`buttonStyle`), role,
/// tint, control size and border shape decide how the label is drawn (`styledButtonLabel`,
/// docs/BEHAVIOUR.md §22); a disabled button is dimmed.
public struct Button<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    var role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        buttonNodes(AnyView(label), role: role, style: context.environment.buttonStyle, name: "Button", context: context)
    }
}

/// A button-like control (`Button`, `Link`, `ShareLink`, an iOS `Menu`) named `name`: its label drawn in
/// `style` (`styledButtonLabel`), dimmed or drawn in the disabled colours when disabled.
func buttonNodes(_ label: AnyView, role: ButtonRole?, style: ButtonStyleKind, name: String, context: ResolveContext) -> [ViewNode] {
    let env = context.environment
    let styled = styledButtonLabel(label, style: style, role: role, environment: env)
    let nodes = styled.makeNodes(context).map {
        ViewNode.wrapping($0, name: name, layout: ConcreteLayoutBox(PassthroughLayout()), direction: env.layoutDirection)
    }
    return drawsDisabledColours(style, env) ? nodes : dimmedIfDisabled(nodes, env)
}

extension Button where Label == Text {
    /// A button whose label is a string literal, its Markdown rendered as `Text`'s (SwiftUI's `titleKey`).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
        label = Text(titleKey)
        self.role = role
    }

    /// A button with a string value as its label, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
        label = Text(title)
        self.role = role
    }
}

extension Button where Label == LayoutCore.Label<Text, Image> {
    /// A button with a title (a string literal, Markdown rendered) and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        label = LayoutCore.Label(titleKey, systemImage: systemImage)
        self.role = role
    }

    /// A button with a title (a string value, shown as it is) and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        label = LayoutCore.Label(title, systemImage: systemImage)
        self.role = role
    }
}

/// A title with an icon, side by side: the default `titleAndIcon` style is an HStack with default spacing,
/// aligned on the middle of the title's first line.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // `labelStyle(.titleOnly)` / `.iconOnly` keep one of the two (docs/BEHAVIOUR.md §22).
        let content: any View
        switch context.environment.style(LabelStyleKind.automatic) {
        case .titleOnly: content = title
        case .iconOnly: content = icon
        case .automatic, .titleAndIcon: content = TupleView(value: (icon, title), elements: [icon, title])
        }
        return LayoutContainer(layout: HStackLayout(alignment: ._firstTextLineCenter), content: AnyView(erasing: content),
                               name: "Label").makeNodes(context)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A title (a string literal, its Markdown rendered as `Text`'s) and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        title = Text(titleKey)
        icon = Image(systemName: systemImage)
    }

    /// A title (a string literal, Markdown rendered) and a named image.
    public init(_ titleKey: LocalizedStringKey, image: String) {
        title = Text(titleKey)
        icon = Image(image)
    }

    /// A title (a string value, shown as it is) and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        icon = Image(systemName: systemImage)
    }

    /// A title (a string value, shown as it is) and a named image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.title = Text(title)
        icon = Image(image)
    }
}
