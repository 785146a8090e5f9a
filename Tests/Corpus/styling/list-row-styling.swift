import SwiftUI

// Row-level list styling: custom insets for a full-bleed banner row, a tinted row background, hidden
// separators around a spacer row, compact section spacing and a hidden scroll background over a colour.

struct Reminder: Identifiable {
    let id: Int
    let title: String
    let isOverdue: Bool
}

struct RemindersList: View {
    let reminders = [
        Reminder(id: 1, title: "Renew passport", isOverdue: true),
        Reminder(id: 2, title: "Book dentist", isOverdue: false),
        Reminder(id: 3, title: "Water the plants", isOverdue: false),
    ]

    var body: some View {
        List {
            Section {
                Text("3 reminders today")
                    .font(.headline)
                    .frame(maxWidth: .infinity, minHeight: 60)
                    .background(Color.indigo.opacity(0.15))
                    .listRowInsets(EdgeInsets())
            }
            Section("Today") {
                ForEach(reminders) { reminder in
                    Text(reminder.title)
                        .foregroundStyle(reminder.isOverdue ? .red : .primary)
                        .listRowBackground(reminder.isOverdue ? Color.red.opacity(0.08) : nil)
                }
                Color.clear
                    .frame(height: 8)
                    .listRowSeparator(.hidden)
            }
        }
        .listSectionSpacing(.compact)
        .scrollContentBackground(.hidden)
        .background(Color.mint.opacity(0.12))
    }
}

#Preview {
    RemindersList()
}
