import Foundation

/// A piece of user interface: either a primitive (text, shape, stack, modifier) or a composition whose
/// `body` is another view. SwiftUI's protocol, with the same shape.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of a composite view. Primitive views have `Never` as their body and never call it.
    @ViewBuilder var body: Body { get }
    /// Layoutshot's resolution hook: primitive views make their layout nodes here; any other view uses the
    /// default, which resolves its `body`. Not for use outside Layoutshot.
    func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs
}

/// What resolving a view receives (opaque outside Layoutshot).
public struct _ViewInputs {
    let context: ResolveContext
}

/// What resolving a view produces (opaque outside Layoutshot).
public struct _ViewOutputs {
    let nodes: [ViewNode]
}

extension View {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs {
        // `body` sees the environment where the view sits, as SwiftUI's dynamic properties do.
        let content = ResolvingEnvironment.with(inputs.context.environment) { body }
        return _ViewOutputs(nodes: content.makeNodes(inputs.context))
    }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views have no body; Layoutshot resolves them directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// What resolving a view sees: the environment and the axis of the stack it sits in (for `Spacer`).
struct ResolveContext {
    var environment: EnvironmentValues
    /// The major axis of the innermost enclosing HStack/VStack, or nil outside stacks.
    var stackAxis: Axis?
    /// The content a custom `ViewModifier`'s `body(content:)` wraps.
    var modifierContent: [(ResolveContext) -> [ViewNode]] = []
    /// How deep in the view tree (views and modifiers) resolution is.
    var depth = 0
    /// Counts views against the limits of a layout.
    var budget = ResolveBudget(limits: LayoutLimits())
}

/// The largest view trees Layoutshot lays out; beyond them layout stops with a clear diagnostic instead of
/// running out of stack or memory (a hostile or runaway fixture). Documented in the README. The fixture
/// language applies the same numbers while it builds views, and reports them at the fixture's line.
public struct LayoutLimits: Sendable {
    /// Views and modifiers nested inside one another.
    public var maximumDepth = 1_000
    /// Views and modifiers in one layout (also the most elements an array or range of a fixture may have).
    public var maximumViews = 200_000
    /// Characters in one text.
    public var maximumTextLength = 100_000
    /// UTF-8 bytes of text an interpreted fixture may build in all (literals, interpolations, `+`).
    public var maximumFixtureText = 10_000_000
    /// Array elements an interpreted fixture may build in all (`map`, `Array(repeating:count:)`, literals).
    public var maximumFixtureElements = 2_000_000
    /// When work stops (`--timeout`); nil: no time limit. Checked as layout goes, so a runaway layout
    /// ends with a diagnostic rather than being killed.
    public var deadline: Deadline?

    public init() {}
}

/// A time limit, checked cooperatively: work that passes it stops with a clear diagnostic.
public struct Deadline: Sendable, Hashable {
    /// The time allowed, for messages.
    public let seconds: Double
    let end: ContinuousClock.Instant

    /// `seconds` from now.
    public init(seconds: Double) {
        self.seconds = seconds
        // Durations beyond a century are no limit at all (and would overflow the clock).
        end = .now + .milliseconds(Int64((seconds.isNaN ? 0 : min(max(seconds, 0), 3e9)) * 1000))
    }

    public var hasPassed: Bool { ContinuousClock.now >= end }
}

/// What the passes of one `LayoutEngine.layout` share: the views a preview's body made (`_DeferredView`).
final class LayoutSession {
    final class Key {}
    private var views: [ObjectIdentifier: (key: Key, view: AnyView)] = [:]

    func view(for key: Key, _ make: () -> AnyView) -> AnyView {
        if let made = views[ObjectIdentifier(key)] { return made.view }
        let view = make()
        views[ObjectIdentifier(key)] = (key, view)
        return view
    }
}

/// Counts what resolution made; shared by every context of one layout.
final class ResolveBudget {
    let limits: LayoutLimits
    var views = 0
    var exceeded: LayoutDiagnostic?
    private var checks = 0
    /// Preference readers made so far: a reader's number is its identity from one pass to the next.
    private var readers = 0
    /// The values preference-value overlays read, by reader, from the previous pass.
    var preferenceInputs: [Int: Any] = [:]
    /// What the passes of one layout share.
    var session = LayoutSession()

    func nextPreferenceReader() -> Int {
        readers += 1
        return readers
    }

    init(limits: LayoutLimits) { self.limits = limits }

    /// Whether the deadline has passed (looked at every 256 calls; the clock is cheap, not free).
    func deadlinePassed() -> Bool {
        checks &+= 1
        guard checks & 255 == 0, let deadline = limits.deadline, deadline.hasPassed else { return false }
        exceeded = exceeded ?? .timedOut(deadline.seconds)
        return true
    }
}

/// A view Layoutshot turns into layout nodes itself, rather than through its `body`.
protocol PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode]
}

extension View {
    /// The layout nodes this view contributes to its parent: none (`EmptyView`), one, or many
    /// (`TupleView`, `ForEach`, `Group`), each resolved in `context`.
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let budget = context.budget
        guard budget.exceeded == nil, !budget.deadlinePassed() else { return [] }
        var inner = context
        inner.depth += 1
        if inner.depth > budget.limits.maximumDepth {
            budget.exceeded = .tooDeep(budget.limits.maximumDepth)
            return []
        }
        // Dispatch through the protocol requirement: no dynamic casts (they showed in profiles).
        let nodes = _makeNodes(_ViewInputs(context: inner)).nodes
        // Each view counts once, however many wrappers (AnyView, ForEach) pass it up.
        for node in nodes where !node.isCounted {
            node.isCounted = true
            budget.views += 1
        }
        if budget.views > budget.limits.maximumViews {
            budget.exceeded = .tooManyViews(budget.limits.maximumViews)
            return []
        }
        return nodes
    }
}

/// Resolves any view value, opening the existential.
func resolveNodes(_ view: any View, _ context: ResolveContext) -> [ViewNode] {
    view.makeNodes(context)
}
