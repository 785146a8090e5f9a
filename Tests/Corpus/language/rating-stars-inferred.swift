import SwiftUI

struct Star: View {
    var color = Color.yellow
    var size = 18.0
    var filled = true

    var body: some View {
        Image(systemName: filled ? "star.fill" : "star")
            .font(.system(size: size))
            .foregroundStyle(color)
    }
}

struct RatingRow: View {
    var rating = 3
    var outOf = 5
    var tint = Color.orange

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...outOf, id: \.self) { index in
                Star(color: index <= rating ? tint : .gray.opacity(0.4), filled: index <= rating)
            }
        }
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 8) {
        RatingRow()
        RatingRow(rating: 5, tint: .red)
        Star(color: .red)
    }
    .padding()
}
