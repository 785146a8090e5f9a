import SwiftUI

/// A trail's detail page: a tall header that runs up under the navigation bar and the status bar, the bar
/// itself transparent over it, and the facts below.
struct TrailDetailView: View {
    struct Trail {
        var name: String
        var region: String
        var lengthKm: Double
        var climbMeters: Int
        var summary: String
    }

    let trail: Trail

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [.green.opacity(0.8), .teal], startPoint: .top, endPoint: .bottom)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(trail.name)
                            .font(.largeTitle.bold())
                        Text(trail.region)
                            .font(.headline)
                    }
                    .foregroundStyle(.white)
                    .padding()
                }
                .frame(height: 260)

                HStack {
                    fact("Length", String(format: "%.1f km", trail.lengthKm))
                    Divider().frame(height: 36)
                    fact("Climb", "\(trail.climbMeters) m")
                }
                .padding()

                Text(trail.summary)
                    .padding(.horizontal)
            }
        }
        // On the scroll view, not the header: a scroll view turns the safe area into its content's margins, so
        // the header itself could not reach under the bar.
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(.hidden, for: .navigationBar)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }

    private func fact(_ label: String, _ value: String) -> some View {
        VStack(spacing: 2) {
            Text(value).font(.title3.weight(.semibold))
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

extension TrailDetailView.Trail {
    static let ridge = TrailDetailView.Trail(
        name: "Ridge Loop", region: "Cascade Foothills", lengthKm: 11.4, climbMeters: 620,
        summary: "A steady climb through cedar forest to an open ridge with views of three peaks, returning along the creek.")
}

#Preview {
    NavigationStack {
        TrailDetailView(trail: .ridge)
    }
}
