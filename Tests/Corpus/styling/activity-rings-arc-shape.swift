import SwiftUI

struct Ring: Shape {
    var progress: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

struct ActivityRingsView: View {
    var move = 0.72
    var exercise = 0.45
    var stand = 0.9
    private let lineWidth: CGFloat = 18

    var body: some View {
        ZStack {
            ring(progress: move, color: .red, inset: 0)
            ring(progress: exercise, color: .green, inset: lineWidth + 4)
            ring(progress: stand, color: .cyan, inset: 2 * (lineWidth + 4))
        }
        .frame(width: 200, height: 200)
        .padding()
        .background(.black, in: RoundedRectangle(cornerRadius: 24))
    }

    private func ring(progress: Double, color: Color, inset: CGFloat) -> some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.25), lineWidth: lineWidth)
            Ring(progress: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        }
        .padding(inset)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ActivityRingsView()
}
