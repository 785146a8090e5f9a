import SwiftUI

struct NotificationBell: View {
    var unread: Int
    @State private var bounce = 0

    var body: some View {
        Button {
            bounce += 1
        } label: {
            Image(systemName: unread > 0 ? "bell.badge.fill" : "bell")
                .symbolRenderingMode(.hierarchical)
                .symbolEffect(.bounce, value: bounce)
                .font(.title2)
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    HStack(spacing: 24) {
        NotificationBell(unread: 0)
        NotificationBell(unread: 4)
    }
    .padding()
}
