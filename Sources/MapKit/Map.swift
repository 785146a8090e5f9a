import CoreLocation
import Layoutshot

/// SwiftUI's map as a still picture: land, water and roads made from the frame alone (no tiles), the content
/// projected from the camera's region (Web Mercator, the region's centre at the frame's centre, its span
/// fitting the frame), and the "Legal" label. Greedy as a colour: it takes the whole proposal, 10 points on an
/// axis proposed nil (docs/BEHAVIOUR.md, "Maps and video").
public struct Map: View {
    let position: MapCameraPosition
    let elements: [_MapElement]
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\._mapStyle) private var style

    init(position: MapCameraPosition, elements: [_MapElement]) {
        self.position = position
        self.elements = elements
    }

    /// `Map(initialPosition: .region(…)) { Marker(…) }`: iOS 17's map with content.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> _MapContentList) {
        self.init(position: initialPosition, elements: content()._mapElements)
    }

    /// `Map()`, `Map(initialPosition:)`: a map with nothing on it.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: initialPosition, elements: [])
    }

    /// `Map(position: $position) { … }`: the binding's value when the view is made (a `.task` or `.onAppear`
    /// that sets it never runs in a still picture).
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> _MapContentList) {
        self.init(position: position.wrappedValue, elements: content()._mapElements)
    }

    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(position: position.wrappedValue, elements: [])
    }

    /// With a selection: nothing is selected in a still picture.
    public init<Selection: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                     interactionModes: MapInteractionModes = .all, selection: Binding<Selection?>,
                                     scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContentList) {
        self.init(position: position.wrappedValue, elements: content()._mapElements)
    }

    public init<Selection: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                     interactionModes: MapInteractionModes = .all, selection: Binding<Selection?>,
                                     scope: Namespace.ID? = nil, @MapContentBuilder content: () -> _MapContentList) {
        self.init(position: initialPosition, elements: content()._mapElements)
    }

    /// iOS 14's `Map(coordinateRegion: $region)`.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.init(position: .region(coordinateRegion.wrappedValue), elements: [])
    }

    /// iOS 14's `Map(coordinateRegion:annotationItems:) { MapMarker(…) }`.
    public init<Items: RandomAccessCollection, Item: MapContent>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Item) where Items.Element: Identifiable {
        self.init(position: .region(coordinateRegion.wrappedValue),
                  elements: annotationItems.flatMap { annotationContent($0)._mapElements })
    }

    public var body: some View {
        // Read while the body runs: the environment is not published when the reader's content is made.
        let palette = MapPalette(style: style.kind, dark: colorScheme == .dark)
        return GeometryReader { proxy in
            mapPicture(size: proxy.size, palette: palette)
        }
        .clipped()
    }

    @ViewBuilder func mapPicture(size: CGSize, palette: MapPalette) -> some View {
        let projection = MapProjection(region: MapProjection.region(for: position, elements: elements), size: size)
        let placed = elements.enumerated().filter { if case .user = $0.element { false } else { true } }
        ZStack(alignment: .topLeading) {
            Canvas { context, size in
                MapPainter.drawGround(in: &context, size: size, palette: palette)
                MapPainter.drawOverlays(elements, in: &context, projection: projection)
            }
            ForEach(placed.map(\.offset), id: \.self) { index in
                MapPainter.view(for: elements[index], projection: projection, palette: palette)
            }
            Text("Legal").font(.system(size: 10, weight: .medium)).foregroundStyle(palette.legal)
                .padding(.leading, 8).padding(.bottom, 6)
                .frame(width: size.width, height: size.height, alignment: .bottomLeading)
        }
    }
}

/// A region's Web Mercator projection onto a frame: the centre at the frame's centre, one scale on both axes,
/// the larger that shows the whole span (MapKit fits a region to the view's aspect ratio).
struct MapProjection {
    let center: CLLocationCoordinate2D
    /// Points per radian of longitude (and per unit of Mercator y).
    let scale: Double
    let size: CGSize

    static let maximumLatitude = 85.05112878

    static func mercatorY(_ latitude: CLLocationDegrees) -> Double {
        let phi = min(max(latitude, -maximumLatitude), maximumLatitude) * .pi / 180
        return log(tan(.pi / 4 + phi / 2))
    }

    init(region: MKCoordinateRegion, size: CGSize) {
        center = region.center
        self.size = size
        let lambda = max(region.span.longitudeDelta, 0) * .pi / 180
        let half = max(region.span.latitudeDelta, 0) / 2
        let y = Self.mercatorY(region.center.latitude + half) - Self.mercatorY(region.center.latitude - half)
        let byWidth = lambda > 0 ? Double(size.width) / lambda : .infinity
        let byHeight = y > 0 ? Double(size.height) / y : .infinity
        let fitted = min(byWidth, byHeight)
        // A zero span on both axes: 0.05° of longitude across the frame [I].
        scale = fitted.isFinite && fitted > 0 ? fitted : Double(max(size.width, 1)) / (0.05 * .pi / 180)
    }

    func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        let x = Double(size.width) / 2 + (coordinate.longitude - center.longitude) * .pi / 180 * scale
        let y = Double(size.height) / 2 - (Self.mercatorY(coordinate.latitude) - Self.mercatorY(center.latitude)) * scale
        return CGPoint(x: x, y: y)
    }

    /// The region a position shows; `.automatic` fits the content's coordinates with a fifth of their extent
    /// around them [I].
    static func region(for position: MapCameraPosition, elements: [_MapElement]) -> MKCoordinateRegion {
        switch position.kind {
        case .region(let region): return region
        case .camera(let camera):
            // The camera's distance as the region's height and width [I].
            return MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: camera.distance,
                                      longitudinalMeters: camera.distance)
        case .item(let item):
            return MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
        case .userLocation(let fallback):
            return region(for: fallback ?? .automatic, elements: elements)
        case .automatic:
            let coordinates = elements.flatMap(\.coordinates)
            guard let first = coordinates.first else { return defaultRegion }
            var south = first.latitude, north = first.latitude, west = first.longitude, east = first.longitude
            for c in coordinates {
                south = min(south, c.latitude); north = max(north, c.latitude)
                west = min(west, c.longitude); east = max(east, c.longitude)
            }
            let center = CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2)
            // One place, or places close together: a neighbourhood, 0.01° across [I].
            return MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.4, 0.01),
                                                                             longitudeDelta: max((east - west) * 1.4, 0.01)))
        }
    }

    /// An `.automatic` map with no content: Apple Park, 0.05° across [I] (a preview has no location).
    static let defaultRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090),
                                                  span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
}
