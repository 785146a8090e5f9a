import SwiftUI

struct AvatarView: View {
    var initials: String
    var color: Color = .purple

    // Grows with Dynamic Type so the avatar keeps pace with the name beside it.
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 40

    var body: some View {
        Circle()
            .fill(color.opacity(0.2))
            .frame(width: size, height: size)
            .overlay(
                Text(initials)
                    .font(.system(size: size * 0.4, weight: .semibold))
                    .foregroundStyle(color)
            )
    }
}

struct MemberRow: View {
    let name: String
    let role: String

    var body: some View {
        HStack(spacing: 12) {
            AvatarView(initials: String(name.prefix(1)))
            VStack(alignment: .leading) {
                Text(name)
                Text(role).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.horizontal)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack {
        MemberRow(name: "Priya Raman", role: "Design")
        MemberRow(name: "Tomás Ortega", role: "iOS")
    }
    .frame(width: 320)
}
