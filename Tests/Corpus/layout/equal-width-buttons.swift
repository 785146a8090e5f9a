import SwiftUI

// Two buttons side by side, each as wide as its title (fixedSize asks for ideal widths), centred.
struct DecisionButtons: View {
    var body: some View {
        HStack(spacing: 12) {
            Button(action: {}) {
                Text("Not now")
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 10)
                    .background(Color.gray.opacity(0.15))
                    .cornerRadius(10)
            }
            Button(action: {}) {
                Text("Turn on notifications")
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 10)
                    .background(Color.blue)
                    .foregroundColor(.white)
                    .cornerRadius(10)
            }
        }
        .fixedSize(horizontal: true, vertical: false)
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 80)) {
    DecisionButtons()
}
