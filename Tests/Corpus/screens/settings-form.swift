import SwiftUI

struct SettingsView: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    @State private var displayName = "Alex"
    @State private var notificationsOn = true
    @State private var weeklyDigest = false
    @State private var appearance: Appearance = .system
    @State private var reminderHour = 8

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Display name", text: $displayName)
                }

                Section {
                    Toggle("Push notifications", isOn: $notificationsOn)
                    Toggle("Weekly digest", isOn: $weeklyDigest)
                        .disabled(!notificationsOn)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("The digest arrives every Monday morning.")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.title).tag(option)
                        }
                    }
                    Stepper("Remind me at \(reminderHour):00", value: $reminderHour, in: 5...11)
                }

                Section {
                    Button("Sign out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
