import SwiftUI

struct ProductDetailView: View {
    let name = "Linen Overshirt"
    let price = 89.0
    let sizes = ["XS", "S", "M", "L", "XL"]
    @State private var selectedSize = "M"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                RoundedRectangle(cornerRadius: 0)
                    .fill(Color(red: 0.85, green: 0.8, blue: 0.72))
                    .aspectRatio(4 / 5, contentMode: .fit)

                VStack(alignment: .leading, spacing: 6) {
                    Text(name)
                        .font(.title2.weight(.semibold))
                    Text("$\(Int(price))")
                        .font(.title3)
                    Text("Garment-dyed European linen. Relaxed fit, two chest pockets, corozo buttons.")
                        .foregroundStyle(.secondary)
                }
                .padding(.horizontal)

                VStack(alignment: .leading, spacing: 8) {
                    Text("Size").font(.headline)
                    HStack(spacing: 8) {
                        ForEach(sizes, id: \.self) { size in
                            Text(size)
                                .frame(width: 48, height: 40)
                                .background(
                                    RoundedRectangle(cornerRadius: 8)
                                        .stroke(size == selectedSize ? Color.primary : Color.gray.opacity(0.3),
                                                lineWidth: size == selectedSize ? 2 : 1)
                                )
                                .onTapGesture { selectedSize = size }
                        }
                    }
                }
                .padding(.horizontal)

                Button {
                } label: {
                    Label("Add to bag", systemImage: "bag")
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(Color.primary)
                        .foregroundStyle(Color(white: 1))
                        .cornerRadius(10)
                }
                .padding(.horizontal)
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 844)) {
    ProductDetailView()
}
