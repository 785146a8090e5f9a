import SwiftUI

struct CategoryTile: View {
    let name: String
    let symbol: String
    let color: Color

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: symbol)
                .font(.title2)
            Spacer()
            Text(name)
                .font(.headline)
        }
        .foregroundStyle(.white)
        .padding(12)
        .frame(maxWidth: .infinity, minHeight: 96, alignment: .leading)
        .background(color.gradient, in: RoundedRectangle(cornerRadius: 14))
    }
}

#Preview {
    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
        GridRow {
            CategoryTile(name: "Groceries", symbol: "cart", color: .green)
            CategoryTile(name: "Transport", symbol: "tram", color: .blue)
        }
        GridRow {
            CategoryTile(name: "Health", symbol: "heart", color: .pink)
            CategoryTile(name: "Fun", symbol: "gamecontroller", color: .purple)
        }
    }
    .padding()
    .frame(width: 360)
}
