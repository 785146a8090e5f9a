import SwiftUI

struct TagChip: View {
    var text: String
    var isSelected: Bool = false

    var body: some View {
        Text(text)
            .font(.footnote)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(isSelected ? Color.accentColor : Color.gray.opacity(0.15))
            .foregroundColor(isSelected ? .white : .primary)
            .cornerRadius(14)
    }
}

struct TagChip_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TagChip(text: "Photography")
                .previewDisplayName("Default")
            TagChip(text: "Travel", isSelected: true)
                .previewDisplayName("Selected")
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
