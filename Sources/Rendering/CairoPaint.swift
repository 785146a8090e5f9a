import CGraphics
import Foundation
import LayoutCore

/// A `Paint` as Cairo's source: colours as they are, linear and radial gradients as Cairo's (padded at both
/// ends, colours interpolated in sRGB as given), an elliptical gradient as a radial one on the unit circle
/// mapped onto its ellipse, an angular gradient as a mesh of wedges about its centre, an image as a
/// repeating surface pattern. PDF keeps all of them as vectors; in SVG an angular gradient is an image of
/// the region it paints (at least 2 pixels per point), as Cairo's SVG surface has no meshes.
extension Paint {
    /// Makes this paint `cr`'s source for drawing within `extent` (user space: what the fill, stroke or text
    /// about to be drawn covers, which an angular gradient's wedges must reach). False when there is
    /// nothing to draw (no stops, an image that cannot be read).
    func setSource(on cr: OpaquePointer, covering extent: CGRect) -> Bool {
        switch self {
        case .color(let c):
            c.setSource(on: cr)
            return true
        case .image(let tile):
            return ImageTilePattern.setSource(tile, on: cr)
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _),
             .angularGradient(let stops, _, _, _):
            // No stops draw nothing; one is a colour.
            guard let first = stops.first else { return false }
            guard stops.count > 1 else {
                first.color.setSource(on: cr)
                return true
            }
            setGradientSource(on: cr, covering: extent)
            return true
        }
    }

    private func setGradientSource(on cr: OpaquePointer, covering extent: CGRect) {
        switch self {
        case .color, .image:
            break
        case .linearGradient(let stops, let start, let end):
            setPattern(cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!, stops, on: cr)
        case .radialGradient(let stops, let center, let r0, let r1):
            setPattern(cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1)!, stops, on: cr)
        case .ellipticalGradient(let stops, let center, let radii, let f0, let f1):
            guard radii.width > 0, radii.height > 0 else { return stops.last!.color.setSource(on: cr) }
            let pattern = cairo_pattern_create_radial(0, 0, f0, 0, 0, f1)!
            // The pattern's matrix maps user space into the pattern's: the ellipse onto the unit circle.
            var matrix = cairo_matrix_t(xx: 1 / radii.width, yx: 0, xy: 0, yy: 1 / radii.height,
                                        x0: -center.x / radii.width, y0: -center.y / radii.height)
            cairo_pattern_set_matrix(pattern, &matrix)
            setPattern(pattern, stops, on: cr)
        case .angularGradient(let stops, let center, let a0, let a1):
            let corners = [CGPoint(x: extent.minX, y: extent.minY), CGPoint(x: extent.maxX, y: extent.minY),
                           CGPoint(x: extent.minX, y: extent.maxY), CGPoint(x: extent.maxX, y: extent.maxY)]
            let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 2
            let mesh = AngularMesh.pattern(stops: stops, center: center, start: a0, end: a1, radius: reach)
            defer { cairo_pattern_destroy(mesh) }
            // Cairo's SVG surface would turn the whole page into an image for a mesh: there the gradient is
            // rasterised over just what it paints, at the blur's resolution, and used as an image source.
            if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_SVG,
               let raster = BlurPainter.rasterize(bounds: extent, pad: 1, format: CAIRO_FORMAT_ARGB32, on: cr, content: {
                   cairo_set_source($0, mesh)
                   cairo_paint($0)
               }) {
                defer { cairo_surface_destroy(raster.surface) }
                let image = cairo_pattern_create_for_surface(raster.surface)!
                // User space → device (the current matrix) → the image's pixels.
                var toImage = cairo_matrix_t(), matrix = cairo_matrix_t(), device = raster.matrix
                cairo_matrix_init(&toImage, raster.f, 0, 0, raster.f, -raster.origin.x * raster.f, -raster.origin.y * raster.f)
                cairo_matrix_multiply(&matrix, &device, &toImage)
                cairo_pattern_set_matrix(image, &matrix)
                cairo_pattern_set_extend(image, CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(image, CAIRO_FILTER_GOOD)
                cairo_set_source(cr, image)
                cairo_pattern_destroy(image)
                return
            }
            cairo_set_source(cr, mesh)
        }
    }

    private func setPattern(_ pattern: OpaquePointer, _ stops: [GradientStop], on cr: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }
}

/// An angular (conic) gradient as a Cairo mesh: wedges from the centre out to `radius`, each at most 5°
/// wide and none across a stop, whose colour varies only with the angle (a wedge's two centre corners
/// take the colours of its two edges). Within a wedge the colour follows the Bézier arc's parameter, which
/// departs from the angle by less than 0.001° at 5°.
enum AngularMesh {
    static let maximumWedge = Double.pi / 36

    static func pattern(stops: [GradientStop], center: CGPoint, start a0: Double, end a1: Double, radius: CGFloat) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        let sweep = a1 - a0
        // The gradient's wedges: split at every stop, then into pieces of at most `maximumWedge`.
        var angles = stops.map { a0 + sweep * $0.location }
        angles = ([a0] + angles + [a1]).sorted()
        var edges: [Double] = []
        for (a, b) in zip(angles, angles.dropFirst()) where b > a {
            let pieces = max(1, Int(((b - a) / maximumWedge).rounded(.up)))
            for i in 0..<pieces { edges.append(a + (b - a) * Double(i) / Double(pieces)) }
        }
        edges.append(a1)
        for (a, b) in zip(edges, edges.dropFirst()) where b > a {
            let t0 = (a - a0) / sweep, t1 = (b - a0) / sweep
            wedge(pattern, center, radius, a, b, color(at: t0, stops, after: true), color(at: t1, stops, after: false))
        }
        // The rest of the turn: the last colour, then the first from halfway (Apple: "transitioning between
        // the two halfway across the missing area").
        let missing = 2 * Double.pi - sweep
        if missing > 1e-9 {
            let first = stops.first!.color, last = stops.last!.color
            fill(pattern, center, radius, from: a1, to: a1 + missing / 2, last)
            fill(pattern, center, radius, from: a1 + missing / 2, to: a0 + 2 * .pi, first)
        }
        return pattern
    }

    private static func fill(_ pattern: OpaquePointer, _ c: CGPoint, _ r: CGFloat, from a: Double, to b: Double, _ color: RGBA) {
        let pieces = max(1, Int(((b - a) / maximumWedge).rounded(.up)))
        for i in 0..<pieces {
            wedge(pattern, c, r, a + (b - a) * Double(i) / Double(pieces), a + (b - a) * Double(i + 1) / Double(pieces), color, color)
        }
    }

    /// One wedge from angle `a` (colour `ca`) to `b` (colour `cb`).
    private static func wedge(_ pattern: OpaquePointer, _ c: CGPoint, _ r: CGFloat, _ a: Double, _ b: Double, _ ca: RGBA, _ cb: RGBA) {
        let k = 4.0 / 3.0 * tan((b - a) / 4) * r
        let p0 = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)), p1 = CGPoint(x: c.x + r * cos(b), y: c.y + r * sin(b))
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, c.x, c.y)
        cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
        cairo_mesh_pattern_curve_to(pattern, p0.x - k * sin(a), p0.y + k * cos(a), p1.x + k * sin(b), p1.y - k * cos(b), p1.x, p1.y)
        cairo_mesh_pattern_line_to(pattern, c.x, c.y)
        for (corner, color) in [(0, ca), (1, ca), (2, cb), (3, cb)] {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// The gradient's colour at location `t`: linear between the stops around it (straight RGBA); at a
    /// location several stops share, the last of them when `after` (the colour leaving it), else the first.
    static func color(at t: Double, _ stops: [GradientStop], after: Bool) -> RGBA {
        if t <= stops.first!.location { return stops.first!.color }
        if t >= stops.last!.location { return stops.last!.color }
        let at = stops.filter { $0.location == t }
        if let stop = after ? at.last : at.first { return stop.color }
        let i = stops.lastIndex { $0.location < t }!
        let a = stops[i], b = stops[i + 1]
        let f = (t - a.location) / (b.location - a.location)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                    blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
}

/// An image tile as a repeating surface pattern.
enum ImageTilePattern {
    static func setSource(_ tile: ImageTile, on cr: OpaquePointer) -> Bool {
        // The header is checked before Cairo decodes the file, as for an `Image` (the path came from an
        // image source, which could hand anything over).
        guard ImageAsset.pngProblem(at: tile.asset.path) == nil,
              let image = cairo_image_surface_create_from_png(tile.asset.path) else { return false }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return false }
        let w = Double(cairo_image_surface_get_width(image)), h = Double(cairo_image_surface_get_height(image))
        // The source rectangle in pixels, copied into a surface of its own so that it repeats by itself.
        let sx = tile.sourceRect.minX * w, sy = tile.sourceRect.minY * h
        let sw = max(1, (tile.sourceRect.width * w).rounded()), sh = max(1, (tile.sourceRect.height * h).rounded())
        guard sw.isFinite, sh.isFinite, sw * sh <= Double(Renderer.maximumPixelCount) else { return false }
        let part = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sw), Int32(sh))!
        defer { cairo_surface_destroy(part) }
        let copy = cairo_create(part)!
        cairo_set_source_surface(copy, image, -sx, -sy)
        cairo_pattern_set_extend(cairo_get_source(copy), CAIRO_EXTEND_REPEAT)
        cairo_paint(copy)
        cairo_destroy(copy)
        let pattern = cairo_pattern_create_for_surface(part)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // User space → the tile's pixels: one tile is `tile.size` points from `tile.origin`.
        var matrix = cairo_matrix_t(xx: sw / tile.size.width, yx: 0, xy: 0, yy: sh / tile.size.height,
                                    x0: -tile.origin.x * sw / tile.size.width, y0: -tile.origin.y * sh / tile.size.height)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }
}
