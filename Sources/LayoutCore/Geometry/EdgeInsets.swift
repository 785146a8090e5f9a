import Foundation

/// One edge of a rectangle; leading and trailing follow the layout direction.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, as taken by `padding(_:_:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

// `VerticalEdge` and `HorizontalEdge` (`safeAreaInset(edge:…)`, list row edges) are in Views/Containers/ListTraits.swift.
extension Edge {
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
}

/// Insets on the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on every edge in `edges`, 0 on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    /// Total inset along `axis` (leading + trailing, or top + bottom).
    func sum(_ axis: Axis) -> CGFloat { axis == .horizontal ? leading + trailing : top + bottom }

    /// The edges whose inset is not zero.
    var nonZeroEdges: Edge.Set {
        var set: Edge.Set = []
        if top != 0 { set.insert(.top) }
        if leading != 0 { set.insert(.leading) }
        if bottom != 0 { set.insert(.bottom) }
        if trailing != 0 { set.insert(.trailing) }
        return set
    }
}

/// A point in a view's own unit square: (0, 0) is the top-leading corner, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
