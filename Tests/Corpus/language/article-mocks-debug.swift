import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
    let source: String
    let readMinutes: Int
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.source.uppercased())
                .font(.caption2.weight(.bold))
                .foregroundStyle(.secondary)
            Text(article.title)
                .font(.headline)
                .lineLimit(2)
            Text("\(article.readMinutes) min read")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 8)
    }
}

#if DEBUG
extension Article {
    static let mocks: [Article] = [
        Article(id: 1, title: "The quiet comeback of the night train", source: "Field Notes", readMinutes: 7),
        Article(id: 2, title: "What a decade of sourdough taught one bakery", source: "Crumb", readMinutes: 12),
        Article(id: 3, title: "Why your houseplants hate the radiator", source: "Green Room", readMinutes: 4),
    ]
}
#endif

#Preview {
    VStack(alignment: .leading) {
        ForEach(Article.mocks) { article in
            ArticleRow(article: article)
            Divider()
        }
    }
    .padding()
    .frame(width: 360)
}
