import Foundation

/// The numbers iOS's and macOS's bars are drawn with; sources and confidence in docs/BEHAVIOUR.md §21.
enum BarMetrics {
    /// iOS navigation bar, below the status bar **[C]** (Flutter's Cupertino navigation bar; a published
    /// measurement of 54 + 44 = 98 pt on an iPhone 14 Pro).
    static let navigationBarHeight: CGFloat = 44
    /// What a large title adds under it **[C]** (Flutter; 140 − 44 = 96 pt measured on an iPhone X).
    static let largeTitleExtension: CGFloat = 52
    /// The large title's bottom above the bar's bottom **[D]** (Flutter `_kNavBarBottomPadding`).
    static let largeTitleBottomPadding: CGFloat = 8
    /// A search field's row under the title **[I]**, and the field in it **[I]**.
    static let searchRowHeight: CGFloat = 52
    static let searchFieldHeight: CGFloat = 36
    static let searchFieldCornerRadius: CGFloat = 10
    /// Between toolbar items in one place **[I]**.
    static let itemSpacing: CGFloat = 16
    /// iOS bottom toolbar **[I]** (44 pt, as the navigation bar).
    static let bottomToolbarHeight: CGFloat = 44
    /// iOS tab bar **[I]**: 49 pt, UIKit's well-known height; Flutter's Cupertino tab bar has 50 (its iOS 10
    /// value) — the two disagree and no public measurement of iOS 17/18 was found.
    static let tabBarHeight: CGFloat = 49
    /// A tab item's icon **[D]** (the 25 × 25 pt template size tab bar icons are drawn at) and label
    /// **[D]** (10 pt, Flutter's tab label style, "derived from Apple's design resources").
    static let tabIconSize: CGFloat = 25
    static let tabLabelSize: CGFloat = 10
    /// In a compact height (an iPhone in landscape) **[D]**: the navigation bar, the bottom toolbar and the tab
    /// bar are 32 pt (Apple's iOS Human Interface Guidelines before iOS 13, "Bars": 44 pt portrait, 32 pt
    /// landscape; iOS 11's compact tab bar), tab icons 18 pt (the HIG's compact tab bar icon size), beside their
    /// titles, which are 13 pt **[I]**.
    static let compactBarHeight: CGFloat = 32
    static let compactTabIconSize: CGFloat = 18
    static let compactTabLabelSize: CGFloat = 13
    static let compactTabIconLabelSpacing: CGFloat = 6

    /// An iOS bar in a compact height (landscape on an iPhone): 32 pt bars, no large title **[D]**.
    static func isCompactHeight(_ env: EnvironmentValues) -> Bool {
        env.platform == .iOS && env.verticalSizeClass == .compact
    }

    /// The navigation bar's height: 44 pt, 32 pt in a compact height.
    static func navigationBarHeight(_ env: EnvironmentValues) -> CGFloat {
        isCompactHeight(env) ? compactBarHeight : navigationBarHeight
    }
    /// Between a tab item's icon and its label **[I]**.
    static let tabIconLabelSpacing: CGFloat = 2
    /// macOS window toolbar (unified, with a title) **[I]**.
    static let macToolbarHeight: CGFloat = 52
    static let macTitleSize: CGFloat = 15

    /// The bar's edge padding: the layout margin (16 pt on narrow phones **[C]** Flutter
    /// `_kNavBarEdgePadding`; 20 pt on wide ones **[I]**).
    static func margin(_ env: EnvironmentValues) -> CGFloat {
        env.platform == .iOS ? ListMetrics.iOSMargin(screenWidth: _PreviewScreen.current.width) : 20
    }
}

/// Builds the bars of a navigation container from what its content declared.
enum NavigationBars {
    /// The top bar (navigation bar on iOS, window toolbar on macOS) and the bottom toolbar, if any. At rest an
    /// iOS navigation bar is transparent: what is under it (a list's background, which reaches the screen's top)
    /// shows through.
    static func make(_ d: NavigationDeclarations, context: ResolveContext) -> (top: ViewNode?, bottom: ViewNode?) {
        let env = context.environment
        var inner = context
        inner.stackAxis = .horizontal
        inner.environment.navigationDeclarations = nil
        inner.environment.listContext = nil
        let top: ViewNode?
        if d.hides(.navigationBar) || (env.platform == .macOS && d.hides(.windowToolbar)) {
            top = nil
        } else if env.platform == .iOS {
            top = iOSBar(d, context: inner)
        } else {
            top = macToolbar(d, context: inner)
        }
        let bottomEntries = d.toolbar.filter { $0.region == .bottom || $0.region == .bottomCenter }
        let bottom = bottomEntries.isEmpty || d.hides(.bottomBar) || env.platform == .macOS
            ? nil : bottomToolbar(bottomEntries, d, context: inner)
        return (top, bottom)
    }

    /// One node of the items in `region`, side by side, or nil.
    static func items(_ d: NavigationDeclarations, _ region: ToolbarRegion, _ env: EnvironmentValues) -> ViewNode? {
        let nodes = d.toolbar.filter { $0.region == region }.flatMap(\.nodes)
        guard !nodes.isEmpty else { return nil }
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(name: "HStack", layout: ConcreteLayoutBox(HStackLayout(spacing: BarMetrics.itemSpacing)),
                        children: nodes, direction: env.layoutDirection)
    }

    private static func fill(_ name: String, _ color: Color, _ env: EnvironmentValues) -> ViewNode {
        chromeFill(name, Rectangle(), color.resolve(in: env.colorScheme))
    }

    /// A bar's background: the declared `toolbarBackground` style for `kind`, else `standard`.
    static func background(_ d: NavigationDeclarations, _ kind: ToolbarPlacement.Kind, standard: Color,
                           context: ResolveContext) -> ViewNode {
        guard let style = d.backgroundStyle(kind) else { return fill("BarBackground", standard, context.environment) }
        let shape = ShapeView(shape: AnyShape(Rectangle()), layers: [.fill(style, FillStyle())], name: "BarBackground")
        return shape.makeNodes(context)[0]
    }

    /// The line between split view columns.
    static func verticalSeparator(_ env: EnvironmentValues) -> ViewNode {
        let color = env.platform == .iOS ? Color.separator : ChromeColors.macSeparator
        return ViewNode(name: "Separator", leaf: DividerLeaf(vertical: true, thickness: 1 / env.displayScale,
                                                             color: color.resolve(in: env.colorScheme)))
    }

    static func hairline(_ color: Color, _ env: EnvironmentValues) -> ViewNode {
        ViewNode(name: "Separator", leaf: DividerLeaf(vertical: false, thickness: 1 / env.displayScale,
                                                      color: color.resolve(in: env.colorScheme)))
    }

    private static func text(_ text: Text, font: Font, color: Color? = nil, _ context: ResolveContext) -> ViewNode? {
        var inner = context
        inner.environment.font = font
        if let color { inner.environment.foregroundStyle = StyleLevels.single(color) }
        inner.environment.lineLimit = 1
        return ListBuilder.single(text.makeNodes(inner), context.environment)
    }

    private static func iOSBar(_ d: NavigationDeclarations, context: ResolveContext) -> ViewNode {
        let env = context.environment
        var parts = NavigationBarLayout.Parts()
        var children = ChildList()
        func add(_ node: ViewNode?) -> Int? { children.add(node) }
        // Transparent at rest, over content scrolled to its top, unless the background is asked to show.
        if d.backgroundVisibility(.navigationBar) == .visible {
            parts.background = add(background(d, .navigationBar, standard: ChromeColors.barBackground, context: context))
            parts.hairline = add(hairline(ChromeColors.barHairline, env))
        }
        parts.leading = add(items(d, .leading, env))
        parts.trailing = add(items(d, .trailing, env))
        parts.principal = add(items(d, .principal, env))
        let mode = d.displayMode ?? .automatic
        // A compact height shows no large title: the title is inline **[I]** (the system apps in landscape).
        let large = d.title != nil && mode != .inline && !BarMetrics.isCompactHeight(env)
        if let title = d.title {
            if large {
                parts.largeTitle = add(text(title, font: Font.largeTitle.bold(), context))
            } else if parts.principal == nil {
                parts.inlineTitle = add(text(title, font: .headline, context))
            }
        }
        if let search = d.search { parts.search = add(searchField(search, context: context)) }
        var layout = NavigationBarLayout(parts: parts, margin: BarMetrics.margin(env), large: large,
                                         barHeight: BarMetrics.navigationBarHeight(env))
        layout.backgroundEdges = [.top, .leading, .trailing]
        return ViewNode(name: "NavigationBar", layout: ConcreteLayoutBox(layout), children: children.nodes,
                        direction: env.layoutDirection)
    }

    private static func macToolbar(_ d: NavigationDeclarations, context: ResolveContext) -> ViewNode? {
        let env = context.environment
        let hasItems = d.toolbar.contains { $0.region != .hidden && $0.region != .bottom && $0.region != .bottomCenter }
        guard d.title != nil || hasItems || d.search != nil else { return nil }
        var parts = NavigationBarLayout.Parts()
        var children = ChildList()
        func add(_ node: ViewNode?) -> Int? { children.add(node) }
        parts.background = add(fill("ToolbarBackground", ChromeColors.windowBackground, env))
        parts.hairline = add(hairline(ChromeColors.macSeparator, env))
        parts.leading = add(items(d, .leading, env))
        var trailing = d.toolbar.filter { $0.region == .trailing || $0.region == .principal }.flatMap(\.nodes)
        if let search = d.search, let field = searchField(search, context: context, width: 180) { trailing.append(field) }
        if !trailing.isEmpty {
            parts.trailing = add(trailing.count == 1 ? trailing[0]
                : ViewNode(name: "HStack", layout: ConcreteLayoutBox(HStackLayout(spacing: 8)), children: trailing,
                           direction: env.layoutDirection))
        }
        if let title = d.title {
            parts.leadingTitle = add(text(title, font: .system(size: BarMetrics.macTitleSize, weight: .bold), context))
        }
        let layout = NavigationBarLayout(parts: parts, margin: BarMetrics.margin(env), large: false,
                                         barHeight: BarMetrics.macToolbarHeight)
        return ViewNode(name: "Toolbar", layout: ConcreteLayoutBox(layout), children: children.nodes, direction: env.layoutDirection)
    }

    private static func bottomToolbar(_ entries: [ToolbarEntry], _ d: NavigationDeclarations, context: ResolveContext) -> ViewNode {
        let env = context.environment
        var children: [ViewNode] = []
        let hidesBackground = d.backgroundVisibility(.bottomBar) == .hidden
        if !hidesBackground {
            children += [background(d, .bottomBar, standard: ChromeColors.barBackground, context: context),
                         hairline(ChromeColors.barHairline, env)]
        }
        // Separate items spread out over the bar, as UIKit's flexible spaces do; a status item sits in the middle.
        var row: [ViewNode] = []
        for (k, entry) in entries.enumerated() {
            if k > 0 || entry.region == .bottomCenter {
                row.append(ViewNode(name: "Spacer", leaf: SpacerLeaf(minLength: 8, axis: .horizontal)))
            }
            row += entry.nodes
            if entry.region == .bottomCenter, k == entries.count - 1 {
                row.append(ViewNode(name: "Spacer", leaf: SpacerLeaf(minLength: 8, axis: .horizontal)))
            }
        }
        children.append(ViewNode(name: "HStack", layout: ConcreteLayoutBox(HStackLayout(spacing: BarMetrics.itemSpacing)),
                                 children: row, direction: env.layoutDirection))
        let layout = BottomBarLayout(height: BarMetrics.isCompactHeight(env) ? BarMetrics.compactBarHeight : BarMetrics.bottomToolbarHeight, margin: BarMetrics.margin(env),
                                     chrome: hidesBackground ? 0 : 2)
        return ViewNode(name: "BottomToolbar", layout: ConcreteLayoutBox(layout), children: children, direction: env.layoutDirection)
    }

    /// A search field at rest: a rounded field with a magnifying glass and the prompt ("Search").
    static func searchField(_ search: SearchDeclaration, context: ResolveContext, width: CGFloat? = nil) -> ViewNode? {
        let env = context.environment
        let background = chromeFill("FieldBackground", RoundedRectangle(cornerRadius: env.platform == .iOS ? BarMetrics.searchFieldCornerRadius : 6), (env.platform == .iOS ? ChromeColors.tertiarySystemFill : ChromeColors.macGroupFill).resolve(in: env.colorScheme))
        let iconSide: CGFloat = env.platform == .iOS ? 15 : 12
        let glassColor = (env.platform == .iOS ? Color.secondary : ChromeColors.macSecondaryLabel).resolve(in: env.colorScheme)
        let glass = ViewNode(name: "Magnifier", leaf: ChromeGlyphLeaf(
            size: CGSize(width: iconSide, height: iconSide), path: magnifierPath(in:), fill: nil,
            stroke: (glassColor, env.platform == .iOS ? 1.8 : 1.4)))
        let font: Font = env.platform == .iOS ? .body : .system(size: 13)
        let prompt = search.prompt ?? Text(verbatim: "Search")
        guard let label = text(prompt, font: font, color: search.showsText ? .primary : .secondary, context) else { return nil }
        let height = env.platform == .iOS ? BarMetrics.searchFieldHeight : 22
        let layout = SearchFieldLayout(height: height, width: width, iconSpacing: env.platform == .iOS ? 6 : 4,
                                       padding: env.platform == .iOS ? 8 : 6)
        return ViewNode(name: "SearchField", layout: ConcreteLayoutBox(layout), children: [background, glass, label],
                        direction: env.layoutDirection)
    }
}

/// A navigation bar (iOS) or window toolbar (macOS): leading items at the leading margin and trailing items
/// at the trailing one, centred in the bar's row; an inline title or principal item centred on the bar; a
/// large title under the row at the leading margin, its bottom `largeTitleBottomPadding` above the bar's
/// bottom; a search field under that (docs/BEHAVIOUR.md §21). It takes the width offered.
struct NavigationBarLayout: Layout, BuiltinLayout {
    struct Parts {
        var background: Int?
        var hairline: Int?
        var leading: Int?
        var trailing: Int?
        var principal: Int?
        var inlineTitle: Int?
        var largeTitle: Int?
        /// macOS: the title at the leading edge, after the leading items.
        var leadingTitle: Int?
        var search: Int?
    }

    let parts: Parts
    let margin: CGFloat
    let large: Bool
    var barHeight = BarMetrics.navigationBarHeight
    /// Where the background extends into the safe area beyond the bar (an iOS navigation bar's: up under the
    /// status bar, and sideways to the screen's edges in landscape).
    var backgroundEdges: Edge.Set = []

    var height: CGFloat {
        barHeight + (large ? BarMetrics.largeTitleExtension : 0) + (parts.search == nil ? 0 : BarMetrics.searchRowHeight)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = [parts.leading, parts.trailing, parts.principal, parts.inlineTitle, parts.largeTitle, parts.leadingTitle]
            .compactMap { $0 }.map { subviews[$0].sizeThatFits(.unspecified).width }
        let ideal = widths.reduce(2 * margin) { $0 + $1 } + CGFloat(max(0, widths.count - 1)) * BarMetrics.itemSpacing
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let backdrop = BarPlacement.backgroundFrame(bounds, insets: subviews.safeAreaInsets(of: bounds, matching: .container),
                                                    edges: backgroundEdges)
        if let background = parts.background {
            subviews[background].place(at: backdrop.origin, proposal: ProposedViewSize(backdrop.size))
        }
        if let hairline = parts.hairline {
            let across = ProposedViewSize(width: backdrop.width, height: nil)
            let t = subviews[hairline].sizeThatFits(across).height
            subviews[hairline].place(at: CGPoint(x: backdrop.minX, y: bounds.maxY - t), proposal: across)
        }
        let rowMid = bounds.minY + barHeight / 2
        var leadingEdge = bounds.minX + margin, trailingEdge = bounds.maxX - margin
        if let leading = parts.leading {
            let size = subviews[leading].sizeThatFits(.unspecified)
            subviews[leading].place(at: CGPoint(x: leadingEdge, y: rowMid), anchor: .leading, proposal: .unspecified)
            leadingEdge += size.width + BarMetrics.itemSpacing
        }
        if let trailing = parts.trailing {
            let size = subviews[trailing].sizeThatFits(.unspecified)
            subviews[trailing].place(at: CGPoint(x: trailingEdge, y: rowMid), anchor: .trailing, proposal: .unspecified)
            trailingEdge -= size.width + BarMetrics.itemSpacing
        }
        if let title = parts.leadingTitle {
            let proposal = ProposedViewSize(width: max(0, trailingEdge - leadingEdge), height: nil)
            subviews[title].place(at: CGPoint(x: leadingEdge, y: rowMid), anchor: .leading, proposal: proposal)
        }
        // Centred on the bar, within the room the items leave on both sides.
        for middle in [parts.principal, parts.inlineTitle].compactMap({ $0 }) {
            let room = max(0, 2 * min(bounds.midX - leadingEdge, trailingEdge - bounds.midX))
            subviews[middle].place(at: CGPoint(x: bounds.midX, y: rowMid), anchor: .center,
                                   proposal: ProposedViewSize(width: room, height: nil))
        }
        if let title = parts.largeTitle {
            let bottom = bounds.minY + barHeight + BarMetrics.largeTitleExtension - BarMetrics.largeTitleBottomPadding
            subviews[title].place(at: CGPoint(x: bounds.minX + margin, y: bottom), anchor: .bottomLeading,
                                  proposal: ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil))
        }
        if let search = parts.search {
            let top = bounds.minY + barHeight + (large ? BarMetrics.largeTitleExtension : 0)
            let field = subviews[search].sizeThatFits(ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil))
            subviews[search].place(at: CGPoint(x: bounds.minX + margin, y: top + (BarMetrics.searchRowHeight - field.height) / 2),
                                   proposal: ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A bottom bar: its background (extending down to the screen's bottom edge) and hairline, the first `chrome`
/// children, and its row of items inset by the margin, centred vertically.
struct BottomBarLayout: Layout, BuiltinLayout {
    let height: CGFloat
    let margin: CGFloat
    var chrome = 2

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let row = subviews.last?.sizeThatFits(.unspecified) ?? .zero
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? row.width + 2 * margin, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if chrome == 2 {
            let frame = BarPlacement.backgroundFrame(bounds, insets: subviews.safeAreaInsets(of: bounds, matching: .container),
                                                     edges: [.bottom, .leading, .trailing])
            subviews[subviews.startIndex].place(at: frame.origin, proposal: ProposedViewSize(frame.size))
            let hairline = subviews[subviews.startIndex + 1]
            hairline.place(at: CGPoint(x: frame.minX, y: bounds.minY), proposal: ProposedViewSize(width: frame.width, height: nil))
        }
        let rowProposal = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil)
        subviews[subviews.endIndex - 1].place(at: CGPoint(x: bounds.minX + margin, y: bounds.midY), anchor: .leading,
                                              proposal: rowProposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

/// A search field: `height` tall and the width offered (or `width`), its background filling it, the
/// magnifying glass `padding` in from the leading edge and the prompt after it, both centred vertically.
struct SearchFieldLayout: Layout, BuiltinLayout {
    let height: CGFloat
    let width: CGFloat?
    let iconSpacing: CGFloat
    let padding: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width { return CGSize(width: width, height: height) }
        let icon = subviews[subviews.startIndex + 1].sizeThatFits(.unspecified)
        let text = subviews[subviews.startIndex + 2].sizeThatFits(.unspecified)
        let ideal = 2 * padding + icon.width + iconSpacing + text.width
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[subviews.startIndex].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let icon = subviews[subviews.startIndex + 1]
        let iconSize = icon.sizeThatFits(.unspecified)
        icon.place(at: CGPoint(x: bounds.minX + padding, y: bounds.midY), anchor: .leading, proposal: .unspecified)
        let x = bounds.minX + padding + iconSize.width + iconSpacing
        subviews[subviews.startIndex + 2].place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                                                proposal: ProposedViewSize(width: max(0, bounds.maxX - padding - x), height: nil))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
