import SwiftUI

struct ConfirmActions: View {
    var body: some View {
        VStack(spacing: 12) {
            Button {
            } label: {
                Text("Confirm booking")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)

            Button("Change dates") {}
                .buttonStyle(.bordered)

            Button("Cancel", role: .cancel) {}
                .buttonStyle(.borderless)
        }
        .padding()
        .tint(.indigo)
    }
}

#Preview {
    ConfirmActions()
        .frame(width: 360)
}
