import SwiftUI

struct GlowAvatar: View {
    var initials = "JD"
    var glow = Color.purple

    var body: some View {
        ZStack {
            Circle()
                .fill(RadialGradient(colors: [glow.opacity(0.6), .clear], center: .center, startRadius: 20, endRadius: 60))
                .frame(width: 120, height: 120)
            Circle()
                .fill(AngularGradient(colors: [.pink, .purple, .blue, .pink], center: .center))
                .frame(width: 64, height: 64)
            Text(initials)
                .font(.title2.bold())
                .foregroundStyle(.white)
        }
    }
}

#Preview {
    GlowAvatar()
}
