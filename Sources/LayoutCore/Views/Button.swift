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

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` is styling, made from its configuration inside the style's
    /// `makeBody(configuration:)`: drawn in the next style out (the one around the style's own
    /// `buttonStyle(_:)`, else the default), so that a style can add to another rather than start anew.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        label = configuration.label
        role = configuration.role
    }
}

/// A button-like control (`Button`, `Link`, `ShareLink`, `Menu`, `RenameButton`) named `name`. In a style
/// made by `makeBody(configuration:)` (a `ButtonStyle` or `PrimitiveButtonStyle` the fixture declares, the
/// innermost set around it) that style's body, with the label and role; otherwise its label drawn in the
/// built-in `style` (`styledButtonLabel`), dimmed or drawn in the disabled colours when disabled. A system
/// control (`PasteButton` on iOS) passes `declaredStyles: false`: it keeps its own look.
func buttonNodes(_ label: AnyView, role: ButtonRole?, style: ButtonStyleKind, name: String, declaredStyles: Bool = true,
                 context: ResolveContext) -> [ViewNode] {
    let env = context.environment
    if declaredStyles, case .body(let makeBody) = env.controlStyle(ButtonStyleKind.automatic, PrimitiveButtonStyleConfiguration.self) {
        let body = makeBody(PrimitiveButtonStyleConfiguration(label: label, role: role))
        return styleBodyNodes(body, kind: ButtonStyleKind.self, configuration: PrimitiveButtonStyleConfiguration.self,
                              name: name, context: context)
    }
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

/// A title with an icon, drawn in the innermost label style (`labelStyle(_:)`): by default side by side, an
/// HStack with default spacing aligned on the middle of the title's first line (`labelNodes`).
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
        // The innermost label style: a built-in one (`labelNodes`), or a declared style's body.
        switch context.environment.controlStyle(LabelStyleKind.automatic, LabelStyleConfiguration.self) {
        case .builtin(let kind):
            return labelNodes(kind, title: title, icon: icon, context: context)
        case .body(let makeBody):
            let body = makeBody(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon)))
            return styleBodyNodes(body, kind: LabelStyleKind.self, configuration: LabelStyleConfiguration.self, name: "Label",
                                  context: context)
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a `LabelStyle` is styling, made from its configuration inside the style's
    /// `makeBody(configuration:)`: drawn in the next style out, so that a style can add to another.
    public init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title
        icon = configuration.icon
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
