import SwiftUI

struct CountdownView: View {
    let endDate = Date().addingTimeInterval(25 * 60)
    @State private var isRunning = true

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let remaining = max(0, endDate.timeIntervalSince(context.date))
            VStack(spacing: 24) {
                ZStack {
                    Circle()
                        .stroke(lineWidth: 12)
                        .opacity(0.15)
                    Circle()
                        .trim(from: 0, to: remaining / (25 * 60))
                        .stroke(style: StrokeStyle(lineWidth: 12, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text(Duration.seconds(remaining), format: .time(pattern: .minuteSecond))
                        .font(.system(size: 56, weight: .light, design: .monospaced))
                }
                .foregroundStyle(.tint)
                .frame(width: 260, height: 260)

                HStack(spacing: 40) {
                    Button("Reset", systemImage: "arrow.counterclockwise") {}
                        .labelStyle(.iconOnly)
                        .font(.title)
                        .frame(width: 72, height: 72)
                        .background(.thinMaterial, in: Circle())
                    Button(isRunning ? "Pause" : "Start", systemImage: isRunning ? "pause.fill" : "play.fill") {
                        isRunning.toggle()
                    }
                    .labelStyle(.iconOnly)
                    .font(.title)
                    .frame(width: 72, height: 72)
                    .background(.tint.opacity(0.2), in: Circle())
                }
            }
        }
        .tint(.orange)
    }
}

#Preview {
    CountdownView()
}
