import CGraphics
import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

@Suite struct PathConversion {
    /// The elements cairo holds after `path` is applied: (type, points).
    func cairoElements(_ path: Path) -> [(cairo_path_data_type_t, [CGPoint])] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        path.apply(to: cr)
        let copy = cairo_copy_path(cr)!
        defer { cairo_path_destroy(copy) }
        var result: [(cairo_path_data_type_t, [CGPoint])] = []
        var i = 0
        while i < Int(copy.pointee.num_data) {
            let header = copy.pointee.data[i].header
            let points = (1..<Int(header.length)).map {
                CGPoint(x: copy.pointee.data[i + $0].point.x, y: copy.pointee.data[i + $0].point.y)
            }
            result.append((header.type, points))
            i += Int(header.length)
        }
        return result
    }

    @Test func linesAndClose() {
        let elements = cairoElements(Path(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(elements.map(\.0) == [CAIRO_PATH_MOVE_TO, CAIRO_PATH_LINE_TO, CAIRO_PATH_LINE_TO, CAIRO_PATH_LINE_TO,
                                      CAIRO_PATH_CLOSE_PATH, CAIRO_PATH_MOVE_TO])
        #expect(elements[0].1 == [CGPoint(x: 1, y: 2)])
        #expect(elements[2].1 == [CGPoint(x: 4, y: 6)])
    }

    @Test func quadraticBecomesCubic() {
        // From (0, 0) with control (3, 6) to (6, 0): cubic controls 2/3 of the way, (2, 4) and (4, 4).
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 6, y: 0), control: CGPoint(x: 3, y: 6))
        let curve = cairoElements(path)[1]
        #expect(curve.0 == CAIRO_PATH_CURVE_TO)
        #expect(curve.1 == [CGPoint(x: 2, y: 4), CGPoint(x: 4, y: 4), CGPoint(x: 6, y: 0)])
    }

    @Test func quadraticAfterCloseStartsAtTheSubpathStart() {
        var path = Path()
        path.move(to: CGPoint(x: 3, y: 3))
        path.addLine(to: CGPoint(x: 9, y: 3))
        path.closeSubpath()
        path.addQuadCurve(to: CGPoint(x: 3, y: 9), control: CGPoint(x: 3, y: 6))
        // Current point after the close is (3, 3): controls (3, 5) and (3, 7).
        let curve = cairoElements(path).last!
        #expect(curve.1 == [CGPoint(x: 3, y: 5), CGPoint(x: 3, y: 7), CGPoint(x: 3, y: 9)])
    }
}
