import SwiftUI

struct FAQItem: View {
    let question: String
    let answer: String
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation(.easeInOut(duration: 0.2)) {
                    isExpanded.toggle()
                }
            } label: {
                HStack {
                    Text(question)
                        .font(.headline)
                        .multilineTextAlignment(.leading)
                    Spacer()
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
            }
            .buttonStyle(.plain)

            if isExpanded {
                Text(answer)
                    .foregroundStyle(.secondary)
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .padding()
    }
}

#Preview {
    VStack(spacing: 0) {
        FAQItem(question: "Can I change my plan later?", answer: "Yes — upgrades apply immediately and downgrades at the next billing date.")
        Divider()
        FAQItem(question: "Do you offer refunds?", answer: "Within 14 days of purchase, no questions asked.")
    }
    .frame(width: 360)
}
