import Foundation
import Testing
@testable import LayoutCore

// Navigation containers and their bars (docs/BEHAVIOUR.md §21), frames worked out by hand from the bar
// heights there: iOS's navigation bar 44 pt, a large title 52 more, a search row 52 more, the tab bar
// 49 pt, the bottom toolbar 44 pt; the bars at the canvas edges (an empty safe area); 16 pt margins.

private func lineHeight(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

@Suite struct NavigationTests {
    @Test func anInlineTitleIsCentredInA44PointBar() throws {
        let r = layout(NavigationStack {
            Color.red.navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        }, width: 402, height: 800)
        #expect(r.root.type == "NavigationStack")
        let bar = try #require(r.root.first("NavigationBar"))
        expectFrame(bar.frame, rect(0, 0, 402, 44))
        // The content takes the rest, under the bar.
        expectFrame(r.root[0].frame, rect(0, 44, 402, 756))
        // Headline (17 pt semibold): 5 × 8.5 wide, centred on the bar's row.
        let title = try #require(bar.allNodes().first { $0.text == "Title" })
        expectFrame(title.frame, rect(201 - 21.25, 22 - lineHeight(17) / 2, 42.5, lineHeight(17)))
    }

    @Test func aLargeTitleSitsUnderTheRowAtTheMargin() throws {
        let r = layout(NavigationStack { Color.red.navigationTitle("Settings") }, width: 402, height: 800)
        let bar = try #require(r.root.first("NavigationBar"))
        expectFrame(bar.frame, rect(0, 0, 402, 96))
        expectFrame(r.root[0].frame, rect(0, 96, 402, 704))
        // largeTitle bold, 34 pt: its bottom 8 pt above the bar's.
        let title = try #require(bar.allNodes().first { $0.text == "Settings" })
        expectFrame(title.frame, rect(16, 88 - lineHeight(34), 8 * 17, lineHeight(34)))
    }

    @Test func toolbarItemsGoToTheirEdges() throws {
        let r = layout(NavigationStack {
            Color.red
                .navigationTitle("T").navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Back") }
                    ToolbarItem(placement: .primaryAction) { Text("Edit") }
                }
        }, width: 402, height: 800)
        let bar = try #require(r.root.first("NavigationBar"))
        let back = try #require(bar.allNodes().first { $0.text == "Back" })
        let edit = try #require(bar.allNodes().first { $0.text == "Edit" })
        expectFrame(back.frame, rect(16, 22 - line / 2, 40, line))
        expectFrame(edit.frame, rect(402 - 16 - 40, 22 - line / 2, 40, line))
    }

    @Test func aSearchFieldAddsARowUnderTheTitle() throws {
        let r = layout(NavigationStack {
            Color.red.navigationTitle("Mail").searchable(text: .constant(""))
        }, width: 402, height: 800)
        let bar = try #require(r.root.first("NavigationBar"))
        expectFrame(bar.frame, rect(0, 0, 402, 96 + 52))
        // The field: 36 pt tall, between the margins, centred in its row; the prompt "Search".
        let field = try #require(bar.first("SearchField"))
        expectFrame(field.frame, rect(16, 96 + 8, 370, 36))
        #expect(field.allNodes().contains { $0.text == "Search" })
    }

    @Test func hiddenBarsTakeNoSpace() {
        let r = layout(NavigationStack {
            Color.red.navigationTitle("T").toolbar(.hidden, for: .navigationBar)
        }, width: 402, height: 800)
        #expect(r.root.first("NavigationBar") == nil)
        expectFrame(r.root[0].frame, rect(0, 0, 402, 800))
    }

    @Test func bottomBarItemsMakeA44PointToolbar() throws {
        let r = layout(NavigationStack {
            Color.red.toolbar { ToolbarItem(placement: .bottomBar) { Text("Status") } }
        }, width: 402, height: 800)
        let toolbar = try #require(r.root.first("BottomToolbar"))
        expectFrame(toolbar.frame, rect(0, 756, 402, 44))
        // No title, no items at the top: the bar is still there, empty (iOS keeps it at a stack's root).
        let bar = try #require(r.root.first("NavigationBar"))
        expectFrame(bar.frame, rect(0, 0, 402, 44))
        expectFrame(r.root[0].frame, rect(0, 44, 402, 712))
    }

    @Test func aTabViewShowsTheSelectedTabOverA49PointBar() throws {
        let r = layout(TabView {
            Text("One").tabItem { Label("First", systemImage: "1.circle") }
            Text("Two").tabItem { Label("Second", systemImage: "2.circle") }
        }, width: 402, height: 800)
        #expect(r.root.type == "TabView")
        let bar = try #require(r.root.first("TabBar"))
        expectFrame(bar.frame, rect(0, 751, 402, 49))
        // Only the first tab's content, centred in the space above the bar.
        #expect(r.root.allNodes().contains { $0.text == "One" })
        #expect(!r.root.allNodes().contains { $0.text == "Two" })
        let items = bar.all("TabItem")
        #expect(items.count == 2)
        expectFrame(items[0].frame, rect(0, 751, 201, 49))
        expectFrame(items[1].frame, rect(201, 751, 201, 49))
        // Each title 10 pt medium under a 25 pt icon row, the pair centred in the bar.
        let title = try #require(items[0].allNodes().first { $0.text == "First" })
        #expect(abs(title.frame.midX - 100.5) < 1e-3)
        expectSize(title.frame.size, 25, lineHeight(10))
    }

    @Test func tabTitlesShareOneLineWhateverTheirIconsHeights() throws {
        let r = layout(TabView {
            Text("One").tabItem { Label { Text("A") } icon: { Color.red.frame(width: 10, height: 10) } }
            Text("Two").tabItem { Label { Text("B") } icon: { Color.red.frame(width: 10, height: 20) } }
        }, width: 402, height: 800)
        let items = try #require(r.root.first("TabBar")).all("TabItem")
        let a = try #require(items[0].allNodes().first { $0.text == "A" }).frame
        let b = try #require(items[1].allNodes().first { $0.text == "B" }).frame
        // The icon row is 25 pt (the template size) for both: titles at 751 + (49 − 25 − 2 − line) / 2 + 27.
        let top = 751 + (49 - 25 - 2 - lineHeight(10)) / 2 + 27
        #expect(abs(a.minY - top) < 1e-3 && abs(b.minY - top) < 1e-3)
    }

    @Test func theSelectionPicksTheTaggedTab() {
        let r = layout(TabView(selection: .constant(2)) {
            Text("One").tabItem { Text("A") }.tag(1)
            Text("Two").tabItem { Text("B") }.tag(2)
        }, width: 402, height: 800)
        #expect(r.root.allNodes().contains { $0.text == "Two" })
        #expect(!r.root.allNodes().contains { $0.text == "One" })
    }

    @Test func aTabBadgeIsACapsuleOverTheIcon() throws {
        let r = layout(TabView {
            Text("One").tabItem { Label("Mail", systemImage: "envelope") }.badge(5)
        }, width: 402, height: 800)
        let badge = try #require(r.root.first("Badge"))
        // "5" at 13 pt is 6.5 wide: padded 5 on both sides, but at least as wide as the 18 pt side.
        expectSize(badge.frame.size, 18, 18)
    }

    @Test func aPageTabViewTakesTheOfferWithDots() {
        let r = layout(TabView {
            Color.red
            Color.blue
        }.tabViewStyle(.page), width: 402, height: 800)
        #expect(r.root.first("TabBar") == nil)
        expectFrame(r.root[0].frame, rect(0, 0, 402, 800))
        #expect(r.root.children.count == 2)
    }

    /// Three 8 pt dots 9 pt apart are 42 wide; `.always` puts them on a capsule 8 pt wider each side (58) and
    /// 26 tall, whose bottom is 16 pt above the view's (800 - 16 - 26 = 758); without it the dots stand alone.
    @Test func pageDotsGetACapsuleWhenTheBackgroundIsAlwaysShown() throws {
        let tabs = TabView { Color.red; Color.green; Color.blue }.tabViewStyle(.page)
        let plain = layout(tabs, width: 402, height: 800)
        #expect(plain.root.first("PageIndicatorBackground") == nil)
        expectSize(try #require(plain.root.first("PageIndicator")).frame.size, 42, 8)
        let shown = layout(tabs.indexViewStyle(.page(backgroundDisplayMode: .always)), width: 402, height: 800)
        let background = try #require(shown.root.first("PageIndicatorBackground"))
        expectFrame(background.frame, rect(172, 758, 58, 26))
        expectFrame(try #require(background.first("PageIndicator")).frame, rect(180, 767, 42, 8))
        let interactive = layout(tabs.indexViewStyle(.page(backgroundDisplayMode: .interactive)), width: 402, height: 800)
        #expect(interactive.root.first("PageIndicatorBackground") == nil)
    }

    @Test func aSplitViewOnMacOSHasASidebarColumn() throws {
        let r = layout(NavigationSplitView {
            Color.red
        } detail: {
            Color.blue
        }, width: 800, height: 500, platform: .macOS)
        // The sidebar 220 pt, a 0.5 pt separator (2×), the detail the rest.
        let sidebar = try #require(r.root.first("Sidebar"))
        let detail = try #require(r.root.first("Detail"))
        expectFrame(sidebar.frame, rect(0, 0, 220, 500))
        expectFrame(r.root[1].frame, rect(220, 0, 0.5, 500))
        expectFrame(detail.frame, rect(220.5, 0, 579.5, 500))
    }

    @Test func aSplitViewOnAPhoneShowsTheSidebar() {
        let r = layout(NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }, width: 402, height: 800)
        #expect(r.root.allNodes().contains { $0.text == "Sidebar" })
        #expect(!r.root.allNodes().contains { $0.text == "Detail" })
    }

    @Test func aMacOSToolbarIs52PointsWithTheTitleAtTheLeadingEdge() throws {
        let r = layout(NavigationStack { Color.red.navigationTitle("Mail") }, width: 600, height: 400, platform: .macOS)
        let toolbar = try #require(r.root.first("Toolbar"))
        expectFrame(toolbar.frame, rect(0, 0, 600, 52))
        let title = try #require(toolbar.allNodes().first { $0.text == "Mail" })
        expectFrame(title.frame, rect(20, 26 - lineHeight(15) / 2, 4 * 7.5, lineHeight(15)))
        // Nothing declared: no toolbar.
        let bare = layout(NavigationStack { Color.red }, width: 600, height: 400, platform: .macOS)
        #expect(bare.root.first("Toolbar") == nil)
    }

    @Test func aListsBackgroundShowsThroughTheBarAtRest() throws {
        // The bar (96 pt, a large title) draws no background of its own; the list's, 96…800, grows into the
        // bar, which is safe area for the stack's content, up to the canvas top.
        let r = layout(NavigationStack { List { Text("A") }.navigationTitle("T") }, width: 402, height: 800)
        let bar = try #require(r.root.first("NavigationBar"))
        #expect(bar.first("BarBackground") == nil)
        let list = try #require(r.root.first("List"))
        expectFrame(list.frame, rect(0, 96, 402, 704))
        expectFrame(try #require(list.first("ListBackground")).frame, rect(0, 0, 402, 800))
    }
}
