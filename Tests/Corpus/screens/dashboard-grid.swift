import SwiftUI

struct MetricTile: View {
    let title: String
    let value: String
    let delta: String
    let isUp: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title2.bold())
            HStack(spacing: 2) {
                Image(systemName: isUp ? "arrow.up" : "arrow.down")
                Text(delta)
            }
            .font(.caption.bold())
            .foregroundStyle(isUp ? .green : .red)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(Color.gray.opacity(0.1))
        .cornerRadius(12)
    }
}

struct DashboardView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("This week")
                .font(.title.bold())
            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    MetricTile(title: "Revenue", value: "$18.4k", delta: "12%", isUp: true)
                    MetricTile(title: "Orders", value: "326", delta: "4%", isUp: true)
                }
                GridRow {
                    MetricTile(title: "Refunds", value: "9", delta: "2", isUp: false)
                    MetricTile(title: "Avg. basket", value: "$56", delta: "1%", isUp: true)
                }
                GridRow {
                    MetricTile(title: "Conversion", value: "3.8%", delta: "0.4 pt", isUp: false)
                        .gridCellColumns(2)
                }
            }
            Spacer()
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 520)) {
    DashboardView()
}
