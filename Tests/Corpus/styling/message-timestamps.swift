import SwiftUI

struct MessagePreview: View {
    let sender: String
    let snippet: String
    let sentAt: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(sender).font(.headline)
                Spacer()
                Text(sentAt, style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(snippet)
                .lineLimit(2)
                .foregroundStyle(.secondary)
            Text(sentAt, format: .dateTime.weekday(.wide).day().month())
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .padding()
    }
}

#Preview {
    MessagePreview(sender: "Elena",
                   snippet: "Are we still on for Saturday? I found a place that does great dumplings near the station.",
                   sentAt: Date(timeIntervalSince1970: 1_700_000_000))
        .frame(width: 360)
}
