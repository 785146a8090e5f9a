import SwiftUI

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 10
    var color: Color = .blue

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.title3.bold())
        }
        .frame(width: 96, height: 96)
    }
}

#Preview {
    HStack(spacing: 24) {
        ProgressRing(progress: 0.25)
        ProgressRing(progress: 0.7, color: .green)
    }
    .padding()
}
