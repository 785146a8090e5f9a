import SwiftUI

struct AgendaDay: Identifiable {
    let id = UUID()
    let title: String
    let events: [String]
}

struct AgendaView: View {
    let days = [
        AgendaDay(title: "Monday 3", events: ["Standup", "Dentist", "Pilates"]),
        AgendaDay(title: "Tuesday 4", events: ["Flight to Oslo"]),
        AgendaDay(title: "Wednesday 5", events: ["Workshop", "Team dinner"]),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(days) { day in
                    Section {
                        ForEach(day.events, id: \.self) { event in
                            Text(event)
                                .padding(.horizontal)
                                .padding(.vertical, 12)
                            Divider().padding(.leading)
                        }
                    } header: {
                        Text(day.title)
                            .font(.subheadline.bold())
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal)
                            .padding(.vertical, 6)
                            .background(.bar)
                    }
                }
            }
        }
    }
}

#Preview {
    AgendaView()
}
