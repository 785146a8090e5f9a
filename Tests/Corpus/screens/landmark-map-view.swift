import SwiftUI
import MapKit

// Apple's Landmarks: the map at the top of a landmark's detail, its region set when the view appears.
struct MapView: View {
    var coordinate: CLLocationCoordinate2D
    @State private var position: MapCameraPosition = .region(
        MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868),
                           span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)))

    var body: some View {
        Map(position: $position) {
            Marker("Turtle Rock", systemImage: "mountain.2.fill", coordinate: coordinate)
                .tint(.orange)
        }
        .mapStyle(.standard(elevation: .realistic))
        .task {
            position = .region(region)
        }
    }

    private var region: MKCoordinateRegion {
        MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
    }
}

struct LandmarkMapDetail: View {
    var body: some View {
        ScrollView {
            MapView(coordinate: CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868))
                .frame(height: 300)

            VStack(alignment: .leading) {
                Text("Turtle Rock")
                    .font(.title)
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
                Text("Turtle Rock is a granite formation in the park's Wonderland of Rocks.")
            }
            .padding()
        }
    }
}

#Preview("Detail") {
    LandmarkMapDetail()
}

#Preview("Old region form") {
    @Previewable @State var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868),
        span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
    Map(coordinateRegion: $region)
        .frame(height: 300)
}
