import SwiftUI

// Wallet home header: balance, trend and the four quick actions under it.

enum QuickAction: String, CaseIterable, Identifiable {
    case scan, send, request, split

    var id: String { rawValue }

    var title: String {
        switch self {
        case .scan: return "Scan"
        case .send: return "Send"
        case .request: return "Request"
        case .split: return "Split"
        }
    }

    /// Outline names; the row asks for the filled variants.
    var symbol: String {
        switch self {
        case .scan: return "qrcode.viewfinder"
        case .send: return "paperplane"
        case .request: return "arrow.down.circle"
        case .split: return "person.2"
        }
    }
}

struct QuickActionButton: View {
    let action: QuickAction

    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: action.symbol)
                .font(.title2)
                .frame(width: 52, height: 52)
                .background(Color.blue.opacity(0.12), in: Circle())
            Text(action.title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct WalletHeader: View {
    var balance = "$1,284.50"
    var hasAlerts = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline) {
                Label("Main account", systemImage: "creditcard")
                    .font(.headline)
                Spacer()
                Image(systemName: hasAlerts ? "bell.badge" : "bell")
                    .symbolRenderingMode(.hierarchical)
                    .imageScale(.large)
            }

            Text(balance)
                .font(.largeTitle)
                .fontWeight(.bold)

            HStack(spacing: 4) {
                Image(systemName: "arrow.up.right")
                    .imageScale(.small)
                Text("2.4% this month")
            }
            .font(.subheadline)
            .foregroundStyle(.green)

            HStack(spacing: 0) {
                ForEach(QuickAction.allCases) { action in
                    QuickActionButton(action: action)
                }
            }
            .symbolVariant(.fill)
            .foregroundStyle(.blue)
        }
        .padding(20)
    }
}

#Preview {
    WalletHeader()
}

#Preview("No alerts, dark") {
    WalletHeader(hasAlerts: false)
        .preferredColorScheme(.dark)
}
