import Foundation

/// How a `Picker` shows: SwiftUI's `PickerStyle` (the built-in styles; Layoutshot draws them itself).
public protocol PickerStyle {
    var _kind: PickerStyleKind { get }
}

public enum PickerStyleKind: Hashable, Sendable {
    /// The menu on iOS and macOS.
    case automatic, menu, segmented, inline, wheel, navigationLink
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .automatic }
}
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .wheel }
}
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }

extension View {
    /// The style of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { modifier(EnvironmentModifier { $0.setStyle(style._kind) }) }
}

/// One of several options, each a view of the content tagged with a value (`.tag(_:)`, or its id in a
/// `ForEach`); the one whose tag is the selection is selected (docs/BEHAVIOUR.md §22). iOS: a menu (the
/// selected option in the tint with up-and-down chevrons; the label is not shown, but in a Form or List row it
/// leads the row and the menu, in the secondary colour, ends it), `.segmented` (a 32 pt
/// segmented control as wide as offered), `.inline` (44 pt rows, a check mark at the selected one), `.wheel`
/// (216 pt, the selected option in the middle band), `.navigationLink` (a row: the label, the selected option
/// and a chevron). macOS: the label, then a pop-up button.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// SwiftUI's deprecated order: the label before the content.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    /// The options resolved in `context`, each with whether it is the selected one.
    func options(_ context: ResolveContext) -> [(node: ViewNode, selected: Bool)] {
        let selected = AnyHashable(selection.wrappedValue)
        return content.makeNodes(context).map { ($0, tagMatches($0.traits.value(for: TagKey.self), selected)) }
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var style = env.style(PickerStyleKind.automatic)
        if style == .automatic { style = .menu }
        var nodes: [ViewNode]
        var found = true
        func options(in context: ResolveContext) -> [(node: ViewNode, selected: Bool)] {
            let list = self.options(context)
            found = list.contains { $0.selected }
            return list
        }
        switch style {
        case .automatic, .menu:
            var inner = context
            let inRow = env.platform == .iOS && env.listContext != nil
            let optionStyle = env.platform == .macOS ? AnyShapeStyle(Color.primary)
                : inRow ? AnyShapeStyle(Color.secondary) : AnyShapeStyle(TintShapeStyle())
            inner.environment.foregroundStyle = StyleLevels([optionStyle], parent: nil)
            let chosen = options(in: inner).first { $0.selected }?.node
            nodes = Self.menu(chosen, label: AnyView(label), context: context)
        case .segmented:
            nodes = Self.segmented(plain: self.options(Self.segmentFont(context, selected: false)),
                                   bold: options(in: Self.segmentFont(context, selected: true)), context: context)
            if env.platform == .macOS {
                // macOS shows the label before the control, as for its other labelled controls.
                nodes = labelledControl("Picker", label: AnyView(label), control: AnyView(ResolvedNodes(nodes: nodes)),
                                        context: context)
            }
        case .inline:
            nodes = Self.inline(options(in: context), context: context)
        case .wheel:
            var inner = context
            inner.environment.font = inner.environment.font ?? (env.platform == .macOS ? .body : .title3)
            nodes = Self.wheel(options(in: inner), context: context)
        case .navigationLink:
            var inner = context
            inner.environment.foregroundStyle = StyleLevels([AnyShapeStyle(Color.secondary)], parent: nil)
            let chosen = options(in: inner).first { $0.selected }?.node
            nodes = Self.navigationRow(chosen, label: AnyView(label), context: context)
        }
        if !found, let first = nodes.first {
            // SwiftUI logs the same when no option has the selection's tag.
            first.resolveDiagnostics.append(.reported("Picker: the selection \"\(selection.wrappedValue)\" is invalid and does not have an "
                                                      + "associated tag, this will give undefined results.", isFatal: false))
        }
        return dimmedIfDisabled(nodes, env)
    }

    /// iOS: the selected option and `chevron.up.chevron.down`, 4 pt apart, in the tint; no label. macOS: the
    /// label, then a pop-up button (the selected option on the push button's face, the chevrons in a tinted
    /// square at its trailing end).
    static func menu(_ chosen: ViewNode?, label: AnyView, context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let option = chosen.map { AnyView(ResolvedNodes(nodes: [$0])) } ?? AnyView(EmptyView())
        let glyphHeight = ((env.font ?? .body).resolved(for: env.platform, dynamicTypeSize: env.dynamicTypeSize).size * 0.75).rounded()
        if env.platform == .macOS {
            let height = ControlMetrics.macButtonHeight(env.controlSize), box = height - 5
            let chevrons = parts("chevrons", fixed: CGSize(width: box, height: box), [
                part("RoundedRectangle", RoundedRectangle(cornerRadius: 4), fill: env.controlTint),
                AnyView(ControlGlyph.chevronUpDown.part(weight: 1.5, color: .white).padding(.horizontal, box * 0.3).padding(.vertical, box * 0.22)),
            ])
            let button = AnyView(HStack(spacing: 6) { option; chevrons }
                .padding(.leading, 8).padding(.trailing, 2.5)
                .frame(minHeight: height)
                .background(ControlColors.macControlFace, in: RoundedRectangle(cornerRadius: ControlMetrics.macButtonRadius))
                .overlay(RoundedRectangle(cornerRadius: ControlMetrics.macButtonRadius)
                    .strokeBorder(ControlColors.macControlBorder, lineWidth: 0.5)))
            return labelledControl("Picker", label: label, control: button, context: context)
        }
        // In a Form or List row the label leads the row and the menu, in the secondary colour, ends it.
        let inRow = env.listContext != nil
        let chevron = ControlGlyph.chevronUpDown.view(size: CGSize(width: ControlMetrics.menuChevronWidth, height: glyphHeight),
                                                      weight: 1.6, color: inRow ? Color.secondary : env.controlTint)
        let button = LayoutContainer(layout: HStackLayout(alignment: .center, spacing: ControlMetrics.menuChevronGap),
                                     content: PartList([option, chevron]), name: inRow ? "Menu" : "Picker")
        guard inRow else { return button.makeNodes(context) }
        return labelledControl("Picker", label: label, control: AnyView(button), context: context)
    }

    /// The context segment titles resolve in: 13 pt, medium, semibold when selected ([D] Flutter, iOS 17.5),
    /// in the primary colour; on macOS the selected title is white on the tinted thumb.
    static func segmentFont(_ context: ResolveContext, selected: Bool) -> ResolveContext {
        var inner = context
        inner.environment.font = .system(size: ControlMetrics.segmentedFontSize, weight: selected ? .semibold : .medium)
        let onTint = selected && context.environment.platform == .macOS
        inner.environment.foregroundStyle = StyleLevels([AnyShapeStyle(onTint ? Color.white : Color.primary)], parent: nil)
        return inner
    }

    /// The segmented control: a track, the selected segment's thumb, separators between the others, the titles
    /// (on macOS named `SegmentedControl`, inside the labelled `Picker`).
    static func segmented(plain: [(node: ViewNode, selected: Bool)], bold: [(node: ViewNode, selected: Bool)],
                          context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let mac = env.platform == .macOS
        let count = bold.count
        let selected = bold.firstIndex { $0.selected }
        let titles = bold.indices.map { AnyView(ResolvedNodes(nodes: [bold[$0].selected ? bold[$0].node : plain[$0].node])) }
        let separators = (1..<max(count, 1)).map { i -> AnyView in
            let hidden = selected == i || selected == i - 1
            return part("Rectangle", Rectangle(), fill: hidden ? Color.clear : ControlColors.segmentedSeparator)
        }
        let thumb = AnyView(part("RoundedRectangle", RoundedRectangle(cornerRadius: ControlMetrics.segmentedThumbRadius),
                                 fill: mac ? env.controlTint : ControlColors.segmentedThumb)
            .shadow(color: Color(white: 0, opacity: selected == nil ? 0 : 0.12), radius: 4, x: 0, y: 3))
        let track = part("RoundedRectangle", RoundedRectangle(cornerRadius: ControlMetrics.segmentedRadius), fill: ControlColors.tertiarySystemFill)
        let layout = SegmentedLayout(count: count, selected: selected, height: mac ? ControlMetrics.macSegmentedHeight : ControlMetrics.segmentedHeight)
        return LayoutContainer(layout: layout, content: PartList([track, thumb] + separators + titles),
                               name: mac ? "SegmentedControl" : "Picker")
            .makeNodes(context)
    }

    /// Rows of 44 pt: each option at the leading edge, a check mark in the tint at the trailing edge of the
    /// selected one, separators between them.
    static func inline(_ options: [(node: ViewNode, selected: Bool)], context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var rows: [AnyView] = []
        for (i, option) in options.enumerated() {
            if i > 0 { rows.append(AnyView(Divider())) }
            let check = option.selected ? ControlGlyph.checkmark.view(size: CGSize(width: 14, height: 12), weight: 2, color: env.controlTint)
                : AnyView(Color.clear.frame(width: 14, height: 12))
            rows.append(AnyView(LayoutContainer(layout: ControlRowLayout(spacing: ControlMetrics.rowSpacing),
                                                content: PartList([AnyView(ResolvedNodes(nodes: [option.node])), check]), name: "HStack")
                .frame(minHeight: ControlMetrics.rowHeight)))
        }
        return LayoutContainer(layout: VStackLayout(alignment: .leading, spacing: 0), content: PartList(rows), name: "Picker")
            .makeNodes(context)
    }

    /// The wheel: 216 pt tall, as wide as offered; a rounded band behind the middle row, the selected option
    /// in it, the others in 32 pt rows above and below it, fading with their distance, cut at the edges.
    static func wheel(_ options: [(node: ViewNode, selected: Bool)], context: ResolveContext) -> [ViewNode] {
        let selected = options.firstIndex { $0.selected } ?? 0
        let views = options.enumerated().map { i, option -> AnyView in
            let distance = Double(abs(i - selected))
            return AnyView(ResolvedNodes(nodes: [option.node]).opacity(max(0, 1 - 0.3 * distance)))
        }
        let band = part("RoundedRectangle", RoundedRectangle(cornerRadius: 8), fill: ControlColors.tertiarySystemFill)
        let nodes = LayoutContainer(layout: WheelLayout(selected: selected), content: PartList([band] + views), name: "Picker")
            .makeNodes(context)
        for node in nodes { node.decorations.append(.clip(isScrollViewport: false, makePath: { Path($0) })) }
        return nodes
    }

    /// A row: the label at the leading edge, the selected option (secondary) and `chevron.right` (tertiary)
    /// at the trailing edge, at least 44 pt tall.
    static func navigationRow(_ chosen: ViewNode?, label: AnyView, context: ResolveContext) -> [ViewNode] {
        let option = chosen.map { AnyView(ResolvedNodes(nodes: [$0])) } ?? AnyView(EmptyView())
        let chevron = ControlGlyph.chevronRight.view(size: CGSize(width: 7, height: 12), weight: 2, color: ControlColors.tertiaryLabel)
        let trailing = AnyView(HStack(spacing: 8) { option; chevron })
        return labelledControl("Picker", label: label, control: AnyView(trailing.frame(minHeight: ControlMetrics.rowHeight)),
                               context: context)
    }
}

/// The segmented control's layout. Subviews: the track, the thumb, `count − 1` separators, `count` titles. As
/// wide as offered (nil: every segment as wide as the widest title and 10 pt each side, plus the 3 pt insets),
/// `height` tall; the segments share the inner width equally; titles are centred in their segments.
struct SegmentedLayout: Layout, BuiltinLayout {
    let count: Int
    let selected: Int?
    let height: CGFloat

    private func titles(_ subviews: Subviews) -> Subviews { subviews[subviews.index(subviews.startIndex, offsetBy: 1 + max(count, 1))...] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = titles(subviews).map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let inset = ControlMetrics.segmentedInset.width
        let ideal = CGFloat(count) * (widest + 2 * ControlMetrics.segmentedTitlePadding) + 2 * inset
        return CGSize(width: proposal.width ?? ideal, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let all = Array(subviews)
        func put(_ i: Int, _ r: CGRect, proposal: ProposedViewSize? = nil) {
            guard i < all.count else { return }
            all[i].place(at: r.origin, anchor: .topLeading, proposal: proposal ?? ProposedViewSize(r.size))
        }
        put(0, bounds)
        let inset = ControlMetrics.segmentedInset
        let inner = bounds.insetBy(dx: inset.width, dy: inset.height)
        let segment = count > 0 ? inner.width / CGFloat(count) : 0
        func rect(_ i: Int) -> CGRect { CGRect(x: inner.minX + CGFloat(i) * segment, y: inner.minY, width: segment, height: inner.height) }
        if let selected {
            put(1, rect(selected).insetBy(dx: -ControlMetrics.segmentedThumbOutset, dy: 0).intersection(bounds))
        } else {
            put(1, CGRect(x: bounds.minX, y: bounds.minY, width: 0, height: 0))
        }
        let gap = ControlMetrics.segmentedSeparatorInset
        for i in 1..<max(count, 1) {
            put(1 + i, CGRect(x: inner.minX + CGFloat(i) * segment - 0.5, y: bounds.minY + gap, width: 1, height: bounds.height - 2 * gap))
        }
        let first = 1 + max(count, 1)
        for i in 0..<count {
            let cell = rect(i)
            let title = ProposedViewSize(width: max(0, cell.width - 2 * 4), height: nil)
            guard first + i < all.count else { break }
            let size = all[first + i].sizeThatFits(title)
            put(first + i, CGRect(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2, width: size.width, height: size.height),
                proposal: title)
        }
    }
}

/// The wheel's layout. Subviews: the band, then the options. As wide as offered (nil: the widest option and
/// 16 pt each side), 216 pt tall; the selected option centred in a 32 pt band inset 8 pt at the sides, the
/// others stacked above and below it, 32 pt apart.
struct WheelLayout: Layout, BuiltinLayout {
    let selected: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.dropFirst().map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: proposal.width ?? widest + 32, height: ControlMetrics.wheelHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let row = ControlMetrics.wheelRow
        let band = CGRect(x: bounds.minX + 8, y: bounds.midY - row / 2, width: max(0, bounds.width - 16), height: row)
        subviews.first?.place(at: band.origin, anchor: .topLeading, proposal: ProposedViewSize(band.size))
        for (i, option) in subviews.dropFirst().enumerated() {
            let centre = CGPoint(x: bounds.midX, y: bounds.midY + CGFloat(i - selected) * row)
            option.place(at: centre, anchor: .center, proposal: ProposedViewSize(width: band.width, height: nil))
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == LayoutCore.Label<Text, Image> {
    /// A picker titled with a string literal and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { LayoutCore.Label(titleKey, systemImage: systemImage) }
    }
}
