import SwiftUI

// First-run pages: one page per screen width, side by side in a horizontal
// scroll view, with the Continue button pinned above the home indicator.

struct OnboardingPage: Identifiable {
    let id = UUID()
    let number: Int
    let title: String
    let message: String
    let tint: Color

    static let all: [OnboardingPage] = [
        OnboardingPage(number: 1, title: "Plan your week",
                       message: "Drag meals onto the days you cook and we build the shopping list for you.",
                       tint: .orange),
        OnboardingPage(number: 2, title: "Shop once",
                       message: "The list is sorted by aisle, so one walk through the store is enough.",
                       tint: .green),
        OnboardingPage(number: 3, title: "Cook together",
                       message: "Share a plan with your household and see who is cooking tonight.",
                       tint: .blue),
    ]
}

struct OnboardingPagesView: View {
    var pages: [OnboardingPage] = OnboardingPage.all

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(pages) { page in
                    OnboardingPageView(page: page)
                        // Each page is exactly as wide as the screen's safe area.
                        .containerRelativeFrame(.horizontal)
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button {
                // advance to the next page
            } label: {
                Text("Continue")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
        }
    }
}

private struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Circle()
                .fill(page.tint.opacity(0.18))
                .frame(width: 132, height: 132)
                .overlay {
                    Text("\(page.number)")
                        .font(.system(size: 56, weight: .bold, design: .rounded))
                        .foregroundStyle(page.tint)
                }
            Text(page.title)
                .font(.title2.bold())
            Text(page.message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Spacer()
        }
        .padding(.horizontal, 32)
    }
}

#Preview {
    OnboardingPagesView()
}

#Preview("Landscape", traits: .landscapeLeft) {
    OnboardingPagesView()
}
