import SwiftUI

struct Badge<Label: View>: View {
    var color: Color
    @ViewBuilder var label: () -> Label

    init(color: Color = .blue, @ViewBuilder label: @escaping () -> Label) {
        self.color = color
        self.label = label
    }

    var body: some View {
        label()
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(color.opacity(0.15), in: Capsule())
            .foregroundStyle(color)
    }
}

extension Badge where Label == Text {
    init(_ title: String, color: Color = .blue) {
        self.init(color: color) { Text(title) }
    }
}

#Preview {
    HStack {
        Badge("New")
        Badge("Beta", color: .purple)
        Badge(color: .green) {
            HStack(spacing: 2) {
                Image(systemName: "checkmark")
                Text("Verified")
            }
        }
    }
    .padding()
}
