// `import MapKit` in a view file: SwiftUI's `Map` as a still picture drawn without tiles (docs/BEHAVIOUR.md,
// "Maps and video"), and the value types views hand it. Nothing is fetched: there are no tiles, no search, no
// directions, no user location (docs/FIXTURE_LANGUAGE.md, "Modules").
@_exported import CoreLocation
@_exported import Layoutshot

/// A latitude and longitude extent in degrees.
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region: its centre and its span.
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center` (111,000 m a degree of
    /// latitude; a degree of longitude shrinks with the cosine of the latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let perDegree = 111_000.0
        let cosine = max(cos(center.latitude * .pi / 180), 0.01)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / perDegree,
                                                         longitudeDelta: longitudinalMeters / (perDegree * cosine)))
    }
}

/// A placemark: a coordinate with an optional name.
open class MKPlacemark: CLLocation, @unchecked Sendable {
    public var name: String?
    public init(coordinate: CLLocationCoordinate2D) {
        super.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.init(coordinate: coordinate)
    }
    public var title: String? { name }
}

/// A point of interest: a placemark with a name.
open class MKMapItem: Hashable, @unchecked Sendable {
    public let placemark: MKPlacemark
    public var name: String?
    public var phoneNumber: String?
    public var url: URL?
    public init(placemark: MKPlacemark) { self.placemark = placemark }
    public init() { placemark = MKPlacemark(coordinate: CLLocationCoordinate2D()) }
    public static func forCurrentLocation() -> MKMapItem { MKMapItem() }
    public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
    public static func == (a: MKMapItem, b: MKMapItem) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A camera looking down at `centerCoordinate` from `distance` metres.
public struct MapCamera: Hashable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// What the map shows: a region, a camera, an item, the user's location, or what fits its content.
public struct MapCameraPosition: Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case item(MKMapItem)
        case userLocation(fallback: MapCameraPosition?)
    }
    let kind: Kind

    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item))
    }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(fallback: fallback))
    }
    public var positionedByUser: Bool { false }
    public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }
    public var region: MKCoordinateRegion? { if case .region(let r) = kind { r } else { nil } }
    public var camera: MapCamera? { if case .camera(let c) = kind { c } else { nil } }
    public var item: MKMapItem? { if case .item(let i) = kind { i } else { nil } }
}

/// How far the camera may zoom or pan: accepted; a still picture shows its position.
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion? = nil, minimumDistance: Double? = nil,
                maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// The gestures a map answers: accepted (nothing moves in a picture).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// The older forms' interaction and tracking options (iOS 14): accepted.
public struct MapUserTrackingMode: Hashable, Sendable {
    public static let none = MapUserTrackingMode()
    public static let follow = MapUserTrackingMode()
}

/// The map's look: roads on plain land, satellite imagery, or both.
public struct MapStyle: Sendable {
    enum Kind: Sendable { case standard, imagery, hybrid }
    let kind: Kind
    public enum Elevation: Sendable { case automatic, flat, realistic }
    public enum PointsOfInterest: Sendable { case all, excludingAll }
    public enum Emphasis: Sendable { case automatic, muted }
    public static var standard: MapStyle { MapStyle(kind: .standard) }
    public static var imagery: MapStyle { MapStyle(kind: .imagery) }
    public static var hybrid: MapStyle { MapStyle(kind: .hybrid) }
    public static func standard(elevation: Elevation = .automatic, emphasis: Emphasis = .automatic,
                                pointsOfInterest: PointsOfInterest = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(kind: .standard)
    }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(kind: .imagery) }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointsOfInterest = .all,
                              showsTraffic: Bool = false) -> MapStyle {
        MapStyle(kind: .hybrid)
    }
}

struct MapStyleKey: EnvironmentKey {
    static let defaultValue = MapStyle.standard
}

extension EnvironmentValues {
    var _mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of the maps inside: standard (the default), imagery or hybrid.
    public func mapStyle(_ style: MapStyle) -> some View { environment(\._mapStyle, style) }
    /// The map's controls: accepted, not drawn on the map (docs/BEHAVIOUR.md, "Maps and video").
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// Accepted: a picture has no camera moves.
    public func mapCameraKeyframeAnimator<T>(trigger: T, keyframes: @escaping (MapCamera) -> Void) -> some View { self }
    /// Accepted: nothing is selected in a still picture.
    public func mapFeatureSelectionDisabled(_ disabled: Bool = true) -> some View { self }
    public func onMapCameraChange(_ action: @escaping () -> Void) -> some View { self }
    public func mapScope(_ namespace: Namespace.ID) -> some View { self }
}

/// The standard map controls, drawn as the buttons they are when placed outside a map.
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { _MapControlButton(symbol: "location") }
}

public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { _MapControlButton(symbol: "safari") }
}

public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { _MapControlButton(symbol: "view.3d") }
}

public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { Capsule().fill(Color.secondary).frame(width: 60, height: 3) }
}

/// A 44-point rounded square with a symbol, as the map's buttons are [I].
public struct _MapControlButton: View {
    let symbol: String
    public var body: some View {
        Image(systemName: symbol).font(.system(size: 17)).foregroundStyle(Color.accentColor)
            .frame(width: 44, height: 44)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 1, opacity: 0.92)))
    }
}
