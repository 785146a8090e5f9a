import SwiftUI

struct StorageRow: View {
    var title: String
    var detail: String
    var size: String

    var body: some View {
        HStack {
            Image(systemName: "folder.fill")
                .foregroundStyle(.tint)
            VStack(alignment: .leading) {
                Text(title)
                    .foregroundStyle(.primary)
                Text(detail)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(size)
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.background.secondary)
    }
}

#Preview {
    VStack(spacing: 1) {
        StorageRow(title: "Photos", detail: "12,304 items", size: "41.2 GB")
        StorageRow(title: "Podcasts", detail: "38 episodes", size: "2.1 GB")
    }
    .frame(width: 360)
}
