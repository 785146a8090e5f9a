// `import CoreLocation` in a view file: coordinates and locations as values. Nothing here locates anything: a
// preview has no position (docs/FIXTURE_LANGUAGE.md, "Modules").
@_exported import Layoutshot

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

/// A latitude and longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate lies on the globe (CoreLocation's function).
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A coordinate with an altitude; distances on a sphere of the Earth's mean radius.
open class CLLocation: @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        timestamp = Date()
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres (haversine, radius 6,371,000 m).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let rad = Double.pi / 180
        let dLat = (location.coordinate.latitude - coordinate.latitude) * rad
        let dLon = (location.coordinate.longitude - coordinate.longitude) * rad
        let a = sin(dLat / 2) * sin(dLat / 2)
            + cos(coordinate.latitude * rad) * cos(location.coordinate.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_000 * atan2(sqrt(a), sqrt(1 - a))
    }
}

/// The location manager of a preview: authorised for nothing, no location.
open class CLLocationManager: @unchecked Sendable {
    public init() {}
    open var location: CLLocation? { nil }
    open func requestWhenInUseAuthorization() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
}
