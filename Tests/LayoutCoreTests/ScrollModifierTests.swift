import Foundation
import Testing
@testable import LayoutCore

/// `contentMargins(_:_:for:)` and the scroll modifiers a still accepts (docs/BEHAVIOUR.md §11): frames by hand
/// from Apple's rule that a scroll view insets its content by the margins, on a fixed canvas (no safe area).
@Suite struct ScrollModifierTests {
    @Test func marginsInsetAScrollViewsContent() {
        // A vertical scroll view 300 × 400: its content proposed 300 − 2 × 20 wide, at x = 20.
        let r = layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(.horizontal, 20), width: 300, height: 400)
        expectFrame(r.root.frame, rect(0, 0, 300, 400))
        #expect(r.root[0].proposal == ProposedViewSize(width: 260, height: nil))
        expectFrame(r.root[0].frame, rect(20, 0, 260, 50))
        // Every form: a length on all edges, insets on some edges, for the content placement.
        let all = layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(10), width: 300, height: 400)
        expectFrame(all.root[0].frame, rect(10, 10, 280, 50))
        let insets = layout(ScrollView { Color.red.frame(height: 50) }
            .contentMargins([.top, .leading], EdgeInsets(top: 30, leading: 5, bottom: 99, trailing: 99), for: .scrollContent),
                            width: 300, height: 400)
        expectFrame(insets.root[0].frame, rect(5, 30, 295, 50))
        // The indicators' placement moves nothing a still shows.
        let indicators = layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(.all, 40, for: .scrollIndicators),
                                width: 300, height: 400)
        expectFrame(indicators.root[0].frame, rect(0, 0, 300, 50))
    }

    @Test func innerMarginsWinEdgeByEdgeAndScrollContentOverAutomatic() {
        // Outer: 20 on every edge; inner: 8 on the leading edge; the content placement's top 0 over automatic's 20.
        let r = layout(ScrollView { Color.red.frame(height: 50) }
            .contentMargins(.top, 0, for: .scrollContent)
            .contentMargins(.leading, 8)
            .contentMargins(20), width: 300, height: 400)
        expectFrame(r.root[0].frame, rect(8, 0, 300 - 8 - 20, 50))
        // nil: the default (no margin) on those edges.
        let reset = layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(.horizontal, nil).contentMargins(20),
                           width: 300, height: 400)
        expectFrame(reset.root[0].frame, rect(0, 20, 300, 50))
    }

    @Test func alongTheScrollAxisTheMarginsAddToTheContent() {
        // A horizontal scroll view proposed nil × 100 takes its content's length and margins along its axis,
        // 3 × 50 + 2 × 16 = 182, and hugs its 40-pt content across (centred in the 100-pt canvas); the content
        // starts 16 in.
        let r = layout(ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.frame(width: 50, height: 40) } }
        }.contentMargins(.horizontal, 16), height: 100)
        expectFrame(r.root.frame, rect(0, 30, 182, 40))
        expectFrame(r.root[0].frame, rect(16, 30, 150, 40))
    }

    @Test func aScrollViewsContainerLeavesOutItsMargins() {
        // The carousel of Apple's talk on a 390-pt canvas: cards two of five columns 12 apart across the scroll
        // view's 390 less 2 × 16 of margins: (358 − 4 × 12) / 5 × 2 + 12 = 136 wide, the first 16 in.
        let r = layout(ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(0..<5) { _ in
                    Color.red.containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 12).frame(height: 140)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .contentMargins(.horizontal, 16), width: 390, height: 160)
        let cards = r.root.allNodes().filter { $0.type == "containerRelativeFrame" }
        #expect(cards.count == 5)
        expectFrame(cards[0].frame, rect(16, 10, 136, 140))
        expectFrame(cards[1].frame, rect(16 + 136 + 12, 10, 136, 140))
    }

    @Test func aListsContentIsInsetByItsMargins() throws {
        // A plain list 300 wide: its content 240 wide at x = 30, 10 down; rows keep their own insets inside.
        let r = layout(List { Text("A") }.listStyle(.plain).contentMargins(.horizontal, 30, for: .scrollContent)
            .contentMargins(.top, 10), width: 300, height: 400)
        let content = try #require(r.root.first("ListContent"))
        expectFrame(content.frame, rect(30, 10, 240, content.frame.height))
        // The background still fills the list.
        expectFrame(try #require(r.root.first("ListBackground")).frame, rect(0, 0, 300, 400))
    }

    @Test func scrollClipDisabledDrawsBeyondTheViewport() {
        let clipped = layout(ScrollView { Color.red.frame(height: 900) }, width: 300, height: 400)
        #expect(clipped.root.isScrollViewport)
        let open = layout(ScrollView { Color.red.frame(height: 900) }.scrollClipDisabled(), width: 300, height: 400)
        #expect(!open.root.isScrollViewport)
        #expect(!layout(List { Text("A") }.scrollClipDisabled(), width: 300, height: 400).root.isScrollViewport)
        // The target modifiers and a position change nothing at offset 0.
        let still = layout(ScrollView { Color.red.frame(height: 900).scrollTarget() }
            .scrollTargetBehavior(.paging).scrollPosition(id: .constant(Optional(3))), width: 300, height: 400)
        expectFrame(still.root[0].frame, rect(0, 0, 300, 900))
    }
}
