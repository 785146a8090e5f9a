import SwiftUI

class Cart: ObservableObject {
    @Published var count: Int
    @Published var total: Double

    init(count: Int = 0, total: Double = 0) {
        self.count = count
        self.total = total
    }
}

extension Cart {
    static var preview: Cart { Cart(count: 3, total: 42.5) }
}

struct CartButton: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "cart")
                .font(.title2)
                .padding(6)
            if cart.count > 0 {
                Text("\(cart.count)")
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(4)
                    .background(Circle().fill(Color.red))
                    .offset(x: 4, y: -4)
            }
        }
    }
}

struct CartBar: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        HStack {
            Text("Total")
            Text(String(format: "$%.2f", cart.total))
                .bold()
            Spacer()
            CartButton()
        }
        .padding()
    }
}

#Preview {
    CartBar()
        .environmentObject(Cart.preview)
}
