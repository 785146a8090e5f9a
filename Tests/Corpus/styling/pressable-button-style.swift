import SwiftUI

struct PressableButtonStyle: ButtonStyle {
    var background: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .background(background.opacity(configuration.isPressed ? 0.7 : 1))
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .scaleEffect(configuration.isPressed ? 0.98 : 1)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    static var pressable: PressableButtonStyle { PressableButtonStyle() }
}

#Preview {
    VStack(spacing: 12) {
        Button("Continue") {}
            .buttonStyle(.pressable)
        Button("Delete account") {}
            .buttonStyle(PressableButtonStyle(background: .red))
    }
    .padding()
    .frame(width: 360)
}
