import SwiftUI

/// Shows labels when there is room, icons otherwise.
struct ActionBar: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 16) {
                Label("Reply", systemImage: "arrowshape.turn.up.left")
                Label("Forward", systemImage: "arrowshape.turn.up.right")
                Label("Archive", systemImage: "archivebox")
                Label("Delete", systemImage: "trash")
            }
            HStack(spacing: 24) {
                Image(systemName: "arrowshape.turn.up.left")
                Image(systemName: "arrowshape.turn.up.right")
                Image(systemName: "archivebox")
                Image(systemName: "trash")
            }
        }
        .padding()
    }
}

#Preview("Wide", traits: .fixedLayout(width: 500, height: 60)) {
    ActionBar()
}

#Preview("Narrow", traits: .fixedLayout(width: 260, height: 60)) {
    ActionBar()
}
