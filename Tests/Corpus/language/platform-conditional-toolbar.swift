import SwiftUI

struct ShareRow: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
                .font(.body)
            Spacer()
            #if os(iOS)
            Image(systemName: "square.and.arrow.up")
                .imageScale(.large)
            #elseif os(macOS)
            Text("Share…")
                .foregroundStyle(.secondary)
            #endif
        }
        .padding(rowPadding)
    }

    private var rowPadding: CGFloat {
        #if os(macOS)
        return 8
        #else
        return 16
        #endif
    }
}

#Preview {
    ShareRow(title: "Trip to Lisbon")
        .frame(width: 320)
}
