import SwiftUI

// The "Today" tab of a small app store: a horizontally paging shelf of featured apps (two thirds of the
// screen each, so the next one peeks in), then a ranked list, all inside a tab view.

struct StoreApp: Identifiable, Hashable {
    let id: Int
    let name: String
    let tagline: String
    let tint: Color
}

extension StoreApp {
    static let featured: [StoreApp] = [
        StoreApp(id: 1, name: "Tidepool", tagline: "Tide tables for every cove", tint: .teal),
        StoreApp(id: 2, name: "Lumen", tagline: "A darkroom in your pocket", tint: .orange),
        StoreApp(id: 3, name: "Quillwork", tagline: "Handwriting, searchable", tint: .indigo),
        StoreApp(id: 4, name: "Fieldnotes", tagline: "Birding with friends", tint: .green),
    ]

    static let topFree: [StoreApp] = [
        StoreApp(id: 10, name: "Metronome+", tagline: "Music", tint: .pink),
        StoreApp(id: 11, name: "Sprout", tagline: "Gardening", tint: .mint),
        StoreApp(id: 12, name: "Parcel Pal", tagline: "Utilities", tint: .brown),
    ]
}

private struct FeatureCard: View {
    let app: StoreApp

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Spacer()
            Text(app.name)
                .font(.title2.bold())
            Text(app.tagline)
                .font(.subheadline)
                .opacity(0.85)
        }
        .foregroundStyle(.white)
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: 220)
        .background(app.tint.gradient, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
    }
}

private struct RankedRow: View {
    let rank: Int
    let app: StoreApp

    var body: some View {
        HStack(spacing: 12) {
            Text("\(rank)")
                .font(.headline)
                .foregroundStyle(.secondary)
                .frame(width: 20)
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(app.tint)
                .frame(width: 56, height: 56)
            VStack(alignment: .leading) {
                Text(app.name).font(.headline)
                Text(app.tagline).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("GET")
                .font(.subheadline.bold())
                .padding(.horizontal, 16)
                .padding(.vertical, 6)
                .background(Color(.systemGray5), in: Capsule())
        }
    }
}

struct TodayView: View {
    @State private var scrolledID: StoreApp.ID?

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 12) {
                            ForEach(StoreApp.featured) { app in
                                FeatureCard(app: app)
                                    .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollPosition(id: $scrolledID)
                    .scrollIndicators(.hidden)
                    .contentMargins(.horizontal, 20, for: .scrollContent)

                    VStack(alignment: .leading, spacing: 14) {
                        Text("Top Free")
                            .font(.title3.bold())
                        ForEach(Array(StoreApp.topFree.enumerated()), id: \.element.id) { index, app in
                            RankedRow(rank: index + 1, app: app)
                        }
                    }
                    .padding(.horizontal, 20)
                }
                .padding(.vertical)
            }
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "person.crop.circle")
                        .font(.title2)
                }
            }
        }
    }
}

struct StoreTabs: View {
    var body: some View {
        TabView {
            TodayView()
                .tabItem { Label("Today", systemImage: "doc.text.image") }
            Text("Games")
                .tabItem { Label("Games", systemImage: "gamecontroller") }
            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}

#Preview {
    StoreTabs()
}

#Preview("Dark") {
    StoreTabs()
        .preferredColorScheme(.dark)
}
