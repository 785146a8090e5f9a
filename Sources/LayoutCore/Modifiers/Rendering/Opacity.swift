import Foundation

extension View {
    /// Draws the view and its subtree with `opacity`, clamped into 0...1 as SwiftUI does (NaN and
    /// infinities are reported and 1 used).
    public func opacity(_ opacity: Double) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.fraction(opacity, "opacity", fallback: 1) }
        return modifier(DecorationModifier { _ in .opacity(checked) }, reporting: problems)
    }

    /// Keeps the view's space but does not draw it.
    public func hidden() -> some View { modifier(DecorationModifier { _ in .hidden }) }
}
