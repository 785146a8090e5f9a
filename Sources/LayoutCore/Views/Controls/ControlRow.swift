import Foundation

/// iOS's row of a labelled control (a switch toggle, a stepper, a compact date picker, a colour well): the
/// label at the leading edge and the control at the trailing edge, as wide as it is offered, as SwiftUI's
/// toggle is in a VStack; offered nil, the label's ideal width, `spacing` and the control. As tall as the
/// taller of the two, each centred vertically. The label is offered what the control and `spacing` leave.
/// The last subview is the control; the ones before it (none when the label is hidden or empty) the label.
struct ControlRowLayout: Layout, BuiltinLayout {
    let spacing: CGFloat

    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews)
        -> (control: CGSize, label: CGSize?, labelProposal: ProposedViewSize) {
        guard let controlView = subviews.last else { return (.zero, nil, .zero) }
        let control = controlView.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
        let labelWidth = proposal.width.map { max(0, $0 - control.width - spacing) }
        let labelProposal = ProposedViewSize(width: labelWidth, height: proposal.height)
        let label = subviews.count > 1 ? subviews[subviews.startIndex].sizeThatFits(labelProposal) : nil
        return (control, label, labelProposal)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (control, label, _) = measure(proposal, subviews)
        let ideal = (label.map { $0.width + spacing } ?? 0) + control.width
        return CGSize(width: proposal.width ?? ideal, height: max(control.height, label?.height ?? 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (control, label, labelProposal) = measure(ProposedViewSize(width: bounds.width, height: proposal.height), subviews)
        if let label {
            subviews[subviews.startIndex].place(at: CGPoint(x: bounds.minX, y: bounds.midY - label.height / 2),
                                                anchor: .topLeading, proposal: labelProposal)
        }
        subviews.last?.place(at: CGPoint(x: bounds.maxX - control.width, y: bounds.midY - control.height / 2),
                             anchor: .topLeading, proposal: ProposedViewSize(width: nil, height: proposal.height))
    }
}

/// A labelled control as its platform lays it out, named `name`: on iOS a `ControlRowLayout` (label leading,
/// control trailing, the offered width); on macOS the label, `spacing`, then the control, hugging them (an
/// HStack). A hidden label (`labelsHidden()`) leaves the control alone.
func labelledControl(_ name: String, label: AnyView, control: AnyView, context: ResolveContext,
                     macSpacing: CGFloat = ControlMetrics.macLabelSpacing) -> [ViewNode] {
    let env = context.environment
    let labelNodes = env.labelsHidden ? [] : label.makeNodes(context)
    let title: AnyView? = labelNodes.isEmpty ? nil
        : labelNodes.count == 1 ? AnyView(ResolvedNodes(nodes: labelNodes))
        : AnyView(VStack(alignment: .leading, spacing: 0) { ResolvedNodes(nodes: labelNodes) })
    let view: AnyView
    if env.platform == .macOS {
        view = AnyView(LayoutContainer(layout: HStackLayout(alignment: .center, spacing: macSpacing),
                                       content: PartList((title.map { [$0] } ?? []) + [control]), name: name))
        // A row of a columns form puts the label in the form's label column (FormColumns).
        if title != nil {
            let nodes = view.makeNodes(context)
            for node in nodes where node.children.count == 2 { node.traits.setValue(true, for: LabelledControlTrait.self) }
            return dimmedIfDisabled(nodes, env)
        }
    } else if env.labelsHidden {
        // Only the control, at its own size.
        view = AnyView(LayoutContainer(layout: PassthroughLayout(), content: control, name: name))
    } else {
        view = AnyView(LayoutContainer(layout: ControlRowLayout(spacing: ControlMetrics.rowSpacing),
                                       content: PartList((title.map { [$0] } ?? []) + [control]), name: name))
    }
    return dimmedIfDisabled(view.makeNodes(context), env)
}

/// Marks a macOS control's node whose children are [label, control], which a columns form splits into its
/// two columns (docs/BEHAVIOUR.md §20).
enum LabelledControlTrait: LayoutValueKey { static let defaultValue = false }
