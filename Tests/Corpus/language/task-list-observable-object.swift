import SwiftUI
import Combine

final class TaskStore: ObservableObject {
    struct Item: Identifiable {
        let id = UUID()
        var title: String
        var isDone: Bool
    }

    @Published var items: [Item] = [
        Item(title: "Renew passport", isDone: false),
        Item(title: "Book dentist", isDone: true),
        Item(title: "Call the landlord about the heater", isDone: false),
    ]

    var remaining: Int { items.filter { !$0.isDone }.count }
}

struct TaskRow: View {
    let item: TaskStore.Item

    var body: some View {
        HStack {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.isDone ? .green : .secondary)
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundStyle(item.isDone ? .secondary : .primary)
            Spacer()
        }
        .padding(.vertical, 6)
    }
}

struct TaskSummary: View {
    @ObservedObject var store: TaskStore

    var body: some View {
        Text("\(store.remaining) left")
            .font(.footnote)
            .foregroundStyle(.secondary)
    }
}

struct TaskBoard: View {
    @StateObject private var store = TaskStore()

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Today").font(.title2.bold())
                Spacer()
                TaskSummary(store: store)
            }
            ForEach(store.items) { item in
                TaskRow(item: item)
            }
        }
        .padding()
    }
}

#Preview {
    TaskBoard()
        .frame(width: 340)
}
