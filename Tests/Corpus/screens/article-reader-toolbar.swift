import SwiftUI

/// Long-form reader. The text scrolls under a bottom toolbar that sits in the safe area, so the last
/// paragraph can always be scrolled clear of it.
struct Article {
    var title: String
    var byline: String
    var paragraphs: [String]

    static let sample = Article(
        title: "Why Lighthouses Still Matter",
        byline: "By Ines Marlow · 6 min read",
        paragraphs: [
            "Satellite navigation has made most ships independent of the coast, yet the lights keep turning. Harbour authorities argue that a failed receiver at night is exactly when a fixed, familiar beam earns its keep.",
            "Modern lanterns use a fraction of the power of the old mantles. Many now run from a small solar array and report their status over the mobile network, so a keeper visits a few times a year rather than every evening.",
            "Heritage groups have taken on the towers that were decommissioned, turning keepers' cottages into holiday lets and small museums. The income pays for paint, which in salt air is never a small bill.",
        ]
    )
}

struct ArticleReaderView: View {
    let article: Article
    @State private var isSaved = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(article.title)
                    .font(.largeTitle.bold())
                Text(article.byline)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                ForEach(article.paragraphs, id: \.self) { paragraph in
                    Text(paragraph)
                        .font(.body)
                        .lineSpacing(4)
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            toolbar
        }
    }

    private var toolbar: some View {
        HStack {
            Button {} label: { Image(systemName: "textformat.size") }
            Spacer()
            Button {} label: { Image(systemName: isSaved ? "bookmark.fill" : "bookmark") }
            Spacer()
            Button {} label: { Image(systemName: "square.and.arrow.up") }
        }
        .font(.title3)
        .padding(.horizontal, 32)
        .padding(.vertical, 12)
        .background(.regularMaterial)
    }
}

#Preview {
    ArticleReaderView(article: .sample)
}
