import CoreLocation
import Layoutshot

/// The map's colours per style and scheme [I]: Apple Maps' light land is about #F2EFE9, its dark #2C2C2E.
struct MapPalette {
    var land, water, park, street, road, roadEdge, highway, highwayEdge, legal: Color
    var drawsRoads = true

    static func rgb(_ hex: UInt32, _ opacity: Double = 1) -> Color {
        Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
              opacity: opacity)
    }

    init(style: MapStyle.Kind, dark: Bool) {
        let r = Self.rgb
        switch (style, dark) {
        case (.standard, false):
            (land, water, park) = (r(0xF2EFE9, 1), r(0xA6CFF2, 1), r(0xCDE6C0, 1))
            (street, road, roadEdge) = (r(0xFFFFFF, 1), r(0xFFFFFF, 1), r(0xDDD8CE, 1))
            (highway, highwayEdge, legal) = (r(0xF7D36B, 1), r(0xE2B24A, 1), r(0x000000, 0.55))
        case (.standard, true):
            (land, water, park) = (r(0x2C2C2E, 1), r(0x1F3B57, 1), r(0x263A2B, 1))
            (street, road, roadEdge) = (r(0x3C3C40, 1), r(0x55555A, 1), r(0x242426, 1))
            (highway, highwayEdge, legal) = (r(0x8A7440, 1), r(0x5E4F2C, 1), r(0xFFFFFF, 0.6))
        case (_, _):
            // Imagery: the dark greens and browns of an aerial photograph; hybrid adds the roads, translucent.
            (land, water, park) = (r(0x55613F, 1), r(0x23394A, 1), r(0x3F5A2E, 1))
            (street, road, roadEdge) = (r(0xFFFFFF, 0.25), r(0xFFFFFF, 0.6), r(0x000000, 0.2))
            (highway, highwayEdge, legal) = (r(0xF7D36B, 0.85), r(0x000000, 0.2), r(0xFFFFFF, 0.7))
            drawsRoads = style == .hybrid
        }
    }
}

enum MapPainter {
    /// Land, a park, a river and roads, placed only by the frame's size: the same picture every run.
    static func drawGround(in context: inout GraphicsContext, size: CGSize, palette: MapPalette) {
        let w = size.width, h = size.height
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(palette.land))
        context.fill(Path(roundedRect: CGRect(x: 0.08 * w, y: 0.1 * h, width: 0.26 * w, height: 0.18 * h), cornerRadius: 6),
                     with: .color(palette.park))
        var river = Path()
        river.move(to: CGPoint(x: -0.05 * w, y: 0.8 * h))
        river.addCurve(to: CGPoint(x: 1.05 * w, y: 0.68 * h), control1: CGPoint(x: 0.35 * w, y: 0.6 * h),
                       control2: CGPoint(x: 0.6 * w, y: 0.98 * h))
        context.stroke(river, with: .color(palette.water), lineWidth: max(14, 0.07 * min(w, h)))
        guard palette.drawsRoads else { return }
        // Streets every 40 points.
        var streets = Path()
        var x: CGFloat = 20
        while x < w { streets.move(to: CGPoint(x: x, y: 0)); streets.addLine(to: CGPoint(x: x, y: h)); x += 40 }
        var y: CGFloat = 20
        while y < h { streets.move(to: CGPoint(x: 0, y: y)); streets.addLine(to: CGPoint(x: w, y: y)); y += 40 }
        context.stroke(streets, with: .color(palette.street), lineWidth: 1.5)
        var roads = Path()
        roads.move(to: CGPoint(x: 0, y: 0.38 * h)); roads.addLine(to: CGPoint(x: w, y: 0.38 * h))
        roads.move(to: CGPoint(x: 0.64 * w, y: 0)); roads.addLine(to: CGPoint(x: 0.64 * w, y: h))
        context.stroke(roads, with: .color(palette.roadEdge), lineWidth: 7.5)
        context.stroke(roads, with: .color(palette.road), lineWidth: 6)
        var highway = Path()
        highway.move(to: CGPoint(x: 0.1 * w, y: h))
        highway.addCurve(to: CGPoint(x: 0.9 * w, y: 0), control1: CGPoint(x: 0.3 * w, y: 0.45 * h),
                         control2: CGPoint(x: 0.75 * w, y: 0.4 * h))
        context.stroke(highway, with: .color(palette.highwayEdge), lineWidth: 7)
        context.stroke(highway, with: .color(palette.highway), lineWidth: 5)
    }

    /// Circles and lines in the map's projection.
    static func drawOverlays(_ elements: [_MapElement], in context: inout GraphicsContext, projection: MapProjection) {
        for element in elements {
            switch element {
            case .circle(let center, let radius, let fill, let stroke, let lineWidth):
                let c = projection.point(center)
                let edge = projection.point(CLLocationCoordinate2D(latitude: center.latitude + radius / 111_000,
                                                                   longitude: center.longitude))
                let r = abs(c.y - edge.y)
                let circle = Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
                if let fill { context.fill(circle, with: .color(fill)) }
                if let stroke { context.stroke(circle, with: .color(stroke), lineWidth: lineWidth) }
            case .polyline(let coordinates, let stroke, let lineWidth, let closed, let fill):
                var path = Path()
                path.addLines(coordinates.map(projection.point))
                if closed { path.closeSubpath() }
                if let fill { context.fill(path, with: .color(fill)) }
                if let stroke { context.stroke(path, with: .color(stroke), lineWidth: lineWidth) }
            default: break
            }
        }
    }

    /// A marker's balloon or an annotation's content at its projected point (overlays draw in the canvas).
    @ViewBuilder static func view(for element: _MapElement, projection: MapProjection, palette: MapPalette) -> some View {
        switch element {
        case .marker(let title, let glyph, let coordinate, let tint):
            let p = projection.point(coordinate)
            MarkerBalloon(glyph: glyph, tint: tint ?? .red)
                .position(x: p.x, y: p.y - MarkerBalloon.height / 2)
            if let title {
                Text(title).font(.system(size: 11, weight: .semibold)).foregroundStyle(palette.legal.opacity(1))
                    .fixedSize()
                    .position(x: p.x, y: p.y + 9)
            }
        case .annotation(_, let coordinate, let anchor, let content):
            let p = projection.point(coordinate)
            // A zero frame aligned at the anchor puts the content's anchor point on the coordinate.
            content.fixedSize().frame(width: 0, height: 0, alignment: alignment(anchor)).position(x: p.x, y: p.y)
        default:
            EmptyView()
        }
    }

    static func alignment(_ anchor: UnitPoint) -> Alignment {
        let horizontal: HorizontalAlignment = anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
        let vertical: VerticalAlignment = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
        return Alignment(horizontal: horizontal, vertical: vertical)
    }
}

/// iOS 17's marker: a tinted disc with a white glyph over a short tail whose tip is the coordinate [I]: 28 points
/// across, 35 tall.
struct MarkerBalloon: View {
    static let height: CGFloat = 35
    let glyph: _MarkerGlyph
    let tint: Color

    var body: some View {
        VStack(spacing: -1) {
            ZStack {
                Circle().fill(tint)
                Circle().strokeBorder(Color.white, lineWidth: 1.5)
                glyphView.foregroundStyle(Color.white)
            }
            .frame(width: 28, height: 28)
            BalloonTail().fill(tint).frame(width: 10, height: 8)
        }
        .frame(width: 28, height: Self.height)
    }

    @ViewBuilder var glyphView: some View {
        switch glyph {
        case .symbol(let name): Image(systemName: name).font(.system(size: 13, weight: .semibold))
        case .monogram(let text): text.font(.system(size: 12, weight: .bold))
        case .pin: Image(systemName: "mappin").font(.system(size: 13, weight: .semibold))
        }
    }
}

struct BalloonTail: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
