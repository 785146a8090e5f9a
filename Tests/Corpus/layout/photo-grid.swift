import SwiftUI

struct PhotoGrid: View {
    let columns = [GridItem(.adaptive(minimum: 96), spacing: 4)]
    let placeholders: [Color] = [.orange, .teal, .pink, .indigo, .mint, .yellow, .cyan]
    let count = 14

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(0..<count, id: \.self) { index in
                    placeholders[index % placeholders.count]
                        .opacity(0.5)
                        .aspectRatio(1, contentMode: .fill)
                        .overlay(alignment: .bottomTrailing) {
                            Text("\(index + 1)")
                                .font(.caption2)
                                .padding(4)
                        }
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 500)) {
    PhotoGrid()
}
