import SwiftUI

/// Group boxes as white cards with a coloured icon title, for a dashboard on a grouped background.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            configuration.label
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.tint)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(14)
        .background(.white, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
    }
}

extension GroupBoxStyle where Self == CardGroupBoxStyle {
    static var card: CardGroupBoxStyle { .init() }
}

struct HealthDashboard: View {
    var body: some View {
        VStack(spacing: 16) {
            GroupBox {
                HStack(alignment: .firstTextBaseline) {
                    Text("72")
                        .font(.system(size: 34, weight: .bold, design: .rounded))
                    Text("BPM")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
            } label: {
                Label("Heart rate", systemImage: "heart.fill")
            }
            .tint(.red)

            GroupBox {
                Text("7 h 42 min")
                    .font(.title2.weight(.semibold))
                Text("Your sleep goal was met four nights this week.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            } label: {
                Label("Sleep", systemImage: "bed.double.fill")
            }
            .tint(.indigo)
        }
        .groupBoxStyle(.card)
        .padding()
        .background(Color.gray.opacity(0.12))
    }
}

#Preview {
    HealthDashboard()
        .frame(width: 360)
}
