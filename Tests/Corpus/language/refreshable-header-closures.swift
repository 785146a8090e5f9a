import SwiftUI

struct SectionHeader: View {
    let title: String
    let subtitle: String?
    let onSeeAll: () -> Void
    let onRefresh: () async -> Void

    @State private var isRefreshing = false

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.title3.bold())
                if let subtitle {
                    Text(subtitle).font(.footnote).foregroundStyle(.secondary)
                }
            }
            Spacer()
            Button {
                Task {
                    isRefreshing = true
                    await onRefresh()
                    isRefreshing = false
                }
            } label: {
                Image(systemName: "arrow.clockwise")
            }
            Button("See all", action: onSeeAll)
        }
        .padding(.horizontal)
    }
}

#Preview {
    SectionHeader(title: "Recently played", subtitle: "Updated 5 min ago", onSeeAll: {}, onRefresh: {})
        .frame(width: 375)
}
