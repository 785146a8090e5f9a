import SwiftUI

struct AppNotification: Identifiable {
    let id = UUID()
    let title: String
    let body: String
    let isUnread: Bool
}

struct NotificationsView: View {
    @State private var today = [
        AppNotification(title: "Your order shipped", body: "Arriving Thursday", isUnread: true),
        AppNotification(title: "Price drop", body: "Trail runners are now 20% off", isUnread: true),
    ]
    @State private var earlier = [
        AppNotification(title: "Welcome!", body: "Thanks for joining", isUnread: false),
    ]

    var body: some View {
        List {
            Section("Today") {
                ForEach(today) { note in
                    row(note)
                        .swipeActions {
                            Button(role: .destructive) {
                                today.removeAll { $0.id == note.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                }
            }
            Section("Earlier") {
                ForEach(earlier) { note in
                    row(note)
                }
            }
        }
        .listStyle(.insetGrouped)
    }

    private func row(_ note: AppNotification) -> some View {
        HStack(alignment: .top) {
            Circle()
                .fill(note.isUnread ? Color.blue : Color.clear)
                .frame(width: 8, height: 8)
                .padding(.top, 6)
            VStack(alignment: .leading) {
                Text(note.title).font(.headline)
                Text(note.body).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    NotificationsView()
}
