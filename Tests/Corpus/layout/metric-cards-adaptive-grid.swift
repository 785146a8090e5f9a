import SwiftUI

struct Metric: Identifiable {
    let id = UUID()
    let title: String
    let value: String
    let change: Double
    let icon: String
}

struct MetricCard: View {
    let metric: Metric
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(metric.title, systemImage: metric.icon)
                .font(.subheadline.weight(.medium))
                .foregroundStyle(.secondary)
            Text(metric.value)
                .font(.system(.title, design: .rounded).bold())
                .contentTransition(.numericText())
            HStack(spacing: 4) {
                Image(systemName: metric.change >= 0 ? "arrow.up.right" : "arrow.down.right")
                Text(metric.change, format: .percent.precision(.fractionLength(1)))
            }
            .font(.caption.bold())
            .foregroundStyle(metric.change >= 0 ? .green : .red)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.regularMaterial, in: .rect(cornerRadius: 16))
        .shadow(color: .black.opacity(colorScheme == .dark ? 0 : 0.08), radius: 8, y: 4)
    }
}

struct DashboardView: View {
    let metrics = [
        Metric(title: "Revenue", value: "$12.4k", change: 0.082, icon: "dollarsign.circle.fill"),
        Metric(title: "Orders", value: "318", change: -0.024, icon: "cart.fill"),
        Metric(title: "Visitors", value: "5,120", change: 0.153, icon: "person.2.fill"),
        Metric(title: "Refunds", value: "12", change: 0.0, icon: "arrow.uturn.backward"),
    ]
    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(metrics) { MetricCard(metric: $0) }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
        .safeAreaInset(edge: .top) {
            HStack {
                Text("Today").font(.largeTitle.bold())
                Spacer()
                Menu {
                    Button("Today") {}
                    Button("This Week") {}
                } label: {
                    Label("Range", systemImage: "calendar")
                        .labelStyle(.iconOnly)
                        .font(.title2)
                }
            }
            .padding(.horizontal)
            .padding(.bottom, 8)
            .background(.bar)
        }
    }
}

#Preview {
    DashboardView()
}
