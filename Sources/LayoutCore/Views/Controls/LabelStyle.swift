import Foundation

/// How a `Label` shows its title and icon, made from its configuration: SwiftUI's `LabelStyle`. The built-in
/// styles (`.automatic`, `.titleAndIcon`, `.titleOnly`, `.iconOnly`) conform, and so can a fixture's own type;
/// `labelStyle(_:)` sets one for the labels in a view, the innermost winning (docs/BEHAVIOUR.md §22, "Styles").
public protocol LabelStyle {
    /// The view a styled label is.
    associatedtype Body: View
    /// The styled label, from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` gets: the label's title and icon, each drawn where the style's body puts it, in the
/// environment there.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label's icon, type-erased.
    public struct Icon: StyleConfigurationPart {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon

    init(title: AnyView, icon: AnyView) {
        self.title = Title(content: title)
        self.icon = Icon(content: icon)
    }
}

/// The built-in label styles, by name: what `Label` draws itself (`labelNodes`).
enum LabelStyleKind: Hashable, Sendable {
    /// Icon and title (the default outside toolbars).
    case automatic, titleAndIcon, titleOnly, iconOnly
}

/// A built-in style, drawn by the label itself.
// Each conformance declares its own public makeBody: a public method of an internal protocol's extension
// would not link from a fixture compiled against the release library (its conformance is not exported).
protocol BuiltinLabelStyle: LabelStyle {
    var kind: LabelStyleKind { get }
}

/// A built-in label style's body, for a declared style that calls the built-in's `makeBody(configuration:)`.
struct BuiltinLabelBody: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let kind: LabelStyleKind
    let configuration: LabelStyleConfiguration

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        labelNodes(kind, title: configuration.title, icon: configuration.icon, context: context)
    }
}

/// The platform's: title and icon.
public struct DefaultLabelStyle: BuiltinLabelStyle {
    /// The label in this style: what a label set in it draws.
    public func makeBody(configuration: LabelStyleConfiguration) -> some View {
        BuiltinLabelBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: LabelStyleKind { .automatic }
}
/// The icon, then the title, in a row.
public struct TitleAndIconLabelStyle: BuiltinLabelStyle {
    /// The label in this style: what a label set in it draws.
    public func makeBody(configuration: LabelStyleConfiguration) -> some View {
        BuiltinLabelBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: LabelStyleKind { .titleAndIcon }
}
/// The title alone.
public struct TitleOnlyLabelStyle: BuiltinLabelStyle {
    /// The label in this style: what a label set in it draws.
    public func makeBody(configuration: LabelStyleConfiguration) -> some View {
        BuiltinLabelBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: LabelStyleKind { .titleOnly }
}
/// The icon alone.
public struct IconOnlyLabelStyle: BuiltinLabelStyle {
    /// The label in this style: what a label set in it draws.
    public func makeBody(configuration: LabelStyleConfiguration) -> some View {
        BuiltinLabelBody(kind: kind, configuration: configuration)
    }
    public init() {}
    var kind: LabelStyleKind { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

extension View {
    /// The style of labels in this view: title and icon, the title alone, the icon alone, or a declared style's
    /// body; the innermost set wins.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            if let builtin = style as? any BuiltinLabelStyle {
                env.pushStyle(ControlStyle<LabelStyleKind, LabelStyleConfiguration>.builtin(builtin.kind))
            } else {
                env.pushStyle(ControlStyle<LabelStyleKind, LabelStyleConfiguration>.body { AnyView(style.makeBody(configuration: $0)) })
            }
        })
    }
}

/// A label in a built-in style: an HStack named `Label` with default spacing, aligned on the middle of the
/// title's first line, holding the icon and the title, or (`titleOnly`, `iconOnly`) one of them
/// (docs/BEHAVIOUR.md §22).
func labelNodes<Title: View, Icon: View>(_ kind: LabelStyleKind, title: Title, icon: Icon, context: ResolveContext) -> [ViewNode] {
    // In a sidebar list an icon takes the tint unless a foreground style is set around it **[I]** (§20).
    let icon: AnyView = context.environment.listContext?.style == .sidebar && context.environment.foregroundStyle == nil
        ? AnyView(erasing: icon.foregroundStyle(.tint)) : AnyView(erasing: icon)
    let content: any View
    switch kind {
    case .titleOnly: content = title
    case .iconOnly: content = icon
    case .automatic, .titleAndIcon: content = TupleView(value: (icon, title), elements: [icon, title])
    }
    return LayoutContainer(layout: HStackLayout(alignment: ._firstTextLineCenter), content: AnyView(erasing: content),
                           name: "Label").makeNodes(context)
}
