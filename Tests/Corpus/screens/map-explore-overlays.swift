import SwiftUI

/// Explore tab: a full-screen map placeholder with a search field pinned under the status bar and a
/// "nearby" card above the home indicator. Both overlays are safe-area insets so the map keeps running
/// underneath them.
struct NearbySpot: Identifiable {
    let id: Int
    let name: String
    let kind: String
    let minutes: Int
}

struct ExploreScreen: View {
    var query = ""
    var spots: [NearbySpot] = [
        NearbySpot(id: 1, name: "Harbour Steps", kind: "Viewpoint", minutes: 4),
        NearbySpot(id: 2, name: "Old Rope Works", kind: "Museum", minutes: 9),
        NearbySpot(id: 3, name: "Kiln Street Bakery", kind: "Café", minutes: 12),
    ]

    var body: some View {
        MapBackdrop()
            .ignoresSafeArea()
            .safeAreaInset(edge: .top) {
                searchField
                    .padding(.horizontal)
                    .padding(.top, 8)
            }
            .safeAreaInset(edge: .bottom) {
                nearbyCard
                    .padding(.horizontal)
                    .padding(.bottom, 8)
            }
    }

    private var searchField: some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            Text(query.isEmpty ? "Search places" : query)
                .foregroundStyle(query.isEmpty ? .secondary : .primary)
            Spacer()
            Image(systemName: "mic.fill")
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }

    private var nearbyCard: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Nearby")
                .font(.headline)
            ForEach(spots) { spot in
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(spot.name)
                        Text(spot.kind)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\(spot.minutes) min")
                        .font(.subheadline.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

/// Stands in for a MapKit map: water, a park and a few roads.
private struct MapBackdrop: View {
    var body: some View {
        ZStack {
            Color(red: 0.86, green: 0.91, blue: 0.84)
            Color(red: 0.67, green: 0.82, blue: 0.93)
                .frame(width: 260, height: 340)
                .rotationEffect(.degrees(-18))
                .offset(x: -150, y: -60)
            Color.white.frame(height: 10).rotationEffect(.degrees(24))
            Color.white.frame(width: 8).offset(x: 70)
        }
    }
}

#Preview {
    ExploreScreen()
}

#Preview("Searching", traits: .landscapeLeft) {
    ExploreScreen(query: "bakery")
}
