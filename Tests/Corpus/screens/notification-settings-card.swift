import SwiftUI

/// How often the digest email goes out.
enum DigestFrequency: String, CaseIterable, Identifiable {
    case daily, weekly, monthly
    var id: Self { self }

    var title: String {
        switch self {
        case .daily: "Daily"
        case .weekly: "Weekly"
        case .monthly: "Monthly"
        }
    }
}

struct NotificationSettingsView: View {
    @State private var pushEnabled = true
    @State private var soundsEnabled = true
    @State private var badgesEnabled = false
    @State private var digest: DigestFrequency = .weekly
    @State private var snoozeMinutes = 10
    @State private var volume = 0.7
    @State private var quietHoursNote = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                // MARK: Alerts
                section("Alerts") {
                    Toggle("Push notifications", isOn: $pushEnabled)
                    Divider()
                    Toggle("Sounds", isOn: $soundsEnabled)
                        .disabled(!pushEnabled)
                    Divider()
                    Toggle("Badge app icon", isOn: $badgesEnabled)
                }

                // MARK: Email
                section("Email digest") {
                    Picker("Frequency", selection: $digest) {
                        ForEach(DigestFrequency.allCases) { frequency in
                            Text(frequency.title).tag(frequency)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                // MARK: Reminders
                section("Reminders") {
                    Stepper("Snooze for \(snoozeMinutes) min", value: $snoozeMinutes, in: 5...60, step: 5)
                    Divider()
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Alert volume")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Slider(value: $volume, in: 0...1)
                    }
                    Divider()
                    TextField("Note shown during quiet hours", text: $quietHoursNote)
                }

                Button("Reset to defaults", role: .destructive) {
                    resetDefaults()
                }
                .frame(maxWidth: .infinity)
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }

    @ViewBuilder
    private func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title.uppercased())
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 16)
            VStack(alignment: .leading, spacing: 12) {
                content()
            }
            .padding(16)
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
        }
    }

    private func resetDefaults() {
        pushEnabled = true
        soundsEnabled = true
        badgesEnabled = false
        digest = .weekly
        snoozeMinutes = 10
        volume = 0.7
    }
}

#Preview("Light") {
    NotificationSettingsView()
}

#Preview("Dark") {
    NotificationSettingsView()
        .preferredColorScheme(.dark)
}
