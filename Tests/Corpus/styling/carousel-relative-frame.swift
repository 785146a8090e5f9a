import SwiftUI

struct FeaturedCarousel: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(colors[index].gradient)
                        .overlay(Text("Pick \(index + 1)").font(.headline).foregroundStyle(.white))
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12)
                        .frame(height: 140)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 16)
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 160)) {
    FeaturedCarousel()
}
