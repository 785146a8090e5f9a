import SwiftUI

struct MediaTile: View {
    var title: String
    var subtitle: String
    var hue: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Rectangle()
                .fill(Color(hue: hue, saturation: 0.5, brightness: 0.85))
                .aspectRatio(16 / 9, contentMode: .fit)
                .cornerRadius(8)
            Text(title)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text(subtitle)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    MediaTile(title: "Northern Lights", subtitle: "Documentary · 52 min", hue: 0.45)
        .frame(width: 200)
        .padding()
}

#Preview("Row of tiles", traits: .fixedLayout(width: 568, height: 200)) {
    HStack(alignment: .top, spacing: 16) {
        MediaTile(title: "Northern Lights", subtitle: "Documentary", hue: 0.45)
        MediaTile(title: "Salt & Smoke", subtitle: "Cooking", hue: 0.05)
        MediaTile(title: "Deep Field", subtitle: "Science", hue: 0.65)
    }
    .padding()
}

#Preview(traits: .landscapeLeft) {
    HStack(spacing: 16) {
        MediaTile(title: "Northern Lights", subtitle: "Documentary", hue: 0.45)
        MediaTile(title: "Salt & Smoke", subtitle: "Cooking", hue: 0.05)
    }
    .padding()
}
