import Foundation

/// A label's icon and title resolved apart, each at its own font: a tab item's icon over its title, a
/// `ContentUnavailableView`'s large symbol over its headline. A `Label` gives its icon and title; other
/// content gives its first text as the title and its first other view as the icon.
enum LabelParts {
    static func split(_ label: AnyView, iconFont: Font, titleFont: Font, color: Color?, iconColor: Color? = nil,
                      context: ResolveContext) -> (icon: ViewNode?, title: ViewNode?) {
        func resolve(_ font: Font, _ color: Color?) -> [ViewNode] {
            var inner = context
            inner.stackAxis = nil
            inner.environment.font = font
            if let color { inner.environment.foregroundStyle = StyleLevels.single(color) }
            return label.makeNodes(inner).flatMap { $0.name == "Label" && !$0.children.isEmpty ? $0.children : [$0] }
        }
        return (resolve(iconFont, iconColor ?? color).first { !isText($0) }, resolve(titleFont, color).first(where: isText))
    }

    static func isText(_ node: ViewNode) -> Bool {
        if case .leaf(let leaf) = node.kind { return leaf is TextLeaf }
        return false
    }
}

/// A one-child container that takes the whole offer (nil: its child's size) and centres its child in it:
/// `ContentUnavailableView`'s frame.
struct CenteringLayout: Layout, BuiltinLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? child.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

extension ViewNode {
    /// `nodes` as one node named `name` (a view made of others keeps its own name in the frame tree).
    static func named(_ name: String, _ nodes: [ViewNode], _ env: EnvironmentValues) -> ViewNode {
        let child = nodes.count == 1 ? nodes[0]
            : ViewNode(name: "VStack", layout: ConcreteLayoutBox(VStackLayout()), children: nodes, direction: env.layoutDirection)
        return wrapping(child, name: name, layout: ConcreteLayoutBox(PassthroughLayout()), direction: env.layoutDirection)
    }
}

/// The children of a node being built part by part, each part's index kept for its layout.
struct ChildList {
    private(set) var nodes: [ViewNode] = []

    /// Appends `node` and returns its index; nil (nothing appended) for no node.
    mutating func add(_ node: ViewNode?) -> Int? {
        guard let node else { return nil }
        nodes.append(node)
        return nodes.count - 1
    }
}
