// `import AVKit` in a view file: `VideoPlayer` as the still picture of a paused player (docs/BEHAVIOUR.md,
// "Maps and video").
@_exported import AVFoundation
@_exported import Layoutshot

/// A video player: black, a play button in the middle and a scrubber along the bottom [I], the overlay over
/// it. Greedy as a colour: it takes the whole proposal, 10 points on an axis proposed nil.
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlayContent: VideoOverlay

    public init(player: AVPlayer?) where VideoOverlay == EmptyView {
        overlayContent = EmptyView()
    }

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        overlayContent = videoOverlay()
    }

    public var body: some View {
        Color.black
            .overlay {
                Image(systemName: "play.fill").font(.system(size: 26)).foregroundStyle(Color.white)
                    .frame(width: 60, height: 60)
                    .background(Circle().fill(Color(white: 0.25, opacity: 0.8)))
            }
            .overlay(alignment: .bottom) {
                HStack(spacing: 8) {
                    Text("0:00")
                    Capsule().fill(Color(white: 1, opacity: 0.35)).frame(height: 4)
                    Text("-0:00")
                }
                .font(.system(size: 11, weight: .medium).monospacedDigit())
                .foregroundStyle(Color(white: 1, opacity: 0.8))
                .padding(.horizontal, 12)
                .padding(.bottom, 10)
            }
            .overlay { overlayContent }
    }
}
