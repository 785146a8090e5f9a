import SwiftUI

struct NotesListView: View {
    enum SortOrder: String, CaseIterable { case date = "Date", title = "Title" }

    @State private var sort: SortOrder = .date
    @State private var notes = ["Groceries", "Trip ideas", "Book list", "Gift ideas"]
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Label(note, systemImage: "note.text")
                    .contextMenu {
                        Button("Pin", systemImage: "pin") {}
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                    }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort by", selection: $sort) {
                            ForEach(SortOrder.allCases, id: \.self) { Text($0.rawValue) }
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down.circle")
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(notes.count) Notes")
                        .font(.caption)
                    Spacer()
                    Button {
                        notes.append("New note")
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
    }
}

#Preview {
    NotesListView()
}
