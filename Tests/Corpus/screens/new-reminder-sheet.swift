import SwiftUI

/// How a reminder repeats.
enum RepeatRule: String, CaseIterable, Identifiable {
    case never, daily, weekdays, weekly, monthly
    var id: Self { self }

    var title: String {
        switch self {
        case .never: "Never"
        case .daily: "Every Day"
        case .weekdays: "Weekdays"
        case .weekly: "Every Week"
        case .monthly: "Every Month"
        }
    }
}

struct NewReminderSheet: View {
    @State private var title = "Renew passport"
    @State private var notes = ""
    @State private var due = Date(timeIntervalSince1970: 1_798_200_000)
    @State private var alertTime = Date(timeIntervalSince1970: 1_798_200_000)
    @State private var repeatRule: RepeatRule = .never
    @State private var flagColor = Color.red
    @State private var urgent = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                HStack {
                    Button("Cancel", role: .cancel) {}
                    Spacer()
                    Text("New Reminder")
                        .font(.headline)
                    Spacer()
                    Button("Add") {}
                        .fontWeight(.semibold)
                        .disabled(title.isEmpty)
                }

                VStack(spacing: 12) {
                    TextField("Title", text: $title)
                        .textFieldStyle(.roundedBorder)
                    TextField("Notes", text: $notes, axis: .vertical)
                        .textFieldStyle(.roundedBorder)
                }

                VStack(alignment: .leading, spacing: 12) {
                    DatePicker("Date", selection: $due, displayedComponents: .date)
                    DatePicker("Time", selection: $alertTime, displayedComponents: .hourAndMinute)
                    HStack {
                        Text("Repeat")
                        Spacer()
                        Menu(repeatRule.title) {
                            ForEach(RepeatRule.allCases) { rule in
                                Button(rule.title) { repeatRule = rule }
                            }
                        }
                    }
                    Toggle("Urgent", isOn: $urgent)
                    ColorPicker("Flag colour", selection: $flagColor, supportsOpacity: false)
                }

                DatePicker("Due date", selection: $due, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .labelsHidden()

                HStack {
                    Link("Passport renewal help", destination: URL(string: "https://example.gov/passports")!)
                        .font(.footnote)
                    Spacer()
                    ShareLink(item: title)
                        .labelStyle(.iconOnly)
                }
            }
            .padding()
        }
    }
}

#Preview("light") {
    NewReminderSheet()
}

#Preview("dark") {
    NewReminderSheet()
        .preferredColorScheme(.dark)
}
