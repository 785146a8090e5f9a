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
        case .borderless:
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
    case .automatic, .borderless:
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
    case .plain, .automatic, .borderless:
        return text
    }
}
