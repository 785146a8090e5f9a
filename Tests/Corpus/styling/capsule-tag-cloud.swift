import SwiftUI

struct TopicTag: View {
    let title: String
    var isFollowing = false

    var body: some View {
        Text(title)
            .font(.subheadline)
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .foregroundStyle(isFollowing ? .white : .primary)
            .background(isFollowing ? AnyShapeStyle(Color.blue) : AnyShapeStyle(.quaternary), in: .capsule)
    }
}

struct TopicThumbnail: View {
    let color: Color

    var body: some View {
        color
            .frame(width: 64, height: 64)
            .clipShape(.rect(cornerRadius: 12))
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 12) {
        HStack {
            TopicTag(title: "Swift", isFollowing: true)
            TopicTag(title: "Design")
            TopicTag(title: "Coffee")
        }
        HStack {
            TopicThumbnail(color: .mint)
            TopicThumbnail(color: .indigo)
        }
    }
    .padding()
}
