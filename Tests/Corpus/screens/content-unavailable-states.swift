import SwiftUI

struct SearchResultsView: View {
    let results: [String]
    let query: String

    var body: some View {
        Group {
            if results.isEmpty {
                ContentUnavailableView.search(text: query)
            } else {
                List(results, id: \.self) { Text($0) }
            }
        }
    }
}

struct OfflineView: View {
    var retry: () -> Void = {}

    var body: some View {
        ContentUnavailableView {
            Label("No Connection", systemImage: "wifi.slash")
        } description: {
            Text("Check your internet connection and try again.")
        } actions: {
            Button("Retry", action: retry)
                .buttonStyle(.borderedProminent)
        }
    }
}

#Preview("Search") {
    SearchResultsView(results: [], query: "pancakes")
}

#Preview("Offline") {
    OfflineView()
}
