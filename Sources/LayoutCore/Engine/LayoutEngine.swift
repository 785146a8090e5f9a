import Foundation

/// The result of laying out one view: the canvas, the proposal the root got, and the frame tree.
public struct LayoutResult: Sendable {
    /// The picture's size in points: the proposal where it is finite, the root's size elsewhere.
    public var canvasSize: CGSize
    /// What the root view was proposed.
    public var proposal: ProposedViewSize
    /// The root of the frame tree, placed in the canvas (centred where the canvas is larger).
    public var root: FrameNode
    /// What SwiftUI would have logged (invalid frames, misplaced subviews).
    public var diagnostics: [LayoutDiagnostic]
    /// The root's colour scheme (a renderer paints the canvas in its system background).
    public var colorScheme: ColorScheme = .light

    public init(canvasSize: CGSize, proposal: ProposedViewSize, root: FrameNode, diagnostics: [LayoutDiagnostic],
                colorScheme: ColorScheme = .light) {
        self.canvasSize = canvasSize
        self.proposal = proposal
        self.root = root
        self.diagnostics = diagnostics
        self.colorScheme = colorScheme
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
        let session = LayoutSession()
        var inputs: [Int: Any] = [:]
        var acted: [Int: Any] = [:]
        var passes = 0
        while true {
            passes += 1
            let recording = tracer.map { _ in TraceRecording() }
            let (result, observations) = layoutOnce(view, proposal: requested, measurer: measurer, environment: environment,
                                                    tracer: recording, limits: limits, canvas: sizing, preferenceInputs: inputs,
                                                    session: session)
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

    /// One layout pass, with the values preference-value overlays read from the pass before.
    static func layoutOnce<V: View>(_ view: V, proposal requested: ProposedViewSize, measurer: TextMeasurer,
                                    environment: EnvironmentValues, tracer: LayoutTracer?, limits: LayoutLimits,
                                    canvas sizing: Canvas, preferenceInputs: [Int: Any], session: LayoutSession)
        -> (result: LayoutResult, observations: [Int: PreferenceObservation]) {
        var environment = environment
        let environmentProblems = environment.invalidArguments
        environment.invalidArguments = ArgumentProblems()
        var budget = ResolveBudget(limits: limits)
        budget.preferenceInputs = preferenceInputs
        budget.session = session
        var root = rootNode(for: view, environment: environment, budget: budget)
        // `.preferredColorScheme` on the root chooses the scheme of the whole presentation, the root included.
        if let preferred = root.traits.value(for: PreviewSettingsKey.self).colorScheme, preferred != environment.colorScheme {
            environment.colorScheme = preferred
            budget = ResolveBudget(limits: limits)
            budget.preferenceInputs = preferenceInputs
        budget.session = session
            root = rootNode(for: view, environment: environment, budget: budget)
        }
        let exceededWhileResolving = budget.exceeded
        if exceededWhileResolving != nil {
            root = ViewNode(name: "EmptyView", layout: ConcreteLayoutBox(ZStackLayout()), children: [])
        }
        let pass = LayoutPass(measurer: measurer, environment: environment, tracer: tracer, deadline: limits.deadline)
        environmentProblems.diagnostics.forEach(pass.report)
        var proposal = pass.checked(requested)
        if let exceededWhileResolving { pass.report(exceededWhileResolving) }
        var size = pass.sizeThatFits(root, proposal, purpose: .root)
        if sizing == .fitsRoot, proposal.width != nil, proposal.height != nil, size.width.isFinite, size.height.isFinite,
           !pass.stopped, proposal != ProposedViewSize(size) {
            // The container takes the size the root chose; as in any hosting view, the root is then laid out in
            // it, proposed that size.
            proposal = ProposedViewSize(size)
            size = pass.sizeThatFits(root, proposal, purpose: .root)
        }
        func canvasLength(_ p: CGFloat?, _ chosen: CGFloat) -> CGFloat {
            if let p, p.isFinite { return p }
            return chosen.isFinite ? chosen : 0
        }
        let canvas = CGSize(width: canvasLength(proposal.width, size.width),
                            height: canvasLength(proposal.height, size.height))
        let rootSize = CGSize(width: size.width.isFinite ? size.width : canvas.width,
                              height: size.height.isFinite ? size.height : canvas.height)
        if rootSize != size, !pass.stopped {
            pass.report(.infiniteRoot(root.name, answered: size, drawn: rootSize))
        }
        let origin = CGPoint(x: (canvas.width - rootSize.width) / 2, y: (canvas.height - rootSize.height) / 2)
        // A stopped pass places nothing (and has reported why, a fatal diagnostic, so the tree is replaced).
        // An infinite axis is placed as the length it is drawn at, so that no descendant gets an infinite
        // frame from it.
        func placementLength(_ p: CGFloat?, _ drawn: CGFloat) -> CGFloat? { p.map { $0.isFinite ? $0 : drawn } }
        let placement = ProposedViewSize(width: placementLength(proposal.width, rootSize.width),
                                         height: placementLength(proposal.height, rootSize.height))
        var frames = pass.place(root, in: CGRect(origin: origin, size: rootSize), proposal: rootSize == size ? proposal : placement)
        pass.reportDeadlineIfPassed()
        // A GeometryReader's content is resolved while placing, so a limit can also be met there.
        if let exceeded = budget.exceeded, exceededWhileResolving == nil { pass.report(exceeded) }
        if pass.diagnostics.contains(where: \.isFatal) {
            frames = FrameNode(type: "EmptyView", frame: CGRect(origin: .zero, size: canvas), proposal: proposal)
        }
        let result = LayoutResult(canvasSize: canvas, proposal: proposal, root: frames, diagnostics: pass.diagnostics,
                                  colorScheme: environment.colorScheme)
        return (result, pass.diagnostics.contains(where: \.isFatal) ? [:] : pass.preferenceObservations)
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
