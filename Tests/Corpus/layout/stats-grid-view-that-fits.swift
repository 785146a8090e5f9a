import SwiftUI

struct Stat: Identifiable {
    let id: String
    let value: String
    let label: String
    let trend: Double
}

extension Stat {
    static let week: [Stat] = [
        .init(id: "steps", value: "8,421", label: "Steps", trend: 0.12),
        .init(id: "kcal", value: "512", label: "Active kcal", trend: -0.04),
        .init(id: "min", value: "46", label: "Exercise min", trend: 0.3),
    ]
}

struct TrendBadge: View {
    let trend: Double

    var body: some View {
        let up = trend >= 0
        Label {
            Text(abs(trend), format: .percent.precision(.fractionLength(0)))
        } icon: {
            Image(systemName: up ? "arrow.up.right" : "arrow.down.right")
        }
        .font(.caption.weight(.semibold))
        .foregroundStyle(up ? .green : .red)
        .labelStyle(.titleAndIcon)
    }
}

struct StatsSummary: View {
    var stats: [Stat] = Stat.week

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("This week")
                    .font(.headline)
                    .gridCellColumns(3)
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            ForEach(stats) { stat in
                GridRow {
                    Text(stat.label)
                        .foregroundStyle(.secondary)
                    Text(stat.value)
                        .font(.title3.bold())
                        .gridColumnAlignment(.trailing)
                    ViewThatFits {
                        TrendBadge(trend: stat.trend)
                        Image(systemName: stat.trend >= 0 ? "arrow.up" : "arrow.down")
                    }
                }
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color(.secondarySystemBackground)))
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    StatsSummary()
}
