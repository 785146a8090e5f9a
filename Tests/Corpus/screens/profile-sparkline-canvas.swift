import SwiftUI

struct User: Codable, Identifiable {
    let id: Int
    let name: String
    let avatarURL: URL?
    let bio: String
    let followers: Int
    let following: Int
}

extension User {
    static let mock = User(id: 1, name: "Taylor Swift-ish", avatarURL: URL(string: "https://example.com/a.png"), bio: "Building things with SwiftUI. Coffee, cameras, and long walks.", followers: 12_400, following: 310)
}

struct StatView: View {
    let value: Int
    let label: String
    var body: some View {
        VStack(spacing: 2) {
            Text(value.formatted(.number.notation(.compactName)))
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileHeader: View {
    let user: User
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 16) {
            AsyncImage(url: user.avatarURL) { phase in
                switch phase {
                case .success(let image):
                    image.resizable().scaledToFill()
                case .failure:
                    Image(systemName: "person.crop.circle.badge.exclamationmark")
                        .font(.largeTitle)
                default:
                    ProgressView()
                }
            }
            .frame(width: 96, height: 96)
            .background(Color.gray.opacity(0.2))
            .clipShape(Circle())

            VStack(spacing: 4) {
                Text(user.name)
                    .font(.title2.bold())
                Text(user.bio)
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
            }

            HStack {
                StatView(value: user.followers, label: "Followers")
                Divider().frame(height: 28)
                StatView(value: user.following, label: "Following")
            }
            .padding(.vertical, 8)
            .background(RoundedRectangle(cornerRadius: 12).strokeBorder(.quaternary))

            Button {
                isFollowing.toggle()
            } label: {
                Text(isFollowing ? "Following" : "Follow")
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 12)
                    .background(isFollowing ? Color.secondary.opacity(0.2) : Color.accentColor)
                    .foregroundStyle(isFollowing ? Color.primary : Color.white)
                    .clipShape(Capsule())
            }
            .buttonStyle(.plain)
        }
        .padding(24)
        .task {
            try? await Task.sleep(nanoseconds: 1_000)
        }
    }
}

struct SparklineView: View {
    let values: [Double] = [3, 5, 4, 8, 6, 9, 7, 11, 10, 13]
    var body: some View {
        Canvas { context, size in
            guard let maxValue = values.max(), values.count > 1 else { return }
            var path = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1),
                                    y: size.height * (1 - CGFloat(value / maxValue)))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            context.stroke(path, with: .color(.accentColor), lineWidth: 2)
        }
        .frame(height: 60)
        .padding(.horizontal, 24)
    }
}

#Preview {
    ScrollView {
        ProfileHeader(user: .mock)
        SparklineView()
    }
}
