import SwiftUI

struct FilterChips: View {
    let filters = ["All", "Unread", "Starred", "Attachments", "From VIPs", "This week"]
    let selected = "All"

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(filters, id: \.self) { filter in
                    Text(filter)
                        .font(.subheadline)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(filter == selected ? Color.primary : Color.gray.opacity(0.15))
                        .foregroundColor(filter == selected ? Color(white: 1) : .primary)
                        .cornerRadius(16)
                }
            }
            .padding(.horizontal)
        }
    }
}

#Preview(traits: .fixedLayout(width: 375, height: 50)) {
    FilterChips()
}
