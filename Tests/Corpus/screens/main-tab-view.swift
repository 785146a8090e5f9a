import SwiftUI

struct HomeTab: View {
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "house")
                .font(.largeTitle)
            Text("Home")
        }
    }
}

struct RootTabView: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            HomeTab()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(1)
            Text("Library")
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .badge(3)
                .tag(2)
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(3)
        }
    }
}

#Preview {
    RootTabView()
}
