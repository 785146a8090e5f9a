import SwiftUI

struct Toast: View {
    enum Kind {
        case success, failure

        var tint: Color { self == .success ? .green : .red }
        var icon: String { self == .success ? "checkmark.circle.fill" : "exclamationmark.circle.fill" }
    }

    let kind: Kind
    let message: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: kind.icon)
                .foregroundStyle(kind.tint)
            Text(message)
                .font(.subheadline)
            Spacer()
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .font(.footnote.bold())
            }
            .buttonStyle(.plain)
        }
        .padding(14)
        .background(Color(white: 0.15))
        .foregroundColor(.white)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .padding(.horizontal)
    }
}

#Preview {
    VStack {
        Toast(kind: .success, message: "Photo saved to your library")
        Toast(kind: .failure, message: "Couldn’t upload. Check your connection.")
    }
    .frame(width: 375)
}
