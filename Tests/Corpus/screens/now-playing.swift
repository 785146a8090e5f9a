import SwiftUI

struct NowPlayingView: View {
    @State private var position = 74.0
    let duration = 213.0
    @State private var isPlaying = true

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.indigo, .pink], startPoint: .top, endPoint: .bottom))
                .aspectRatio(1, contentMode: .fit)
                .shadow(radius: 16, y: 8)
                .padding(.horizontal, 24)

            VStack(spacing: 4) {
                Text("Glass Harbour")
                    .font(.title2.bold())
                Text("The Lanterns")
                    .foregroundStyle(.secondary)
            }

            VStack(spacing: 4) {
                Slider(value: $position, in: 0...duration)
                HStack {
                    Text(timeString(position))
                    Spacer()
                    Text("-" + timeString(duration - position))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }

            HStack(spacing: 48) {
                Button {} label: { Image(systemName: "backward.fill") }
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44))
                }
                Button {} label: { Image(systemName: "forward.fill") }
            }
            .font(.title)
            .foregroundStyle(.primary)
        }
        .padding()
    }

    private func timeString(_ seconds: Double) -> String {
        let s = Int(seconds)
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}

#Preview {
    NowPlayingView()
}
