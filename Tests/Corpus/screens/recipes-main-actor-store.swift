import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var minutes: Int
    var rating: Double
    var tags: [String]
    var isFavorite: Bool = false
}

@MainActor
final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe] = [
        Recipe(name: "Shakshuka", minutes: 25, rating: 4.5, tags: ["Breakfast", "Vegetarian"]),
        Recipe(name: "Pad Thai", minutes: 35, rating: 4.8, tags: ["Noodles"], isFavorite: true),
        Recipe(name: "Minestrone", minutes: 50, rating: 4.1, tags: ["Soup", "Vegan"]),
        Recipe(name: "Tacos al Pastor", minutes: 40, rating: 4.9, tags: ["Mexican"]),
    ]
    @Published var searchText = ""

    var filtered: [Recipe] {
        guard !searchText.isEmpty else { return recipes }
        return recipes.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}

struct RatingView: View {
    let rating: Double
    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<5, id: \.self) { index in
                Image(systemName: Double(index) + 0.5 <= rating ? "star.fill" : (Double(index) < rating ? "star.leadinghalf.filled" : "star"))
                    .foregroundStyle(.orange)
            }
        }
        .font(.caption2)
    }
}

struct RecipeListView: View {
    @StateObject private var store = RecipeStore()

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.filtered) { recipe in
                    NavigationLink(value: recipe) {
                        HStack {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                                .frame(width: 56, height: 56)
                                .overlay(Image(systemName: "fork.knife").foregroundStyle(.white))
                            VStack(alignment: .leading, spacing: 4) {
                                Text(recipe.name).font(.headline)
                                RatingView(rating: recipe.rating)
                                Text("\(recipe.minutes) min · \(recipe.tags.joined(separator: ", "))")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            if recipe.isFavorite {
                                Image(systemName: "heart.fill").foregroundStyle(.red)
                            }
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                        Button { } label: { Label("Favorite", systemImage: "heart") }.tint(.pink)
                    }
                }
            }
            .searchable(text: $store.searchText, prompt: "Search recipes")
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name)
            }
            .overlay {
                if store.filtered.isEmpty {
                    ContentUnavailableView.search(text: store.searchText)
                }
            }
        }
    }
}

#Preview {
    RecipeListView()
}
