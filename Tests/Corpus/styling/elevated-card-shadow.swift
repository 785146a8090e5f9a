import SwiftUI

struct BalanceCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Main account")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                Spacer()
                Image(systemName: "creditcard")
            }
            Text("$12,480.20")
                .font(.system(size: 34, weight: .bold, design: .rounded))
            HStack(spacing: 6) {
                Image(systemName: "arrow.up.right")
                Text("+ $320 this month")
            }
            .font(.footnote)
            .foregroundColor(.green)
        }
        .padding(20)
        .background(Color.white)
        .cornerRadius(18)
        .shadow(color: Color.black.opacity(0.12), radius: 12, x: 0, y: 6)
        .overlay(
            RoundedRectangle(cornerRadius: 18)
                .stroke(Color.black.opacity(0.05), lineWidth: 1)
        )
        .padding(24)
    }
}

#Preview {
    BalanceCard()
        .frame(width: 380)
        .background(Color(white: 0.96))
}
