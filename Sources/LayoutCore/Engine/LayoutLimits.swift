import Foundation

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
    @exclusivity(unchecked) var views = 0
    @exclusivity(unchecked) var exceeded: LayoutDiagnostic? { didSet { isExceeded = exceeded != nil } }
    /// `exceeded != nil`, kept as a flag: resolution asks it for every view, and comparing the optional
    /// diagnostic copies it.
    @exclusivity(unchecked) private(set) var isExceeded = false
    @exclusivity(unchecked) private var checks = 0
    /// Preference readers made so far: a reader's number is its identity from one pass to the next.
    @exclusivity(unchecked) private var readers = 0
    /// The values preference-value overlays read, by reader, from the previous pass.
    @exclusivity(unchecked) var preferenceInputs: [Int: Any] = [:]
    /// What the passes of one layout share.
    @exclusivity(unchecked) var session = LayoutSession()

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
