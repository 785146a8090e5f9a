import SwiftUI

struct InboxView: View {
    @State private var showingCompose = false

    let threads = [
        ("Travel desk", "Your itinerary for Porto", "9:41"),
        ("Mum", "Sunday lunch?", "Yesterday"),
        ("GitHub", "[layouts] PR #212 was merged", "Mon"),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(threads, id: \.1) { thread in
                        VStack(alignment: .leading, spacing: 2) {
                            HStack {
                                Text(thread.0).font(.headline)
                                Spacer()
                                Text(thread.2).font(.caption).foregroundStyle(.secondary)
                            }
                            Text(thread.1).foregroundStyle(.secondary)
                        }
                        .padding()
                        Divider()
                    }
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingCompose = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
            .sheet(isPresented: $showingCompose) {
                Text("New message")
            }
        }
    }
}

#Preview {
    InboxView()
}
