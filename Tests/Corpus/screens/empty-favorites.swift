import SwiftUI

struct FavoritesView: View {
    let favorites: [String]

    var body: some View {
        if favorites.isEmpty {
            ContentUnavailableView {
                Label("No favourites yet", systemImage: "star")
            } description: {
                Text("Tap the star on any recipe to keep it here.")
            } actions: {
                Button("Browse recipes") {}
                    .buttonStyle(.borderedProminent)
            }
        } else {
            VStack {
                ForEach(favorites, id: \.self) { Text($0) }
            }
        }
    }
}

#Preview("Empty") {
    FavoritesView(favorites: [])
}

#Preview("Search") {
    ContentUnavailableView.search(text: "banana bread")
}
