import SwiftUI

struct HeroHeader: View {
    let title: String
    let subtitle: String

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(
                colors: [Color(red: 0.98, green: 0.45, blue: 0.33), Color(red: 0.55, green: 0.18, blue: 0.62)],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.largeTitle.bold())
                Text(subtitle)
                    .font(.subheadline)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .frame(height: 200)
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 200)) {
    HeroHeader(title: "Summer Mix", subtitle: "48 songs · 2 hr 51 min")
}
