import SwiftUI

struct IconRow: View {
    let icon: String
    let color: Color
    let title: String
    let value: String

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 7)
                .fill(color)
                .frame(width: 29, height: 29)
                .overlay(
                    Image(systemName: icon)
                        .foregroundColor(.white)
                        .font(.system(size: 15))
                )
            Text(title)
            Spacer()
            Text(value)
                .foregroundColor(.secondary)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundColor(.gray)
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 140)) {
    VStack(spacing: 0) {
        IconRow(icon: "airplane", color: .orange, title: "Airplane Mode", value: "Off")
        Divider().padding(.leading, 57)
        IconRow(icon: "wifi", color: .blue, title: "Wi-Fi", value: "Home-5G")
        Divider().padding(.leading, 57)
        IconRow(icon: "antenna.radiowaves.left.and.right", color: .green, title: "Cellular", value: "")
    }
}
