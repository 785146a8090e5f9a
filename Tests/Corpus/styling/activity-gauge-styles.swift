import SwiftUI

/// A thick ring that fills clockwise from the top, the value in the middle.
struct RingGaugeStyle: GaugeStyle {
    var color: Color
    var lineWidth: CGFloat = 10

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: configuration.value)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                configuration.currentValueLabel
                    .font(.system(.title3, design: .rounded).weight(.bold))
                configuration.label
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(width: 84, height: 84)
    }
}

/// A tall rounded bar with the label and the percentage above it.
struct ChunkyProgressStyle: ProgressViewStyle {
    var height: CGFloat = 14

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                configuration.label
                    .font(.subheadline.weight(.medium))
                Spacer()
                Text("\(Int(fraction * 100))%")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule().fill(Color.orange)
                        .frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: height)
        }
    }
}

struct ActivitySummary: View {
    let move = 420.0, moveGoal = 600.0
    let exercise = 24.0, exerciseGoal = 30.0

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 28) {
                Gauge(value: move, in: 0...moveGoal) {
                    Text("MOVE")
                } currentValueLabel: {
                    Text("\(Int(move))")
                }
                .gaugeStyle(RingGaugeStyle(color: .pink))

                Gauge(value: exercise, in: 0...exerciseGoal) {
                    Text("MIN")
                } currentValueLabel: {
                    Text("\(Int(exercise))")
                }
                .gaugeStyle(RingGaugeStyle(color: .green))
            }

            ProgressView("Weekly distance", value: 23.5, total: 40)
            ProgressView("Stand hours", value: 9, total: 12)
        }
        .progressViewStyle(ChunkyProgressStyle())
        .padding(20)
    }
}

#Preview("Activity") {
    ActivitySummary()
        .frame(width: 320)
}
