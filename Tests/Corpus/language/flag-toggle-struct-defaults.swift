import SwiftUI

// Small, data-only building blocks shared by the feature-flag debug menu.

struct FeatureFlag {
    var name: String
    var owner: String
    var enabled: Bool
}

struct FlagRow: View {
    var flag: FeatureFlag

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(flag.name)
                    .font(.system(.body, design: .monospaced))
                Text(flag.owner)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(flag.enabled ? "ON" : "OFF")
                .font(.caption.bold())
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(flag.enabled ? Color.green.opacity(0.2) : Color.gray.opacity(0.2))
                .cornerRadius(4)
        }
        .padding(.vertical, 4)
    }
}

let flags = [
    FeatureFlag(name: "new_checkout", owner: "payments", enabled: true),
    FeatureFlag(name: "offline_maps", owner: "maps", enabled: false),
    FeatureFlag(name: "compact_feed", owner: "home", enabled: true),
]

#Preview {
    VStack(spacing: 0) {
        ForEach(flags, id: \.name) { flag in
            FlagRow(flag: flag)
        }
    }
    .padding()
    .frame(width: 320)
}
