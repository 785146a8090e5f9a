import SwiftUI

struct MonthlyStats: View {
    let stats: [(label: String, value: String, symbol: String)] = [
        ("Distance", "84.2 km", "figure.run"),
        ("Time", "7h 12m", "timer"),
        ("Elevation", "1,040 m", "mountain.2"),
    ]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(stats, id: \.label) { stat in
                VStack(spacing: 4) {
                    Image(systemName: stat.symbol)
                        .foregroundStyle(.orange)
                    Text(stat.value)
                        .font(.headline)
                    Text(stat.label)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .padding(.vertical)
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 120)) {
    MonthlyStats()
}
