import SwiftUI

struct Expense: Identifiable {
    let id = UUID()
    let category: String
    let amount: Double
}

struct CategoryTotals: View {
    let expenses: [Expense]

    private var totals: [String: Double] {
        Dictionary(grouping: expenses, by: \.category)
            .mapValues { $0.reduce(0) { $0 + $1.amount } }
    }

    private var sortedCategories: [String] {
        totals.keys.sorted { (totals[$0] ?? 0) > (totals[$1] ?? 0) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(sortedCategories, id: \.self) { category in
                HStack {
                    Text(category)
                    Spacer()
                    Text(String(format: "%.2f €", totals[category] ?? 0))
                        .monospacedDigit()
                }
            }
        }
        .padding()
    }
}

#Preview {
    CategoryTotals(expenses: [
        Expense(category: "Groceries", amount: 54.20),
        Expense(category: "Transport", amount: 18.00),
        Expense(category: "Groceries", amount: 12.75),
        Expense(category: "Eating out", amount: 31.40),
    ])
    .frame(width: 300)
}
