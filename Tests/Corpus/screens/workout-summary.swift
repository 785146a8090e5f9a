import SwiftUI

// Post-workout summary shown after the user ends a session.

struct SummaryStat: View {
    var label: String
    var value: String
    var unit: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(label)
                .font(.caption)
                .foregroundColor(.secondary)
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(value)
                    .font(.title.weight(.semibold))
                Text(unit)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WorkoutSummaryView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack {
                Image(systemName: "figure.outdoor.cycle")
                    .font(.title)
                    .foregroundColor(.green)
                VStack(alignment: .leading) {
                    Text("Outdoor Cycle")
                        .font(.title2.bold())
                    Text("Today, 07:12 – 08:03")
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
            }

            VStack(spacing: 16) {
                HStack {
                    SummaryStat(label: "Distance", value: "21.4", unit: "km")
                    SummaryStat(label: "Duration", value: "51:08", unit: "")
                }
                Divider()
                HStack {
                    SummaryStat(label: "Avg. speed", value: "25.1", unit: "km/h")
                    SummaryStat(label: "Elevation", value: "182", unit: "m")
                }
                Divider()
                HStack {
                    SummaryStat(label: "Active energy", value: "612", unit: "kcal")
                    SummaryStat(label: "Avg. heart rate", value: "141", unit: "bpm")
                }
            }

            Spacer()

            Button(action: {}) {
                Text("Done")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(Color.green)
                    .foregroundColor(.black)
                    .cornerRadius(14)
            }
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 700)) {
    WorkoutSummaryView()
}
