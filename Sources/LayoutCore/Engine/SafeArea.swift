import Foundation

/// Insets by physical side (left and right, not leading and trailing), in points: how safe areas are kept,
/// so that mirroring a right-to-left container does not change what they mean.
struct SideInsets: Hashable, Sendable {
    var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0

    static let zero = SideInsets()

    /// `insets` placed by a view laid out in `direction` (leading is the right side right to left).
    init(_ insets: EdgeInsets, _ direction: LayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
                  right: rtl ? insets.leading : insets.trailing)
    }

    init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same insets as a view laid out in `direction` sees them.
    func edgeInsets(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .rightToLeft ? EdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
                                  : EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}

/// The safe areas a placed view sits in: each one a rectangle (the frame of the view that made it: the hosting
/// view, a `safeAreaInset`, a `safeAreaPadding`) and the insets inside it, the innermost first.
///
/// The rule (docs/BEHAVIOUR.md §16, "The safe area"): a view's safe-area insets are how far its frame may
/// grow into the unsafe bands around it. On each side, going from the innermost safe area outwards, a frame
/// whose edge lies on the safe edge (within half a pixel) or beyond it, and not beyond the outer edge, grows to
/// that outer edge; the insets are what it grew by. So a view that touches the safe area's top may extend to
/// the screen's top; one a point below it may not. [D] OpenSwiftUI `SafeAreaInsets.resolve` (the decompiled
/// SwiftUI rule); Apple `ignoresSafeArea(_:edges:)`, `GeometryProxy.safeAreaInsets` for what it is used for.
final class SafeAreaChain {
    /// The frame of the view that added these insets, in the pass's coordinates (before any mirroring of an
    /// enclosing right-to-left container moves the subtree: see `translated`).
    let space: CGRect
    let insets: SideInsets
    let next: SafeAreaChain?

    init(space: CGRect, insets: SideInsets, next: SafeAreaChain?) {
        self.space = space
        self.insets = insets
        self.next = next
    }

    /// The chain seen by a subtree that is placed `dx` points off where it will end up (a right-to-left
    /// container moves its children after placing them).
    func translated(dx: CGFloat) -> SafeAreaChain {
        guard dx != 0 else { return self }
        return SafeAreaChain(space: space.offsetBy(dx: dx, dy: 0), insets: insets, next: next?.translated(dx: dx))
    }

    /// How far `frame` may grow into the safe areas' insets of `regions` on each side; `tolerance` is how
    /// close to a safe edge counts as touching it (half a device pixel).
    func insets(of frame: CGRect, matching regions: SafeAreaRegions, tolerance: CGFloat) -> SideInsets {
        // Only `.container` insets exist; asking for the keyboard's alone finds none.
        guard regions.contains(.container) else { return .zero }
        var grown = frame
        var link: SafeAreaChain? = self
        while let current = link {
            current.grow(&grown, tolerance: tolerance)
            link = current.next
        }
        return SideInsets(top: frame.minY - grown.minY, left: frame.minX - grown.minX,
                          bottom: grown.maxY - frame.maxY, right: grown.maxX - frame.maxX)
    }

    /// Grows `rect` on each side that reaches this safe area's edge to the edge of `space`.
    private func grow(_ rect: inout CGRect, tolerance e: CGFloat) {
        let outer = space
        let inner = CGRect(x: outer.minX + insets.left, y: outer.minY + insets.top,
                           width: outer.width - insets.left - insets.right, height: outer.height - insets.top - insets.bottom)
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if minY - e < inner.minY, outer.minY < minY + e { minY = min(minY, outer.minY) }
        if maxY + e > inner.maxY, outer.maxY > maxY - e { maxY = max(maxY, outer.maxY) }
        if minX - e < inner.minX, outer.minX < minX + e { minX = min(minX, outer.minX) }
        if maxX + e > inner.maxX, outer.maxX > maxX - e { maxX = max(maxX, outer.maxX) }
        rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How close to a safe edge counts as touching it at `scale` pixels per point.
    static func tolerance(scale: CGFloat) -> CGFloat { 0.5 / max(scale, 1) + 0.001 }
}
