import Foundation

extension View {
    /// Draws a border inside the view's frame (drawing only; layout is unchanged), painted with `content` —
    /// a gradient laid over the frame. A negative or non-finite width is reported and 1 used.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.size(width, "width", kind: "border width", fallback: 1) }
        return modifier(DecorationModifier(pending: { env in
            let paint = content._paint(in: env, level: 0)
            return .laidOut(diagnostics: paint.diagnostics) { .border(paint.paint(in: $0), width: checked) }
        }), reporting: problems)
    }
}
