// `import AppIntents` in a view file: what a widget's configuration is made of (an intent with its title,
// description and `@Parameter`s, `Button(intent:)`), for compiled fixtures. Nothing is performed: a preview
// draws, and a button's intent, like its action, never runs (docs/FIXTURE_LANGUAGE.md, "Modules"). The rest
// of App Intents (entities, queries, shortcuts) is a compiler error at the fixture's line.
@_exported import Layoutshot

/// A localised string by its key (Foundation's on Apple platforms; Foundation on Linux lacks it). Layoutshot
/// shows the key, as the development language would.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable,
                                       CustomStringConvertible {
    public var key: String
    public var defaultValue: String

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: String? = nil) {
        self.key = key
        self.defaultValue = defaultValue ?? key
    }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { defaultValue }
}

/// An intent's description, shown where it is configured.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var text: LocalizedStringResource
    public var categoryName: LocalizedStringResource?

    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.text = text
        self.categoryName = categoryName
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
}

/// What an intent's `perform()` returns.
public protocol IntentResult {}

/// The result of an intent that returns nothing (`.result()`).
public struct _EmptyIntentResult: IntentResult {
    public init() {}
}

extension IntentResult where Self == _EmptyIntentResult {
    /// A result with nothing in it.
    public static func result() -> _EmptyIntentResult { _EmptyIntentResult() }
}

/// An action of the app: a widget's configuration or what a widget's button does. Previews never perform it.
public protocol AppIntent {
    associatedtype PerformResult: IntentResult = _EmptyIntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
}

extension AppIntent where PerformResult == _EmptyIntentResult {
    public func perform() async throws -> _EmptyIntentResult { .result() }
}

/// An intent a widget is configured with (`AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// A configurable parameter of an intent. A class, as App Intents' own: `intent.value = …` sets it through a
/// `let` (`let intent = ConfigurationAppIntent(); intent.favoriteEmoji = "😀"`).
@propertyWrapper
public final class Parameter<Value> {
    public var wrappedValue: Value
    public let title: LocalizedStringResource

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
        self.title = title
        wrappedValue = value
    }

    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        self.wrappedValue = wrappedValue
    }

    /// An optional parameter nobody has set: nil.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil)
    where Value: ExpressibleByNilLiteral {
        self.title = title
        wrappedValue = nil
    }

    public var projectedValue: Parameter<Value> { self }
}

extension Button {
    /// A button that would perform `intent`: drawn as `Button(action:label:)`.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled `titleKey` that would perform `intent`.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(titleKey, action: {})
    }

    /// A button titled `title` that would perform `intent`.
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(title, action: {})
    }
}

extension Toggle {
    /// A toggle that would perform `intent`: drawn as `Toggle(isOn:label:)` with `isOn` constant.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}
