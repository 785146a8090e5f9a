import SwiftUI

struct ChatMessage: Identifiable {
    let id = UUID()
    let text: String
    let fromMe: Bool
}

struct ChatThreadView: View {
    @State private var draft = ""
    let messages = [
        ChatMessage(text: "Did you get the tickets?", fromMe: false),
        ChatMessage(text: "Yes! Row F, right in the middle", fromMe: true),
        ChatMessage(text: "Amazing. Dinner before?", fromMe: false),
        ChatMessage(text: "There’s a ramen place two streets away, opens at 6", fromMe: true),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        HStack {
                            if message.fromMe { Spacer(minLength: 60) }
                            Text(message.text)
                                .padding(10)
                                .background(message.fromMe ? Color.blue : Color(white: 0.92))
                                .foregroundColor(message.fromMe ? .white : .primary)
                                .cornerRadius(16)
                            if !message.fromMe { Spacer(minLength: 60) }
                        }
                    }
                }
                .padding()
            }

            HStack {
                TextField("Message", text: $draft, axis: .vertical)
                    .lineLimit(1...4)
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 18).stroke(Color.gray.opacity(0.4)))
                Button {
                    draft = ""
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title)
                }
                .disabled(draft.isEmpty)
            }
            .padding(8)
        }
    }
}

#Preview {
    ChatThreadView()
}
