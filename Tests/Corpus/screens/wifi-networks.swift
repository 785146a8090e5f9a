import SwiftUI

// A Wi-Fi picker in the style of Settings: the current network with a checkmark, nearby networks with
// their lock and signal, a section footer, and a grouped "Ask to join" row.

struct Network: Identifiable {
    let id = UUID()
    let name: String
    let isSecured: Bool
    let bars: Int
}

private let nearby: [Network] = [
    Network(name: "Harbour Guest", isSecured: false, bars: 3),
    Network(name: "Lighthouse-5G", isSecured: true, bars: 2),
    Network(name: "Tidewater", isSecured: true, bars: 1),
]

struct NetworkRow: View {
    let network: Network
    var isCurrent = false

    var body: some View {
        HStack {
            Image(systemName: "checkmark")
                .foregroundStyle(.tint)
                .opacity(isCurrent ? 1 : 0)
            Text(network.name)
            Spacer()
            if network.isSecured {
                Image(systemName: "lock.fill")
                    .foregroundStyle(.secondary)
            }
            Image(systemName: "wifi", variableValue: Double(network.bars) / 3)
        }
    }
}

struct WiFiSettingsView: View {
    private let current = Network(name: "Dockside", isSecured: true, bars: 3)

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NetworkRow(network: current, isCurrent: true)
                }
                Section {
                    ForEach(nearby) { network in
                        NetworkRow(network: network)
                    }
                } header: {
                    Text("Networks")
                } footer: {
                    Text("Known networks will be joined automatically.")
                }
                Section {
                    NavigationLink("Ask to Join Networks") {
                        Text("Ask to Join")
                    }
                    .badge("Notify")
                }
            }
            .navigationTitle("Wi-Fi")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    WiFiSettingsView()
}
