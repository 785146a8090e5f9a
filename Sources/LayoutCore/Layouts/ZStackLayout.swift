import Foundation

/// The layout of `ZStack`: every child gets the stack's proposal and is aligned on both guides.
///
/// SwiftUI: only the children with the highest layout priority decide the size, which is the union of
/// their aligned frames (docs/BEHAVIOUR.md §5).
public struct ZStackLayout: Layout, BuiltinLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// For each axis: the alignment line (from the top-leading corner) and the union's length.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (line: CGPoint, size: CGSize) {
        let top = subviews.map(\.priority).max() ?? 0
        var line = CGPoint.zero, size = CGSize.zero
        let dims = subviews.filter { $0.priority == top }.map { $0.dimensions(in: proposal) }
        for axis in Axis.allCases {
            let key = alignment.key(axis)
            (line[axis], size[axis]) = alignedSpan(dims, guides: dims.map { $0[key] }, axis: axis)
        }
        return (line, size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let line = arrange(proposal, subviews).line
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            subview.place(at: CGPoint(x: bounds.minX + line.x - d[alignment.horizontal],
                                      y: bounds.minY + line.y - d[alignment.vertical]),
                          anchor: .topLeading, proposal: proposal)
        }
    }
}

/// Children on top of each other, the first at the back.
public struct ZStack<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        LayoutContainer(layout: layout, content: content, name: "ZStack").makeNodes(context)
    }
}
