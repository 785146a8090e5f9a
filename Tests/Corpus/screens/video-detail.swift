import SwiftUI
import AVKit

struct VideoDetail: View {
    let title: String
    private let player = AVPlayer(url: URL(string: "https://example.com/trailer.m3u8")!)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VideoPlayer(player: player) {
                VStack {
                    HStack {
                        Text("LIVE")
                            .font(.caption.bold())
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(.red, in: Capsule())
                            .foregroundStyle(.white)
                        Spacer()
                    }
                    Spacer()
                }
                .padding()
            }
            .aspectRatio(16 / 9, contentMode: .fit)
            .onAppear { player.play() }

            VStack(alignment: .leading, spacing: 6) {
                Text(title).font(.title2.bold())
                Text("2024 · 2 min · Trailer").font(.subheadline).foregroundStyle(.secondary)
                Text("A look behind the scenes of the making of the season's first episode.")
            }
            .padding(.horizontal)
            Spacer()
        }
    }
}

#Preview {
    VideoDetail(title: "Season One Trailer")
}

#Preview("Bare player", traits: .fixedLayout(width: 320, height: 180)) {
    VideoPlayer(player: AVPlayer())
}
