import SwiftUI

struct GreetingHeader: View {
    @AppStorage("displayName") private var displayName = "there"
    @AppStorage("showsStreak") private var showsStreak = true
    @AppStorage("streakDays") private var streakDays = 12

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Good morning, \(displayName)")
                .font(.title2)
                .bold()
            if showsStreak {
                HStack(spacing: 4) {
                    Image(systemName: "flame.fill")
                        .foregroundStyle(.orange)
                    Text("\(streakDays)-day streak")
                        .foregroundStyle(.secondary)
                }
                .font(.subheadline)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

#Preview("Header", traits: .fixedLayout(width: 390, height: 100)) {
    GreetingHeader()
}
