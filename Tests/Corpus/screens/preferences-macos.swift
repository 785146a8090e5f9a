// layoutshot: --platform macos

import SwiftUI

struct GeneralPreferences: View {
    @AppStorage("launchAtLogin") private var launchAtLogin = false
    @AppStorage("showInMenuBar") private var showInMenuBar = true
    @AppStorage("refreshInterval") private var refreshInterval = 15
    @State private var downloadsFolder = "~/Downloads"

    var body: some View {
        Form {
            Toggle("Launch at login", isOn: $launchAtLogin)
            Toggle("Show in menu bar", isOn: $showInMenuBar)
            Picker("Refresh every", selection: $refreshInterval) {
                Text("5 minutes").tag(5)
                Text("15 minutes").tag(15)
                Text("Hour").tag(60)
            }
            LabeledContent("Downloads") {
                HStack {
                    Text(downloadsFolder)
                        .foregroundStyle(.secondary)
                    Button("Choose…") {}
                }
            }
        }
        .formStyle(.grouped)
        .frame(width: 460)
    }
}

#if os(macOS)
#Preview {
    GeneralPreferences()
}
#endif
