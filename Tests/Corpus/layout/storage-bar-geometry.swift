import SwiftUI

struct StorageBar: View {
    let used: Double   // 0...1
    let label: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(label).font(.subheadline)
                Spacer()
                Text("\(Int(used * 100))% used")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(used > 0.9 ? Color.red : Color.blue)
                        .frame(width: proxy.size.width * used)
                }
            }
            .frame(height: 8)
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 340, height: 140)) {
    VStack(spacing: 0) {
        StorageBar(used: 0.42, label: "iCloud")
        StorageBar(used: 0.95, label: "This iPhone")
    }
}
