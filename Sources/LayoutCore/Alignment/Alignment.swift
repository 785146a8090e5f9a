import Foundation

/// A type that names an alignment guide and gives its value when a view sets none explicitly.
///
/// SwiftUI: `static func defaultValue(in:)` is asked with the view's dimensions; a custom guide such as
/// seed 004's `valueColumn` usually returns `context[.leading]`.
public protocol AlignmentID {
    /// The guide's value, in points from the view's top-leading corner, when no explicit value is set.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container merges the explicit guide values of its children. SwiftUI (Apple's `combineExplicit`
/// docs): the mean for custom guides, the minimum for `firstTextBaseline`, the maximum for
/// `lastTextBaseline`; the built-in edge and centre guides are never merged past a multi-child container.
enum AlignmentCombine: Sendable {
    case average, minimum, maximum, none

    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch self {
        case .none: return nil
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }
}

/// The identity of one guide: its `AlignmentID` type (or, for guides declared in a fixture file at run
/// time, a unique name and default-value function) and its axis.
struct AlignmentKey: Hashable, @unchecked Sendable {
    private enum Identity: Hashable {
        case type(ObjectIdentifier)
        case dynamic(String)
    }

    private let identity: Identity
    private let defaultFunction: (ViewDimensions) -> CGFloat
    let axis: Axis
    let combine: AlignmentCombine
    let name: String

    init(_ id: AlignmentID.Type, axis: Axis, combine: AlignmentCombine = .average, name: String? = nil) {
        identity = .type(ObjectIdentifier(id))
        defaultFunction = id.defaultValue(in:)
        self.axis = axis
        self.combine = combine
        self.name = name ?? String(describing: id)
    }

    /// A guide known only at run time; `name` must be unique among such guides.
    init(dynamicName name: String, axis: Axis, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        identity = .dynamic(name)
        defaultFunction = defaultValue
        self.axis = axis
        combine = .average
        self.name = name
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.identity == b.identity && a.axis == b.axis }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(axis)
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { defaultFunction(dimensions) }
}

private enum LeadingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
private enum HCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
private enum TrailingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
private enum TopID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
private enum VCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
private enum BottomID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
// SwiftUI: a view without text reports its bottom edge as both baselines.
private enum FirstTextBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
private enum FirstTextLineCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
private enum LastTextBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// A guide along the horizontal axis (an x position), such as `.leading` or a custom `valueColumn`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    /// A custom guide named by an `AlignmentID` type.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    init(key: AlignmentKey) { self.key = key }

    /// A custom guide declared at run time (by a fixture file), identified by `name`; `defaultValue` plays
    /// the role of `AlignmentID.defaultValue(in:)`.
    public init(_dynamicName name: String, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        key = AlignmentKey(dynamicName: name, axis: .horizontal, defaultValue: defaultValue)
    }

    public static let leading = HorizontalAlignment(key: AlignmentKey(LeadingID.self, axis: .horizontal, combine: .none, name: "leading"))
    public static let center = HorizontalAlignment(key: AlignmentKey(HCenterID.self, axis: .horizontal, combine: .none, name: "center"))
    public static let trailing = HorizontalAlignment(key: AlignmentKey(TrailingID.self, axis: .horizontal,
                                                                      combine: .none, name: "trailing"))
}

/// A guide along the vertical axis (a y position), such as `.top` or `.firstTextBaseline`.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    /// A custom guide named by an `AlignmentID` type.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    init(key: AlignmentKey) { self.key = key }

    /// A custom guide declared at run time (by a fixture file), identified by `name`.
    public init(_dynamicName name: String, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        key = AlignmentKey(dynamicName: name, axis: .vertical, defaultValue: defaultValue)
    }

    public static let top = VerticalAlignment(key: AlignmentKey(TopID.self, axis: .vertical, combine: .none, name: "top"))
    public static let center = VerticalAlignment(key: AlignmentKey(VCenterID.self, axis: .vertical, combine: .none, name: "center"))
    public static let bottom = VerticalAlignment(key: AlignmentKey(BottomID.self, axis: .vertical, combine: .none, name: "bottom"))
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(
        FirstTextBaselineID.self, axis: .vertical, combine: .minimum, name: "firstTextBaseline"))
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(
        LastTextBaselineID.self, axis: .vertical, combine: .maximum, name: "lastTextBaseline"))
    /// The middle of the first line of text (Label's icon/title alignment); views without text use their
    /// centre. SwiftUI's `_firstTextLineCenter`, merged with the maximum.
    public static let _firstTextLineCenter = VerticalAlignment(key: AlignmentKey(
        FirstTextLineCenterID.self, axis: .vertical, combine: .maximum, name: "firstTextLineCenter"))
}

/// A pair of guides, one per axis.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    func key(_ axis: Axis) -> AlignmentKey { axis == .horizontal ? horizontal.key : vertical.key }
}

/// A view's size and its alignment guides, as seen by its parent.
///
/// Subscripting by a guide gives the explicit value when one was set (by `alignmentGuide` or by a
/// container merging its children's) and the guide's default value otherwise; all in points from the
/// view's top-leading corner.
public struct ViewDimensions {
    /// Width in points.
    public let width: CGFloat
    /// Height in points.
    public let height: CGFloat
    /// Where explicit values come from. A pass's node is stored as it is, not captured in a closure: stacks ask
    /// every child's dimensions, and a closure's context was a heap allocation each time.
    private let source: ExplicitSource

    private enum ExplicitSource {
        case none
        case node(LayoutPass, ViewNode, ProposedViewSize)
        case closure((AlignmentKey) -> CGFloat?)
    }

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat?) {
        width = size.width
        height = size.height
        source = .closure(explicit)
    }

    init(size: CGSize) {
        width = size.width
        height = size.height
        source = .none
    }

    /// The dimensions of `node` at `proposal` in `pass`: its explicit values are the pass's.
    init(size: CGSize, node: ViewNode, proposal: ProposedViewSize, pass: LayoutPass) {
        width = size.width
        height = size.height
        source = .node(pass, node, proposal)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        switch source {
        case .none: return nil
        case .node(let pass, let node, let proposal): return pass.explicitAlignment(node, key, proposal)
        case .closure(let explicit): return explicit(key)
        }
    }

    /// Dimensions without explicit guides (every guide answers its default value), for code that evaluates an
    /// alignment-guide closure outside a layout pass (the fixture language checks closures this way).
    public init(width: CGFloat, height: CGFloat) {
        self.init(size: CGSize(width: width, height: height))
    }

    var size: CGSize { CGSize(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// A default value that is NaN (a custom guide's `defaultValue` dividing by zero) is 0.
    subscript(key: AlignmentKey) -> CGFloat {
        if let explicit = explicitValue(key) { return explicit }
        let value = key.defaultValue(in: self)
        return value.isNaN ? 0 : value
    }
}

extension ViewDimensions: Equatable {
    /// Two dimensions are equal when their sizes are; explicit guides are not compared.
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height
    }
}

/// Views aligned on one line across `axis` (a stack's minor axis, each axis of a ZStack): where the line
/// lies (the largest guide) and the length they span, largest guide plus largest extent past it. One view
/// infinite on `axis` (a Color offered ∞) makes the span infinite — aligning it would subtract infinities.
func alignedSpan(_ dimensions: [ViewDimensions], guides: [CGFloat], axis: Axis) -> (line: CGFloat, length: CGFloat) {
    let line = guides.max() ?? 0
    guard !dimensions.isEmpty else { return (line, 0) }
    if dimensions.contains(where: { $0.size[axis].isInfinite }) { return (line, .infinity) }
    // The largest of `size − guide`, as `max()` of them would pick it (a later value wins only if larger),
    // without the array.
    var past: CGFloat = 0
    for (k, (d, guide)) in zip(dimensions, guides).enumerated() {
        let value = d.size[axis] - guide
        if k == 0 || past < value { past = value }
    }
    return (line, line + past)
}
