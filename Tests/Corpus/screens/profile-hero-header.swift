import SwiftUI

/// Profile header whose colour band runs up under the status bar. The name has to clear the status
/// bar, so the header reads the top inset from a GeometryReader and pads by it.
struct ProfileHeader: View {
    var name: String
    var handle: String
    var followers: Int

    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 4) {
                    Spacer()
                    Text(name)
                        .font(.title.bold())
                    Text("@\(handle) · \(followers) followers")
                        .font(.subheadline)
                        .opacity(0.85)
                }
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 20)
                .padding(.bottom, 16)
                .padding(.top, proxy.safeAreaInsets.top)
                .frame(height: 180 + proxy.safeAreaInsets.top)
                .background(Color(red: 0.35, green: 0.27, blue: 0.62))
                .padding(.top, -proxy.safeAreaInsets.top)

                List {
                    Text("Posts")
                }
                .frame(maxHeight: .infinity)
            }
        }
    }
}

#Preview {
    ProfileHeader(name: "Ada Kowalski", handle: "adak", followers: 1_284)
}
