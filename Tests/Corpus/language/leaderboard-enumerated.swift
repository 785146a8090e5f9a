import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    let name: String
    let points: Int
}

struct Leaderboard: View {
    let players: [Player]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(players.enumerated()), id: \.element.id) { index, player in
                HStack {
                    Text("\(index + 1)")
                        .font(.headline.monospacedDigit())
                        .frame(width: 28, alignment: .leading)
                        .foregroundStyle(index < 3 ? .orange : .secondary)
                    Text(player.name)
                    Spacer()
                    Text("\(player.points) pts")
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, 10)
                .padding(.horizontal)
                .background(index.isMultiple(of: 2) ? Color.gray.opacity(0.08) : Color.clear)
            }
        }
    }
}

#Preview {
    Leaderboard(players: [
        Player(name: "Ada", points: 982),
        Player(name: "Kwame", points: 940),
        Player(name: "Lin", points: 911),
        Player(name: "Sofia", points: 870),
        Player(name: "Rahul", points: 802),
    ])
    .frame(width: 320)
}
