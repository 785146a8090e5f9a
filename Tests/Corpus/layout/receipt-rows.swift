import SwiftUI

struct ReceiptRow: View {
    let label: String
    let amount: String

    var body: some View {
        HStack {
            Text(label)
            Spacer()
            Text(amount)
        }
    }
}

struct Receipt: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Harbour Street Deli")
                .font(.headline)
            Text("Table 12 · 2 guests")
                .font(.caption)
                .foregroundColor(.secondary)
            Divider()
            ReceiptRow(label: "Flat white", amount: "3.40")
            ReceiptRow(label: "Eggs Benedict", amount: "11.50")
            ReceiptRow(label: "Orange juice (large)", amount: "4.20")
            Divider()
            ReceiptRow(label: "Service", amount: "1.91")
            ReceiptRow(label: "Total", amount: "21.01")
                .font(.headline)
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 300)) {
    Receipt()
}
