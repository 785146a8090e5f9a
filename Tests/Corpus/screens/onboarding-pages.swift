import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let message: String
}

struct OnboardingView: View {
    let pages = [
        OnboardingPage(symbol: "calendar", title: "Plan ahead", message: "See the week at a glance and never double-book again."),
        OnboardingPage(symbol: "bell.badge", title: "Gentle nudges", message: "Reminders arrive when they are useful, not all at once."),
        OnboardingPage(symbol: "person.3", title: "Share with family", message: "Invite the people you plan with. Everyone sees the same calendar."),
    ]
    @State private var current = 0

    var body: some View {
        VStack {
            TabView(selection: $current) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(.blue)
                        Text(page.title)
                            .font(.title.bold())
                        Text(page.message)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 32)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))

            Button(current == pages.count - 1 ? "Get started" : "Next") {
                withAnimation { current = min(current + 1, pages.count - 1) }
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, 40)
        }
    }
}

#Preview {
    OnboardingView()
}
