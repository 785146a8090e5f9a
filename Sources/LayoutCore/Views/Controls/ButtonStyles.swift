import Foundation

/// What a button does, which changes how it looks: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or removes data: the label is red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels: the label is semibold (as UIKit's alert cancel button).
    public static let cancel = ButtonRole(name: "cancel")
}

/// The outline of a bordered button: SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// The platform's: a rounded rectangle whose radius grows with the height (iOS 17/18).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        var problems = ArgumentProblems()
        return ButtonBorderShape(kind: .roundedRectangle(problems.size(radius, "radius", kind: "corner radius", fallback: 0)))
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The outline of bordered buttons in this subtree.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The outline of bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}

/// The background of a bordered button in its border shape: `automatic` and `roundedRectangle` without a
/// radius are radius ⌈0.175 × height⌉ with continuous corners ([D] OpenSwiftUI), a capsule rounds the
/// shorter side, a circle is centred.
struct BorderedButtonShape: Shape {
    var shape = ButtonBorderShape.automatic

    func path(in rect: CGRect) -> Path {
        switch shape.kind {
        case .automatic, .roundedRectangle(nil):
            return Path(roundedRect: rect, cornerRadius: (rect.height * 0.175).rounded(.up), style: .continuous)
        case .roundedRectangle(let radius?):
            return Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
        case .capsule:
            return Capsule().path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        }
    }
}

/// Whether a disabled button is drawn in the disabled colours (`styledButtonLabel`) rather than dimmed: an
/// iOS button in a style other than `.plain`.
func drawsDisabledColours(_ style: ButtonStyleKind, _ env: EnvironmentValues) -> Bool {
    !env.isEnabled && env.platform == .iOS && style != .plain
}

/// A button's label as its style draws it (docs/BEHAVIOUR.md §22): tinted, padded, on its background. The
/// role's colour and weight apply in every style but `.plain`. The style's label colour is a default: a
/// foreground style set on the button or around it wins (docs/BEHAVIOUR.md, Button); the background keeps
/// the tint. A disabled iOS button is grey: its label placeholderText, a bordered background
/// quaternarySystemFill.
func styledButtonLabel(_ label: AnyView, style: ButtonStyleKind, role: ButtonRole?, environment env: EnvironmentValues) -> AnyView {
    if drawsDisabledColours(style, env) { return disabledButtonLabel(label, style: style, role: role, environment: env) }
    let tint = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
    let weighted = role == .cancel && env.platform == .iOS ? AnyView(label.fontWeight(.semibold)) : label
    let explicit = env.foregroundStyle != nil
    func colored<S: ShapeStyle>(_ style: S) -> AnyView { explicit ? weighted : AnyView(weighted.foregroundStyle(style)) }
    let shape = BorderedButtonShape(shape: env.buttonBorderShape)
    if env.platform == .macOS {
        switch style {
        case .plain:
            return label
        case .borderless, .link:
            return colored(tint)
        case .automatic, .bordered, .borderedProminent:
            // A push button: the label at the control size's height, on the control face or the tint (the
            // prominent style, and the default button of `keyboardShortcut(.defaultAction)`).
            let prominent = style == .borderedProminent || env.isDefaultAction
            let face = prominent ? tint : AnyShapeStyle(ControlColors.macControlFace)
            let text = prominent ? Color.white : (role == .destructive ? Color.red : Color.primary)
            let radius = ControlMetrics.macButtonRadius
            return AnyView(colored(text)
                .padding(.horizontal, ControlMetrics.macButtonInset)
                .frame(minHeight: ControlMetrics.macButtonHeight(env.controlSize))
                .background(face, in: RoundedRectangle(cornerRadius: radius))
                .overlay(RoundedRectangle(cornerRadius: radius).strokeBorder(ControlColors.macControlBorder, lineWidth: 0.5)))
        }
    }
    let padding = ControlMetrics.borderedPadding(env.controlSize)
    switch style {
    case .plain:
        return label
    case .automatic, .borderless, .link:
        return colored(tint)
    case .bordered:
        // The tint at 18 % behind the tinted label ([D] OpenSwiftUI).
        return AnyView(colored(tint)
            .padding(.horizontal, padding.width).padding(.vertical, padding.height)
            .background(tint.opacity(0.18), in: shape))
    case .borderedProminent:
        return AnyView(colored(Color.white)
            .padding(.horizontal, padding.width).padding(.vertical, padding.height)
            .background(tint, in: shape))
    }
}

/// A disabled iOS button: the label in placeholderText, a bordered style's background in quaternarySystemFill
/// ([D] Flutter `CupertinoButton`: `placeholderText` for a disabled label, `quaternarySystemFill` for a
/// disabled filled button), at the enabled sizes.
private func disabledButtonLabel(_ label: AnyView, style: ButtonStyleKind, role: ButtonRole?, environment env: EnvironmentValues) -> AnyView {
    let weighted = role == .cancel && env.platform == .iOS ? AnyView(label.fontWeight(.semibold)) : label
    let text = env.foregroundStyle != nil ? weighted : AnyView(weighted.foregroundStyle(ControlColors.placeholderText))
    let padding = ControlMetrics.borderedPadding(env.controlSize)
    switch style {
    case .bordered, .borderedProminent:
        return AnyView(text
            .padding(.horizontal, padding.width).padding(.vertical, padding.height)
            .background(ControlColors.quaternarySystemFill, in: BorderedButtonShape(shape: env.buttonBorderShape)))
    case .plain, .automatic, .borderless, .link:
        return text
    }
}

// MARK: - The style protocols

/// The built-in button styles, by name: what `styledButtonLabel` draws.
enum ButtonStyleKind: Hashable, Sendable {
    case automatic, plain, borderless, bordered, borderedProminent, link
}

/// A button's appearance and interaction, made from its configuration: SwiftUI's `PrimitiveButtonStyle`. The
/// built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`, `.link`) conform, and so
/// can a fixture's own type; `buttonStyle(_:)` sets one for the buttons in a view (docs/BEHAVIOUR.md §22,
/// "Styles"). A declared style's body is drawn in place of the button's chrome; nothing triggers in a picture.
public protocol PrimitiveButtonStyle {
    /// The view a styled button is.
    associatedtype Body: View
    /// The styled button, from its label and role.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` gets: the button's label and role, and the action to trigger.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased: drawn where the style's body puts it, in the environment there.
    public struct Label: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The button's role, or nil.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label

    init(label: AnyView, role: ButtonRole?) {
        self.label = Label(content: label)
        self.role = role
    }

    /// Performs the button's action: never, in a still picture.
    public func trigger() {}
}

/// A button's appearance, with the standard interaction: SwiftUI's `ButtonStyle`. `buttonStyle(_:)` sets one
/// for the buttons in a view; its body is drawn in place of the button's chrome — the label without the tint
/// or the role's colour, which are the built-in styles' (docs/BEHAVIOUR.md §22, "Styles").
public protocol ButtonStyle {
    /// The view a styled button is.
    associatedtype Body: View
    /// The styled button, from its label, role and pressed state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` gets: the button's label, role, and whether it is pressed — never, in a still picture.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased: drawn where the style's body puts it, in the environment there.
    public struct Label: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The button's role, or nil.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: false, a picture being a still.
    public let isPressed: Bool

    init(label: AnyView, role: ButtonRole?, isPressed: Bool = false) {
        self.label = Label(content: label)
        self.role = role
        self.isPressed = isPressed
    }
}

/// A built-in style: drawn by the button itself (`styledButtonLabel`), by name.
// Each conformance declares its own public makeBody: a public method of an internal protocol's extension
// would not link from a fixture compiled against the release library (its conformance is not exported).
protocol BuiltinButtonStyle: PrimitiveButtonStyle {
    var kind: ButtonStyleKind { get }
}

/// A built-in style's body, for a declared style that calls the built-in's `makeBody(configuration:)`.
struct BuiltinButtonBody: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let kind: ButtonStyleKind
    let configuration: PrimitiveButtonStyleConfiguration

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let nodes = styledButtonLabel(AnyView(configuration.label), style: kind, role: configuration.role, environment: env)
            .makeNodes(context)
        return drawsDisabledColours(kind, env) ? nodes : dimmedIfDisabled(nodes, env)
    }
}

/// The platform's button: on iOS the tinted label, on macOS a push button.
public struct DefaultButtonStyle: BuiltinButtonStyle {
    /// The button in this style: what a button set in it draws (`styledButtonLabel`), dimmed or in the disabled
    /// colours when disabled.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        BuiltinButtonBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ButtonStyleKind { .automatic }
}
/// The label as it is: no tint, no background.
public struct PlainButtonStyle: BuiltinButtonStyle {
    /// The button in this style: what a button set in it draws (`styledButtonLabel`), dimmed or in the disabled
    /// colours when disabled.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        BuiltinButtonBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ButtonStyleKind { .plain }
}
/// The label in the tint, without a background (also on macOS).
public struct BorderlessButtonStyle: BuiltinButtonStyle {
    /// The button in this style: what a button set in it draws (`styledButtonLabel`), dimmed or in the disabled
    /// colours when disabled.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        BuiltinButtonBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ButtonStyleKind { .borderless }
}
/// The tinted label on the tint at 18 % in the border shape (iOS), a push button (macOS).
public struct BorderedButtonStyle: BuiltinButtonStyle {
    /// The button in this style: what a button set in it draws (`styledButtonLabel`), dimmed or in the disabled
    /// colours when disabled.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        BuiltinButtonBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ButtonStyleKind { .bordered }
}
/// A white label on the tint in the border shape.
public struct BorderedProminentButtonStyle: BuiltinButtonStyle {
    /// The button in this style: what a button set in it draws (`styledButtonLabel`), dimmed or in the disabled
    /// colours when disabled.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        BuiltinButtonBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ButtonStyleKind { .borderedProminent }
}

/// A button drawn as a link: its label in the tint, nothing around it, on macOS as on iOS (SwiftUI has it on
/// macOS only).
public struct LinkButtonStyle: BuiltinButtonStyle {
    /// The button in this style: what a button set in it draws (`styledButtonLabel`), dimmed or in the disabled
    /// colours when disabled.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        BuiltinButtonBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: ButtonStyleKind { .link }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle { public static var link: LinkButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

extension EnvironmentValues {
    /// The built-in style buttons here are drawn in when no declared style is the innermost: the innermost
    /// built-in one set around them, else `.automatic`. Setting it sets a built-in style as the innermost.
    var buttonStyle: ButtonStyleKind {
        get {
            for style in styles(ButtonStyleKind.self, PrimitiveButtonStyleConfiguration.self).reversed() {
                if case .builtin(let kind) = style { return kind }
            }
            return .automatic
        }
        set { pushStyle(ControlStyle<ButtonStyleKind, PrimitiveButtonStyleConfiguration>.builtin(newValue)) }
    }
}

extension View {
    /// The style of buttons in this view (and of the button-like controls: `Link`, `ShareLink`, `Menu`,
    /// `RenameButton`); the innermost set wins.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            if let builtin = style as? any BuiltinButtonStyle {
                env.buttonStyle = builtin.kind
            } else {
                env.pushStyle(ControlStyle<ButtonStyleKind, PrimitiveButtonStyleConfiguration>.body { AnyView(style.makeBody(configuration: $0)) })
            }
        })
    }

    /// The style of buttons in this view, a `ButtonStyle`: its body, with the button's label and role and
    /// `isPressed` false, drawn in place of each button's chrome; the innermost set wins.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            env.pushStyle(ControlStyle<ButtonStyleKind, PrimitiveButtonStyleConfiguration>.body { configuration in
                AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: AnyView(configuration.label),
                                                                              role: configuration.role)))
            })
        })
    }
}
