import Foundation

/// The result of laying out one view: the canvas, the proposal the root got, and the frame tree.
public struct LayoutResult: Sendable {
    /// The picture's size in points: the proposal where it is finite, the root's size (and the safe-area
    /// insets) elsewhere.
    public var canvasSize: CGSize
    /// What the root view was proposed: the canvas less its safe-area insets.
    public var proposal: ProposedViewSize
    /// The root of the frame tree, placed in the canvas (centred in its safe area where that is larger).
    public var root: FrameNode
    /// What SwiftUI would have logged (invalid frames, misplaced subviews).
    public var diagnostics: [LayoutDiagnostic]
    /// The root's colour scheme (a renderer paints the canvas in its system background).
    public var colorScheme: ColorScheme = .light
    /// The canvas's safe-area insets, in points (a device screen's; zero elsewhere).
    public var safeAreaInsets = EdgeInsets()
    /// The device the preview ran on, and whether the canvas is its screen (then a renderer may draw the
    /// status bar and the home indicator); nil for a view laid out outside a preview.
    public var screen: PreviewScreen?

    public init(canvasSize: CGSize, proposal: ProposedViewSize, root: FrameNode, diagnostics: [LayoutDiagnostic],
                colorScheme: ColorScheme = .light, safeAreaInsets: EdgeInsets = EdgeInsets(), screen: PreviewScreen? = nil) {
        self.canvasSize = canvasSize
        self.proposal = proposal
        self.root = root
        self.diagnostics = diagnostics
        self.colorScheme = colorScheme
        self.safeAreaInsets = safeAreaInsets
        self.screen = screen
    }

    /// The part of the canvas inside its safe-area insets (leading is the left side).
    public var safeAreaRect: CGRect {
        CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
               width: max(0, canvasSize.width - safeAreaInsets.leading - safeAreaInsets.trailing),
               height: max(0, canvasSize.height - safeAreaInsets.top - safeAreaInsets.bottom))
    }
}

/// What a hosting view gives the view it shows: its own size (the canvas), its safe-area insets, the
/// environment, and the preview's screen (`UIScreen.main` while the views are made).
public struct LayoutHost {
    /// The hosting view's size; a nil dimension fits the root.
    public var proposal: ProposedViewSize
    /// Inside `proposal`: the root is offered what is left and placed there; views that ignore the safe area
    /// may extend into them (docs/BEHAVIOUR.md §16, "The safe area"). Leading is the left side.
    public var safeAreaInsets: EdgeInsets
    public var environment: EnvironmentValues
    public var screen: PreviewScreen?
    /// How the canvas is sized around the root (`.fitsRoot`: `.sizeThatFitsLayout`).
    public var canvas: LayoutEngine.Canvas

    public init(proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
                environment: EnvironmentValues = EnvironmentValues(), screen: PreviewScreen? = nil,
                canvas: LayoutEngine.Canvas = .proposal) {
        self.proposal = proposal
        self.safeAreaInsets = safeAreaInsets
        self.environment = environment
        self.screen = screen
        self.canvas = canvas
    }
}

/// Runs layout: view tree + root proposal + text measurer → frame tree. No global state.
public enum LayoutEngine {
    /// How the canvas (the picture) is sized around the root.
    public enum Canvas: Sendable, Hashable {
        /// The proposal's finite dimensions, the root's size for the others (`.fixedLayout`, the device).
        case proposal
        /// The root's size, whatever it was proposed (`.sizeThatFitsLayout`: proposed the device, sized to fit).
        case fitsRoot
    }

    /// Lays out `view` as a hosting view would: the root is proposed `proposal`; the canvas takes the
    /// proposal's finite dimensions (`.fixedLayout`) and the root's size for the others
    /// (a proposal of nil), and the root is centred in it; with `canvas: .fitsRoot` the canvas is the root's size
    /// (`.sizeThatFitsLayout`).
    /// A root that sets `.preferredColorScheme(_:)` is laid out in that scheme.
    /// A tree beyond `limits` is not laid out: the result is an empty canvas with the diagnostic saying
    /// which limit was exceeded. A proposal dimension that is NaN is taken as nil and a negative one as 0;
    /// values set on `environment` that it could not use (a NaN line spacing) are reported too.
    ///
    /// Preference readers see the values of the pass before (docs/BEHAVIOUR.md §19): when an
    /// `onPreferenceChange` runs its action, or a preference-value overlay was built from a value that has since
    /// changed, the view is laid out again, as SwiftUI's next frame would, at most `PreferencePasses.maximum`
    /// times; the picture is the last pass. A tracer sees one pass: the last one (what it shows is the picture), recorded and handed on when it is known to be the last.
    public static func layout<V: View>(_ view: V, proposal requested: ProposedViewSize = .unspecified,
                                       measurer: TextMeasurer,
                                       environment: EnvironmentValues = EnvironmentValues(),
                                       tracer: LayoutTracer? = nil, limits: LayoutLimits = LayoutLimits(),
                                       canvas sizing: Canvas = .proposal) -> LayoutResult {
        layout(view, measurer: measurer, tracer: tracer, limits: limits) { settings in
            var environment = environment
            if let preferred = settings.colorScheme { environment.colorScheme = preferred }
            return LayoutHost(proposal: requested, environment: environment, canvas: sizing)
        }
    }

    /// Lays out `view` in the host `host` makes from the preview settings of the root (its
    /// `.preferredColorScheme`, `.previewDevice`, …): the root is offered the host's proposal less its
    /// safe-area insets and centred inside them; the canvas takes the proposal's finite dimensions and the
    /// root's size plus the insets elsewhere. `host` is asked twice: for the views as they are made with no
    /// settings, then with the root's; if the environment or screen differ, the views are made again in the
    /// second (as a presentation takes the colour scheme its root prefers). Otherwise, preference passes
    /// included, as `layout(_:proposal:…)`.
    public static func layout<V: View>(_ view: V, measurer: TextMeasurer, tracer: LayoutTracer? = nil,
                                       limits: LayoutLimits = LayoutLimits(),
                                       host makeHost: (PreviewSettings) -> LayoutHost) -> LayoutResult {
        let session = LayoutSession()
        var inputs: [Int: Any] = [:]
        var acted: [Int: Any] = [:]
        var passes = 0
        while true {
            passes += 1
            let recording = tracer.map { _ in TraceRecording() }
            let (result, observations) = layoutOnce(view, measurer: measurer, tracer: recording, limits: limits, host: makeHost,
                                                    preferenceInputs: inputs, session: session)
            var changed = false
            for (reader, observation) in observations.sorted(by: { $0.key < $1.key }) {
                if let action = observation.action {
                    if let last = acted[reader], preferenceValuesEqual(last, observation.value) { continue }
                    acted[reader] = observation.value
                    action(observation.value)
                    changed = true
                } else if let used = observation.used, !preferenceValuesEqual(used, observation.value) {
                    inputs[reader] = observation.value
                    changed = true
                }
            }
            guard changed, passes < PreferencePasses.maximum else {
                var final = result
                if let tracer, let recording { recording.replay(to: tracer) }
                if changed { final.diagnostics.append(.preferencesDidNotSettle(passes: passes)) }
                return final
            }
        }
    }

    /// One layout pass in the host `makeHost` makes, with the values preference-value overlays read from the pass
    /// before.
    static func layoutOnce<V: View>(_ view: V, measurer: TextMeasurer, tracer: LayoutTracer?, limits: LayoutLimits,
                                    host makeHost: (PreviewSettings) -> LayoutHost, preferenceInputs: [Int: Any],
                                    session: LayoutSession) -> (result: LayoutResult, observations: [Int: PreferenceObservation]) {
        func newBudget() -> ResolveBudget {
            let budget = ResolveBudget(limits: limits)
            budget.preferenceInputs = preferenceInputs
            budget.session = session
            return budget
        }
        var host = makeHost(PreviewSettings())
        var environment = host.environment
        let environmentProblems = environment.invalidArguments
        environment.invalidArguments = ArgumentProblems()
        var budget = newBudget()
        var root = _PreviewScreen.$screen.withValue(host.screen) { rootNode(for: view, environment: environment, budget: budget) }
        let own = makeHost(root.traits.value(for: PreviewSettingsKey.self))
        if own.screen != host.screen || !environment.resolvesLike(own.environment) {
            environment = own.environment
            environment.invalidArguments = ArgumentProblems()
            budget = newBudget()
            root = _PreviewScreen.$screen.withValue(own.screen) { rootNode(for: view, environment: environment, budget: budget) }
        }
        host = own
        let exceededWhileResolving = budget.exceeded
        if exceededWhileResolving != nil {
            root = ViewNode(name: "EmptyView", layout: ConcreteLayoutBox(ZStackLayout()), children: [])
        }
        let pass = LayoutPass(measurer: measurer, environment: environment, tracer: tracer, deadline: limits.deadline)
        environmentProblems.diagnostics.forEach(pass.report)
        var hostProposal = pass.checked(host.proposal)
        let insets = checkedInsets(host.safeAreaInsets)
        // The root is offered the safe area: the host's size less its insets.
        func inside(_ p: CGFloat?, _ inset: CGFloat) -> CGFloat? { p.map { $0.isFinite ? max(0, $0 - inset) : $0 } }
        var proposal = ProposedViewSize(width: inside(hostProposal.width, insets.leading + insets.trailing),
                                        height: inside(hostProposal.height, insets.top + insets.bottom))
        if let exceededWhileResolving { pass.report(exceededWhileResolving) }
        // The window's size (the device's screen less its safe area, a fixed canvas; under size that fits the
        // screen the root is first offered, which the second pass's smaller proposal does not shrink): the
        // container a `containerRelativeFrame` outside any scroll view measures against.
        pass.windowSize = proposal
        var size = _PreviewScreen.$screen.withValue(host.screen) { pass.sizeThatFits(root, proposal, purpose: .root) }
        if host.canvas == .fitsRoot, proposal.width != nil, proposal.height != nil, size.width.isFinite, size.height.isFinite,
           !pass.stopped, proposal != ProposedViewSize(size) {
            // The container takes the size the root chose; as in any hosting view, the root is then laid out in
            // it, proposed that size.
            proposal = ProposedViewSize(size)
            hostProposal = ProposedViewSize(width: size.width + insets.leading + insets.trailing,
                                            height: size.height + insets.top + insets.bottom)
            size = _PreviewScreen.$screen.withValue(host.screen) { pass.sizeThatFits(root, proposal, purpose: .root) }
        }
        func canvasLength(_ p: CGFloat?, _ chosen: CGFloat, _ inset: CGFloat) -> CGFloat {
            if let p, p.isFinite { return p }
            return (chosen.isFinite ? chosen : 0) + inset
        }
        let canvas = CGSize(width: canvasLength(hostProposal.width, size.width, insets.leading + insets.trailing),
                            height: canvasLength(hostProposal.height, size.height, insets.top + insets.bottom))
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(0, canvas.width - insets.leading - insets.trailing),
                          height: max(0, canvas.height - insets.top - insets.bottom))
        let rootSize = CGSize(width: size.width.isFinite ? size.width : safe.width,
                              height: size.height.isFinite ? size.height : safe.height)
        if rootSize != size, !pass.stopped {
            pass.report(.infiniteRoot(root.name, answered: size, drawn: rootSize))
        }
        let origin = CGPoint(x: safe.minX + (safe.width - rootSize.width) / 2, y: safe.minY + (safe.height - rootSize.height) / 2)
        // A stopped pass places nothing (and has reported why, a fatal diagnostic, so the tree is replaced).
        // An infinite axis is placed as the length it is drawn at, so that no descendant gets an infinite
        // frame from it.
        func placementLength(_ p: CGFloat?, _ drawn: CGFloat) -> CGFloat? { p.map { $0.isFinite ? $0 : drawn } }
        let placement = ProposedViewSize(width: placementLength(proposal.width, rootSize.width),
                                         height: placementLength(proposal.height, rootSize.height))
        // The host's safe area: its insets inside the canvas, region `.container`.
        let safeArea = insets == EdgeInsets() ? nil
            : SafeAreaChain(space: CGRect(origin: .zero, size: canvas), insets: SideInsets(insets, .leftToRight), next: nil)
        var frames = _PreviewScreen.$screen.withValue(host.screen) {
            pass.place(root, in: CGRect(origin: origin, size: rootSize), proposal: rootSize == size ? proposal : placement,
                       safeArea: safeArea)
        }
        pass.reportDeadlineIfPassed()
        // A GeometryReader's content is resolved while placing, so a limit can also be met there.
        if let exceeded = budget.exceeded, exceededWhileResolving == nil { pass.report(exceeded) }
        if pass.diagnostics.contains(where: \.isFatal) {
            frames = FrameNode(type: "EmptyView", frame: CGRect(origin: .zero, size: canvas), proposal: proposal)
        }
        let result = LayoutResult(canvasSize: canvas, proposal: proposal, root: frames, diagnostics: pass.diagnostics,
                                  colorScheme: environment.colorScheme, safeAreaInsets: insets, screen: host.screen)
        return (result, pass.diagnostics.contains(where: \.isFatal) ? [:] : pass.preferenceObservations)
    }

    /// Safe-area insets a host can use: finite and not negative (others are 0).
    private static func checkedInsets(_ insets: EdgeInsets) -> EdgeInsets {
        func checked(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return EdgeInsets(top: checked(insets.top), leading: checked(insets.leading), bottom: checked(insets.bottom),
                          trailing: checked(insets.trailing))
    }

    /// The root node: the view's only node, or an implicit VStack around several (as a window's content).
    static func rootNode<V: View>(for view: V, environment: EnvironmentValues,
                                  budget: ResolveBudget = ResolveBudget(limits: LayoutLimits())) -> ViewNode {
        let nodes = view.makeNodes(ResolveContext(environment: environment, stackAxis: nil, budget: budget))
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty {
            return ViewNode(name: "EmptyView", layout: ConcreteLayoutBox(ZStackLayout()), children: [])
        }
        return ViewNode(name: "VStack", layout: ConcreteLayoutBox(VStackLayout()), children: nodes,
                        direction: environment.layoutDirection)
    }
}

extension EnvironmentValues {
    /// Whether views made in `other` come out as in this environment, as far as a preview's host changes it
    /// (the colour scheme, the device's scale and size classes, the platform).
    func resolvesLike(_ other: EnvironmentValues) -> Bool {
        colorScheme == other.colorScheme && displayScale == other.displayScale && platform == other.platform
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && layoutDirection == other.layoutDirection && dynamicTypeSize == other.dynamicTypeSize
    }
}
