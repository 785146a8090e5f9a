import Foundation

/// Kinds of safe-area inset (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Lets the view extend into the safe area. A Layoutshot picture has none (no status bar, home indicator
    /// or keyboard; `GeometryProxy.safeAreaInsets` is zero), so the view is unchanged, as in SwiftUI with
    /// zero insets.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// The older spelling of `ignoresSafeArea(edges:)`; unchanged for the same reason.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
