import Foundation

/// Controls shown as one group (docs/BEHAVIOUR.md §20, **[I]**): its views side by side, sharing the width
/// equally, divided by separators, on a rounded rectangle (radius 10 on iOS, 6 on macOS) in a light fill;
/// each item padded 10 pt (iOS) or 4 pt (macOS) vertically.
public struct ControlGroup<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A group with a label (shown when the group collapses into a menu; a picture shows the group).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var inner = context
        inner.stackAxis = .horizontal
        inner.environment.listContext = nil
        let items = content.makeNodes(inner)
        let ios = env.platform == .iOS
        let fill = (ios ? ChromeColors.tertiarySystemFill : ChromeColors.macGroupFill).resolve(in: env.colorScheme)
        var children: [ViewNode] = [chromeFill("GroupBackground", RoundedRectangle(cornerRadius: ios ? 10 : 6), fill)]
        var dividers: [Int] = []
        for (k, item) in items.enumerated() {
            if k > 0 {
                dividers.append(children.count)
                children.append(ViewNode(name: "Divider", leaf: DividerLeaf(vertical: true, thickness: 1 / env.displayScale,
                                                                          color: Color.separator.resolve(in: env.colorScheme))))
            }
            children.append(item)
        }
        let layout = ControlGroupLayout(dividers: Set(dividers), padding: ios ? 10 : 4)
        return [ViewNode(name: "ControlGroup", layout: ConcreteLayoutBox(layout), children: children, direction: env.layoutDirection)]
    }
}

/// SwiftUI's control group styles: accepted, drawn as the default.
public protocol ControlGroupStyle {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }

extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

/// The group's background under its items, which share the offered width equally (nil: the widest item's
/// width each) and are centred in their share; the dividers between them run the group's height.
struct ControlGroupLayout: Layout, BuiltinLayout {
    let dividers: Set<Int>
    let padding: CGFloat

    private func items(_ subviews: Subviews) -> [LayoutSubview] {
        subviews.dropFirst().filter { !dividers.contains($0.index) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let items = items(subviews)
        let count = CGFloat(max(items.count, 1))
        let share = proposal.width.flatMap { $0.isFinite ? $0 / count : nil }
        let sizes = items.map { $0.sizeThatFits(ProposedViewSize(width: share.map { max(0, $0 - 2 * padding) }, height: nil)) }
        let height = (sizes.map(\.height).max() ?? 0) + 2 * padding
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ((sizes.map(\.width).max() ?? 0) + 2 * padding) * count
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[subviews.startIndex].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let items = items(subviews)
        guard !items.isEmpty else { return }
        let share = bounds.width / CGFloat(items.count)
        for (k, item) in items.enumerated() {
            item.place(at: CGPoint(x: bounds.minX + (CGFloat(k) + 0.5) * share, y: bounds.midY), anchor: .center,
                       proposal: ProposedViewSize(width: max(0, share - 2 * padding), height: nil))
        }
        for (k, divider) in dividers.sorted().enumerated() {
            subviews[divider].place(at: CGPoint(x: bounds.minX + CGFloat(k + 1) * share, y: bounds.minY + padding / 2),
                                    anchor: .top, proposal: ProposedViewSize(width: nil, height: max(0, bounds.height - padding)))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
