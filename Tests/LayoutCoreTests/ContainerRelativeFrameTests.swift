import Foundation
import Testing
@testable import LayoutCore

/// `containerRelativeFrame` (docs/BEHAVIOUR.md §16, "The safe area") on SafeAreaTests' made-up screen: 400 × 800 pt,
/// insets top 50 and bottom 30, so the window's container is the safe area, 400 × 720 from y = 50. Every length is
/// worked out by hand from Apple's rules: the container is the screen less its safe area, or the nearest scroll
/// view; `count`/`span` divide it as `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
@Suite struct ContainerRelativeFrameTests {
    let screen = SafeAreaTests()

    @Test func theWindowsContainerIsTheSafeAreaNotTheProposal() {
        // A 10 × 10 view in padding 20: the modifier is proposed 360 wide, but its container is the safe area, so
        // its frame is 400 wide (the padding 440, overflowing the 400-pt screen equally: x −20). Height: the
        // view's own, 10, so the padding is 440 × 50, centred in the safe area at y = 50 + (720 − 50) / 2 = 385.
        let result = screen.host(Color.red.frame(width: 10, height: 10).containerRelativeFrame(.horizontal).padding(20))
        expectFrame(result.root.frame, rect(-20, 385, 440, 50))
        let frame = result.root[0]
        expectFrame(frame.frame, rect(0, 405, 400, 10))
        // The view is proposed the container's width (and the 680 the padding left of 720 down) and centred in
        // the frame: x = (400 − 10) / 2.
        #expect(frame[0].proposal == ProposedViewSize(width: 400, height: 680))
        expectFrame(frame[0].frame, rect(195, 405, 10, 10))
    }

    @Test func bothAxesAndTheAlignment() {
        // 400 × 720, the 10 × 10 view at its top leading corner.
        let result = screen.host(Color.red.frame(width: 10, height: 10).containerRelativeFrame([.horizontal, .vertical],
                                                                                                alignment: .topLeading))
        expectFrame(result.root.frame, rect(0, 50, 400, 720))
        expectFrame(result.root[0].frame, rect(0, 50, 10, 10))
    }

    @Test func countSpanAndSpacingDivideTheContainer() {
        // Two of three columns 10 apart: (400 − 20) / 3 × 2 + 10 = 263.333…; centred: x = (400 − 263.333) / 2.
        let width: CGFloat = (400 - 20) / 3 * 2 + 10
        let result = screen.host(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10))
        expectFrame(result.root.frame, rect((400 - width) / 2, 50, width, 720))
        // Rows too: a quarter of 720 with no spacing is 180.
        let rows = screen.host(Color.red.containerRelativeFrame(.vertical, count: 4, spacing: 0))
        expectFrame(rows.root.frame, rect(0, 50 + (720 - 180) / 2, 400, 180))
        // A count or span below 1 is reported and 1 is used: the whole width.
        let zero = screen.host(Color.red.containerRelativeFrame(.horizontal, count: 0, span: -2, spacing: 0))
        expectFrame(zero.root.frame, rect(0, 50, 400, 720))
        #expect(zero.diagnostics.filter { if case .invalidArgument = $0 { true } else { false } }.count == 2)
    }

    @Test func aLengthFunctionGetsTheContainersLengthAndAxis() {
        // Half the width, a third of the height: 200 × 240.
        let result = screen.host(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length / 2 : length / 3
        })
        expectFrame(result.root.frame, rect(100, 50 + (720 - 240) / 2, 200, 240))
        // A negative answer is reported and that axis is the view's: the Color takes the 400 proposed.
        let negative = screen.host(Color.red.containerRelativeFrame(.horizontal) { _, _ in -1 })
        expectFrame(negative.root.frame, rect(0, 50, 400, 720))
        #expect(negative.diagnostics.contains { if case .invalidArgument = $0 { true } else { false } })
    }

    @Test func aScrollViewIsTheContainerOfItsContent() {
        // Apple's example: in a horizontal scroll view filling the safe area, each view is the scroll view's size,
        // 400 × 720, side by side.
        let result = screen.host(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3) { _ in Color.purple.containerRelativeFrame([.horizontal, .vertical]) }
            }
        })
        expectFrame(result.root.frame, rect(0, 50, 400, 720))
        let stack = result.root[0]
        expectFrame(stack.frame, rect(0, 50, 1200, 720))
        for index in 0..<3 { expectFrame(stack[index].frame, rect(CGFloat(index) * 400, 50, 400, 720)) }
    }

    @Test func aScrollViewMeasuredAtSeveralSizesUsesTheOneItIsGiven() {
        // A fixed 300 × 500 canvas with no safe area: a 100-pt bar above a scroll view, which gets the other 400;
        // its content is half of that, 200, however the stack probed the scroll view before.
        let result = screen.host(VStack(spacing: 0) {
            Color.blue.frame(height: 100)
            ScrollView { Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0) }
        }, CGSize(width: 300, height: 500), insets: EdgeInsets())
        let scroll = result.root[1]
        expectFrame(scroll.frame, rect(0, 100, 300, 400))
        expectFrame(scroll[0].frame, rect(0, 100, 300, 200))
    }

    @Test func underSizeThatFitsTheWindowIsTheScreenFirstOffered() {
        // Size that fits on a 402 × 874 screen: half of 402 is 201, and the fitted canvas (201 × 10) does not halve
        // it again when the root is laid out in it.
        let result = LayoutEngine.layout(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).frame(height: 10),
                                         proposal: ProposedViewSize(width: 402, height: 874),
                                         measurer: FixedAdvanceTextMeasurer(), canvas: .fitsRoot)
        expectSize(result.canvasSize, 201, 10)
        expectFrame(result.root[0].frame, rect(0, 0, 201, 10))
    }

    @Test func withoutAContainerLengthTheAxisIsTheViews() {
        // A bare view drawn at its ideal size has no window length: the 30 × 20 view keeps its size.
        let result = LayoutEngine.layout(Color.red.frame(width: 30, height: 20).containerRelativeFrame(.horizontal),
                                         measurer: FixedAdvanceTextMeasurer())
        expectSize(result.canvasSize, 30, 20)
        expectFrame(result.root.frame, rect(0, 0, 30, 20))
    }
}
