import SwiftUI

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

struct QuickActions: View {
    var body: some View {
        HStack(spacing: 28) {
            Label("Scan", systemImage: "qrcode.viewfinder")
            Label("Send", systemImage: "paperplane")
            Label("Request", systemImage: "arrow.down.left")
            Label("More", systemImage: "ellipsis")
        }
        .labelStyle(VerticalLabelStyle())
        .padding()
    }
}

#Preview {
    QuickActions()
}
