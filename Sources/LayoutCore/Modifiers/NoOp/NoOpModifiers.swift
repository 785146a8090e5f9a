import Foundation

// Modifiers that never change a still picture in SwiftUI (gestures, lifecycle, accessibility, hit testing,
// animation): the view is returned unchanged and their closures never run. The same list as the fixture
// language's (Registry/Modifiers/NoOp/NoOpModifiers+Registry.swift), so that compiled and interpreted fixtures
// accept the same code. Animation and transitions are in Animation.swift, gestures and feedback in Gestures.swift.

/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let combine = AccessibilityChildBehavior(name: "combine")
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isImage = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
}

/// SwiftUI's `ScrollIndicatorVisibility`: Layoutshot draws no scroll indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

// `task(priority:_:)` takes Swift's own `TaskPriority`.
extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func help(_ text: Text) -> some View { self }
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    public func help(_ text: LocalizedStringKey) -> some View { self }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
    /// Whether text entry below autocorrects: input, which a picture does not show (docs/BEHAVIOUR.md §3).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}
