import SwiftUI

struct HourlyForecast: Identifiable, Hashable {
    var id: Int { hour }
    let hour: Int
    let temperature: Double
    let symbol: String
}

private let sampleHours: [HourlyForecast] = (0..<8).map { offset in
    HourlyForecast(hour: (9 + offset) % 24, temperature: 18 + Double(offset) * 0.7, symbol: offset % 3 == 0 ? "cloud.sun.fill" : "sun.max.fill")
}

struct WeatherCard: View {
    var city: String = "Cupertino"
    var hours: [HourlyForecast] = sampleHours
    @Environment(\.colorScheme) private var colorScheme

    private var formatter: MeasurementFormatter {
        let f = MeasurementFormatter()
        f.numberFormatter.maximumFractionDigits = 0
        return f
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text(city).font(.title2.weight(.semibold))
                Spacer()
                Text("\(Int(hours.first?.temperature ?? 0))°")
                    .font(.system(size: 44, weight: .thin, design: .rounded))
                    .monospacedDigit()
            }
            Divider().overlay(.white.opacity(0.4))
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 18) {
                    ForEach(hours) { hour in
                        VStack(spacing: 6) {
                            Text(hour.hour == 9 ? "Now" : String(format: "%02d", hour.hour))
                                .font(.caption.bold())
                            Image(systemName: hour.symbol)
                                .symbolRenderingMode(.multicolor)
                                .font(.title3)
                                .frame(height: 24)
                            Text(hour.temperature, format: .number.precision(.fractionLength(0)))
                                .font(.callout)
                        }
                    }
                }
            }
        }
        .padding()
        .foregroundStyle(.white)
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(.linearGradient(colors: [Color(hue: 0.58, saturation: 0.6, brightness: colorScheme == .dark ? 0.4 : 0.8), .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
        )
        .padding()
    }
}

#Preview("Light") {
    WeatherCard()
}

#Preview("Dark") {
    WeatherCard()
        .preferredColorScheme(.dark)
}
