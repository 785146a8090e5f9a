import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: LocalizedStringKey
    let detail: LocalizedStringKey
    let tint: Color
}

struct OnboardingView: View {
    @State private var selection = 0
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    private let pages: [OnboardingPage] = [
        .init(id: 0, symbol: "sparkles", title: "Welcome", detail: "Everything you need, nothing you don't.", tint: .purple),
        .init(id: 1, symbol: "bell.badge", title: "Stay in the loop", detail: "Get notified when something changes.", tint: .orange),
        .init(id: 2, symbol: "lock.shield", title: "Private by design", detail: "Your data stays on your device.", tint: .green),
    ]

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                ForEach(pages) { page in
                    VStack(spacing: 24) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 72))
                            .foregroundStyle(page.tint)
                            .frame(width: 140, height: 140)
                            .background(page.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 32, style: .continuous))
                        Text(page.title)
                            .font(.largeTitle.bold())
                        Text(page.detail)
                            .font(.title3)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 32)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                if selection < pages.count - 1 {
                    withAnimation { selection += 1 }
                } else {
                    hasSeenOnboarding = true
                }
            } label: {
                Text(selection == pages.count - 1 ? "Get Started" : "Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
            .padding(.bottom)
        }
    }
}

#Preview {
    OnboardingView()
}
