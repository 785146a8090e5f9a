import SwiftUI

/// Full-bleed photo viewer: the photo runs under the status bar and home indicator,
/// the caption bar sits just above the home indicator.
struct PhotoViewer: View {
    var caption = "Morning fog over the fjord"
    var index = 3
    var total = 27

    var body: some View {
        ZStack {
            Color.black
                .ignoresSafeArea()
            Rectangle()
                .fill(Color(white: 0.35))
                .aspectRatio(3 / 2, contentMode: .fit)
        }
        .safeAreaInset(edge: .top) {
            HStack {
                Image(systemName: "xmark")
                Spacer()
                Text("\(index) of \(total)")
                Spacer()
                Image(systemName: "square.and.arrow.up")
            }
            .foregroundStyle(.white)
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            Text(caption)
                .font(.footnote)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color.black.opacity(0.6))
        }
    }
}

#Preview(traits: .portrait) {
    PhotoViewer()
}

#Preview("Landscape", traits: .landscapeRight) {
    PhotoViewer()
}
