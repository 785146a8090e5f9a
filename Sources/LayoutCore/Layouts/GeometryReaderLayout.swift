import Foundation

/// What a `GeometryReader`'s content sees: the reader's size and frame.
public struct GeometryProxy: Sendable {
    /// The reader's size in points.
    public let size: CGSize
    let globalFrame: CGRect
    /// How far the reader's frame may grow into the safe area around it, in points (docs/BEHAVIOUR.md §16,
    /// "The safe area"): a reader filling a device's safe area sees the device's insets. [C] Apple
    /// `GeometryProxy.safeAreaInsets` ("the safe area inset of the container view").
    public let safeAreaInsets: EdgeInsets

    init(size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
    }

    /// The reader's frame in a coordinate space (`.local`: origin zero; `.global`: the canvas).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        }
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    case local
    case global
}

/// `GeometryReader`: takes whatever it is offered (nil → 10, as real SwiftUI shows inside a ScrollView),
/// proposes its own size to its content and places it at the top-leading corner
/// (docs/BEHAVIOUR.md §GeometryReader: [C] TiS; the decompiled nil → 0 loses to observations).
struct GeometryReaderLayout: Layout, BuiltinLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// A container whose content is built from its own size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        inner.stackAxis = nil
        let node = ViewNode(name: "GeometryReader", layout: ConcreteLayoutBox(GeometryReaderLayout()), children: [],
                            direction: context.environment.layoutDirection)
        node.deferredContent = { frame, safeAreaInsets in
            content(GeometryProxy(size: frame.size, globalFrame: frame, safeAreaInsets: safeAreaInsets)).makeNodes(inner)
        }
        return [node]
    }
}
