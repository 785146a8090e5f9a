import SwiftUI

@Observable
final class ProfileModel {
    var name = "Jamie Appleseed"
    var handle = "@jamie"
    var followers = 1_284
    var isLoading: Bool

    init(isLoading: Bool = true) { self.isLoading = isLoading }
}

struct ProfileSummary: View {
    @State var model: ProfileModel
    @ScaledMetric(relativeTo: .title) private var avatarSize: CGFloat = 56

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(.blue.gradient)
                .frame(width: avatarSize, height: avatarSize)
                .overlay {
                    Text(String(model.name.prefix(1)))
                        .font(.title.bold())
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading) {
                Text(model.name).font(.headline)
                Text(model.handle).font(.subheadline).foregroundStyle(.secondary)
                Text("\(model.followers) followers")
                    .font(.caption)
                    .contentTransition(.numericText())
            }
            Spacer(minLength: 0)
            Button {
                model.followers += 1
            } label: {
                Text("Follow")
                    .font(.subheadline.bold())
                    .padding(.horizontal, 14)
                    .padding(.vertical, 6)
            }
            .buttonStyle(.bordered)
            .buttonBorderShape(.capsule)
        }
        .padding()
        .redacted(reason: model.isLoading ? .placeholder : [])
    }
}

#Preview("Loaded") {
    ProfileSummary(model: ProfileModel(isLoading: false))
        .padding()
}

#Preview("Loading") {
    ProfileSummary(model: ProfileModel())
        .padding()
}
