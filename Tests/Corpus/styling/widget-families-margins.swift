// One widget view in several families: a full-bleed medium widget with its content margins disabled and a
// gradient container background, a large one inside the default margins, a Lock Screen accessory reading the
// family and the rendering mode, and a widget that forgot its container background (iOS 17 shows a notice).
import WidgetKit
import SwiftUI

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: .now, city: "Lisbon", temperature: 21) }
    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct WeatherView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: WeatherEntry

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label(entry.city, systemImage: "sun.max.fill")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.temperature)° · \(renderingMode == .vibrant ? "lock screen" : "home")")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.city).font(.headline)
                Text("\(entry.temperature)°").font(.system(size: 48, weight: .thin))
                Spacer()
                Text(family == .systemLarge ? "Sunny all week" : "Sunny")
                    .font(.caption)
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}

struct FullBleedWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FullBleedWeather", provider: WeatherProvider()) { entry in
            WeatherView(entry: entry)
                .padding(12)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.blue, .cyan], startPoint: .topLeading, endPoint: .bottomTrailing)
                }
                .widgetURL(URL(string: "weather://lisbon"))
        }
        .contentMarginsDisabled()
        .supportedFamilies([.systemMedium, .systemLarge, .accessoryRectangular])
    }
}

struct PlainWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PlainWeather", provider: WeatherProvider()) { entry in
            WeatherView(entry: entry)
                .background(Color.blue)
        }
    }
}

#Preview("Full bleed", as: .systemMedium) {
    FullBleedWeatherWidget()
} timeline: {
    WeatherEntry(date: .now, city: "Lisbon", temperature: 24)
}

#Preview("Large", as: .systemLarge) {
    FullBleedWeatherWidget()
} timeline: {
    WeatherEntry(date: .now, city: "Porto", temperature: 19)
}

#Preview("Lock Screen", as: .accessoryRectangular) {
    FullBleedWeatherWidget()
} timeline: {
    WeatherEntry(date: .now, city: "Faro", temperature: 27)
}

#Preview("No container background", as: .systemSmall) {
    PlainWeatherWidget()
} timeline: {
    WeatherEntry(date: .now, city: "Braga", temperature: 17)
}
