import SwiftUI

struct Order: Identifiable, Hashable {
    let id = UUID()
    var number: Int
    var customer: String
    var total: Decimal
    var isPaid: Bool

    static let samples: [Order] = [
        Order(number: 1041, customer: "Ada Lovelace", total: 129.90, isPaid: true),
        Order(number: 1042, customer: "Grace Hopper", total: 48.00, isPaid: false),
        Order(number: 1043, customer: "Alan Turing", total: 310.25, isPaid: true),
    ]
}

struct OrdersView: View {
    @State private var orders = Order.samples
    @State private var query = ""

    private var filtered: [Order] {
        guard !query.isEmpty else { return orders }
        return orders.filter { $0.customer.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered) { order in
                    NavigationLink(value: order) {
                        OrderRow(order: order)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            orders.removeAll { $0.id == order.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                }
            }
            .listStyle(.plain)
            .searchable(text: $query, prompt: "Customer")
            .navigationTitle("Orders")
            .navigationDestination(for: Order.self) { order in
                Text("Order #\(order.number)")
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {}
                }
            }
        }
    }
}

private struct OrderRow: View {
    let order: Order

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text("#\(order.number)")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
                Text(order.customer)
                    .font(.body.weight(.medium))
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(order.total, format: .currency(code: "USD"))
                    .font(.body.monospacedDigit())
                if !order.isPaid {
                    Text("Unpaid")
                        .font(.caption2.bold())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(.orange.opacity(0.2), in: Capsule())
                        .foregroundStyle(.orange)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    OrdersView()
}
