import SwiftUI
import MapKit

struct CircleImage: View {
    var image: Image

    var body: some View {
        image
            .resizable()
            .frame(width: 200, height: 200)
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkDetail: View {
    @State private var isFavorite = true
    var body: some View {
        ScrollView {
            Rectangle()
                .fill(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
                .frame(height: 300)

            CircleImage(image: Image(systemName: "mountain.2.fill"))
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                HStack {
                    Text("Turtle Rock")
                        .font(.title)
                    FavoriteButton(isSet: $isFavorite)
                }

                HStack {
                    Text("Joshua Tree National Park")
                    Spacer()
                    Text("California")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About Turtle Rock")
                    .font(.title2)
                Text("Descriptive text goes here. It wraps over several lines because it is long enough to need more than one.")
            }
            .padding()
        }
        .navigationTitle("Turtle Rock")
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    NavigationStack {
        LandmarkDetail()
    }
}
