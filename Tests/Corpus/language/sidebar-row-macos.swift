// layoutshot: --platform macos

import SwiftUI

struct SidebarRow: View {
    let title: String
    let systemImage: String
    let count: Int?

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: systemImage)
                .foregroundStyle(.secondary)
                .frame(width: 18)
            Text(title)
            Spacer()
            if let count {
                Text("\(count)")
                    .font(.callout.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
        }
        #if os(macOS)
        .padding(.vertical, 3)
        .padding(.horizontal, 8)
        #else
        .padding(.vertical, 10)
        .padding(.horizontal, 16)
        #endif
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 0) {
        SidebarRow(title: "Inbox", systemImage: "tray", count: 12)
        SidebarRow(title: "Drafts", systemImage: "doc", count: nil)
        SidebarRow(title: "Sent", systemImage: "paperplane", count: nil)
        SidebarRow(title: "Junk", systemImage: "xmark.bin", count: 3)
    }
    .frame(width: 220)
}
