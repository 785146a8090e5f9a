import SwiftUI

struct Post: Identifiable, Hashable {
    let id = UUID()
    var author: String
    var handle: String
    var body: String
    var likes: Int
    var reposts: Int
    var postedAt: Date
    var isLiked = false
}

extension Post {
    static let preview = Post(author: "Ada Lovelace", handle: "@ada", body: "Just shipped the analytical engine's first program. Notes are in the appendix, as always.", likes: 1280, reposts: 96, postedAt: Date().addingTimeInterval(-3600 * 5))
}

struct AvatarView: View {
    let name: String
    var size: CGFloat = 44

    private var initials: String {
        name.split(separator: " ").compactMap { $0.first }.prefix(2).map(String.init).joined()
    }

    var body: some View {
        Circle()
            .fill(Color.accentColor.gradient)
            .frame(width: size, height: size)
            .overlay(
                Text(initials)
                    .font(.system(size: size * 0.4, weight: .semibold))
                    .foregroundColor(.white)
            )
    }
}

struct PostRow: View {
    @State var post: Post

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            AvatarView(name: post.author)
            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 4) {
                    Text(post.author).fontWeight(.semibold)
                    Text(post.handle).foregroundColor(.secondary)
                    Text("·").foregroundColor(.secondary)
                    Text(post.postedAt, style: .relative)
                        .foregroundColor(.secondary)
                }
                .font(.subheadline)
                .lineLimit(1)

                Text(post.body)
                    .font(.body)
                    .fixedSize(horizontal: false, vertical: true)

                HStack {
                    actionButton("bubble.left", count: nil)
                    Spacer()
                    actionButton("arrow.2.squarepath", count: post.reposts)
                    Spacer()
                    Button {
                        post.isLiked.toggle()
                        post.likes += post.isLiked ? 1 : -1
                    } label: {
                        Label("\(post.likes)", systemImage: post.isLiked ? "heart.fill" : "heart")
                    }
                    .tint(post.isLiked ? .pink : .secondary)
                    Spacer()
                    ShareLink(item: post.body) {
                        Image(systemName: "square.and.arrow.up")
                    }
                }
                .font(.footnote)
                .buttonStyle(.borderless)
                .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 8)
    }

    @ViewBuilder
    private func actionButton(_ symbol: String, count: Int?) -> some View {
        Button(action: {}) {
            HStack(spacing: 4) {
                Image(systemName: symbol)
                if let count {
                    Text(count, format: .number.notation(.compactName))
                }
            }
        }
    }
}

#Preview {
    List {
        PostRow(post: .preview)
        PostRow(post: Post(author: "Grace Hopper", handle: "@grace", body: "Found a moth.", likes: 42, reposts: 3, postedAt: .now.addingTimeInterval(-120)))
    }
    .listStyle(.plain)
}
