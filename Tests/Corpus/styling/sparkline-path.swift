import SwiftUI

struct Sparkline: View {
    let values: [Double]
    var lineColor: Color = .green

    var body: some View {
        GeometryReader { proxy in
            let maxValue = values.max() ?? 1
            let minValue = values.min() ?? 0
            let range = max(maxValue - minValue, 0.0001)
            let stepX = proxy.size.width / CGFloat(max(values.count - 1, 1))

            Path { path in
                for (index, value) in values.enumerated() {
                    let point = CGPoint(
                        x: CGFloat(index) * stepX,
                        y: proxy.size.height * (1 - CGFloat((value - minValue) / range))
                    )
                    if index == 0 {
                        path.move(to: point)
                    } else {
                        path.addLine(to: point)
                    }
                }
            }
            .stroke(lineColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        }
    }
}

struct StockRow: View {
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("AAPL").font(.headline)
                Text("Apple Inc.").font(.caption).foregroundStyle(.secondary)
            }
            Sparkline(values: [182, 184, 181, 186, 189, 188, 192, 191, 195])
                .frame(width: 90, height: 32)
            Spacer()
            Text("195.12").font(.body.monospacedDigit())
        }
        .padding()
    }
}

#Preview {
    StockRow()
        .frame(width: 360)
}
