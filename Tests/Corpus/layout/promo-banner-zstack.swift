import SwiftUI

struct PromoBanner: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            HStack(alignment: .center, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Free delivery")
                        .font(.title3.bold())
                    Text("On orders over $30 this weekend")
                        .font(.subheadline)
                }
                Spacer()
                Image(systemName: "box.truck")
                    .font(.largeTitle)
            }
            .padding(20)
            .background(Color.yellow.opacity(0.35))
            .cornerRadius(16)

            Text("NEW")
                .font(.caption2.bold())
                .padding(.horizontal, 6)
                .padding(.vertical, 3)
                .background(Color.red)
                .foregroundColor(.white)
                .cornerRadius(4)
                .offset(x: -8, y: -8)
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 375, height: 140)) {
    PromoBanner()
}
