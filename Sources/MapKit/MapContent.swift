import CoreLocation
import Layoutshot

/// What one piece of map content draws, projected by the map that holds it.
public enum _MapElement {
    case marker(title: String?, glyph: _MarkerGlyph, coordinate: CLLocationCoordinate2D, tint: Color?)
    case annotation(title: String?, coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: AnyView)
    case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance, fill: Color?, stroke: Color?, lineWidth: CGFloat)
    case polyline(coordinates: [CLLocationCoordinate2D], stroke: Color?, lineWidth: CGFloat, closed: Bool, fill: Color?)
    case user

    /// The coordinates an `.automatic` position fits.
    var coordinates: [CLLocationCoordinate2D] {
        switch self {
        case .marker(_, _, let c, _), .annotation(_, let c, _, _): [c]
        case .circle(let c, let r, _, _, _):
            [CLLocationCoordinate2D(latitude: c.latitude - r / 111_000, longitude: c.longitude),
             CLLocationCoordinate2D(latitude: c.latitude + r / 111_000, longitude: c.longitude)]
        case .polyline(let cs, _, _, _, _): cs
        case .user: []
        }
    }
}

/// A marker's glyph: a symbol, a monogram, or the default pin.
public enum _MarkerGlyph { case symbol(String), monogram(Text), pin }

/// Content of a map: markers, annotations, overlays. Each piece is also a `View` that draws nothing on its own,
/// so that `ForEach(items) { Marker(…) }` (LayoutCore's `ForEach` takes views) is map content too.
public protocol MapContent {
    var _mapElements: [_MapElement] { get }
}

/// Several pieces of map content.
public struct _MapContentList: MapContent {
    public let _mapElements: [_MapElement]
    public init(_ elements: [_MapElement]) { _mapElements = elements }
}

@resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> _MapContentList { _MapContentList(content._mapElements) }
    public static func buildBlock(_ parts: _MapContentList...) -> _MapContentList { _MapContentList(parts.flatMap(\._mapElements)) }
    public static func buildOptional(_ part: _MapContentList?) -> _MapContentList { part ?? _MapContentList([]) }
    public static func buildEither(first: _MapContentList) -> _MapContentList { first }
    public static func buildEither(second: _MapContentList) -> _MapContentList { second }
    public static func buildArray(_ parts: [_MapContentList]) -> _MapContentList { _MapContentList(parts.flatMap(\._mapElements)) }
    public static func buildLimitedAvailability(_ part: _MapContentList) -> _MapContentList { part }
}

extension ForEach: MapContent where Content: MapContent {
    public var _mapElements: [_MapElement] { data.flatMap { content($0)._mapElements } }
}

extension Optional: MapContent where Wrapped: MapContent {
    public var _mapElements: [_MapElement] { self?._mapElements ?? [] }
}

/// A balloon marker at a coordinate: its title below, a symbol, monogram or pin in it, red unless tinted.
public struct Marker: MapContent, View {
    let title: String?
    let glyph: _MarkerGlyph
    let coordinate: CLLocationCoordinate2D
    var tintColor: Color?

    public init(_ title: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: title, glyph: .pin, coordinate: coordinate)
    }
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: title, glyph: .symbol(systemImage), coordinate: coordinate)
    }
    public init(_ title: String, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: title, glyph: .pin, coordinate: coordinate)
    }
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: title, glyph: .monogram(monogram), coordinate: coordinate)
    }
    public init(coordinate: CLLocationCoordinate2D) { self.init(title: nil, glyph: .pin, coordinate: coordinate) }
    public init(item: MKMapItem) {
        self.init(title: item.name, glyph: .pin, coordinate: item.placemark.coordinate)
    }
    init(title: String?, glyph: _MarkerGlyph, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.glyph = glyph
        self.coordinate = coordinate
    }

    /// The balloon's colour (a concrete method, so that it wins over `View.tint` on a marker).
    public func tint(_ color: Color?) -> Marker {
        var copy = self
        copy.tintColor = color
        return copy
    }
    public func tint<S: ShapeStyle>(_ style: S) -> Marker { tint(style as? Color) }
    public func tag<V: Hashable>(_ tag: V) -> Marker { self }
    public func annotationTitles(_ visibility: Visibility) -> Marker { self }

    public var _mapElements: [_MapElement] { [.marker(title: title, glyph: glyph, coordinate: coordinate, tint: tintColor)] }
    public var body: some View { EmptyView() }
}

/// A view of the fixture's own at a coordinate (centred on it by default), its title below.
public struct Annotation<Content: View>: MapContent, View {
    let title: String?
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content

    public init(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {
        self.title = title
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
    }
    public init<Label: View>(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                             @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
    }

    public func tag<V: Hashable>(_ tag: V) -> Annotation { self }
    public func annotationTitles(_ visibility: Visibility) -> Annotation { self }
    public var _mapElements: [_MapElement] {
        [.annotation(title: title, coordinate: coordinate, anchor: anchor, content: AnyView(content))]
    }
    public var body: some View { EmptyView() }
}

/// The user's location: a preview has none, so it draws nothing.
public struct UserAnnotation: MapContent, View {
    public init(anchor: UnitPoint = .center) {}
    public var _mapElements: [_MapElement] { [.user] }
    public var body: some View { EmptyView() }
}

/// A circle of `radius` metres, drawn as a circle in the map's projection.
public struct MapCircle: MapContent, View {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    var fill: Color?
    var strokeColor: Color?
    var lineWidth: CGFloat = 1

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }
    public func foregroundStyle(_ color: Color) -> MapCircle { var c = self; c.fill = color; return c }
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> MapCircle {
        var c = self
        c.strokeColor = color
        c.lineWidth = lineWidth
        return c
    }
    public func mapOverlayLevel(level: MKOverlayLevel) -> MapCircle { self }
    public var _mapElements: [_MapElement] {
        [.circle(center: center, radius: radius, fill: fill ?? Color.accentColor.opacity(0.3), stroke: strokeColor,
                 lineWidth: lineWidth)]
    }
    public var body: some View { EmptyView() }
}

/// A line through coordinates (or a polygon: closed and filled).
public struct MapPolyline: MapContent, View {
    let coordinates: [CLLocationCoordinate2D]
    var strokeColor: Color?
    var lineWidth: CGFloat = 1

    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> MapPolyline {
        var c = self
        c.strokeColor = color
        c.lineWidth = lineWidth
        return c
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolyline { stroke(style as? Color ?? .blue, lineWidth: lineWidth) }
    public func mapOverlayLevel(level: MKOverlayLevel) -> MapPolyline { self }
    public var _mapElements: [_MapElement] {
        [.polyline(coordinates: coordinates, stroke: strokeColor ?? .blue, lineWidth: lineWidth, closed: false, fill: nil)]
    }
    public var body: some View { EmptyView() }

    public enum ContourStyle: Sendable { case straight, geodesic }
}

public struct MapPolygon: MapContent, View {
    let coordinates: [CLLocationCoordinate2D]
    var fill: Color?
    var strokeColor: Color?
    var lineWidth: CGFloat = 1

    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public func foregroundStyle(_ color: Color) -> MapPolygon { var c = self; c.fill = color; return c }
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> MapPolygon {
        var c = self
        c.strokeColor = color
        c.lineWidth = lineWidth
        return c
    }
    public var _mapElements: [_MapElement] {
        [.polyline(coordinates: coordinates, stroke: strokeColor, lineWidth: lineWidth, closed: true,
                   fill: fill ?? Color.accentColor.opacity(0.3))]
    }
    public var body: some View { EmptyView() }
}

public enum MKOverlayLevel: Sendable { case aboveRoads, aboveLabels }

/// The iOS 14 forms' annotations (`Map(coordinateRegion:annotationItems:annotationContent:)`).
public struct MapMarker: MapContent, View {
    let coordinate: CLLocationCoordinate2D
    let tintColor: Color?
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tintColor = tint
    }
    public var _mapElements: [_MapElement] { [.marker(title: nil, glyph: .pin, coordinate: coordinate, tint: tintColor)] }
    public var body: some View { EmptyView() }
}

public typealias MapPin = MapMarker

public struct MapAnnotation<Content: View>: MapContent, View {
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchor = anchorPoint
        self.content = content()
    }
    public var _mapElements: [_MapElement] {
        [.annotation(title: nil, coordinate: coordinate, anchor: anchor, content: AnyView(content))]
    }
    public var body: some View { EmptyView() }
}
