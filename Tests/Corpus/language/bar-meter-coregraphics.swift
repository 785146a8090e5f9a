import SwiftUI
import CoreGraphics

/// Signal-strength style meter: `level` bars out of `bars` are lit.
struct BarMeter: View {
    var level: Int
    var bars: Int = 4
    var barWidth: CGFloat = 5
    var spacing: CGFloat = 2
    var maxHeight: CGFloat = 18

    var body: some View {
        HStack(alignment: .bottom, spacing: spacing) {
            ForEach(0..<bars, id: \.self) { index in
                RoundedRectangle(cornerRadius: 1.5)
                    .fill(index < level ? Color.primary : Color.gray.opacity(0.3))
                    .frame(width: barWidth, height: height(for: index))
            }
        }
    }

    private func height(for index: Int) -> CGFloat {
        let step = maxHeight / CGFloat(bars)
        return step * CGFloat(index + 1)
    }
}

#Preview {
    HStack(spacing: 20) {
        BarMeter(level: 1)
        BarMeter(level: 3)
        BarMeter(level: 4, bars: 5, barWidth: 4, maxHeight: 24)
    }
    .padding()
}
