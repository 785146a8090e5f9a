import Foundation

/// A box around related content with an optional label (docs/BEHAVIOUR.md §20, all **[I]**): on iOS the
/// label (headline) over the content, 8 pt apart, padded 16 pt on a rounded rectangle (radius 8) in the
/// secondary system background; on macOS the label over a box (radius 5, a light fill and border) holding
/// the content padded 10 pt.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.environment.listContext = nil
        switch context.environment.controlStyle(GroupBoxStyleKind.automatic, GroupBoxStyleConfiguration.self) {
        case .builtin:
            return [ViewNode.named("GroupBox", groupBoxBody(label: AnyView(label), content: AnyView(content), env: context.environment)
                .makeNodes(inner), context.environment)]
        case .body(let makeBody):
            // The style's body, in the environment without that style (`styleBodyNodes`), as one node.
            let body = makeBody(GroupBoxStyleConfiguration(label: AnyView(label), content: AnyView(content)))
            inner.environment = inner.environment.poppingStyle(GroupBoxStyleKind.self, GroupBoxStyleConfiguration.self)
            return [ViewNode.named("GroupBox", body.makeNodes(inner), context.environment)]
        }
    }
}

/// The platform's group box around `label` and `content` (the rule above).
func groupBoxBody(label: AnyView, content: AnyView, env: EnvironmentValues) -> AnyView {
    if env.platform == .iOS {
        return AnyView(VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(ChromeColors.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 8)))
    }
    return AnyView(VStack(alignment: .leading, spacing: 4) {
        label
        VStack(alignment: .leading) { content }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(10)
            .background(ChromeColors.macGroupFill, in: RoundedRectangle(cornerRadius: 5))
            .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(ChromeColors.macGroupBorder))
    })
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a `GroupBoxStyle` is styling, made from its configuration inside the style's
    /// `makeBody(configuration:)`: drawn in the next style out, so that a style can add to another.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
    }
}

/// How a `GroupBox` shows, made from its configuration: SwiftUI's `GroupBoxStyle`. The built-in `.automatic`
/// conforms, and so can a fixture's own type; `groupBoxStyle(_:)` sets one for the group boxes in a view, the
/// innermost winning (docs/BEHAVIOUR.md §22, "Styles").
public protocol GroupBoxStyle {
    /// The view a styled group box is.
    associatedtype Body: View
    /// The styled group box, from its label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` gets: the group box's label and content, each drawn where the style's body puts it,
/// in the environment there.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, type-erased (empty when it has none).
    public struct Label: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }
    /// The group box's content, type-erased.
    public struct Content: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The group box's label.
    public let label: Label
    /// The group box's content.
    public let content: Content

    init(label: AnyView, content: AnyView) {
        self.label = Label(content: label)
        self.content = Content(content: content)
    }
}

/// The built-in group box styles, by name.
enum GroupBoxStyleKind: Hashable, Sendable {
    case automatic
}

/// The platform's group box: the label over the content on a rounded background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    /// The platform's group box around the configuration's label and content.
    public func makeBody(configuration: GroupBoxStyleConfiguration) -> some View {
        BuiltinGroupBoxBody(configuration: configuration)
    }
}

/// The built-in group box style's body, for a declared style that calls its `makeBody(configuration:)`.
struct BuiltinGroupBoxBody: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let configuration: GroupBoxStyleConfiguration

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        groupBoxBody(label: AnyView(configuration.label), content: AnyView(configuration.content), env: context.environment)
            .makeNodes(context)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

extension View {
    /// The style of group boxes in this view: the platform's or a declared style's body; the innermost set wins.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            if style is DefaultGroupBoxStyle {
                env.pushStyle(ControlStyle<GroupBoxStyleKind, GroupBoxStyleConfiguration>.builtin(.automatic))
            } else {
                env.pushStyle(ControlStyle<GroupBoxStyleKind, GroupBoxStyleConfiguration>.body { AnyView(style.makeBody(configuration: $0)) })
            }
        })
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
