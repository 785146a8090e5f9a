import Foundation

/// Builds a tab view's node: the selected tab's content with the tab bar (iOS), the row of tabs (macOS) or
/// the page dots (page style) around it.
enum TabBars {
    static func make(tabs: [ViewNode], selected: Int, context: ResolveContext) -> ViewNode {
        let env = context.environment
        let content = tabs[selected]
        if case .page(let showsIndex) = env.tabViewStyle {
            var children = [content]
            if showsIndex, tabs.count > 1 { children.append(pageDots(count: tabs.count, selected: selected, env)) }
            return ViewNode(name: "TabView", layout: ConcreteLayoutBox(PageLayout()), children: children, direction: env.layoutDirection)
        }
        if env.platform == .macOS {
            let row = macTabs(tabs, selected: selected, context: context)
            return ViewNode(name: "TabView", layout: ConcreteLayoutBox(MacTabViewLayout()),
                            children: [row.box, content, row.tabs], direction: env.layoutDirection)
        }
        var children = [content]
        var bottom: Int?
        // A tab is a container for `containerRelativeFrame`: the room above the tab bar.
        content.definesContainer = true
        let bar = content.traits.value(for: TabBarDeclarationsTrait.self)
        if bar?.hides(.tabBar) != true {
            bottom = 1
            children.append(tabBar(tabs, selected: selected, declarations: bar, context: context))
        }
        let node = ViewNode(name: "TabView", layout: ConcreteLayoutBox(BarsLayout(content: 0, top: nil, bottom: bottom)),
                            children: children, direction: env.layoutDirection)
        return node
    }

    /// The tab bar; `declarations` are what the selected tab's navigation stack declared for it
    /// (`toolbar(.hidden, for: .tabBar)`, `toolbarBackground(_:for: .tabBar)`). It is translucent: what is under
    /// it (a list's rows and background, which reach the screen's bottom edge) shows through.
    private static func tabBar(_ tabs: [ViewNode], selected: Int, declarations: NavigationDeclarations?,
                               context: ResolveContext) -> ViewNode {
        let env = context.environment
        var children: [ViewNode] = []
        if declarations?.backgroundVisibility(.tabBar) != .hidden {
            children.append(declarations.map { NavigationBars.background($0, .tabBar, standard: ChromeColors.barBackground, context: context) }
                ?? chromeFill("BarBackground", Rectangle(), ChromeColors.barBackground.resolve(in: env.colorScheme)))
            children.append(NavigationBars.hairline(ChromeColors.barHairline, env))
        }
        let chrome = children.count
        let compact = BarMetrics.isCompactHeight(env)
        for (k, tab) in tabs.enumerated() {
            let color = k == selected ? Color.accentColor : ChromeColors.inactiveTab
            var parts: (icon: ViewNode?, title: ViewNode?) = (nil, nil)
            if let label = tab.traits.value(for: TabItemTrait.self) {
                var inner = context
                inner.environment.lineLimit = 1
                parts = LabelParts.split(label, iconFont: .system(size: compact ? BarMetrics.compactTabIconSize : BarMetrics.tabIconSize),
                                         titleFont: .system(size: compact ? BarMetrics.compactTabLabelSize : BarMetrics.tabLabelSize,
                                                            weight: .medium), color: color,
                                         context: inner)
            }
            var itemChildren = [parts.icon, parts.title].compactMap { $0 }
            let icon = parts.icon == nil ? nil : 0
            let title = parts.title == nil ? nil : itemChildren.count - 1
            var badge: Int?
            if let text = tab.traits.value(for: BadgeTrait.self) {
                badge = itemChildren.count
                itemChildren.append(badgeNode(text, context: context))
            }
            let layout = TabItemLayout(icon: icon, title: title, badge: badge, isHorizontal: compact)
            children.append(ViewNode(name: "TabItem", layout: ConcreteLayoutBox(layout), children: itemChildren,
                                     direction: env.layoutDirection))
        }
        let layout = TabBarLayout(chrome: chrome, height: compact ? BarMetrics.compactBarHeight : BarMetrics.tabBarHeight)
        return ViewNode(name: "TabBar", layout: ConcreteLayoutBox(layout), children: children, direction: env.layoutDirection)
    }

    /// A tab item's badge: its text in white on a red capsule at least as wide as it is tall **[I]**.
    static func badgeNode(_ text: Text, context: ResolveContext) -> ViewNode {
        var inner = context
        inner.stackAxis = nil
        inner.environment.font = .system(size: 13)
        inner.environment.foregroundStyle = StyleLevels.single(Color.white)
        inner.environment.lineLimit = 1
        let label = ListBuilder.single(text.makeNodes(inner), context.environment)
            ?? ViewNode(name: "EmptyView", layout: ConcreteLayoutBox(ZStackLayout()), children: [])
        let capsule = chromeFill("Capsule", Capsule(), Color.red.resolve(in: context.environment.colorScheme))
        return ViewNode(name: "Badge", layout: ConcreteLayoutBox(CapsuleChromeLayout.badge), children: [capsule, label],
                        direction: context.environment.layoutDirection)
    }

    private static func pageDots(count: Int, selected: Int, _ env: EnvironmentValues) -> ViewNode {
        let dots = (0..<count).map { k in
            ViewNode(name: "Circle", leaf: ChromeGlyphLeaf(
                size: CGSize(width: 8, height: 8), path: { Path(ellipseIn: $0) },
                fill: RGBA.white.multiplyingAlpha(k == selected ? 1 : 0.35), stroke: nil))
        }
        let row = ViewNode(name: "PageIndicator", layout: ConcreteLayoutBox(HStackLayout(spacing: 9)), children: dots,
                           direction: env.layoutDirection)
        guard env.pageIndexBackground == .always else { return row }
        // White dots on a translucent dark capsule, so that they show on a light page **[I]**.
        let capsule = chromeFill("Capsule", Capsule(), RGBA.black.multiplyingAlpha(0.3))
        return ViewNode(name: "PageIndicatorBackground", layout: ConcreteLayoutBox(CapsuleChromeLayout.pageIndex),
                        children: [capsule, row], direction: env.layoutDirection)
    }

    private static func macTabs(_ tabs: [ViewNode], selected: Int, context: ResolveContext) -> (box: ViewNode, tabs: ViewNode) {
        let env = context.environment
        let box = chromeFill("TabBox", RoundedRectangle(cornerRadius: 6), ChromeColors.macGroupFill.resolve(in: env.colorScheme),
                             border: (ChromeColors.macGroupBorder.resolve(in: env.colorScheme), 1))
        var segments: [ViewNode] = []
        for (k, tab) in tabs.enumerated() {
            var title: ViewNode?
            if let label = tab.traits.value(for: TabItemTrait.self) {
                title = LabelParts.split(label, iconFont: .system(size: 13), titleFont: .system(size: 13), color: .primary,
                                        context: context).title
            }
            let fill = k == selected ? ChromeColors.controlBackground : Color.clear
            let background = chromeFill("SegmentBackground", RoundedRectangle(cornerRadius: 5), fill.resolve(in: env.colorScheme))
            let label = title ?? ViewNode(name: "EmptyView", layout: ConcreteLayoutBox(ZStackLayout()), children: [])
            segments.append(ViewNode(name: "Segment", layout: ConcreteLayoutBox(SegmentLayout()), children: [background, label],
                                     direction: env.layoutDirection))
        }
        let track = chromeFill("SegmentTrack", RoundedRectangle(cornerRadius: 6), ChromeColors.macGroupBorder.resolve(in: env.colorScheme))
        let row = ViewNode(name: "HStack", layout: ConcreteLayoutBox(HStackLayout(spacing: 0)), children: segments,
                           direction: env.layoutDirection)
        let control = ViewNode(name: "TabPicker", layout: ConcreteLayoutBox(OverlayLayout(alignment: .center, primaryIndex: 1)),
                               children: [track, row], direction: env.layoutDirection)
        return (box, control)
    }
}

/// An iOS tab bar: `height` tall and the width offered, its background and hairline (the first `chrome`
/// children) under the items, which share the width equally, each proposed its share and the bar's height.
struct TabBarLayout: Layout, BuiltinLayout {
    let chrome: Int
    let height: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let items = subviews[(subviews.startIndex + chrome)...]
        let widest = items.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? widest * CGFloat(items.count), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The background reaches down to the screen's bottom edge (and sideways to its edges in landscape).
        let backdrop = BarPlacement.backgroundFrame(bounds, insets: subviews.safeAreaInsets(of: bounds, matching: .container),
                                                    edges: [.bottom, .leading, .trailing])
        for k in 0..<chrome {
            let subview = subviews[subviews.startIndex + k]
            if subview.node.name == "Separator" {
                subview.place(at: CGPoint(x: backdrop.minX, y: bounds.minY), proposal: ProposedViewSize(width: backdrop.width, height: nil))
            } else {
                subview.place(at: backdrop.origin, proposal: ProposedViewSize(backdrop.size))
            }
        }
        let items = subviews[(subviews.startIndex + chrome)...]
        guard !items.isEmpty else { return }
        let share = bounds.width / CGFloat(items.count)
        for (k, item) in items.enumerated() {
            item.place(at: CGPoint(x: bounds.minX + CGFloat(k) * share, y: bounds.minY),
                       proposal: ProposedViewSize(width: share, height: bounds.height))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A tab item: the width and height offered, its icon over its title (`tabIconLabelSpacing` apart), the
/// pair centred; a badge's leading edge at the icon's middle plus a quarter of its width, its middle at
/// the icon's top **[I]**.
struct TabItemLayout: Layout, BuiltinLayout {
    let icon: Int?
    let title: Int?
    let badge: Int?
    /// In a compact height: the icon before the title, the pair centred in the item **[I]**.
    var isHorizontal = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let i = icon.map { subviews[$0].sizeThatFits(.unspecified) } ?? .zero
        let t = title.map { subviews[$0].sizeThatFits(.unspecified) } ?? .zero
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }, height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        if isHorizontal {
            let gap = icon != nil && title != nil ? BarMetrics.compactTabIconLabelSpacing : 0
            return CGSize(width: width ?? i.width + gap + t.width, height: height ?? max(i.height, t.height))
        }
        let gap = icon != nil && title != nil ? BarMetrics.tabIconLabelSpacing : 0
        return CGSize(width: width ?? max(i.width, t.width), height: height ?? slot(i) + gap + t.height)
    }

    /// The icon's row: at least the template size, so that every item's title sits on one line whatever its
    /// glyph's height **[I]** (UIKit lays tab icons out in a fixed box).
    private func slot(_ icon: CGSize) -> CGFloat { self.icon == nil ? 0 : max(icon.height, BarMetrics.tabIconSize) }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if isHorizontal { return placeHorizontally(in: bounds, subviews: subviews) }
        let i = icon.map { subviews[$0].sizeThatFits(.unspecified) } ?? .zero
        let t = title.map { subviews[$0].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)) } ?? .zero
        let gap = icon != nil && title != nil ? BarMetrics.tabIconLabelSpacing : 0
        let row = slot(i)
        let top = bounds.minY + (bounds.height - row - gap - t.height) / 2
        if let icon { subviews[icon].place(at: CGPoint(x: bounds.midX, y: top + row / 2), anchor: .center, proposal: .unspecified) }
        if let title {
            subviews[title].place(at: CGPoint(x: bounds.midX, y: top + row + gap), anchor: .top,
                                  proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
        if let badge {
            subviews[badge].place(at: CGPoint(x: bounds.midX + i.width / 4, y: top + (row - i.height) / 2), anchor: .leading, proposal: .unspecified)
        }
    }

    private func placeHorizontally(in bounds: CGRect, subviews: Subviews) {
        let i = icon.map { subviews[$0].sizeThatFits(.unspecified) } ?? .zero
        let gap = icon != nil && title != nil ? BarMetrics.compactTabIconLabelSpacing : 0
        let room = ProposedViewSize(width: max(0, bounds.width - i.width - gap), height: nil)
        let t = title.map { subviews[$0].sizeThatFits(room) } ?? .zero
        let left = bounds.midX - (i.width + gap + t.width) / 2
        if let icon { subviews[icon].place(at: CGPoint(x: left, y: bounds.midY), anchor: .leading, proposal: .unspecified) }
        if let title {
            subviews[title].place(at: CGPoint(x: left + i.width + gap, y: bounds.midY), anchor: .leading, proposal: room)
        }
        if let badge {
            subviews[badge].place(at: CGPoint(x: left + i.width * 3 / 4, y: bounds.midY - i.height / 2), anchor: .leading,
                                  proposal: .unspecified)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A badge: its label padded 5 pt on the sides, at least 18 pt tall and as wide as tall, on its capsule
/// **[I]**.
struct CapsuleChromeLayout: Layout, BuiltinLayout {
    /// A tab item's badge: at least 18 pt, 5 pt each side of its count **[I]**.
    static let badge = CapsuleChromeLayout(minimumHeight: 18, padding: 5)
    /// The page dots' prominent background (`backgroundDisplayMode: .always`): UIPageControl's 26 pt height,
    /// 8 pt each side of the dots **[I]**.
    static let pageIndex = CapsuleChromeLayout(minimumHeight: 26, padding: 8)

    let minimumHeight: CGFloat
    let padding: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let label = subviews[subviews.startIndex + 1].sizeThatFits(.unspecified)
        let height = max(minimumHeight, label.height)
        return CGSize(width: max(height, label.width + 2 * padding), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[subviews.startIndex].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        subviews[subviews.startIndex + 1].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A page-style tab view: the page takes the whole offer; the page dots sit centred 16 pt above the
/// bottom **[I]**.
struct PageLayout: Layout, BuiltinLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let page = subviews[subviews.startIndex].sizeThatFits(proposal)
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? page.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? page.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[subviews.startIndex].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                                            proposal: ProposedViewSize(bounds.size))
        if subviews.count > 1 {
            subviews[subviews.startIndex + 1].place(at: CGPoint(x: bounds.midX, y: bounds.maxY - 16), anchor: .bottom,
                                                    proposal: .unspecified)
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A macOS tab view **[I]**: the row of tabs centred at the top, the box from the row's middle down, the
/// content in the box below the row with 12 pt of padding.
struct MacTabViewLayout: Layout, BuiltinLayout {
    static let padding: CGFloat = 12

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tabs = subviews[subviews.startIndex + 2].sizeThatFits(.unspecified)
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * Self.padding) },
                                     height: proposal.height.map { max(0, $0 - tabs.height - 2 * Self.padding) })
        let content = subviews[subviews.startIndex + 1].sizeThatFits(inner)
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? max(tabs.width, content.width + 2 * Self.padding),
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? tabs.height + content.height + 2 * Self.padding)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tabs = subviews[subviews.startIndex + 2]
        let size = tabs.sizeThatFits(.unspecified)
        let boxTop = bounds.minY + size.height / 2
        subviews[subviews.startIndex].place(at: CGPoint(x: bounds.minX, y: boxTop),
                                            proposal: ProposedViewSize(width: bounds.width, height: bounds.maxY - boxTop))
        let inner = CGRect(x: bounds.minX + Self.padding, y: bounds.minY + size.height + Self.padding,
                           width: max(0, bounds.width - 2 * Self.padding),
                           height: max(0, bounds.height - size.height - 2 * Self.padding))
        subviews[subviews.startIndex + 1].place(at: CGPoint(x: inner.midX, y: inner.midY), anchor: .center,
                                                proposal: ProposedViewSize(inner.size))
        tabs.place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: .top, proposal: .unspecified)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A macOS tab: its title padded 10 × 3 pt over its background **[I]**.
struct SegmentLayout: Layout, BuiltinLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let label = subviews[subviews.startIndex + 1].sizeThatFits(.unspecified)
        return CGSize(width: label.width + 20, height: max(22, label.height + 6))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[subviews.startIndex].place(at: CGPoint(x: bounds.minX + 1, y: bounds.minY + 1),
                                            proposal: ProposedViewSize(width: max(0, bounds.width - 2), height: max(0, bounds.height - 2)))
        subviews[subviews.startIndex + 1].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
