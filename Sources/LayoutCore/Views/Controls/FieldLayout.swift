import Foundation

/// A text field's or editor's box: the last subview is the text, the ones before it the background parts,
/// which fill the box. The text sits `insets` in; one line at its ideal width (cut at the box's edge by the
/// field's clip) unless `wraps`, when it is offered the inner width. The box is as wide as it is offered (nil:
/// the text and the insets); a field is at least `minimumHeight` tall with its text centred vertically, an
/// editor (`fillsHeight`) takes the offered height (nil: the text's) with its text at the top.
struct FieldLayout: Layout, BuiltinLayout {
    var insets = EdgeInsets()
    var minimumHeight: CGFloat = 0
    var wraps = false
    var fillsHeight = false

    private func textProposal(_ width: CGFloat?) -> ProposedViewSize {
        guard wraps else { return .unspecified }
        return ProposedViewSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let text = subviews.last?.sizeThatFits(textProposal(proposal.width)) ?? .zero
        let width = proposal.width ?? text.width + insets.leading + insets.trailing
        let natural = text.height + insets.top + insets.bottom
        let height = fillsHeight ? proposal.height ?? natural : max(minimumHeight, natural)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let text = subviews.last else { return }
        for background in subviews.dropLast() {
            background.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
        let textProposal = textProposal(bounds.width)
        let size = text.sizeThatFits(textProposal)
        let y = fillsHeight ? bounds.minY + insets.top : bounds.midY - size.height / 2
        text.place(at: CGPoint(x: bounds.minX + insets.leading, y: y), anchor: .topLeading, proposal: textProposal)
    }
}

/// A field named `name`: `backgrounds`, then `text`, laid out by `layout` and clipped to its box.
func field(_ name: String, layout: FieldLayout, backgrounds: [AnyView], text: AnyView, context: ResolveContext) -> [ViewNode] {
    let nodes = LayoutContainer(layout: layout, content: PartList(backgrounds + [text]), name: name).makeNodes(context)
    for node in nodes { node.decorations.append(.clip(isScrollViewport: false, makePath: { Path($0) })) }
    return dimmedIfDisabled(nodes, context.environment)
}
