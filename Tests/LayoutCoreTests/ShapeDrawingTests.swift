import Foundation
import Testing
@testable import LayoutCore

/// Where shapes' paths end up in the frame tree: made in the shape's own bounds (origin zero), as SwiftUI
/// gives `path(in:)`, and moved to the frame.
@Suite struct ShapeDrawingTests {
    /// A line from the bounds' origin to their far corner: drawn from `.zero`, as user shapes are written.
    struct Diagonal: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: .zero)
                p.addLine(to: CGPoint(x: rect.width, y: rect.height))
            }
        }
    }

    func shapeLayers(_ node: FrameNode) -> [ShapeDrawing.Layer] {
        for n in node.allNodes() { if case .shape(let s) = n.drawing { return s.layers } }
        return []
    }

    func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    @Test func aCustomShapeIsGivenItsOwnBoundsAndDrawnAtItsFrame() {
        // Below a 10 pt bar, the shape's frame is (0, 10, 50, 20): its path runs from that frame's corner,
        // (0, 10), to (50, 30) — not from the canvas's origin.
        let r = layout(VStack(spacing: 0) {
            Color.clear.frame(width: 50, height: 10)
            Diagonal().stroke(Color.black, lineWidth: 1).frame(width: 50, height: 20)
        })
        let layer = shapeLayers(r.root[1])
        #expect(points(layer[0].path) == [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 30)])
    }

    @Test func aPathViewDrawsInItsFramesCoordinates() {
        // `Path` is a shape whose path is itself: (5, 5)–(15, 5) inside padding(10) lands at (15, 15)–(25, 15).
        let r = layout(Path { p in
            p.move(to: CGPoint(x: 5, y: 5))
            p.addLine(to: CGPoint(x: 15, y: 5))
        }.stroke(Color.black).frame(width: 20, height: 10).padding(10))
        #expect(points(shapeLayers(r.root)[0].path) == [CGPoint(x: 15, y: 15), CGPoint(x: 25, y: 15)])
    }

    @Test func aClipShapeIsMadeInTheViewsOwnBoundsToo() {
        let r = layout(VStack(spacing: 0) {
            Color.clear.frame(width: 50, height: 10)
            Color.red.frame(width: 50, height: 20).clipShape(Diagonal())
        })
        guard case .clip(let clip)? = r.root[1].decorations.first else { Issue.record("no clip"); return }
        #expect(points(clip.path) == [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 30)])
    }

    @Test func shapesThatMirrorDoSoInRightToLeftLayouts() {
        // A custom shape mirrors by default (SwiftUI 17): the diagonal then runs from the top-right corner.
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        let r = LayoutEngine.layout(Diagonal().stroke(Color.black).frame(width: 50, height: 20), measurer: FixedAdvanceTextMeasurer(),
                                    environment: env)
        #expect(points(shapeLayers(r.root)[0].path) == [CGPoint(x: 50, y: 0), CGPoint(x: 0, y: 20)])
        // A leading corner of an uneven rectangle is on the right: the left corners are square.
        let uneven = LayoutEngine.layout(UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).frame(width: 50, height: 20),
                                         measurer: FixedAdvanceTextMeasurer(), environment: env)
        let corners = points(shapeLayers(uneven.root)[0].path)
        #expect(corners.contains(CGPoint(x: 0, y: 0)) && !corners.contains(CGPoint(x: 50, y: 0)))
    }

    @Test func strokeBorderInsetsTheShapeByHalfTheLine() {
        // RoundedRectangle(10) stroked 4 pt inside a 40 × 40 frame: inset 2 with its corners shrunk to 8, so the
        // outline starts 2 + 8 = 10 pt along its top, 2 pt down.
        let r = layout(RoundedRectangle(cornerRadius: 10, style: .circular).strokeBorder(Color.black, lineWidth: 4)
            .frame(width: 40, height: 40))
        let layer = shapeLayers(r.root)[0]
        #expect(points(layer.path).first == CGPoint(x: 10, y: 2))
        #expect(layer.style == .stroke(StrokeStyle(lineWidth: 4), antialiased: true))
        // Filled, then stroked (SwiftUI 17's chaining): two layers, the fill first.
        let both = layout(Circle().fill(Color.yellow).stroke(Color.orange, lineWidth: 3).frame(width: 20, height: 20))
        #expect(shapeLayers(both.root).map(\.paint) == [.color(RGBA(255, 204, 0)), .color(RGBA(255, 149, 0))])
    }

    @Test func strokedShapesAreShapesThatDrawTheirLine() {
        // `stroke(style:)` returns a shape; filling it strokes with that style.
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 2])
        let r = layout(Circle().stroke(style: style).fill(Color.blue).frame(width: 30, height: 30))
        #expect(shapeLayers(r.root)[0].style == .stroke(style, antialiased: true))
        #expect(r.root.type == "frame" && r.root[0].type == "Circle")
    }

    @Test func trimRotationOffsetAndScaleMoveThePath() {
        // A 20 × 10 rectangle turned a quarter about its centre (10, 5) covers x 5…15, y −5…15.
        let turned = layout(Rectangle().rotation(.degrees(90)).frame(width: 20, height: 10))
        expectFrame(shapeLayers(turned.root)[0].path.boundingRect, rect(5, -5, 10, 20))
        let moved = layout(Rectangle().offset(x: 3, y: 4).frame(width: 20, height: 10))
        expectFrame(shapeLayers(moved.root)[0].path.boundingRect, rect(3, 4, 20, 10))
        // Scaled by ½ about the top-leading corner.
        let scaled = layout(Rectangle().scale(0.5, anchor: .topLeading).frame(width: 20, height: 10))
        expectFrame(shapeLayers(scaled.root)[0].path.boundingRect, rect(0, 0, 10, 5))
        // A circle trimmed to its first quarter runs from 3 o'clock to 6 o'clock.
        let quarter = points(shapeLayers(layout(Circle().trim(from: 0, to: 0.25).stroke(Color.black).frame(width: 20, height: 20)).root)[0].path)
        #expect(quarter.first == CGPoint(x: 20, y: 10))
        #expect(abs(quarter.last!.x - 10) < 1e-6 && abs(quarter.last!.y - 20) < 1e-6)
        // The frame tree names the shape, not its wrappers.
        #expect(turned.root[0].type == "Rectangle")
        func name<S: View>(_ shape: S) -> String { layout(shape.frame(width: 20, height: 10)).root[0].type }
        #expect(name(Capsule().inset(by: 2)) == "Capsule")
        #expect(name(Circle().inset(by: 2).inset(by: 1)) == "Circle")
        #expect(name(RoundedRectangle(cornerRadius: 4).inset(by: 2).fill(Color.red)) == "RoundedRectangle")
        #expect(name(ContainerRelativeShape().inset(by: 2).inset(by: 1)) == "ContainerRelativeShape")
    }

    @Test func staticShapeMembersAreTheShapes() {
        let r = layout(Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 5, style: .circular)))
        guard case .clip(let clip)? = r.root.decorations.first else { Issue.record("no clip"); return }
        #expect(clip.path == Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5, style: .circular))
        let capsule = layout(Text("x").background(.red, in: .capsule))
        #expect(capsule.root[0].type == "Capsule")
        let relative = layout(ContainerRelativeShape().fill(Color.red).frame(width: 10, height: 10))
        #expect(shapeLayers(relative.root)[0].path == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func strokeStylesAreChecked() {
        let bad = StrokeStyle(lineWidth: -1, miterLimit: .nan, dash: [3, -1], dashPhase: .infinity)
        #expect(bad.lineWidth == 1 && bad.miterLimit == 10 && bad.dash.isEmpty && bad.dashPhase == 0)
        #expect(StrokeStyle(dash: [0, 0]).dash.isEmpty)
        #expect(StrokeStyle(dash: Array(repeating: 1, count: 2_000)).dash.count == StrokeStyle.maximumDashCount)
    }
}
