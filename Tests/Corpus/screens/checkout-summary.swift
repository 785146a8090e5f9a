import SwiftUI

struct LineItem: Identifiable {
    let id = UUID()
    let name: String
    let quantity: Int
    let unitPrice: Double
}

struct CheckoutSummary: View {
    let items: [LineItem]
    let shipping: Double = 4.99

    private var subtotal: Double {
        items.reduce(0) { $0 + Double($1.quantity) * $1.unitPrice }
    }

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 12) {
                ForEach(items) { item in
                    HStack(alignment: .firstTextBaseline) {
                        Text("\(item.quantity)×")
                            .foregroundStyle(.secondary)
                            .frame(width: 28, alignment: .leading)
                        Text(item.name)
                        Spacer()
                        Text(String(format: "$%.2f", Double(item.quantity) * item.unitPrice))
                    }
                }
            }
            .padding()

            Divider()

            VStack(spacing: 8) {
                row("Subtotal", subtotal)
                row("Shipping", shipping)
                row("Total", subtotal + shipping, emphasised: true)
            }
            .padding()

            Button(action: {}) {
                Text("Pay \(String(format: "$%.2f", subtotal + shipping))")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(Color.black)
                    .foregroundColor(.white)
                    .cornerRadius(12)
            }
            .padding()
        }
    }

    private func row(_ title: String, _ amount: Double, emphasised: Bool = false) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(String(format: "$%.2f", amount))
        }
        .font(emphasised ? .headline : .body)
    }
}

#Preview {
    CheckoutSummary(items: [
        LineItem(name: "Ceramic pour-over", quantity: 1, unitPrice: 32),
        LineItem(name: "Paper filters (100)", quantity: 2, unitPrice: 6.5),
        LineItem(name: "Single-origin beans, 250 g", quantity: 1, unitPrice: 14.9),
    ])
    .frame(width: 375)
}
