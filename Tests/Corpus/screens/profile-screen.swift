import SwiftUI

struct ProfileScreen: View {
    struct Stat: Identifiable {
        let id = UUID()
        let value: String
        let label: String
    }

    let stats = [Stat(value: "142", label: "Posts"), Stat(value: "3.1k", label: "Followers"), Stat(value: "280", label: "Following")]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Circle()
                    .fill(Color.orange.opacity(0.3))
                    .frame(width: 96, height: 96)
                    .overlay(Text("RK").font(.largeTitle.bold()).foregroundColor(.orange))
                VStack(spacing: 4) {
                    Text("Rosa Kowalski").font(.title2.bold())
                    Text("Ceramicist · Kraków").foregroundColor(.secondary)
                }
                HStack {
                    ForEach(stats) { stat in
                        VStack {
                            Text(stat.value).font(.headline)
                            Text(stat.label).font(.caption).foregroundColor(.secondary)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
                .padding(.vertical, 8)
                HStack(spacing: 12) {
                    Button(action: {}) {
                        Text("Follow")
                            .bold()
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 10)
                            .background(Color.orange)
                            .foregroundColor(.white)
                            .cornerRadius(10)
                    }
                    Button(action: {}) {
                        Text("Message")
                            .bold()
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 10)
                            .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.orange, lineWidth: 1.5))
                            .foregroundColor(.orange)
                    }
                }
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 3), spacing: 2) {
                    ForEach(0..<9) { index in
                        Rectangle()
                            .fill(Color(hue: Double(index) / 9, saturation: 0.3, brightness: 0.9))
                            .aspectRatio(1, contentMode: .fit)
                    }
                }
            }
            .padding()
        }
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 844)) {
    ProfileScreen()
}
