import SwiftUI

struct ProfileCard: View {
    let name: String
    let handle: String
    let followers: Int
    let following: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            header
            Divider()
            stats
        }
        .padding()
        .background(Color(white: 0.96))
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

// MARK: - Sections

extension ProfileCard {
    var header: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.teal)
                .frame(width: 48, height: 48)
                .overlay(Text(initials).font(.headline).foregroundStyle(.white))
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text("@\(handle)").font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }

    var stats: some View {
        HStack(spacing: 24) {
            stat(followers, "Followers")
            stat(following, "Following")
        }
    }

    private var initials: String {
        name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }

    private func stat(_ value: Int, _ label: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("\(value)").font(.title3.bold())
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
    }
}

#Preview {
    ProfileCard(name: "Mara Lindqvist", handle: "maral", followers: 1284, following: 311)
        .padding()
}
