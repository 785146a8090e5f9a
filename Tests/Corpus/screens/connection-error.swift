import SwiftUI

struct ConnectionErrorView: View {
    var message = "We couldn’t reach the server. Check your connection and try again."
    var retry: () -> Void = {}

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "wifi.exclamationmark")
                .font(.system(size: 48))
                .foregroundColor(.secondary)
            Text("You’re offline")
                .font(.title3.bold())
            Text(message)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
                .frame(maxWidth: 280)
            Button(action: retry) {
                Text("Try again")
                    .padding(.horizontal, 24)
                    .padding(.vertical, 10)
                    .background(Color.blue)
                    .foregroundColor(.white)
                    .clipShape(Capsule())
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 500)) {
    ConnectionErrorView()
}
