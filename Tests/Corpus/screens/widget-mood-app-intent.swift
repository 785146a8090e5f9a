// A mood widget in the shape of Xcode 15's widget template: a ConfigurationAppIntent with an @Parameter, an
// AppIntentTimelineProvider, an AppIntentConfiguration, a bundle marked @main, and previews that configure
// the widget with intents declared in a fileprivate extension.
import WidgetKit
import SwiftUI
import AppIntents

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Mood"
    static var description: IntentDescription = IntentDescription("Shows the mood you pick.")

    @Parameter(title: "Mood", default: "🙂")
    var mood: String

    @Parameter(title: "Caption")
    var caption: String?
}

struct MoodProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> MoodEntry {
        MoodEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> MoodEntry {
        MoodEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<MoodEntry> {
        let now = Date()
        let entries = (0 ..< 3).map { offset in
            MoodEntry(date: now.addingTimeInterval(Double(offset) * 3600), configuration: configuration)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct MoodEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct MoodWidgetEntryView: View {
    var entry: MoodProvider.Entry

    var body: some View {
        VStack(spacing: 8) {
            Text(entry.configuration.mood)
                .font(.system(size: 44))
            Text(entry.configuration.caption ?? "Today")
                .font(.headline)
            Text(entry.date, style: .time)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct MoodWidget: Widget {
    let kind: String = "MoodWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: MoodProvider()) { entry in
            MoodWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.yellow.opacity(0.35), .orange.opacity(0.25)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
    }
}

@main
struct MoodWidgetBundle: WidgetBundle {
    var body: some Widget {
        MoodWidget()
    }
}

extension ConfigurationAppIntent {
    fileprivate static var smiley: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.mood = "😀"
        return intent
    }

    fileprivate static var starEyes: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.mood = "🤩"
        intent.caption = "Great day"
        return intent
    }
}

#Preview(as: .systemSmall) {
    MoodWidget()
} timeline: {
    MoodEntry(date: .now, configuration: .smiley)
    MoodEntry(date: .now, configuration: .starEyes)
}

#Preview("Medium", as: .systemMedium, using: ConfigurationAppIntent.starEyes) {
    MoodWidget()
} timelineProvider: {
    MoodProvider()
}
