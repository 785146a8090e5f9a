import SwiftUI

/// A compact − / + control used on the cart rows.
struct QuantityStepper: View {
    @Binding var quantity: Int
    var range: ClosedRange<Int> = 1...9

    var body: some View {
        HStack(spacing: 0) {
            Button {
                if quantity > range.lowerBound { quantity -= 1 }
            } label: {
                Image(systemName: "minus")
                    .frame(width: 32, height: 32)
            }

            Text("\(quantity)")
                .font(.body.monospacedDigit())
                .frame(minWidth: 24)

            Button {
                if quantity < range.upperBound { quantity += 1 }
            } label: {
                Image(systemName: "plus")
                    .frame(width: 32, height: 32)
            }
        }
        .buttonStyle(.plain)
        .background(
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.secondary.opacity(0.4), lineWidth: 1)
        )
    }
}

struct CartLine: View {
    let name: String
    @State private var quantity = 1

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            QuantityStepper(quantity: $quantity)
        }
        .padding(.horizontal)
    }
}

#Preview("Cart line", traits: .fixedLayout(width: 375, height: 60)) {
    CartLine(name: "Oat milk, 1 L")
}

#Preview("Stepper alone") {
    @Previewable @State var quantity = 3
    QuantityStepper(quantity: $quantity)
        .padding()
}
