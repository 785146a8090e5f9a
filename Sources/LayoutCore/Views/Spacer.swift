import Foundation

/// Flexible space. In a stack it grows along the stack's axis and is 0 across it; elsewhere on both axes.
/// SwiftUI: minimum length defaults to the default spacing (8 pt), layout priority is −∞ so it only gets
/// what the other children leave, and it adds no gap of its own next to its neighbours.
public struct Spacer: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    public var minLength: CGFloat?
    var invalidArguments = ArgumentProblems()

    /// A negative or non-finite minimum is reported and the default used.
    public init(minLength: CGFloat? = nil) {
        if let length = minLength, !(length.isFinite && length >= 0) {
            invalidArguments.note("Invalid minimum length (negative or non-finite)", "minLength", length, "ignored")
            self.minLength = nil
        } else {
            self.minLength = minLength.map { invalidArguments.size($0, "minLength", kind: "minimum length", fallback: 0) }
        }
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // `minLength` is a public variable: what was set after the initialiser counts as no minimum if unusable.
        let length = minLength.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? context.environment.platform.defaultSpacing
        let node = ViewNode(name: "Spacer", leaf: SpacerLeaf(minLength: length, axis: context.stackAxis))
        node.resolveDiagnostics = invalidArguments.diagnostics
        return [node]
    }
}

struct SpacerLeaf: LeafView {
    let minLength: CGFloat
    let axis: Axis?

    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        func length(_ p: CGFloat?) -> CGFloat { max(p ?? -.infinity, minLength) }
        switch axis {
        case .horizontal?: return CGSize(width: length(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    var intrinsicPriority: Double { -.infinity }

    var requiresSpacingProjection: Bool { true }

    var spacing: ViewSpacing {
        var spacing = ViewSpacing(preferences: [:])
        switch axis {
        case .horizontal?: spacing.set(0, on: .horizontal)
        case .vertical?: spacing.set(0, on: .vertical)
        case nil: spacing.set(0, on: .all)
        }
        return spacing
    }

    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing { .none }
}
