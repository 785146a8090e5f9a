import Foundation

extension View {
    /// Clips the view and its subtree to its frame.
    public func clipped() -> some View { clipShape(Rectangle()) }

    /// Clips the view and its subtree to `shape` laid into its frame: the shape's path in its own bounds
    /// (origin zero, the frame's size), moved to the frame, as a shape view draws it. `style`'s even-odd
    /// rule and antialiasing are not modelled (the clip is non-zero and antialiased).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let erased = AnyShape(shape)
        return modifier(DecorationModifier(pending: { env in
            let mirrors = erased.layoutDirectionBehavior.flips(in: env.layoutDirection)
            return .clip(isScrollViewport: false) { erased.placedPath(in: $0, mirrors: mirrors) }
        }))
    }

    /// Clips to a rounded rectangle of `radius` points (checked as `RoundedRectangle`'s radius).
    public func cornerRadius(_ radius: CGFloat) -> some View { clipShape(RoundedRectangle(cornerRadius: radius)) }
}
