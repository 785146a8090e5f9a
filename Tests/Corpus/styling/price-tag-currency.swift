import SwiftUI

struct PriceTag: View {
    let price: Decimal
    let originalPrice: Decimal?
    var currency = "EUR"

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text(price, format: .currency(code: currency))
                .font(.title3.bold())
            if let originalPrice {
                Text(originalPrice, format: .currency(code: currency))
                    .font(.subheadline)
                    .strikethrough()
                    .foregroundStyle(.secondary)
                Text(discount(from: originalPrice), format: .percent.precision(.fractionLength(0)))
                    .font(.caption.bold())
                    .foregroundStyle(.red)
            }
        }
    }

    private func discount(from original: Decimal) -> Double {
        let p = NSDecimalNumber(decimal: price).doubleValue
        let o = NSDecimalNumber(decimal: original).doubleValue
        return o > 0 ? -(1 - p / o) : 0
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 8) {
        PriceTag(price: 79.99, originalPrice: 119)
        PriceTag(price: 12.5, originalPrice: nil, currency: "USD")
    }
    .padding()
}
