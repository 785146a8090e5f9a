import SwiftUI

// A message bubble from a Japanese group chat with its reaction chips underneath.

struct Reaction: Hashable {
    let emoji: String
    let count: Int
    var isMine = false
}

struct ReactionChip: View {
    let reaction: Reaction

    var body: some View {
        HStack(spacing: 4) {
            Text(reaction.emoji)
            Text("\(reaction.count)")
                .font(.footnote)
                .fontWeight(.semibold)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(reaction.isMine ? Color.blue.opacity(0.15) : Color.gray.opacity(0.12))
        .clipShape(Capsule())
    }
}

struct MessageWithReactions: View {
    var author = "田中さくら"
    var message = "明日の打ち合わせは10時からに変更になりました 🙏 よろしくお願いします！"
    var reactions = [
        Reaction(emoji: "👍", count: 4, isMine: true),
        Reaction(emoji: "🎉", count: 2),
        Reaction(emoji: "🙆‍♀️", count: 1),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(author)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(message)
                .padding(12)
                .background(Color.gray.opacity(0.12))
                .clipShape(RoundedRectangle(cornerRadius: 16))
            HStack(spacing: 6) {
                ForEach(reactions, id: \.self) { reaction in
                    ReactionChip(reaction: reaction)
                }
            }
        }
        .padding()
        .frame(maxWidth: 320, alignment: .leading)
    }
}

#Preview {
    MessageWithReactions()
}
