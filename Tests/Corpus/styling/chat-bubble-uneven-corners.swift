import SwiftUI

struct Bubble: View {
    let text: String
    let isMine: Bool

    var body: some View {
        Text(text)
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .foregroundStyle(isMine ? .white : .primary)
            .background(
                UnevenRoundedRectangle(
                    topLeadingRadius: 18,
                    bottomLeadingRadius: isMine ? 18 : 4,
                    bottomTrailingRadius: isMine ? 4 : 18,
                    topTrailingRadius: 18
                )
                .fill(isMine ? Color.blue : Color(white: 0.92))
            )
            .frame(maxWidth: 260, alignment: isMine ? .trailing : .leading)
            .frame(maxWidth: .infinity, alignment: isMine ? .trailing : .leading)
    }
}

#Preview {
    VStack(spacing: 6) {
        Bubble(text: "Landed! Grabbing my bag now", isMine: false)
        Bubble(text: "Great, I’m parked outside door 3", isMine: true)
        Bubble(text: "👍", isMine: false)
    }
    .padding()
    .frame(width: 375)
}
