import Foundation
import Testing
@testable import LayoutCore
@testable import Rendering

/// Labels, legend, margin and highlight (issue 6). Label sizes come from a fixed measure so that positions
/// can be derived by hand.
@Suite struct AnnotationTests {
    /// 6 pt per character, 12 pt tall plates.
    let measure: (String) -> CGSize = { CGSize(width: CGFloat($0.count) * 6, height: 12) }

    func tree(_ view: some View, _ proposal: ProposedViewSize = ProposedViewSize(width: 300, height: 100)) -> FrameNode {
        LayoutEngine.layout(view, proposal: proposal, measurer: FixedAdvanceTextMeasurer()).root
    }

    @Test func labelTextShowsTheOfferOnlyWhereItDiffers() {
        var node = FrameNode(type: "Text", frame: CGRect(x: 0, y: 0, width: 120, height: 20),
                             proposal: ProposedViewSize(width: 300, height: nil))
        #expect(LabelPlacement.text(for: node) == "120×20 ← 300×nil")
        node.proposal = ProposedViewSize(width: 120, height: 20)
        #expect(LabelPlacement.text(for: node) == "120×20")
    }

    @Test func theFirstLabelGoesJustAboveItsFrame() {
        // One colour at (100, 40, 100, 20) in a 300×100 canvas: its label (6 × 7 characters wide) sits 1 pt
        // above its top-left corner.
        let root = tree(Color.red.frame(width: 100, height: 20))
        let p = LabelPlacement(root: root, preferred: CGRect(x: 0, y: 0, width: 300, height: 100), measure: measure)
        let label = p.labels.first { $0.isContent }
        #expect(label?.text == "100×20")
        #expect(label?.rect == CGRect(x: 100, y: 40 - 12 - 1, width: 36, height: 12))
    }

    @Test func labelsNeverOverlapEachOther() {
        // A crowded grid of small views: every label must still have its own space.
        let root = tree(VStack(spacing: 2) {
            ForEach(0..<6) { _ in
                HStack(spacing: 2) { ForEach(0..<6) { _ in Color.red.frame(width: 20, height: 10) } }
            }
        }, ProposedViewSize(width: 400, height: 300))
        let p = LabelPlacement(root: root, preferred: CGRect(x: 0, y: 0, width: 400, height: 300), measure: measure)
        #expect(p.labels.count == 36 + 7) // the colours, six HStacks and the VStack
        for (i, a) in p.labels.enumerated() {
            for b in p.labels[(i + 1)...] { #expect(!LabelPlacement.overlaps(a.rect, b.rect), "\(a) overlaps \(b)") }
        }
    }

    @Test func labelsNeverCoverText() {
        // A dense table of texts (2 pt gaps, labels wider than the texts): each plate must find a spot over
        // no text, its own included, even if that is far out with a leader.
        let root = tree(Grid(horizontalSpacing: 2, verticalSpacing: 2) {
            ForEach(0..<5) { row in
                GridRow { ForEach(0..<4) { column in Text(String(repeating: "m", count: 1 + (row + column) % 3)) } }
            }
        }, ProposedViewSize(width: 200, height: 120))
        let texts = root.allNodes().filter { $0.type.hasPrefix("Text") }.map(\.frame)
        #expect(texts.count == 20)
        let p = LabelPlacement(root: root, preferred: CGRect(x: 0, y: 0, width: 200, height: 120), measure: measure)
        #expect(p.labels.count == 20 + 1)
        for label in p.labels {
            for text in texts { #expect(!LabelPlacement.overlaps(label.rect, text), "\(label) covers the text at \(text)") }
        }
        for (i, a) in p.labels.enumerated() {
            for b in p.labels[(i + 1)...] { #expect(!LabelPlacement.overlaps(a.rect, b.rect), "\(a) overlaps \(b)") }
        }
    }

    @Test func aTurnedViewIsInTheWayWhereItIsDrawn() {
        // A 40×10 colour centred in a 40×40 frame, turned 90° about its centre (20, 20): drawn over
        // x 15…25, y 0…40, while its layout frame stays (0, 15, 40, 10).
        let root = tree(Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).frame(width: 40, height: 40),
                        ProposedViewSize(width: 40, height: 40))
        let nodes = root.allNodes(), drawn = LabelPlacement.drawnFrames(root)
        let bar = nodes.firstIndex { $0.type == "Color" }!
        #expect(nodes[bar].frame == CGRect(x: 0, y: 15, width: 40, height: 10))
        let box = drawn[bar]
        #expect(abs(box.minX - 15) < 1e-9 && abs(box.maxX - 25) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 40) < 1e-9)
    }

    @Test func aLabelSitsByTheOutlineAsDrawn() {
        // A 20×10 colour in a VStack scaled 2× about its centre: the colour's outline is drawn 40×20, and
        // its label is next to that box; the VStack's own outline (and so its label's anchor) stays put.
        let root = tree(VStack { Color.red.frame(width: 20, height: 10) }.scaleEffect(2), ProposedViewSize(width: 100, height: 100))
        let nodes = root.allNodes()
        let outlined = LabelPlacement.drawnFrames(root, includingOwnEffects: false)
        let colour = nodes.firstIndex { $0.type == "Color" }!, stack = nodes.firstIndex { $0.type == "VStack" }!
        #expect(nodes[colour].frame == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(outlined[colour] == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(outlined[stack] == nodes[stack].frame)
        let p = LabelPlacement(root: root, preferred: CGRect(x: 0, y: 0, width: 100, height: 100), measure: measure)
        let label = p.labels.first { $0.text.hasPrefix("20×10") }!
        if let leader = label.leader {
            #expect(outlined[colour].insetBy(dx: -1e-6, dy: -1e-6).contains(leader.to))
        } else {
            #expect(LabelPlacement.distance(label.rect, outlined[colour]) <= LabelPlacement.gap + 1e-9)
        }
    }

    @Test func aLineIsNeverCovered() {
        // A divider between two texts: 1/3 pt tall, it would vanish under a plate like a text would.
        let root = tree(VStack(spacing: 0) { Text("ab"); Divider(); Text("cd") }, ProposedViewSize(width: 60, height: 100))
        let line = root.allNodes().first { $0.type == "Divider" }!
        #expect(LabelPlacement.coverCost(line, own: false) == LabelPlacement.textCost)
        let p = LabelPlacement(root: root, preferred: CGRect(x: 0, y: 0, width: 60, height: 100), measure: measure)
        for label in p.labels { #expect(!LabelPlacement.overlaps(label.rect, line.frame), "\(label) covers the divider") }
    }

    @Test func viewsWhollyOutsideTheCanvasAreNotLabelled() {
        // The blue colour is offset 500 pt right, past the 300 pt canvas: nothing of it is in the picture, so
        // it gets no label (which would otherwise stretch the picture to reach it).
        let root = tree(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20).offset(x: 500)
        })
        let blue = root.allNodes().filter { $0.type == "Color" }[1].frame
        #expect(blue.minX > 300)
        let p = LabelPlacement(root: root, preferred: CGRect(x: 0, y: 0, width: 300, height: 100), measure: measure)
        #expect(p.labels.map(\.text) == ["40×20 ← 300×100", "20×20"])
        // With a margin wide enough to reach it, it is in the picture and labelled.
        let wide = LabelPlacement(root: root, preferred: CGRect(x: -300, y: -300, width: 1200, height: 700), measure: measure)
        #expect(wide.labels.count == 3)
    }

    @Test func modifiersAreNotLabelled() {
        let root = tree(Text("Hi").padding().frame(width: 200))
        let p = LabelPlacement(root: root, preferred: CGRect(x: 0, y: 0, width: 300, height: 100), measure: measure)
        #expect(p.labels.count == 1)
        #expect(p.labels[0].isContent)
    }

    // MARK: Crowded canvases: every label shows, apart, and near its view

    /// Each label with the frame of the view it belongs to (labels come in tree order).
    func labelled(_ root: FrameNode, _ p: LabelPlacement) -> [(label: LabelPlacement.Label, frame: CGRect)] {
        let frames = root.allNodes().filter(LabelPlacement.isLabelled).map(\.frame)
        #expect(frames.count == p.labels.count)
        return Array(zip(p.labels, frames))
    }

    /// The rules of docs/RENDERING.md for a set of labels in a picture of `area` points: (a) every plate lies
    /// in the picture, (b) no two plates overlap, (c) a plate is at most `LabelPlacement.gap` from its view's
    /// frame, or a leader runs from its edge to the frame's edge (and, where `leadersCrossNoLabel`, crosses
    /// no other plate).
    func expectReadable(_ labels: [(label: LabelPlacement.Label, frame: CGRect)], in area: CGRect,
                        leadersCrossNoLabel: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        func onEdge(_ p: CGPoint, _ r: CGRect) -> Bool {
            let e: CGFloat = 1e-9
            let inside = p.x >= r.minX - e && p.x <= r.maxX + e && p.y >= r.minY - e && p.y <= r.maxY + e
            return inside && (abs(p.x - r.minX) < e || abs(p.x - r.maxX) < e || abs(p.y - r.minY) < e || abs(p.y - r.maxY) < e)
        }
        for (i, (label, frame)) in labels.enumerated() {
            #expect(area.contains(label.rect), "\(label.text) at \(label.rect) is outside \(area)", sourceLocation: sourceLocation)
            for other in labels[(i + 1)...] {
                #expect(!LabelPlacement.overlaps(label.rect, other.label.rect), "\(label) overlaps \(other.label)",
                        sourceLocation: sourceLocation)
            }
            if LabelPlacement.distance(label.rect, frame) <= LabelPlacement.gap + 1e-9 {
                #expect(label.leader == nil, sourceLocation: sourceLocation)
            } else if let leader = label.leader {
                #expect(onEdge(leader.from, label.rect) && onEdge(leader.to, frame), "\(leader)", sourceLocation: sourceLocation)
                for other in labels where leadersCrossNoLabel && other.label.rect != label.rect {
                    #expect(!LabelPlacement.crosses(leader, other.label.rect), "\(label.text)'s leader crosses \(other.label)",
                            sourceLocation: sourceLocation)
                }
            } else {
                Issue.record("\(label.text) at \(label.rect) is far from \(frame) and has no leader", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aCrowdedGridKeepsEveryLabelInThePictureApartAndNearItsView() {
        // 36 colours of 20×10 with 2 pt gaps fill a 130×70 canvas; their 30×12 labels do not fit in them,
        // so many go a few rings out, and some leaders have to cross other labels (they are drawn over
        // the plates, so they still show).
        let root = tree(VStack(spacing: 2) {
            ForEach(0..<6) { _ in
                HStack(spacing: 2) { ForEach(0..<6) { _ in Color.red.frame(width: 20, height: 10) } }
            }
        }, ProposedViewSize(width: 130, height: 70))
        let canvas = CGRect(x: 0, y: 0, width: 130, height: 70)
        let p = LabelPlacement(root: root, preferred: canvas, measure: measure)
        #expect(p.labels.count == 36 + 7)
        let area = Renderer.area(around: canvas, holding: p.labels.map(\.rect), scale: 2)
        #expect(area.contains(canvas))
        #expect(p.labels.contains { !canvas.contains($0.rect) }) // some had to go outside, so the picture grew
        expectReadable(labelled(root, p), in: area, leadersCrossNoLabel: false)
    }

    @Test func twoStackedColoursByHand() {
        // A 100×40 VStack of two 100×20 colours; plates 36×12 ("100×40", "100×20"). Costs (docs/RENDERING.md):
        // - VStack: above its top-left (0, −13) grows the picture by 13 pt = 13/12 plate heights,
        //   0.2 × 13/12 + 0.1 outside ≈ 0.32; inside would cover the red colour (1).
        // - red: above-left is taken; above its right edge (64, −13) lies in the strip the VStack's label
        //   opened (0.1, outside only), cheaper than inside itself (0.25).
        // - blue: both spots above would cover red; inside its top-left (1, 21) costs 0.25, below it 0.32.
        let root = tree(VStack(spacing: 0) { Color.red; Color.blue }, ProposedViewSize(width: 100, height: 40))
        let canvas = CGRect(x: 0, y: 0, width: 100, height: 40)
        let p = LabelPlacement(root: root, preferred: canvas, measure: measure)
        #expect(p.labels.map(\.text) == ["100×40", "100×20", "100×20"])
        #expect(p.labels.map(\.rect) == [CGRect(x: 0, y: -13, width: 36, height: 12),
                                         CGRect(x: 64, y: -13, width: 36, height: 12),
                                         CGRect(x: 1, y: 21, width: 36, height: 12)])
        #expect(p.labels.allSatisfy { $0.leader == nil })
        // Only the top sticks out, by 13 pt: 26 pixels at scale 2.
        #expect(Renderer.area(around: canvas, holding: p.labels.map(\.rect), scale: 2)
                == CGRect(x: 0, y: -13, width: 100, height: 53))
        expectReadable(labelled(root, p), in: CGRect(x: 0, y: -13, width: 100, height: 53))
    }

    @Test func aLabelWithNoRoomNextToItsViewGetsALeader() {
        // Six 100×20 colours in one ZStack, plates 36×12. The ZStack's label and the first three colours'
        // take the spots above and below the left and right edges (the first above costs 0.1 outside +
        // 0.2 × 13/12 growth; once that strip is open, 0.1); the fourth and fifth take the sides (0.1 +
        // 0.2 × 37/12 ≈ 0.72, still under one ring, 0.75). The sixth's spots next to the frame are taken or
        // over five colours (5.25); one ring out, a leader from each of the six outer spots would cross a
        // label (+1), so it goes above the middle, (32, −26), 0.75 + 0.1 + 0.2 × 13/12 ≈ 1.07, and its leader
        // runs down from the plate's bottom middle (50, −14) to the frame's top edge (50, 0), between the
        // two labels above.
        let root = tree(ZStack { ForEach(0..<6) { _ in Color.red } }, ProposedViewSize(width: 100, height: 20))
        let canvas = CGRect(x: 0, y: 0, width: 100, height: 20)
        let p = LabelPlacement(root: root, preferred: canvas, measure: measure)
        let size = CGSize(width: 36, height: 12)
        #expect(p.labels.map(\.rect) == [CGPoint(x: 0, y: -13), CGPoint(x: 64, y: -13), CGPoint(x: 0, y: 21),
                                         CGPoint(x: 64, y: 21), CGPoint(x: 101, y: 0), CGPoint(x: -37, y: 0),
                                         CGPoint(x: 32, y: -26)].map { CGRect(origin: $0, size: size) })
        #expect(p.labels.dropLast().allSatisfy { $0.leader == nil })
        #expect(p.labels.last?.leader == LabelPlacement.Leader(from: CGPoint(x: 50, y: -14), to: CGPoint(x: 50, y: 0)))
        let area = Renderer.area(around: canvas, holding: p.labels.map(\.rect), scale: 2)
        #expect(area == CGRect(x: -37, y: -26, width: 174, height: 59))
        expectReadable(labelled(root, p), in: area)
    }

    @Test func theAutomaticMarginIsWholePixelsOnTheSidesThatNeedIt() {
        let visible = CGRect(x: 0, y: 0, width: 100, height: 40)
        // 12.2 pt over the top is 24.4 px at scale 2: 25 px, 12.5 pt; 0.3 pt past the right edge at scale 3
        // is 0.9 px: 1 px, 1/3 pt. Nothing sticks out at the left or bottom, which stay put.
        #expect(Renderer.area(around: visible, holding: [CGRect(x: 10, y: -12.2, width: 20, height: 12)], scale: 2)
                == CGRect(x: 0, y: -12.5, width: 100, height: 52.5))
        let right = Renderer.area(around: visible, holding: [CGRect(x: 90, y: 10, width: 10.3, height: 12)], scale: 3)
        #expect(right.origin == .zero && abs(right.width - (100 + 1.0 / 3)) < 1e-12 && right.height == 40)
        // Labels inside the visible area change nothing.
        #expect(Renderer.area(around: visible, holding: [CGRect(x: 1, y: 1, width: 20, height: 12)], scale: 2) == visible)
    }

    @Test func leaderCrossings() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        func leader(_ a: (CGFloat, CGFloat), _ b: (CGFloat, CGFloat)) -> LabelPlacement.Leader {
            LabelPlacement.Leader(from: CGPoint(x: a.0, y: a.1), to: CGPoint(x: b.0, y: b.1))
        }
        #expect(LabelPlacement.crosses(leader((5, -5), (5, 15)), rect))
        #expect(LabelPlacement.crosses(leader((-5, -5), (5, 5)), rect))
        #expect(!LabelPlacement.crosses(leader((5, -5), (5, 0)), rect)) // ends on the edge
        #expect(!LabelPlacement.crosses(leader((0, -5), (0, 15)), rect)) // runs along the edge
        #expect(!LabelPlacement.crosses(leader((12, -5), (12, 15)), rect))
    }
}

/// The same rules through the renderer, with real label sizes.
@Suite struct LabelledPictures {
    /// The audit's case: 25 colours of 38.4×30.4 in a 200×160 canvas, each label wider than its colour.
    func denseGrid() -> LayoutResult {
        layout(VStack(spacing: 2) {
            ForEach(0..<5) { _ in HStack(spacing: 2) { ForEach(0..<5) { _ in Color.red } } }
        }, proposal: ProposedViewSize(width: 200, height: 160))
    }

    @Test func everyLabelOfADenseGridIsInThePicture() throws {
        let result = denseGrid()
        var options = RenderOptions()
        options.labels = true
        let plan = withRenderer { $0.plan(result, options: options) }
        #expect(plan.labels.count == 25 + 6)
        #expect(plan.area.contains(CGRect(origin: .zero, size: result.canvasSize)))
        let frames = result.root.allNodes().filter(LabelPlacement.isLabelled).map(\.frame)
        AnnotationTests().expectReadable(Array(zip(plan.labels, frames)), in: plan.area)
        // The PNG is the planned picture, and the canvas sits where the plan says.
        let png = try DecodedPNG(try render(result, .png) { $0.labels = true })
        #expect((png.width, png.height) == (Int((plan.area.width * 2 - 1e-6).rounded(.up)),
                                             Int((plan.area.height * 2 - 1e-6).rounded(.up))))
    }

    @Test func thePictureGrowsByExactlyTheLabelsOverhang() throws {
        // The two stacked colours of `twoStackedColoursByHand`, with real plates w × h: the same reasoning
        // holds while two plates fit side by side above 100 pt (w < 50) and one fits inside a colour
        // (h + 2 ≤ 20). Only the top grows, by h + 1 rounded up to whole pixels: 13 pt for h in
        // (11.5, 12], so 100×40 pt becomes 200×106 px at scale 2.
        let result = layout(VStack(spacing: 0) { Color.red; Color.blue }, proposal: ProposedViewSize(width: 100, height: 40))
        let plate = withRenderer { DebugOverlay(text: $0.text, cr: nil, scale: 2).labelSize("100×40") }
        try #require(plate.width < 50 && plate.height > 11.5 && plate.height <= 12)
        let png = try DecodedPNG(try render(result, .png) { $0.labels = true })
        #expect((png.width, png.height) == (200, 106))
        // A margin with room for the labels keeps the picture at the canvas plus twice the margin.
        let roomy = try DecodedPNG(try render(result, .png) { $0.labels = true; $0.margin = 20 })
        #expect((roomy.width, roomy.height) == (280, 160))
        // The canvas keeps its place: the VStack's blue top edge is pixel row 26 (13 pt down).
        #expect(png.pixel(60, 26, is: debugRed) || png.pixel(60, 26, is: debugBlue))
        #expect(!png.pixel(60, 25, is: debugRed) && !png.pixel(60, 25, is: debugBlue))
    }

    @Test func theHighlightLabelIsNeverCut() throws {
        // A 300×14 colour fills the canvas: no room above it, so its label goes 2 pt below it and sticks
        // out h + 2 pt (h: the plate's height). In whole pixels at scale 2 that is 28 px for any h in
        // (11.5, 12], and the plate (narrower than 300) needs no width.
        let result = layout(Color.red.id("c"), proposal: ProposedViewSize(width: 300, height: 14))
        let plate = withRenderer {
            DebugOverlay(text: $0.text, cr: nil, scale: 2).labelSize("Color #c: chose 300×14, offered 300×14")
        }
        try #require(plate.width < 300 && plate.height > 11.5 && plate.height <= 12)
        let png = try DecodedPNG(try render(result, .png) { $0.highlightID = "c" })
        #expect((png.width, png.height) == (600, 28 + 28))
    }

    @Test func labelledPicturesAreByteIdenticalAcrossRuns() throws {
        let first = try render(denseGrid(), .png) { $0.labels = true }
        _ = try render(layout(Text("Other").padding()), .svg) { $0.labels = true }
        #expect(try render(denseGrid(), .png) { $0.labels = true } == first)
    }
}

@Suite struct LabelLimitTests {
    @Test func moreThanTheMaximumGetNoLabels() {
        func column(_ count: Int) -> FrameNode {
            var root = FrameNode(type: "VStack", frame: CGRect(x: 0, y: 0, width: 100, height: CGFloat(count) * 20),
                                 proposal: .unspecified)
            root.role = .container
            root.children = (0..<count).map { i in
                var text = FrameNode(type: "Text", frame: CGRect(x: 0, y: CGFloat(i) * 20, width: 50, height: 20),
                                     proposal: ProposedViewSize(width: 100, height: nil))
                text.role = .content
                return text
            }
            return root
        }
        let canvas = CGRect(x: 0, y: 0, width: 400, height: 100_000)
        let measure = { (_: String) in CGSize(width: 40, height: 8) }
        // The column and its texts are labelled.
        #expect(LabelPlacement.labelledCount(in: column(1_999)) == 2_000)
        #expect(LabelPlacement(root: column(1_999), preferred: canvas, measure: measure).labels.count == 2_000)
        #expect(LabelPlacement(root: column(2_000), preferred: canvas, measure: measure).labels.isEmpty)
    }
}
