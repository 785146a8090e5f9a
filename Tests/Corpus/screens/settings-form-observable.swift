import SwiftUI

enum AppearanceMode: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

@Observable
final class SettingsModel {
    var notificationsEnabled = true
    var sounds = false
    var appearance: AppearanceMode = .system
    var fontScale: Double = 1.0
    var username = "jappleseed"
}

struct SettingsView: View {
    @State private var model = SettingsModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 48))
                            .foregroundStyle(.tint)
                        VStack(alignment: .leading) {
                            Text("John Appleseed").font(.headline)
                            Text(verbatim: "john@example.com").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Notifications") {
                    Toggle("Allow Notifications", isOn: $model.notificationsEnabled)
                    Toggle("Sounds", isOn: $model.sounds)
                        .disabled(!model.notificationsEnabled)
                }

                Section {
                    Picker("Appearance", selection: $model.appearance) {
                        ForEach(AppearanceMode.allCases) { mode in
                            Text(mode.title).tag(mode)
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Text Size")
                        Slider(value: $model.fontScale, in: 0.8...1.6, step: 0.1) {
                            Text("Text Size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                    }
                } header: {
                    Text("Display")
                } footer: {
                    Text("Changes apply to every window.")
                }

                Section {
                    LabeledContent("Version", value: "2.4.1")
                    NavigationLink("Acknowledgements") { Text("Thanks") }
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                }

                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    SettingsView()
}
