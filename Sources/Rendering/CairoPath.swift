import CGraphics
import Foundation
import LayoutCore

extension Path {
    /// Replaces cairo's current path with this one (points, the context's user space).
    func apply(to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                // Cairo has only cubic curves; a quadratic's control points sit 2/3 of the way to c.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }
}

extension RGBA {
    /// Makes this colour cairo's source.
    func setSource(on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }
}
