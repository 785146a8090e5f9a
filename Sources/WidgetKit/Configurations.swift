// Widgets, their configurations and bundles. A configuration comes down to a `_WidgetDefinition`: how to draw
// an entry, the placeholder entry, and what the picture needs of its modifiers (the content margins).

/// What a widget's configuration says, for its picture. Layoutshot's.
public struct _WidgetDefinition {
    /// The view for an entry, nil when the entry is not of the provider's type.
    let content: (any TimelineEntry) -> AnyView?
    /// The provider's placeholder entry in a context.
    let placeholder: (TimelineProviderContext) -> any TimelineEntry
    var contentMarginsDisabled = false
    var supportedFamilies: [WidgetFamily]?
}

/// A widget's configuration: `StaticConfiguration`, `AppIntentConfiguration`, with their modifiers.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
    /// Layoutshot's: what the configuration comes to.
    func _definition() -> _WidgetDefinition
}

extension WidgetConfiguration {
    public func _definition() -> _WidgetDefinition { body._definition() }
}

/// The body of a configuration that has none. Layoutshot's.
public enum _NeverConfiguration: WidgetConfiguration {
    public var body: _NeverConfiguration { switch self {} }
    public func _definition() -> _WidgetDefinition { switch self {} }
}

/// A widget: its configuration, made anew for each picture.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// A configuration the user cannot change, its entries from a `TimelineProvider`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let definition: _WidgetDefinition

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        definition = _WidgetDefinition(content: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
                                       placeholder: { provider.placeholder(in: $0) })
    }

    public var body: _NeverConfiguration { fatalError("StaticConfiguration has no body") }
    public func _definition() -> _WidgetDefinition { definition }
}

/// A configuration the user edits through an intent's parameters, its entries from an
/// `AppIntentTimelineProvider`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    let definition: _WidgetDefinition

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        definition = _WidgetDefinition(content: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
                                       placeholder: { provider.placeholder(in: $0) })
    }

    public var body: _NeverConfiguration { fatalError("AppIntentConfiguration has no body") }
    public func _definition() -> _WidgetDefinition { definition }
}

/// A configuration with a modifier's change.
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    let change: (inout _WidgetDefinition) -> Void

    public var body: _NeverConfiguration { fatalError("a modified configuration has no body") }
    public func _definition() -> _WidgetDefinition {
        var definition = base._definition()
        change(&definition)
        return definition
    }
}

extension WidgetConfiguration {
    private func changed(_ change: @escaping (inout _WidgetDefinition) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(base: self, change: change)
    }

    /// The name in the widget gallery (not drawn: a preview shows the widget alone).
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration { changed { _ in } }
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { changed { _ in } }
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { changed { _ in } }

    /// The description in the widget gallery (not drawn).
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration { changed { _ in } }
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { changed { _ in } }
    public func description(_ description: Text) -> some WidgetConfiguration { changed { _ in } }

    /// The families the widget offers (a preview of another family still draws it, as Xcode's does).
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        changed { $0.supportedFamilies = families }
    }

    /// No default content margins: the content reaches the widget's edges.
    public func contentMarginsDisabled() -> some WidgetConfiguration { changed { $0.contentMarginsDisabled = true } }

    /// Whether the system may remove the container background (it does on the Lock Screen).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { changed { _ in } }

    /// Whether the widget asks to be configured when it is added.
    public func promptsForUserConfiguration() -> some WidgetConfiguration { changed { _ in } }
}

/// The widgets of an extension (`@main struct Widgets: WidgetBundle`). Previews show widgets, not bundles.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

/// The widgets a bundle's body lists. Layoutshot's.
public struct _WidgetBundleContent: Widget {
    public init() {}
    public var body: _NeverConfiguration { fatalError("a bundle's widgets have no configuration of their own") }
}

/// Builds a bundle's body from its widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetBundleContent { _WidgetBundleContent() }
    public static func buildBlock(_ widgets: _WidgetBundleContent...) -> _WidgetBundleContent { _WidgetBundleContent() }
    public static func buildOptional(_ widget: _WidgetBundleContent?) -> _WidgetBundleContent { _WidgetBundleContent() }
    public static func buildEither(first widget: _WidgetBundleContent) -> _WidgetBundleContent { widget }
    public static func buildEither(second widget: _WidgetBundleContent) -> _WidgetBundleContent { widget }
    public static func buildLimitedAvailability(_ widget: _WidgetBundleContent) -> _WidgetBundleContent { widget }
}
