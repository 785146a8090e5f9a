import SwiftUI

/// The store's home header: a banner a third of the screen's height (never under
/// 180 pt), then two promo tiles side by side, each half the width less the gap.
struct StoreHomeHeader: View {
    private let gap: CGFloat = 12

    var body: some View {
        VStack(alignment: .leading, spacing: gap) {
            ZStack(alignment: .bottomLeading) {
                RoundedRectangle(cornerRadius: 20)
                    .fill(Color.indigo)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Autumn sale")
                        .font(.title.bold())
                    Text("Up to 40% off outdoor gear")
                        .font(.subheadline)
                }
                .foregroundStyle(.white)
                .padding(20)
            }
            .containerRelativeFrame(.vertical) { height, _ in
                max(180, height / 3)
            }

            HStack(spacing: gap) {
                PromoTile(title: "New in", tint: .orange)
                    .containerRelativeFrame(.horizontal, count: 2, spacing: gap)
                PromoTile(title: "Best sellers", tint: .teal)
                    .containerRelativeFrame(.horizontal, count: 2, spacing: gap)
            }
            Spacer(minLength: 0)
        }
    }
}

private struct PromoTile: View {
    let title: String
    let tint: Color

    var body: some View {
        Text(title)
            .font(.headline)
            .frame(maxWidth: .infinity, minHeight: 88)
            .background(tint.opacity(0.2), in: RoundedRectangle(cornerRadius: 14))
    }
}

#Preview {
    StoreHomeHeader()
}
