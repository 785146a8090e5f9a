import Foundation

/// Kinds of safe-area inset (SwiftUI's `SafeAreaRegions`). Layoutshot's insets are all `.container`: the
/// device's (status bar, home indicator, rounded corners and cutouts) and what `safeAreaInset` and
/// `safeAreaPadding` add; no keyboard is ever shown, so `.keyboard` has none.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The safe area of the device and of containers (bars, `safeAreaInset`).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's: always empty here.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `ignoresSafeArea(_:edges:)`: sized as its child; when placed, its frame grows into the safe area on the
/// chosen edges wherever it reaches the safe area's edge (`SafeAreaChain`: a frame one point inside does not
/// grow), and the child is proposed the grown frame and placed at its top-leading corner. The parent sees the
/// size it was answered, not the grown one. [C] Apple `ignoresSafeArea(_:edges:)` ("expands the safe area of
/// a view"); [D] OpenSwiftUI `_SafeAreaRegionsIgnoringLayout` (the proposal is the modifier's own proposal
/// grown by the insets; the child is placed top-leading). docs/BEHAVIOUR.md §16.
struct SafeAreaIgnoringLayout: Layout, BuiltinLayout {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let all = subviews.safeAreaInsets(of: bounds, matching: regions)
        let insets = EdgeInsets(top: edges.contains(.top) ? all.top : 0, leading: edges.contains(.leading) ? all.leading : 0,
                                bottom: edges.contains(.bottom) ? all.bottom : 0,
                                trailing: edges.contains(.trailing) ? all.trailing : 0)
        // The proposal the modifier was given, grown by the insets (an unspecified dimension stays so).
        let grown = ProposedViewSize(width: proposal.width.map { $0 + insets.leading + insets.trailing },
                                     height: proposal.height.map { $0 + insets.top + insets.bottom })
        child.place(at: CGPoint(x: bounds.minX - insets.leading, y: bounds.minY - insets.top), anchor: .topLeading,
                    proposal: grown)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }
}

extension View {
    /// Lets the view grow into the safe area of `regions` on `edges` where its frame reaches the safe
    /// area's edge (docs/BEHAVIOUR.md §16, "The safe area"). Only `.container` regions have insets: no
    /// keyboard is shown.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(LayoutModifier(name: "ignoresSafeArea", layout: SafeAreaIgnoringLayout(regions: regions, edges: edges)))
    }

    /// The older spelling of `ignoresSafeArea(.all, edges:)`. [C] Apple (deprecated for it).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(LayoutModifier(name: "edgesIgnoringSafeArea", layout: SafeAreaIgnoringLayout(regions: .all, edges: edges)))
    }
}
