import SwiftUI
import MapKit

struct Store: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
    let isOpen: Bool
}

let stores = [
    Store(id: 1, name: "Union Square", coordinate: CLLocationCoordinate2D(latitude: 37.7880, longitude: -122.4075), isOpen: true),
    Store(id: 2, name: "Hayes Valley", coordinate: CLLocationCoordinate2D(latitude: 37.7765, longitude: -122.4241), isOpen: true),
    Store(id: 3, name: "Mission", coordinate: CLLocationCoordinate2D(latitude: 37.7599, longitude: -122.4148), isOpen: false),
]

struct StoreLocator: View {
    @State private var position: MapCameraPosition = .automatic

    var body: some View {
        Map(position: $position) {
            ForEach(stores) { store in
                Marker(store.name, systemImage: "bag.fill", coordinate: store.coordinate)
                    .tint(store.isOpen ? .blue : .gray)
            }
            Annotation("You", coordinate: CLLocationCoordinate2D(latitude: 37.7740, longitude: -122.4100)) {
                Circle()
                    .fill(.blue)
                    .frame(width: 16, height: 16)
                    .overlay(Circle().stroke(.white, lineWidth: 3))
            }
            UserAnnotation()
        }
        .mapControls {
            MapUserLocationButton()
            MapCompass()
            MapScaleView()
        }
        .safeAreaInset(edge: .bottom) {
            StoreCard(store: stores[0])
                .padding()
        }
    }
}

struct StoreCard: View {
    let store: Store

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "bag.fill")
                .font(.title2)
                .foregroundStyle(.white)
                .frame(width: 48, height: 48)
                .background(.blue, in: RoundedRectangle(cornerRadius: 12))
            VStack(alignment: .leading, spacing: 2) {
                Text(store.name).font(.headline)
                Text("Open until 9 PM · 0.4 mi").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Button("Directions") {}
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

#Preview("Stores") {
    StoreLocator()
}

#Preview("Imagery") {
    Map(initialPosition: .region(MKCoordinateRegion(center: stores[0].coordinate,
                                                    latitudinalMeters: 2000, longitudinalMeters: 2000))) {
        Marker("Union Square", coordinate: stores[0].coordinate)
        MapCircle(center: stores[0].coordinate, radius: 300)
            .foregroundStyle(.orange.opacity(0.3))
    }
    .mapStyle(.hybrid(elevation: .realistic))
    .frame(height: 320)
}
