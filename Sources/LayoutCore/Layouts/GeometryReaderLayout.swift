import Foundation

/// What a `GeometryReader`'s content sees: the reader's size, frame and safe-area insets.
// Unchecked: the names of coordinate spaces are `AnyHashable` as in SwiftUI, in practice strings and enum cases,
// never mutated after the proxy is made.
public struct GeometryProxy: @unchecked Sendable {
    /// The reader's size in points.
    public let size: CGSize
    /// The reader's frame in the root's coordinates (after right-to-left mirroring).
    let globalFrame: CGRect
    /// The frames of the named coordinate spaces around the reader, in root coordinates.
    let namedSpaces: [AnyHashable: CGRect]
    /// How far the reader's frame may grow into the safe area around it, in points (docs/BEHAVIOUR.md §16,
    /// "The safe area"): a reader filling a device's safe area sees the device's insets. [C] Apple
    /// `GeometryProxy.safeAreaInsets` ("the safe area inset of the container view").
    public let safeAreaInsets: EdgeInsets

    init(size: CGSize, globalFrame: CGRect, namedSpaces: [AnyHashable: CGRect] = [:], safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedSpaces = namedSpaces
        self.safeAreaInsets = safeAreaInsets
    }

    /// The reader's frame in a coordinate space: `.local` (origin zero), `.global` (the canvas), or a space an
    /// enclosing view named (`.named("scroll")`; one nobody named is the global space, as in SwiftUI).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let origin = namedSpaces[name]?.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The bounds of a named coordinate space in the reader's own coordinates, nil when no view around names it.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard let named = namedSpaces[space.name] else { return nil }
        return named.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// An anchor's value in the reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.translate(anchor.global, globalFrame.origin) }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case local
    case global
    case named(AnyHashable)
}

/// SwiftUI's `CoordinateSpaceProtocol` (`.local`, `.global`, `.named(_:)` wherever a space is taken).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
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
        node.deferredContent = { proxy in
            content(proxy).makeNodes(inner)
        }
        return [node]
    }
}

extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (`.coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}

/// `.coordinateSpace(name:)`: marks the first view of its content.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        nodes.first?.coordinateSpaceNames.append(name)
        return nodes
    }
}
