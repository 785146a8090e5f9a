import SwiftUI

extension Color {
    static let brand = Color(red: 0.11, green: 0.45, blue: 0.91)
    static let brandLight = Color(red: 0.87, green: 0.93, blue: 1.0)
}

extension ShapeStyle where Self == Color {
    static var warning: Color { Color(red: 0.96, green: 0.62, blue: 0.04) }
    static var surface: Color { Color(white: 0.97) }
}

struct PlanBanner: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "exclamationmark.triangle.fill")
                .foregroundStyle(.warning)
            VStack(alignment: .leading, spacing: 4) {
                Text("Your trial ends in 3 days")
                    .font(.headline)
                Text("Pick a plan to keep your projects in sync.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Button("See plans") {}
                    .font(.subheadline.bold())
                    .foregroundStyle(Color.brand)
            }
        }
        .padding()
        .background(.surface)
    }
}

#Preview {
    PlanBanner()
}
