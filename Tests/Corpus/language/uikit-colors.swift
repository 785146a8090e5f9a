import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct GroupedCard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Self.cardBackground)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }

    private static var cardBackground: Color {
        #if canImport(UIKit)
        Color(uiColor: .secondarySystemGroupedBackground)
        #else
        Color(nsColor: .controlBackgroundColor)
        #endif
    }
}

#Preview {
    GroupedCard {
        Text("Storage")
            .font(.headline)
        Text("38.2 GB of 64 GB used")
            .foregroundStyle(.secondary)
    }
    .padding()
    .background(Color(white: 0.94))
}
