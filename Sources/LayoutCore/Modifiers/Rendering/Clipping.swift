import Foundation

extension View {
    /// Clips the view and its subtree to its frame.
    public func clipped() -> some View { clipShape(Rectangle()) }

    /// Clips the view and its subtree to `shape` laid into its frame.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        let erased = AnyShape(shape)
        return modifier(DecorationModifier(pending: { _ in .clip(isScrollViewport: false) { erased.path(in: $0) } }))
    }

    /// Clips to a rounded rectangle of `radius` points (checked as `RoundedRectangle`'s radius).
    public func cornerRadius(_ radius: CGFloat) -> some View { clipShape(RoundedRectangle(cornerRadius: radius)) }
}
