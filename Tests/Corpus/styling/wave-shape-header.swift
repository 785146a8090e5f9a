import SwiftUI

/// The wavy bottom edge of the onboarding header.
struct Wave: Shape {
    var amplitude: CGFloat = 18
    var crest: CGFloat = 0.35

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: rect.maxX, y: 0))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - amplitude))
        path.addCurve(
            to: CGPoint(x: 0, y: rect.maxY - amplitude),
            control1: CGPoint(x: rect.width * (1 - crest), y: rect.maxY + amplitude),
            control2: CGPoint(x: rect.width * crest, y: rect.maxY - amplitude * 3)
        )
        path.closeSubpath()
        return path
    }
}

struct WaveHeader: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Wave()
                .fill(Color.teal)
                .frame(height: 180)
            Text("Plan your week")
                .font(.largeTitle.bold())
                .foregroundColor(.white)
                .padding(24)
        }
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 200)) {
    WaveHeader()
}
