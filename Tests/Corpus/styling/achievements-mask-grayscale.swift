import SwiftUI

struct Achievement: Identifiable {
    let id: String
    let title: String
    let symbol: String
    let isUnlocked: Bool
}

extension Achievement {
    static let all: [Achievement] = [
        .init(id: "early", title: "Early Bird", symbol: "sunrise.fill", isUnlocked: true),
        .init(id: "streak", title: "7-Day Streak", symbol: "flame.fill", isUnlocked: true),
        .init(id: "marathon", title: "Marathon", symbol: "figure.run", isUnlocked: false),
        .init(id: "night", title: "Night Owl", symbol: "moon.stars.fill", isUnlocked: false),
    ]
}

struct GradientTitle: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.largeTitle.weight(.heavy))
            .foregroundStyle(.clear)
            .overlay {
                LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
                    .mask(Text(text).font(.largeTitle.weight(.heavy)))
            }
    }
}

struct BadgeView: View {
    let achievement: Achievement

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: achievement.symbol)
                .font(.system(size: 30))
                .foregroundStyle(.white)
                .frame(width: 64, height: 64)
                .background(
                    Circle().fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
                )
            Text(achievement.title)
                .font(.caption.weight(.semibold))
        }
        .grayscale(achievement.isUnlocked ? 0 : 1)
        .opacity(achievement.isUnlocked ? 1 : 0.5)
    }
}

struct AchievementsView: View {
    private let columns = [GridItem(.adaptive(minimum: 90))]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                GradientTitle(text: "Achievements")
                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(Achievement.all) { BadgeView(achievement: $0) }
                }
                ZStack {
                    RoundedRectangle(cornerRadius: 20).fill(.indigo)
                    Circle().fill(.yellow).frame(width: 120).offset(x: 80, y: -20).blendMode(.softLight)
                    Text("Keep going!").font(.title2.bold()).foregroundStyle(.white)
                }
                .frame(height: 120)
                .compositingGroup()
                .mask { RoundedRectangle(cornerRadius: 20) }
            }
            .padding()
        }
    }
}

#Preview {
    AchievementsView()
}
