import SwiftUI

struct CardModifier: ViewModifier {
    var padding: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .background(Color.white)
            .cornerRadius(12)
            .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 2)
    }
}

extension View {
    func card(padding: CGFloat = 16) -> some View {
        modifier(CardModifier(padding: padding))
    }
}

struct WeatherSummary: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                VStack(alignment: .leading) {
                    Text("Copenhagen").font(.headline)
                    Text("Light rain").foregroundStyle(.secondary)
                }
                Spacer()
                Text("11°").font(.system(size: 44, weight: .thin))
            }
            .card()

            HStack {
                Text("Wind")
                Spacer()
                Text("18 km/h SW").foregroundStyle(.secondary)
            }
            .card(padding: 12)
        }
        .padding()
        .background(Color(white: 0.95))
    }
}

#Preview {
    WeatherSummary()
        .frame(width: 360)
}
