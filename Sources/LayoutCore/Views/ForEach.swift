import Foundation

/// Makes one view per element of a collection; each view is a separate child of the enclosing container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// The element's identity in the frame tree (`FrameNode.elementID`); nil for none.
    var elementKey: ((Data.Element) -> String?)?

    /// One view per element, identified by the element's value at `id` (`id: \.self`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = { $0 }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach {
    /// One view per element of a bound collection of `Identifiable` elements, each given a binding to its
    /// element (`ForEach($items) { $item in Toggle(item.name, isOn: $item.isDone) }`, SwiftUI 15's form).
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                              @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where C.Element: Identifiable, ID == C.Element.ID, Data == [Binding<C.Element>] {
        self.data = data.wrappedValue.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.content = content
        identify = { $0.wrappedValue.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// The fixture language's views of one builder block (SwiftUI's `TupleView`): no element identity.
    public init(_unkeyed data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, content: content)
        elementKey = { _ in nil }
    }

    /// The fixture language's `ForEach`: element `i`'s identity is `keys[i]`, as the interpreter computed it.
    public init(_ data: Range<Int>, _elementKeys keys: [String?], @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, content: content)
        elementKey = { keys.indices.contains($0) ? keys[$0] : nil }
    }
}

/// `"\(id)"`, or nil for an id that is new on every run (a `UUID`, an object's address), which could not
/// tell a view in a reference from the same view now.
func forEachElementKey(_ id: some Hashable) -> String? {
    // The usual id, an index: its digits without the interpolation's dynamic casts.
    if type(of: id) == Int.self { return String(unsafeBitCast(id, to: Int.self)) }
    let value: Any = id
    if value is UUID || value is ObjectIdentifier { return nil }
    return "\(id)"
}

extension ForEach: PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    /// Stops at the first element past a resolution limit: `ForEach(0..<Int.max)` would otherwise make
    /// (empty) views for ever after the view limit was reached.
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if Data.self == Range<Int>.self {
            return unsafeBitCast(self, to: ForEach<Range<Int>, ID, Content>.self).makeRangeNodes(context)
        }
        return makeElementNodes(context)
    }

    /// Any other data, through its iterator. Not inlined: the element type's metadata it needs would be asked
    /// for at the start of `makeNodes(_:)`, on the range's path too.
    @inline(never)
    private func makeElementNodes(_ context: ResolveContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for element in data {
            if context.budget.isExceeded { break }
            nodes += makeNodes(for: element, context)
        }
        return nodes
    }

    /// The usual data, a range of indices, iterated without the unspecialised generic iterator (about 1,500
    /// instructions an element through its witness tables), where `Data.Element` is known to be `Int`: asked for
    /// at run time, the element type is a conformance look-up the first time.
    fileprivate func makeRangeNodes(_ context: ResolveContext) -> [ViewNode] where Data == Range<Int> {
        var nodes: [ViewNode] = []
        // Room for the views the limits allow, not for an endless range's (whose count may overflow).
        let room = max(0, context.budget.limits.maximumViews - context.budget.views) + 1
        let (count, overflow) = data.upperBound.subtractingReportingOverflow(data.lowerBound)
        nodes.reserveCapacity(overflow ? room : min(count, room))
        for index in data {
            if context.budget.isExceeded { break }
            nodes += makeNodes(for: index, context)
        }
        return nodes
    }

    /// The nodes of one element's view, tagged with its identity. Inlined, so that `makeRangeNodes` copies
    /// its elements as `Int`s, not through the element type's metadata (a look-up the first time).
    @inline(__always)
    private func makeNodes(for element: Data.Element, _ context: ResolveContext) -> [ViewNode] {
        let made = content(element).makeNodes(context)
        // Each view is tagged with its element's id unless it has a tag of its own (SwiftUI: a picker's
        // ForEach options select by id).
        let identity = identify(element)
        let id = AnyHashable(identity)
        for node in made where node.traits.value(for: TagKey.self) == nil { node.traits.setValue(id, for: TagKey.self) }
        // The fixture language's keys when it gave them (nil among them: no identity), else the id's.
        let key: String? = if let elementKey { elementKey(element) } else { forEachElementKey(identity) }
        if let key {
            // A nested ForEach's views already carry the inner element: the outer one comes first.
            for node in made { node.traits.elementID = node.traits.elementID.map { key + "/" + $0 } ?? key }
        }
        return made
    }
}
