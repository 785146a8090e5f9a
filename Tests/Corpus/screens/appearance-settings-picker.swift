import SwiftUI

enum AppearanceMode: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }

    var title: LocalizedStringKey {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

struct AppearanceSettingsView: View {
    @State private var mode: AppearanceMode = .system
    @State private var fontScale: Double = 1.0
    @State private var showsBadges = true
    @State private var refreshInterval = 15

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Appearance", selection: $mode) {
                        ForEach(AppearanceMode.allCases) { mode in
                            Text(mode.title).tag(mode)
                        }
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("Theme")
                } footer: {
                    Text("System follows the device setting.")
                }

                Section("Text") {
                    LabeledContent("Size", value: fontScale, format: .percent)
                    Slider(value: $fontScale, in: 0.8...1.6, step: 0.1) {
                        Text("Text size")
                    } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }
                }

                Section("Notifications") {
                    Toggle("Show badges", isOn: $showsBadges)
                    Stepper("Refresh every \(refreshInterval) min", value: $refreshInterval, in: 5...60, step: 5)
                }
            }
            .navigationTitle("Appearance")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    AppearanceSettingsView()
}
