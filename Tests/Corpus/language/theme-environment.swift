import SwiftUI
import Observation

@Observable
final class Theme {
    var accent: Color = .indigo
    var cornerRadius: CGFloat = 14
    var usesLargeType = false
}

struct ThemedCallout: View {
    @Environment(Theme.self) private var theme
    let title: String
    let message: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(theme.usesLargeType ? .title3.bold() : .headline)
                .foregroundStyle(theme.accent)
            Text(message)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: theme.cornerRadius)
                .fill(theme.accent.opacity(0.1))
        )
    }
}

#Preview {
    ThemedCallout(title: "Backups are on", message: "Your library is copied every night while your phone charges.")
        .padding()
        .environment(Theme())
}
