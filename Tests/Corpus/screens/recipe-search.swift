import SwiftUI

struct RecipeSearchView: View {
    @State private var query = ""
    let all = ["Shakshuka", "Pad kra pao", "Mushroom risotto", "Shortbread", "Shrimp tacos", "Miso soup"]

    var results: [String] {
        query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { name in
                Text(name)
            }
            .listStyle(.plain)
            .navigationTitle("Recipes")
            .searchable(text: $query, prompt: "Search recipes")
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }
}

#Preview {
    RecipeSearchView()
}
