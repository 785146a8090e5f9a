import SwiftUI

struct Transaction {
    var merchant: String
    var category: String
    var amount: Double
}

struct TransactionRow: View {
    let transaction: Transaction
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(colorScheme == .dark ? Color.white.opacity(0.1) : Color.black.opacity(0.05))
                .frame(width: 40, height: 40)
                .overlay(Image(systemName: "bag"))
            VStack(alignment: .leading) {
                Text(transaction.merchant)
                Text(transaction.category)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount < 0 ? "−$\(String(format: "%.2f", -transaction.amount))" : "+$\(String(format: "%.2f", transaction.amount))")
                .foregroundColor(transaction.amount < 0 ? .primary : .green)
        }
        .padding()
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

struct TransactionRow_Previews: PreviewProvider {
    static let sample = Transaction(merchant: "Corner Café", category: "Food & drink", amount: -4.8)

    static var previews: some View {
        ForEach(ColorScheme.allCases, id: \.self) { scheme in
            TransactionRow(transaction: sample)
                .preferredColorScheme(scheme)
                .previewDisplayName("\(scheme)")
        }
        .previewLayout(.fixed(width: 375, height: 72))
    }
}
