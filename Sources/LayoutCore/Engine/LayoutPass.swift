import Foundation

/// One layout pass over a resolved tree: measures with memoisation, answers guides, and places every node
/// into a frame tree. SwiftUI asks a view the same proposal many times (stacks probe with 0 and ∞), so
/// every answer is memoised per node and proposal; cost grows with the tree, not with its depth.
final class LayoutPass {
    let measurer: TextMeasurer
    let environment: EnvironmentValues
    /// Receives every `sizeThatFits` call and placement, for `explain`.
    let tracer: LayoutTracer?
    @exclusivity(unchecked) private(set) var diagnostics: [LayoutDiagnostic] = []
    @exclusivity(unchecked) var lastSerial = 0
    /// Containers whose `sizeThatFits` is running, innermost last.
    @exclusivity(unchecked) private var sizing: [ViewNode] = []
    /// Containers whose layout code is running (sizing, placing, guides, spacing), innermost last: who asks.
    @exclusivity(unchecked) private var askers: [ViewNode] = []

    private func asking<T>(_ node: ViewNode, _ body: () -> T) -> T {
        askers.append(node)
        defer { askers.removeLast() }
        return body()
    }

    private var askerInfo: TraceNode? { askers.last.map { traceInfo($0) } }

    let deadline: Deadline?

    init(measurer: TextMeasurer, environment: EnvironmentValues, tracer: LayoutTracer?, deadline: Deadline? = nil) {
        self.measurer = measurer
        self.environment = environment
        self.tracer = tracer
        self.deadline = deadline
    }

    func report(_ diagnostic: LayoutDiagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// A proposal a layout made, as the pass can use it: a NaN dimension is nil, a negative one 0 (both
    /// reported; SwiftUI documents neither).
    func checked(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func check(_ value: CGFloat?, _ axis: String) -> CGFloat? {
            guard let value, value.isNaN || value < 0 else { return value }
            let used: CGFloat? = value.isNaN ? nil : 0
            report(.invalidArgument(InvalidArgument(problem: "Invalid proposal (NaN or negative)", parameter: "proposal.\(axis)",
                                                    value: Double(value), outcome: used == nil ? "used nil" : "used 0")))
            return used
        }
        guard proposal.width.map({ $0.isNaN || $0 < 0 }) == true || proposal.height.map({ $0.isNaN || $0 < 0 }) == true
        else { return proposal }
        return ProposedViewSize(width: check(proposal.width, "width"), height: check(proposal.height, "height"))
    }

    /// Past the deadline every answer is zero and nothing more is measured: the pass unwinds quickly and
    /// the engine throws the result away.
    @exclusivity(unchecked) private(set) var stopped = false
    @exclusivity(unchecked) private var deadlineChecks = 0

    /// Reports the deadline if it passed and no check saw it: the checks are every 64 calls, and a pass of a few
    /// calls whose text measurement stopped at the deadline (a measurer keeps it) would otherwise stand.
    func reportDeadlineIfPassed() {
        guard !stopped, let deadline, deadline.hasPassed else { return }
        stopped = true
        report(.timedOut(deadline.seconds))
    }

    private func deadlinePassed() -> Bool {
        deadlineChecks &+= 1
        guard deadlineChecks & 63 == 0, let deadline, deadline.hasPassed else { return false }
        stopped = true
        report(.timedOut(deadline.seconds))
        return true
    }

    // MARK: Containers

    /// The sizes of the containers being sized or placed, innermost last (`containerRelativeFrame`).
    @exclusivity(unchecked) private var containers: [ProposedViewSize] = []

    /// The window's size, the outermost container: what the host first offers the root (finite lengths only).
    var windowSize: ProposedViewSize = .unspecified {
        didSet { windowSize = Self.finite(windowSize) }
    }

    /// The size of the nearest container (`ContainerRelativeFrameLayout`): its finite proposal on each axis,
    /// nil where it has none (a scroll axis, an ideal-size root).
    var containerSize: ProposedViewSize { containers.last ?? windowSize }

    private static func finite(_ size: ProposedViewSize) -> ProposedViewSize {
        func finite(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isFinite ? $0 : nil } }
        return ProposedViewSize(width: finite(size.width), height: finite(size.height))
    }

    /// Runs `body` with `node`'s container size in force when `node` defines one (a `ScrollView`, a `List`, a
    /// navigation stack's content, a tab): its proposal (already inside the safe area and the bars) less its
    /// content margins. A subtree that reads it and was measured for another size of the container forgets
    /// its answers first, since the memo is by proposal only.
    private func inContainer<T>(of node: ViewNode, proposal: ProposedViewSize, _ body: () -> T) -> T {
        guard node.definesContainer else { return body() }
        let m = node.containerMargins
        var size = Self.finite(proposal)
        if m != EdgeInsets() {
            size = ProposedViewSize(width: size.width.map { max(0, $0 - m.leading - m.trailing) },
                                    height: size.height.map { max(0, $0 - m.top - m.bottom) })
        }
        if let seen = node.containerSeen, seen != size, node.children.contains(where: containerReaders) {
            node.children.forEach(forgetAnswers)
        }
        node.containerSeen = size
        containers.append(size)
        defer { containers.removeLast() }
        return body()
    }

    /// Whether a `containerRelativeFrame` is in `node`'s subtree, not counting a nested container's.
    private func containerReaders(_ node: ViewNode) -> Bool {
        if let memo = node.containerReadersMemo { return memo }
        let reads = node.readsContainer || (!node.definesContainer && node.children.contains(where: containerReaders))
        node.containerReadersMemo = reads
        return reads
    }

    /// Drops the memoised answers of `node` and its subtree down to nested containers (whose own subtrees
    /// depend only on their proposal, which is memoised with them).
    private func forgetAnswers(_ node: ViewNode) {
        node.sizes = SizeMemo()
        node.explicitValues = [:]
        node.sizesSeenWhileSizing = []
        node.layoutCache = nil
        if !node.definesContainer { node.children.forEach(forgetAnswers) }
    }

    // MARK: Measuring

    /// `purpose` tells the tracer whether a layout asked (`.layout`) or the engine is sizing a child for
    /// the placement its container chose (`.placement`).
    func sizeThatFits(_ node: ViewNode, _ proposal: ProposedViewSize, purpose: TracePurpose = .layout) -> CGSize {
        if stopped || deadlinePassed() { return .zero }
        if let size = node.sizes[proposal] {
            if let tracer {
                let info = traceInfo(node)
                tracer.willSizeThatFits(node: info, proposal: proposal, purpose: purpose, asker: askerInfo)
                tracer.didSizeThatFits(node: info, proposal: proposal, size: size, source: .memo)
            }
            noteSeenBySizingContainer(node, size)
            return size
        }
        if let tracer { tracer.willSizeThatFits(node: traceInfo(node), proposal: proposal, purpose: purpose, asker: askerInfo) }
        var size: CGSize
        switch node.kind {
        case .leaf(let leaf):
            size = leaf.sizeThatFits(proposal, pass: self)
        case .container(let box):
            size = inContainer(of: node, proposal: proposal) {
                var cache = cache(of: node, box)
                sizing.append(node)
                defer { sizing.removeLast() }
                let size = asking(node) { box.sizeThatFits(proposal, subviews(node), &cache) }
                node.layoutCache = cache
                return size
            }
        }
        size = validated(size, of: node, for: proposal)
        node.sizes[proposal] = size
        tracer?.didSizeThatFits(node: traceInfo(node), proposal: proposal, size: size, source: .computed)
        noteSeenBySizingContainer(node, size)
        return size
    }

    /// A size no view should answer — negative, NaN, or infinite for a proposal that was not infinite —
    /// is reported and replaced (by 0, or by the finite proposal).
    private func validated(_ size: CGSize, of node: ViewNode, for proposal: ProposedViewSize) -> CGSize {
        func fix(_ value: CGFloat, _ offered: CGFloat?) -> CGFloat? {
            if value.isNaN || value < 0 { return 0 }
            if value.isInfinite && offered != .infinity { return offered.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            return nil
        }
        let w = fix(size.width, proposal.width), h = fix(size.height, proposal.height)
        guard w != nil || h != nil else { return size }
        let replaced = CGSize(width: w ?? size.width, height: h ?? size.height)
        report(.invalidSize(node.name, answered: size, proposal: proposal, replacedBy: replaced))
        return replaced
    }

    /// Custom layouts: the sizes each child answered while its container was sizing itself, to check that
    /// placing agrees (SwiftUI warns when sizing and placing disagree).
    private func noteSeenBySizingContainer(_ node: ViewNode, _ size: CGSize) {
        guard let container = sizing.last, container.isCustomLayout, node.parent == ObjectIdentifier(container) else { return }
        node.sizesSeenWhileSizing.append(size)
    }

    func dimensions(_ node: ViewNode, _ proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(node, proposal)
        return ViewDimensions(size: size, node: node, proposal: proposal, pass: self)
    }

    /// The node's explicit value for `key` at `proposal`, in points from its top-leading corner.
    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        guard !stopped, mayHaveExplicit(node, key) else { return nil }
        let query = ViewNode.ExplicitQuery(key: key, proposal: proposal)
        if let value = node.explicitValues[query] { return value }
        let value: CGFloat?
        switch node.kind {
        case .leaf(let leaf):
            value = leaf.explicitAlignment(key, proposal: proposal, pass: self)
        case .container(let box):
            let bounds = CGRect(origin: .zero, size: sizeThatFits(node, proposal))
            value = inContainer(of: node, proposal: proposal) {
                var cache = cache(of: node, box)
                let value = asking(node) { box.explicitAlignment(key, in: bounds, proposal, subviews(node), &cache) }
                node.layoutCache = cache
                return value
            }
        }
        let checked = value.flatMap { checkedGuide($0, of: node) }
        node.explicitValues[query] = checked
        return checked
    }

    /// An explicit guide value (an `alignmentGuide` closure's result, a custom layout's answer): finite,
    /// else reported and ignored (the guide's default applies); clamped to `ArgumentCheck.maximumLength`.
    private func checkedGuide(_ value: CGFloat, of node: ViewNode) -> CGFloat? {
        let limit = ArgumentCheck.maximumLength
        if value.isFinite, abs(value) <= limit { return value }
        let used: CGFloat? = value.isFinite ? (value < 0 ? -limit : limit) : nil
        report(.invalidArgument(InvalidArgument(problem: "Invalid alignment guide value (non-finite or beyond ±\(formatNumber(limit)) pt)",
                                                parameter: "\(node.name) guide", value: Double(value),
                                                outcome: used.map { "used \(formatNumber($0))" } ?? "used the default")))
        return used
    }

    /// Whether anything in the subtree can set `key` explicitly; saves scratch placements for the common
    /// case of guides nobody set.
    func mayHaveExplicit(_ node: ViewNode, _ key: AlignmentKey) -> Bool {
        guard let keys = explicitKeys(node) else { return true }
        // Most views set no guide: an empty set needs no hashing.
        return !keys.isEmpty && keys.contains(key)
    }

    private func explicitKeys(_ node: ViewNode) -> Set<AlignmentKey>? {
        if let memo = node.explicitKeysMemo { return memo }
        let keys: Set<AlignmentKey>?
        switch node.kind {
        case .leaf(let leaf):
            keys = leaf.explicitKeys
        case .container(let box):
            keys = box.derivesAlignmentFromChildren ? childKeys(node, adding: box.ownExplicitKeys) : nil
        }
        node.explicitKeysMemo = .some(keys)
        return keys
    }

    private func childKeys(_ node: ViewNode, adding own: Set<AlignmentKey>) -> Set<AlignmentKey>? {
        var union = own
        for child in node.children {
            guard let keys = explicitKeys(child) else { return nil }
            // Usually one child (a text) has guides: share its set rather than hash its keys into a new one.
            if union.isEmpty { union = keys } else if !keys.isEmpty { union.formUnion(keys) }
        }
        return union
    }

    func priority(_ node: ViewNode) -> Double {
        if let explicit = node.traits.layoutPriority { return explicit }
        switch node.kind {
        case .leaf(let leaf): return leaf.intrinsicPriority
        case .container(let box):
            guard let index = box.priorityChild, node.children.indices.contains(index) else { return 0 }
            return priority(node.children[index])
        }
    }

    func requiresSpacingProjection(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .leaf(let leaf): return leaf.requiresSpacingProjection
        case .container(let box):
            guard let index = box.spacingProjectionChild, node.children.indices.contains(index) else { return false }
            return requiresSpacingProjection(node.children[index])
        }
    }

    func spacing(_ node: ViewNode) -> ViewSpacing {
        if let memo = node.spacingMemo { return memo }
        let spacing: ViewSpacing
        switch node.kind {
        case .leaf(let leaf): spacing = leaf.spacing
        case .container(let box):
            var cache = cache(of: node, box)
            spacing = asking(node) { box.spacing(subviews(node), &cache) }
            node.layoutCache = cache
        }
        node.spacingMemo = spacing
        return spacing
    }

    private func subviews(_ node: ViewNode, session: PlacementSession? = nil) -> LayoutSubviews {
        LayoutSubviews(nodes: node.children, pass: self, session: session)
    }

    private func cache(of node: ViewNode, _ box: any LayoutBox) -> Any {
        if let cache = node.layoutCache { return cache }
        if box.hasCache { tracer?.madeCache(node: traceInfo(node)) }
        let cache = asking(node) { box.makeCache(subviews(node)) }
        node.layoutCache = cache
        return cache
    }

    // MARK: Placing

    /// How close to a safe edge counts as touching it: half a device pixel (`SafeAreaChain`).
    lazy var safeAreaTolerance = SafeAreaChain.tolerance(scale: environment.displayScale)

    /// How far right-to-left containers around the node being placed will move it when they mirror their
    /// children (each moves a child's whole subtree), so that anchors and proxies see final frames.
    @exclusivity(unchecked) private var mirrorShift: CGFloat = 0
    /// The named coordinate spaces around the node being placed, innermost last, in final root coordinates.
    @exclusivity(unchecked) private var namedSpaces: [(name: AnyHashable, frame: CGRect)] = []
    /// What each preference reader saw in this pass, by its number (`ResolveBudget.nextPreferenceReader`).
    @exclusivity(unchecked) private(set) var preferenceObservations: [Int: PreferenceObservation] = [:]

    func observe(_ reader: Int, _ observation: PreferenceObservation) { preferenceObservations[reader] = observation }

    /// The proxy a GeometryReader placed at `frame` gives its content, with the insets its frame may grow by.
    func geometryProxy(for frame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets()) -> GeometryProxy {
        var names: [AnyHashable: CGRect] = [:]
        for space in namedSpaces { names[space.name] = space.frame }
        return GeometryProxy(size: frame.size, globalFrame: frame.offsetBy(dx: mirrorShift, dy: 0), namedSpaces: names,
                             safeAreaInsets: safeAreaInsets)
    }

    /// A scroll view's viewport: its frame grown into the safe area around it, since a scroll view draws its
    /// content behind the insets it resolves into margins (under the bars, the status bar, the home
    /// indicator). [D] Apple WWDC23 "Beyond scroll views" (a scroll view "resolves the safe area into the margins
    /// it applies to its content"); [C] SwiftUI Field Guide, ScrollView ("a scroll view will not clip to the
    /// safe area, but draws its content behind any insets").
    private func scrollViewport(_ frame: CGRect, _ safeArea: SafeAreaChain?) -> CGRect {
        guard let safeArea else { return frame }
        let grow = safeArea.insets(of: frame, matching: .container, tolerance: safeAreaTolerance)
        return CGRect(x: frame.minX - grow.left, y: frame.minY - grow.top, width: frame.width + grow.left + grow.right,
                      height: frame.height + grow.top + grow.bottom)
    }

    /// Places `node` at `frame` (root coordinates) after it was proposed `proposal`, and its subtree, in the
    /// safe areas `safeArea` (nil: none).
    func place(_ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaChain? = nil) -> FrameNode {
        inContainer(of: node, proposal: proposal) { placeNode(node, in: frame, proposal: proposal, safeArea: safeArea) }
    }

    private func placeNode(_ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, safeArea: SafeAreaChain?) -> FrameNode {
        // Placing measures too (a text's drawing, a child's size): past the deadline nothing more is done.
        if stopped || deadlinePassed() { return FrameNode(type: node.name, frame: frame, proposal: proposal) }
        if let tracer { tracer.placed(node: traceInfo(node), frame: frame, proposal: proposal, parent: askerInfo) }
        node.resolveDiagnostics.forEach(report)
        var result = FrameNode(type: node.name, frame: frame, proposal: proposal)
        result.id = node.traits.id
        result.elementID = node.traits.elementID
        result.zIndex = node.traits.zIndex ?? 0
        result.decorations = node.decorations.map { $0.resolved(in: frame, viewport: { scrollViewport(frame, safeArea) }) }
        let finalFrame = frame.offsetBy(dx: mirrorShift, dy: 0)
        for name in node.coordinateSpaceNames { namedSpaces.append((name, finalFrame)) }
        defer { namedSpaces.removeLast(node.coordinateSpaceNames.count) }
        node.preferenceValues = PreferenceValues()
        switch node.kind {
        case .leaf(let leaf):
            result.role = .content
            result.text = leaf.label
            result.drawing = leaf.drawing(in: frame, proposal: proposal, pass: self)
        case .container(let box):
            askers.append(node)
            defer { askers.removeLast() }
            result.role = .container
            // A GeometryReader builds its content only now that its size and safe area are known.
            if let content = node.deferredContent {
                let insets = safeArea?.insets(of: frame, matching: .all, tolerance: safeAreaTolerance) ?? .zero
                node.replaceChildren(content(geometryProxy(for: frame, safeAreaInsets: insets.edgeInsets(node.layoutDirection))))
            }
            let session = PlacementSession(count: node.children.count, scratch: false)
            session.safeArea = safeArea
            session.tolerance = safeAreaTolerance
            session.direction = node.layoutDirection
            var cache = cache(of: node, box)
            box.placeSubviews(in: frame, proposal, subviews(node, session: session), &cache)
            node.layoutCache = cache
            var children: [FrameNode] = []
            children.reserveCapacity(node.children.count)
            // Most containers omit no child and add no safe area: those lookups (hashing) are skipped then.
            let omitted = session.omitted, addedSafeAreas = session.addedSafeAreas
            for (index, child) in node.children.enumerated() where omitted.isEmpty || !omitted.contains(index) {
                let placed = session.placements[index] != nil
                if !placed { report(.notPlaced(child.name, container: node.name)) }
                let placement = session.placement(of: index, container: frame, proposal: proposal)
                let size = sizeThatFits(child, placement.proposal, purpose: .placement)
                if placed, !child.sizesSeenWhileSizing.isEmpty, !child.sizesSeenWhileSizing.contains(size) {
                    report(.placementDisagreesWithSizing(child.name, container: node.name,
                                                         sized: child.sizesSeenWhileSizing.last!, placed: size))
                }
                let childFrame = CGRect(origin: placement.origin(for: size), size: size)
                // A scroll view's content sees none of the safe area around it: it became the content's margins.
                let inherited = node.consumesSafeArea ? nil : safeArea
                var childSafeArea = (addedSafeAreas.isEmpty ? nil : addedSafeAreas[index]).map {
                    SafeAreaChain(space: $0.space, insets: $0.insets, next: inherited)
                } ?? inherited
                // Right to left, this container will move the child's subtree by `shift` (below); the subtree sees
                // its safe areas moved the other way meanwhile.
                let shift = node.layoutDirection == .rightToLeft ? frame.minX + frame.maxX - childFrame.minX - childFrame.maxX : 0
                if shift != 0 { childSafeArea = childSafeArea?.translated(dx: -shift) }
                mirrorShift += shift
                children.append(place(child, in: childFrame, proposal: placement.proposal, safeArea: childSafeArea))
                mirrorShift -= shift
                node.preferenceValues.combine(child.preferenceValues)
            }
            // Right to left: the container's children are mirrored inside it (SwiftUI flips leading and
            // trailing; text itself is not mirrored).
            if node.layoutDirection == .rightToLeft {
                children = children.map { $0.mirrored(in: frame) }
            }
            result.children = children
        }
        for effect in node.preferenceEffects { effect.apply(&node.preferenceValues, finalFrame, self) }
        return result
    }
}

/// Something a layout did that SwiftUI would log at run time.
public enum LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    case placedTwice(String)
    case notPlaced(String, container: String)
    case placedOutsidePlaceSubviews(String)
    /// A view answered a negative or NaN size, or an infinite one for a proposal that was not infinite.
    case invalidSize(String, answered: CGSize, proposal: ProposedViewSize, replacedBy: CGSize)
    /// A number a view, modifier or initialiser could not use as given (`ArgumentCheck`).
    case invalidArgument(InvalidArgument)
    case contradictoryFrame
    /// `Image(name)` found nothing: SwiftUI logs it and draws nothing (an empty image); `looked` says where.
    case missingImage(String, looked: String? = nil)
    /// `Color(_:bundle:)` names an asset colour; Layoutshot reads no asset catalog, so it is drawn clear.
    case missingColor(String)
    /// `Image(systemName:)` with a name the measurer has no glyph for: drawn as a placeholder.
    case unknownSymbol(String)
    case placementDisagreesWithSizing(String, container: String, sized: CGSize, placed: CGSize)
    case tooDeep(Int)
    case tooManyViews(Int)
    case textTooLong(Int)
    /// The layout ran past `LayoutLimits.deadline` (the time allowed, in seconds).
    case timedOut(Double)
    /// A text uses `Font.custom(name, …)`, which is drawn with the pinned Inter at its size.
    case customFontSubstituted(String)
    /// A text asks for a font width (`fontWidth`, `Font.width`) the pinned fonts do not have; drawn standard.
    case fontWidthNotDrawn(CGFloat)
    /// The root answered ∞ on an axis proposed ∞: a picture cannot be infinite, so it gets the canvas's length.
    case infiniteRoot(String, answered: CGSize, drawn: CGSize)
    /// A preview names a device the table does not have (`PreviewDevice`); nothing was laid out.
    case unknownDevice(UnknownDevice)
    /// Preference readers still saw new values after `passes` layout passes (`PreferencePasses.maximum`).
    case preferencesDidNotSettle(passes: Int)
    /// A sheet, alert or other presentation (`modifier`, as `sheet(isPresented:)`) whose binding is true when the
    /// view appears: SwiftUI would show it over the view; the picture shows the presenting view only.
    case presentationNotDrawn(String)
    /// A diagnostic a compiled fixture's layout made in its own process, as it described itself there (the
    /// frame tree comes back as data; its diagnostics as their messages).
    case reported(String, isFatal: Bool)

    /// Whether the layout could not be made at all (a limit was exceeded): the command line treats these as
    /// errors, the others as warnings.
    public var isFatal: Bool {
        switch self {
        case .tooDeep, .tooManyViews, .textTooLong, .timedOut, .unknownDevice: return true
        case .reported(_, let isFatal): return isFatal
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .placedTwice(let v): return "\(v) was placed more than once; the last placement wins"
        case .notPlaced(let v, let c): return "\(c) did not place \(v); it is centred with the container's proposal"
        case .placedOutsidePlaceSubviews(let v): return "place(at:) on \(v) was called outside placeSubviews and ignored"
        case .invalidSize(let v, let size, let proposal, let replacement):
            return "\(v) answered \(formatNumber(size.width))×\(formatNumber(size.height)) for the proposal \(proposal); "
                + "a size must be finite and not negative unless that dimension was proposed ∞; used "
                + "\(formatNumber(replacement.width))×\(formatNumber(replacement.height))"
        case .invalidArgument(let problem): return problem.description
        case .contradictoryFrame: return "Contradictory frame constraints specified (min > max)"
        case .missingImage(let name, let looked):
            return "No image named '\(name)' found in asset catalog; it is drawn empty, as in SwiftUI"
                + (looked.map { " (\($0))" } ?? "")
        case .missingColor(let name):
            return "No color named '\(name)' found in asset catalog (Layoutshot reads none); it is drawn clear"
        case .unknownSymbol(let name):
            return "No symbol named '\(name)' in Layoutshot's SF Symbols map (Sources/Typesetting/SFSymbols.tsv); "
                + "it is drawn as a placeholder"
        case .tooDeep(let limit):
            return "the views nest more than \(limit) levels deep (views and modifiers); nothing was laid out"
        case .tooManyViews(let limit): return "more than \(limit) views and modifiers; nothing was laid out"
        case .textTooLong(let limit): return "a text is longer than \(limit) characters; nothing was laid out"
        case .timedOut(let seconds):
            return "layout took longer than the time limit of \(formatNumber(CGFloat(seconds))) s; stopped"
        case .customFontSubstituted(let name):
            return "Font.custom(\"\(name)\") is drawn with Inter at its size: Layoutshot's fonts are pinned"
        case .fontWidthNotDrawn(let width):
            return "Font.Width(\(formatNumber(width))) is drawn at the standard width: Layoutshot's pinned fonts have no other widths"
        case .infiniteRoot(let v, let size, let drawn):
            return "the root \(v) answered \(formatNumber(size.width))×\(formatNumber(size.height)) to an infinite proposal; "
                + "a picture cannot be infinite, so it is drawn \(formatNumber(drawn.width))×\(formatNumber(drawn.height)) "
                + "(give the preview a finite size to see it)"
        case .reported(let message, _): return message
        case .presentationNotDrawn(let modifier):
            return "\(modifier) is presented when the view appears, but a picture shows only the presenting view "
                + "(docs/BEHAVIOUR.md §17b); set its binding to false, or preview the presented content on its own"
        case .unknownDevice(let unknown): return "previewDevice: \(unknown)"
        case .preferencesDidNotSettle(let passes):
            return "Bound preference tried to update multiple times per frame: a preference's readers still changed it "
                + "after \(passes) layout passes; the picture shows the last"
        case .placementDisagreesWithSizing(let v, let c, let sized, let placed):
            return "\(c) placed \(v) with a proposal it answers with \(formatNumber(placed.width))×\(formatNumber(placed.height)), "
                + "but sized itself from \(formatNumber(sized.width))×\(formatNumber(sized.height)): sizeThatFits and "
                + "placeSubviews disagree"
        }
    }
}
