import Foundation
import Testing
@testable import LayoutCore

/// Bars in the safe area (docs/BEHAVIOUR.md §21, "Bars and the safe area") on the iPhone 16 Pro, every frame
/// worked out by hand from the device table's published numbers — 402 × 874 pt, insets 62 above and 34 below in
/// portrait; 874 × 402 with 62 on each side and 21 below in landscape (useyourloaf.com's simulator measurements)
/// — and the bar heights: a navigation bar 44 pt, a large title 52 more, a tab bar 49 pt, a bottom toolbar 44.
@Suite struct BarsSafeAreaTests {
    let device = DeviceTests()

    func phone<V: View>(_ view: V, _ orientation: InterfaceOrientation = .portrait) -> LayoutResult {
        device.host(view, on: .iPhone16Pro, orientation)
    }

    func clip(_ node: FrameNode) -> CGRect? {
        for case .clip(let shape) in node.decorations { return shape.path.boundingRect }
        return nil
    }

    @Test func aNavigationBarSitsBelowTheStatusBarAndItsContentBelowIt() throws {
        var insets = EdgeInsets(top: -1)
        let r = phone(NavigationStack {
            GeometryReader { proxy in
                let _ = (insets = proxy.safeAreaInsets)
                Color.red
            }
            .navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        })
        // The stack fills the safe area, y 62…840; its bar the first 44 of it; the content the rest, 106…840.
        expectFrame(r.root.frame, rect(0, 62, 402, 778))
        expectFrame(try #require(r.root.first("NavigationBar")).frame, rect(0, 62, 402, 44))
        expectFrame(r.root[0].frame, rect(0, 62 + 44, 402, 874 - 34 - 106))
        // The content's safe area: the status bar and the bar above (62 + 44), the home indicator below.
        #expect(insets == EdgeInsets(top: 106, leading: 0, bottom: 34, trailing: 0))
        // A large title: the bar is 96 tall, the content starts at 62 + 96.
        let large = phone(NavigationStack { Color.red.navigationTitle("Inbox") })
        expectFrame(try #require(large.root.first("NavigationBar")).frame, rect(0, 62, 402, 96))
        expectFrame(large.root[0].frame, rect(0, 158, 402, 840 - 158))
        // `.toolbar(.hidden, for: .navigationBar)`: no bar, the content from the safe area's top, 62.
        let hidden = phone(NavigationStack { Color.red.navigationTitle("T").toolbar(.hidden, for: .navigationBar) })
        #expect(hidden.root.first("NavigationBar") == nil)
        expectFrame(hidden.root[0].frame, rect(0, 62, 402, 778))
    }

    @Test func contentThatIgnoresTheSafeAreaGoesUnderTheBarsToTheScreensEdges() {
        let r = phone(NavigationStack {
            Color.teal.ignoresSafeArea().navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        })
        // The modifier keeps the content's frame; the colour grows through the bar (44) and the status bar (62)
        // to y 0, and through the home indicator to 874.
        expectFrame(r.root[0].frame, rect(0, 106, 402, 734))
        expectFrame(r.root[0][0].frame, rect(0, 0, 402, 874))
        // Only the top: under the bar and the status bar, not below the home indicator.
        let top = phone(NavigationStack {
            Color.teal.ignoresSafeArea(edges: .top).navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        })
        expectFrame(top.root[0][0].frame, rect(0, 0, 402, 840))
    }

    @Test func aVisibleBarBackgroundExtendsUnderTheStatusBar() throws {
        let r = phone(NavigationStack {
            Color.red.navigationTitle("T").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.blue, for: .navigationBar)
        })
        let bar = try #require(r.root.first("NavigationBar"))
        // From the screen's top to the bar's bottom: 62 + 44; the hairline on the bar's bottom edge.
        let background = try #require(bar.first("BarBackground"))
        expectFrame(background.frame, rect(0, 0, 402, 106))
        guard case .shape(let drawing) = background.drawing, case .color(let color)? = drawing.layers.first?.paint else {
            Issue.record("the background is not a filled shape")
            return
        }
        #expect(color == RGBA(0, 122, 255))
        let hairline = try #require(bar.first("Separator"))
        expectFrame(hairline.frame, rect(0, 106 - 1.0 / 3, 402, 1.0 / 3))
        // At rest, without `.visible`, the bar draws no background (what is under it shows).
        let bare = phone(NavigationStack { Color.red.navigationTitle("T").toolbarBackground(Color.blue, for: .navigationBar) })
        #expect(bare.root.first("BarBackground") == nil)
    }

    @Test func aTabBarSitsAboveTheHomeIndicatorWithItsBackgroundToTheBottomEdge() throws {
        var insets = EdgeInsets(top: -1)
        let r = phone(TabView {
            GeometryReader { proxy in
                let _ = (insets = proxy.safeAreaInsets)
                Color.red
            }
            .tabItem { Label("Home", systemImage: "house") }
        })
        // The bar's top: 874 − 34 − 49 = 791; its background 49 + 34 = 83 tall, to the screen's bottom edge.
        let bar = try #require(r.root.first("TabBar"))
        expectFrame(bar.frame, rect(0, 791, 402, 49))
        expectFrame(try #require(bar.first("BarBackground")).frame, rect(0, 791, 402, 83))
        expectFrame(try #require(bar.first("Separator")).frame, rect(0, 791, 402, 1.0 / 3))
        // The tab: 62…791, its safe area the status bar above and the tab bar and home indicator below.
        expectFrame(r.root[0].frame, rect(0, 62, 402, 729))
        #expect(insets == EdgeInsets(top: 62, leading: 0, bottom: 83, trailing: 0))
        // `toolbarBackground(.hidden, for: .tabBar)` from the tab's stack: no background, the items stay.
        let hidden = phone(TabView {
            NavigationStack { Color.red.toolbarBackground(.hidden, for: .tabBar) }
                .tabItem { Label("Home", systemImage: "house") }
        })
        #expect(hidden.root.first("BarBackground") == nil)
        #expect(hidden.root.first("TabItem") != nil)
    }

    @Test func aStackInATabHasBothBarsInItsSafeArea() {
        var insets = EdgeInsets(top: -1)
        let r = phone(TabView {
            NavigationStack {
                GeometryReader { proxy in
                    let _ = (insets = proxy.safeAreaInsets)
                    Color.red
                }
                .navigationTitle("T").navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Label("Home", systemImage: "house") }
        })
        // The reader: 106…791 (685 tall); 106 above it, 874 − 791 = 83 below.
        expectFrame(r.root[0][0].frame, rect(0, 106, 402, 685))
        #expect(insets == EdgeInsets(top: 106, leading: 0, bottom: 83, trailing: 0))
    }

    @Test func aBottomToolbarReachesTheBottomEdge() throws {
        let r = phone(NavigationStack {
            Color.red.toolbar { ToolbarItem(placement: .bottomBar) { Text("Status") } }
        })
        // 840 − 44 = 796; its background 44 + 34 = 78 tall.
        let toolbar = try #require(r.root.first("BottomToolbar"))
        expectFrame(toolbar.frame, rect(0, 796, 402, 44))
        expectFrame(try #require(toolbar.first("BarBackground")).frame, rect(0, 796, 402, 78))
    }

    @Test func inLandscapeTheBarsReachTheScreensSides() throws {
        // The safe area: x 62…812, y 0…381 (874 × 402 less 62, 62 and 21).
        let r = phone(TabView {
            NavigationStack {
                Color.red.navigationTitle("T").navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
            }
            .tabItem { Label("Home", systemImage: "house") }
        }, .landscapeLeft)
        // A compact height: both bars 32 pt (the HIG's landscape bar height).
        let nav = try #require(r.root.first("NavigationBar"))
        expectFrame(nav.frame, rect(62, 0, 750, 32))
        expectFrame(try #require(nav.first("BarBackground")).frame, rect(0, 0, 874, 32))
        let tabs = try #require(r.root.first("TabBar"))
        expectFrame(tabs.frame, rect(62, 381 - 32, 750, 32))
        expectFrame(try #require(tabs.first("BarBackground")).frame, rect(0, 349, 874, 32 + 21))
        // The tab item's icon (18 pt) sits before its title, on the bar's middle line.
        let item = try #require(tabs.first("TabItem"))
        let icon = item.children[0].frame, title = item.children[1].frame
        #expect(abs(icon.maxX + 6 - title.minX) < 0.01)
        #expect(abs(icon.midY - (349 + 16)) < 0.01 && abs(title.midY - (349 + 16)) < 0.01)
        // The pair is centred in the item: 750 wide from x = 62.
        #expect(abs((icon.minX + title.maxX) / 2 - (62 + 375)) < 0.01)
    }

    @Test func inACompactHeightALargeTitleIsInlineAndTheBottomToolbarIs32Points() throws {
        let r = phone(NavigationStack {
            Color.red.navigationTitle("Library")
                .toolbar { ToolbarItem(placement: .bottomBar) { Text("Status") } }
        }, .landscapeLeft)
        // 32 pt bar, no large title row: the content starts at 32; the toolbar sits on the home indicator's
        // 21 pt inset: 402 − 21 − 32 = 349.
        let nav = try #require(r.root.first("NavigationBar"))
        #expect(nav.frame.height == 32)
        #expect(nav.first("Text")?.text == "Library")
        let toolbar = try #require(r.root.first("BottomToolbar"))
        expectFrame(toolbar.frame, rect(62, 349, 750, 32))
        // In portrait the same screen keeps its large title: 44 + 52 under the 62 pt status bar.
        let portrait = phone(NavigationStack { Color.red.navigationTitle("Library") })
        #expect(try #require(portrait.root.first("NavigationBar")).frame == rect(0, 62, 402, 96))
    }

    @Test func aListsBackgroundAndViewportReachUnderTheBarsAndTheHomeIndicator() throws {
        let r = phone(NavigationStack {
            List { Text("A") }.navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        })
        let list = try #require(r.root.first("List"))
        expectFrame(list.frame, rect(0, 106, 402, 734))
        // Its background and its clip: the whole screen (a scroll view draws its content behind the insets).
        expectFrame(try #require(list.first("ListBackground")).frame, rect(0, 0, 402, 874))
        expectFrame(try #require(clip(list)), rect(0, 0, 402, 874))
        // The rows start under the bar: the content at the list's top.
        #expect(try #require(list.first("ListContent")).frame.origin == CGPoint(x: 0, y: 106))
        // A scroll view alone on the screen: its viewport is the screen.
        let scroll = phone(ScrollView { Color.red.frame(height: 2000) })
        expectFrame(scroll.root.frame, rect(0, 62, 402, 778))
        expectFrame(try #require(clip(scroll.root)), rect(0, 0, 402, 874))
        // One that does not reach the safe area's edges clips at its frame.
        let small = phone(ScrollView { Color.red.frame(height: 2000) }.frame(height: 100))
        expectFrame(try #require(clip(small.root[0])), rect(0, 62 + (778 - 100) / 2, 402, 100))
    }

    @Test func aScrollViewTurnsTheSafeAreaIntoItsContentsMargins() throws {
        // Its content sees no safe area: a header in it that ignores the safe area stays at the content's top
        // (106, under the inline bar), and a reader in it sees no insets.
        var insets = EdgeInsets(top: -1)
        let r = phone(NavigationStack {
            ScrollView {
                Color.green.frame(height: 200).ignoresSafeArea(edges: .top)
                GeometryReader { proxy in
                    let _ = (insets = proxy.safeAreaInsets)
                    Color.clear
                }
                .frame(height: 50)
            }
            .navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        })
        let header = try #require(r.root.first("ignoresSafeArea"))
        expectFrame(header.frame, rect(0, 106, 402, 200))
        expectFrame(header[0].frame, rect(0, 106, 402, 200))
        #expect(insets == EdgeInsets())
        // On the scroll view itself: it grows up to the screen's top (and down to the home indicator's edge), and
        // its content starts there, under the bar and the status bar.
        let bleed = phone(NavigationStack {
            ScrollView { Color.green.frame(height: 200) }
                .ignoresSafeArea(edges: .top)
                .navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        })
        let scroll = try #require(bleed.root.first("ScrollView"))
        expectFrame(scroll.frame, rect(0, 0, 402, 840))
        expectFrame(scroll[0].frame, rect(0, 0, 402, 200))
        expectFrame(try #require(clip(scroll)), rect(0, 0, 402, 874))
    }

    @Test func stacksTabsAndListsAreContainersForContainerRelativeFrame() throws {
        func square() -> some View { Color.red.frame(width: 10, height: 10).containerRelativeFrame([.horizontal, .vertical]) }
        // A stack's content: the room under its bar, 402 × 734.
        let stack = phone(NavigationStack { square().padding(20).navigationTitle("T").navigationBarTitleDisplayMode(.inline) })
        expectSize(stack.root[0][0].frame.size, 402, 734)
        // A tab: above the tab bar, 402 × 729; a stack in a tab: between both bars, 402 × 685.
        let tab = phone(TabView { square().padding(20).tabItem { Text("A") } })
        expectSize(tab.root[0][0].frame.size, 402, 729)
        let both = phone(TabView {
            NavigationStack { square().padding(20).navigationTitle("T").navigationBarTitleDisplayMode(.inline) }
                .tabItem { Text("A") }
        })
        expectSize(both.root[0][0][0].frame.size, 402, 685)
        // A list: its own size. Rows a quarter of the list's 734 tall (183.5) under an inline bar; across, the
        // view's own width (inset grouped: 402 less a 16-pt cell inset and a 16-pt margin on each side, 338).
        let list = phone(NavigationStack {
            List { Color.red.containerRelativeFrame(.vertical, count: 4, spacing: 0) }
                .navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        })
        let row = try #require(list.root.first("ListRow"))
        expectSize(row.children.first { $0.type == "containerRelativeFrame" }!.frame.size, 338, 183.5)
    }
}
