import SwiftUI

struct ArticleDetailView: View {
    let title = "The architects of the invisible city"
    let byline = "By Ines Carvalho · 9 min read"
    let paragraphs = [
        "Every morning, before the first tram leaves the depot, a team of eleven people walks the tunnels under the old market, checking pumps that most residents have never heard of.",
        "The system was built in stages across a century, and no single drawing shows all of it. The engineers keep a shared notebook instead — pages of sketches, arrows and dates.",
        "“You learn it with your feet,” says the team’s longest-serving member. “And you learn to listen for water.”",
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Rectangle()
                    .fill(Color.brown.opacity(0.4))
                    .frame(height: 220)
                    .overlay(Image(systemName: "photo").font(.largeTitle).foregroundStyle(.white))

                VStack(alignment: .leading, spacing: 8) {
                    Text("CITIES")
                        .font(.caption.weight(.bold))
                        .foregroundColor(.red)
                    Text(title)
                        .font(.title.bold())
                    Text(byline)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
                .padding(.horizontal)

                ForEach(paragraphs, id: \.self) { paragraph in
                    Text(paragraph)
                        .font(.body)
                        .lineSpacing(4)
                        .padding(.horizontal)
                }
            }
            .padding(.bottom, 32)
        }
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 844)) {
    ArticleDetailView()
}
