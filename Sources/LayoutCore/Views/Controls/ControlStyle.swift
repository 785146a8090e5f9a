import Foundation

// How the environment holds the styles of the controls that have a style protocol with a configuration
// (`ButtonStyle`, `LabelStyle`, `ToggleStyle`, `GaugeStyle`, `ProgressViewStyle`, `GroupBoxStyle`;
// docs/BEHAVIOUR.md §22, "Styles"): every style modifier pushes one; a control draws the innermost, and the
// body of a style made by `makeBody(configuration:)` sees the environment without it, so that a control made
// from the configuration inside it (`Toggle(configuration)`) draws the next style out.

/// A control's style as the environment holds it: one the control draws itself (`Kind`, the built-in styles,
/// whose drawing is the control's own code), or a body made from the control's configuration (a style the
/// fixture declares).
enum ControlStyle<Kind, Configuration> {
    case builtin(Kind)
    case body((Configuration) -> AnyView)
}

/// The styles set around a view, innermost last, one stack per control (`Kind`).
private struct ControlStyleStackKey<Kind, Configuration>: EnvironmentKey {
    static var defaultValue: [ControlStyle<Kind, Configuration>] { [] }
}

extension EnvironmentValues {
    /// The styles of one control set around here, innermost last.
    func styles<Kind, Configuration>(_ kind: Kind.Type, _ configuration: Configuration.Type) -> [ControlStyle<Kind, Configuration>] {
        self[ControlStyleStackKey<Kind, Configuration>.self]
    }

    mutating func setStyles<Kind, Configuration>(_ styles: [ControlStyle<Kind, Configuration>]) {
        self[ControlStyleStackKey<Kind, Configuration>.self] = styles
    }

    /// The innermost style of the control, or `.builtin(automatic)` when none is set.
    func controlStyle<Kind, Configuration>(_ automatic: Kind, _ configuration: Configuration.Type) -> ControlStyle<Kind, Configuration> {
        styles(Kind.self, configuration).last ?? .builtin(automatic)
    }

    /// Sets `style` as the innermost style of its control.
    mutating func pushStyle<Kind, Configuration>(_ style: ControlStyle<Kind, Configuration>) {
        var stack = styles(Kind.self, Configuration.self)
        stack.append(style)
        setStyles(stack)
    }

    /// This environment without the innermost style of the control: the one a style's body sees.
    func poppingStyle<Kind, Configuration>(_ kind: Kind.Type, _ configuration: Configuration.Type) -> EnvironmentValues {
        var copy = self
        var stack = styles(kind, configuration)
        if !stack.isEmpty { stack.removeLast() }
        copy.setStyles(stack)
        return copy
    }
}

/// The nodes of a style's body for a control named `name`: `body` made from the configuration and resolved in
/// the control's environment without that style, each node named as the control (as `buttonNodes` names a
/// built-in button's). A style's body draws what it draws: the control adds no dimming when disabled (the style
/// reads `isEnabled` itself, as in SwiftUI).
func styleBodyNodes<Kind, Configuration>(_ body: AnyView, kind: Kind.Type, configuration: Configuration.Type, name: String,
                                        context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.environment = context.environment.poppingStyle(kind, configuration)
    let direction = context.environment.layoutDirection
    return body.makeNodes(inner).map {
        ViewNode.wrapping($0, name: name, layout: ConcreteLayoutBox(PassthroughLayout()), direction: direction)
    }
}

/// A part of a style's configuration (a label, a title, an icon, a group box's content): the control's own view,
/// type-erased, drawn where the style's body puts it, in the environment there (the control's, with the modifiers
/// of the body around it: `configuration.label.font(.headline)` sets the label's font).
protocol StyleConfigurationPart: View, PrimitiveView where Body == Never {
    var content: AnyView { get }
}

extension StyleConfigurationPart {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { content.makeNodes(context) }
}
