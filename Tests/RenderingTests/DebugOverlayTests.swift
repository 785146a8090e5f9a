import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

@Suite struct Outlines {
    func node(frame: CGRect, proposal: ProposedViewSize) -> FrameNode {
        FrameNode(type: "Text", frame: frame, proposal: proposal)
    }

    @Test func proposalOutlineUsesFiniteAxes() {
        let frame = CGRect(x: 5, y: 6, width: 40, height: 20)
        // Finite width only: the proposed width with the chosen height.
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: ProposedViewSize(width: 100, height: nil)))
                == CGRect(x: 5, y: 6, width: 100, height: 20))
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: ProposedViewSize(width: .infinity, height: 50)))
                == CGRect(x: 5, y: 6, width: 40, height: 50))
    }

    @Test func noOutlineWhenThereIsNothingToShow() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: .unspecified)) == nil)
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: ProposedViewSize(width: .infinity, height: .infinity))) == nil)
        #expect(DebugOverlay.proposalRect(of: node(frame: frame, proposal: ProposedViewSize(width: 40, height: 20))) == nil)
    }

    @Test func outlinesSitOnPixelCentresInsideTheFrame() {
        // Scale 2: x 10.3…50.3 pt → pixels 20.6…100.6 → edges 21 and 101 → centres 21.5 and 100.5.
        let p = DebugOverlay.pixelOutline(CGRect(x: 10.3, y: 0, width: 40, height: 1), scale: 2)
        #expect(p.left == 21.5 && p.right == 100.5)
        #expect(p.top == 0.5 && p.bottom == 1.5)
        // Scale 3: 1/3 pt is one pixel.
        let q = DebugOverlay.pixelOutline(CGRect(x: 1.0 / 3, y: 2, width: 1, height: 1), scale: 3)
        #expect(q.left == 1.5 && q.right == 3.5 && q.top == 6.5 && q.bottom == 8.5)
    }

    @Test func anEmptyFrameIsStillOnePixel() {
        let p = DebugOverlay.pixelOutline(CGRect(x: 3, y: 3, width: 0, height: 0), scale: 2)
        #expect(p.left == 6.5 && p.right == 6.5 && p.top == 6.5 && p.bottom == 6.5)
    }

    @Test func colours() {
        #expect(DebugOverlay.red.description == "#FF3B30")
        #expect(DebugOverlay.blue.description == "#007AFF")
        #expect(DebugOverlay.lightBlue.description == "#66AFFF")
    }
}

/// The sibling test behind offer outlines answers as a scan of every sibling would, and answers big
/// containers without one (a 95,000-row list took longer than ten minutes to draw).
@Suite struct SiblingFramesTests {
    /// Whether a sibling other than `index` overlaps `rect` with a positive area, the slow way.
    func scan(_ frames: [CGRect], _ rect: CGRect, except index: Int) -> Bool {
        frames.indices.contains { i in
            guard i != index else { return false }
            let overlap = rect.intersection(frames[i])
            return !overlap.isNull && overlap.width > 1e-6 && overlap.height > 1e-6
        }
    }

    @Test(arguments: ["vertical stack", "horizontal stack", "grid", "scattered"])
    func agreesWithAScan(_ arrangement: String) {
        var state: UInt64 = 42
        func next(_ bound: Int) -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Int((state >> 33) % UInt64(bound)))
        }
        var frames: [CGRect] = []
        for i in 0..<300 {
            let size = CGSize(width: 5 + next(30), height: 5 + next(20))
            switch arrangement {
            case "vertical stack": frames.append(CGRect(origin: CGPoint(x: next(10), y: CGFloat(i) * 30), size: size))
            case "horizontal stack": frames.append(CGRect(origin: CGPoint(x: CGFloat(i) * 40, y: next(10)), size: size))
            case "grid": frames.append(CGRect(x: CGFloat(i % 20) * 40, y: CGFloat(i / 20) * 30, width: 35, height: 25))
            default: frames.append(CGRect(origin: CGPoint(x: next(400), y: next(400)), size: size))
            }
        }
        let index = SiblingFrames(frames)
        var decided = 0
        for i in frames.indices {
            // The offer rectangles an outline asks about: longer than the frame along one axis or the other.
            for rect in [frames[i].insetBy(dx: 0, dy: -next(40)), frames[i].insetBy(dx: -next(40), dy: 0), frames[i]] {
                guard let answer = index.anyOverlaps(rect, except: i) else { continue }
                decided += 1
                #expect(answer == scan(frames, rect, except: i), "\(arrangement) \(i) \(rect)")
            }
        }
        // Everything is decided: stacks and grids by the sorted band, the rest by a scan (300 ≤ 500).
        #expect(decided == frames.count * 3)
    }

    @Test func aHundredThousandRowsAreDecidedQuickly() {
        let rows = (0..<100_000).map { CGRect(x: 0, y: CGFloat($0) * 20, width: 100, height: 20) }
        let index = SiblingFrames(rows)
        let start = Date()
        for i in stride(from: 0, to: rows.count, by: 97) {
            #expect(index.anyOverlaps(rows[i].insetBy(dx: -50, dy: 0), except: i) == false)
            #expect(index.anyOverlaps(rows[i].insetBy(dx: 0, dy: -5), except: i) == true)
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func nestedSquaresBeyondTheScanLimitAreLeftUndecided() {
        // Centred squares, each inside the one before: neither axis has non-decreasing ends.
        let squares = (0..<1_000).map { (i: Int) -> CGRect in
            let side = CGFloat(2_000 - 2 * i)
            return CGRect(x: CGFloat(i), y: CGFloat(i), width: side, height: side)
        }
        #expect(SiblingFrames(squares).anyOverlaps(squares[5], except: 5) == nil)
        #expect(SiblingFrames(Array(squares.prefix(400))).anyOverlaps(squares[5], except: 5) == true)
    }
}

/// Outlines of views inside a clipping view are clipped like the views themselves (a `.border` there would be).
@Suite struct ClippedOutlines {
    @Test func anOutlineStopsWhereItsViewIsClipped() throws {
        // A 100 pt HStack of two 50 pt colours, leading in a 60 pt clipped frame centred in 100: the frame is
        // x 20…80, the second colour x 70…120, cut at 80. With a 30 pt margin at scale 1, its top edge
        // (y 0 → pixel row 30) is red at x 75 (pixel 105) and absent at x 100 (pixel 130).
        let view = HStack(spacing: 0) {
            Color.white.frame(width: 50, height: 20)
            Color.white.frame(width: 50, height: 20)
        }
        .frame(width: 60, height: 20, alignment: .leading)
        .clipped()
        let result = layout(view, proposal: ProposedViewSize(width: 100, height: 20))
        let png = try DecodedPNG(try render(result, .png) { $0.scale = 1; $0.margin = 30 })
        let red = (0xFF, 0x3B, 0x30)
        #expect(png.pixel(105, 30, is: red))
        #expect(!png.pixel(130, 30, is: red))
        #expect(!png.pixel(149, 40, is: red)) // its right edge, x 120 − 1 px
    }
}
