// A step-count widget in the shape of Xcode's widget-extension template: a TimelineProvider, a
// TimelineEntry, a StaticConfiguration with a container background, and a #Preview stepping through two
// entries of its timeline.
import WidgetKit
import SwiftUI

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 4_200, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> ()) {
        completion(StepsEntry(date: Date(), steps: 6_800, goal: 10_000))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [StepsEntry] = []
        let now = Date()
        for hour in 0 ..< 4 {
            let date = Calendar.current.date(byAdding: .hour, value: hour, to: now)!
            entries.append(StepsEntry(date: date, steps: 2_000 * (hour + 1), goal: 10_000))
        }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(4 * 3600))))
    }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int

    var progress: Double { min(Double(steps) / Double(goal), 1) }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StepsProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Steps", systemImage: "figure.walk")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.green)
            Text(entry.steps, format: .number)
                .font(.system(size: 30, weight: .bold, design: .rounded))
            Spacer(minLength: 0)
            ProgressView(value: entry.progress)
                .tint(.green)
            Text("Goal \(entry.goal.formatted())")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 3_250, goal: 10_000)
    StepsEntry(date: .now, steps: 10_400, goal: 10_000)
}
