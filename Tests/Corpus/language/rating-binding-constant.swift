import SwiftUI

struct RatingControl: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 6) {
            ForEach(1...maximum, id: \.self) { value in
                Image(systemName: value <= rating ? "heart.fill" : "heart")
                    .foregroundStyle(value <= rating ? .pink : .gray)
                    .onTapGesture { rating = value }
            }
        }
    }
}

#Preview {
    VStack(spacing: 12) {
        RatingControl(rating: .constant(0))
        RatingControl(rating: .constant(3))
        RatingControl(rating: .constant(5), maximum: 5)
    }
    .padding()
}
