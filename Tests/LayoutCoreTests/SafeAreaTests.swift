import Foundation
import Testing
@testable import LayoutCore

/// The safe area in the layout pass (docs/BEHAVIOUR.md §16, "The safe area"), on a made-up screen so that
/// every number is easy to follow: 400 × 800 pt with insets top 50, bottom 30 (portrait phone-like), and a
/// landscape one 800 × 400 with leading/trailing 40 and bottom 20. The frames are worked out by hand from the
/// rules: the root is offered the screen less the insets and centred in them; a view may grow into the insets
/// on a side where its frame reaches the safe edge.
@Suite struct SafeAreaTests {
    let portrait = EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0)
    let landscape = EdgeInsets(top: 0, leading: 40, bottom: 20, trailing: 40)

    func host<V: View>(_ view: V, _ size: CGSize = CGSize(width: 400, height: 800), insets: EdgeInsets? = nil,
                       direction: LayoutDirection = .leftToRight) -> LayoutResult {
        var environment = EnvironmentValues()
        environment.font = font
        environment.layoutDirection = direction
        environment.displayScale = 2
        let insets = insets ?? portrait
        return LayoutEngine.layout(view, measurer: FixedAdvanceTextMeasurer()) { _ in
            LayoutHost(proposal: ProposedViewSize(size), safeAreaInsets: insets, environment: environment)
        }
    }

    @Test func theRootIsOfferedTheSafeAreaAndCentredInIt() {
        // Safe area: y 50…770, 400 × 720. A Color takes it all; a 40-pt text is centred in it.
        let color = host(Color.red)
        #expect(color.proposal == ProposedViewSize(width: 400, height: 720))
        expectSize(color.canvasSize, 400, 800)
        expectFrame(color.root.frame, rect(0, 50, 400, 720))
        expectFrame(color.safeAreaRect, rect(0, 50, 400, 720))
        let text = host(Text("abcd"))
        expectFrame(text.root.frame, rect(180, 50 + (720 - line) / 2, 40, line))
    }

    @Test func aViewThatReachesTheSafeEdgesGrowsToTheScreensEdges() {
        // The modifier keeps the safe-area frame; its child is offered and given the whole screen.
        let result = host(Color.red.ignoresSafeArea())
        expectFrame(result.root.frame, rect(0, 50, 400, 720))
        expectFrame(result.root[0].frame, rect(0, 0, 400, 800))
        #expect(result.root[0].proposal == ProposedViewSize(width: 400, height: 800))
        // Only the edges asked for.
        expectFrame(host(Color.red.ignoresSafeArea(edges: .top)).root[0].frame, rect(0, 0, 400, 770))
        expectFrame(host(Color.red.ignoresSafeArea(.container, edges: .bottom)).root[0].frame, rect(0, 50, 400, 750))
        expectFrame(host(Color.red.edgesIgnoringSafeArea(.vertical)).root[0].frame, rect(0, 0, 400, 800))
        // The keyboard region has no insets: nothing to grow into.
        expectFrame(host(Color.red.ignoresSafeArea(.keyboard)).root[0].frame, rect(0, 50, 400, 720))
    }

    @Test func aViewThatDoesNotReachTheSafeEdgeDoesNotGrow() {
        // 100 × 100 centred in the safe area (y 360…460): far from every inset band.
        let small = host(Color.red.frame(width: 100, height: 100).ignoresSafeArea())
        expectFrame(small.root[0].frame, rect(150, 360, 100, 100))
        // A bar a Spacer pushes to the top reaches the top edge only: it grows up to the screen's top, not
        // down (the VStack ends at the bottom edge, the bar does not).
        let bar = host(VStack(spacing: 0) {
            Color.blue.ignoresSafeArea().frame(height: 40)
            Spacer()
        })
        expectFrame(bar.root[0].frame, rect(0, 50, 400, 40))
        expectFrame(bar.root[0][0][0].frame, rect(0, 0, 400, 90))
        // The other order: the fixed 40 pt frame is offered 90 but stays 40, at the grown frame's top-leading
        // corner — it moves up under the status bar (Apple's `edgesIgnoringSafeArea(_:)` example).
        let moved = host(VStack(spacing: 0) {
            Color.blue.frame(height: 40).ignoresSafeArea()
            Spacer()
        })
        expectFrame(moved.root[0][0].frame, rect(0, 0, 400, 40))
        // One point inside the safe area is not touching it.
        let inside = host(Color.red.ignoresSafeArea().padding(.top, 1).frame(maxHeight: .infinity, alignment: .top))
        expectFrame(inside.root[0][0][0].frame, rect(0, 51, 400, 749))
    }

    @Test func aContainerThatIgnoresTheSafeAreaLaysItsChildrenOutInTheWholeScreen() {
        // The VStack (as wide as its 30-pt text) reaches the top and bottom safe edges: it is offered 400 × 800
        // from the screen's top, and its text sits there, under the status bar.
        let result = host(VStack(spacing: 0) { Text("top"); Spacer() }.ignoresSafeArea())
        let stack = result.root[0]
        expectFrame(result.root.frame, rect(185, 50, 30, 720))
        expectFrame(stack.frame, rect(185, 0, 30, 800))
        expectFrame(stack[0].frame, rect(185, 0, 30, line))
    }

    @Test func landscapeInsetsAreOnTheSides() {
        // Safe area x 40…760, y 0…380: a Color fills it; ignoring the safe area, the whole 800 × 400.
        let result = host(Color.red.ignoresSafeArea(), CGSize(width: 800, height: 400), insets: landscape)
        expectFrame(result.root.frame, rect(40, 0, 720, 380))
        expectFrame(result.root[0].frame, rect(0, 0, 800, 400))
        let leading = host(Color.red.ignoresSafeArea(edges: .leading), CGSize(width: 800, height: 400), insets: landscape)
        expectFrame(leading.root[0].frame, rect(0, 0, 760, 380))
    }

    @Test func rightToLeftLeadingIsTheRightSide() {
        // In a right-to-left layout `.leading` is the screen's right side: the Color grows to x = 800 only.
        let result = host(Color.red.ignoresSafeArea(edges: .leading), CGSize(width: 800, height: 400), insets: landscape,
                          direction: .rightToLeft)
        expectFrame(result.root[0].frame, rect(40, 0, 760, 380))
        // Inside a right-to-left HStack: the first (leading) child is on the right and grows to the right edge.
        let stack = host(HStack(spacing: 0) {
            Color.red.ignoresSafeArea(edges: .horizontal)
            Color.blue
        }, CGSize(width: 800, height: 400), insets: landscape, direction: .rightToLeft)
        // Each child is 360 wide: the red one x 400…760, grown to 800; the blue one x 40…400.
        expectFrame(stack.root[0].frame, rect(400, 0, 360, 380))
        expectFrame(stack.root[0][0].frame, rect(400, 0, 400, 380))
        expectFrame(stack.root[1].frame, rect(40, 0, 360, 380))
    }

    @Test func aStylesBackgroundGrowsIntoTheSafeAreaAndAViewsDoesNot() {
        // `.background(Color.yellow)` is the style's background (all edges by default); the view form is not.
        let style = host(Color.clear.background(Color.yellow))
        expectFrame(style.root.frame, rect(0, 50, 400, 720))
        expectFrame(style.root[0].frame, rect(0, 0, 400, 800))
        let topOnly = host(Color.clear.background(Color.yellow, ignoresSafeAreaEdges: .top))
        expectFrame(topOnly.root[0].frame, rect(0, 0, 400, 770))
        let none = host(Color.clear.background(Color.yellow, ignoresSafeAreaEdges: []))
        expectFrame(none.root[0].frame, rect(0, 50, 400, 720))
        let view = host(Color.clear.background { Color.yellow })
        expectFrame(view.root[0].frame, rect(0, 50, 400, 720))
        let overlay = host(Color.clear.overlay(Color.yellow))
        expectFrame(overlay.root[1].frame, rect(0, 0, 400, 800))
    }

    @Test func safeAreaInsetPutsTheContentOnTheEdgeAndGrowsThePrimarysSafeArea() {
        // A 60-pt bar at the bottom with spacing 10: the bar is y 710…770, the primary y 50…700 (650 tall).
        let result = host(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 10) {
            Color.blue.frame(height: 60)
        })
        let root = result.root
        #expect(root.type == "safeAreaInset")
        expectFrame(root.frame, rect(0, 50, 400, 720))
        expectFrame(root[0].frame, rect(0, 50, 400, 650))
        expectFrame(root[1].frame, rect(0, 710, 400, 60))
        // The primary ignores the safe area: it grows under the bar (its safe area's bottom is 70 pt up) and
        // on to the screen's bottom, and to the screen's top.
        expectFrame(root[0][0].frame, rect(0, 0, 400, 800))
        // Without ignoring, the primary stays above the bar.
        let plain = host(Color.red.safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 60) })
        expectFrame(plain.root[0].frame, rect(0, 110, 400, 660))
        expectFrame(plain.root[1].frame, rect(0, 50, 400, 60))
    }

    @Test func safeAreaInsetAlignsTheContentOnThePrimarysGuide() {
        // A 100-wide bar aligned leading with a full-width primary: x 0; trailing: x 300.
        let leading = host(Color.red.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 100, height: 20)
        })
        expectFrame(leading.root[1].frame, rect(0, 750, 100, 20))
        let trailing = host(Color.red.safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 0) {
            Color.blue.frame(width: 100, height: 20)
        })
        expectFrame(trailing.root[1].frame, rect(300, 750, 100, 20))
        // Beside the view: a 50-wide sidebar on the leading edge, the primary 350 wide.
        let side = host(Color.red.safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 50) })
        expectFrame(side.root[0].frame, rect(50, 50, 350, 720))
        expectFrame(side.root[1].frame, rect(0, 50, 50, 720))
    }

    @Test func safeAreaInsetSizesAsTheSumAlongItsEdge() {
        // No proposal: the content's and the primary's ideal sizes plus the spacing (a 2-character text is
        // 20 × line; the Color's ideal is 10 × 10).
        let fitted = layout(Color.red.safeAreaInset(edge: .bottom, spacing: 5) { Text("ab") })
        expectSize(fitted.canvasSize, 20, 10 + 5 + line)
    }

    @Test func safeAreaPaddingPadsAndGrowsTheSafeArea() {
        // 20 pt on the horizontal edges: the Color is 360 wide, but ignoring the safe area it covers the
        // padding (and the device's insets above and below).
        let result = host(Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 20))
        expectFrame(result.root.frame, rect(0, 50, 400, 720))
        expectFrame(result.root[0].frame, rect(20, 50, 360, 720))
        expectFrame(result.root[0][0].frame, rect(0, 0, 400, 800))
        // Without ignoring, it is padding.
        expectFrame(host(Color.red.safeAreaPadding(20)).root[0].frame, rect(20, 70, 360, 680))
        // No length: the platform's 16 pt.
        expectFrame(host(Color.red.safeAreaPadding()).root[0].frame, rect(16, 66, 368, 688))
    }

    @Test func aGeometryReaderSeesTheInsetsItCouldGrowInto() {
        // Filling the safe area, the reader sees the screen's insets; a small one in the middle sees none.
        var full = EdgeInsets(), small = EdgeInsets(top: -1)
        _ = host(GeometryReader { proxy in
            let _ = (full = proxy.safeAreaInsets)
            Color.clear
        })
        #expect(full == portrait)
        _ = host(GeometryReader { proxy in
            let _ = (small = proxy.safeAreaInsets)
            Color.clear
        }.frame(width: 100, height: 100))
        #expect(small == EdgeInsets())
    }

    @Test func withoutInsetsNothingChanges() {
        // A fixed canvas has no safe area: ignoring it, or a style's background, changes no frame.
        let result = layout(Color.red.ignoresSafeArea().background(Color.blue), width: 100, height: 50)
        expectFrame(result.root.frame, rect(0, 0, 100, 50))
        for node in result.root.allNodes() { expectFrame(node.frame, rect(0, 0, 100, 50)) }
    }
}
