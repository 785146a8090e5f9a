import Foundation

/// A thin line: vertical in an HStack, horizontal elsewhere. It takes the offered length (nil → 10) and
/// is one device pixel thick (1/3 pt on iOS). [D] OSU PlainDividerStyle; [C] TiS (10 pt on nil).
public struct Divider: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    public init() {}

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let leaf = DividerLeaf(vertical: context.stackAxis == .horizontal, thickness: 1 / env.displayScale,
                               color: Color.separator.resolve(in: env.colorScheme))
        return [ViewNode(name: "Divider", leaf: leaf)]
    }
}

struct DividerLeaf: LeafView {
    let vertical: Bool
    let thickness: CGFloat
    let color: RGBA

    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        vertical ? CGSize(width: thickness, height: proposal.height ?? 10)
                 : CGSize(width: proposal.width ?? 10, height: thickness)
    }

    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing {
        .shape(.filled(Path(frame), with: color))
    }
}

extension Color {
    /// UIKit's separator: grey at 29 % (light) or 60 % (dark).
    public static let separator = system("separator", RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
}
