// `import WidgetKit` in a view file (docs/FIXTURE_LANGUAGE.md, "Modules"): timelines and their providers.
// A preview never asks the system for a timeline: the preview's own entries are drawn, or its provider's
// timeline (`WidgetPreviews.swift`). App Intents come with it, as a widget's configuration needs them.
@_exported import Layoutshot
@_exported import AppIntents

/// One moment of a widget's timeline: the date it is shown from and what it shows.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is to a Smart Stack (previews ignore it).
public struct TimelineEntryRelevance: Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for the next timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case atEnd, never, after(Date)
    }

    let kind: Kind

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks (`WidgetCenter`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// The entries a widget shows, in date order, and when to ask for more.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is told about the widget it provides for.
public struct TimelineProviderContext {
    /// The widget's size class.
    public let family: WidgetFamily
    /// True in the widget gallery and in previews: Layoutshot's contexts are previews.
    public let isPreview: Bool
    /// The widget's size in points on the device previewed.
    public let displaySize: CGSize

    /// Layoutshot's: a preview's context.
    public init(_family family: WidgetFamily, displaySize: CGSize) {
        self.family = family
        isPreview = true
        self.displaySize = displaySize
    }
}

/// Gives a widget its entries: a placeholder, a snapshot, and a timeline.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A provider of an intent-configured widget (`AppIntentConfiguration`), asked with the configuration.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent offered where a widget cannot be configured (watchOS).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: Text

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }

    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.init(intent: intent, description: Text(description))
    }
}

/// The app's handle on its widgets: reloads do nothing in a preview.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()

    private init() {}

    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func invalidateConfigurationRecommendations() {}
}
