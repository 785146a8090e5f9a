import SwiftUI

enum Forecast {
    case clear
    case cloudy(coverage: Double)
    case rain(millimetres: Double)
    case snow

    var symbolName: String {
        switch self {
        case .clear: "sun.max.fill"
        case .cloudy(let coverage): coverage > 0.6 ? "cloud.fill" : "cloud.sun.fill"
        case .rain: "cloud.rain.fill"
        case .snow: "snowflake"
        }
    }

    var summary: String {
        switch self {
        case .clear:
            return "Clear"
        case .cloudy(let coverage):
            return "\(Int(coverage * 100))% cloud"
        case .rain(let mm):
            return String(format: "%.0f mm rain", mm)
        case .snow:
            return "Snow"
        }
    }
}

struct HourForecast: View {
    let hour: String
    let forecast: Forecast
    let temperature: Int

    var body: some View {
        VStack(spacing: 8) {
            Text(hour).font(.caption).foregroundStyle(.secondary)
            Image(systemName: forecast.symbolName)
                .font(.title2)
                .frame(height: 28)
            Text("\(temperature)°").font(.headline)
            Text(forecast.summary)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(width: 72)
    }
}

#Preview {
    HStack {
        HourForecast(hour: "Now", forecast: .clear, temperature: 21)
        HourForecast(hour: "14", forecast: .cloudy(coverage: 0.4), temperature: 22)
        HourForecast(hour: "15", forecast: .cloudy(coverage: 0.8), temperature: 20)
        HourForecast(hour: "16", forecast: .rain(millimetres: 3), temperature: 17)
    }
    .padding()
}
