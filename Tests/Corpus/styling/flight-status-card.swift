import SwiftUI

struct Flight: Identifiable {
    let id: String
    let origin: String
    let destination: String
    let departure: Date
    let arrival: Date
    let fare: Decimal
    var gate: String?
}

struct FlightStatusCard: View {
    let flight: Flight

    private var duration: String {
        let minutes = Int(flight.arrival.timeIntervalSince(flight.departure) / 60)
        return "\(minutes / 60)h \(minutes % 60)m"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(flight.id)
                    .font(.system(.headline, design: .rounded, weight: .bold))
                Spacer()
                Text(flight.fare, format: .currency(code: "EUR"))
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            HStack(alignment: .firstTextBaseline) {
                airport(flight.origin, time: flight.departure)
                Spacer()
                VStack(spacing: 2) {
                    Image(systemName: "airplane")
                    Text(duration).font(.caption2)
                }
                .foregroundStyle(.secondary)
                Spacer()
                airport(flight.destination, time: flight.arrival)
            }
            Divider()
            HStack {
                Label {
                    Text(flight.departure, style: .date)
                } icon: {
                    Image(systemName: "calendar")
                }
                Spacer()
                if let gate = flight.gate {
                    Text("Gate \(gate)").bold()
                }
            }
            .font(.footnote)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .overlay(RoundedRectangle(cornerRadius: 16).stroke(.quaternary))
    }

    @ViewBuilder
    private func airport(_ code: String, time: Date) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(code).font(.system(.title, design: .rounded, weight: .semibold))
            Text(time, style: .time)
                .font(.subheadline)
                .monospacedDigit()
        }
    }
}

#Preview {
    let departure = Date(timeIntervalSince1970: 1_749_462_060)
    FlightStatusCard(flight: Flight(id: "LX 318", origin: "ZRH", destination: "LHR",
                                    departure: departure, arrival: departure.addingTimeInterval(105 * 60),
                                    fare: 189.9, gate: "A52"))
        .padding()
}
